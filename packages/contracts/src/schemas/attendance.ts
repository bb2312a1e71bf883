import { z } from "zod";
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
