import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_API } from "@app/contracts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { addVehicle, positionsOf } from "./tracker-fixtures";

// Whatever a tracker (or anyone) sends to /api/v1/tracker, the answer is never a 5xx: a position,
// a 4xx with the one error shape, or a 200 that stores nothing (docs/decisions/0265). Bounded and
// seeded, so a run is fast and repeatable on both databases.
const SEED = 265;
const RUNS = 120;

let t: TestApp;
let trackerId: string;
beforeAll(async () => {
  t = await createTestApp();
  trackerId = (await addVehicle(t.database)).trackerId;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Values as devices get them wrong: text, numbers of every size, empty, nested, booleans. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.constantFrom("", " ", "NaN", "Infinity", "-1", "1e999", "0x1F", "2026-02-30T25:61:00Z", "１２", "1,5", "null", "true"),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  // Beyond what a `real` column holds (overflow, underflow), and Date's limits.
  fc.constantFrom(1e20, -1e20, 1e300, 3.5e38, 1e-300, 5e-324, -5e-324, Number.MAX_SAFE_INTEGER, 8.64e15, 1e11, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true })), { maxKeys: 3 }),
);
const osmKeys = ["id", "deviceid", "lat", "lon", "timestamp", "speed", "bearing", "heading", "altitude", "accuracy", "batt", "valid", "mock"];
/** The known tracker id (put in when the request is sent) half of the time, so that requests reach past the look-up. */
const KNOWN = "__known_tracker__";
const id = fc.oneof(fc.constant(KNOWN), value);

/** A coordinate in range (as a number or as text) often enough that positions get stored too. */
const coord = fc.oneof(value, fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -90, max: 90, noNaN: true }).map(String));

const osmParams = fc.record({ id, lat: coord, lon: coord }, { requiredKeys: [] }).chain((base) =>
  fc.dictionary(fc.constantFrom(...osmKeys), value, { maxKeys: 10 }).map((rest) => ({ ...rest, ...base })),
);
const coords = fc
  .tuple(fc.record({ latitude: coord, longitude: coord }, { requiredKeys: [] }), fc.dictionary(fc.constantFrom("accuracy", "speed", "heading", "altitude"), value, { maxKeys: 4 }))
  .map(([base, rest]) => ({ ...rest, ...base }));
const clientBody = fc.record(
  {
    location: fc.oneof(
      value,
      fc.record({ timestamp: value, coords: fc.oneof(coords, value), battery: fc.oneof(fc.record({ level: value }), value), mock: value }, { requiredKeys: [] }),
      fc.array(fc.record({ timestamp: value, coords }, { requiredKeys: [] }), { maxLength: 3 }),
    ),
    device_id: id,
  },
  { requiredKeys: ["location"] },
);
const forwardBody = fc.record(
  {
    position: fc.oneof(
      value,
      fc.record(
        { latitude: coord, longitude: coord, speed: value, course: value, altitude: value, accuracy: value, fixTime: value, valid: value, attributes: fc.oneof(value, fc.record({ batteryLevel: value, mock: value }, { requiredKeys: [] })) },
        { requiredKeys: [] },
      ),
    ),
    device: fc.oneof(value, fc.record({ uniqueId: id, attributes: fc.oneof(value, fc.record({ trackerId: id }, { requiredKeys: [] })) }, { requiredKeys: [] })),
  },
  { requiredKeys: ["position"] },
);

const text = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v) ?? "");
const asQuery = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, text(v)])).toString();

const request = fc.oneof(
  osmParams.map((p) => ({ method: "GET" as const, url: `${LIVE_API.tracker}?${asQuery(p)}` })),
  osmParams.map((p) => ({ method: "POST" as const, url: LIVE_API.tracker, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: asQuery(p) })),
  fc.oneof(clientBody, forwardBody, value).map((body) => ({ method: "POST" as const, url: LIVE_API.tracker, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) ?? "null" })),
  fc.string().map((raw) => ({ method: "POST" as const, url: LIVE_API.tracker, headers: { "content-type": "application/json" }, payload: raw })),
);

describe("/api/v1/tracker never answers 5xx", () => {
  it("random OsmAnd queries and forms, Traccar Client and forward bodies, and garbage: 200 or 4xx with { error }", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const known = (x: string) => x.replaceAll(KNOWN, trackerId);
        const res = await t.app.inject({ ...req, url: known(req.url), ...("payload" in req ? { payload: known(req.payload) } : {}) });
        statuses.add(res.statusCode);
        expect(res.statusCode, `${req.method} ${req.url} ${"payload" in req ? req.payload : ""} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect(Object.keys(res.json())).toEqual(["error"]);
        else expect(res.json().data.stored + res.json().data.ignored).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The property reached both the refusals and the stored positions.
    expect([...statuses].some((s) => s >= 400)).toBe(true);
    expect(statuses.has(200)).toBe(true);
    expect((await positionsOf(t.database)).every((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180)).toBe(true);
  });
});

describe("/api/v1/tracker stores readings the database's columns could not hold as 'not known'", () => {
  it("huge and vanishingly small numbers (1e300, 5e-324) are answered 200 and stored without them", async () => {
    const extremes = ["1e300", "3.5e38", "5e-324", "1e-300"];
    // Times no database reads (the year 275760, the largest a Date holds): answered "future", not stored.
    for (const timestamp of ["8640000000000000", "8639999999999"]) {
      const res = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${new URLSearchParams({ id: trackerId, lat: "16.3", lon: "80.4", timestamp }).toString()}` });
      expect(res.statusCode, `${timestamp}: ${res.body}`).toBe(200);
    }
    for (const x of extremes) {
      const params = { id: trackerId, lat: "16.3", lon: `80.4${x.length}`, timestamp: String(Math.floor(Date.now() / 1000) - extremes.indexOf(x) * 5 - 100), speed: x, bearing: x, altitude: x, accuracy: x, batt: x };
      const res = await t.app.inject({ method: "GET", url: `${LIVE_API.tracker}?${new URLSearchParams(params).toString()}` });
      expect(res.statusCode, `${x}: ${res.body}`).toBe(200);
      expect(res.json().data.stored + res.json().data.ignored, x).toBe(1);
      const tiny = await t.app.inject({
        method: "POST",
        url: LIVE_API.tracker,
        payload: { location: { timestamp: new Date(Date.now() - 200_000 - extremes.indexOf(x) * 5000).toISOString(), coords: { latitude: Number(x) % 90, longitude: 80, speed: Number(x), altitude: Number(x) }, battery: { level: Number(x) } }, device_id: trackerId },
      });
      expect(tiny.statusCode, `${x}: ${tiny.body}`).toBe(200);
    }
  });
});
