import { API_EXPORTS, formatDateIndia, messages, todayInIndia, type ExportFormat } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadExport } from "../../test/list-helpers";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The kid-route assignments' export (docs/decisions/0240): one row per assignment with its run in
 * the reader's words, so the office sees a kid's morning and afternoon as the two assignments they are.
 */
let t: TestApp;
let admin: Record<string, string>;
const FORMATS: ExportFormat[] = ["csv", "xlsx"];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  const route = await createRoute(t.app, admin, { name: "Brodipet Loop" });
  const driver = (await createDriver(t.app, admin, { name: "Ravi Driver" })).driver;
  const caretaker = (await createCaretaker(t.app, admin, { name: "Lakshmi Carer" })).caretaker;
  const first = (await createKid(t.app, admin, { kidName: "Anvi Rao" })).kid;
  const second = (await createKid(t.app, admin, { kidName: "Arjun Rao" })).kid;
  const base = { route_uuid: route.uuid, driver_uuid: driver.uuid, caretaker_uuid: caretaker.uuid };
  await createAssignment(t.app, admin, { ...base, kids_uuids: [first.uuid, second.uuid], run: "morning" });
  const evening = await createRoute(t.app, admin, { name: "Brodipet Evening" });
  await createAssignment(t.app, admin, { ...base, route_uuid: evening.uuid, kids_uuids: [second.uuid], run: "afternoon" });
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe.each(FORMATS)("kid-route export (%s)", (format) => {
  it("has one row per assignment with its run, staff and kids in stop order", async () => {
    const { header, body } = await downloadExport(t, admin, API_EXPORTS.kidRoutes, format, "&sort=route&dir=asc");
    expect(header).toEqual(Object.values(messages.exports.kidRoutes));
    const byRoute = new Map(body.map((r) => [r[0], r]));
    expect(byRoute.get("Brodipet Loop")!.slice(1, 6)).toEqual([messages.day.runs.morning, "Ravi Driver", "Lakshmi Carer", "", "Anvi Rao, Arjun Rao"]);
    expect(byRoute.get("Brodipet Evening")!.slice(1, 6)).toEqual([messages.day.runs.afternoon, "Ravi Driver", "Lakshmi Carer", "", "Arjun Rao"]);
    if (format === "csv") expect(byRoute.get("Brodipet Loop")![6]).toBe(formatDateIndia(todayInIndia()));
  });
});

it("words the run and the headings in the reader's language", async () => {
  const te = catalogueFor("te");
  const { header, body } = await downloadExport(t, { ...admin, "accept-language": "te" }, API_EXPORTS.kidRoutes, "csv");
  expect(header).toEqual(Object.values(te.exports.kidRoutes));
  expect(body.map((r) => r[1]).sort()).toEqual([te.day.runs.afternoon, te.day.runs.morning].sort());
});

it("is the office's only: 401 without a session", async () => {
  const res = await t.app.inject({ method: "GET", url: `${API_EXPORTS.kidRoutes}?format=csv` });
  expect(res.statusCode).toBe(401);
});
