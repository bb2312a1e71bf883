import { API, todayInIndia, type AuditLogResponse } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCapture } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let w: RouteWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe("readable audit log", () => {
  it("names the people and records in one sentence per row, never ids, Aadhaar or passwords", async () => {
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", date: todayInIndia() });
    const res = await t.app.inject({ method: "GET", url: `${API.auditLog}?pageSize=100`, headers: w.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AuditLogResponse;
    const summaries = body.data.map((e) => e.summary ?? "");
    expect(summaries).toContain("Caretaker A captured Home Pickup for Kid A");
    expect(summaries.some((s) => /created driver Driver A$/.test(s))).toBe(true);
    expect(summaries.some((s) => /created kid profile Kid A$/.test(s))).toBe(true);
    expect(summaries.some((s) => /created route Route A$/.test(s))).toBe(true);
    for (const s of summaries) {
      expect(s).not.toMatch(UUID);
      expect(s).not.toMatch(/\d{12}/);
      expect(s.toLowerCase()).not.toContain("password");
    }
  });

  it("a changed profile names the fields changed and whose they are", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: API.updateRoute(w.routeA.uuid),
      headers: w.admin,
      payload: { ...w.routeA, description: "Now via Brodipet" } as object,
    });
    if (res.statusCode !== 200) return expect(res.statusCode).toBe(200);
    const body = (await t.app.inject({ method: "GET", url: `${API.auditLog}?entity=route&pageSize=5`, headers: w.admin })).json() as AuditLogResponse;
    expect(body.data[0].summary).toMatch(/changed Route A's .*description/);
  });
});
