import { API, type KidRouteAssignment } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKid } from "../../test/kid-factories";
import { expectPageSizeBound, getOk } from "../../test/list-helpers";
import { createAssignment, createRoute } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * GET /api/getAll/v1/all (docs/decisions/0080): the kid-route assignments filtered by route,
 * driver, caretaker and kid, searched in the route's, driver's, caretaker's and kids' names, sorted
 * by route name and creation time both ways (newest first by default), and the page bound.
 */
let t: TestApp;
let admin: Record<string, string>;
const ids = { routes: {} as Record<string, string>, drivers: {} as Record<string, string>, caretakers: {} as Record<string, string>, kids: {} as Record<string, string> };
/** Assignment uuid → a short label, so answers read as lists of labels. */
const label = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  for (const name of ["Amaravati Road", "brodipet Loop", "Chandramouli Nagar"]) ids.routes[name] = (await createRoute(t.app, admin, { name })).uuid;
  for (const name of ["Ravi Teja", "Sanjay Varma"]) ids.drivers[name] = (await createDriver(t.app, admin, { name })).driver.uuid;
  for (const name of ["Kamala Bai", "Padmavathi"]) ids.caretakers[name] = (await createCaretaker(t.app, admin, { name })).caretaker.uuid;
  for (const kidName of ["Anu", "Bindu", "Charvi", "Deepa"]) ids.kids[kidName] = (await createKid(t.app, admin, { kidName })).kid.uuid;
  // Created in this order: A1 (oldest), A2, A3. Anu rides A1 in the morning and A3 in the afternoon.
  for (const [name, route, driver, caretaker, kidNames, run] of [
    ["A1", "brodipet Loop", "Ravi Teja", "Kamala Bai", ["Anu", "Bindu"], "morning"],
    ["A2", "Amaravati Road", "Sanjay Varma", "Kamala Bai", ["Charvi"], "morning"],
    ["A3", "Chandramouli Nagar", "Ravi Teja", "Padmavathi", ["Deepa", "Anu"], "afternoon"],
  ] as const) {
    const a = await createAssignment(t.app, admin, {
      route_uuid: ids.routes[route],
      driver_uuid: ids.drivers[driver],
      caretaker_uuid: ids.caretakers[caretaker],
      kids_uuids: kidNames.map((k) => ids.kids[k]),
      run,
    });
    label.set(a.uuid, name);
  }
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const res = await getOk(t, admin, `${API.allKidRoutes}?${query}`);
  const body = res.json() as { data: KidRouteAssignment[]; page: { page: number; pageSize: number; total: number } };
  return { labels: body.data.map((a) => label.get(a.uuid)), rows: body.data, page: body.page };
}

describe("kid-route list: filters", () => {
  it("by route", async () => {
    const a2 = await list(`routeUuid=${ids.routes["Amaravati Road"]}`);
    expect(a2.labels).toEqual(["A2"]);
    expect(a2.rows[0].route_name).toBe("Amaravati Road");
    expect(a2.page.total).toBe(1);
  });

  it("by driver, newest first", async () => {
    const ravi = await list(`driverUuid=${ids.drivers["Ravi Teja"]}`);
    expect(ravi.labels).toEqual(["A3", "A1"]);
    expect(ravi.rows.every((a) => a.driver_uuid === ids.drivers["Ravi Teja"])).toBe(true);
  });

  it("by caretaker", async () => {
    expect((await list(`caretakerUuid=${ids.caretakers["Kamala Bai"]}`)).labels).toEqual(["A2", "A1"]);
    expect((await list(`caretakerUuid=${ids.caretakers.Padmavathi}`)).labels).toEqual(["A3"]);
  });

  it("by kid: every assignment the kid rides, with all its kids", async () => {
    const anu = await list(`kidUuid=${ids.kids.Anu}`);
    expect(anu.labels).toEqual(["A3", "A1"]);
    expect(anu.rows.map((a) => a.kids.map((k) => k.name))).toEqual([
      ["Deepa", "Anu"],
      ["Anu", "Bindu"],
    ]);
    expect((await list(`kidUuid=${ids.kids.Charvi}`)).labels).toEqual(["A2"]);
  });

  it("filters combine; an unknown id matches none; a malformed id is 400", async () => {
    expect((await list(`driverUuid=${ids.drivers["Ravi Teja"]}&caretakerUuid=${ids.caretakers["Kamala Bai"]}`)).labels).toEqual(["A1"]);
    expect((await list(`kidUuid=${ids.kids.Anu}&routeUuid=${ids.routes["Amaravati Road"]}`)).page.total).toBe(0);
    expect((await list("routeUuid=00000000-0000-4000-8000-000000000000")).page.total).toBe(0);
    for (const key of ["routeUuid", "driverUuid", "caretakerUuid", "kidUuid"]) {
      const res = await t.app.inject({ method: "GET", url: `${API.allKidRoutes}?${key}=nope`, headers: admin });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error, key).toContain("Invalid id.");
    }
  });
});

describe("kid-route list: search", () => {
  it("in the route's, the driver's, the caretaker's and the kids' names, ignoring case", async () => {
    expect((await list("q=AMARAVATI")).labels).toEqual(["A2"]);
    expect((await list("q=sanjay")).labels).toEqual(["A2"]);
    expect((await list("q=padma")).labels).toEqual(["A3"]);
    expect((await list("q=bindu")).labels).toEqual(["A1"]);
    expect((await list("q=anu")).labels).toEqual(["A3", "A1"]);
    expect((await list("q=teja")).page.total).toBe(2);
    expect((await list("q=nobody")).page.total).toBe(0);
  });

  it("combines with a filter", async () => {
    expect((await list(`q=anu&routeUuid=${ids.routes["Chandramouli Nagar"]}`)).labels).toEqual(["A3"]);
  });
});

describe("kid-route list: sort and paging", () => {
  it("without sort: newest first", async () => {
    expect((await list("")).labels).toEqual(["A3", "A2", "A1"]);
  });

  it("by route name ignoring case, both ways", async () => {
    expect((await list("sort=route")).labels).toEqual(["A2", "A1", "A3"]);
    expect((await list("sort=route&dir=asc")).labels).toEqual(["A2", "A1", "A3"]);
    expect((await list("sort=route&dir=desc")).labels).toEqual(["A3", "A1", "A2"]);
  });

  it("by creation time, both ways", async () => {
    expect((await list("sort=createdAt&dir=asc")).labels).toEqual(["A1", "A2", "A3"]);
    expect((await list("sort=createdAt&dir=desc")).labels).toEqual(["A3", "A2", "A1"]);
  });

  it("pages a filtered, sorted list with the filtered total", async () => {
    const second = await list(`driverUuid=${ids.drivers["Ravi Teja"]}&sort=route&pageSize=1&page=2`);
    expect(second.labels).toEqual(["A3"]);
    expect(second.page).toEqual({ page: 2, pageSize: 1, total: 2 });
  });

  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allKidRoutes);
    await expectPageSizeBound(t, admin, API.allKidRoutes, `&kidUuid=${ids.kids.Anu}`);
  });
});
