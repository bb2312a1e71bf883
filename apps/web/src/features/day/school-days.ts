import { messages } from "@app/contracts";
import { addDaysTo } from "./day-dates";

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * A school day is Monday to Saturday: the app knows no holiday calendar, and Guntur's schools and
 * institutes teach on Saturdays (docs/decisions/0246).
 */
export function isSchoolDay(date: string): boolean {
  return weekdayOf(date) !== 0;
}

/** The first school day after `today` (Saturday → Monday), the day "Mark absent" offers first. */
export function nextSchoolDay(today: string): string {
  let day = addDaysTo(today, 1);
  while (!isSchoolDay(day)) day = addDaysTo(day, 1);
  return day;
}

/** The parent's recent history: a week by default, a month on demand (docs/decisions/0246). */
export const HISTORY_DAYS = { week: 7, month: 30 } as const;
export type HistorySpan = keyof typeof HISTORY_DAYS;

/** The range the history asks GET /api/kid-days for: the span's days up to today, today included. */
export function historyRange(today: string, span: HistorySpan): { from: string; to: string } {
  return { from: addDaysTo(today, -(HISTORY_DAYS[span] - 1)), to: today };
}

/** "Sat, 28-11" as the history's rows and the home's next-day line write a day. */
export function weekdayName(date: string): string {
  return messages.day.home.weekdays[weekdayOf(date)];
}
