import { formatDateTimeIndia, formatTimeIndia, getDisplayLocale } from "@app/contracts";

/** YYYY-MM-DD plus some days (calendar arithmetic). */
export function addDaysTo(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** An ISO moment as "22-11-2026, 8:00 PM" in India (the one way times are shown, issue 11). */
export function formatIndiaMoment(iso: string): string {
  return formatDateTimeIndia(iso, getDisplayLocale());
}

/** An ISO moment as "8:00 PM" in India. */
export function formatIndiaClock(iso: string): string {
  return formatTimeIndia(iso, getDisplayLocale());
}
