import { formatDateIndia, messages, type DayLeg } from "@app/contracts";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { ChoiceSwitch } from "../../components/choice-switch";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { useKidDays } from "./day-api";
import { historyRange, isSchoolDay, weekdayName, type HistorySpan } from "./school-days";
import classes from "./day.module.css";

const h = messages.day.home;

type Kid = { uuid: string; kidName: string };

/**
 * One line a day, newest first: the four legs' marks (✓ captured, ✗ absent, · not captured,
 * – not ridden), morning then afternoon, and how many legs were done; a Sunday with nothing
 * recorded says "No school". Replaces the 60-day grid that filled two phone screens.
 */
export function RecentDays({
  kids,
  kid,
  onKidChange,
  span,
  onSpanChange,
  today,
}: {
  kids: readonly Kid[];
  kid: Kid;
  onKidChange: (uuid: string) => void;
  span: HistorySpan;
  onSpanChange: (span: HistorySpan) => void;
  today: string;
}) {
  const headingId = useId();
  const listId = useId();
  const title = span === "week" ? h.historyWeek : h.historyMonth;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          {kids.length > 1 && <ChoiceSwitch label={messages.common.nav.switchKid} value={kid.uuid} onChange={onKidChange} data={kids.map((k) => ({ value: k.uuid, label: k.kidName }))} />}
        </Group>
        <Text size="xs" c="dimmed">
          {h.calendarIntro}
        </Text>
        <div id={listId}>
          <DayLines kid={kid} span={span} today={today} title={title} />
        </div>
        <Group justify="flex-start">
          <Button variant="subtle" size="compact-sm" px={4} aria-controls={listId} onClick={() => onSpanChange(span === "week" ? "month" : "week")}>
            {span === "week" ? h.showMonth : h.showWeek}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const SYMBOL: Record<DayLeg["status"], string> = { done: "✓", absent: "✗", pending: "·", notRiding: "–" };

function DayLines({ kid, span, today, title }: { kid: Kid; span: HistorySpan; today: string; title: string }) {
  const { from, to } = historyRange(today, span);
  const query = useKidDays(kid.uuid, from, to);
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={apiErrorMessage(query.error, h.fetchFailed)} onRetry={() => void query.refetch()} />;
  const days = [...query.data.days].reverse();
  return (
    <ol className={classes.history} aria-label={title}>
      {days.map((day) => {
        const date = formatDateIndia(day.date);
        const label = h.dayAndDate(weekdayName(day.date), date);
        const ridden = day.legs.filter((l) => l.status !== "notRiding");
        const done = ridden.filter((l) => l.status === "done").length;
        const noSchool = !isSchoolDay(day.date) && day.legs.every((l) => l.status === "pending" || l.status === "notRiding");
        const summary = noSchool ? h.noSchool : day.legs.map((l) => `${messages.day.legs[l.leg]} ${SYMBOL[l.status]}`).join(", ");
        return (
          <li key={day.date} className={classes.historyDay} aria-label={h.calendarDay(label, summary)} data-date={day.date}>
            <Text size="sm" fw={600} aria-hidden className={classes.historyDate}>
              {h.dayAndDate(weekdayName(day.date), date.slice(0, 5))}
            </Text>
            {noSchool ? (
              <Text size="sm" c="dimmed" aria-hidden>
                {h.noSchool}
              </Text>
            ) : (
              <>
                <Text size="sm" aria-hidden className={classes.symbols}>
                  {day.legs.map((l) => (
                    <span key={l.leg} data-status={l.status}>
                      {SYMBOL[l.status]}
                    </span>
                  ))}
                </Text>
                <Text size="xs" c="dimmed" aria-hidden>
                  {h.summaryDone(done, ridden.length)}
                </Text>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
