import { getDisplayLocale } from "./i18n/display-locale.js";
import { DAY_MINUTES } from "./constants.js";

/**
 * Session times of an institute (spec §5.6, §9) and the course duration derived from them.
 *
 * ONE wire format: `HH:mm`, 24-hour, zero-padded ("07:30", "18:45"): the value of an
 * `<input type="time" step="900">`, and what every response holds. For the original client, the
 * server also accepts the 12-hour form with AM/PM ("7:30 PM", "07:30pm") and seconds ("07:30:00");
 * it stores and answers the 24-hour form. The duration is always derived here, never taken from
 * the client.
 */
export const COURSE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const H24 = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/;
const H12 = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?\s*([AaPp])\.?\s*[Mm]\.?$/;

export type Meridiem = "AM" | "PM";

/** Minutes after midnight of a session time (24-hour or with AM/PM), or null when it is not a time. */
export function parseCourseTime(value: string | null | undefined): number | null {
  if (typeof value !== "string") return null;
  const v = value.trim();
  const m12 = H12.exec(v);
  if (m12) {
    const h = Number(m12[1]);
    if (h < 1 || h > 12) return null;
    const pm = m12[3].toUpperCase() === "P";
    return ((h % 12) + (pm ? 12 : 0)) * 60 + Number(m12[2]);
  }
  const m24 = H24.exec(v);
  if (m24) {
    const h = Number(m24[1]);
    if (h > 23) return null;
    return h * 60 + Number(m24[2]);
  }
  return null;
}

/** Minutes after midnight as the wire format "HH:mm". */
export function formatCourseTime(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** A session time in the wire format "HH:mm", or null when it is not a time. */
export function normaliseCourseTime(value: string | null | undefined): string | null {
  const minutes = parseCourseTime(value);
  return minutes === null ? null : formatCourseTime(minutes);
}

/** "HH:mm" shown with AM/PM for people ("07:30" → "7:30 AM", "00:15" → "12:15 AM"). */
export function formatCourseTime12(value: string | null | undefined): string {
  const minutes = parseCourseTime(value);
  if (minutes === null) return "";
  const h = Math.floor(minutes / 60);
  const locale = getDisplayLocale();
  if (!locale.startsWith("en")) {
    // Telugu and Hindi say the part of the day ("ఉదయం", "सुबह"), as CLDR writes it (issue 11).
    return new Intl.DateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit", dayPeriod: "short" }).format(
      new Date(Date.UTC(2000, 0, 1, h, minutes % 60)),
    );
  }
  const meridiem: Meridiem = h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, "0")} ${meridiem}`;
}

/**
 * For a form with a time input plus an AM/PM selector: a 12-hour clock time ("7:30" or "07:30",
 * hours 1–12; "00:30" is read as 12:30) and its meridiem as the wire format "HH:mm".
 */
export function toCourseTime(time12: string, meridiem: Meridiem): string | null {
  const m = /^(\d{1,2}):([0-5]\d)/.exec(time12.trim());
  if (!m) return null;
  const h = Number(m[1]);
  if (h > 12) return null;
  return normaliseCourseTime(`${h === 0 ? 12 : h}:${m[2]} ${meridiem}`);
}

/**
 * Spec §5.6: the duration is end minus start in minutes; when negative (a session past midnight)
 * a day, 1440 minutes, is added. Null when either time is missing or not a time.
 */
export function courseDurationMinutes(start: string | null | undefined, end: string | null | undefined): number | null {
  const s = parseCourseTime(start);
  const e = parseCourseTime(end);
  if (s === null || e === null) return null;
  const diff = e - s;
  return diff < 0 ? diff + DAY_MINUTES : diff;
}

/** A duration in minutes shown as hours and minutes: 90 → "1h 30m", 45 → "0h 45m", 120 → "2h 0m". */
export function formatCourseDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return "";
  const m = Math.round(minutes);
  return `${Math.floor(m / 60)}h ${m % 60}m`;
}

/** What the read-only Course Duration field shows: "" until both times are valid. */
export function courseDurationLabel(start: string | null | undefined, end: string | null | undefined): string {
  return formatCourseDuration(courseDurationMinutes(start, end));
}
