import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { ATTENDANCE_CAPTURE, type CaptureAttendanceResponse } from "@app/contracts";
import { files } from "../../db/schema";
import { sendCapture, validCaptureFields, type CaptureFields } from "../../test/attendance-factories";
import { metadataLeft, probeJpegs, probePng, probeThumbs } from "../../test/image-fixtures";
import { createKid, yearsAgo } from "../../test/kid-factories";
import { createAssignment, createRoute, staffHeaders } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD, type UploadFile } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

// Every stored image, on every path that stores one, carries nothing but the picture
// (docs/decisions/0225): the probe's metadata after the end marker, between progressive scans, in
// a second appended picture, in a JFIF thumbnail, in PNG text, EXIF and time chunks.
let t: TestApp;
/** A caretaker on a route with a kid (the capture paths) and an admin: no more of a world than needed. */
let w: { admin: Record<string, string>; caretaker: Record<string, string>; kidUuid: string };
/** Files already stored when a test starts (the set-up's): each test looks at its own only. */
const seen = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  const { headers: admin } = await adminHeaders(t.app, t.database);
  const route = await createRoute(t.app, admin);
  const { driver } = await createDriver(t.app, admin);
  const { caretaker, fields } = await createCaretaker(t.app, admin);
  const { kid } = await createKid(t.app, admin);
  await createAssignment(t.app, admin, { route_uuid: route.uuid, kids_uuids: [kid.uuid], driver_uuid: driver.uuid, caretaker_uuid: caretaker.uuid });
  w = { admin, caretaker: await staffHeaders(t.app, fields.phoneNumber, STAFF_PASSWORD), kidUuid: kid.uuid };
  for (const row of await t.database.db.select({ id: files.id }).from(files)) seen.add(row.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/**
 * What is left of the probe in each image and thumbnail the last request stored, read back from
 * disk (GET /api/files/{id} must serve exactly those bytes): `{ "<kind> <image|thumbnail>": [...] }`,
 * only where something is left. Also checks the request stored something.
 */
async function leftInNewFiles(): Promise<Record<string, string[]>> {
  const rows = (await t.database.db.select().from(files)).filter((row) => !seen.has(row.id));
  expect(rows.length).toBeGreaterThan(0);
  const left: Record<string, string[]> = {};
  for (const row of rows) {
    seen.add(row.id);
    for (const [part, path, query] of [["image", row.path, ""], ["thumbnail", row.thumbPath, "?thumb=1"]] as const) {
      const onDisk = await readFile(join(t.dataDir, "uploads", path));
      const served = await t.app.inject({ method: "GET", url: `/api/files/${row.id}${query}`, headers: w.admin });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(onDisk);
      const found = await metadataLeft(onDisk);
      if (found.length) left[`${row.kind} ${part}`] = found;
    }
  }
  return left;
}

async function shapes(width: number, height: number): Promise<Record<string, UploadFile>> {
  const out: Record<string, UploadFile> = {};
  for (const [what, data] of Object.entries(await probeJpegs(width, height))) out[what] = { data, filename: "probe.jpg", type: "image/jpeg" };
  out["a PNG with text, XMP, time and EXIF chunks and bytes after IEND"] = { data: await probePng(width, height), filename: "probe.png", type: "image/png" };
  return out;
}

/** Each capture a leg of its own: the morning's two legs of the last six days (captures older than a week are refused). */
let leg = 2;
const captureFields = () => {
  const n = leg++;
  return validCaptureFields(w.kidUuid, { date: yearsAgo(0, -(n >> 1)), type: n % 2 ? "instituteDrop" : "homePickup" });
};
const pixels = async (image: Buffer) => (await sharp(image).raw().toBuffer()).toString("base64");

/** The photo or thumbnail of a capture's leg, as GET /api/files/{id} serves it to an admin. */
async function served(res: { json: () => unknown }, fields: CaptureFields, url: "photoUrl" | "photoThumbUrl"): Promise<Buffer> {
  const data = (res.json() as CaptureAttendanceResponse).data;
  const section = fields.type === "homePickup" ? data.homePickup! : data.InstituteDrop!;
  return (await t.app.inject({ method: "GET", url: section[url]!, headers: w.admin })).rawPayload;
}

/** Names are letters only. */
const letter = (n: number) => String.fromCharCode(65 + n);

describe("every stored image carries nothing but the picture", () => {
  it("a capture's photo, kept as sent", async () => {
    for (const [what, photo] of Object.entries(await probeJpegs(640, 480))) {
      const fields = captureFields();
      const res = await sendCapture(t.app, w.caretaker, fields, { photo: { data: photo, filename: ATTENDANCE_CAPTURE.photoFileName } });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(201);
      expect(await leftInNewFiles(), what).toEqual({});
      // Kept as sent: the same picture, not a second lossy encoding.
      expect(await pixels(await served(res, fields, "photoUrl")), what).toBe(await pixels(photo));
    }
  }, 300_000);

  it("the phone's thumbnail part of a capture, taken as the capture's thumbnail", async () => {
    const photo = (await probeJpegs(640, 480))["EXIF after the end-of-image marker"];
    for (const [what, thumb] of Object.entries(await probeThumbs(640, 480))) {
      const fields = captureFields();
      const res = await sendCapture(t.app, w.caretaker, fields, { photo: { data: photo, filename: ATTENDANCE_CAPTURE.photoFileName }, thumb });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(201);
      expect(await leftInNewFiles(), what).toEqual({});
      // The phone's thumbnail was used (the server did not decode the photo to draw its own).
      expect(await pixels(await served(res, fields, "photoThumbUrl")), what).toBe(await pixels(thumb));
    }
  }, 300_000);

  it("a kid's photo, the parents' portraits and their Aadhaar card images", async () => {
    let n = 0;
    for (const [what, image] of Object.entries(await shapes(400, 300))) {
      const fieldsOf = ["kidsImage", "fatherImage", "motherImage", "father_aadhar_front_image", "father_aadhar_back_image", "mother_aadhar_front_image", "mother_aadhar_back_image"];
      await createKid(t.app, w.admin, { kidName: `Probe Kid ${letter(n++)}` }, Object.fromEntries(fieldsOf.map((field) => [field, image])));
      expect(await leftInNewFiles(), what).toEqual({});
    }
  }, 300_000);

  it("a driver's and a caretaker's photo, Aadhaar and licence images", async () => {
    let n = 0;
    for (const [what, image] of Object.entries(await shapes(400, 300))) {
      const driverFiles = ["profilePicture", "aadharFrontImage", "aadharBackImage", "dlFrontImage", "dlBackImage"];
      await createDriver(t.app, w.admin, { name: `Probe Driver ${letter(n)}` }, Object.fromEntries(driverFiles.map((field) => [field, image])));
      expect(await leftInNewFiles(), `driver: ${what}`).toEqual({});
      await createCaretaker(t.app, w.admin, { name: `Probe Caretaker ${letter(n++)}` }, Object.fromEntries(driverFiles.slice(0, 3).map((field) => [field, image])));
      expect(await leftInNewFiles(), `caretaker: ${what}`).toEqual({});
    }
  }, 300_000);
});
