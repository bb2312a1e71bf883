import { TIME_ZONE } from "./constants.js";

/** Built once: constructing an Intl.DateTimeFormat costs ~50 µs, which adds up over a list of 5,000 kids. */
const INDIA_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in India as YYYY-MM-DD, whatever the machine's own time zone. */
export function todayInIndia(now: Date = new Date()): string {
  return INDIA_DATE.format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whole years between a YYYY-MM-DD birth date and today (in India). */
export function ageInYears(dob: string, today: string = todayInIndia()): number {
  const [by, bm, bd] = dob.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** YYYY-MM-DD (or an ISO timestamp) shown as DD-MM-YYYY, the India default. */
export function formatDateIndia(value: string | Date | null | undefined): string {
  if (!value) return "-";
  const iso = typeof value === "string" && ISO_DATE.test(value) ? value : todayInIndia(new Date(value));
  const [y, m, d] = iso.split("-");
  return `${d}-${m}-${y}`;
}

/**
 * Spec §5.9/§9: staff must be "older than 18 years": the 18th birthday must be behind them (born
 * strictly before the same calendar day 18 years ago). Plain string comparison of YYYY-MM-DD also
 * handles 29 February.
 */
export function isOlderThan(dob: string, years: number, today: string = todayInIndia()): boolean {
  const [ty, tm, td] = today.split("-");
  const cutoff = `${String(Number(ty) - years).padStart(4, "0")}-${tm}-${td}`;
  return dob < cutoff;
}
