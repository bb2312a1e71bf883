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
