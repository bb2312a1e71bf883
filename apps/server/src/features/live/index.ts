import { RUN_OF_LEG, todayInIndia, type AttendanceType } from "@app/contracts";
import type { SQL } from "drizzle-orm";
import { LIVE_CHANNEL } from "../../lib/live-bus";
import { runStartOnCaptureStatement } from "./live.repository";

/**
 * What other features use of the live view (docs/decisions/0262).
 *
 * A capture of today starts its run (if not on yet) and tells every server that the kid's
 * assignment changed: the write for the capture's own statement (docs/decisions/0208 keeps a
 * capture at six statements), null for a capture of another day.
 */
export function runStartOnCapture(input: { kidId: string; type: AttendanceType; date: string; capturedBy: string | null; now: Date }): SQL | null {
  if (input.date !== todayInIndia(input.now)) return null;
  return runStartOnCaptureStatement({ kidId: input.kidId, run: RUN_OF_LEG[input.type], date: input.date, startedBy: input.capturedBy, at: input.now, channel: LIVE_CHANNEL });
}
