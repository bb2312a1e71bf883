import { ATTENDANCE_SECTION_OF_TYPE, ATTENDANCE_TYPES, type Absence, type AbsenceSource, type AttendanceType, type KidAttendanceDay } from "@app/contracts";
import type { CaptureRecord } from "../attendance-capture";

/** The day's four legs in the order the van runs them. */
export const LEGS: readonly AttendanceType[] = ATTENDANCE_TYPES;

/**
 * The state of one leg of a kid's day on the run sheet (issue 9).
 *
 * An absence (issue 10: marked by a parent, the office, or the caretaker at the stop) shows
 * instead of "not yet"; a capture still wins over it (the kid came after all).
 */
export type LegState =
  | { kind: "done"; time: string; by: string; capturedAt: string }
  | { kind: "waiting"; time: string; captureId: string }
  | { kind: "absent"; source: AbsenceSource }
  | { kind: "notYet" };

/**
 * What the run sheet shows for `type`: a capture the server holds ("done"), else one waiting in
 * this phone's queue ("waiting"), else "not yet". A capture waiting to replace a recorded leg
 * shows as waiting: it is the newest word on the leg.
 */
export function legStateOf(
  day: KidAttendanceDay | null | undefined,
  type: AttendanceType,
  queued: readonly CaptureRecord[],
  absences: readonly Absence[] = [],
): LegState {
  const waiting = queued
    .filter((c) => c.status === "pending" && c.userProfileUuid === day?.userProfileUuid && c.date === day?.date && c.type === type)
    .at(-1);
  if (waiting) return { kind: "waiting", time: waiting.pickupTime, captureId: waiting.id };
  const section = day ? day[ATTENDANCE_SECTION_OF_TYPE[type]] : null;
  if (section) return { kind: "done", time: section.time, by: section.capturedBy, capturedAt: section.capturedAt };
  const absence = absences.find((a) => a.leg === type);
  if (absence) return { kind: "absent", source: absence.source };
  return { kind: "notYet" };
}
