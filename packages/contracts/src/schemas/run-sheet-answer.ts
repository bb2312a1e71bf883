import { z } from "zod/mini";
import { ATTENDANCE_TYPES, ROUTE_TYPES } from "../constants.js";
import { ABSENCE_SOURCES, DAY_RUNS } from "./day-constants.js";
import { RUN_SHEET_DAYS } from "./run-sheet-path.js";
import type { RunSheet } from "./run-sheet.js";

/**
 * GET /api/v1/run-sheet's answer as the caretaker's phone checks it, in zod's mini style (docs/decisions/0160):
 * the same rules as `runSheetSchema` (the server's, written with the classic schemas of routes and
 * attendance), without downloading zod classic to the phone. run-sheet-answer.test.ts proves that both
 * accept and refuse the same answers, and the type below that both read the same `RunSheet`.
 */
const text = z.string();
const nullableText = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());

const sectionShape = {
  photoUrl: nullableText,
  photoThumbUrl: nullableText,
  time: text,
  latitude: nullableNumber,
  longitude: nullableNumber,
  capturedBy: text,
  capturedByUuid: nullableText,
  capturedByRole: nullableText,
  capturedAt: text,
  editedAt: nullableText,
  editedBy: nullableText,
};
const section = z.nullable(z.object(sectionShape));
const historyEntry = z.object({ ...sectionShape, type: z.enum(ATTENDANCE_TYPES), replacedAt: text, replacedBy: nullableText });

// A leg's state from the day's one truth (docs/decisions/0242); the lookup sends it, the run sheet not yet.
const legState = z.object({
  status: z.enum(["done", "absent", "pending", "notRiding"]),
  time: nullableText,
  absentBy: z.nullable(z.enum(ABSENCE_SOURCES)),
  correction: z.nullable(z.enum(["present", "absent"])),
});

const attendanceDay = z.object({
  uuid: nullableText,
  kidName: text,
  date: text,
  userProfileUuid: text,
  homePickup: section,
  InstituteDrop: section,
  InstitutePickup: section,
  homeDrop: section,
  createdAt: nullableText,
  updatedAt: nullableText,
  history: z.optional(z.array(historyEntry)),
  legStates: z.optional(z.object({ homePickup: legState, InstituteDrop: legState, InstitutePickup: legState, homeDrop: legState })),
});

const staff = z.object({
  uuid: text,
  name: text,
  dob: text,
  age: z.number(),
  phoneNumber: text,
  profilePicture: nullableText,
  profilePictureThumb: nullableText,
});

const kid = z.object({
  uuid: text,
  kidName: text,
  age: z.number(),
  gender: text,
  status: text,
  kidsImage: nullableText,
  kidsImageThumb: nullableText,
  stop: z.int().check(z.positive()),
  address: text,
  parents: z.array(z.object({ relation: z.enum(["father", "mother"]), name: text, mobile: text })),
  attendance: attendanceDay,
});

const routeInfo = z.object({
  uuid: text,
  name: text,
  from: text,
  to: text,
  type: z.enum(ROUTE_TYPES),
  distance: z.number(),
  estimatedTime: z.number(),
  stops: z.array(text),
  description: text,
  subRoutes: z.array(z.object({ name: text, distance: z.number(), estimatedTime: z.number(), stops: z.array(text) })),
});

export const runSheetAnswerSchema = z.object({
  date: text,
  day: z.optional(z.enum(RUN_SHEET_DAYS)),
  generatedAt: text,
  routes: z.array(z.object({ uuid: text, run: z.optional(z.enum(DAY_RUNS)), routeInfo, driver: staff, kids: z.array(kid) })),
});

// Fails to compile if the phone's schema and the server's ever read a different sheet.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
export type _RunSheetAnswerIsRunSheet = Assert<Same<z.output<typeof runSheetAnswerSchema>, RunSheet>>;
