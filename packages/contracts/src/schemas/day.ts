import { z } from "zod";
import { ATTENDANCE_TYPES } from "../constants.js";
import { day } from "../messages/day.js";
import { ABSENCE_SOURCES, DAY_RUNS, HELP_NOTE_MAX, HELP_STATUSES, PICKUP_LEGS } from "./day-constants.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./day-constants.js";

/**
 * Absences, the kid's day (parent's home, calendar, route screen), the admin's day board and
 * help-request status (issue 10; docs/decisions/0065–0069).
 */


const a = day.absences;

export const legSchema = z.enum(ATTENDANCE_TYPES, { error: a.legsInvalid });

/** PUT /api/absences/kid/{kidUuid}/date/{date}: the legs that are absent that day (an empty list undoes every absence). */
export const setAbsencesRequestSchema = z.object({
  legs: z
    .array(legSchema, { error: a.legsInvalid })
    .max(ATTENDANCE_TYPES.length, { error: a.tooManyLegs })
    .transform((list) => ATTENDANCE_TYPES.filter((t) => list.includes(t))),
});
export type SetAbsencesRequest = z.input<typeof setAbsencesRequestSchema>;

/** POST /api/absences/not-at-stop: a caretaker marks a kid absent at the stop (today, India). */
export const notAtStopRequestSchema = z.object({
  kidUuid: z.string({ error: a.notAtStopFailed }).trim().min(1).max(100),
  leg: z.enum(PICKUP_LEGS, { error: a.notAtStopLegInvalid }),
});
export type NotAtStopRequest = z.input<typeof notAtStopRequestSchema>;

export const absenceSchema = z.object({
  kidUuid: z.string(),
  kidName: z.string(),
  date: z.string(),
  leg: legSchema,
  source: z.enum(ABSENCE_SOURCES),
  markedAt: z.string(),
  markedBy: z.string().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;

/** One leg of a kid's day for the absence form: absent or not, and until when a parent may change it. */
export const absenceLegStateSchema = z.object({
  leg: legSchema,
  absent: z.boolean(),
  source: z.enum(ABSENCE_SOURCES).nullable(),
  cutoffAt: z.string(),
  /** True while the caller may still change this leg (parents: before the cut-off and not marked by staff). */
  changeable: z.boolean(),
});
export type AbsenceLegState = z.infer<typeof absenceLegStateSchema>;

export const kidAbsenceDaySchema = z.object({ kidUuid: z.string(), date: z.string(), legs: z.array(absenceLegStateSchema) });
export type KidAbsenceDay = z.infer<typeof kidAbsenceDaySchema>;
export const kidAbsenceDayResponseSchema = z.object({ data: kidAbsenceDaySchema });
export const setAbsencesResponseSchema = z.object({ message: z.string(), data: kidAbsenceDaySchema });

/** GET /api/absences/date/{date}: admin every kid, caretaker the kids of own routes. */
export const dayAbsencesResponseSchema = z.object({ data: z.object({ date: z.string(), absences: z.array(absenceSchema) }) });
export type DayAbsencesResponse = z.infer<typeof dayAbsencesResponseSchema>;
export const notAtStopResponseSchema = z.object({ message: z.string(), data: z.object({ absences: z.array(absenceSchema) }) });
export type NotAtStopResponse = z.infer<typeof notAtStopResponseSchema>;

// ---------------------------------------------------------------------------------------------
// A kid's day: one truth from captures, absences and the office's corrections
// ---------------------------------------------------------------------------------------------

export const LEG_STATUSES = ["done", "absent", "pending", "notRiding"] as const;
export type LegStatus = (typeof LEG_STATUSES)[number];

export const legCaptureSchema = z.object({
  time: z.string(),
  /** Null once the retention period has passed (docs/decisions/0111). */
  photoUrl: z.string().nullable(),
  photoThumbUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  capturedBy: z.string().nullable(),
  capturedAt: z.string(),
});

export const dayLegSchema = z.object({
  leg: legSchema,
  status: z.enum(LEG_STATUSES),
  route: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  capture: legCaptureSchema.nullable(),
  absence: z.object({ source: z.enum(ABSENCE_SOURCES), markedAt: z.string(), markedBy: z.string().nullable() }).nullable(),
  /** The office's Present/Absent on the route screen: a correction that overrides the rest. */
  correction: z.object({ mark: z.enum(["present", "absent"]), markedAt: z.string(), markedBy: z.string().nullable() }).nullable(),
});
export type DayLeg = z.infer<typeof dayLegSchema>;

export const kidDaySchema = z.object({ date: z.string(), legs: z.array(dayLegSchema) });
export type KidDay = z.infer<typeof kidDaySchema>;

/** GET /api/kid-days/{kidUuid}?from&to (admin, the kid's parents): oldest day first. */
export const kidDaysQuerySchema = z.object({ from: z.string().max(20).optional(), to: z.string().max(20).optional() });
export const kidDaysResponseSchema = z.object({
  data: z.object({ kid: z.object({ uuid: z.string(), kidName: z.string() }), today: z.string(), days: z.array(kidDaySchema) }),
});
export type KidDaysResponse = z.infer<typeof kidDaysResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The admin's day board
// ---------------------------------------------------------------------------------------------

const namedKid = z.object({ uuid: z.string(), kidName: z.string() });

export const boardLegSchema = z.object({ expected: z.number(), done: z.number(), absent: z.number(), missing: z.array(namedKid) });
export type BoardLeg = z.infer<typeof boardLegSchema>;

export const boardRouteSchema = z.object({
  route: z.object({ uuid: z.string(), name: z.string(), from: z.string(), to: z.string() }),
  caretakers: z.array(z.string()),
  expected: z.number(),
  absent: z.number(),
  absentKids: z.array(namedKid),
  /** Per leg; null for a leg no kid of this route rides (e.g. afternoon legs on a morning route). */
  legs: z.object({
    homePickup: boardLegSchema.nullable(),
    instituteDrop: boardLegSchema.nullable(),
    institutePickup: boardLegSchema.nullable(),
    homeDrop: boardLegSchema.nullable(),
  }),
});
export type BoardRoute = z.infer<typeof boardRouteSchema>;

export const dayBoardResponseSchema = z.object({ data: z.object({ date: z.string(), generatedAt: z.string(), routes: z.array(boardRouteSchema) }) });
export type DayBoardResponse = z.infer<typeof dayBoardResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Help-request status (admin sets it with a note the parent sees)
// ---------------------------------------------------------------------------------------------

const hs = day.help;
export const helpStatusSchema = z.enum(HELP_STATUSES, { error: hs.statusInvalid });

export const setHelpStatusSchema = z.object({
  status: z
    .union([z.string(), z.null(), z.undefined()], { error: hs.statusRequired })
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().min(1, { error: hs.statusRequired }).pipe(helpStatusSchema)),
  note: z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(HELP_NOTE_MAX, { error: hs.noteTooLong(HELP_NOTE_MAX) })),
});
export type SetHelpStatus = z.input<typeof setHelpStatusSchema>;

export const dayRunSchema = z.enum(DAY_RUNS, { error: day.assignments.runInvalid });
