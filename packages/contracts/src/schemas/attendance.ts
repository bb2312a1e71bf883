import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { ATTENDANCE_TYPES } from "../constants.js";
import { COURSE_TIME_PATTERN } from "../course-time.js";
import { isIsoDate, todayInIndia } from "../dates.js";
import { attendance } from "../messages/attendance.js";
import { ABSENCE_SOURCES } from "./day-constants.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./attendance-keys.js";

const f = attendance.fields;


/** A multipart text field holds a string; a JSON caller may send a number. Blank is missing. */
function coordinate(min: number, max: number, message: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/**
 * The text fields of a capture, shared by the client (checked before queueing) and the server.
 * `date` must be a real YYYY-MM-DD date not after today in India (a caretaker's, also at most
 * CAPTURE_MAX_DAYS_BACK days before it: the server's check, docs/decisions/0231).
 */
export const attendanceCaptureFieldsSchema = z.object({
  userProfileUuid: z.string({ error: f.kidRequired }).trim().min(1, { error: f.kidRequired }).max(100, { error: f.kidRequired }),
  date: z
    .string({ error: f.dateRequired })
    .trim()
    .min(1, { error: f.dateRequired })
    .refine(isIsoDate, { error: f.dateInvalid })
    .refine((d) => d <= todayInIndia(), { error: f.dateFuture }),
  type: z.enum(ATTENDANCE_TYPES, { error: f.typeInvalid }),
  pickupTime: z
    .string({ error: f.pickupTimeRequired })
    .trim()
    .min(1, { error: f.pickupTimeRequired })
    .regex(COURSE_TIME_PATTERN, { error: f.pickupTimeInvalid }),
  latitude: coordinate(-90, 90, f.latitudeInvalid),
  longitude: coordinate(-180, 180, f.longitudeInvalid),
});
export type AttendanceCaptureFields = z.infer<typeof attendanceCaptureFieldsSchema>;

/** The Idempotency-Key header: a client-generated UUID. */
export const idempotencyKeySchema = z.uuid({ error: f.idempotencyKeyInvalid });

// ---------------------------------------------------------------------------------------------
// The attendance record (spec §3.6) and the administration calls (spec §7 Attendance).
// docs/decisions/0040 (capture, idempotency, durability), 0041 (record, lookup, update, delete).
// ---------------------------------------------------------------------------------------------

/**
 * One leg of the day (a section): the photo, the pickup time, where it was taken and who took it.
 * `capturedBy` is the capturer's name (a plain value, so a key/value view shows it as is).
 */
export const attendanceSectionSchema = z.object({
  /** `/api/files/<id>`: served after an access check (admins, the kid's route caretakers, the kid's parents). */
  /**
   * Null once the retention period passed (docs/decisions/0111). Until a parent of the kid
   * consented, the file answers only admins (docs/decisions/0110).
   */
  photoUrl: z.string().nullable(),
  photoThumbUrl: z.string().nullable(),
  /** "HH:mm", 24-hour (the capture's pickupTime). */
  time: z.string(),
  /** Null once the retention period passed (docs/decisions/0111). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  capturedBy: z.string(),
  capturedByUuid: z.string().nullable(),
  capturedByRole: z.string().nullable(),
  /** When the server accepted the capture (ISO). */
  capturedAt: z.string(),
  /** Set when an admin edited the time or location (ISO), else null. */
  editedAt: z.string().nullable(),
  editedBy: z.string().nullable(),
});
export type AttendanceSection = z.infer<typeof attendanceSectionSchema>;

/**
 * A capture that a later capture of the same leg replaced (issue 9, docs/decisions/0050): kept
 * whole, with who replaced it and when. Newest replacement first in the record's `history`.
 */
export const attendanceHistoryEntrySchema = attendanceSectionSchema.extend({
  /** The capture's `type` (wire value). */
  type: z.enum(ATTENDANCE_TYPES),
  replacedAt: z.string(),
  replacedBy: z.string().nullable(),
});
export type AttendanceHistoryEntry = z.infer<typeof attendanceHistoryEntrySchema>;

/**
 * One leg's state as every screen and file says it (`LegState`, docs/decisions/0242): decided by the
 * day's one truth (captures, absences, the office's corrections, 0067), worded by `legStateText`.
 */
export const legStateSchema = z.object({
  status: z.enum(["done", "absent", "pending", "notRiding"]),
  time: z.string().nullable(),
  absentBy: z.enum(ABSENCE_SOURCES).nullable(),
  correction: z.enum(["present", "absent"]).nullable(),
});

/** The four legs' states of a record, by the record's section keys. */
export const legStatesSchema = z.object({
  homePickup: legStateSchema,
  InstituteDrop: legStateSchema,
  InstitutePickup: legStateSchema,
  homeDrop: legStateSchema,
});
export type LegStates = z.infer<typeof legStatesSchema>;

const sections = {
  homePickup: attendanceSectionSchema.nullable(),
  InstituteDrop: attendanceSectionSchema.nullable(),
  InstitutePickup: attendanceSectionSchema.nullable(),
  homeDrop: attendanceSectionSchema.nullable(),
};

/**
 * A kid's attendance record of one day (spec §3.6): `uuid, kidName, date, userProfileUuid` and the
 * four sections, each `null` until captured. Added `createdAt`, `updatedAt`.
 */
export const kidAttendanceRecordSchema = z.object({
  uuid: z.string(),
  kidName: z.string(),
  /** YYYY-MM-DD, the day in India. */
  date: z.string(),
  /** The kid's uuid. */
  userProfileUuid: z.string(),
  ...sections,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Added (issue 9): the replaced captures of this day, newest first; the server always sends it. */
  history: z.array(attendanceHistoryEntrySchema).optional(),
  /**
   * Added (docs/decisions/0242): each leg's state from the day's one truth, so a leg not captured
   * says "Not at the stop" or "Absent (parent)" where it is. The list and the lookup send it.
   */
  legStates: legStatesSchema.optional(),
});
export type KidAttendanceRecord = z.infer<typeof kidAttendanceRecordSchema>;

/** POST /api/v1/kid-attendance → HTTP 201 `{ message: "Attendance for {type} submitted successfully", data }`. */
export const captureAttendanceResponseSchema = z.object({ message: z.string(), data: kidAttendanceRecordSchema });
export type CaptureAttendanceResponse = z.infer<typeof captureAttendanceResponseSchema>;

/** GET /api/v1/kid-attendance/all → `{ data: KidAttendanceRecord[] }`, newest day first. */
export const allKidAttendanceResponseSchema = z.object({ data: z.array(kidAttendanceRecordSchema), ...pagedMember });
export type AllKidAttendanceResponse = z.infer<typeof allKidAttendanceResponseSchema>;

/**
 * GET /api/v1/kid-attendance/{kidUuid}/date/{date} → the record itself, "object of sections" (no
 * envelope). A day without any capture answers 200 with `uuid`, `createdAt`, `updatedAt` null and
 * every section null (the parent's dashboard shows four empty legs).
 */
export const kidAttendanceDaySchema = kidAttendanceRecordSchema.extend({
  uuid: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type KidAttendanceDay = z.infer<typeof kidAttendanceDaySchema>;

/** Lookup screen ("Get Kid Attendance By Date", spec §5.11): both kid and date are needed. */
export const attendanceLookupFormSchema = z.object({
  kidUuid: z.string({ error: attendance.screens.bothRequired }).trim().min(1, { error: attendance.screens.bothRequired }),
  date: z
    .string({ error: attendance.screens.bothRequired })
    .trim()
    .min(1, { error: attendance.screens.bothRequired })
    .refine(isIsoDate, { error: f.dateInvalid }),
});
export type AttendanceLookupForm = z.input<typeof attendanceLookupFormSchema>;

/** The date path parameter of the lookup: a real YYYY-MM-DD date (a future day is simply empty). */
export const attendanceDateParamSchema = z
  .string({ error: f.dateInvalid })
  .trim()
  .refine(isIsoDate, { error: f.dateInvalid });

/** One section of PUT /update: only the time and the location can be edited; the photo stays. */
const sectionEditSchema = (label: string) =>
  z.preprocess(
    // The edit modal may send the time back as `pickupTime` (the capture's field name).
    (v) => {
      if (v && typeof v === "object" && !Array.isArray(v)) {
        const o = v as Record<string, unknown>;
        return o.time === undefined && o.pickupTime !== undefined ? { ...o, time: o.pickupTime } : o;
      }
      return v;
    },
    z.object(
      {
        time: z
          .string({ error: f.pickupTimeInvalid })
          .trim()
          .min(1, { error: f.pickupTimeRequired })
          .regex(COURSE_TIME_PATTERN, { error: f.pickupTimeInvalid })
          .optional(),
        latitude: coordinate(-90, 90, f.latitudeInvalid).optional(),
        longitude: coordinate(-180, 180, f.longitudeInvalid).optional(),
      },
      { error: attendance.server.sectionInvalid(label) },
    ),
  );

/**
 * PUT /api/v1/kid-attendance/update/{uuid}: the whole record as the view/edit modal holds it. Only
 * each section's `time`, `latitude` and `longitude` are taken (each optional: left out keeps the
 * stored value); a section that is null or left out is unchanged; every other key (uuid, kidName,
 * date, userProfileUuid, photoUrl, capturedBy, …) is ignored. Photos are never changed here.
 */
export const updateKidAttendanceRequestSchema = z.object({
  homePickup: sectionEditSchema(attendance.screens.sectionTitles.homePickup).nullable().optional(),
  InstituteDrop: sectionEditSchema(attendance.screens.sectionTitles.InstituteDrop).nullable().optional(),
  InstitutePickup: sectionEditSchema(attendance.screens.sectionTitles.InstitutePickup).nullable().optional(),
  homeDrop: sectionEditSchema(attendance.screens.sectionTitles.homeDrop).nullable().optional(),
});
export type UpdateKidAttendanceRequest = z.input<typeof updateKidAttendanceRequestSchema>;

/** PUT /update → 200 `{ message: "Attendance record updated successfully!", data }`. */
export const updateKidAttendanceResponseSchema = z.object({ message: z.string(), data: kidAttendanceRecordSchema });
export type UpdateKidAttendanceResponse = z.infer<typeof updateKidAttendanceResponseSchema>;

/** DELETE /api/v1/kid-attendance/{uuid} → 200 `{ message: "Attendance record deleted successfully!" }`. */
export const deleteKidAttendanceResponseSchema = z.object({ message: z.string() });
