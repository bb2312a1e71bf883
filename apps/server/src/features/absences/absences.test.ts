import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, todayInIndia, type KidAbsenceDay } from "@app/contracts";
import { loadConfig } from "../../config";
import type { Db } from "../../db/client";
import { auditLog, kidAbsences } from "../../db/schema";
import { addDays } from "../../lib/india-dates";
import { createCapture } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { cutoffAt, formatCutoff } from "./absence-cutoff";
import type { AbsenceMarkedEvent } from "./absences.service";

const a = messages.day.absences;
const forbidden = { error: messages.auth.serverErrors.forbidden };

/** A moment given in India time. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
/** DD-MM-YYYY, as the messages write a day. */
const dmy = (date: string) => `${date.slice(8)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

let t: TestApp;
let w: RouteWorld;
let clock: Date | null = null;
const events: { event: AbsenceMarkedEvent; hasTx: boolean }[] = [];
/** A day well ahead of the real today, so that the injected clock can walk up to its cut-offs. */
const D = addDays(todayInIndia(), 10);

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      now: () => clock ?? new Date(),
      onAbsenceMarked: async (event, tx: Db) => {
        events.push({ event, hasTx: typeof tx.select === "function" });
      },
    },
  );
  w = await createRouteWorld(t);
});
afterAll(async () => {
  await t.close();
});

const put = (kidUuid: string, date: string, legs: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: "PUT", url: API.kidAbsenceDay(kidUuid, date), headers, payload: { legs } });
const getDay = (kidUuid: string, date: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url: API.kidAbsenceDay(kidUuid, date), headers });
const onDate = (date: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url: API.dayAbsences(date), headers });
const absentLegs = (day: KidAbsenceDay) => day.legs.filter((l) => l.absent).map((l) => l.leg);

describe("a parent marks a day absent and undoes it before the cut-off", () => {
  it("whole day: saved, audited, seen by the kid's caretaker and the admin, not by another route's caretaker", async () => {
    clock = ist(addDays(D, -1), "10:00");
    const res = await put(w.kidA.kid.uuid, D, ["homePickup", "instituteDrop", "institutePickup", "homeDrop"], w.as.fatherA);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(a.saved("Kid A"));
    const data = res.json().data as KidAbsenceDay;
    expect(absentLegs(data)).toEqual(["homePickup", "instituteDrop", "institutePickup", "homeDrop"]);
    expect(data.legs.every((l) => l.source === "parent" && l.changeable)).toBe(true);
    expect(data.legs[0].cutoffAt).toBe(ist(addDays(D, -1), "20:00").toISOString());
    expect(data.legs[3].cutoffAt).toBe(ist(D, "12:00").toISOString());

    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "kid-absence"), eq(auditLog.entityId, `${w.kidA.kid.uuid}:${D}`)));
    expect(audit).toHaveLength(1);

    const caretakerA = (await onDate(D, w.as.caretakerA)).json().data.absences as { kidUuid: string; leg: string; source: string; markedBy: string }[];
    expect(caretakerA.filter((x) => x.kidUuid === w.kidA.kid.uuid).map((x) => x.leg).sort()).toEqual(["homeDrop", "homePickup", "instituteDrop", "institutePickup"]);
    expect(caretakerA[0].source).toBe("parent");
    expect((await onDate(D, w.as.caretakerB)).json().data.absences).toEqual([]);
    expect((await onDate(D, w.admin)).json().data.absences).toHaveLength(4);
    // The other parent sees the same day.
    expect(absentLegs((await getDay(w.kidA.kid.uuid, D, w.as.motherA)).json().data)).toHaveLength(4);
  });

  it("undo: an empty list clears the day; the same list again changes nothing", async () => {
    clock = ist(addDays(D, -1), "11:00");
    const res = await put(w.kidA.kid.uuid, D, [], w.as.motherA);
    expect(res.statusCode).toBe(200);
    expect(absentLegs(res.json().data)).toEqual([]);
    const again = await put(w.kidA.kid.uuid, D, [], w.as.motherA);
    expect(again.json().message).toBe(a.noChange);
    expect(await t.database.db.select().from(kidAbsences).where(and(eq(kidAbsences.kidId, w.kidA.kid.uuid), eq(kidAbsences.date, D)))).toEqual([]);
  });

  it("cut-off: morning legs close at 20:00 the evening before, afternoon legs at 12:00 on the day", async () => {
    clock = ist(addDays(D, -1), "19:59");
    expect((await put(w.kidB.kid.uuid, D, ["homePickup"], w.as.fatherB)).statusCode).toBe(200);

    clock = ist(addDays(D, -1), "20:00");
    const late = await put(w.kidB.kid.uuid, D, ["homePickup", "instituteDrop"], w.as.fatherB);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: a.cutoffPassed(messages.day.legs.instituteDrop, `20:00 on ${dmy(addDays(D, -1))}`) });
    // Undoing a morning leg is closed too, but the afternoon is still open.
    expect((await put(w.kidB.kid.uuid, D, [], w.as.fatherB)).statusCode).toBe(409);
    const afternoon = await put(w.kidB.kid.uuid, D, ["homePickup", "institutePickup", "homeDrop"], w.as.fatherB);
    expect(afternoon.statusCode).toBe(200);
    const legs = (afternoon.json().data as KidAbsenceDay).legs;
    expect(legs.map((l) => [l.leg, l.absent, l.changeable])).toEqual([
      ["homePickup", true, false],
      ["instituteDrop", false, false],
      ["institutePickup", true, true],
      ["homeDrop", true, true],
    ]);

    clock = ist(D, "12:00");
    const noon = await put(w.kidB.kid.uuid, D, ["homePickup"], w.as.fatherB);
    expect(noon.statusCode).toBe(409);
    expect(noon.json().error).toBe(a.cutoffPassed(messages.day.legs.institutePickup, `12:00 on ${dmy(D)}`));
    // Nothing changed by the refused calls.
    expect(absentLegs((await getDay(w.kidB.kid.uuid, D, w.as.fatherB)).json().data)).toEqual(["homePickup", "institutePickup", "homeDrop"]);
  });

  it("the office changes any leg at any time; a parent cannot undo what the office or the caretaker marked", async () => {
    clock = ist(D, "15:00");
    const admin = await put(w.kidB.kid.uuid, D, ["homePickup", "instituteDrop", "institutePickup", "homeDrop"], w.admin);
    expect(admin.statusCode).toBe(200);
    expect((admin.json().data as KidAbsenceDay).legs.find((l) => l.leg === "instituteDrop")?.source).toBe("admin");

    const next = addDays(D, 1);
    clock = ist(addDays(next, -1), "09:00");
    expect((await put(w.kidB.kid.uuid, next, ["homeDrop"], w.admin)).statusCode).toBe(200);
    const parent = await put(w.kidB.kid.uuid, next, [], w.as.motherB);
    expect(parent.statusCode).toBe(409);
    expect(parent.json()).toEqual({ error: a.notYours(messages.day.legs.homeDrop) });
  });

  it("refuses bad input with 400 and other families, staff and unknown kids with 403", async () => {
    clock = ist(addDays(D, -2), "09:00");
    const bad = await put(w.kidA.kid.uuid, D, ["homePickup", "lunch"], w.as.fatherA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: a.legsInvalid });
    expect((await put(w.kidA.kid.uuid, D, "homePickup", w.as.fatherA)).json()).toEqual({ error: a.legsInvalid });
    const date = await put(w.kidA.kid.uuid, "2026-02-30", [], w.as.fatherA);
    expect(date.statusCode).toBe(400);
    expect(date.json()).toEqual({ error: a.dateInvalid });
    const far = await put(w.kidA.kid.uuid, addDays(todayInIndia(clock), 61), ["homePickup"], w.as.fatherA);
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ error: a.dateTooFar(60) });
    // A past day is past every cut-off.
    expect((await put(w.kidA.kid.uuid, addDays(todayInIndia(clock), -1), ["homeDrop"], w.as.fatherA)).statusCode).toBe(409);

    for (const headers of [w.as.fatherB, w.as.caretakerA, w.as.driverA]) {
      const res = await put(w.kidA.kid.uuid, D, ["homePickup"], headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await getDay(w.kidA.kid.uuid, D, w.as.motherB)).statusCode).toBe(403);
    expect((await put("00000000-0000-4000-8000-000000000000", D, [], w.as.fatherA)).statusCode).toBe(403);
    expect((await put("00000000-0000-4000-8000-000000000000", D, [], w.admin)).statusCode).toBe(404);
    expect((await onDate(D, w.as.fatherA)).statusCode).toBe(403);
    expect((await onDate(D, {})).statusCode).toBe(401);
  });
});

describe("the caretaker marks a kid not at the stop", () => {
  const notAtStop = (payload: unknown, headers: Record<string, string>) => t.app.inject({ method: "POST", url: API.notAtStop, headers, payload: payload as object });

  it("marks the pickup leg and the rest of its run today, tells the hook inside the transaction, once", async () => {
    clock = null;
    const today = todayInIndia();
    const res = await notAtStop({ kidUuid: w.kidA.kid.uuid, leg: "homePickup" }, w.as.caretakerA);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(a.notAtStopSaved("Kid A"));
    const absences = res.json().data.absences as { leg: string; source: string; date: string; markedBy: string }[];
    expect(absences.map((x) => [x.leg, x.source, x.date])).toEqual([
      ["homePickup", "caretaker", today],
      ["instituteDrop", "caretaker", today],
    ]);
    expect(absences[0].markedBy).toBe("Caretaker A");
    expect(events).toHaveLength(1);
    expect(events[0].hasTx).toBe(true);
    expect(events[0].event).toMatchObject({
      kidId: w.kidA.kid.uuid,
      kidName: "Kid A",
      date: today,
      legs: ["homePickup", "instituteDrop"],
      source: "caretaker",
      routeId: w.routeA.uuid,
      routeName: "Route A",
      markedByName: "Caretaker A",
    });
    // Again: nothing new, no second event.
    expect((await notAtStop({ kidUuid: w.kidA.kid.uuid, leg: "homePickup" }, w.as.caretakerA)).statusCode).toBe(200);
    expect(events).toHaveLength(1);
    // The parent cannot undo it.
    const undo = await put(w.kidA.kid.uuid, today, [], w.as.fatherA);
    expect(undo.statusCode).toBe(409);
  });

  it("refuses a leg already captured (409), a run the kid does not ride (400), other caretakers and parents (403)", async () => {
    clock = null;
    await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid);
    const captured = await notAtStop({ kidUuid: w.kidB2.kid.uuid, leg: "homePickup" }, w.as.caretakerA);
    expect(captured.statusCode).toBe(409);
    expect(captured.json()).toEqual({ error: a.alreadyCaptured("Kid Bee Two", messages.day.legs.homePickup) });
    const noRun = await notAtStop({ kidUuid: w.kidB2.kid.uuid, leg: "institutePickup" }, w.as.caretakerA);
    expect(noRun.statusCode).toBe(400);
    expect(noRun.json()).toEqual({ error: a.notAtStopNotOnRun("Kid Bee Two", messages.day.legs.institutePickup) });
    const dropLeg = await notAtStop({ kidUuid: w.kidB2.kid.uuid, leg: "homeDrop" }, w.as.caretakerA);
    expect(dropLeg.statusCode).toBe(400);
    expect(dropLeg.json()).toEqual({ error: a.notAtStopLegInvalid });
    for (const headers of [w.as.caretakerB, w.as.fatherB]) {
      expect((await notAtStop({ kidUuid: w.kidB2.kid.uuid, leg: "homePickup" }, headers)).statusCode).toBe(403);
    }
    expect((await notAtStop({ kidUuid: "nope", leg: "homePickup" }, w.as.caretakerA)).statusCode).toBe(403);
    expect(events).toHaveLength(1);
  });
});

describe("cut-off settings", () => {
  it("are HH:mm and refused otherwise", () => {
    expect(loadConfig({ ABSENCE_MORNING_CUTOFF: "18:30", ABSENCE_AFTERNOON_CUTOFF: "09:15" }).absenceCutoffs).toEqual({ morning: "18:30", afternoon: "09:15" });
    expect(loadConfig({}).absenceCutoffs).toEqual({ morning: "20:00", afternoon: "12:00" });
    expect(() => loadConfig({ ABSENCE_MORNING_CUTOFF: "8pm" })).toThrow(/ABSENCE_MORNING_CUTOFF/);
    expect(() => loadConfig({ ABSENCE_MORNING_CUTOFF: "24:01" })).toThrow(/ABSENCE_MORNING_CUTOFF/);
    expect(() => loadConfig({ ABSENCE_AFTERNOON_CUTOFF: "25:00" })).toThrow(/ABSENCE_AFTERNOON_CUTOFF/);
  });

  it('"24:00" is the midnight that ends the day: the evening before, a parent may mark the morning legs until the day turns', () => {
    const cutoffs = loadConfig({ ABSENCE_MORNING_CUTOFF: "24:00", ABSENCE_AFTERNOON_CUTOFF: "24:00" }).absenceCutoffs;
    expect(cutoffs).toEqual({ morning: "24:00", afternoon: "24:00" });
    expect(cutoffAt(D, "homePickup", cutoffs).toISOString()).toBe(ist(D, "00:00").toISOString());
    expect(cutoffAt(D, "homeDrop", cutoffs).toISOString()).toBe(ist(addDays(D, 1), "00:00").toISOString());
    expect(formatCutoff(cutoffAt(D, "homePickup", cutoffs))).toBe(`00:00 on ${dmy(D)}`);
  });
});
