import { formatDateIndia, messages } from "@app/contracts";
import { Paper, Text } from "@mantine/core";
import { useKidDays } from "./day-api";
import { addDaysTo } from "./day-dates";
import { weekdayName } from "./school-days";

const h = messages.day.home;
const a = messages.day.absences;

/**
 * The absences already marked for the kid's next school day, under today's legs, so a parent
 * sees at a glance that tomorrow is taken care of (docs/decisions/0246). Says nothing when the kid
 * rides as usual, or when the day cannot be read (the legs above already say that).
 */
export function NextDayAbsence({ kidUuid, today, next }: { kidUuid: string; today: string; next: string }) {
  const query = useKidDays(kidUuid, next, next);
  const legs = query.data?.days[0]?.legs ?? [];
  const absent = legs.filter((l) => l.status === "absent");
  if (!absent.length) return null;
  const day = next === addDaysTo(today, 1) ? h.tomorrow : weekdayName(next);
  const ridden = legs.filter((l) => l.status !== "notRiding");
  const whole = absent.length === ridden.length;
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-red-light)" data-next-day={next}>
      <Text size="sm" fw={600}>
        {h.dayAndDate(day, formatDateIndia(next))}
      </Text>
      <Text size="sm">{whole ? h.absentWholeDay : h.absentLegs(absent.map((l) => a.legChoices[l.leg]).join(", "))}</Text>
    </Paper>
  );
}
