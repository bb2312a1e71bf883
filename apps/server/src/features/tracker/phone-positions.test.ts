import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { LIVE_API, MAX_PHONE_POSITIONS, messages } from "@app/contracts";
import { onLive, startLiveBus, stopLiveBus, type LiveAnnouncement } from "../../lib/live-bus";
import type { RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import type { TestApp } from "../../test/test-app";
import { addVehicle, clearPositions, positionsOf, rideVehicle } from "./tracker-fixtures";

// POST /api/v1/positions on both databases: the caretaker's phone sends her own assignments'
// positions in batches; a batch sent again stores nothing twice (docs/decisions/0265).
const m = messages.tracker;

let t: TestApp;
let w: RouteWorld;
let van: { id: string; trackerId: string };
const heard: LiveAnnouncement[] = [];
let stopHearing: () => void = () => {};

useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  van = await addVehicle(t.database);
  // Route A rides the van; route B has none.
  await rideVehicle(t.database, w.assignmentA.uuid, van.id);
  await startLiveBus(t.app);
  stopHearing = onLive(t.database, (change) => heard.push(change));
});
afterAll(async () => {
  stopHearing();
  if (t) await stopLiveBus(t.database);
});
beforeEach(async () => {
  await clearPositions(t.database);
  heard.length = 0;
});

const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const position = (assignmentUuid: string, at: string, extra: Record<string, unknown> = {}) => ({ assignmentUuid, lat: 16.3067, lng: 80.4365, at, accuracy: 9, ...extra });
const send = (headers: Record<string, string> | undefined, positions: unknown[]) =>
  t.app.inject({ method: "POST", url: LIVE_API.phonePositions, headers, payload: { positions } });

async function heardAbout(assignmentId: string): Promise<boolean> {
  for (let i = 0; i < 50; i += 1) {
    if (heard.some((c) => c.assignmentIds.includes(assignmentId))) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe("POST /api/v1/positions", () => {
  it("stores the caretaker's positions as the phone's, with her assignment, its van, her account and the speed in km/h; the assignment is announced", async () => {
    const [a, b] = [ago(30), ago(15)];
    const res = await send(w.as.caretakerA, [position(w.assignmentA.uuid, a, { speed: 10, heading: 90, battery: 77 }), position(w.assignmentA.uuid, b, { speed: null })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { stored: 2, duplicates: 0, ignored: 0 } });
    const stored = await positionsOf(t.database);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ source: "phone", assignmentId: w.assignmentA.uuid, vehicleId: van.id, lat: 16.3067, lng: 80.4365, accuracyM: 9, speedKmh: 36, bearing: 90, battery: 77 });
    expect(stored[0].recordedBy).not.toBeNull();
    expect(stored[0].at.toISOString()).toBe(a);
    expect(stored[1]).toMatchObject({ speedKmh: null, bearing: null, battery: null });
    expect(await heardAbout(w.assignmentA.uuid)).toBe(true);
  });

  it("a batch sent again (its answer was lost) stores nothing twice; a repeat inside one batch is stored once", async () => {
    const batch = [position(w.assignmentA.uuid, ago(50)), position(w.assignmentA.uuid, ago(40))];
    expect((await send(w.as.caretakerA, batch)).json()).toEqual({ data: { stored: 2, duplicates: 0, ignored: 0 } });
    expect((await send(w.as.caretakerA, batch)).json()).toEqual({ data: { stored: 0, duplicates: 2, ignored: 0 } });
    const at = ago(20);
    // The same moment written with another zone notation is the same position.
    const again = await send(w.as.caretakerA, [batch[1], position(w.assignmentA.uuid, at), position(w.assignmentA.uuid, at.replace("Z", "+00:00"))]);
    expect(again.json()).toEqual({ data: { stored: 1, duplicates: 2, ignored: 0 } });
    expect(await positionsOf(t.database)).toHaveLength(3);
  });

  it("an assignment without a van: stored with its assignment and no vehicle", async () => {
    const res = await send(w.as.caretakerB, [position(w.assignmentB.uuid, ago(5))]);
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await positionsOf(t.database);
    expect(p).toMatchObject({ assignmentId: w.assignmentB.uuid, vehicleId: null });
  });

  it("another caretaker's assignment, or one that does not exist, in any position of the batch: 403 and nothing stored", async () => {
    for (const positions of [
      [position(w.assignmentB.uuid, ago(5))],
      [position(w.assignmentA.uuid, ago(6)), position(w.assignmentB.uuid, ago(5))],
      [position(randomUUID(), ago(5))],
    ]) {
      const res = await send(w.as.caretakerA, positions);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: m.notYourAssignment });
    }
    expect(await positionsOf(t.database)).toEqual([]);
    expect(heard).toEqual([]);
  });

  it("only caretakers send positions: 401 without a session, 403 for the admin, a driver or a parent", async () => {
    const batch = [position(w.assignmentA.uuid, ago(5))];
    expect((await send(undefined, batch)).statusCode).toBe(401);
    for (const headers of [w.admin, w.as.driverA, w.as.fatherA]) expect((await send(headers, batch)).statusCode).toBe(403);
    expect(await positionsOf(t.database)).toEqual([]);
  });

  it("a malformed batch: 400 with the reason, nothing stored", async () => {
    const own = w.assignmentA.uuid;
    const cases: [unknown[], string][] = [
      [[], m.noPositions],
      [Array.from({ length: MAX_PHONE_POSITIONS + 1 }, (_, i) => position(own, ago(i + 1))), m.tooManyPositions(MAX_PHONE_POSITIONS)],
      [[position(own, ago(5), { lat: 95 })], m.badLatitude],
      [[position(own, ago(5), { lng: "80.4" })], m.badLongitude],
      [[position(own, "yesterday")], m.badAt],
      [[position(own, ago(5), { battery: 140 })], m.badNumber("battery")],
    ];
    for (const [positions, error] of cases) {
      const res = await send(w.as.caretakerA, positions);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error, error).toContain(error);
    }
    const notUuid = await send(w.as.caretakerA, [position("route-a", ago(5))]);
    expect(notUuid.statusCode).toBe(400);
    expect(await positionsOf(t.database)).toEqual([]);
  });

  it("readings the database's columns cannot hold (1e300, 5e-324) are stored as not known, never a 500", async () => {
    const res = await send(w.as.caretakerA, [position(w.assignmentA.uuid, ago(3), { lat: 1e-300, speed: 1e300, heading: 5e-324, battery: 5e-324, accuracy: 5e-324 })]);
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await positionsOf(t.database);
    expect(p).toMatchObject({ lat: 0, speedKmh: null, bearing: 0, battery: 0, accuracyM: 0 });
  });

  it("fixes that must not be used are counted as ignored and not stored; the rest of the batch is", async () => {
    const own = w.assignmentA.uuid;
    const res = await send(w.as.caretakerA, [
      position(own, ago(30), { accuracy: 250 }),
      position(own, new Date(Date.now() + 5 * 60_000).toISOString()),
      position(own, ago(31 * 86_400)),
      position(own, ago(10)),
    ]);
    expect(res.json()).toEqual({ data: { stored: 1, duplicates: 0, ignored: 3 } });
    expect(await positionsOf(t.database)).toHaveLength(1);
  });
});
