import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { ATTENDANCE_TYPES } from "../constants.js";
import { COURSE_TIME_PATTERN } from "../course-time.js";
import { isIsoDate, todayInIndia } from "../dates.js";
import { attendance } from "../messages/attendance.js";

const f = attendance.fields;

/**
 * POST /api/v1/kid-attendance (spec §7): multipart with the photo as a JPEG file part named
 * `photo` (file name photo.jpg) and the text fields below, plus the header
 * `Idempotency-Key: <client-generated UUID>` (decisions.md §3: a repeated key is the same capture,
 * answered the same way; a reused key with a different payload gets 422).
 */
export const ATTENDANCE_CAPTURE = {
  path: "/api/v1/kid-attendance",
  photoField: "photo",
  photoFileName: "photo.jpg",
  photoType: "image/jpeg",
  idempotencyHeader: "Idempotency-Key",
  /**
   * Optional multipart text field: "true" when the caretaker confirmed that this capture replaces
   * a leg already recorded that day. Without it such a capture is refused with 409 (issue 9,
   * docs/decisions/0050).
   */
  replaceField: "replace",
  /** The phone compresses the photo to this longest side… */
  photoMaxSide: 1600,
  /** …and, for a typical camera frame, below this size (bytes). */
  photoTargetBytes: 300 * 1024,
} as const;

/** A multipart text field holds a string; a JSON caller may send a number. Blank is missing. */
function coordinate(min: number, max: number, message: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/**
 * The text fields of a capture, shared by the client (checked before queueing) and the server.
 * `date` must be a real YYYY-MM-DD date not after today in India.
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
 * The record's section keys, spelt as spec §3.6 writes them: `homePickup`, `InstituteDrop`,
 * `InstitutePickup`, `homeDrop` (the two institute keys start with a capital; the capture's
 * `type` values do not).
 */
export const ATTENDANCE_SECTION_KEYS = ["homePickup", "InstituteDrop", "InstitutePickup", "homeDrop"] as const;
export type AttendanceSectionKey = (typeof ATTENDANCE_SECTION_KEYS)[number];

/** Capture `type` (wire value) → the record's section key. */
export const ATTENDANCE_SECTION_OF_TYPE = {
  homePickup: "homePickup",
  instituteDrop: "InstituteDrop",
  institutePickup: "InstitutePickup",
  homeDrop: "homeDrop",
} as const satisfies Record<(typeof ATTENDANCE_TYPES)[number], AttendanceSectionKey>;

/** Section key → capture `type` (wire value). */
export const ATTENDANCE_TYPE_OF_SECTION = {
  homePickup: "homePickup",
  InstituteDrop: "instituteDrop",
  InstitutePickup: "institutePickup",
  homeDrop: "homeDrop",
} as const satisfies Record<AttendanceSectionKey, (typeof ATTENDANCE_TYPES)[number]>;

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
