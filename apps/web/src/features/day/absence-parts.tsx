import { messages, type Absence, type AttendanceType } from "@app/contracts";
import { Badge, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { ResponsiveModal } from "../../components/responsive-modal";
import { toast } from "../../lib/toast";
import { useNotAtStop } from "./day-api";

const a = messages.day.absences;

/**
 * A kid's absences on a run sheet or route card: one badge per absent leg, saying who marked it.
 * Self-contained: give it the day's absences (useDayAbsences) and the legs to look at.
 */
export function AbsenceBadges({ absences, kidUuid, legs }: { absences: readonly Absence[]; kidUuid: string; legs?: readonly AttendanceType[] }) {
  const mine = absences.filter((x) => x.kidUuid === kidUuid && (!legs || legs.includes(x.leg)));
  if (!mine.length) return null;
  return (
    <Group gap={4} wrap="wrap">
      {mine.map((x) => (
        <Badge key={x.leg} color={x.source === "caretaker" ? "orange" : "red"} variant="light" size="sm" title={messages.day.legs[x.leg]}>
          {`${a.badgeBy[x.source]} · ${messages.day.legs[x.leg]}`}
        </Badge>
      ))}
    </Group>
  );
}

/** "Not at the stop": asks first, then marks the pickup leg (and the rest of its run) absent today. */
export function NotAtStopButton({ kid, leg, date }: { kid: { uuid: string; kidName: string }; leg: "homePickup" | "institutePickup"; date: string }) {
  const [open, setOpen] = useState(false);
  const mutation = useNotAtStop(date);
  return (
    <>
      <Button variant="light" color="orange" size="xs" onClick={() => setOpen(true)}>
        {a.notAtStop}
      </Button>
      <ResponsiveModal opened={open} onClose={() => setOpen(false)} title={a.notAtStop}>
        <Text mb="md">{a.notAtStopConfirm(kid.kidName)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {a.cancel}
          </Button>
          <Button
            color="orange"
            loading={mutation.isPending}
            onClick={() =>
              mutation.mutate(
                { kidUuid: kid.uuid, leg },
                {
                  onSuccess: (answer) => {
                    toast.success(answer.message);
                    setOpen(false);
                  },
                  onError: (error) => toast.error(apiErrorMessage(error, a.notAtStopFailed)),
                },
              )
            }
          >
            {a.confirm}
          </Button>
        </Group>
      </ResponsiveModal>
    </>
  );
}
