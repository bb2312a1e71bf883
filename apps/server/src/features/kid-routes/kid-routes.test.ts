import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, type KidRouteAssignment, type TransportRoute } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createCaretaker, createDriver, otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const a = messages.routes.assignments;
const forbidden = { error: messages.auth.serverErrors.forbidden };
const unauthenticated = { error: messages.auth.serverErrors.unauthenticated };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let w: RouteWorld;
let admin: Record<string, string>;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  admin = w.admin;
  roles = await otherRoleHeaders(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const post = (payload: unknown, headers = admin) => t.app.inject({ method: "POST", url: API.createKidRoute, headers, payload: payload as object });
const put = (uuid: string, payload: unknown, headers = admin) => t.app.inject({ method: "PUT", url: API.updateKidRoute(uuid), headers, payload: payload as object });
const del = (uuid: string, headers = admin) => t.app.inject({ method: "DELETE", url: API.deleteKidRoute(uuid), headers });
const all = async (headers = admin) => (await t.app.inject({ method: "GET", url: API.allKidRoutes, headers })).json().data as KidRouteAssignment[];

async function freshRoute(name?: string): Promise<TransportRoute> {
  return createRoute(t.app, admin, name ? { name } : {});
}

/** A kid of its own: a kid rides one assignment per run (docs/decisions/0065), so each test takes fresh ones. */
async function freshKid(kidName = "Fresh Kid"): Promise<string> {
  return (await createKid(t.app, admin, { kidName })).kid.uuid;
}

/** A valid payload on a fresh route with the world's route A staff and a fresh kid. */
async function payload(overrides: Record<string, unknown> = {}) {
  const route = await freshRoute();
  return {
    route_name: route.name,
    route_uuid: route.uuid,
    kids_uuids: overrides.kids_uuids ? [] : [await freshKid()],
    driver_uuid: w.driverA.driver.uuid,
    caretaker_uuid: w.caretakerA.caretaker.uuid,
    ...overrides,
  };
}

describe("POST /api/create-route-details/v1 (spec §7, §3.11)", () => {
  it("answers 201 { message: 'Route created successfully!', data } in the §3.11 shape; audited", async () => {
    const body = await payload({ kids_uuids: [w.kidA.kid.uuid, w.kidB.kid.uuid] });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe("Route created successfully!");
    expect(json.data).toEqual({
      uuid: expect.any(String),
      routes: { uuid: body.route_uuid, name: body.route_name, from: expect.any(String), to: expect.any(String) },
      driver: { uuid: w.driverA.driver.uuid, name: "Driver A", status: "active" },
      caretaker: { uuid: w.caretakerA.caretaker.uuid, name: "Caretaker A" },
      kids: [
        { uuid: w.kidA.kid.uuid, name: "Kid A", status: "active" },
        { uuid: w.kidB.kid.uuid, name: "Kid B", status: "active" },
      ],
      route_uuid: body.route_uuid,
      route_name: body.route_name,
      kids_uuids: [w.kidA.kid.uuid, w.kidB.kid.uuid],
      driver_uuid: w.driverA.driver.uuid,
      caretaker_uuid: w.caretakerA.caretaker.uuid,
      // Kid A and Kid B ride their morning routes already: the first free run is taken.
      run: "afternoon",
      // No van named (docs/decisions/0264).
      vehicleUuid: null,
      registrationNumber: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route-assignment"), eq(auditLog.entityId, json.data.uuid)));
    expect(audit.map((x) => x.action)).toEqual(["create"]);
  });

  it("takes the route name from route_uuid (a stale or wrong route_name is ignored); duplicate kid ids count once", async () => {
    const kid = await freshKid();
    const body = await payload({ route_name: "Something else", kids_uuids: [kid, kid] });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.routes.name).not.toBe("Something else");
    expect(res.json().data.route_name).toBe(res.json().data.routes.name);
    expect(res.json().data.kids_uuids).toEqual([kid]);
  });

  // Spec §5.12: route, kid(s), driver and caretaker are all required selections.
  it.each([
    ["route", { route_uuid: undefined }, a.routeRequired],
    ["route blank", { route_uuid: "" }, a.routeRequired],
    ["kids missing", { kids_uuids: undefined }, a.kidsRequired],
    ["kids empty", { kids_uuids: [] }, a.kidsRequired],
    ["driver", { driver_uuid: undefined }, a.driverRequired],
    ["driver null", { driver_uuid: null }, a.driverRequired],
    ["caretaker", { caretaker_uuid: "  " }, a.caretakerRequired],
  ])("400 when the %s selection is missing", async (_n, overrides, message) => {
    const before = (await all()).length;
    const res = await post(await payload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await all()).length).toBe(before);
  });

  it.each([
    ["route", { route_uuid: UNKNOWN }, a.routeNotFound],
    ["route (malformed)", { route_uuid: "route-a" }, a.routeNotFound],
    ["driver", { driver_uuid: UNKNOWN }, a.driverNotFound],
    ["caretaker", { caretaker_uuid: "nope" }, a.caretakerNotFound],
    ["kid", { kids_uuids: [UNKNOWN] }, a.kidNotFound],
    ["kid among known ones", { kids_uuids: ["x", "y"] }, a.kidNotFound],
  ])("404 with a clear message for an unknown %s", async (_n, overrides, message) => {
    const before = (await all()).length;
    const res = await post(await payload(overrides));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: message });
    expect((await all()).length).toBe(before);
  });

  it("the driver and caretaker selections take profile uuids (as the lists give them), not account uuids", async () => {
    const me = (await t.app.inject({ method: "GET", url: API.me, headers: w.as.driverA })).json();
    const accountUuid = (me.user ?? me).uuid as string;
    expect(accountUuid).not.toBe(w.driverA.driver.uuid);
    const res = await post(await payload({ driver_uuid: accountUuid }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: a.driverNotFound });
  });

  it("409 naming the kid when a kid already sits on another assignment of the same route; another route is fine", async () => {
    const route = await freshRoute("Duplicate Check");
    const [dupA, dupB] = [await freshKid("Dup A"), await freshKid("Dup B")];
    await createAssignment(t.app, admin, {
      route_uuid: route.uuid,
      kids_uuids: [dupA],
      driver_uuid: w.driverA.driver.uuid,
      caretaker_uuid: w.caretakerA.caretaker.uuid,
    });
    const res = await post({
      route_uuid: route.uuid,
      kids_uuids: [dupB, dupA],
      driver_uuid: w.driverB.driver.uuid,
      caretaker_uuid: w.caretakerB.caretaker.uuid,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: a.kidAlreadyOnRoute("Dup A", "Duplicate Check") });
    expect((await all()).filter((x) => x.route_uuid === route.uuid)).toHaveLength(1);
    // The same kid on a different route is a normal thing (home → school, school → tuition).
    expect((await post(await payload({ kids_uuids: [dupA] }))).statusCode).toBe(201);
  });

  it("only active drivers: inactive and suspended are refused with 409 and the driver's name", async () => {
    for (const status of ["inactive", "suspended"]) {
      const { driver } = await createDriver(t.app, admin, { name: `Driver ${status}`, status });
      const res = await post(await payload({ driver_uuid: driver.uuid }));
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ error: a.driverNotActive(`Driver ${status}`, status) });
    }
  });

  it("deleted drivers and caretakers are refused with 409 (a caretaker has no status: not deleted means active)", async () => {
    const { driver } = await createDriver(t.app, admin, { name: "Gone Driver" });
    const { caretaker } = await createCaretaker(t.app, admin, { name: "Gone Caretaker" });
    expect((await t.app.inject({ method: "DELETE", url: API.deleteDriver(driver.uuid), headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: API.deleteCaretaker(caretaker.uuid), headers: admin })).statusCode).toBe(200);
    const d = await post(await payload({ driver_uuid: driver.uuid }));
    expect(d.statusCode).toBe(409);
    expect(d.json()).toEqual({ error: a.driverDeleted("Gone Driver") });
    const c = await post(await payload({ caretaker_uuid: caretaker.uuid }));
    expect(c.statusCode).toBe(409);
    expect(c.json()).toEqual({ error: a.caretakerDeleted("Gone Caretaker") });
  });

  it("only active kids: a paused kid is refused with 409 and the kid's name", async () => {
    const { kid } = await createKid(t.app, admin, { kidName: "Paused Kid", status: "paused" });
    const res = await post(await payload({ kids_uuids: [w.kidA.kid.uuid, kid.uuid] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: a.kidNotActive("Paused Kid", "paused") });
  });
});

describe("GET /api/getAll/v1/all", () => {
  it("answers { data: [...] } newest first, each in the §3.11 shape", async () => {
    const res = await t.app.inject({ method: "GET", url: API.allKidRoutes, headers: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as KidRouteAssignment[];
    const times = data.map((x) => x.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const first = data.find((x) => x.uuid === w.assignmentA.uuid)!;
    expect(first.routes).toEqual({ uuid: w.routeA.uuid, name: "Route A", from: w.routeA.from, to: w.routeA.to });
    expect(first.driver).toEqual({ uuid: w.driverA.driver.uuid, name: "Driver A", status: "active" });
    expect(first.caretaker).toEqual({ uuid: w.caretakerA.caretaker.uuid, name: "Caretaker A" });
    expect(first.kids.map((k) => k.name)).toEqual(["Kid A", "Kid Bee Two"]);
  });
});

describe("PUT /api/update/v1/{uuid}", () => {
  it("replaces route, driver, caretaker and kids; answers 200 'Route updated successfully!'; audited", async () => {
    const created = await createAssignment(t.app, admin, await payload());
    const other = await freshRoute();
    const [k1, k2] = [await freshKid(), await freshKid()];
    const res = await put(created.uuid, {
      route_name: other.name,
      route_uuid: other.uuid,
      kids_uuids: [k1, k2],
      driver_uuid: w.driverB.driver.uuid,
      caretaker_uuid: w.caretakerB.caretaker.uuid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Route updated successfully!");
    expect(res.json().data).toMatchObject({
      uuid: created.uuid,
      routes: { uuid: other.uuid, name: other.name },
      driver: { uuid: w.driverB.driver.uuid },
      caretaker: { uuid: w.caretakerB.caretaker.uuid },
      kids_uuids: [k1, k2],
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route-assignment"), eq(auditLog.entityId, created.uuid), eq(auditLog.action, "update")));
    expect(audit).toHaveLength(1);
    expect((audit[0].details as { fields: string[] }).fields).toEqual(["route", "driver", "caretaker", "kids"]);
  });

  it("follows the create rules: missing selections 400, duplicate kid on the route 409, unknown assignment 404", async () => {
    const route = await freshRoute();
    const [p, q] = [await freshKid("Kid P"), await freshKid("Kid Q")];
    const one = await createAssignment(t.app, admin, { route_uuid: route.uuid, kids_uuids: [p], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid });
    const two = await createAssignment(t.app, admin, { route_uuid: route.uuid, kids_uuids: [q], driver_uuid: w.driverB.driver.uuid, caretaker_uuid: w.caretakerB.caretaker.uuid });
    const missing = await put(two.uuid, { ...two, kids_uuids: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: a.kidsRequired });
    const dup = await put(two.uuid, { route_uuid: route.uuid, kids_uuids: [q, p], driver_uuid: w.driverB.driver.uuid, caretaker_uuid: w.caretakerB.caretaker.uuid });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: a.kidAlreadyOnRoute("Kid P", route.name) });
    // Its own kids do not clash with itself.
    const same = await put(one.uuid, { route_uuid: route.uuid, kids_uuids: [p], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid });
    expect(same.statusCode).toBe(200);
    for (const id of [UNKNOWN, "abc"]) {
      const res = await put(id, { route_uuid: route.uuid, kids_uuids: [w.kidA.kid.uuid], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: a.notFound });
    }
  });

  it("a driver or kid who stopped being active may stay on the assignment, but cannot be newly chosen", async () => {
    const { driver, fields } = await createDriver(t.app, admin, { name: "Later Suspended" });
    const { kid } = await createKid(t.app, admin, { kidName: "Later Paused" });
    const created = await createAssignment(t.app, admin, await payload({ driver_uuid: driver.uuid, kids_uuids: [kid.uuid] }));
    const suspend = await t.app.inject({ method: "PUT", url: API.updateDriver(driver.uuid), headers: admin, payload: { status: "suspended" } });
    expect(suspend.statusCode).toBe(200);
    expect(fields.name).toBe("Later Suspended");
    const pause = await t.app.inject({ method: "PUT", url: API.updateKidProfile(kid.uuid), headers: admin, payload: { status: "paused" } });
    expect(pause.statusCode).toBe(200);
    const keep = await put(created.uuid, { ...created, kids_uuids: [kid.uuid, await freshKid()] });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.driver).toEqual({ uuid: driver.uuid, name: "Later Suspended", status: "suspended" });
    // Chosen anew on another assignment: refused.
    const fresh = await post(await payload({ driver_uuid: driver.uuid }));
    expect(fresh.statusCode).toBe(409);
  });
});

describe("DELETE /api/delete/v1/{uuid}", () => {
  it("answers 200 'Route deleted successfully!', audited; a second delete and unknown ids are 404", async () => {
    const created = await createAssignment(t.app, admin, await payload());
    const res = await del(created.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Route deleted successfully!" });
    expect((await all()).some((x) => x.uuid === created.uuid)).toBe(false);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route-assignment"), eq(auditLog.entityId, created.uuid), eq(auditLog.action, "delete")));
    expect(audit).toHaveLength(1);
    for (const id of [created.uuid, "zzz"]) {
      const again = await del(id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: a.notFound });
    }
  });
});

describe("deleting what assignments use", () => {
  it("a transport route with assignments cannot be deleted (409); once they are gone it can", async () => {
    const route = await freshRoute("Busy Route");
    const one = await createAssignment(t.app, admin, await payload({ route_uuid: route.uuid }));
    const refused = await t.app.inject({ method: "DELETE", url: API.deleteRoute("busy route"), headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: messages.routes.transport.hasAssignments(1) });
    const routes = (await t.app.inject({ method: "GET", url: API.allRoutes, headers: admin })).json() as TransportRoute[];
    expect(routes.find((x) => x.uuid === route.uuid)?.assignmentCount).toBe(1);
    expect((await del(one.uuid)).statusCode).toBe(200);
    const done = await t.app.inject({ method: "DELETE", url: API.deleteRoute("Busy Route"), headers: admin });
    expect(done.statusCode).toBe(200);
  });

  it("a driver or caretaker on an assignment cannot be deleted (409 naming the route)", async () => {
    const d = await t.app.inject({ method: "DELETE", url: API.deleteDriver(w.driverA.driver.uuid), headers: admin });
    expect(d.statusCode).toBe(409);
    expect(d.json().error).toContain("Route A");
    const c = await t.app.inject({ method: "DELETE", url: API.deleteCaretaker(w.caretakerB.caretaker.uuid), headers: admin });
    expect(c.statusCode).toBe(409);
    expect(c.json().error).toMatch(/^This person is still assigned to the routes? .*Route B/);
    // Still there and still able to log in.
    const list = (await t.app.inject({ method: "GET", url: API.allDrivers, headers: admin })).json().data.allDrivers as { uuid: string }[];
    expect(list.some((x) => x.uuid === w.driverA.driver.uuid)).toBe(true);
  });
});

describe("who may call what (decisions.md §4: kid-route assignments are admin only)", () => {
  type Call = { name: string; run: (headers: Record<string, string>) => Promise<LightMyRequestResponse> };
  const target = () => w.assignmentB;
  const calls: Call[] = [
    { name: "create", run: async (headers) => post(await payload(), headers) },
    { name: "list", run: (headers) => t.app.inject({ method: "GET", url: API.allKidRoutes, headers }) },
    {
      name: "update",
      run: (headers) =>
        put(target().uuid, { route_uuid: w.routeB.uuid, kids_uuids: [w.kidA.kid.uuid], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid }, headers),
    },
    { name: "delete", run: (headers) => del(target().uuid, headers) },
  ];

  it.each(calls.map((c) => [c.name, c] as const))("%s: every other role (the world's own staff and parents too) 403, anonymous 401, nothing changes", async (_n, call) => {
    const before = await all();
    for (const [role, headers] of Object.entries({ ...roles, ...w.as })) {
      const res = await call.run(headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const anonymous = await call.run({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthenticated);
    const after = await all();
    expect(after.map((x) => x.uuid).sort()).toEqual(before.map((x) => x.uuid).sort());
    expect(after.find((x) => x.uuid === target().uuid)).toEqual(before.find((x) => x.uuid === target().uuid));
  });
});
