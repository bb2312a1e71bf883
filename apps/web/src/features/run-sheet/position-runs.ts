import { currentRunAt, LEGS_OF_RUN, todayInIndia, type Absence, type RunSheet, type RunSheetRoute } from "@app/contracts";
import type { CaptureRecord } from "../attendance-capture";
import { legStateOf } from "./leg-state";

const kidAbsences = (absences: readonly Absence[], kidUuid: string) => absences.filter((a) => a.kidUuid === kidUuid);

/**
 * Whether the route's run has a capture (done, or waiting on this phone): the server starts a run
 * at its first capture, so "Start run" is no longer needed (docs/decisions/0267).
 */
export function runHasCapture(route: RunSheetRoute, queued: readonly CaptureRecord[]): boolean {
  if (!route.run) return false;
  return route.kids.some((kid) => LEGS_OF_RUN[route.run!].some((leg) => ["done", "waiting"].includes(legStateOf(kid.attendance, leg, queued).kind)));
}

/** Every kid of the run delivered (its second leg done or waiting) or absent: the run is over. */
function runIsOver(route: RunSheetRoute, queued: readonly CaptureRecord[], absences: readonly Absence[]): boolean {
  if (!route.run) return true;
  const last = LEGS_OF_RUN[route.run][1]!;
  return route.kids.every((kid) => ["done", "waiting", "absent"].includes(legStateOf(kid.attendance, last, queued, kidAbsences(absences, kid.uuid)).kind));
}

/**
 * The assignments whose position the phone shares now: on today's sheet, her routes of the run
 * current on the phone's clock (the afternoon from noon, docs/decisions/0240) whose kids are not all
 * delivered or absent. Tomorrow's sheet, an old day's copy and a copy kept before runs existed share
 * nothing.
 */
export function currentRunAssignments(sheet: RunSheet | undefined, queued: readonly CaptureRecord[], absences: readonly Absence[], now: Date = new Date()): string[] {
  if (!sheet || sheet.day === "tomorrow" || sheet.date !== todayInIndia(now)) return [];
  const run = currentRunAt(now);
  return sheet.routes.filter((route) => route.run === run && route.kids.length > 0 && !runIsOver(route, queued, absences)).map((route) => route.uuid);
}
