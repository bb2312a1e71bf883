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

const TYPED_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * A date as a person in India types it, DD-MM-YYYY (also with / or .), to YYYY-MM-DD; null when it
 * is not a real calendar date. `05-06-2016` is the 5th of June whatever the browser's locale
 * (issue 11). An ISO date (YYYY-MM-DD, what a paste from another system holds) is accepted too.
 */
export function parseIndianDate(text: string): string | null {
  const value = text.trim();
  const typed = TYPED_DATE.exec(value);
  const iso = typed ? `${typed[3]}-${typed[2]!.padStart(2, "0")}-${typed[1]!.padStart(2, "0")}` : value;
  return isIsoDate(iso) ? iso : null;
}

const TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as India time, one way everywhere (issue 11): "7:35 AM" in English, the usual day-part
 * form in Telugu and Hindi ("7:35 ఉదయం", "सुबह 7:35"), from CLDR through Intl.
 */
export function formatTimeIndia(value: Date | string | number, locale = "en-IN"): string {
  let format = TIME_FORMATS.get(locale);
  if (!format) {
    const english = locale.startsWith("en");
    format = new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
      ...(english ? { hour12: true } : { dayPeriod: "short" as const }),
    });
    TIME_FORMATS.set(locale, format);
  }
  const text = format.format(new Date(value));
  return locale.startsWith("en") ? text.replace(/\b(am|pm)\b/, (p) => p.toUpperCase()) : text;
}

/**
 * A moment as India date and time, one way everywhere (issue 11): "22-11-2026, 8:00 PM" in English,
 * the day-part form in Telugu and Hindi; DD-MM-YYYY whatever the locale. "-" for an invalid moment.
 */
export function formatDateTimeIndia(value: Date | string | number, locale = "en-IN"): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "-";
  return `${formatDateIndia(date)}, ${formatTimeIndia(date, locale)}`;
}
