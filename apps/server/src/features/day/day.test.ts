import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, todayInIndia, type DayBoardResponse, type KidDaysResponse, type RouteMarksResponse } from "@app/contracts";
import { addDays } from "../../lib/india-dates";
import { createCapture } from "../../test/attendance-factories";
import { createAssignment, createRoute, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { decideConsent } from "../../test/privacy-factories";

let t: TestApp;
let w: RouteWorld;
let routeC: { uuid: string; name: string };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  // Kid A also rides home in the afternoon on route C (same caretaker).
  routeC = await createRoute(t.app, w.admin, { name: "Route C Evening" });
  await createAssignment(t.app, w.admin, {
    route_uuid: routeC.uuid,
    kids_uuids: [w.kidA.kid.uuid],
    driver_uuid: w.driverA.driver.uuid,
    caretaker_uuid: w.caretakerA.caretaker.uuid,
    run: "afternoon",
  });
  // Kid A picked up from home; Kid Bee Two not at the stop; Kid B nothing yet.
  await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { pickupTime: "07:41" });
  const res = await t.app.inject({ method: "POST", url: API.notAtStop, headers: w.as.caretakerA, payload: { kidUuid: w.kidB2.kid.uuid, leg: "homePickup" } });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => {
  await t.close();
});

const board = async (headers = w.admin) => {
  const res = await t.app.inject({ method: "GET", url: API.dayBoard(), headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as DayBoardResponse).data;
};

describe("the day board (admin)", () => {
  it("counts, per route and leg, who is expected, done, absent and still missing", async () => {
    const data = await board();
    expect(data.date).toBe(today);
    const byName = new Map(data.routes.map((r) => [r.route.name, r]));
    expect([...byName.keys()]).toEqual(["Route A", "Route B", "Route C Evening"]);

    const a = byName.get("Route A")!;
    expect(a.caretakers).toEqual(["Caretaker A"]);
    expect(a.expected).toBe(2);
    expect(a.absent).toBe(1);
    expect(a.absentKids.map((k) => k.kidName)).toEqual(["Kid Bee Two"]);
    expect(a.legs.homePickup).toEqual({ expected: 2, done: 1, absent: 1, missing: [] });
    expect(a.legs.instituteDrop).toEqual({ expected: 2, done: 0, absent: 1, missing: [{ uuid: w.kidA.kid.uuid, kidName: "Kid A" }] });
    expect(a.legs.institutePickup).toBeNull();
    expect(a.legs.homeDrop).toBeNull();

    const b = byName.get("Route B")!;
    expect(b.legs.homePickup).toEqual({ expected: 1, done: 0, absent: 0, missing: [{ uuid: w.kidB.kid.uuid, kidName: "Kid B" }] });

    const c = byName.get("Route C Evening")!;
    expect(c.legs.homePickup).toBeNull();
    expect(c.legs.institutePickup).toEqual({ expected: 1, done: 0, absent: 0, missing: [{ uuid: w.kidA.kid.uuid, kidName: "Kid A" }] });
  });

  it("an office mark on the route screen is a correction the board follows, shown as such on the route screen", async () => {
    const mark = await t.app.inject({ method: "PUT", url: API.routeMark(w.routeB.uuid, today, w.kidB.kid.uuid), headers: w.admin, payload: { mark: "absent" } });
    expect(mark.statusCode).toBe(200);
    const b = (await board()).routes.find((r) => r.route.name === "Route B")!;
    expect(b.absent).toBe(1);
    expect(b.legs.homePickup).toEqual({ expected: 1, done: 0, absent: 1, missing: [] });

    const screen = (await t.app.inject({ method: "GET", url: API.routeMarks(w.routeA.uuid, today), headers: w.admin })).json() as RouteMarksResponse;
    const kidA = screen.data.kids.find((k) => k.uuid === w.kidA.kid.uuid)!;
    expect(kidA.mark).toBeNull();
    expect(kidA.run).toBe("morning");
    expect(kidA.legs.map((l) => [l.leg, l.status])).toEqual([
      ["homePickup", "done"],
      ["instituteDrop", "pending"],
    ]);
    expect(kidA.legs[0].capture).toMatchObject({ time: "07:41", capturedBy: "Caretaker A" });
    const bee = screen.data.kids.find((k) => k.uuid === w.kidB2.kid.uuid)!;
    expect(bee.legs.map((l) => [l.status, l.absence?.source])).toEqual([
      ["absent", "caretaker"],
      ["absent", "caretaker"],
    ]);
    // Marked present by the office: a correction over the caretaker's "not at the stop".
    await t.app.inject({ method: "PUT", url: API.routeMark(w.routeA.uuid, today, w.kidB2.kid.uuid), headers: w.admin, payload: { mark: "present" } });
    const after = (await t.app.inject({ method: "GET", url: API.routeMarks(w.routeA.uuid, today), headers: w.admin })).json() as RouteMarksResponse;
    const corrected = after.data.kids.find((k) => k.uuid === w.kidB2.kid.uuid)!;
    expect(corrected.legs.map((l) => [l.status, l.correction?.mark, l.absence?.source])).toEqual([
      ["done", "present", "caretaker"],
      ["done", "present", "caretaker"],
    ]);
    expect((await board()).routes.find((r) => r.route.name === "Route A")!.legs.homePickup).toEqual({ expected: 2, done: 2, absent: 0, missing: [] });
  });

  it("is the admin's only; a bad date is 400", async () => {
    for (const headers of [w.as.caretakerA, w.as.fatherA, w.as.driverA]) {
      expect((await t.app.inject({ method: "GET", url: API.dayBoard(), headers })).statusCode).toBe(403);
    }
    const bad = await t.app.inject({ method: "GET", url: API.dayBoard("2026-13-01"), headers: w.admin });
    expect(bad.statusCode).toBe(400);
    const past = await t.app.inject({ method: "GET", url: API.dayBoard(addDays(today, -1)), headers: w.admin });
    expect((past.json() as DayBoardResponse).data.routes.find((r) => r.route.name === "Route A")!.legs.homePickup!.missing).toHaveLength(2);
  });
});

describe("a kid's days (the parent's home and calendar)", () => {
  const days = (kidUuid: string, headers: Record<string, string>, from?: string, to?: string) =>
    t.app.inject({ method: "GET", url: API.kidDays(kidUuid, from, to), headers });

  it("today: the four legs with the capture's time, photo, capturer and place, the routes and what is still to come", async () => {
    const res = await days(w.kidA.kid.uuid, w.as.motherA);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as KidDaysResponse).data;
    expect(data.kid).toEqual({ uuid: w.kidA.kid.uuid, kidName: "Kid A" });
    expect(data.days).toHaveLength(1);
    const [pickup, drop, instPickup, homeDrop] = data.days[0].legs;
    expect(pickup).toMatchObject({ leg: "homePickup", status: "done", route: { uuid: w.routeA.uuid, name: "Route A" } });
    expect(pickup.capture).toMatchObject({ time: "07:41", capturedBy: "Caretaker A", latitude: 16.306652, longitude: 80.436539 });
    expect(pickup.capture!.photoUrl).toMatch(/^\/api\/files\//);
    // The parent may open the photo once a parent of the kid has consented (docs/decisions/0110).
    await decideConsent(t.app, w.as.motherA);
    expect((await t.app.inject({ method: "GET", url: pickup.capture!.photoThumbUrl!, headers: w.as.motherA })).statusCode).toBe(200);
    expect(drop).toMatchObject({ leg: "instituteDrop", status: "pending", capture: null });
    expect(instPickup).toMatchObject({ leg: "institutePickup", status: "pending", route: { name: "Route C Evening" } });
    expect(homeDrop.status).toBe("pending");
    // Kid B has no afternoon route.
    const b = (await days(w.kidB.kid.uuid, w.as.fatherB)).json() as KidDaysResponse;
    expect(b.data.days[0].legs.map((l) => l.status)).toEqual(["absent", "absent", "notRiding", "notRiding"]);
  });

  it("the last 60 days, oldest first; longer ranges and bad dates are 400; other families 403", async () => {
    const from = addDays(today, -59);
    const res = await days(w.kidA.kid.uuid, w.as.fatherA, from, today);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as KidDaysResponse).data.days;
    expect(list).toHaveLength(60);
    expect(list[0].date).toBe(from);
    expect(list[59].legs[0].status).toBe("done");
    expect(list[0].legs[0].status).toBe("pending");
    const long = await days(w.kidA.kid.uuid, w.as.fatherA, addDays(today, -62), today);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: messages.day.home.rangeTooLong(62) });
    expect((await days(w.kidA.kid.uuid, w.as.fatherA, today, addDays(today, -1))).statusCode).toBe(400);
    expect((await days(w.kidA.kid.uuid, w.as.fatherA, "yesterday")).statusCode).toBe(400);
    for (const headers of [w.as.fatherB, w.as.caretakerA, w.as.driverA]) {
      expect((await days(w.kidA.kid.uuid, headers)).statusCode).toBe(403);
    }
    expect((await days("00000000-0000-4000-8000-000000000000", w.admin)).statusCode).toBe(404);
  });
});
