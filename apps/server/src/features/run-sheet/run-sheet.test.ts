import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, RUN_SHEET_PATH, todayInIndia, type DayAbsencesResponse, type RunSheet } from "@app/contracts";
import { addDays } from "../../lib/india-dates";
import { createCapture } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let w: RouteWorld;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  roles = await otherRoleHeaders(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const sheet = (headers: Record<string, string>, query = "") => t.app.inject({ method: "GET", url: `${RUN_SHEET_PATH}${query}`, headers });

describe("GET /api/v1/run-sheet (issue 9)", () => {
  it("the caretaker's routes, kids in stop order with address, parents to call and today's legs", async () => {
    await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "homePickup", pickupTime: "07:41" });
    const res = await sheet(w.as.caretakerA);
    expect(res.statusCode).toBe(200);
    const body = res.json() as RunSheet;
    expect(body.date).toBe(todayInIndia());
    expect(body.routes).toHaveLength(1);
    const [route] = body.routes;
    expect(route.routeInfo.name).toBe("Route A");
    expect(route.kids.map((k) => [k.kidName, k.stop])).toEqual([
      ["Kid A", 1],
      ["Kid Bee Two", 2],
    ]);
    const kidA = route.kids[0];
    expect(kidA.address).toBe("4-5-6, Arundelpet, Guntur, Andhra Pradesh, 522002");
    expect(kidA.parents.map((p) => p.relation)).toContain("father");
    expect(kidA.parents.find((p) => p.relation === "father")!.mobile).toBe(w.kidA.fields.parentsDetails.fatherMobile);
    expect(kidA.attendance).toMatchObject({ uuid: null, homePickup: null, InstituteDrop: null, InstitutePickup: null, homeDrop: null });
    const bee = route.kids[1];
    expect(bee.attendance.homePickup).toMatchObject({ time: "07:41", capturedBy: "Caretaker A" });
    expect(bee.attendance.InstituteDrop).toBeNull();
    // Never identity data of the parents.
    expect(JSON.stringify(body)).not.toMatch(/aadha?r/i);
  });

  it("only a caretaker with a profile: 403 for admins, drivers, parents and bare accounts; 401 anonymous; each caretaker her own routes", async () => {
    expect((await sheet(w.admin)).statusCode).toBe(403);
    expect((await sheet(w.as.driverA)).statusCode).toBe(403);
    expect((await sheet(w.as.fatherA)).statusCode).toBe(403);
    expect((await sheet({})).json()).toEqual({ error: messages.auth.serverErrors.unauthenticated });
    expect((await sheet(roles.caretaker)).statusCode).toBe(403);
    expect((await sheet(w.as.caretakerB)).json().routes[0].kids.map((k: { kidName: string }) => k.kidName)).toEqual(["Kid B"]);
  });

  it("?day=tomorrow: the same routes and kids for tomorrow (India), no capture of today on it; tomorrow's absences are there for the sheet", async () => {
    const today = todayInIndia();
    const tomorrow = addDays(today, 1);
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "instituteDrop", pickupTime: "08:10" });
    // The office marks Kid A absent for tomorrow's morning (a parent could too, before the cut-off).
    const marked = await t.app.inject({ method: "PUT", url: API.kidAbsenceDay(w.kidA.kid.uuid, tomorrow), headers: w.admin, payload: { legs: ["homePickup", "instituteDrop"] } });
    expect(marked.statusCode).toBe(200);

    const res = await sheet(w.as.caretakerA, "?day=tomorrow");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json() as RunSheet;
    expect(body).toMatchObject({ date: tomorrow, day: "tomorrow" });
    expect(body.routes[0].kids.map((k) => k.kidName)).toEqual(["Kid A", "Kid Bee Two"]);
    const kidA = body.routes[0].kids[0];
    expect(kidA.attendance).toMatchObject({ date: tomorrow, uuid: null, homePickup: null, InstituteDrop: null });
    const absences = await t.app.inject({ method: "GET", url: API.dayAbsences(tomorrow), headers: w.as.caretakerA });
    expect((absences.json() as DayAbsencesResponse).data.absences.filter((a) => a.kidUuid === w.kidA.kid.uuid).map((a) => a.leg).sort()).toEqual(["homePickup", "instituteDrop"]);

    // Today, said or left out, is the same day; today's capture is on it.
    for (const query of ["", "?day=today"]) {
      const todays = (await sheet(w.as.caretakerA, query)).json() as RunSheet;
      expect(todays).toMatchObject({ date: today, day: "today" });
      expect(todays.routes[0].kids[0].attendance.InstituteDrop).toMatchObject({ time: "08:10" });
    }
  });

  it("?day= other than today or tomorrow: 400 with a clear message; still caretakers only", async () => {
    const wrong = ["?day=yesterday", "?day=", "?day=TOMORROW", `?day=${addDays(todayInIndia(), 1)}`, "?day=today&day=tomorrow", `?day=${"x".repeat(300)}`];
    for (const query of wrong) {
      const res = await sheet(w.as.caretakerA, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: messages.fieldApp.runSheet.dayInvalid });
    }
    expect((await sheet(w.as.caretakerA, "?day=yesterday")).json()).toEqual({ error: messages.fieldApp.runSheet.dayInvalid });
    expect((await sheet(w.as.fatherA, "?day=tomorrow")).statusCode).toBe(403);
    expect((await sheet({}, "?day=tomorrow")).statusCode).toBe(401);
  });
});
