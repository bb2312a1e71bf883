import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, RUN_SHEET_PATH, todayInIndia, type DayAbsencesResponse, type RunSheet } from "@app/contracts";
import { addDays } from "../../lib/india-dates";
import { createAssignment, createRoute, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The run sheet's runs (docs/decisions/0240): each route carries its assignment's run, the current
 * run's routes come first. Caretaker A rides "Route A" in the morning and "Arundelpet Evening" in the
 * afternoon (kid A and kid B2 on both): by name the evening route would come first.
 */
const today = todayInIndia();
const at = (time: string) => new Date(`${today}T${time}:00+05:30`);
let now = at("07:30");
let t: TestApp;
let w: RouteWorld;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  w = await createRouteWorld(t);
  const evening = await createRoute(t.app, w.admin, { name: "Arundelpet Evening", from: "Sri Chaitanya School, Arundelpet", to: "Brodipet" });
  await createAssignment(t.app, w.admin, {
    route_uuid: evening.uuid,
    kids_uuids: [w.kidA.kid.uuid, w.kidB2.kid.uuid],
    driver_uuid: w.driverA.driver.uuid,
    caretaker_uuid: w.caretakerA.caretaker.uuid,
    run: "afternoon",
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const sheet = async (query = "") => {
  const res = await t.app.inject({ method: "GET", url: `${RUN_SHEET_PATH}${query}`, headers: w.as.caretakerA });
  expect(res.statusCode).toBe(200);
  return res.json() as RunSheet;
};
const runsOf = (s: RunSheet) => s.routes.map((r) => [r.routeInfo.name, r.run]);

describe("GET /api/v1/run-sheet: each route with its run, the current run first", () => {
  it("in the morning the morning route comes first, in the afternoon the evening route; each route says its run", async () => {
    now = at("07:30");
    const morning = await sheet();
    expect(runsOf(morning)).toEqual([
      ["Route A", "morning"],
      ["Arundelpet Evening", "afternoon"],
    ]);
    // The same kids under both routes, in the order of each assignment.
    expect(morning.routes.map((r) => r.kids.map((k) => k.kidName))).toEqual([
      ["Kid A", "Kid Bee Two"],
      ["Kid A", "Kid Bee Two"],
    ]);

    now = at("11:59");
    expect(runsOf(await sheet())[0]).toEqual(["Route A", "morning"]);
    now = at("12:00");
    expect(runsOf(await sheet())).toEqual([
      ["Arundelpet Evening", "afternoon"],
      ["Route A", "morning"],
    ]);
    now = at("16:45");
    expect(runsOf(await sheet("?day=today"))[0]).toEqual(["Arundelpet Evening", "afternoon"]);
  });

  it("tomorrow's sheet has no current run: the day's order, morning first, even in the afternoon", async () => {
    now = at("18:30");
    const tomorrow = await sheet("?day=tomorrow");
    expect(tomorrow.date).toBe(addDays(today, 1));
    expect(runsOf(tomorrow)).toEqual([
      ["Route A", "morning"],
      ["Arundelpet Evening", "afternoon"],
    ]);
  });

  it("\"not at the stop\" on a run's pickup marks that run's legs only, never the other run's", async () => {
    now = at("11:02");
    const absentLegs = async (kidUuid: string) =>
      ((await t.app.inject({ method: "GET", url: API.dayAbsences(today), headers: w.as.caretakerA })).json() as DayAbsencesResponse).data.absences
        .filter((a) => a.kidUuid === kidUuid)
        .map((a) => a.leg)
        .sort();
    const mark = (kidUuid: string, leg: "homePickup" | "institutePickup") => t.app.inject({ method: "POST", url: API.notAtStop, headers: w.as.caretakerA, payload: { kidUuid, leg } });

    // The evening card's button sends the afternoon pickup: the morning legs stay as they are.
    expect((await mark(w.kidA.kid.uuid, "institutePickup")).statusCode).toBe(200);
    expect(await absentLegs(w.kidA.kid.uuid)).toEqual(["homeDrop", "institutePickup"]);
    // The morning card's: the morning legs only.
    expect((await mark(w.kidB2.kid.uuid, "homePickup")).statusCode).toBe(200);
    expect(await absentLegs(w.kidB2.kid.uuid)).toEqual(["homePickup", "instituteDrop"]);
  });
});
