import type { DayRun } from "./day-constants.js";

// The run sheet's address: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
/**
 * GET /api/v1/run-sheet (added, issue 9, docs/decisions/0051): the caretaker's day in one call, so
 * the phone can keep it for the van (network first, cached fallback in the service worker).
 */
export const RUN_SHEET_PATH = "/api/v1/run-sheet";

/**
 * `?day=` (added, issue 10, docs/decisions/0053): which day the sheet shows. `today` (the default)
 * or `tomorrow`, in India, so the caretaker sees tomorrow's absences the evening before. Named
 * days, not dates: the server's clock decides, a phone with a wrong clock cannot ask for another
 * day, and nothing beyond tomorrow can be asked.
 */
export const RUN_SHEET_DAYS = ["today", "tomorrow"] as const;
export type RunSheetDay = (typeof RUN_SHEET_DAYS)[number];

/** The sheet's address for a day (today's keeps the spec-free bare path the worker already caches). */
export const runSheetPath = (day: RunSheetDay = "today") => (day === "today" ? RUN_SHEET_PATH : `${RUN_SHEET_PATH}?day=${day}`);

/**
 * India time from which the afternoon run is the current one on today's sheet (docs/decisions/0240):
 * the morning run (home → institute) ends before noon, the afternoon run (institute → home) starts
 * after it. Tomorrow's sheet has no current run and lists the runs in the day's order.
 */
export const AFTERNOON_RUN_FROM_MINUTES = 12 * 60;

/** The run going on at `now` in India (UTC+05:30 all year, no summer time). */
export function currentRunAt(now: Date): DayRun {
  const minutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
  return minutes >= AFTERNOON_RUN_FROM_MINUTES ? "afternoon" : "morning";
}

/**
 * The runs in the order the sheet lists them: the current one first, then the others in the
 * day's order; with no current run (tomorrow's sheet) morning, then afternoon.
 */
export const runsInSheetOrder = (current: DayRun | null): readonly DayRun[] => (current === "afternoon" ? ["afternoon", "morning"] : ["morning", "afternoon"]);
