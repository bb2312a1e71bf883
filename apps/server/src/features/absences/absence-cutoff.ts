import { RUN_OF_LEG, type AttendanceType } from "@app/contracts";
import { addDays } from "../../lib/india-dates";

/** India is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

export interface AbsenceCutoffs {
  /** "HH:mm" in India on the day BEFORE the date, for the morning legs ("24:00": the midnight that starts the date). */
  morning: string;
  /** "HH:mm" in India on the date itself, for the afternoon legs ("24:00": the midnight that ends it). */
  afternoon: string;
}

/** The moment after which a parent can no longer mark or undo a leg of a day (docs/decisions/0066). */
export function cutoffAt(date: string, leg: AttendanceType, cutoffs: AbsenceCutoffs): Date {
  const morning = RUN_OF_LEG[leg] === "morning";
  const day = morning ? addDays(date, -1) : date;
  const [hh, mm] = (morning ? cutoffs.morning : cutoffs.afternoon).split(":").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MS);
}

/** "20:00 on 22-11-2026" (India time), for messages. */
export function formatCutoff(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${ist.slice(11, 16)} on ${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)}`;
}
