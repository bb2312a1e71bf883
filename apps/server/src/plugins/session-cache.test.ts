import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API } from "@app/contracts";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { announceSessionChange } from "../lib/session-events";
import { bearer, createTestApp, createUser, loginAs, type TestApp } from "../test/test-app";
import { SessionCache } from "./session-cache";

/** Polls until the call answers the status (NOTIFY from PostgreSQL arrives a moment after commit). */
async function eventually(call: () => Promise<number>, status: number, ms = 2000): Promise<number> {
  const until = Date.now() + ms;
  let last = await call();
  while (last !== status && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    last = await call();
  }
  return last;
}

describe("session cache of the auth check", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function loggedIn() {
    const user = await createUser(t.database, { role: "admin", name: "Asha" });
    const headers = bearer(await loginAs(t.app, user.email!));
    const me = () => t.app.inject({ method: "GET", url: API.me, headers });
    // The first call fills the cache.
    expect((await me()).statusCode).toBe(200);
    return { user, headers, me };
  }

  it("forgets a session revoked straight in the database (another server process), through NOTIFY", async () => {
    const { user, me } = await loggedIn();
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect(await eventually(async () => (await me()).statusCode, 401)).toBe(401);
  });

  it("forgets every session of an account deleted or renamed in the database", async () => {
    const { user, me } = await loggedIn();
    await t.database.db.update(users).set({ name: "Asha Rani" }).where(eq(users.id, user.id));
    const renamed = async () => {
      const res = await me();
      return res.json().user.name === "Asha Rani" ? 200 : 0;
    };
    expect(await eventually(renamed, 200)).toBe(200);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect(await eventually(async () => (await me()).statusCode, 401)).toBe(401);
  });

  it("refuses the token at once after logout, in the same process", async () => {
    const { headers, me } = await loggedIn();
    expect((await t.app.inject({ method: "POST", url: API.logout, headers })).statusCode).toBeLessThan(300);
    expect((await me()).statusCode).toBe(401);
  });
});

describe("SessionCache", () => {
  function fakeDatabase() {
    const hooks: { notify?: (p: string) => void; listening?: (l: boolean) => void } = {};
    const database = {
      listen: async (_c: string, notify: (p: string) => void, listening: (l: boolean) => void) => {
        hooks.notify = notify;
        hooks.listening = listening;
        listening(true);
        return async () => {};
      },
    } as unknown as Database;
    return { database, hooks };
  }
  // Far ahead: under a loaded machine this file can run for more than a minute before these tests.
  const session = { userId: "u1", role: "admin" as const, name: "A", expiresAt: Date.now() + 24 * 3600_000 };

  it("does not keep a row read before an invalidation that arrived during the read", async () => {
    const { database, hooks } = fakeDatabase();
    const cache = new SessionCache(10_000);
    await cache.start(database);
    const readAt = cache.mark();
    hooks.notify!("s:j1");
    cache.set("j1", session, readAt);
    expect(cache.get("j1")).toBeNull();
    cache.set("j1", session, cache.mark());
    expect(cache.get("j1")).not.toBeNull();
    await cache.stop();
  });

  it("drops entries by session, by user, after the TTL, and is off while not listening", async () => {
    const { database, hooks } = fakeDatabase();
    const cache = new SessionCache(1000);
    await cache.start(database);
    const now = Date.now();
    cache.set("j1", session, cache.mark(), now);
    cache.set("j2", session, cache.mark(), now);
    expect(cache.get("j1", now + 999)).not.toBeNull();
    expect(cache.get("j1", now + 1000)).toBeNull();
    announceSessionChange({ userId: "u1" });
    expect(cache.get("j2", now)).toBeNull();
    hooks.listening!(false);
    cache.set("j3", session, cache.mark(), now);
    expect(cache.get("j3", now)).toBeNull();
    hooks.listening!(true);
    cache.set("j3", session, cache.mark(), now);
    expect(cache.get("j3", now)).not.toBeNull();
    cache.set("j4", { ...session, expiresAt: now - 1 }, cache.mark(), now);
    expect(cache.get("j4", now)).toBeNull();
    await cache.stop();
  });
});
