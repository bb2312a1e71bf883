import { LEGS_OF_RUN, messages, RUN_OF_LEG } from "@app/contracts";
import { Button, Group, Text } from "@mantine/core";
import { useId, useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import type { NotAtStopDialogProps } from "../day/not-at-stop-dialog";

const r = messages.fieldApp.runSheet;

// The day's dialog, with the run sheet's words; asked only when pressed: fetched then (docs/decisions/0131).
const NotAtStopDialog = lazyDialog<NotAtStopDialogProps>(() => import("../day/not-at-stop-dialog").then((m) => m.NotAtStopDialog));

/** "Institute Pickup and Home Drop": the legs "not at the stop" on a run's pickup marks, that run's two. */
export function notAtStopLegsText(leg: "homePickup" | "institutePickup"): string {
  const [pickup, drop] = LEGS_OF_RUN[RUN_OF_LEG[leg]];
  return r.legPair(messages.attendance.typeLabels[pickup], messages.attendance.typeLabels[drop]);
}

/**
 * "Not at the stop" on a route's card (docs/decisions/0240): marks the pickup of the card's run and
 * the rest of that run absent (the server's rule, 0066), never the other run's legs, and says which
 * legs before it is pressed and again in its question.
 */
export function RunNotAtStop({ kid, leg, date }: { kid: { uuid: string; kidName: string }; leg: "homePickup" | "institutePickup"; date: string }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const legs = notAtStopLegsText(leg);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text id={noteId} size="xs" c="dimmed">
        {r.notAtStopLegs(legs)}
      </Text>
      <Button variant="light" color="orange" size="xs" style={{ flexShrink: 0 }} aria-describedby={noteId} onClick={() => setOpen(true)}>
        {r.notAtStop}
      </Button>
      <NotAtStopDialog opened={open} onClose={() => setOpen(false)} kid={kid} leg={leg} date={date} title={r.notAtStop} question={r.notAtStopConfirm(kid.kidName, legs)} />
    </Group>
  );
}
