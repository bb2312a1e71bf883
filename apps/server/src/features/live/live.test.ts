import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kidLiveResponseSchema, LIVE_API, liveVehiclesResponseSchema, startRunResponseSchema, todayInIndia } from "@app/contracts";
import { kids } from "../../db/schema";
import { runStarts, vehiclePositions } from "../../db/schema-live";
import { announceLive } from "../../lib/live-bus";
import { addAfternoonRuns, createCapture } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The live view (docs/decisions/0262): who sees a kid's van, when it is shown (a run on, the kid
 * not yet delivered), staleness, "Start run" and the office's board. Runs on PGlite and PostgreSQL.
 */

let t: TestApp;
let w: RouteWorld;
let evening: Awaited<ReturnType<typeof addAfternoonRuns>>;
/** The server's clock: real time plus this many milliseconds (captures use the real clock). */
let shiftMs = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + shiftMs) });
  w = await createRouteWorld(t);
  evening = await addAfternoonRuns(t, w);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const live = (kidUuid: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url: LIVE_API.kidLive(kidUuid), headers });
const startRun = (assignmentUuid: string, headers: Record<string, string>) => t.app.inject({ method: "POST", url: LIVE_API.startRun(assignmentUuid), headers });
const addPosition = (assignmentId: string, at: Date, lat = 16.3067, lng = 80.4365) =>
  t.database.db.insert(vehiclePositions).values({ assignmentId, source: "phone", at, lat, lng, accuracyM: 10, battery: 64 });

describe("GET /api/v1/kids/{uuid}/live: who sees it", () => {
  it("the kid's parents and admins get the answer; another family's parent, the kid's caretaker and driver get 403", async () => {
    for (const headers of [w.as.fatherA, w.as.motherA, w.admin]) {
      const res = await live(w.kidA.kid.uuid, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(kidLiveResponseSchema.parse(res.json())).toEqual({ data: { active: false, vehicle: null, eta: null } });
    }
    for (const headers of [w.as.fatherB, w.as.motherB, w.as.caretakerA, w.as.driverA]) {
      const res = await live(w.kidA.kid.uuid, headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("an unknown or malformed kid id: 403 for a parent (nothing told), 404 for an admin", async () => {
    expect((await live("00000000-0000-4000-8000-000000000000", w.as.fatherA)).statusCode).toBe(403);
    expect((await live("not-a-uuid", w.as.fatherA)).statusCode).toBe(403);
    expect((await live("00000000-0000-4000-8000-000000000000", w.admin)).statusCode).toBe(404);
    // Too long for an id: refused before any look-up (the server's own limit on path parameters).
    expect([400, 414]).toContain((await live("x".repeat(101), w.admin)).statusCode);
  });
});

describe("POST /api/v1/assignments/{uuid}/start-run", () => {
  it("a position before the run is on shows nothing to the parent", async () => {
    await addPosition(w.assignmentA.uuid, new Date(Date.now() + shiftMs - 5_000));
    const body = (await live(w.kidA.kid.uuid, w.as.fatherA)).json();
    expect(body.data).toEqual({ active: false, vehicle: null, eta: null });
  });

  it("only the caretaker who rides the assignment starts it; unknown ids 404; other roles 403", async () => {
    const other = await startRun(w.assignmentA.uuid, w.as.caretakerB);
    expect(other.statusCode, other.body).toBe(403);
    expect((await startRun(w.assignmentA.uuid, w.as.fatherA)).statusCode).toBe(403);
    expect((await startRun(w.assignmentA.uuid, w.admin)).statusCode).toBe(403);
    expect((await startRun("00000000-0000-4000-8000-000000000000", w.as.caretakerA)).statusCode).toBe(404);
    expect((await startRun("nope", w.as.caretakerA)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(runStarts).where(eq(runStarts.assignmentId, w.assignmentA.uuid));
    expect(rows).toEqual([]);
  });

  it("starts today's run once: 201, then 200 with the same start (idempotent)", async () => {
    const first = await startRun(w.assignmentA.uuid, w.as.caretakerA);
    expect(first.statusCode, first.body).toBe(201);
    const a = startRunResponseSchema.parse(first.json()).data;
    expect(a).toMatchObject({ assignmentUuid: w.assignmentA.uuid, date: todayInIndia(new Date(Date.now() + shiftMs)), alreadyOn: false });
    const again = await startRun(w.assignmentA.uuid, w.as.caretakerA);
    expect(again.statusCode).toBe(200);
    expect(startRunResponseSchema.parse(again.json()).data).toEqual({ ...a, alreadyOn: true });
    const rows = await t.database.db.select().from(runStarts).where(eq(runStarts.assignmentId, w.assignmentA.uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "caretaker" });
  });

  it("once on, the kid's parents see the van's latest position; another family's kid on another route stays inactive", async () => {
    const at = new Date(Date.now() + shiftMs - 2_000);
    await addPosition(w.assignmentA.uuid, at, 16.31, 80.44);
    await t.database.db.update(kids).set({ homeLat: 16.2991, homeLng: 80.4575 }).where(eq(kids.id, w.kidA.kid.uuid));
    const body = kidLiveResponseSchema.parse((await live(w.kidA.kid.uuid, w.as.motherA)).json());
    expect(body.data).toMatchObject({ active: true, vehicle: { lat: 16.31, lng: 80.44, at: at.toISOString(), stale: false }, stop: { lat: 16.2991, lng: 80.4575 } });
    // The ETA to kid A's home (the first stop of the morning), as a range (features/eta).
    expect(body.data.eta).toMatchObject({ leg: "homePickup", stopsBefore: 0 });
    expect(body.data.eta!.maxMinutes).toBeGreaterThan(body.data.eta!.minMinutes);
    // The other kid of route A (family B's second kid) is on the same run, and never sees kid A's home; kid B is not on.
    const other = await live(w.kidB2.kid.uuid, w.as.fatherB);
    expect(other.json().data.active).toBe(true);
    expect(other.body).not.toContain("16.2991");
    expect((await live(w.kidB.kid.uuid, w.as.fatherB)).json().data).toEqual({ active: false, vehicle: null, eta: null });
  });

  it("the van is stale after 90 s without a position", async () => {
    await addPosition(w.assignmentA.uuid, new Date(), 16.31, 80.44);
    try {
      shiftMs = 80_000;
      expect((await live(w.kidA.kid.uuid, w.as.fatherA)).json().data.vehicle.stale).toBe(false);
      shiftMs = 95_000;
      expect((await live(w.kidA.kid.uuid, w.as.fatherA)).json().data.vehicle.stale).toBe(true);
    } finally {
      shiftMs = 0;
    }
  });
});

describe("GET /api/v1/live/vehicles", () => {
  it("admins get every assignment with its last position, battery, next stop (first name) and whether it is on; others 403", async () => {
    const res = await t.app.inject({ method: "GET", url: LIVE_API.liveVehicles, headers: w.admin });
    expect(res.statusCode, res.body).toBe(200);
    const vans = liveVehiclesResponseSchema.parse(res.json()).data.vehicles;
    expect(vans).toHaveLength(4);
    const a = vans.find((v) => v.assignmentUuid === w.assignmentA.uuid)!;
    expect(a).toMatchObject({ routeName: "Route A", run: "morning", caretakerName: "Caretaker A", active: true, nextStop: "Kid", minutesBehind: null, vehicleUuid: null });
    expect(a.position).toMatchObject({ lat: 16.31, lng: 80.44, battery: 64, stale: false });
    const b = vans.find((v) => v.assignmentUuid === w.assignmentB.uuid)!;
    expect(b).toMatchObject({ active: false, position: null, nextStop: null });
    // Nothing but the listed fields: no kid's full name, no home.
    expect(JSON.stringify(res.json())).not.toMatch(/Kid A|Bee Two|address/);
    for (const headers of [w.as.fatherA, w.as.caretakerA, w.as.driverA]) {
      expect((await t.app.inject({ method: "GET", url: LIVE_API.liveVehicles, headers })).statusCode).toBe(403);
    }
  });
});

describe("a run from its first capture to the last delivery", () => {
  it("the morning run ends for a kid at the institute drop: inactive, vehicle null; the run stays on for the other kid", async () => {
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup" });
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "instituteDrop" });
    expect((await live(w.kidA.kid.uuid, w.as.fatherA)).json().data).toEqual({ active: false, vehicle: null, eta: null });
    expect((await live(w.kidB2.kid.uuid, w.as.fatherB)).json().data.active).toBe(true);
  });

  it("the afternoon run starts with its first capture and ends for the kid at the home drop", async () => {
    const eveningId = evening.eveningA.uuid;
    const before = await t.database.db.select().from(runStarts).where(eq(runStarts.assignmentId, eveningId));
    expect(before).toEqual([]);
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "institutePickup" });
    const started = await t.database.db
      .select()
      .from(runStarts)
      .where(and(eq(runStarts.assignmentId, eveningId), eq(runStarts.date, todayInIndia())));
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ source: "capture" });
    await addPosition(eveningId, new Date(Date.now() - 1_000), 16.32, 80.45);
    expect((await live(w.kidA.kid.uuid, w.as.fatherA)).json().data).toMatchObject({ active: true, vehicle: { lat: 16.32, lng: 80.45, stale: false } });
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homeDrop" });
    expect((await live(w.kidA.kid.uuid, w.as.fatherA)).json().data).toEqual({ active: false, vehicle: null, eta: null });
  });

  it("a capture of an earlier day starts no run; a position inside the run's usual window (from past days) does", async () => {
    const yesterday = todayInIndia(new Date(Date.now() - 86_400_000));
    await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "homePickup", date: yesterday, pickupTime: "07:45" });
    await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "instituteDrop", date: yesterday, pickupTime: "08:30" });
    const startsOfB = () => t.database.db.select().from(runStarts).where(eq(runStarts.assignmentId, w.assignmentB.uuid));
    expect(await startsOfB()).toEqual([]);
    // The usual window is 07:45–08:30, 30 minutes wider each side: a position at 10:00 starts nothing.
    const today = todayInIndia();
    const atIndia = (hhmm: string) => new Date(`${today}T${hhmm}:00+05:30`);
    try {
      shiftMs = atIndia("10:00").getTime() - Date.now();
      await addPosition(w.assignmentB.uuid, atIndia("10:00"));
      announceLive(t.app, { assignmentIds: [w.assignmentB.uuid] });
      await new Promise((r) => setTimeout(r, 300));
      expect(await startsOfB()).toEqual([]);
      shiftMs = atIndia("07:20").getTime() - Date.now();
      await addPosition(w.assignmentB.uuid, atIndia("07:20"));
      announceLive(t.app, { assignmentIds: [w.assignmentB.uuid] });
      await expect.poll(startsOfB, { timeout: 3000 }).toHaveLength(1);
      const [start] = await startsOfB();
      expect(start).toMatchObject({ source: "position" });
      expect(Math.abs(start!.startedAt.getTime() - atIndia("07:20").getTime())).toBeLessThan(60_000);
    } finally {
      shiftMs = 0;
    }
  });
});
