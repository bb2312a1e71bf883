import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API, ATTENDANCE_CAPTURE, messages, type CaptureAttendanceResponse, type KidAttendanceRecord } from "@app/contracts";
import { addAfternoonRuns, attendanceState, capturePhoto, createCapture, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { type RouteWorld } from "../../test/route-factories";
import { uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { type TestApp } from "../../test/test-app";
import { useRouteWorld } from "../../test/route-world-hooks";

// Issue 9: a capture never silently replaces another (docs/decisions/0050).
let t: TestApp;
let w: RouteWorld;

useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  // The caretakers record afternoon legs too: they ride both runs (docs/decisions/0231).
  await addAfternoonRuns(t, w);
});

const state = () => attendanceState(t.database, t.dataDir);
const REPLACE = { [ATTENDANCE_CAPTURE.replaceField]: "true" };
const expectNoOrphans = async () => expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
const recordOf = async (kid: string, date: string) =>
  (await t.app.inject({ method: "GET", url: API.kidAttendanceByDate(kid, date), headers: w.admin })).json() as KidAttendanceRecord;

describe("POST /api/v1/kid-attendance: a leg already recorded", () => {
  it("is refused with 409 naming the leg, time and capturer; nothing is stored; with replace=true it is replaced and the first kept as history", async () => {
    const date = yearsAgo(0, -1);
    const first = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", date, pickupTime: "07:41", latitude: "16.3" });
    const before = await state();

    const refused = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { type: "homePickup", date, pickupTime: "07:50" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: messages.attendance.server.alreadyRecorded("Home Pickup", "07:41", "Caretaker A") });
    expect(refused.json().error).toMatch(/^Home Pickup was already recorded at 07:41 by Caretaker A\./);
    expect(await state()).toEqual(before);
    await expectNoOrphans();

    // "false" or any other value is not a confirmation.
    const notConfirmed = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { type: "homePickup", date, replace: "false" }));
    expect(notConfirmed.statusCode).toBe(409);

    const replaced = await sendCapture(
      t.app,
      w.as.caretakerA,
      validCaptureFields(w.kidA.kid.uuid, { type: "homePickup", date, pickupTime: "07:52", latitude: "16.4", ...REPLACE }),
    );
    expect(replaced.statusCode).toBe(201);
    const body = replaced.json() as CaptureAttendanceResponse;
    expect(body.message).toBe("Attendance for homePickup submitted successfully");
    expect(body.data.homePickup).toMatchObject({ time: "07:52", latitude: 16.4, capturedBy: "Caretaker A" });
    expect(body.data.history).toHaveLength(1);
    expect(body.data.history![0]).toMatchObject({
      type: "homePickup",
      time: "07:41",
      latitude: 16.3,
      photoUrl: first.data.homePickup!.photoUrl,
      capturedBy: "Caretaker A",
      capturedAt: first.data.homePickup!.capturedAt,
      replacedBy: "Caretaker A",
    });
    // The earlier photo is still there for the admin.
    expect((await t.app.inject({ method: "GET", url: body.data.history![0].photoUrl!, headers: w.admin })).statusCode).toBe(200);
    // The admin's list and lookup carry the history too.
    const all = (await t.app.inject({ method: "GET", url: `${API.allKidAttendance}?from=${date}&to=${date}`, headers: w.admin })).json() as { data: KidAttendanceRecord[] };
    expect(all.data.find((r) => r.uuid === first.data.uuid)!.history).toHaveLength(1);
    expect((await recordOf(w.kidA.kid.uuid, date)).history).toHaveLength(1);
    await expectNoOrphans();
  });

  it("another leg of the same day is not a conflict; a replace on a leg not yet recorded is simply a capture", async () => {
    const date = yearsAgo(0, -2);
    await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "homePickup", date });
    const drop = await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "instituteDrop", date, ...REPLACE });
    expect(drop.data.InstituteDrop).not.toBeNull();
    expect(drop.data.history).toEqual([]);
  });

  it("a replayed Idempotency-Key is answered as before, not 409; a key refused with 409 may carry the confirmed replacement", async () => {
    const date = yearsAgo(0, -3);
    const key = randomUUID();
    const photo = await capturePhoto({ color: "#224466" });
    const fields = validCaptureFields(w.kidB.kid.uuid, { type: "homeDrop", date, pickupTime: "17:05" });
    const first = await sendCapture(t.app, w.as.caretakerB, fields, { key, photo });
    expect(first.statusCode).toBe(201);
    const afterFirst = await state();
    // The phone did not hear the answer and sends the same capture again: the stored answer.
    const replay = await sendCapture(t.app, w.as.caretakerB, fields, { key, photo });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await state()).toEqual(afterFirst);

    // A new capture of the same leg (new key) is refused; nothing is remembered under its key…
    const key2 = randomUUID();
    const photo2 = await capturePhoto({ color: "#664422" });
    const second = { ...fields, pickupTime: "17:15" };
    expect((await sendCapture(t.app, w.as.caretakerB, second, { key: key2, photo: photo2 })).statusCode).toBe(409);
    expect(await state()).toEqual(afterFirst);
    // …so the confirmed replacement goes out under the same key, and its own replay is no conflict either.
    const confirmed = await sendCapture(t.app, w.as.caretakerB, { ...second, ...REPLACE }, { key: key2, photo: photo2 });
    expect(confirmed.statusCode).toBe(201);
    const afterReplace = await state();
    const again = await sendCapture(t.app, w.as.caretakerB, { ...second, ...REPLACE }, { key: key2, photo: photo2 });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(confirmed.body);
    expect(await state()).toEqual(afterReplace);
    // Even the very first key replays its first answer after the leg was replaced.
    const late = await sendCapture(t.app, w.as.caretakerB, fields, { key, photo });
    expect(late.statusCode).toBe(201);
    expect(late.body).toBe(first.body);
    expect((await recordOf(w.kidB.kid.uuid, date)).history).toHaveLength(1);
    await expectNoOrphans();
  });

  it("two unconfirmed captures of one leg racing: one is stored, the other gets 409", async () => {
    const date = yearsAgo(0, -4);
    const answers = await Promise.all(
      ["07:01", "07:02"].map((time) =>
        sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { type: "institutePickup", date, pickupTime: time }), { key: randomUUID() }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const record = await recordOf(w.kidA.kid.uuid, date);
    expect(record.history).toEqual([]);
    await expectNoOrphans();
  });
});
