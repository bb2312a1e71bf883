import { TIME_ZONE } from "@app/contracts";

/** YYYY-MM-DD plus some days (calendar arithmetic). */
export function addDaysTo(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const MOMENT = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });
const CLOCK = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hour12: false });

/** An ISO moment as "22/11/2026, 20:00" in India. */
export function formatIndiaMoment(iso: string): string {
  return MOMENT.format(new Date(iso));
}

/** An ISO moment as "20:00" in India. */
export function formatIndiaClock(iso: string): string {
  return CLOCK.format(new Date(iso));
}
