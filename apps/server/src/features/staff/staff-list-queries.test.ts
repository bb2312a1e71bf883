import { API, API_EXPORTS, type Caretaker, type Driver } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPageSizeBound, getOk } from "../../test/list-helpers";
import { adminHeaders, createCaretaker, createDriver } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The driver and caretaker lists (docs/decisions/0080): search in the name, mobile and email (and
 * the licence number of drivers), the drivers' status filter, sort by name and creation time both
 * ways, and the page bound.
 */
let t: TestApp;
let admin: Record<string, string>;
const drivers: Driver[] = [];
const caretakers: Caretaker[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  // Created in this order (oldest first); names not in creation order so the sorts differ.
  for (const [name, status, dlNo] of [
    ["Chandra Sekhar", "active", "AP07 20110000001"],
    ["anil Kumar", "suspended", "AP07 20150000002"],
    ["Bala Krishna", "inactive", "TS09 20180000003"],
    ["Dinesh Reddy", "active", "AP07 20200000004"],
  ] as const) {
    drivers.push((await createDriver(t.app, admin, { name, status, dlNo, email: `${name.split(" ")[0].toLowerCase()}.driver@example.com` })).driver);
  }
  for (const name of ["Lakshmi Devi", "kamala Bai", "Nirmala Kumari"]) {
    caretakers.push((await createCaretaker(t.app, admin, { name, email: `${name.split(" ")[0].toLowerCase()}.care@example.com` })).caretaker);
  }
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function driverList(query: string) {
  const res = await getOk(t, admin, `${API.allDrivers}?${query}`);
  const body = res.json() as { data: { allDrivers: Driver[] }; page: { page: number; pageSize: number; total: number } };
  return { names: body.data.allDrivers.map((d) => d.name), rows: body.data.allDrivers, page: body.page };
}

async function caretakerList(query: string) {
  const res = await getOk(t, admin, `${API.allCaretakers}?${query}`);
  const body = res.json() as { data: Caretaker[]; page: { page: number; pageSize: number; total: number } };
  return { names: body.data.map((c) => c.name), rows: body.data, page: body.page };
}

describe("driver list", () => {
  it("searches the name (ignoring case), mobile, email and licence number", async () => {
    expect((await driverList("q=KRISHNA")).names).toEqual(["Bala Krishna"]);
    expect((await driverList(`q=${drivers[3].phoneNumber}`)).names).toEqual(["Dinesh Reddy"]);
    expect((await driverList("q=anil.driver@")).names).toEqual(["anil Kumar"]);
    expect((await driverList("q=ts09")).names).toEqual(["Bala Krishna"]);
    const ap07 = await driverList("q=AP07");
    expect(ap07.page.total).toBe(3);
    expect((await driverList("q=nobody")).page.total).toBe(0);
    expect((await driverList("q=%25")).page.total).toBe(0);
  });

  it("filters by status, alone and with the search", async () => {
    const active = await driverList("status=active");
    expect(active.names).toEqual(["Dinesh Reddy", "Chandra Sekhar"]);
    expect(active.page.total).toBe(2);
    expect(active.rows.every((d) => d.status === "active")).toBe(true);
    expect((await driverList("status=suspended")).names).toEqual(["anil Kumar"]);
    expect((await driverList("status=inactive")).names).toEqual(["Bala Krishna"]);
    expect((await driverList("status=retired")).page.total).toBe(0);
    expect((await driverList("status=active&q=ap07%202011")).names).toEqual(["Chandra Sekhar"]);
  });

  it("sorts newest first by default; by name (ignoring case) and by creation time, both ways", async () => {
    expect((await driverList("")).names).toEqual(["Dinesh Reddy", "Bala Krishna", "anil Kumar", "Chandra Sekhar"]);
    const az = ["anil Kumar", "Bala Krishna", "Chandra Sekhar", "Dinesh Reddy"];
    expect((await driverList("sort=name")).names).toEqual(az);
    expect((await driverList("sort=name&dir=asc")).names).toEqual(az);
    expect((await driverList("sort=name&dir=desc")).names).toEqual([...az].reverse());
    const created = drivers.map((d) => d.name);
    expect((await driverList("sort=createdAt&dir=asc")).names).toEqual(created);
    expect((await driverList("sort=createdAt&dir=desc")).names).toEqual([...created].reverse());
  });

  it("pages a sorted, filtered list with the filtered total", async () => {
    const page2 = await driverList("sort=name&pageSize=3&page=2");
    expect(page2.names).toEqual(["Dinesh Reddy"]);
    expect(page2.page).toEqual({ page: 2, pageSize: 3, total: 4 });
    const res = await getOk(t, admin, `${API.allDrivers}?status=active&pageSize=1`);
    expect(res.headers["x-total-count"]).toBe("2");
  });

  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allDrivers);
    await expectPageSizeBound(t, admin, API.allDrivers, "&status=active");
  });
});

describe("caretaker list", () => {
  it("searches the name (ignoring case), mobile and email", async () => {
    expect((await caretakerList("q=KAMALA")).names).toEqual(["kamala Bai"]);
    expect((await caretakerList(`q=${caretakers[2].phoneNumber}`)).names).toEqual(["Nirmala Kumari"]);
    expect((await caretakerList("q=lakshmi.care@")).names).toEqual(["Lakshmi Devi"]);
    expect((await caretakerList("q=mala")).names).toEqual(["Nirmala Kumari", "kamala Bai"]);
    expect((await caretakerList("q=nobody")).page.total).toBe(0);
  });

  it("sorts newest first by default; by name (ignoring case) and by creation time, both ways", async () => {
    expect((await caretakerList("")).names).toEqual(["Nirmala Kumari", "kamala Bai", "Lakshmi Devi"]);
    expect((await caretakerList("sort=name")).names).toEqual(["kamala Bai", "Lakshmi Devi", "Nirmala Kumari"]);
    expect((await caretakerList("sort=name&dir=desc")).names).toEqual(["Nirmala Kumari", "Lakshmi Devi", "kamala Bai"]);
    expect((await caretakerList("sort=createdAt&dir=asc")).names).toEqual(["Lakshmi Devi", "kamala Bai", "Nirmala Kumari"]);
    expect((await caretakerList("sort=createdAt&dir=desc")).names).toEqual(["Nirmala Kumari", "kamala Bai", "Lakshmi Devi"]);
  });

  it("pages with the total of the search", async () => {
    const page = await caretakerList("q=mala&sort=name&pageSize=1&page=2");
    expect(page.names).toEqual(["Nirmala Kumari"]);
    expect(page.page).toEqual({ page: 2, pageSize: 1, total: 2 });
  });

  it("offers no status filter, as caretakers have no status (the drivers' list and export do)", async () => {
    const doc = (await getOk(t, admin, "/api/docs")).json() as { paths: Record<string, { get: { parameters: { name: string }[] } }> };
    const params = (path: string) => doc.paths[path].get.parameters.map((p) => p.name);
    for (const path of [API.allDrivers, API_EXPORTS.drivers]) expect(params(path), path).toContain("status");
    for (const path of [API.allCaretakers, API_EXPORTS.caretakers]) {
      expect(params(path), path).toEqual(expect.arrayContaining(["q", "sort", "dir"]));
      expect(params(path), path).not.toContain("status");
    }
  });

  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allCaretakers);
    await expectPageSizeBound(t, admin, API.allCaretakers, "&q=mala");
  });
});
