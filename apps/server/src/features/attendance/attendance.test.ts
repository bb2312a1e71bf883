import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, todayInIndia, type KidAttendanceDay, type KidAttendanceRecord } from "@app/contracts";
import { auditLog, files } from "../../db/schema";
import { addAfternoonRuns, attendanceState, capturePhoto, createCapture, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { decideConsent } from "../../test/privacy-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { exifHasGps, otherRoleHeaders, uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { createTestApp, loginAs, type TestApp } from "../../test/test-app";

const at = messages.attendance;
const forbidden = { error: messages.auth.serverErrors.forbidden };
const unauthenticated = { error: messages.auth.serverErrors.unauthenticated };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let w: RouteWorld;
let roles: Record<string, Record<string, string>>;
const today = todayInIndia();
const yesterday = yearsAgo(0, -1);
const tomorrow = yearsAgo(0, 1);

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  // The caretakers capture all four legs of their kids: they ride both runs (docs/decisions/0231).
  await addAfternoonRuns(t, w);
  roles = await otherRoleHeaders(t.app, t.database);
  // Capture photos reach parents and caretakers only after a parent consented (docs/decisions/0110).
  await decideConsent(t.app, w.as.fatherA);
  await decideConsent(t.app, w.as.motherB);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const state = () => attendanceState(t.database, t.dataDir);
const byDate = (kid: string, date: string, headers: Record<string, string>) => get(API.kidAttendanceByDate(kid, date), headers);
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "kid-attendance"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const expectNoOrphans = async () => expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));

describe("POST /api/v1/kid-attendance (spec §7): capture", () => {
  it("the caretaker of the kid's route captures homePickup: 201, the record with its section, the photo served without EXIF", async () => {
    const before = await state();
    const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { pickupTime: "07:40" }), { key: randomUUID() });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; data: KidAttendanceRecord };
    expect(body.message).toBe("Attendance for homePickup submitted successfully");
    expect(body.data).toMatchObject({ kidName: "Kid A", date: today, userProfileUuid: w.kidA.kid.uuid, InstituteDrop: null, InstitutePickup: null, homeDrop: null });
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(["uuid", "kidName", "date", "userProfileUuid", "homePickup", "InstituteDrop", "InstitutePickup", "homeDrop"]));
    const section = body.data.homePickup!;
    expect(section).toMatchObject({ time: "07:40", latitude: 16.306652, longitude: 80.436539, capturedBy: "Caretaker A", capturedByRole: "caretaker", editedAt: null });
    expect(section.photoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(section.photoThumbUrl).toBe(`${section.photoUrl}?thumb=1`);
    expect(Date.now() - Date.parse(section.capturedAt)).toBeLessThan(60_000);

    const after = await state();
    expect(after).toMatchObject({ records: before.records + 1, sections: before.sections + 1, files: before.files + 1, idempotencyKeys: before.idempotencyKeys + 1 });
    expect(after.uploadsOnDisk).toBe(before.uploadsOnDisk + 2);
    await expectNoOrphans();

    const photo = await get(section.photoUrl!, w.as.caretakerA);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(photo.rawPayload.includes("SECRET-CAMERA-OWNER")).toBe(false);

    const audit = await auditOf(body.data.uuid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorRole: "caretaker" });
    expect(audit[0].details).toMatchObject({ kidId: w.kidA.kid.uuid, date: today, type: "homePickup", replaced: null });
  });

  it("the photo is visible to admins, the kid's parents and the route's caretaker; not to another caretaker, a driver or other parents", async () => {
    const { data } = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "instituteDrop" });
    const url = data.InstituteDrop!.photoUrl!;
    for (const [who, headers] of Object.entries({ admin: w.admin, caretakerA: w.as.caretakerA, fatherA: w.as.fatherA, motherA: w.as.motherA })) {
      expect((await get(url, headers)).statusCode, who).toBe(200);
      expect((await get(`${url}?thumb=1`, headers)).statusCode, who).toBe(200);
    }
    for (const [who, headers] of Object.entries({ caretakerB: w.as.caretakerB, driverA: w.as.driverA, fatherB: w.as.fatherB, motherB: w.as.motherB, ...roles })) {
      expect((await get(url, headers)).statusCode, who).toBe(403);
    }
    expect((await get(url)).statusCode).toBe(401);
  });

  it("a second type on the same day fills another section of the same record (keys as spec §3.6 spells them)", async () => {
    const first = await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "homePickup", pickupTime: "07:10" });
    const second = await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "instituteDrop", pickupTime: "08:05" });
    const third = await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "institutePickup", pickupTime: "16:30" });
    const fourth = await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "homeDrop", pickupTime: "17:15" });
    expect(fourth.message).toBe("Attendance for homeDrop submitted successfully");
    expect(new Set([first, second, third, fourth].map((r) => r.data.uuid)).size).toBe(1);
    expect(fourth.data.homePickup?.time).toBe("07:10");
    expect(fourth.data.InstituteDrop?.time).toBe("08:05");
    expect(fourth.data.InstitutePickup?.time).toBe("16:30");
    expect(fourth.data.homeDrop?.time).toBe("17:15");
    expect(fourth.data).not.toHaveProperty("instituteDrop");
    expect((await auditOf(first.data.uuid)).map((a) => a.action)).toEqual(["create", "update", "update", "update"]);
  });

  it("a confirmed second capture of the same type replaces the section; the audit log keeps what it replaced and the old photo stays stored", async () => {
    const first = await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "homeDrop", pickupTime: "17:00", latitude: "16.1" });
    const oldPhotoId = first.data.homeDrop!.photoUrl!.split("/").pop()!;
    const second = await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "homeDrop", pickupTime: "17:20", latitude: "16.2", replace: "true" });
    expect(second.data.uuid).toBe(first.data.uuid);
    expect(second.data.homeDrop).toMatchObject({ time: "17:20", latitude: 16.2 });
    expect(second.data.homeDrop!.photoUrl).not.toBe(first.data.homeDrop!.photoUrl);
    const audit = await auditOf(first.data.uuid);
    expect(audit.at(-1)).toMatchObject({ action: "update" });
    expect(audit.at(-1)!.details).toMatchObject({ type: "homeDrop", replaced: { photoFileId: oldPhotoId, time: "17:00" } });
    // Places never reach the append-only audit log (docs/decisions/0113).
    expect(JSON.stringify(audit.at(-1)!.details)).not.toMatch(/latitude|longitude/);
    expect(await t.database.db.select().from(files).where(eq(files.id, oldPhotoId))).toHaveLength(1);
    // The replaced photo stays visible to admins (history), and to the kid's parents.
    expect((await get(first.data.homeDrop!.photoUrl!, w.admin)).statusCode).toBe(200);
    await expectNoOrphans();
  });

  it("admins may capture for any kid; an unknown kid is 404 for them", async () => {
    const res = await createCapture(t.app, w.admin, w.kidB.kid.uuid, { type: "institutePickup", date: yesterday });
    expect(res.data).toMatchObject({ date: yesterday, kidName: "Kid B" });
    expect(res.data.InstitutePickup?.capturedByRole).toBe("admin");
    const before = await state();
    const unknown = await sendCapture(t.app, w.admin, validCaptureFields(UNKNOWN));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: at.server.kidNotFound });
    expect(await state()).toEqual(before);
  });

  it("403 for another route's caretaker, a driver (even of the kid's route), parents and other roles; 401 anonymous; nothing stored", async () => {
    const before = await state();
    const callers = {
      caretakerB: w.as.caretakerB,
      driverA: w.as.driverA,
      fatherA: w.as.fatherA,
      motherA: w.as.motherA,
      ...roles,
    };
    for (const [who, headers] of Object.entries(callers)) {
      const res = await sendCapture(t.app, headers, validCaptureFields(w.kidA.kid.uuid), { key: randomUUID() });
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    // An unknown or malformed kid is 403 for a caretaker too (nothing learnt about other kids).
    for (const kid of [UNKNOWN, "not-a-uuid"]) {
      const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid));
      expect(res.statusCode, kid).toBe(403);
    }
    const anonymous = await sendCapture(t.app, {}, validCaptureFields(w.kidA.kid.uuid));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthenticated);
    expect(await state()).toEqual(before);
    await expectNoOrphans();
  });

  it.each([
    ["a text file named photo.jpg", { photo: { data: Buffer.from("not an image at all"), filename: "photo.jpg", type: "image/jpeg" } }, {}, messages.uploads.onlyJpgPng],
    ["no photo", { photo: null }, {}, at.fields.photoRequired],
    ["no kid", {}, { userProfileUuid: undefined }, at.fields.kidRequired],
    ["no date", {}, { date: undefined }, at.fields.dateRequired],
    ["a date that is no date", {}, { date: "2025-02-30" }, at.fields.dateInvalid],
    ["a future date (India)", {}, { date: tomorrow }, at.fields.dateFuture],
    ["no type", {}, { type: undefined }, at.fields.typeInvalid],
    ["a bad type", {}, { type: "InstituteDrop" }, at.fields.typeInvalid],
    ["no pickup time", {}, { pickupTime: undefined }, at.fields.pickupTimeRequired],
    ["a pickup time that is no time", {}, { pickupTime: "25:00" }, at.fields.pickupTimeInvalid],
    ["a latitude out of range", {}, { latitude: "90.5" }, at.fields.latitudeInvalid],
    ["no latitude", {}, { latitude: undefined }, at.fields.latitudeInvalid],
    ["a longitude out of range", {}, { longitude: "-180.01" }, at.fields.longitudeInvalid],
    ["a longitude that is no number", {}, { longitude: "east" }, at.fields.longitudeInvalid],
  ])("400 for %s, and nothing changes (no row, no file, no key)", async (_label, options, overrides, error) => {
    const before = await state();
    const key = randomUUID();
    const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { type: "homeDrop", ...overrides }), { key, ...options });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await state()).toEqual(before);
    await expectNoOrphans();
  });

  it("400 for a body that is not multipart, an unexpected file and a bad Idempotency-Key; nothing changes", async () => {
    const before = await state();
    const json = await t.app.inject({ method: "POST", url: API.captureKidAttendance, headers: w.as.caretakerA, payload: validCaptureFields(w.kidA.kid.uuid) });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: messages.uploads.notMultipart });
    const badKey = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid), { key: "capture-1" });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toEqual({ error: at.fields.idempotencyKeyInvalid });
    expect(await state()).toEqual(before);
  });
});

describe("Idempotency-Key: a retried capture never duplicates", () => {
  it("a replay returns the same status and body and creates nothing (no record, section, file, audit row)", async () => {
    const key = randomUUID();
    const photo = await capturePhoto({ color: "#123456" });
    const fields = validCaptureFields(w.kidB2.kid.uuid, { type: "institutePickup", date: yesterday, pickupTime: "15:55" });
    const first = await sendCapture(t.app, w.as.caretakerA, fields, { key, photo });
    expect(first.statusCode).toBe(201);
    const after = await state();
    for (let i = 0; i < 2; i++) {
      const again = await sendCapture(t.app, w.as.caretakerA, fields, { key, photo });
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(again.headers["idempotent-replayed"]).toBe("true");
    }
    expect(await state()).toEqual(after);
    await expectNoOrphans();
  });

  it("the same key with another payload (a field or the photo) is 422 and changes nothing", async () => {
    const key = randomUUID();
    const photo = await capturePhoto({ color: "#654321" });
    const fields = validCaptureFields(w.kidA.kid.uuid, { type: "institutePickup", date: yesterday });
    expect((await sendCapture(t.app, w.as.caretakerA, fields, { key, photo })).statusCode).toBe(201);
    const after = await state();
    const otherTime = await sendCapture(t.app, w.as.caretakerA, { ...fields, pickupTime: "16:45" }, { key, photo });
    expect(otherTime.statusCode).toBe(422);
    expect(otherTime.json()).toEqual({ error: at.fields.idempotencyKeyReused });
    const otherPhoto = await sendCapture(t.app, w.as.caretakerA, fields, { key, photo: await capturePhoto({ color: "#000000" }) });
    expect(otherPhoto.statusCode).toBe(422);
    expect(await state()).toEqual(after);
    await expectNoOrphans();
  });

  it("concurrent copies of one capture are stored once and all get the same answer", async () => {
    const key = randomUUID();
    const photo = await capturePhoto({ color: "#0a0b0c" });
    const fields = validCaptureFields(w.kidA.kid.uuid, { type: "homeDrop", date: yearsAgo(0, -2), pickupTime: "18:00" });
    const before = await state();
    const answers = await Promise.all([1, 2, 3].map(() => sendCapture(t.app, w.as.caretakerA, fields, { key, photo })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const after = await state();
    expect(after).toMatchObject({ records: before.records + 1, sections: before.sections + 1, files: before.files + 1, idempotencyKeys: before.idempotencyKeys + 1 });
    await expectNoOrphans();
  });

  it("a replay is answered even after the caretaker was moved off the route; a key refused before may be used again", async () => {
    const key = randomUUID();
    const photo = await capturePhoto({ color: "#abcdef" });
    // Refused (future date): nothing remembered under the key…
    const refused = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { date: tomorrow }), { key, photo });
    expect(refused.statusCode).toBe(400);
    // …so the corrected capture may use it.
    const fields = validCaptureFields(w.kidA.kid.uuid, { date: yearsAgo(0, -3) });
    const ok = await sendCapture(t.app, w.as.caretakerA, fields, { key, photo });
    expect(ok.statusCode).toBe(201);
    // Keys are per caller: another caller's key space is separate.
    const admin = await sendCapture(t.app, w.admin, { ...fields, replace: "true" }, { key, photo });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().data.homePickup.capturedByRole).toBe("admin");
  });

  it("without a key (the original client) every capture is a new capture: a second one of the leg needs replace", async () => {
    const fields = validCaptureFields(w.kidA.kid.uuid, { type: "homeDrop", date: yearsAgo(0, -4) });
    const before = await state();
    expect((await sendCapture(t.app, w.as.caretakerA, fields)).statusCode).toBe(201);
    expect((await sendCapture(t.app, w.as.caretakerA, fields)).statusCode).toBe(409);
    expect((await sendCapture(t.app, w.as.caretakerA, { ...fields, replace: "true" })).statusCode).toBe(201);
    const after = await state();
    // One record, one section (replaced), two photos.
    expect(after).toMatchObject({ records: before.records + 1, sections: before.sections + 1, files: before.files + 2, idempotencyKeys: before.idempotencyKeys });
  });
});

describe("GET /api/v1/kid-attendance/{kidUuid}/date/{date}", () => {
  it("answers the record itself (object of sections) to the admin, the kid's parents and the route's caretaker", async () => {
    const { data } = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "instituteDrop", date: yearsAgo(0, -5), pickupTime: "08:15" });
    for (const [who, headers] of Object.entries({ admin: w.admin, caretakerA: w.as.caretakerA, fatherA: w.as.fatherA, motherA: w.as.motherA })) {
      const res = await byDate(w.kidA.kid.uuid, data.date, headers);
      expect(res.statusCode, who).toBe(200);
      const day = res.json() as KidAttendanceDay;
      // The lookup adds the legs' states (docs/decisions/0242); the rest is the capture's answer.
      expect(day.legStates?.InstituteDrop).toEqual({ status: "done", time: "08:15", absentBy: null, correction: null });
      expect({ ...day, legStates: undefined }).toEqual(data);
      expect(day.InstituteDrop?.time).toBe("08:15");
    }
  });

  it("a day without captures is 200 with every section null (the parent's dashboard shows four empty legs)", async () => {
    const date = yearsAgo(0, -30);
    const res = await byDate(w.kidB.kid.uuid, date, w.as.motherB);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: null,
      kidName: "Kid B",
      date,
      userProfileUuid: w.kidB.kid.uuid,
      homePickup: null,
      InstituteDrop: null,
      InstitutePickup: null,
      homeDrop: null,
      createdAt: null,
      updatedAt: null,
      // Each leg's state from the day's one truth (docs/decisions/0242): nothing recorded, nobody absent.
      legStates: {
        homePickup: { status: "pending", time: null, absentBy: null, correction: null },
        InstituteDrop: { status: "pending", time: null, absentBy: null, correction: null },
        InstitutePickup: { status: "pending", time: null, absentBy: null, correction: null },
        homeDrop: { status: "pending", time: null, absentBy: null, correction: null },
      },
    });
  });

  it("403 for a parent of another kid, another route's caretaker, drivers and other roles; 401 anonymous", async () => {
    // fatherB is the parent of kid B and kid B2, not of kid A.
    expect((await byDate(w.kidB2.kid.uuid, today, w.as.fatherB)).statusCode).toBe(200);
    for (const [who, headers] of Object.entries({ fatherB: w.as.fatherB, motherB: w.as.motherB, caretakerB: w.as.caretakerB, driverA: w.as.driverA, ...roles })) {
      const res = await byDate(w.kidA.kid.uuid, today, headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await byDate(UNKNOWN, today, w.as.fatherA)).statusCode).toBe(403);
    expect((await byDate(w.kidA.kid.uuid, today, {})).statusCode).toBe(401);
  });

  it("404 for an unknown kid (admin), 400 for a date that is no date", async () => {
    const unknown = await byDate(UNKNOWN, today, w.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: at.server.kidNotFound });
    for (const date of ["2025-13-01", "today", "15-06-2025"]) {
      const res = await byDate(w.kidA.kid.uuid, date, w.admin);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toEqual({ error: at.fields.dateInvalid });
    }
  });
});

describe("GET /api/v1/kid-attendance/all", () => {
  it("admin: { data: [...] }, newest day first, each record with the kid's name and sections; without a range only today", async () => {
    const todayOnly = (await get(API.allKidAttendance, w.admin)).json() as { data: KidAttendanceRecord[]; page: { total: number } };
    expect(todayOnly.data.length).toBeGreaterThan(0);
    expect(todayOnly.data.every((r) => r.date === today)).toBe(true);
    expect(todayOnly.page.total).toBe(todayOnly.data.length);
    const res = await get(`${API.allKidAttendance}?from=1990-01-01&pageSize=100`, w.admin);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: KidAttendanceRecord[] }).data;
    expect(list.length).toBeGreaterThan(3);
    const dates = list.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const todayA = list.find((r) => r.userProfileUuid === w.kidA.kid.uuid && r.date === today)!;
    expect(todayA.kidName).toBe("Kid A");
    expect(todayA.homePickup?.photoUrl).toMatch(/^\/api\/files\//);
    // One record per kid and day.
    expect(new Set(list.map((r) => `${r.userProfileUuid}:${r.date}`)).size).toBe(list.length);
  });

  it("403 for every other role, 401 anonymous", async () => {
    for (const [who, headers] of Object.entries({ caretakerA: w.as.caretakerA, driverA: w.as.driverA, fatherA: w.as.fatherA, ...roles })) {
      expect((await get(API.allKidAttendance, headers)).statusCode, who).toBe(403);
    }
    expect((await get(API.allKidAttendance)).statusCode).toBe(401);
  });
});

describe("PUT /api/v1/kid-attendance/update/{uuid}", () => {
  const put = (uuid: string, payload: unknown, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
    t.app.inject({ method: "PUT", url: API.updateKidAttendance(uuid), headers, payload: payload as object, cookies });

  it("the admin sends the whole record back with a changed time and location: 200, photo unchanged, edit recorded and audited", async () => {
    const { data } = await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "homePickup", date: yearsAgo(0, -6), pickupTime: "07:00" });
    const edited = { ...data, homePickup: { ...data.homePickup!, time: "07:05", latitude: 16.3, longitude: "80.45" } };
    const res = await put(data.uuid, edited, w.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; data: KidAttendanceRecord };
    expect(body.message).toBe("Attendance record updated successfully!");
    expect(body.data.homePickup).toMatchObject({ time: "07:05", latitude: 16.3, longitude: 80.45, photoUrl: data.homePickup!.photoUrl, capturedBy: "Caretaker B" });
    expect(body.data.homePickup!.editedAt).not.toBeNull();
    expect(body.data.homePickup!.editedBy).toBeTruthy();
    const audit = await auditOf(data.uuid);
    expect(audit.at(-1)).toMatchObject({ action: "update", actorRole: "admin" });
    expect(audit.at(-1)!.details).toMatchObject({ changes: [{ type: "homePickup", fields: ["time", "latitude", "longitude"], before: { time: "07:00" } }] });
    // Sending it back unchanged writes nothing.
    const rows = audit.length;
    expect((await put(data.uuid, body.data, w.admin)).statusCode).toBe(200);
    expect(await auditOf(data.uuid)).toHaveLength(rows);
  });

  it("works with the login cookie only (the original client sends no bearer header); a foreign Origin is refused", async () => {
    const { data } = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "institutePickup", date: yearsAgo(0, -7), pickupTime: "16:00" });
    const token = await loginAs(t.app, w.adminUser.email!);
    // A browser sends its page's Origin with every PUT (docs/decisions/0235).
    const res = await put(data.uuid, { ...data, InstitutePickup: { ...data.InstitutePickup!, time: "16:10" } }, { origin: "http://localhost:3000" }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.InstitutePickup.time).toBe("16:10");
    const foreign = await put(data.uuid, { ...data, InstitutePickup: { ...data.InstitutePickup!, time: "16:20" } }, { origin: "https://evil.example" }, { token });
    expect(foreign.statusCode).toBe(403);
    expect((await byDate(w.kidA.kid.uuid, data.date, w.admin)).json().InstitutePickup.time).toBe("16:10");
  });

  it("400 for a bad time or location and for editing a leg that has no capture; 404 unknown; 403/401 for others; nothing changes", async () => {
    const { data } = await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "homePickup", date: yearsAgo(0, -6) });
    const before = await state();
    const cases: [unknown, string][] = [
      [{ homePickup: { time: "7 o'clock" } }, at.fields.pickupTimeInvalid],
      [{ homePickup: { latitude: 123 } }, at.fields.latitudeInvalid],
      [{ homePickup: { longitude: "x" } }, at.fields.longitudeInvalid],
      [{ homeDrop: { time: "17:00" } }, at.server.sectionMissing("Home Drop")],
    ];
    for (const [payload, error] of cases) {
      const res = await put(data.uuid, payload, w.admin);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await put(UNKNOWN, {}, w.admin)).statusCode).toBe(404);
    expect((await put("nope", {}, w.admin)).json()).toEqual({ error: at.server.notFound });
    for (const [who, headers] of Object.entries({ caretakerA: w.as.caretakerA, fatherA: w.as.fatherA, ...roles })) {
      expect((await put(data.uuid, { homePickup: { time: "09:00" } }, headers)).statusCode, who).toBe(403);
    }
    expect((await put(data.uuid, { homePickup: { time: "09:00" } })).statusCode).toBe(401);
    expect(await state()).toEqual(before);
    expect({ ...(await byDate(w.kidB2.kid.uuid, data.date, w.admin)).json(), legStates: undefined }).toEqual(data);
  });
});

describe("DELETE /api/v1/kid-attendance/{uuid}", () => {
  it("admin only; soft delete: gone from the lists and the lookup, photo admin-only, the day free for a new record", async () => {
    const date = yearsAgo(0, -6);
    const { data } = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", date });
    const del = (headers: Record<string, string>) => t.app.inject({ method: "DELETE", url: API.deleteKidAttendance(data.uuid), headers });
    for (const [who, headers] of Object.entries({ caretakerA: w.as.caretakerA, fatherA: w.as.fatherA, ...roles })) {
      expect((await del(headers)).statusCode, who).toBe(403);
    }
    expect((await del({})).statusCode).toBe(401);
    expect((await byDate(w.kidA.kid.uuid, date, w.admin)).json().uuid).toBe(data.uuid);

    const res = await del(w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Attendance record deleted successfully!" });
    expect((await byDate(w.kidA.kid.uuid, date, w.admin)).json().uuid).toBeNull();
    expect(((await get(API.allKidAttendance, w.admin)).json().data as KidAttendanceRecord[]).some((r) => r.uuid === data.uuid)).toBe(false);
    expect((await get(data.homePickup!.photoUrl!, w.as.fatherA)).statusCode).toBe(403);
    expect((await get(data.homePickup!.photoUrl!, w.admin)).statusCode).toBe(200);
    expect((await auditOf(data.uuid)).at(-1)).toMatchObject({ action: "delete", details: { types: ["homePickup"] } });

    const again = await del(w.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: at.server.notFound });
    expect((await t.app.inject({ method: "PUT", url: API.updateKidAttendance(data.uuid), headers: w.admin, payload: {} })).statusCode).toBe(404);
    const fresh = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homeDrop", date });
    expect(fresh.data.uuid).not.toBe(data.uuid);
    expect(fresh.data.homePickup).toBeNull();
  });
});
