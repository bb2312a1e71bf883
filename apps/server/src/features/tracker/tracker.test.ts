import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { LIVE_API, MAX_PHONE_POSITIONS, messages } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { onLive, startLiveBus, stopLiveBus, type LiveAnnouncement } from "../../lib/live-bus";
import type { RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import type { TestApp } from "../../test/test-app";
import { addVehicle, clearPositions, positionsOf, rideVehicle } from "./tracker-fixtures";

// /api/v1/tracker on both databases: the three formats, their units, unknown ids, bad fixes and
// the per-vehicle cap (docs/decisions/0265).
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

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** A fix taken `ago` seconds before now (whole seconds: OsmAnd sends seconds). */
const taken = (ago = 10) => new Date(Math.floor(Date.now() / 1000) * 1000 - ago * 1000);
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function heardAbout(assignmentId: string): Promise<boolean> {
  for (let i = 0; i < 50; i += 1) {
    if (heard.some((c) => c.assignmentIds.includes(assignmentId))) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe("/api/v1/tracker: OsmAnd (Traccar Client before version 9, OsmAnd, many hardware trackers)", () => {
  it("GET with the query string: stored with speed in km/h (from knots), battery, bearing, altitude, accuracy; the van's assignment is announced", async () => {
    const at = taken();
    const res = await t.app.inject({
      method: "GET",
      url: `${LIVE_API.tracker}?${query({ id: van.trackerId, lat: 16.3067, lon: 80.4365, timestamp: seconds(at), speed: 10, bearing: 270, altitude: 31.5, accuracy: 8, batt: 87 })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { stored: 1, ignored: 0, reason: null } });
    const [p, ...more] = await positionsOf(t.database);
    expect(more).toEqual([]);
    expect(p).toMatchObject({ vehicleId: van.id, assignmentId: null, source: "traccar-client", lat: 16.3067, lng: 80.4365, bearing: 270, altitudeM: 31.5, accuracyM: 8, battery: 87 });
    expect(p.at.toISOString()).toBe(at.toISOString());
    expect(p.speedKmh).toBeCloseTo(18.52, 2);
    expect(await heardAbout(w.assignmentA.uuid)).toBe(true);
  });

  it("POST with a form body, the id as deviceid and the time in milliseconds", async () => {
    const at = new Date(Date.now() - 5_000);
    const res = await t.app.inject({
      method: "POST",
      url: LIVE_API.tracker,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: query({ deviceid: van.trackerId, lat: "16.31", lon: "80.44", timestamp: at.getTime(), speed: "0" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await positionsOf(t.database);
    expect(p).toMatchObject({ lat: 16.31, lng: 80.44, speedKmh: 0, battery: null });
    expect(p.at.getTime()).toBe(at.getTime());
  });

  it("POST with the parameters in the query string and no body, the time as ISO (with and without a zone)", async () => {
    const at = taken(30);
    const res = await t.app.inject({ method: "POST", url: `${LIVE_API.tracker}?${query({ id: van.trackerId, lat: 16.3, lon: 80.4, timestamp: at.toISOString() })}` });
    expect(res.statusCode, res.body).toBe(200);
    const noZone = taken(20).toISOString().replace("Z", "").replace("T", " ");
    const res2 = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query({ id: van.trackerId, lat: 16.3, lon: 80.4, timestamp: noZone })}` });
    expect(res2.statusCode, res2.body).toBe(200);
    const stored = await positionsOf(t.database);
    expect(stored.map((p) => p.at.toISOString())).toEqual([at.toISOString(), taken(20).toISOString()]);
  });

  it("a position without a time is dated when it arrived (as Traccar does)", async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query({ id: van.trackerId, lat: 16.3, lon: 80.4 })}` });
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await positionsOf(t.database);
    expect(p.at.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(p.at.getTime()).toBeLessThanOrEqual(Date.now() + 1);
  });
});

describe("/api/v1/tracker: JSON", () => {
  it("Traccar Client 9: speed from m/s to km/h, battery from 0–1 to percent; -1 (not known) stored as nothing", async () => {
    const at = taken(15);
    const res = await t.app.inject({
      method: "POST",
      url: LIVE_API.tracker,
      payload: {
        location: {
          timestamp: at.toISOString(),
          coords: { latitude: 16.2991, longitude: 80.4575, accuracy: 12.5, speed: 5, heading: -1, altitude: 28 },
          is_moving: true,
          battery: { level: 0.42, is_charging: false },
          activity: { type: "in_vehicle" },
          extras: {},
        },
        device_id: van.trackerId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await positionsOf(t.database);
    expect(p).toMatchObject({ source: "traccar-client", lat: 16.2991, lng: 80.4575, accuracyM: 12.5, speedKmh: 18, bearing: null, altitudeM: 28, battery: 42 });
    expect(p.at.toISOString()).toBe(at.toISOString());
  });

  it("Traccar Client 9 with several locations in one body stores each", async () => {
    const [a, b] = [taken(40), taken(25)];
    const location = (at: Date) => ({ timestamp: at.toISOString(), coords: { latitude: 16.3, longitude: 80.4, accuracy: 5, speed: 1, heading: 90 } });
    const res = await t.app.inject({ method: "POST", url: LIVE_API.tracker, payload: { location: [location(a), location(b)], device_id: van.trackerId } });
    expect(res.json()).toEqual({ data: { stored: 2, ignored: 0, reason: null } });
    expect((await positionsOf(t.database)).map((p) => p.at.toISOString())).toEqual([a.toISOString(), b.toISOString()]);
  });

  it("a Traccar server's forward (forward.type=json): speed in knots, batteryLevel in percent, fixTime; identity from device.uniqueId or the device's trackerId attribute", async () => {
    const at = taken(12);
    const position = (fixTime: Date) => ({
      id: 991,
      deviceId: 7,
      protocol: "gt06",
      fixTime: fixTime.toISOString(),
      deviceTime: fixTime.toISOString(),
      valid: true,
      latitude: 16.305,
      longitude: 80.45,
      altitude: 30,
      speed: 20,
      course: 135,
      accuracy: 0,
      attributes: { batteryLevel: 64, ignition: true },
    });
    const byUniqueId = await t.app.inject({ method: "POST", url: LIVE_API.tracker, payload: { position: position(at), device: { id: 7, uniqueId: van.trackerId, name: "AP07" } } });
    expect(byUniqueId.statusCode, byUniqueId.body).toBe(200);
    const byAttribute = await t.app.inject({
      method: "POST",
      url: LIVE_API.tracker,
      payload: { position: position(taken(2)), device: { id: 7, uniqueId: "358899051234567", attributes: { trackerId: van.trackerId } } },
    });
    expect(byAttribute.statusCode, byAttribute.body).toBe(200);
    const [p, q] = await positionsOf(t.database);
    expect(p).toMatchObject({ vehicleId: van.id, source: "traccar-server", lat: 16.305, lng: 80.45, bearing: 135, battery: 64, accuracyM: 0 });
    expect(p.speedKmh).toBeCloseTo(37.04, 2);
    expect(p.at.toISOString()).toBe(at.toISOString());
    expect(q.vehicleId).toBe(van.id);
  });
});

describe("/api/v1/tracker: refusals", () => {
  it("an unknown or removed vehicle's id: 404 in the caller's language, nothing stored, nothing announced", async () => {
    const removed = await addVehicle(t.database, { deleted: true });
    for (const id of ["no-such-tracker", removed.trackerId]) {
      const res = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query({ id, lat: 16.3, lon: 80.4 })}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: m.unknownTracker });
    }
    const te = await t.app.inject({ method: "POST", url: LIVE_API.tracker, headers: { "accept-language": "te" }, payload: { location: { coords: { latitude: 16.3, longitude: 80.4 } }, device_id: "nobody" } });
    expect(te.statusCode).toBe(404);
    expect(te.json()).toEqual({ error: catalogueFor("te").tracker.unknownTracker });
    expect(await positionsOf(t.database)).toEqual([]);
    expect(heard).toEqual([]);
  });

  it("missing or invalid fields: 400 naming what is wrong, nothing stored", async () => {
    const id = van.trackerId;
    const cases: [string, Record<string, string | number>, string][] = [
      ["no id", { lat: 16.3, lon: 80.4 }, m.missingId],
      ["no latitude", { id, lon: 80.4 }, m.missingPosition],
      ["latitude 91", { id, lat: 91, lon: 80.4 }, m.badLatitude],
      ["longitude -181", { id, lat: 16.3, lon: -181 }, m.badLongitude],
      ["latitude as hex", { id, lat: "0x10", lon: 80.4 }, m.badLatitude],
      ["a time in words", { id, lat: 16.3, lon: 80.4, timestamp: "yesterday" }, m.badTimestamp],
      ["a speed in words", { id, lat: 16.3, lon: 80.4, speed: "fast" }, m.badNumber("speed")],
      ["Infinity battery", { id, lat: 16.3, lon: 80.4, batt: "Infinity" }, m.badNumber("batt")],
    ];
    for (const [what, params, error] of cases) {
      const res = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query(params)}` });
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({ error });
    }
    const json = [
      { location: { coords: { latitude: "north" } }, device_id: id },
      { location: { timestamp: "2026-13-45T99:00:00Z", coords: { latitude: 16.3, longitude: 80.4 } }, device_id: id },
      { position: "here", device: { uniqueId: id } },
      { position: { latitude: 16.3, longitude: 80.4 }, device: {} },
    ];
    for (const payload of json) {
      const res = await t.app.inject({ method: "POST", url: LIVE_API.tracker, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const many = Array.from({ length: MAX_PHONE_POSITIONS + 1 }, (_, i) => ({ timestamp: taken(i + 1).toISOString(), coords: { latitude: 16.3, longitude: 80.4 } }));
    const tooMany = await t.app.inject({ method: "POST", url: LIVE_API.tracker, payload: { location: many, device_id: id } });
    expect(tooMany.json()).toEqual({ error: m.tooManyPositions(MAX_PHONE_POSITIONS) });
    const array = await t.app.inject({ method: "POST", url: LIVE_API.tracker, payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(await positionsOf(t.database)).toEqual([]);
  });

  it("fixes that must not be used are answered 200 (trackers retry anything else) and not stored: too imprecise, in the future, mock, not valid, older than the retention, 0,0", async () => {
    const id = van.trackerId;
    const cases: [Record<string, string | number>, string][] = [
      [{ id, lat: 16.3, lon: 80.4, accuracy: 150 }, "accuracy"],
      [{ id, lat: 16.3, lon: 80.4, timestamp: seconds(new Date(Date.now() + 120_000)) }, "future"],
      [{ id, lat: 16.3, lon: 80.4, mock: "true" }, "mock"],
      [{ id, lat: 16.3, lon: 80.4, valid: "false" }, "invalid"],
      [{ id, lat: 16.3, lon: 80.4, timestamp: seconds(new Date(Date.now() - 31 * 86_400_000)) }, "tooOld"],
      [{ id, lat: 0, lon: 0 }, "invalid"],
    ];
    for (const [params, reason] of cases) {
      const res = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query(params)}` });
      expect(res.statusCode, reason).toBe(200);
      expect(res.json(), reason).toEqual({ data: { stored: 0, ignored: 1, reason } });
    }
    const mock = await t.app.inject({
      method: "POST",
      url: LIVE_API.tracker,
      payload: { location: { mock: true, timestamp: taken().toISOString(), coords: { latitude: 16.3, longitude: 80.4, accuracy: 3 } }, device_id: id },
    });
    expect(mock.json()).toEqual({ data: { stored: 0, ignored: 1, reason: "mock" } });
    // 59 seconds ahead is a phone's clock a little fast: kept.
    const slightlyAhead = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query({ id, lat: 16.3, lon: 80.4, timestamp: Date.now() + 50_000 })}` });
    expect(slightlyAhead.json()).toEqual({ data: { stored: 1, ignored: 0, reason: null } });
    expect(await positionsOf(t.database)).toHaveLength(1);
  });

  it("one vehicle stores at most one fix per second of fix time: a retry or a flood is answered 200 and dropped", async () => {
    const at = taken(60);
    const send = (ms: number) => t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query({ id: van.trackerId, lat: 16.3, lon: 80.4, timestamp: ms })}` });
    expect((await send(at.getTime())).json().data.stored).toBe(1);
    expect((await send(at.getTime())).json()).toEqual({ data: { stored: 0, ignored: 1, reason: "duplicate" } });
    expect((await send(at.getTime() + 500)).json().data.reason).toBe("duplicate");
    expect((await send(at.getTime() + 1000)).json().data.stored).toBe(1);
    // Another vehicle at the same moment is its own.
    const other = await addVehicle(t.database);
    const res = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${query({ id: other.trackerId, lat: 16.3, lon: 80.4, timestamp: at.getTime() })}` });
    expect(res.json().data.stored).toBe(1);
    expect(await positionsOf(t.database)).toHaveLength(3);
  });
});
