import { API, API_EXPORTS, formatDateIndia, messages, todayInIndia, type ExportFormat, type TransportRoute } from "@app/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../db/schema";
import { downloadExport, getOk } from "../../test/list-helpers";
import { createRoute } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Driver, caretaker and route exports (docs/decisions/0081) in CSV and Excel: a header row, one
 * line per record of the list with its filters and order, the date in the file name, and any text
 * a spreadsheet would run as a formula (=, +, -, @) prefixed with an apostrophe.
 */
let t: TestApp;
let admin: Record<string, string>;
const today = formatDateIndia(todayInIndia());
const FORMATS: ExportFormat[] = ["csv", "xlsx"];
const routes: TransportRoute[] = [];

// Names a spreadsheet would read as formulas, and one it would not.
const DRIVERS = [
  { name: '=HYPERLINK("http://evil.example","Open")', status: "active", address: "=1+2, Brodipet" },
  { name: "+91 Prasad", status: "suspended", address: "5-6, Arundelpet" },
  { name: "-Rao", status: "active", address: "7-8, Lakshmipuram" },
  { name: "@SUM(A1:A9)", status: "inactive", address: "9-10, Kothapet" },
  { name: "Plain Driver", status: "active", address: "12-3-45, Brodipet, Guntur" },
] as const;
const CARETAKERS = ["=cmd|' /C calc'!A0", "+Lakshmi", "-Kamala", "@Padma", "Plain Caretaker"];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  for (const d of DRIVERS) {
    const { driver } = await createDriver(t.app, admin, { ...d });
    // 20:00 UTC is 01:30 the next day in India: the export's "Created" is the office's day.
    if (d.name === "-Rao") await t.database.db.update(drivers).set({ createdAt: new Date("2026-03-01T20:00:00Z") }).where(eq(drivers.id, driver.uuid));
  }
  // A deleted driver and caretaker are not exported.
  const gone = (await createDriver(t.app, admin, { name: "Gone Driver" })).driver;
  expect((await t.app.inject({ method: "DELETE", url: API.deleteDriver(gone.uuid), headers: admin })).statusCode).toBe(200);
  for (const name of CARETAKERS) await createCaretaker(t.app, admin, { name });
  const goneCaretaker = (await createCaretaker(t.app, admin, { name: "Gone Caretaker" })).caretaker;
  expect((await t.app.inject({ method: "DELETE", url: API.deleteCaretaker(goneCaretaker.uuid), headers: admin })).statusCode).toBe(200);
  for (const r of [
    { name: "=SUM(A1:A2)", distance: 12.5, stops: ["@Gate 2", "Main Road"], subRoutes: [{ name: "=Loop", distance: 1, estimatedTime: 5, stops: ["Ward 4", "Ward 5"] }] },
    { name: "+Express", distance: 30, stops: ["Nallapadu", "Chilakaluripet"], subRoutes: [] },
    { name: "-Shuttle", distance: 4.25, stops: ["-Bus Stand", "Market"] },
    { name: "Plain Route", distance: 8, stops: ["Brodipet", "Lakshmipuram", "Arundelpet"] },
  ]) {
    routes.push(await createRoute(t.app, admin, r));
  }
  await createRoute(t.app, admin, { name: "Retired Route" });
  expect((await t.app.inject({ method: "DELETE", url: API.deleteRoute("Retired Route"), headers: admin })).statusCode).toBe(200);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const download = (path: string, format: ExportFormat, query = "") => downloadExport(t, admin, path, format, query);

/** The names the admin list shows for the same query, in its order. */
async function listed(path: string, query: string, pick: (body: never) => { name: string }[]) {
  return pick((await getOk(t, admin, `${path}?pageSize=100${query}`)).json() as never).map((r) => r.name);
}
const pickDrivers = (b: { data: { allDrivers: { name: string }[] } }) => b.data.allDrivers;
const pickCaretakers = (b: { data: { name: string }[] }) => b.data;
const pickRoutes = (b: { name: string }[]) => b;
const quoted = (name: string) => (/^[=+\-@]/.test(name) ? `'${name}` : name);

describe.each(FORMATS)("drivers export (%s)", (format) => {
  it("has the header row and one line per live driver, formulas neutralised in every text column", async () => {
    const { header, body } = await download(API_EXPORTS.drivers, format);
    expect(header).toEqual(Object.values(messages.exports.staff));
    expect(body).toHaveLength(DRIVERS.length);
    const names = body.map((r) => r[0]);
    expect(names.sort()).toEqual(DRIVERS.map((d) => quoted(d.name)).sort());
    expect(names).not.toContain("Gone Driver");
    const evil = body.find((r) => String(r[0]).includes("HYPERLINK"))!;
    expect(evil[0]).toBe(`'${DRIVERS[0].name}`);
    expect(evil[5]).toBe("'=1+2, Brodipet");
    expect(body.find((r) => r[0] === "Plain Driver")).toEqual(expect.arrayContaining(["Active", "12-3-45, Brodipet, Guntur", today]));
    expect(body.find((r) => r[0] === "'-Rao")![6]).toBe("02-03-2026");
  });

  it("applies the list's status filter, search and order", async () => {
    const active = await download(API_EXPORTS.drivers, format, "&status=active&sort=name");
    expect(active.body.map((r) => r[0])).toEqual((await listed(API.allDrivers, "&status=active&sort=name", pickDrivers as never)).map(quoted));
    expect(active.body).toHaveLength(3);
    expect(active.body.every((r) => r[3] === "Active")).toBe(true);
    const prasad = await download(API_EXPORTS.drivers, format, "&q=prasad");
    expect(prasad.body.map((r) => r[0])).toEqual(["'+91 Prasad"]);
    const byName = await download(API_EXPORTS.drivers, format, "&sort=name&dir=desc");
    expect(byName.body.map((r) => r[0])).toEqual((await listed(API.allDrivers, "&sort=name&dir=desc", pickDrivers as never)).map(quoted));
  });
});

describe.each(FORMATS)("caretakers export (%s)", (format) => {
  it("has the header row and one line per live caretaker, formulas neutralised", async () => {
    const { header, body } = await download(API_EXPORTS.caretakers, format);
    expect(header).toEqual(Object.values(messages.exports.staff));
    expect(body).toHaveLength(CARETAKERS.length);
    expect(body.map((r) => r[0]).sort()).toEqual(CARETAKERS.map(quoted).sort());
    expect(body.map((r) => r[0])).toContain(`'=cmd|' /C calc'!A0`);
  });

  it("applies the list's search and order", async () => {
    const az = await download(API_EXPORTS.caretakers, format, "&sort=name");
    expect(az.body.map((r) => r[0])).toEqual((await listed(API.allCaretakers, "&sort=name", pickCaretakers as never)).map(quoted));
    const lakshmi = await download(API_EXPORTS.caretakers, format, "&q=lakshmi");
    expect(lakshmi.body.map((r) => r[0])).toEqual(["'+Lakshmi"]);
  });
});

describe.each(FORMATS)("routes export (%s)", (format) => {
  it("has the header row and one line per live route with its stops and sub-routes, formulas neutralised", async () => {
    const { header, body } = await download(API_EXPORTS.routes, format);
    expect(header).toEqual(Object.values(messages.exports.routes));
    expect(body).toHaveLength(routes.length);
    // A–Z by name, as the list shows them.
    expect(body.map((r) => r[0])).toEqual((await listed(API.allRoutes, "", pickRoutes as never)).map(quoted));
    expect(body.map((r) => r[0])).not.toContain("Retired Route");
    const first = body.find((r) => r[0] === "'=SUM(A1:A2)")!;
    expect(first[6]).toBe("'@Gate 2 → Main Road");
    expect(first[7]).toBe("'=Loop: Ward 4 → Ward 5");
    expect(body.find((r) => r[0] === "'-Shuttle")![6]).toBe("'-Bus Stand → Market");
    const plain = body.find((r) => r[0] === "Plain Route")!;
    expect(plain.slice(2, 4)).toEqual([routes[3].from, routes[3].to]);
    expect(plain[6]).toBe("Brodipet → Lakshmipuram → Arundelpet");
    expect(plain[7]).toBe(routes[3].subRoutes.map((s) => `${s.name}: ${s.stops.join(" → ")}`).join("; "));
    expect(body.find((r) => r[0] === "'+Express")![7]).toBe("");
  });

  it("keeps distances as numbers and applies the list's search and order", async () => {
    const { body, raw } = await download(API_EXPORTS.routes, format, "&sort=distance&dir=desc");
    expect(body.map((r) => r[0])).toEqual(["'+Express", "'=SUM(A1:A2)", "Plain Route", "'-Shuttle"]);
    expect(raw.map((r) => r[4])).toEqual(format === "csv" ? ["30", "12.5", "8", "4.25"] : [30, 12.5, 8, 4.25]);
    const found = await download(API_EXPORTS.routes, format, "&q=lakshmipuram");
    expect(found.body.map((r) => r[0])).toEqual(["Plain Route"]);
  });
});
