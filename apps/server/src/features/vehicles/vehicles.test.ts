import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { API, LIVE_API, messages, STAFF_DOCUMENT_ALERTS_PATH, todayInIndia, type KidRouteAssignment, type StaffDocumentAlert, type Vehicle } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { vehicles } from "../../db/schema-live";
import { withAdminApp } from "../../test/admin-app";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute } from "../../test/route-factories";
import { createCaretaker, createDriver, otherRoleHeaders } from "../../test/staff-factories";
import type { TestApp } from "../../test/test-app";

const m = messages.vehicles;

let t: TestApp;
let admin: Record<string, string>;
withAdminApp((ready) => ({ t, admin } = ready));

/** The India day `days` from today (negative: before), YYYY-MM-DD. */
function day(days: number): string {
  const [y, mo, d] = todayInIndia().split("-").map(Number);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

let serial = 1000;
/** A fresh valid registration each call, so the tests do not clash with each other. */
const nextRegistration = () => `AP 07 TB ${serial++}`;
const fields = (overrides: Record<string, unknown> = {}) => ({ registrationNumber: nextRegistration(), seats: 12, permitExpiresOn: day(400), ...overrides });

const post = (payload: unknown, headers = admin) => t.app.inject({ method: "POST", url: LIVE_API.vehicles, headers, payload: payload as object });
const put = (uuid: string, payload: unknown, headers = admin) => t.app.inject({ method: "PUT", url: LIVE_API.vehicle(uuid), headers, payload: payload as object });
const remove = (uuid: string, headers = admin) => t.app.inject({ method: "DELETE", url: LIVE_API.vehicle(uuid), headers });
async function createVehicle(overrides: Record<string, unknown> = {}): Promise<Vehicle> {
  const res = await post(fields(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Vehicle;
}
const audits = (id: string) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "vehicle"), eq(auditLog.entityId, id)));

describe("vehicles: create, read, update, delete (docs/decisions/0264)", () => {
  it("POST answers 201 with the normalised registration, a long url-safe tracker id and no assignments; audited", async () => {
    const res = await post({ registrationNumber: " ap-07 tb 4321 ", seats: "14", permitExpiresOn: day(100), fitnessExpiresOn: null, insuranceExpiresOn: "", pucExpiresOn: day(20) });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json().data as Vehicle;
    expect(v).toEqual({
      uuid: expect.any(String),
      registrationNumber: "AP07TB4321",
      seats: 14,
      permitExpiresOn: day(100),
      fitnessExpiresOn: null,
      insuranceExpiresOn: null,
      pucExpiresOn: day(20),
      trackerId: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
      assignmentCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await audits(v.uuid)).map((a) => a.action)).toEqual(["create"]);
    // The tracker id is a credential: never in the log.
    expect(JSON.stringify((await audits(v.uuid))[0].details)).not.toContain(v.trackerId);
    const got = await t.app.inject({ method: "GET", url: LIVE_API.vehicle(v.uuid), headers: admin });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(v);
  });

  it("takes the Indian formats (spaced, joined, Delhi's one-digit district, BH series) and refuses others with 400, storing nothing", async () => {
    for (const [sent, stored] of [
      ["AP 07 TB 1234", "AP07TB1234"],
      ["ts09ea0001", "TS09EA0001"],
      ["DL 3C AB 1234", "DL3CAB1234"],
      ["22 BH 1234 AA", "22BH1234AA"],
      ["23-bh-0042-c", "23BH0042C"],
    ]) {
      const res = await post(fields({ registrationNumber: sent }));
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(201);
      expect(res.json().data.registrationNumber).toBe(stored);
    }
    const before = await t.database.db.select().from(vehicles);
    for (const bad of ["", "   ", "1234", "AP07", "AP07TB1", "AP TB 1234", "APX7TB1234", "AP07TB12345", "22 BH 12 AA", "AP07TB1234🚐", "x".repeat(60), 42, null]) {
      const res = await post(fields({ registrationNumber: bad }));
      expect(res.statusCode, String(bad)).toBe(400);
      expect([m.registrationInvalid, m.registrationRequired]).toContain(res.json().error);
    }
    expect((await t.database.db.select().from(vehicles)).length).toBe(before.length);
  });

  it("refuses bad seats and dates with 400 and the catalogue's words; a missing body too", async () => {
    for (const seats of [0, 61, 2.5, "twelve", "", null, -1]) {
      const res = await post(fields({ seats }));
      expect(res.statusCode, String(seats)).toBe(400);
      expect(res.json()).toEqual({ error: m.seatsInvalid });
    }
    for (const date of ["2026-02-30", "31-12-2026", "tomorrow", 20261231]) {
      const res = await post(fields({ insuranceExpiresOn: date }));
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json()).toEqual({ error: m.dateInvalid });
    }
    expect((await t.app.inject({ method: "POST", url: LIVE_API.vehicles, headers: admin })).statusCode).toBe(400);
  });

  it("409 when a live vehicle has the registration (however it is typed); free again once that one is deleted", async () => {
    const v = await createVehicle({ registrationNumber: "AP 16 CD 7777" });
    const dup = await post(fields({ registrationNumber: "ap16cd7777" }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: m.registrationTaken("AP16CD7777") });
    const other = await createVehicle();
    const renamed = await put(other.uuid, fields({ registrationNumber: "AP-16-CD-7777" }));
    expect(renamed.statusCode).toBe(409);
    expect((await remove(v.uuid)).statusCode).toBe(200);
    expect((await post(fields({ registrationNumber: "AP 16 CD 7777" }))).statusCode).toBe(201);
  });

  it("PUT replaces the fields, keeps the tracker id, audits old → new; 404 for unknown or malformed ids", async () => {
    const v = await createVehicle({ seats: 10 });
    const res = await put(v.uuid, { registrationNumber: v.registrationNumber, seats: 20, permitExpiresOn: null, fitnessExpiresOn: day(50), insuranceExpiresOn: null, pucExpiresOn: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ uuid: v.uuid, seats: 20, permitExpiresOn: null, fitnessExpiresOn: day(50), trackerId: v.trackerId });
    const update = (await audits(v.uuid)).find((a) => a.action === "update")!;
    expect(update.details).toMatchObject({ fields: ["seats", "permitExpiresOn", "fitnessExpiresOn"], changes: { seats: { from: "10", to: "20" } } });
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await put(id, fields())).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: LIVE_API.vehicle(id), headers: admin })).json()).toEqual({ error: m.notFound });
      expect((await remove(id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: "POST", url: LIVE_API.vehicleTrackerId(id), headers: admin })).statusCode).toBe(404);
    }
  });

  it("the list is paged (page info and headers), searchable by registration typed with spaces, and leaves deleted vehicles out", async () => {
    const a = await createVehicle({ registrationNumber: "KA 01 ZZ 0001" });
    const b = await createVehicle({ registrationNumber: "KA 01 ZZ 0002" });
    await remove(b.uuid);
    const res = await t.app.inject({ method: "GET", url: `${LIVE_API.vehicles}?q=${encodeURIComponent("ka 01 zz")}&pageSize=5`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((v: Vehicle) => v.uuid)).toEqual([a.uuid]);
    expect(res.json().page).toEqual({ page: 1, pageSize: 5, total: 1 });
    expect(res.headers["x-total-count"]).toBe("1");
    const all = await t.app.inject({ method: "GET", url: `${LIVE_API.vehicles}?pageSize=2`, headers: admin });
    expect(all.json().data).toHaveLength(2);
    expect((await t.app.inject({ method: "GET", url: `${LIVE_API.vehicles}?pageSize=100000`, headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `${LIVE_API.vehicles}?sort=trackerId`, headers: admin })).statusCode).toBe(400);
  });

  it("a new tracker id replaces the old one; audited without the id", async () => {
    const v = await createVehicle();
    const res = await t.app.inject({ method: "POST", url: LIVE_API.vehicleTrackerId(v.uuid), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json().data as Vehicle;
    expect(next.trackerId).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(next.trackerId).not.toBe(v.trackerId);
    const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, v.uuid));
    expect(row.trackerId).toBe(next.trackerId);
    const logged = (await audits(v.uuid)).find((a) => a.action === "update")!;
    expect(logged.details).toMatchObject({ fields: ["trackerId"] });
    expect(JSON.stringify(logged.details)).not.toContain(next.trackerId);
  });

  it("every call is admin only: 403 for the other roles, 401 without a session; nothing stored", async () => {
    const v = await createVehicle();
    const roles = await otherRoleHeaders(t.app, t.database);
    for (const headers of Object.values(roles)) {
      expect((await t.app.inject({ method: "GET", url: LIVE_API.vehicles, headers })).statusCode).toBe(403);
      expect((await post(fields(), headers)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url: LIVE_API.vehicle(v.uuid), headers })).statusCode).toBe(403);
      expect((await put(v.uuid, fields(), headers)).statusCode).toBe(403);
      expect((await remove(v.uuid, headers)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "POST", url: LIVE_API.vehicleTrackerId(v.uuid), headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: LIVE_API.vehicles })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, v.uuid));
    expect(row.trackerId).toBe(v.trackerId);
    expect(row.deletedAt).toBeNull();
  });
});

describe("the kid-route assignment's vehicle (vehicle_uuid)", () => {
  let base: { route_uuid: string; kids_uuids: string[]; driver_uuid: string; caretaker_uuid: string };
  beforeAll(async () => {
    const route = await createRoute(t.app, admin, { name: "Vehicle Route" });
    const driver = await createDriver(t.app, admin, { name: "Vehicle Driver" });
    const caretaker = await createCaretaker(t.app, admin, { name: "Vehicle Caretaker" });
    const kid = await createKid(t.app, admin, { kidName: "Vehicle Kid" });
    base = { route_uuid: route.uuid, kids_uuids: [kid.kid.uuid], driver_uuid: driver.driver.uuid, caretaker_uuid: caretaker.caretaker.uuid };
  });
  const updateAssignment = (uuid: string, payload: object) => t.app.inject({ method: "PUT", url: API.updateKidRoute(uuid), headers: admin, payload: { route_name: "", ...payload } });
  const listed = async (uuid: string) => {
    const res = await t.app.inject({ method: "GET", url: `${API.allKidRoutes}?pageSize=100`, headers: admin });
    return (res.json().data as KidRouteAssignment[]).find((a) => a.uuid === uuid)!;
  };

  it("set on create, kept when left out, changed, cleared by null; the list names it; the vehicle counts it and cannot be deleted meanwhile", async () => {
    const van = await createVehicle({ registrationNumber: "AP 07 VV 0001" });
    const created = await createAssignment(t.app, admin, { ...base, vehicle_uuid: van.uuid } as Parameters<typeof createAssignment>[2]);
    expect(created).toMatchObject({ vehicleUuid: van.uuid, registrationNumber: "AP07VV0001" });
    expect(await listed(created.uuid)).toMatchObject({ vehicleUuid: van.uuid, registrationNumber: "AP07VV0001" });
    expect((await t.app.inject({ method: "GET", url: LIVE_API.vehicle(van.uuid), headers: admin })).json().data.assignmentCount).toBe(1);

    const refused = await remove(van.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: m.stillAssigned(1) });

    const kept = await updateAssignment(created.uuid, base);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ vehicleUuid: van.uuid, registrationNumber: "AP07VV0001" });

    const other = await createVehicle({ registrationNumber: "AP 07 VV 0002" });
    const changed = await updateAssignment(created.uuid, { ...base, vehicle_uuid: other.uuid });
    expect(changed.json().data).toMatchObject({ vehicleUuid: other.uuid, registrationNumber: "AP07VV0002" });

    const cleared = await updateAssignment(created.uuid, { ...base, vehicle_uuid: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ vehicleUuid: null, registrationNumber: null });
    expect((await remove(other.uuid)).statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: API.deleteKidRoute(created.uuid), headers: admin });
  });

  it("an unknown, malformed or deleted vehicle is 404 (create) and changes nothing (update)", async () => {
    const gone = await createVehicle();
    await remove(gone.uuid);
    for (const vehicle_uuid of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", gone.uuid]) {
      const res = await t.app.inject({ method: "POST", url: API.createKidRoute, headers: admin, payload: { route_name: "", ...base, vehicle_uuid } });
      expect(res.statusCode, vehicle_uuid).toBe(404);
      expect(res.json()).toEqual({ error: m.assignmentVehicleNotFound });
    }
    expect((await t.app.inject({ method: "POST", url: API.createKidRoute, headers: admin, payload: { route_name: "", ...base, vehicle_uuid: 7 } })).statusCode).toBe(400);
    const van = await createVehicle();
    const assignment = await createAssignment(t.app, admin, { ...base, vehicle_uuid: van.uuid } as Parameters<typeof createAssignment>[2]);
    const res = await updateAssignment(assignment.uuid, { ...base, vehicle_uuid: "00000000-0000-4000-8000-000000000000" });
    expect(res.statusCode).toBe(404);
    expect((await listed(assignment.uuid)).vehicleUuid).toBe(van.uuid);
    await t.app.inject({ method: "DELETE", url: API.deleteKidRoute(assignment.uuid), headers: admin });
  });
});

describe("vehicle papers in the admin dashboard's alerts", () => {
  it("a paper expired or within the warning window is listed (registration, paper, days left); later ones and deleted vehicles are not", async () => {
    const due = await createVehicle({ registrationNumber: "AP 39 PP 0001", permitExpiresOn: day(400), fitnessExpiresOn: day(-3), insuranceExpiresOn: day(10), pucExpiresOn: day(31) });
    const deleted = await createVehicle({ registrationNumber: "AP 39 PP 0002", insuranceExpiresOn: day(1) });
    await remove(deleted.uuid);
    const res = await t.app.inject({ method: "GET", url: STAFF_DOCUMENT_ALERTS_PATH, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().data as StaffDocumentAlert[]).filter((a) => a.role === "vehicle" && a.name.startsWith("AP39PP"));
    expect(mine).toEqual([
      { role: "vehicle", uuid: due.uuid, name: "AP39PP0001", document: "fitness", expiresOn: day(-3), daysLeft: -3 },
      { role: "vehicle", uuid: due.uuid, name: "AP39PP0001", document: "insurance", expiresOn: day(10), daysLeft: 10 },
    ]);
  });
});
