import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, API_DESK, messages, todayInIndia, type KidMonthResponse, type RouteSheetResponse } from "@app/contracts";
import { createCapture } from "../../test/attendance-factories";
import { createAssignment, createRoute, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let w: RouteWorld;
let evening: { uuid: string; name: string };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  // The afternoon route drops Kid Bee Two before Kid A: stop order is not name order.
  evening = await createRoute(t.app, w.admin, { name: "Route P Evening" });
  await createAssignment(t.app, w.admin, {
    route_uuid: evening.uuid,
    kids_uuids: [w.kidB2.kid.uuid, w.kidA.kid.uuid],
    driver_uuid: w.driverB.driver.uuid,
    caretaker_uuid: w.caretakerB.caretaker.uuid,
    run: "afternoon",
  });
  await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { pickupTime: "07:41" });
  const res = await t.app.inject({ method: "POST", url: API.notAtStop, headers: w.as.caretakerA, payload: { kidUuid: w.kidB2.kid.uuid, leg: "homePickup" } });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = w.admin) => t.app.inject({ method: "GET", url, headers });

describe("a route's daily sheet", () => {
  it("lists the kids in stop order with the driver, the caretaker and which legs this route carries", async () => {
    const res = await get(API_DESK.routeSheet(evening.uuid, today));
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as RouteSheetResponse;
    expect(data.route.name).toBe("Route P Evening");
    expect(data.date).toBe(today);
    expect(data.runs).toHaveLength(1);
    const run = data.runs[0];
    expect(run.run).toBe("afternoon");
    expect(run.driver?.name).toBe("Driver B");
    expect(run.caretaker?.name).toBe("Caretaker B");
    expect(run.kids.map((k) => [k.stop, k.kidName])).toEqual([
      [1, "Kid Bee Two"],
      [2, "Kid A"],
    ]);
    const legs = run.kids[1].legs;
    expect(legs.map((l) => l.leg)).toEqual(["homePickup", "instituteDrop", "institutePickup", "homeDrop"]);
    expect(legs.map((l) => l.onThisRoute)).toEqual([false, false, true, true]);
    expect(run.kids[1].parentPhone).toBe(w.kidA.fields.parentsDetails.fatherMobile);
    expect(run.kids[1].address.length).toBeGreaterThan(0);
  });

  it("shows what the day already holds: a captured time and an absence", async () => {
    const { data } = (await get(API_DESK.routeSheet(w.routeA.uuid))).json() as RouteSheetResponse;
    expect(data.date).toBe(today);
    const [kidA, kidB2] = data.runs[0].kids;
    expect(kidA.kidName).toBe("Kid A");
    expect(kidA.legs[0]).toEqual({ leg: "homePickup", onThisRoute: true, status: "done", time: "07:41", absenceSource: null });
    expect(kidA.legs[1]).toMatchObject({ leg: "instituteDrop", status: "pending", time: null });
    expect(kidB2.legs[0]).toMatchObject({ status: "absent", absenceSource: "caretaker", time: null });
  });

  it("answers an empty sheet for another day", async () => {
    const { data } = (await get(API_DESK.routeSheet(w.routeA.uuid, "2025-01-06"))).json() as RouteSheetResponse;
    expect(data.runs[0].kids.every((k) => k.legs.every((l) => l.time === null && l.status !== "done"))).toBe(true);
  });

  it("refuses bad dates and unknown routes with a clear message", async () => {
    for (const date of ["2026-13-45", "yesterday", "2026-02-30"]) {
      const res = await get(`/api/print/route-sheet/${w.routeA.uuid}?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toBe(messages.desk.print.dateInvalid);
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await get(API_DESK.routeSheet(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(messages.routes.transport.notFound);
    }
  });
});

describe("a kid's month", () => {
  it("holds every day of the month with the four legs, captured times, absences and totals", async () => {
    const month = today.slice(0, 7);
    const res = await get(API_DESK.kidMonth(w.kidA.kid.uuid, month));
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as KidMonthResponse;
    expect(data.kid.kidName).toBe("Kid A");
    expect(data.month).toBe(month);
    expect(data.routes).toEqual({ morning: "Route A", afternoon: "Route P Evening" });
    expect(data.days[0].date).toBe(`${month}-01`);
    expect(data.days.every((d) => d.date.startsWith(month) && d.legs.length === 4)).toBe(true);
    const day = data.days.find((d) => d.date === today)!;
    expect(day.legs[0]).toMatchObject({ leg: "homePickup", status: "done", time: "07:41" });
    expect(data.totals).toEqual({ done: 1, absent: 0 });

    const b2 = ((await get(API_DESK.kidMonth(w.kidB2.kid.uuid))).json() as KidMonthResponse).data;
    expect(b2.month).toBe(month);
    // "Not at the stop" at the home pickup makes the whole morning run absent: two legs.
    expect(b2.totals.absent).toBe(2);
    expect(b2.days.find((d) => d.date === today)!.legs[0]).toMatchObject({ status: "absent", absenceSource: "caretaker" });
  });

  it("knows the length of each month", async () => {
    const len = async (month: string) => ((await get(API_DESK.kidMonth(w.kidA.kid.uuid, month))).json() as KidMonthResponse).data.days.length;
    expect(await len("2024-02")).toBe(29);
    expect(await len("2025-02")).toBe(28);
    expect(await len("2025-12")).toBe(31);
    expect(await len("2025-04")).toBe(30);
  });

  it("refuses bad months and unknown kids", async () => {
    for (const month of ["2026-13", "2026-1", "november"]) {
      const res = await get(`/api/print/kid-month/${w.kidA.kid.uuid}?month=${month}`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().error).toBe(messages.desk.print.monthInvalid);
    }
    const res = await get(API_DESK.kidMonth("00000000-0000-4000-8000-000000000000"));
    expect(res.statusCode).toBe(404);
  });
});

describe("who may print", () => {
  it("is the admin only: staff and parents get 403, no login 401", async () => {
    const urls = [API_DESK.routeSheet(w.routeA.uuid), API_DESK.kidMonth(w.kidA.kid.uuid)];
    for (const url of urls) {
      for (const headers of [w.as.driverA, w.as.caretakerA, w.as.fatherA, w.as.motherA]) expect((await get(url, headers)).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
