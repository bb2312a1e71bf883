import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_API, todayInIndia, type EtaAccuracy } from "@app/contracts";
import { etaPromises } from "../../db/schema-live";
import { addDays } from "../../lib/india-dates";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { indiaInstant } from "./eta.service";

/** GET /api/v1/live/eta-accuracy (docs/decisions/0263): per route, the last 30 days' approach alerts kept within ±3 minutes. */

const today = todayInIndia();
let t: TestApp;
let w: RouteWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  const promise = (kidId: string, assignmentId: string, date: string, leg: string, promised: string, arrived: string | null, times = 1) => ({
    kidId,
    assignmentId,
    date,
    leg,
    leadMinutes: 10,
    toldAt: indiaInstant(date, "07:20"),
    promisedAt: indiaInstant(date, promised),
    arrivedAt: arrived ? indiaInstant(date, arrived) : null,
    times,
  });
  const [a, b, a2] = [w.kidA.kid.uuid, w.kidB.kid.uuid, w.kidB2.kid.uuid];
  const [ra, rb] = [w.assignmentA.uuid, w.assignmentB.uuid];
  await t.database.db.insert(etaPromises).values([
    // Route A: kept (2 minutes late), missed (5 minutes late), never captured, and early by 3 (kept).
    promise(a, ra, addDays(today, -1), "homePickup", "07:30", "07:32"),
    promise(a2, ra, addDays(today, -1), "homePickup", "07:40", "07:45"),
    promise(a, ra, addDays(today, -2), "homePickup", "07:30", null),
    promise(a2, ra, addDays(today, -29), "homePickup", "07:40", "07:37"),
    // Not counted: older than 30 days, and a "late" only (no approach alert).
    promise(a, ra, addDays(today, -30), "homePickup", "07:30", "07:30"),
    promise(a, ra, addDays(today, -3), "homePickup", "07:30", "07:30", 0),
    // Route B: one, kept.
    promise(b, rb, today, "homePickup", "07:30", "07:31"),
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("ETA accuracy", () => {
  it("per route: alerts, arrived, kept within ±3 minutes and the share; the busiest route first; a total", async () => {
    const res = await t.app.inject({ method: "GET", url: LIVE_API.etaAccuracy, headers: w.admin });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: EtaAccuracy }).data;
    expect(data.from).toBe(addDays(today, -29));
    expect(data.to).toBe(today);
    expect(data.routes).toEqual([
      { routeUuid: w.routeA.uuid, routeName: "Route A", alerts: 4, arrived: 3, kept: 2, share: 0.5 },
      { routeUuid: w.routeB.uuid, routeName: "Route B", alerts: 1, arrived: 1, kept: 1, share: 1 },
    ]);
    expect(data.total).toEqual({ alerts: 5, arrived: 4, kept: 3, share: 0.6 });
  });

  it("only admins: a parent, a caretaker and nobody are refused", async () => {
    expect((await t.app.inject({ method: "GET", url: LIVE_API.etaAccuracy, headers: w.as.fatherA })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: LIVE_API.etaAccuracy, headers: w.as.caretakerA })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: LIVE_API.etaAccuracy });
    expect(anonymous.statusCode).toBe(401);
    expect(Object.keys(anonymous.json())).toEqual(["error"]);
  });
});
