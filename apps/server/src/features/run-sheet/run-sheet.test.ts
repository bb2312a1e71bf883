import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, RUN_SHEET_PATH, todayInIndia, type RunSheet } from "@app/contracts";
import { createCapture } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let w: RouteWorld;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  roles = await otherRoleHeaders(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const sheet = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: RUN_SHEET_PATH, headers });

describe("GET /api/v1/run-sheet (issue 9)", () => {
  it("the caretaker's routes, kids in stop order with address, parents to call and today's legs", async () => {
    await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "homePickup", pickupTime: "07:41" });
    const res = await sheet(w.as.caretakerA);
    expect(res.statusCode).toBe(200);
    const body = res.json() as RunSheet;
    expect(body.date).toBe(todayInIndia());
    expect(body.routes).toHaveLength(1);
    const [route] = body.routes;
    expect(route.routeInfo.name).toBe("Route A");
    expect(route.kids.map((k) => [k.kidName, k.stop])).toEqual([
      ["Kid A", 1],
      ["Kid Bee Two", 2],
    ]);
    const kidA = route.kids[0];
    expect(kidA.address).toBe("4-5-6, Arundelpet, Guntur, Andhra Pradesh, 522002");
    expect(kidA.parents.map((p) => p.relation)).toContain("father");
    expect(kidA.parents.find((p) => p.relation === "father")!.mobile).toBe(w.kidA.fields.parentsDetails.fatherMobile);
    expect(kidA.attendance).toMatchObject({ uuid: null, homePickup: null, InstituteDrop: null, InstitutePickup: null, homeDrop: null });
    const bee = route.kids[1];
    expect(bee.attendance.homePickup).toMatchObject({ time: "07:41", capturedBy: "Caretaker A" });
    expect(bee.attendance.InstituteDrop).toBeNull();
    // Never identity data of the parents.
    expect(JSON.stringify(body)).not.toMatch(/aadha?r/i);
  });

  it("only a caretaker with a profile: 403 for admins, drivers, parents and bare accounts; 401 anonymous; each caretaker her own routes", async () => {
    expect((await sheet(w.admin)).statusCode).toBe(403);
    expect((await sheet(w.as.driverA)).statusCode).toBe(403);
    expect((await sheet(w.as.fatherA)).statusCode).toBe(403);
    expect((await sheet({})).json()).toEqual({ error: messages.auth.serverErrors.unauthenticated });
    expect((await sheet(roles.caretaker)).statusCode).toBe(403);
    expect((await sheet(w.as.caretakerB)).json().routes[0].kids.map((k: { kidName: string }) => k.kidName)).toEqual(["Kid B"]);
  });
});
