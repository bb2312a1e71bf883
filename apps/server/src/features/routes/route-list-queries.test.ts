import { API, type TransportRoute } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPageSizeBound, getOk } from "../../test/list-helpers";
import { createRoute } from "../../test/route-factories";
import { adminHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * GET /api/route/all-routes (docs/decisions/0080): a bare array (spec §7) with the paging in the
 * X-Total-Count / X-Page / X-Page-Size headers; search in the name, the places and the stops; sort
 * by name (the default, A–Z), distance and creation time, both ways; deleted routes left out.
 */
let t: TestApp;
let admin: Record<string, string>;

// Created in this order (oldest first); distances chosen so no two sorts agree.
const SEED = [
  { name: "Chilakaluripet Express", from: "Brodipet", to: "Sri Chaitanya School", distance: 31.5, stops: ["Nallapadu", "Chilakaluripet Bus Stand"] },
  { name: "amaravati Road", from: "Arundelpet", to: "Vignan School", distance: 12, stops: ["Gorantla", "Takkellapadu"] },
  { name: "Brodipet Loop", from: "Lakshmipuram", to: "Kendriya Vidyalaya", distance: 4.25, stops: ["Brodipet 4th Line", "Vidya Nagar"] },
  { name: "Donka Road Shuttle", from: "Koretepadu", to: "Bharatiya Vidya Bhavan", distance: 18, stops: ["Donka Road", "Pattabhipuram"] },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  for (const s of SEED) await createRoute(t.app, admin, s);
  // A deleted route: never listed, never counted.
  await createRoute(t.app, admin, { name: "Retired Route", stops: ["Brodipet Old Stand"] });
  const del = await t.app.inject({ method: "DELETE", url: API.deleteRoute("Retired Route"), headers: admin });
  expect(del.statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const res = await getOk(t, admin, `${API.allRoutes}?${query}`);
  const rows = res.json() as TransportRoute[];
  expect(Array.isArray(rows)).toBe(true);
  return { names: rows.map((r) => r.name), rows, total: Number(res.headers["x-total-count"]), page: Number(res.headers["x-page"]), pageSize: Number(res.headers["x-page-size"]) };
}

const AZ = ["amaravati Road", "Brodipet Loop", "Chilakaluripet Express", "Donka Road Shuttle"];

describe("route list: search", () => {
  it("finds routes by name, ignoring case", async () => {
    expect((await list("q=ROAD")).names).toEqual(["amaravati Road", "Donka Road Shuttle"]);
    expect((await list("q=express")).names).toEqual(["Chilakaluripet Express"]);
  });

  it("finds routes by the place they start from or go to", async () => {
    expect((await list("q=arundel")).names).toEqual(["amaravati Road"]);
    expect((await list("q=kendriya")).names).toEqual(["Brodipet Loop"]);
  });

  it("finds routes by a stop; Brodipet is a start, a name and a stop, the deleted route's stop is not found", async () => {
    expect((await list("q=takkella")).names).toEqual(["amaravati Road"]);
    expect((await list("q=pattabhi")).names).toEqual(["Donka Road Shuttle"]);
    const brodipet = await list("q=brodipet");
    expect(brodipet.names).toEqual(["Brodipet Loop", "Chilakaluripet Express"]);
    expect(brodipet.total).toBe(2);
    expect((await list("q=old%20stand")).total).toBe(0);
    expect((await list("q=%25")).total).toBe(0);
  });
});

describe("route list: sort", () => {
  it("without sort: A–Z by name ignoring case; dir=desc alone turns it Z–A", async () => {
    const all = await list("");
    expect(all.names).toEqual(AZ);
    expect(all.total).toBe(4);
    expect((await list("dir=desc")).names).toEqual([...AZ].reverse());
  });

  it("by name, both ways", async () => {
    expect((await list("sort=name&dir=asc")).names).toEqual(AZ);
    expect((await list("sort=name&dir=desc")).names).toEqual([...AZ].reverse());
  });

  it("by distance, both ways, as numbers (4.25 before 12)", async () => {
    const shortest = await list("sort=distance&dir=asc");
    expect(shortest.names).toEqual(["Brodipet Loop", "amaravati Road", "Donka Road Shuttle", "Chilakaluripet Express"]);
    expect(shortest.rows.map((r) => r.distance)).toEqual([4.25, 12, 18, 31.5]);
    expect((await list("sort=distance&dir=desc")).names).toEqual(["Chilakaluripet Express", "Donka Road Shuttle", "amaravati Road", "Brodipet Loop"]);
  });

  it("by creation time, both ways", async () => {
    expect((await list("sort=createdAt&dir=asc")).names).toEqual(SEED.map((s) => s.name));
    expect((await list("sort=createdAt&dir=desc")).names).toEqual(SEED.map((s) => s.name).reverse());
  });
});

describe("route list: paging and bounds", () => {
  it("pages carry the total and the page in headers; pages do not overlap", async () => {
    const first = await list("sort=distance&pageSize=3");
    const second = await list("sort=distance&pageSize=3&page=2");
    expect([...first.names, ...second.names]).toEqual(["Brodipet Loop", "amaravati Road", "Donka Road Shuttle", "Chilakaluripet Express"]);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect((await list("q=road&pageSize=1&page=2")).names).toEqual(["Donka Road Shuttle"]);
  });

  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allRoutes);
    await expectPageSizeBound(t, admin, API.allRoutes, "&q=road&sort=distance");
  });
});
