import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, type TransportRoute } from "@app/contracts";
import { auditLog, transportRoutes } from "../../db/schema";
import { createRoute, validRouteFields } from "../../test/route-factories";
import { adminHeaders, otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const f = messages.routes.fields;
const r = messages.routes.transport;
const forbidden = { error: messages.auth.serverErrors.forbidden };
const unauthenticated = { error: messages.auth.serverErrors.unauthenticated };

let t: TestApp;
let admin: Record<string, string>;
let adminToken: string;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  adminToken = admin.authorization.replace(/^Bearer /, "");
  roles = await otherRoleHeaders(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const create = (payload: unknown, headers = admin) => t.app.inject({ method: "POST", url: API.createRoute, headers, payload: payload as object });
const update = (uuid: string, payload: unknown, headers = admin) => t.app.inject({ method: "PUT", url: API.updateRoute(uuid), headers, payload: payload as object });
const list = (headers = admin) => t.app.inject({ method: "GET", url: API.allRoutes, headers });
const liveRoutes = async () => (await list()).json() as TransportRoute[];

describe("POST /api/route/create (spec §7)", () => {
  it("answers 201 { message, data } with every field of spec §3.5, _id equal to uuid; audited", async () => {
    const fields = validRouteFields({ name: "  Brodipet   Morning ", type: "shortest", distance: "12.345", estimatedTime: "45", stops: ["A", "  ", "B "] });
    const res = await create(fields);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Route created successfully!");
    expect(body.data).toEqual({
      uuid: expect.any(String),
      _id: body.data.uuid,
      name: "Brodipet Morning",
      type: "Shortest",
      distance: 12.35,
      estimatedTime: 45,
      stops: ["A", "B"],
      description: fields.description,
      subRoutes: [{ name: "Lakshmipuram loop", distance: 2.5, estimatedTime: 10, stops: ["Lakshmipuram Main Road", "Vidya Nagar"] }],
      from: fields.from,
      to: fields.to,
      assignmentCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route"), eq(auditLog.entityId, body.data.uuid)));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("takes zero sub-routes (every sub-route card may be removed) and several", async () => {
    const none = await create(validRouteFields({ subRoutes: [] }));
    expect(none.statusCode).toBe(201);
    expect(none.json().data.subRoutes).toEqual([]);
    const two = await create(
      validRouteFields({
        subRoutes: [
          { name: "One", distance: 1, estimatedTime: 5, stops: ["x"] },
          { name: "Two", distance: "2.5", estimatedTime: "7", stops: ["y", "z"] },
        ],
      }),
    );
    expect(two.statusCode).toBe(201);
    expect(two.json().data.subRoutes.map((s: { name: string }) => s.name)).toEqual(["One", "Two"]);
  });

  // Spec §5.8: every required message, from the server as from the form.
  const sub = (o: Record<string, unknown>) => ({ subRoutes: [{ name: "S", distance: 1, estimatedTime: 2, stops: ["x"], ...o }] });
  it.each([
    ["from missing", { from: undefined }, f.fromRequired],
    ["from blank", { from: "   " }, f.fromRequired],
    ["to missing", { to: undefined }, f.toRequired],
    ["name missing", { name: undefined }, f.nameRequired],
    ["name blank", { name: "  " }, f.nameRequired],
    ["distance missing", { distance: undefined }, f.distanceRequired],
    ["distance blank", { distance: "" }, f.distanceRequired],
    ["estimatedTime missing", { estimatedTime: undefined }, f.estimatedTimeRequired],
    ["estimatedTime blank", { estimatedTime: " " }, f.estimatedTimeRequired],
    ["stops missing", { stops: undefined }, f.stopsRequired],
    ["stops empty", { stops: [] }, f.stopsRequired],
    ["stops only blanks", { stops: ["", "  "] }, f.stopsRequired],
    ["description missing", { description: undefined }, f.descriptionRequired],
    ["description blank", { description: "" }, f.descriptionRequired],
    ["sub-route name", sub({ name: "" }), f.subRouteNameRequired],
    ["sub-route estimatedTime", sub({ estimatedTime: "" }), f.subRouteEstimatedTimeRequired],
    ["sub-route distance", sub({ distance: undefined }), f.subRouteDistanceRequired],
    ["sub-route stops", sub({ stops: [" "] }), f.subRouteStopsRequired],
    ["type missing", { type: undefined }, f.typeRequired],
    ["type unknown", { type: "Fastest" }, f.typeInvalid],
    ["distance zero", { distance: 0 }, f.distancePositive],
    ["distance negative", { distance: "-3" }, f.distancePositive],
    ["distance not a number", { distance: "ten" }, f.distanceNumber],
    ["distance too high", { distance: 1001 }, f.distanceTooHigh],
    ["estimatedTime zero", { estimatedTime: "0" }, f.estimatedTimePositive],
    ["estimatedTime too high", { estimatedTime: 1441 }, f.estimatedTimeTooHigh],
    ["sub-route distance zero", sub({ distance: 0 }), f.subRouteDistancePositive],
    ["sub-route estimatedTime not a number", sub({ estimatedTime: "soon" }), f.subRouteEstimatedTimeNumber],
    ["name with a slash", { name: "Guntur/Tenali" }, f.nameInvalid],
    ["name with a hash", { name: "Route #1" }, f.nameInvalid],
    ["name too long", { name: "x".repeat(101) }, f.tooLong(100)],
    ["too many sub-routes", { subRoutes: Array.from({ length: 21 }, () => ({ name: "S", distance: 1, estimatedTime: 1, stops: ["x"] })) }, f.tooManySubRoutes],
  ])("400 %s → %s", async (_name, overrides, message) => {
    const before = (await liveRoutes()).length;
    const res = await create(validRouteFields(overrides as Record<string, unknown>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await liveRoutes()).length).toBe(before);
  });

  it("reports the first wrong field in the order of spec §5.8 (From before To before Route Name …)", async () => {
    const res = await create({});
    expect(res.json()).toEqual({ error: f.fromRequired });
    const res2 = await create({ from: "A" });
    expect(res2.json()).toEqual({ error: f.toRequired });
    const res3 = await create({ from: "A", to: "B" });
    expect(res3.json()).toEqual({ error: f.nameRequired });
  });

  it("409 with a clear message when the name exists in any case or spacing", async () => {
    await createRoute(t.app, admin, { name: "Tenali Express" });
    for (const name of ["tenali express", "TENALI EXPRESS", "  Tenali   Express "]) {
      const res = await create(validRouteFields({ name }));
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ error: r.nameTaken("Tenali Express") });
    }
    expect((await liveRoutes()).filter((x) => x.name.toLowerCase() === "tenali express")).toHaveLength(1);
  });
});

describe("GET /api/route/all-routes", () => {
  it("answers the bare list, ordered by name ignoring case", async () => {
    await createRoute(t.app, admin, { name: "aaa first" });
    await createRoute(t.app, admin, { name: "Zzz last" });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as TransportRoute[];
    expect(Array.isArray(body)).toBe(true);
    const names = body.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names[0]).toBe("aaa first");
    for (const route of body) expect(route._id).toBe(route.uuid);
  });
});

describe("PUT /api/route/{uuid}", () => {
  it("replaces the whole route and answers 200 { message, data }; unknown keys of the original client are ignored; audited with the changed fields", async () => {
    const route = await createRoute(t.app, admin, { name: "Edit Me" });
    const edited = { ...route, name: "Edited Route", stops: ["New stop"], subRoutes: [], distance: "20", estimatedTime: 55, description: "Changed" };
    const res = await update(route.uuid, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Route updated successfully!");
    expect(res.json().data).toMatchObject({ uuid: route.uuid, name: "Edited Route", stops: ["New stop"], subRoutes: [], distance: 20, estimatedTime: 55, description: "Changed" });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route"), eq(auditLog.entityId, route.uuid), eq(auditLog.action, "update")));
    expect(audit).toHaveLength(1);
    expect((audit[0].details as { fields: string[] }).fields.sort()).toEqual(["description", "distance", "estimatedTime", "name", "stops", "subRoutes"]);
  });

  it("keeps the name in another case (no clash with itself); refuses another route's name in any case with 409", async () => {
    const one = await createRoute(t.app, admin, { name: "Amaravati Road" });
    await createRoute(t.app, admin, { name: "Pattabhipuram" });
    const same = await update(one.uuid, validRouteFields({ name: "AMARAVATI road" }));
    expect(same.statusCode).toBe(200);
    expect(same.json().data.name).toBe("AMARAVATI road");
    const clash = await update(one.uuid, validRouteFields({ name: "pattabhipuram" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: r.nameTaken("Pattabhipuram") });
  });

  it("validates like create (spec §5.8) and changes nothing on a refusal", async () => {
    const route = await createRoute(t.app, admin);
    const res = await update(route.uuid, { ...validRouteFields(), description: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: f.descriptionRequired });
    const after = (await liveRoutes()).find((x) => x.uuid === route.uuid)!;
    expect(after.description).toBe(route.description);
  });

  it("404 for an unknown or malformed uuid", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await update(id, validRouteFields());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: r.notFound });
    }
  });
});

describe("DELETE /api/route/delete/{route name}", () => {
  const del = (name: string, headers: Record<string, string>) => t.app.inject({ method: "DELETE", url: API.deleteRoute(name), headers });

  it("deletes by name, URL-decoded, ignoring case and spaces, with the bearer header; audited; the name is free again", async () => {
    const route = await createRoute(t.app, admin, { name: "Guntur Town Loop" });
    const res = await del("  guntur TOWN   loop ", admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Route deleted successfully!" });
    expect((await liveRoutes()).some((x) => x.uuid === route.uuid)).toBe(false);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route"), eq(auditLog.entityId, route.uuid), eq(auditLog.action, "delete")));
    expect(audit).toHaveLength(1);
    // Soft delete: the row stays (marks refer to it), the name can be used again.
    const [row] = await t.database.db.select().from(transportRoutes).where(eq(transportRoutes.id, route.uuid));
    expect(row.deletedAt).not.toBeNull();
    expect((await create(validRouteFields({ name: "Guntur Town Loop" }))).statusCode).toBe(201);
    // Updating the deleted route is 404.
    expect((await update(route.uuid, validRouteFields())).statusCode).toBe(404);
  });

  it("works with only the login cookie, as the original client sends it (raw spaces encoded by the browser)", async () => {
    await createRoute(t.app, admin, { name: "Cookie Route" });
    // A browser sends its page's Origin with every DELETE (docs/decisions/0235).
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/route/delete/Cookie%20Route",
      cookies: { token: adminToken },
      headers: { origin: "http://localhost:3000" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(r.deleteSuccess);
    expect((await liveRoutes()).some((x) => x.name === "Cookie Route")).toBe(false);
  });

  it("refuses a cookie-borne delete from another site (Origin check) and a cookie of a non-admin", async () => {
    await createRoute(t.app, admin, { name: "Guarded Route" });
    const foreign = await t.app.inject({
      method: "DELETE",
      url: API.deleteRoute("Guarded Route"),
      cookies: { token: adminToken },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    const driverToken = roles.driver.authorization.replace(/^Bearer /, "");
    const driver = await t.app.inject({ method: "DELETE", url: API.deleteRoute("Guarded Route"), cookies: { token: driverToken } });
    expect(driver.statusCode).toBe(403);
    expect((await liveRoutes()).some((x) => x.name === "Guarded Route")).toBe(true);
  });

  it("handles long names and other scripts (the encoded path is far longer than the name)", async () => {
    const name = `గుంటూరు Route ${"a b ".repeat(20)}`.trim();
    const route = await createRoute(t.app, admin, { name });
    const res = await del(route.name.toUpperCase(), admin);
    expect(res.statusCode).toBe(200);
    expect((await liveRoutes()).some((x) => x.uuid === route.uuid)).toBe(false);
  });

  it("404 for an unknown name and for a second delete", async () => {
    await createRoute(t.app, admin, { name: "Once Only" });
    expect((await del("Once Only", admin)).statusCode).toBe(200);
    const again = await del("Once Only", admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: r.notFound });
    expect((await del("No Such Route", admin)).statusCode).toBe(404);
  });
});

describe("who may call what (decisions.md §4: transport routes are admin only)", () => {
  type Call = { name: string; run: (headers: Record<string, string>) => Promise<LightMyRequestResponse> };
  let target: TransportRoute;
  beforeAll(async () => {
    target = await createRoute(t.app, admin, { name: "Access Target" });
  });
  const calls: Call[] = [
    { name: "create", run: (headers) => create(validRouteFields(), headers) },
    { name: "list", run: (headers) => list(headers) },
    { name: "update", run: (headers) => update(target.uuid, validRouteFields({ name: "Access Target", description: "changed by someone" }), headers) },
    { name: "delete", run: (headers) => t.app.inject({ method: "DELETE", url: API.deleteRoute("Access Target"), headers }) },
  ];

  it.each(calls.map((c) => [c.name, c] as const))("%s: every other role 403, anonymous 401, nothing changes", async (_n, call) => {
    const before = await liveRoutes();
    for (const [role, headers] of Object.entries(roles)) {
      const res = await call.run(headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const anonymous = await call.run({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthenticated);
    expect(await liveRoutes()).toEqual(before);
  });
});
