import { API, type AuditLogResponse, type KidRouteAssignment } from "@app/contracts";
import { catalogues } from "@app/contracts/locales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute, validRouteFields } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Old → new values of routes, kid routes and enquiries, named, in three languages (docs/decisions/0150). */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function latest(entity: string, entityId: string, language = "en") {
  const res = await t.app.inject({
    method: "GET",
    url: `${API.auditLog}?entity=${entity}&entityId=${entityId}&action=update&pageSize=5`,
    headers: { ...admin, "accept-language": language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as AuditLogResponse;
  return body.data.map((e) => e.summary ?? "");
}

const putAssignment = (a: KidRouteAssignment, change: Partial<Record<"route_uuid" | "driver_uuid" | "caretaker_uuid", string>> & { kids_uuids?: string[]; run?: string }) =>
  t.app.inject({
    method: "PUT",
    url: API.updateKidRoute(a.uuid),
    headers: admin,
    payload: { route_uuid: a.route_uuid, route_name: a.route_name, kids_uuids: a.kids_uuids, driver_uuid: a.driver_uuid, caretaker_uuid: a.caretaker_uuid, run: a.run, ...change },
  });

describe("audit old → new values of routes, kid routes and enquiries", () => {
  it("a route's change reads its fields old → new, stops by name, in English, Telugu and Hindi", async () => {
    const fields = validRouteFields({ name: "R-12", stops: ["Brodipet", "Lakshmipuram"] });
    const route = await createRoute(t.app, admin, fields);
    const res = await t.app.inject({ method: "PUT", url: API.updateRoute(route.uuid), headers: admin, payload: { ...fields, distance: 14, stops: ["Brodipet", "Vidya Nagar"], type: "Longest" } });
    expect(res.statusCode, res.body).toBe(200);
    const [en] = await latest("route", route.uuid);
    expect(en).toBe("Test User changed route R-12's type: Shortest → Longest, distance (km): 12.5 → 14, stops: Brodipet, Lakshmipuram → Brodipet, Vidya Nagar");
    const [te] = await latest("route", route.uuid, "te");
    const teT = catalogues.te;
    expect(te).toContain(teT.auditSentences.routeNamed("R-12"));
    expect(te).toContain(teT.auditSentences.change(teT.auditSentences.fieldNames.distance, "12.5", "14"));
    expect(te).toContain(teT.auditSentences.change(teT.auditSentences.fieldNames.type, teT.routes.transport.ui.typeLabels.Shortest, teT.routes.transport.ui.typeLabels.Longest));
    const [hi] = await latest("route", route.uuid, "hi");
    expect(hi).toContain(catalogues.hi.auditSentences.change(catalogues.hi.auditSentences.fieldNames.stops, "Brodipet, Lakshmipuram", "Brodipet, Vidya Nagar"));
  });

  it("a kid route's driver, run and kids read by name; a new route reads as the kids moved", async () => {
    const [r3, r5] = [await createRoute(t.app, admin, { name: "Route 3" }), await createRoute(t.app, admin, { name: "Route 5" })];
    const venkat = await createDriver(t.app, admin, { name: "Venkat Rao" });
    const suresh = await createDriver(t.app, admin, { name: "Suresh" });
    const kamala = await createCaretaker(t.app, admin, { name: "Kamala" });
    const arjun = await createKid(t.app, admin, { kidName: "Arjun Rao" });
    const meena = await createKid(t.app, admin, { kidName: "Meena" });
    const a = await createAssignment(t.app, admin, { route_uuid: r3.uuid, kids_uuids: [arjun.kid.uuid], driver_uuid: venkat.driver.uuid, caretaker_uuid: kamala.caretaker.uuid, run: "morning" });

    expect((await putAssignment(a, { driver_uuid: suresh.driver.uuid })).statusCode).toBe(200);
    expect((await latest("route-assignment", a.uuid))[0]).toBe("Test User changed route Route 3's driver: Venkat Rao → Suresh");

    expect((await putAssignment({ ...a, driver_uuid: suresh.driver.uuid }, { route_uuid: r5.uuid, route_name: "" } as never)).statusCode).toBe(200);
    expect((await latest("route-assignment", a.uuid))[0]).toBe("Test User moved Arjun Rao from route Route 3 to route Route 5");

    const moved = { ...a, route_uuid: r5.uuid, driver_uuid: suresh.driver.uuid };
    expect((await putAssignment(moved, { kids_uuids: [arjun.kid.uuid, meena.kid.uuid], run: "afternoon" })).statusCode).toBe(200);
    expect((await latest("route-assignment", a.uuid))[0]).toBe("Test User changed route Route 5's run: morning → afternoon; Test User added Meena to route Route 5");

    expect((await putAssignment({ ...moved, run: "afternoon" }, { kids_uuids: [meena.kid.uuid] })).statusCode).toBe(200);
    const [te] = await latest("route-assignment", a.uuid, "te");
    expect(te).toBe(catalogues.te.auditSentences.removedKids("Test User", "Arjun Rao", "Route 5"));
    for (const line of await latest("route-assignment", a.uuid)) expect(line).not.toMatch(UUID);
  });

  it("an enquiry's status reads New → Won in the reader's language; the free-text reason is named, never copied", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: API.createEnquiry,
      headers: admin,
      payload: { nameOfEnquiry: "Srinivas Rao", nameOfKid: "Anvi", ageOfKid: 6, phoneNumber: "9876543210", email: "srinivas@example.com", activity: ["school"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data as { uuid: string }).uuid;
    expect((await t.app.inject({ method: "PUT", url: API.updateEnquiry(id), headers: admin, payload: { status: "follow-up", reason: "Call back on 9876543210" } })).statusCode).toBe(200);
    expect((await latest("enquiry", id))[0]).toBe("Test User changed the enquiry of Srinivas Rao: status New → Follow-up");
    expect((await t.app.inject({ method: "PUT", url: API.updateEnquiry(id), headers: admin, payload: { status: "won" } })).statusCode).toBe(200);
    const [en] = await latest("enquiry", id);
    expect(en).toBe("Test User changed the enquiry of Srinivas Rao: status Follow-up → Won");
    const te = catalogues.te;
    expect((await latest("enquiry", id, "te"))[0]).toBe(te.auditSentences.enquiryStatusChange("Test User", "Srinivas Rao", te.enquiries.statusLabels["follow-up"], te.enquiries.statusLabels.won));
    const hi = catalogues.hi;
    expect((await latest("enquiry", id, "hi"))[1]).toBe(hi.auditSentences.enquiryStatusChange("Test User", "Srinivas Rao", hi.enquiries.statusNew, hi.enquiries.statusLabels["follow-up"]));
    const raw = await t.app.inject({ method: "GET", url: `${API.auditLog}?entity=enquiry&entityId=${id}`, headers: admin });
    expect(raw.body).not.toContain("Call back");
  });
});
