import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, LIVE_API, messages, RUN_SHEET_PATH, todayInIndia, type KidPoints, type RunSheet } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { loadConfig } from "../../config";
import { addDays } from "../../lib/india-dates";
import { createCapture } from "../../test/attendance-factories";
import { createKid, sendKid, validInstitute } from "../../test/kid-factories";
import { createAssignment, createRoute, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let w: RouteWorld;

beforeAll(async () => {
  t = await createTestApp({ MAP_TILE_URL: "" });
  w = await createRouteWorld(t);
});
afterAll(async () => {
  await t.close();
});

const home = (uuid: string) => LIVE_API.kidHomePoint(uuid);
const call = (method: "GET" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const pointsOf = async (uuid: string) => ((await call("GET", home(uuid), w.admin)).json() as { data: KidPoints }).data;

describe("GET /api/v1/map-config", () => {
  it("answers without a session; empty MAP_TILE_URL gives no tiles", async () => {
    const res = await t.app.inject({ method: "GET", url: LIVE_API.mapConfig });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { tileUrl: "", attribution: "" } });
  });

  it("defaults to OpenStreetMap with its attribution; a template without {z}/{x}/{y} is refused at start-up", () => {
    const base = { DATA_DIR: "/tmp/x", WEB_DIST: "" };
    expect(loadConfig(base)).toMatchObject({ mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", mapTileAttribution: "© OpenStreetMap contributors" });
    expect(() => loadConfig({ ...base, MAP_TILE_URL: "https://tiles.example.in/tile.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ ...base, MAP_TILE_URL: "ftp://tiles.example.in/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
  });

  it("the page's Content-Security-Policy lets images come from the configured tile server only", async () => {
    const other = await createTestApp({ MAP_TILE_URL: "https://{s}.tiles.example.in/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Example" });
    try {
      const config = await other.app.inject({ method: "GET", url: LIVE_API.mapConfig });
      expect(config.json()).toEqual({ data: { tileUrl: "https://{s}.tiles.example.in/{z}/{x}/{y}.png", attribution: "© Example" } });
      const page = await other.app.inject({ method: "GET", url: "/no-such-page" });
      expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: blob: https://*.tiles.example.in;");
    } finally {
      await other.close();
    }
    const page = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: blob:;");
  });
});

describe("the kid's home point", () => {
  it("PUT sets it, GET reads it, DELETE clears it; each change audited without the coordinates", async () => {
    const uuid = w.kidA.kid.uuid;
    expect(await pointsOf(uuid)).toEqual({ point: null, proposed: null, institutes: [{ position: 0, name: w.kidA.fields.institution_details[0]!.name, point: null }] });
    const put = await call("PUT", home(uuid), w.admin, { lat: 16.3067, lng: 80.4365 });
    expect(put.statusCode).toBe(200);
    expect((put.json() as { data: KidPoints }).data.point).toEqual({ lat: 16.3067, lng: 80.4365 });
    expect((await pointsOf(uuid)).point).toEqual({ lat: 16.3067, lng: 80.4365 });
    // Anywhere on Earth is a valid place (an integration may send the exact edges).
    expect((await call("PUT", home(uuid), w.admin, { lat: -90, lng: 180 })).statusCode).toBe(200);
    const cleared = await call("DELETE", home(uuid), w.admin);
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as { data: KidPoints }).data.point).toBeNull();
    expect((await pointsOf(uuid)).point).toBeNull();

    const rows = (await t.database.db.select().from(auditLog)).filter((r) => r.entity === "kid" && r.entityId === uuid && r.action === "update");
    const pointRows = rows.filter((r) => JSON.stringify(r.details).includes("homePoint"));
    expect(pointRows.map((r) => (r.details as { cleared: boolean }).cleared)).toEqual([false, false, true]);
    expect(JSON.stringify(pointRows)).not.toMatch(/16\.3067|80\.4365/);
  });

  it("bad points: 400 with one clear message, nothing changes", async () => {
    const uuid = w.kidB.kid.uuid;
    await call("PUT", home(uuid), w.admin, { lat: 16.29, lng: 80.45 });
    const bad: unknown[] = [
      { lat: 91, lng: 80 },
      { lat: -90.0001, lng: 80 },
      { lat: 16, lng: 180.5 },
      { lat: 16, lng: -181 },
      { lat: "16.3", lng: 80.4 },
      { lat: 16.3 },
      { lng: 80.4 },
      { lat: null, lng: 80.4 },
      { lat: 16.3, lng: 80.4, extra: 1 },
      [16.3, 80.4],
      {},
    ];
    for (const payload of bad) {
      const res = await call("PUT", home(uuid), w.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error: messages.geography.errors.pointInvalid });
    }
    const text = await t.app.inject({ method: "PUT", url: home(uuid), headers: { ...w.admin, "content-type": "application/json" }, payload: "{not json" });
    expect(text.statusCode).toBe(400);
    expect((await pointsOf(uuid)).point).toEqual({ lat: 16.29, lng: 80.45 });
  });

  it("unknown kid: 404 on every call; admins only (403 caretaker, driver, parent; 401 without a session)", async () => {
    for (const uuid of [randomUUID(), "not-a-uuid"]) {
      for (const [method, payload] of [["GET"], ["PUT", { lat: 16, lng: 80 }], ["DELETE"]] as const) {
        const res = await call(method, home(uuid), w.admin, payload);
        expect(res.statusCode, `${method} ${uuid}`).toBe(404);
        expect(res.json()).toEqual({ error: messages.kids.errors.notFound });
      }
    }
    const uuid = w.kidA.kid.uuid;
    for (const headers of [w.as.caretakerA, w.as.driverA, w.as.fatherA]) {
      for (const [method, payload] of [["GET"], ["PUT", { lat: 16, lng: 80 }], ["DELETE"]] as const) expect((await call(method, home(uuid), headers, payload)).statusCode).toBe(403);
      expect((await call("PUT", LIVE_API.kidInstitutePoint(uuid, 0), headers, { lat: 16, lng: 80 })).statusCode).toBe(403);
    }
    expect((await call("GET", home(uuid), {})).statusCode).toBe(401);
    expect((await call("PUT", home(uuid), {}, { lat: 16, lng: 80 })).statusCode).toBe(401);
    expect((await pointsOf(uuid)).point).toBeNull();
  });
});

describe("the point proposed from past home captures", () => {
  it("none below 3 captures with a place; then the median latitude and longitude, an odd fix does not pull it", async () => {
    const kid = await createKid(t.app, w.admin, { kidName: "Kid Proposal" });
    const uuid = kid.kid.uuid;
    const today = todayInIndia();
    const capture = (daysBack: number, type: string, latitude: string, longitude: string) =>
      createCapture(t.app, w.admin, uuid, { type, date: addDays(today, -daysBack), pickupTime: type === "homePickup" ? "07:40" : "17:10", latitude, longitude });
    await capture(1, "homePickup", "16.3000", "80.4000");
    await capture(1, "homeDrop", "16.3002", "80.4004");
    // An institute leg's place is not the home.
    await capture(1, "instituteDrop", "16.5000", "80.6000");
    expect((await pointsOf(uuid)).proposed).toBeNull();
    // The third home capture, taken 2 km down the road.
    await capture(2, "homePickup", "16.3200", "80.4200");
    expect((await pointsOf(uuid)).proposed).toEqual({ lat: 16.3002, lng: 80.4004, captures: 3 });
    await capture(3, "homeDrop", "16.3001", "80.4001");
    expect((await pointsOf(uuid)).proposed).toEqual({ lat: 16.30015, lng: 80.40025, captures: 4 });
    // Proposing never sets the point: the admin accepts it with a PUT.
    expect((await pointsOf(uuid)).point).toBeNull();
  });
});

describe("an institute's point", () => {
  it("PUT sets it by the institute's position; it stays when the kid's form is saved again; 404 for a position the kid has not", async () => {
    const kid = await createKid(t.app, w.admin, {
      kidName: "Kid Two Schools",
      institution_details: [validInstitute({ name: "Bharatiya Vidya Bhavan" }), validInstitute({ name: "Guntur Music Academy" })],
    });
    const uuid = kid.kid.uuid;
    const res = await call("PUT", LIVE_API.kidInstitutePoint(uuid, 1), w.admin, { lat: 16.31, lng: 80.44 });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: KidPoints }).data.institutes).toEqual([
      { position: 0, name: "Bharatiya Vidya Bhavan", point: null },
      { position: 1, name: "Guntur Music Academy", point: { lat: 16.31, lng: 80.44 } },
    ]);
    // The admin edits the kid and lists the institutes the other way round: the academy keeps its point.
    const { institution_details, ...rest } = kid.fields;
    const edit = await sendKid(t.app, "PUT", API.updateKidProfile(uuid), w.admin, { ...rest, institution_details: [...institution_details].reverse() });
    expect(edit.statusCode).toBe(200);
    expect((await pointsOf(uuid)).institutes).toEqual([
      { position: 0, name: "Guntur Music Academy", point: { lat: 16.31, lng: 80.44 } },
      { position: 1, name: "Bharatiya Vidya Bhavan", point: null },
    ]);

    const missing = await call("PUT", LIVE_API.kidInstitutePoint(uuid, 2), w.admin, { lat: 16.31, lng: 80.44 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: messages.geography.errors.instituteNotFound });
    expect((await call("PUT", LIVE_API.kidInstitutePoint(randomUUID(), 0), w.admin, { lat: 16.31, lng: 80.44 })).json()).toEqual({ error: messages.kids.errors.notFound });
    expect((await call("PUT", `/api/v1/kids/${uuid}/institutes/first/point`, w.admin, { lat: 16.31, lng: 80.44 })).statusCode).toBe(400);
    expect((await call("PUT", LIVE_API.kidInstitutePoint(uuid, 0), w.admin, { lat: 100, lng: 80.44 })).json()).toEqual({ error: messages.geography.errors.pointInvalid });
    const cleared = await call("DELETE", LIVE_API.kidInstitutePoint(uuid, 0), w.admin);
    expect(cleared.statusCode).toBe(200);
    expect((await pointsOf(uuid)).institutes.map((i) => i.point)).toEqual([null, null]);
  });
});

describe("the run sheet in the van's path order", () => {
  it("morning: from the home farthest from the institute, always to the nearest next; kids without a point after, in their set order", async () => {
    // Guntur, west to east along one road; the institute is at the east end.
    const names = ["Kid East", "Kid Unplaced", "Kid West", "Kid Middle", "Kid Far West"];
    const made = [];
    for (const kidName of names) made.push(await createKid(t.app, w.admin, { kidName }));
    const [east, unplaced, west, middle, farWest] = made.map((k) => k!.kid.uuid);
    const route = await createRoute(t.app, w.admin, { name: "Route Path" });
    const kidsUuids = [east!, unplaced!, west!, middle!, farWest!];
    await createAssignment(t.app, w.admin, { route_uuid: route.uuid, kids_uuids: kidsUuids, driver_uuid: w.driverB.driver.uuid, caretaker_uuid: w.caretakerB.caretaker.uuid });
    const sheetOrder = async (routeName: string) => {
      const body = (await t.app.inject({ method: "GET", url: RUN_SHEET_PATH, headers: w.as.caretakerB })).json() as RunSheet;
      return body.routes.find((r) => r.routeInfo.name === routeName)!.kids.map((k) => [k.kidName, k.stop]);
    };
    // No points yet: the set order.
    expect((await sheetOrder("Route Path")).map(([name]) => name)).toEqual(names);

    const at = { [east!]: 80.46, [west!]: 80.4, [middle!]: 80.43, [farWest!]: 80.37 };
    for (const [uuid, lng] of Object.entries(at)) expect((await call("PUT", home(uuid), w.admin, { lat: 16.3, lng })).statusCode).toBe(200);
    for (const uuid of Object.keys(at)) expect((await call("PUT", LIVE_API.kidInstitutePoint(uuid, 0), w.admin, { lat: 16.3, lng: 80.48 })).statusCode).toBe(200);
    expect(await sheetOrder("Route Path")).toEqual([
      ["Kid Far West", 1],
      ["Kid West", 2],
      ["Kid Middle", 3],
      ["Kid East", 4],
      ["Kid Unplaced", 5],
    ]);

    // The afternoon run of the same kids starts at the institute and goes outward.
    const evening = await createRoute(t.app, w.admin, { name: "Route Path Evening" });
    await createAssignment(t.app, w.admin, { route_uuid: evening.uuid, kids_uuids: kidsUuids, driver_uuid: w.driverB.driver.uuid, caretaker_uuid: w.caretakerB.caretaker.uuid, run: "afternoon" });
    expect((await sheetOrder("Route Path Evening")).map(([name]) => name)).toEqual(["Kid East", "Kid Middle", "Kid West", "Kid Far West", "Kid Unplaced"]);
  });
});
