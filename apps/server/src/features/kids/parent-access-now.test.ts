import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API, todayInIndia } from "@app/contracts";
import { kidParents } from "../../db/schema";
import { type RouteWorld } from "../../test/route-factories";
import { type TestApp } from "../../test/test-app";
import { useRouteWorld } from "../../test/route-world-hooks";

/**
 * The parent's dashboard calls check the parent and read the kid in one prepared query
 * (docs/decisions/0165, 0166): nothing about a parent's access is kept between calls, so an unlink
 * or a logout takes effect on the very next call.
 */
let t: TestApp;
let w: RouteWorld;

useRouteWorld((app, world) => {
  t = app;
  w = world;
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });
const kidCalls = (kid: string) => [API.kidProfile(kid), API.kidRoute(kid), API.kidAttendanceByDate(kid, todayInIndia())];

describe("a parent's access to a kid, call by call", () => {
  it("the parent sees the kid; the moment the link is gone every kid call is 403, while the other kid stays visible", async () => {
    const headers = w.as.motherB;
    const kid = w.kidB.kid.uuid;
    for (const url of kidCalls(kid)) expect((await get(url, headers)).statusCode).toBe(200);
    const route = (await get(API.kidRoute(kid), headers)).json() as { kids: { uuid: string }[] }[];
    expect(route.map((r) => r.kids.map((k) => k.uuid))).toEqual([[kid]]);

    const me = (await get(API.me, headers)).json() as { user: { uuid: string } };
    await t.database.db.delete(kidParents).where(and(eq(kidParents.kidId, kid), eq(kidParents.userId, me.user.uuid)));

    for (const url of kidCalls(kid)) expect((await get(url, headers)).statusCode).toBe(403);
    for (const url of kidCalls(w.kidB2.kid.uuid)) expect((await get(url, headers)).statusCode).toBe(200);
    // The father is still linked: his access is untouched.
    for (const url of kidCalls(kid)) expect((await get(url, w.as.fatherB)).statusCode).toBe(200);
  });

  it("a logged-out token is refused on the next call", async () => {
    const headers = w.as.fatherA;
    const kid = w.kidA.kid.uuid;
    for (const url of kidCalls(kid)) expect((await get(url, headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: API.logout, headers })).statusCode).toBeLessThan(300);
    for (const url of [API.me, ...kidCalls(kid)]) expect((await get(url, headers)).statusCode).toBe(401);
  });
});
