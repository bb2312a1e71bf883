import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, todayInIndia, type RouteMarksResponse } from "@app/contracts";
import { auditLog, routeMarks } from "../../db/schema";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const mk = messages.routes.marks;
const forbidden = { error: messages.auth.serverErrors.forbidden };
const unauthenticated = { error: messages.auth.serverErrors.unauthenticated };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** A day relative to today in India, as YYYY-MM-DD. */
function day(offset: number): string {
  const [y, m, d] = todayInIndia().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

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

const read = (routeUuid: string, date: string, headers: Record<string, string> = w.admin) => t.app.inject({ method: "GET", url: API.routeMarks(routeUuid, date), headers });
const mark = (routeUuid: string, date: string, kidUuid: string, payload: unknown, headers: Record<string, string> = w.admin) =>
  t.app.inject({ method: "PUT", url: API.routeMark(routeUuid, date, kidUuid), headers, payload: payload as object });

describe("the route screen on real data (spec §2.7, §4; decisions.md §2)", () => {
  it("lists the kids of the chosen route for a day, by name, unmarked at first", async () => {
    const res = await read(w.routeA.uuid, day(0));
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as RouteMarksResponse;
    expect(data.route).toEqual({ uuid: w.routeA.uuid, name: "Route A", from: w.routeA.from, to: w.routeA.to });
    expect(data.date).toBe(day(0));
    expect(data.kids.map((k) => [k.kidName, k.mark, k.markedAt])).toEqual([
      ["Kid A", null, null],
      ["Kid Bee Two", null, null],
    ]);
    expect(data.kids[0]).toMatchObject({ uuid: w.kidA.kid.uuid, age: w.kidA.kid.age, kidsImageThumb: w.kidA.kid.kidsImageThumb });
  });

  it("marks a kid Absent for today; reading again (a reload) shows it; Present replaces it; each change audited", async () => {
    const today = day(0);
    const res = await mark(w.routeA.uuid, today, w.kidA.kid.uuid, { mark: "absent" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: mk.saved("Kid A", "absent"),
      data: { routeUuid: w.routeA.uuid, kidUuid: w.kidA.kid.uuid, date: today, mark: "absent", markedAt: expect.any(String) },
    });
    const after = (await read(w.routeA.uuid, today)).json() as RouteMarksResponse;
    expect(after.data.kids.map((k) => [k.kidName, k.mark])).toEqual([
      ["Kid A", "absent"],
      ["Kid Bee Two", null],
    ]);
    expect(after.data.kids[0].markedAt).not.toBeNull();
    // Another day is its own record.
    expect(((await read(w.routeA.uuid, day(-1))).json() as RouteMarksResponse).data.kids[0].mark).toBeNull();

    expect((await mark(w.routeA.uuid, today, w.kidA.kid.uuid, { mark: "Present" })).statusCode).toBe(200);
    expect(((await read(w.routeA.uuid, today)).json() as RouteMarksResponse).data.kids[0].mark).toBe("present");
    // Sending the same mark again changes nothing and writes no audit row.
    expect((await mark(w.routeA.uuid, today, w.kidA.kid.uuid, { mark: "present" })).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "route-mark"), eq(auditLog.entityId, `${w.routeA.uuid}:${today}:${w.kidA.kid.uuid}`)));
    expect(audit.map((x) => x.action)).toEqual(["create", "update"]);
    const rows = await t.database.db.select().from(routeMarks).where(eq(routeMarks.kidId, w.kidA.kid.uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0].markedBy).toBe(w.adminUser.id);
  });

  it("takes past days; refuses a future day (in India) or an impossible date on both calls", async () => {
    expect((await mark(w.routeB.uuid, day(-30), w.kidB.kid.uuid, { mark: "present" })).statusCode).toBe(200);
    for (const [date, message] of [
      [day(1), mk.dateFuture],
      ["2999-01-01", mk.dateFuture],
      ["2025-02-30", mk.dateInvalid],
      ["yesterday", mk.dateInvalid],
    ]) {
      const put = await mark(w.routeB.uuid, date, w.kidB.kid.uuid, { mark: "absent" });
      expect(put.statusCode, date).toBe(400);
      expect(put.json()).toEqual({ error: message });
      const got = await read(w.routeB.uuid, date);
      expect(got.statusCode, date).toBe(400);
      expect(got.json()).toEqual({ error: message });
    }
    const rows = await t.database.db.select().from(routeMarks).where(eq(routeMarks.kidId, w.kidB.kid.uuid));
    expect(rows.map((r) => r.date)).toEqual([day(-30)]);
  });

  it("refuses a kid who is not on the route (400 naming both), unknown kids and routes (404), and bad marks (400)", async () => {
    const notOn = await mark(w.routeB.uuid, day(0), w.kidA.kid.uuid, { mark: "absent" });
    expect(notOn.statusCode).toBe(400);
    expect(notOn.json()).toEqual({ error: mk.kidNotOnRoute("Kid A", "Route B") });
    const unknownKid = await mark(w.routeA.uuid, day(0), UNKNOWN, { mark: "absent" });
    expect(unknownKid.statusCode).toBe(404);
    expect(unknownKid.json()).toEqual({ error: messages.routes.views.kidNotFound });
    for (const id of [UNKNOWN, "route-a"]) {
      const res = await read(id, day(0));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: messages.routes.transport.notFound });
      expect((await mark(id, day(0), w.kidA.kid.uuid, { mark: "absent" })).statusCode).toBe(404);
    }
    for (const [payload, message] of [
      [{ mark: "late" }, mk.markInvalid],
      [{ mark: "" }, mk.markRequired],
      [{}, mk.markRequired],
    ] as const) {
      const res = await mark(w.routeA.uuid, day(0), w.kidB2.kid.uuid, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const rows = await t.database.db.select().from(routeMarks).where(eq(routeMarks.kidId, w.kidB2.kid.uuid));
    expect(rows).toHaveLength(0);
  });
});

describe("who may call what (decisions.md §4: admin only)", () => {
  type Call = { name: string; run: (headers: Record<string, string>) => Promise<LightMyRequestResponse> };
  const calls: Call[] = [
    { name: "read marks", run: (headers) => read(w.routeA.uuid, day(0), headers) },
    { name: "set a mark", run: (headers) => mark(w.routeA.uuid, day(-2), w.kidA.kid.uuid, { mark: "absent" }, headers) },
  ];
  it.each(calls.map((c) => [c.name, c] as const))("%s: every other role (the route's own driver, caretaker and parents too) 403, anonymous 401, nothing stored", async (_n, call) => {
    const before = await t.database.db.select().from(routeMarks);
    for (const [who, headers] of Object.entries({ ...roles, ...w.as })) {
      const res = await call.run(headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const anonymous = await call.run({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthenticated);
    expect(await t.database.db.select().from(routeMarks)).toEqual(before);
  });
});
