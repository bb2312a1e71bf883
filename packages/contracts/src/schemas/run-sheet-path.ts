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
