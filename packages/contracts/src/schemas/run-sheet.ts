import { z } from "zod";
import { kidAttendanceDaySchema } from "./attendance.js";
import { DAY_RUNS } from "./day-constants.js";
import { routeInfoSchema, routeKidSchema, routeStaffSchema } from "./routes.js";
import { RUN_SHEET_DAYS } from "./run-sheet-path.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./run-sheet-path.js";
export { runSheetAnswerSchema } from "./run-sheet-answer.js";

// Any value reaches the service, which answers every wrong one with the same clear 400.
export const runSheetQuerySchema = z.object({ day: z.unknown().optional() });

/** A parent to call from the van: name and mobile only (never identity data). */
export const runSheetParentSchema = z.object({
  relation: z.enum(["father", "mother"]),
  name: z.string(),
  mobile: z.string(),
});
export type RunSheetParent = z.infer<typeof runSheetParentSchema>;

export const runSheetKidSchema = routeKidSchema.extend({
  /** 1-based place of the kid in the assignment's order: the order the van collects them. */
  stop: z.number().int().positive(),
  /** The kid's home address on one line. */
  address: z.string(),
  parents: z.array(runSheetParentSchema),
  /** The kid's record of the day (the four legs; null legs not recorded yet). */
  attendance: kidAttendanceDaySchema,
});
export type RunSheetKid = z.infer<typeof runSheetKidSchema>;

export const runSheetRouteSchema = z.object({
  /** The assignment's uuid. */
  uuid: z.string(),
  /**
   * The assignment's run (docs/decisions/0065, 0240): the kids' cards show only its two legs.
   * Optional so a copy the phone kept before it was added still reads (all four legs then).
   */
  run: z.enum(DAY_RUNS).optional(),
  routeInfo: routeInfoSchema,
  driver: routeStaffSchema,
  kids: z.array(runSheetKidSchema),
});
export type RunSheetRoute = z.infer<typeof runSheetRouteSchema>;

export const runSheetSchema = z.object({
  /** YYYY-MM-DD in India: today, or tomorrow with `?day=tomorrow`. */
  date: z.string(),
  /** Which day was asked for (added with `?day=`); captures are for today only. */
  day: z.enum(RUN_SHEET_DAYS).optional(),
  /** When the server built this answer (ISO): the phone shows it when it falls back on the cache. */
  generatedAt: z.string(),
  /** The caretaker's assignments, the current run's first, then in the day's order (docs/decisions/0240). */
  routes: z.array(runSheetRouteSchema),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
