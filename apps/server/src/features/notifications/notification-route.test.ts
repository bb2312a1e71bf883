import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, todayInIndia, type AttendanceType } from "@app/contracts";
import { createCapture } from "../../test/attendance-factories";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import * as repo from "./notifications.repository";

/**
 * The route a parent's message names is the one of the leg's run (docs/decisions/0240). Caretaker A
 * rides "Route A" in the morning and "Arundelpet Evening" in the afternoon with kid A and kid B2;
 * by name alone the evening route would be named for a morning pickup.
 */
let t: TestApp;
let w: RouteWorld;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
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

/** The routes the jobs of an event name (one job per parent and channel; all name the same). */
const routesNamed = async (eventKey: string) => [...new Set((await repo.jobsOfEvent(t.database.db, eventKey)).map((j) => (j.payload as { route: string | null }).route))];
const captureEvent = async (headers: Record<string, string>, kidUuid: string, type: AttendanceType, time: string) => {
  const capture = await createCapture(t.app, headers, kidUuid, { type, pickupTime: time });
  const leg = { homePickup: "homePickup", instituteDrop: "InstituteDrop", institutePickup: "InstitutePickup", homeDrop: "homeDrop" } as const;
  return capture.data[leg[type]]!.photoUrl!.split("/").pop()!;
};

describe("a capture's message names the route of the leg's run", () => {
  it("the caretaker's morning legs name the morning route, her afternoon legs the evening route", async () => {
    expect(await routesNamed(await captureEvent(w.as.caretakerA, w.kidA.kid.uuid, "homePickup", "07:40"))).toEqual(["Route A"]);
    expect(await routesNamed(await captureEvent(w.as.caretakerA, w.kidA.kid.uuid, "instituteDrop", "08:20"))).toEqual(["Route A"]);
    expect(await routesNamed(await captureEvent(w.as.caretakerA, w.kidA.kid.uuid, "institutePickup", "16:05"))).toEqual(["Arundelpet Evening"]);
    expect(await routesNamed(await captureEvent(w.as.caretakerA, w.kidA.kid.uuid, "homeDrop", "16:50"))).toEqual(["Arundelpet Evening"]);
  });

  it("an admin's capture names the kid's route of that run too", async () => {
    expect(await routesNamed(await captureEvent(w.admin, w.kidB2.kid.uuid, "homePickup", "07:42"))).toEqual(["Route A"]);
    expect(await routesNamed(await captureEvent(w.admin, w.kidB2.kid.uuid, "homeDrop", "16:52"))).toEqual(["Arundelpet Evening"]);
  });
});

describe("a \"not at the stop\" message names the route of the run it marks", () => {
  it("the morning pickup names the morning route, the afternoon pickup the evening route", async () => {
    // Kid A's and kid B2's pickups were captured above (a captured leg cannot be marked): a sibling of kid A
    // on routes of his own, the evening one again first by name.
    const { kid: ravi } = await createKid(t.app, w.admin, { kidName: "Ravi Teja", parentsDetails: w.kidA.fields.parentsDetails });
    const morning = await createRoute(t.app, w.admin, { name: "Route C" });
    const evening = await createRoute(t.app, w.admin, { name: "Amaravati Evening" });
    for (const [route, run] of [[morning, "morning"], [evening, "afternoon"]] as const) {
      await createAssignment(t.app, w.admin, { route_uuid: route.uuid, kids_uuids: [ravi.uuid], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid, run });
    }
    const mark = (leg: "homePickup" | "institutePickup") => t.app.inject({ method: "POST", url: API.notAtStop, headers: w.as.caretakerA, payload: { kidUuid: ravi.uuid, leg } });
    expect((await mark("homePickup")).statusCode).toBe(200);
    expect(await routesNamed(`absent:${ravi.uuid}:${today}:homePickup`)).toEqual(["Route C"]);
    expect((await mark("institutePickup")).statusCode).toBe(200);
    expect(await routesNamed(`absent:${ravi.uuid}:${today}:institutePickup`)).toEqual(["Amaravati Evening"]);
  });
});
