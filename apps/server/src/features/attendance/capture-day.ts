import { ATTENDANCE_CAPTURE, CAPTURE_MAX_DAYS_BACK, earliestCaptureDate, messages, todayInIndia } from "@app/contracts";
import { badRequest } from "../../lib/errors";

const f = messages.attendance.fields;

/** The India day of the phone's `takenAt` (ISO 8601), or null when there is none or it is no time. */
export function takenOnDay(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 40) return null;
  const at = new Date(raw.trim());
  return Number.isNaN(at.getTime()) ? null : todayInIndia(at);
}

/**
 * Which day a capture may carry (docs/decisions/0231, 0243). Admins: any day up to today (the desk
 * records what a phone never sent). A caretaker: today; an earlier day only when her phone took the
 * capture on that very day and its queue sends it late (the capture's own `takenAt`), and never
 * more than CAPTURE_MAX_DAYS_BACK back. The dialog offers today only; another day is the office's.
 */
export function assertCaptureDay(role: string, date: string, fields: Record<string, unknown>, today: string = todayInIndia()): void {
  if (role === "admin" || date === today) return;
  if (date < earliestCaptureDate(today)) throw badRequest(f.dateTooOld(CAPTURE_MAX_DAYS_BACK));
  if (takenOnDay(fields[ATTENDANCE_CAPTURE.takenAtField]) !== date) throw badRequest(f.dateNotToday);
}
