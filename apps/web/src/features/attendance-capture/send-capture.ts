import { ATTENDANCE_CAPTURE } from "@app/contracts";
import { apiFetch } from "../../lib/api-client";
import type { QueuedCapture } from "./capture-queue";

/** A 300 KB photo on a weak 2G/3G uplink can take a minute; past this the try counts as "no answer". */
export const SEND_TIMEOUT_MS = 90_000;

const asJpeg = (blob: Blob) => (blob.type === ATTENDANCE_CAPTURE.photoType ? blob : new Blob([blob], { type: ATTENDANCE_CAPTURE.photoType }));

/**
 * The multipart body of POST /api/v1/kid-attendance (spec §7): text fields first, then photo.jpg,
 * then thumb.jpg when the phone made one (docs/decisions/0206; captures queued before have none
 * and go out exactly as they did).
 */
export function captureFormData(capture: QueuedCapture): FormData {
  const form = new FormData();
  form.append("userProfileUuid", capture.userProfileUuid);
  form.append("date", capture.date);
  form.append("type", capture.type);
  form.append("pickupTime", capture.pickupTime);
  form.append("latitude", String(capture.latitude));
  form.append("longitude", String(capture.longitude));
  // When the phone took it (the queue's own record): a capture sent after midnight is still
  // accepted for the day it was taken (docs/decisions/0243).
  form.append(ATTENDANCE_CAPTURE.takenAtField, new Date(capture.createdAt).toISOString());
  // Only a confirmed replacement says so; without it the server refuses a recorded leg with 409.
  if (capture.replace) form.append(ATTENDANCE_CAPTURE.replaceField, "true");
  // The files last, so a streaming parser has every text field before them.
  form.append(ATTENDANCE_CAPTURE.photoField, asJpeg(capture.photo), ATTENDANCE_CAPTURE.photoFileName);
  if (capture.thumb) form.append(ATTENDANCE_CAPTURE.thumbField, asJpeg(capture.thumb), ATTENDANCE_CAPTURE.thumbFileName);
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
