import { ATTENDANCE_TYPES } from "../constants.js";

// The capture call's fixed names and the attendance record's section keys: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
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
  /**
   * Added (issue 13, docs/decisions/0206): an optional second JPEG file part, the photo's thumbnail
   * drawn by the phone from the frame it has already decoded, at most `thumbSide` on its longest
   * side and the photo's shape. With it the server need not decode the photo at all; without it
   * (older clients, captures queued before) the server makes the thumbnail as before.
   */
  thumbField: "thumb",
  thumbFileName: "thumb.jpg",
  thumbSide: 160,
  /**
   * Added (docs/decisions/0243): optional text field, when the phone took the capture (ISO 8601,
   * the queue's own record of it). A caretaker's capture dated before today is accepted only when
   * it was taken on that day and sent late from the queue; the dialog itself offers today only.
   */
  takenAtField: "takenAt",
} as const;


/**
 * How many days back a caretaker's capture may be dated (docs/decisions/0231): about as long as a
 * phone's offline queue holds captures before anyone notices. Older days are the office's (an
 * admin's capture or edit); a caretaker's capture dated earlier is refused with 400.
 */
export const CAPTURE_MAX_DAYS_BACK = 7;

/** The earliest date (YYYY-MM-DD) a capture may carry when today in India is `today`. */
export function earliestCaptureDate(today: string): string {
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - CAPTURE_MAX_DAYS_BACK)).toISOString().slice(0, 10);
}

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
