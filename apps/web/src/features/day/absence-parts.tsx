import { messages, type Absence, type AttendanceType } from "@app/contracts";
import { Badge, Button, Group } from "@mantine/core";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import type { NotAtStopDialogProps } from "./not-at-stop-dialog";

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

const NotAtStopDialog = lazyDialog<NotAtStopDialogProps>(() => import("./not-at-stop-dialog").then((m) => m.NotAtStopDialog));

/** "Not at the stop": asks first (a dialog fetched when first opened), then marks the pickup leg (and the rest of its run) absent today. */
export function NotAtStopButton({ kid, leg, date }: { kid: { uuid: string; kidName: string }; leg: "homePickup" | "institutePickup"; date: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="orange" size="xs" onClick={() => setOpen(true)}>
        {a.notAtStop}
      </Button>
      <NotAtStopDialog opened={open} onClose={() => setOpen(false)} kid={kid} leg={leg} date={date} />
    </>
  );
}
