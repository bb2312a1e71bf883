import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ATTENDANCE_CAPTURE, messages, type CaptureAttendanceResponse } from "@app/contracts";
import { attendanceState, capturePhoto, phoneThumbOf, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { type RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import { multipart, tinyPng, uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { type TestApp } from "../../test/test-app";
import { stripJpegMetadata } from "../../lib/uploads";

// The phone's own thumbnail of a capture's photo (docs/decisions/0206): used when it checks out,
// ignored (the server makes one) when it does not; never a reason to refuse a capture.
let t: TestApp;
let w: RouteWorld;

useRouteWorld((app, world) => {
  t = app;
  w = world;
});

let n = 0;
/**
 * Each capture its own kid and day, so every one is a new leg: kid A and kid B2 (both Caretaker
 * A's) on the last days a capture may carry (docs/decisions/0231).
 */
const fields = () => {
  const i = n++;
  return validCaptureFields(i % 2 ? w.kidB2.kid.uuid : w.kidA.kid.uuid, { date: yearsAgo(0, -Math.floor(i / 2)) });
};

async function servedThumb(res: { json: () => unknown }) {
  const section = (res.json() as CaptureAttendanceResponse).data.homePickup!;
  const thumb = await t.app.inject({ method: "GET", url: section.photoThumbUrl!, headers: w.admin });
  expect(thumb.statusCode).toBe(200);
  return thumb.rawPayload;
}

describe("the phone's thumbnail of a capture", () => {
  it("is stored as the capture's thumbnail, without its metadata, and the photo is kept as sent", async () => {
    const photo = await capturePhoto({ width: 640, height: 480 });
    const thumb = await phoneThumbOf(photo.data);
    const res = await sendCapture(t.app, w.as.caretakerA, fields(), { photo, thumb });
    expect(res.statusCode).toBe(201);
    const served = await servedThumb(res);
    expect(Buffer.compare(served, stripJpegMetadata(thumb)!)).toBe(0);
    expect(served.includes("SECRET-THUMB-OWNER")).toBe(false);
    const thumbMeta = await sharp(served).metadata();
    expect([thumbMeta.width, thumbMeta.height, thumbMeta.exif]).toEqual([160, 120, undefined]);
    const section = (res.json() as CaptureAttendanceResponse).data.homePickup!;
    const stored = await t.app.inject({ method: "GET", url: section.photoUrl!, headers: w.admin });
    const photoMeta = await sharp(stored.rawPayload).metadata();
    expect([photoMeta.width, photoMeta.height, photoMeta.exif]).toEqual([640, 480, undefined]);
    expect(stored.rawPayload.includes("SECRET-CAMERA-OWNER")).toBe(false);
    expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
  });

  it("one that is not the photo's is ignored: 201 with the thumbnail the server makes from the photo", async () => {
    const photo = await capturePhoto({ width: 640, height: 480 });
    const good = await phoneThumbOf(photo.data);
    const notThumbs = {
      "the wrong shape": await phoneThumbOf(photo.data, { width: 160, height: 160 }),
      "too large": await phoneThumbOf(photo.data, { width: 320, height: 240 }),
      "a PNG": await tinyPng({ width: 160, height: 120 }),
      "cut short": good.subarray(0, good.length - 40),
      "not an image": Buffer.from("<svg onload=alert(1)>"),
    };
    for (const [what, thumb] of Object.entries(notThumbs)) {
      const res = await sendCapture(t.app, w.as.caretakerA, fields(), { photo, thumb });
      expect(res.statusCode, what).toBe(201);
      const served = await servedThumb(res);
      expect(Buffer.compare(served, stripJpegMetadata(thumb) ?? thumb), what).not.toBe(0);
      expect(await sharp(served).metadata(), what).toMatchObject({ format: "jpeg", width: 160, height: 120 });
    }
  });

  it("does not make a broken photo acceptable: 400 and nothing stored", async () => {
    const photo = await capturePhoto({ width: 640, height: 480 });
    const thumb = await phoneThumbOf(photo.data);
    const broken = { ...photo, data: photo.data.subarray(0, Math.floor(photo.data.length / 2)) };
    const before = await attendanceState(t.database, t.dataDir);
    const res = await sendCapture(t.app, w.as.caretakerA, fields(), { photo: broken, thumb });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.uploads.onlyJpgPng });
    expect(await attendanceState(t.database, t.dataDir)).toEqual(before);
  });

  it("is not part of the capture's identity: a capture first sent without one and retried with one is replayed", async () => {
    const photo = await capturePhoto({ width: 640, height: 480 });
    const key = randomUUID();
    const body = fields();
    const first = await sendCapture(t.app, w.as.caretakerA, body, { photo, key });
    expect(first.statusCode).toBe(201);
    const retry = await sendCapture(t.app, w.as.caretakerA, body, { photo, key, thumb: await phoneThumbOf(photo.data) });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
  });

  it("two thumbnails in one capture are refused with 400", async () => {
    const photo = await capturePhoto({ width: 640, height: 480 });
    const thumb = { data: await phoneThumbOf(photo.data), filename: ATTENDANCE_CAPTURE.thumbFileName, type: "image/jpeg" };
    const body = await multipart(fields(), { [ATTENDANCE_CAPTURE.photoField]: photo });
    // Two parts of one name: written by hand ahead of the rest of the form.
    const boundary = body.headers["content-type"].split("boundary=")[1]!;
    const part = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${ATTENDANCE_CAPTURE.thumbField}"; filename="thumb.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      thumb.data,
      Buffer.from("\r\n"),
    ]);
    const payload = Buffer.concat([part, part, body.payload]);
    const res = await t.app.inject({ method: "POST", url: ATTENDANCE_CAPTURE.path, payload, headers: { ...w.as.caretakerA, ...body.headers } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.uploads.duplicateFile(ATTENDANCE_CAPTURE.thumbField) });
  });
});
