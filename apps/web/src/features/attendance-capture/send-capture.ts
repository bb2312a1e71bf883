import { ATTENDANCE_CAPTURE } from "@app/contracts";
import { apiFetch } from "../../lib/api-client";
import type { QueuedCapture } from "./capture-queue";

/** A 300 KB photo on a weak 2G/3G uplink can take a minute; past this the try counts as "no answer". */
export const SEND_TIMEOUT_MS = 90_000;

/** The multipart body of POST /api/v1/kid-attendance (spec §7): text fields first, then photo.jpg. */
export function captureFormData(capture: QueuedCapture): FormData {
  const form = new FormData();
  form.append("userProfileUuid", capture.userProfileUuid);
  form.append("date", capture.date);
  form.append("type", capture.type);
  form.append("pickupTime", capture.pickupTime);
  form.append("latitude", String(capture.latitude));
  form.append("longitude", String(capture.longitude));
  // Only a confirmed replacement says so; without it the server refuses a recorded leg with 409.
  if (capture.replace) form.append(ATTENDANCE_CAPTURE.replaceField, "true");
  // Last, so a streaming parser has every field before the file.
  const photo = capture.photo.type === ATTENDANCE_CAPTURE.photoType ? capture.photo : new Blob([capture.photo], { type: ATTENDANCE_CAPTURE.photoType });
  form.append(ATTENDANCE_CAPTURE.photoField, photo, ATTENDANCE_CAPTURE.photoFileName);
  return form;
}

/**
 * The queue's sender: one POST with the bearer token (apiFetch) and `Idempotency-Key`. Rejects with
 * ApiError (status 0 for no answer or the timeout; the server's `{ error }` text otherwise).
 */
export function sendCapture(capture: QueuedCapture, idempotencyKey: string, timeoutMs: number = SEND_TIMEOUT_MS): Promise<unknown> {
  return apiFetch<unknown>(ATTENDANCE_CAPTURE.path, {
    method: "POST",
    body: captureFormData(capture),
    headers: { [ATTENDANCE_CAPTURE.idempotencyHeader]: idempotencyKey },
    signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(timeoutMs) : undefined,
  });
}
