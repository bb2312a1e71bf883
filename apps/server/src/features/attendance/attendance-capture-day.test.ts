import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API, ATTENDANCE_CAPTURE, messages, todayInIndia, type CaptureAttendanceResponse, type KidAttendanceDay } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { attendanceState, sendCapture, validCaptureFields, type CaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { type RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import type { TestApp } from "../../test/test-app";

// A caretaker captures today; a capture dated an earlier day is accepted only when the phone took
// it on that day and its queue sends it late (the capture's own `takenAt`, docs/decisions/0243).
const at = messages.attendance;
const TAKEN_AT = ATTENDANCE_CAPTURE.takenAtField;

let t: TestApp;
let w: RouteWorld;
useRouteWorld((app, world) => {
  t = app;
  w = world;
});

const state = () => attendanceState(t.database, t.dataDir);
const dayOf = async (date: string) => (await t.app.inject({ method: "GET", url: API.kidAttendanceByDate(w.kidA.kid.uuid, date), headers: w.admin })).json() as KidAttendanceDay;
const capture = (headers: Record<string, string>, overrides: CaptureFields) => sendCapture(t.app, headers, validCaptureFields(w.kidA.kid.uuid, overrides), { key: randomUUID() });

describe("POST /api/v1/kid-attendance: the day of a caretaker's capture", () => {
  it("another day chosen today is refused with 400 (in her language) and stores nothing; today is accepted", async () => {
    const yesterday = yearsAgo(0, -1);
    const now = new Date().toISOString();
    for (const overrides of [
      { date: yesterday, [TAKEN_AT]: now },
      { date: yesterday, [TAKEN_AT]: undefined },
      { date: yesterday, [TAKEN_AT]: "not a time" },
      { date: yearsAgo(0, -3), [TAKEN_AT]: `${yesterday}T06:30:00.000Z` },
    ]) {
      const before = await state();
      const res = await capture(w.as.caretakerA, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual({ error: at.fields.dateNotToday });
      expect(await state()).toEqual(before);
    }
    for (const lang of ["te", "hi"] as const) {
      const res = await sendCapture(t.app, { ...w.as.caretakerA, "accept-language": lang }, validCaptureFields(w.kidA.kid.uuid, { date: yesterday, [TAKEN_AT]: now }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: catalogueFor(lang).attendance.fields.dateNotToday });
    }
    expect((await dayOf(yesterday)).uuid).toBeNull();

    // Today, with or without the phone's takenAt.
    const today = await capture(w.as.caretakerA, { type: "homePickup", [TAKEN_AT]: undefined });
    expect(today.statusCode).toBe(201);
    expect((today.json() as CaptureAttendanceResponse).data.date).toBe(todayInIndia());
    expect((await capture(w.as.caretakerA, { type: "instituteDrop", [TAKEN_AT]: now })).statusCode).toBe(201);
  });

  it("a capture taken on an earlier day and sent late from the queue is accepted for that day", async () => {
    const yesterday = yearsAgo(0, -1);
    // 23:40 India time yesterday (18:10 UTC): the day is India's, not the UTC one.
    const late = await capture(w.as.caretakerA, { date: yesterday, type: "instituteDrop", pickupTime: "08:40", [TAKEN_AT]: `${yesterday}T18:10:00.000Z` });
    expect(late.statusCode, late.body).toBe(201);
    expect(await dayOf(yesterday)).toMatchObject({ date: yesterday, InstituteDrop: { time: "08:40", capturedBy: "Caretaker A" } });
  });

  it("the office records any past day without the phone's takenAt", async () => {
    const res = await capture(w.admin, { date: yearsAgo(0, -3), type: "homePickup", [TAKEN_AT]: undefined });
    expect(res.statusCode).toBe(201);
  });
});
