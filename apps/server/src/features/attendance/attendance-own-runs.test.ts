import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API, CAPTURE_MAX_DAYS_BACK, messages, todayInIndia, type CaptureAttendanceResponse, type KidAttendanceDay } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { attendanceState, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { createAssignment, createRoute, type RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import type { TestApp } from "../../test/test-app";

// A caretaker records only the legs of the runs she rides, and only the last CAPTURE_MAX_DAYS_BACK
// days (docs/decisions/0231).
const at = messages.attendance;

let t: TestApp;
let w: RouteWorld;
useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  // Kid A rides Route A in the morning with Caretaker A (the world's assignment), and home in the
  // afternoon on another route with Caretaker B.
  const evening = await createRoute(t.app, w.admin, { name: "Route A Evening" });
  await createAssignment(t.app, w.admin, {
    route_uuid: evening.uuid,
    kids_uuids: [w.kidA.kid.uuid],
    driver_uuid: w.driverB.driver.uuid,
    caretaker_uuid: w.caretakerB.caretaker.uuid,
    run: "afternoon",
  });
});

const state = () => attendanceState(t.database, t.dataDir);
const dayOf = async (kid: string, date: string) => (await t.app.inject({ method: "GET", url: API.kidAttendanceByDate(kid, date), headers: w.admin })).json() as KidAttendanceDay;
const capture = (headers: Record<string, string>, overrides: Record<string, string>, replace = false) =>
  sendCapture(t.app, headers, validCaptureFields(w.kidA.kid.uuid, { ...overrides, ...(replace ? { replace: "true" } : {}) }), { key: randomUUID() });

describe("POST /api/v1/kid-attendance: a caretaker captures only the legs of her own runs", () => {
  it("the morning caretaker is refused the afternoon legs of another caretaker's run (403, nothing stored) and records her own", async () => {
    const date = yearsAgo(0, -1);
    for (const type of ["institutePickup", "homeDrop"] as const) {
      const before = await state();
      const res = await capture(w.as.caretakerA, { date, type });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: at.server.notYourRun(at.typeLabels[type]) });
      expect(await state()).toEqual(before);
    }
    // The refusal reaches the phone in the caretaker's language.
    const te = await sendCapture(t.app, { ...w.as.caretakerA, "accept-language": "te" }, validCaptureFields(w.kidA.kid.uuid, { date, type: "homeDrop" }));
    expect(te.statusCode).toBe(403);
    expect(te.json()).toEqual({ error: catalogueFor("te").attendance.server.notYourRun("Home Drop") });
    expect(te.json().error).toContain(catalogueFor("te").attendance.typeLabels.homeDrop);

    for (const type of ["homePickup", "instituteDrop"] as const) expect((await capture(w.as.caretakerA, { date, type })).statusCode).toBe(201);
    expect(await dayOf(w.kidA.kid.uuid, date)).toMatchObject({ homePickup: { capturedBy: "Caretaker A" }, InstituteDrop: { capturedBy: "Caretaker A" }, InstitutePickup: null, homeDrop: null });

    // A caretaker who carries the kid on no run still gets the plain 403 (nothing learnt about other kids).
    const stranger = await sendCapture(t.app, w.as.caretakerB, validCaptureFields(w.kidB2.kid.uuid, { type: "homePickup" }));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: messages.auth.serverErrors.forbidden });
  });

  it("the afternoon caretaker records the afternoon legs and is refused the morning ones, replacements included; the admin records and replaces any leg", async () => {
    const date = yearsAgo(0, -2);
    expect((await capture(w.as.caretakerB, { date, type: "institutePickup", pickupTime: "15:10" })).statusCode).toBe(201);
    expect((await capture(w.as.caretakerB, { date, type: "homeDrop", pickupTime: "16:05" })).statusCode).toBe(201);
    const refused = await capture(w.as.caretakerB, { date, type: "homePickup" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: at.server.notYourRun("Home Pickup") });

    // The morning caretaker cannot replace what the afternoon caretaker recorded, even when she confirms.
    const before = await state();
    const replace = await capture(w.as.caretakerA, { date, type: "homeDrop", pickupTime: "16:30" }, true);
    expect(replace.statusCode).toBe(403);
    expect(replace.json()).toEqual({ error: at.server.notYourRun("Home Drop") });
    expect(await state()).toEqual(before);
    const day = await dayOf(w.kidA.kid.uuid, date);
    expect(day.homeDrop).toMatchObject({ time: "16:05", capturedBy: "Caretaker B" });
    expect(day.history).toEqual([]);

    // The admin records and replaces any leg of any run.
    expect((await capture(w.admin, { date, type: "homePickup" })).statusCode).toBe(201);
    expect((await capture(w.admin, { date, type: "instituteDrop" })).statusCode).toBe(201);
    const replaced = await capture(w.admin, { date, type: "homeDrop", pickupTime: "17:55" }, true);
    expect(replaced.statusCode).toBe(201);
    expect((replaced.json() as CaptureAttendanceResponse).data.homeDrop).toMatchObject({ time: "17:55", capturedByRole: "admin" });
  });
});

describe("POST /api/v1/kid-attendance: only the last CAPTURE_MAX_DAYS_BACK days", () => {
  it("a caretaker's capture 8 days back is refused with 400 and stores nothing; a future date stays refused; 7, 6 days back and today are accepted; the office records older days", async () => {
    expect(CAPTURE_MAX_DAYS_BACK).toBe(7);
    const tooOld = yearsAgo(0, -(CAPTURE_MAX_DAYS_BACK + 1));
    for (const type of ["homePickup", "instituteDrop"] as const) {
      const before = await state();
      const res = await capture(w.as.caretakerA, { date: tooOld, type }, type === "instituteDrop");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: at.fields.dateTooOld(7) });
      expect(await state()).toEqual(before);
    }
    const hi = await sendCapture(t.app, { ...w.as.caretakerA, "accept-language": "hi" }, validCaptureFields(w.kidA.kid.uuid, { date: tooOld }));
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toEqual({ error: catalogueFor("hi").attendance.fields.dateTooOld(7) });
    expect((await dayOf(w.kidA.kid.uuid, tooOld)).uuid).toBeNull();
    // An admin may still record an older day at the desk (the admin's edit corrects what exists).
    const office = await capture(w.admin, { date: yearsAgo(0, -40), type: "homePickup" });
    expect(office.statusCode).toBe(201);

    const future = await capture(w.as.caretakerA, { date: yearsAgo(0, 1), type: "homePickup" });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ error: at.fields.dateFuture });

    // 6 and 7 days back and today are accepted.
    for (const date of [yearsAgo(0, -6), yearsAgo(0, -CAPTURE_MAX_DAYS_BACK), todayInIndia()]) {
      const res = await capture(w.as.caretakerA, { date, type: "homePickup" });
      expect(res.statusCode, date).toBe(201);
      expect((res.json() as CaptureAttendanceResponse).data.date).toBe(date);
    }
  });
});
