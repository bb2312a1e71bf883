import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_THROTTLE, messages } from "@app/contracts";
import { delayAfter } from "../accounts/login-throttle";
import { counterKey } from "../../lib/rate-limiter";
import { createTestApp, createUser, DEFAULT_PASSWORD, type TestApp } from "../../test/test-app";

/** Issue 14: slow guessing down per account and address; never lock the account's owner out. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (identifier: string, password: string, address: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { identifier, password },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });

/** Moves every counter's last failure back in time, as if the client had waited. */
const waitSeconds = (seconds: number) =>
  t.database.db.execute(sql`update rate_counters set last_at = last_at - make_interval(secs => ${seconds})`);

describe("the numbers", () => {
  it("doubles the wait after the free failures, up to the cap", () => {
    const { free, maxDelaySeconds } = LOGIN_THROTTLE.pair;
    expect([free, free + 1, free + 2, free + 3, free + 7, free + 50].map((n) => delayAfter(n, free, maxDelaySeconds))).toEqual([
      0, 1, 2, 4, maxDelaySeconds, maxDelaySeconds,
    ]);
  });
});

describe("login throttle", () => {
  it("slows one address down on one account, lets the owner in from elsewhere, and never waits more than a minute", async () => {
    const user = await createUser(t.database, { email: "pair@example.com" });
    const free = LOGIN_THROTTLE.pair.free;
    for (let i = 0; i <= free; i++) expect((await login(user.email!, "Wrong@123x", "10.1.0.1")).statusCode).toBe(401);
    const slowed = await login(user.email!, "Wrong@123x", "10.1.0.1");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ error: messages.limits.loginWait(1) });
    expect(slowed.headers["retry-after"]).toBe("1");
    // The owner, elsewhere, is not affected at all.
    expect((await login(user.email!, DEFAULT_PASSWORD, "10.1.0.2")).statusCode).toBe(200);
    // The guesser keeps going: each wait doubles, but never beyond the cap.
    for (let i = 0; i < 10; i++) {
      await waitSeconds(LOGIN_THROTTLE.pair.maxDelaySeconds);
      expect((await login(user.email!, "Wrong@123x", "10.1.0.1")).statusCode).toBe(401);
    }
    const capped = await login(user.email!, DEFAULT_PASSWORD, "10.1.0.1");
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_THROTTLE.pair.maxDelaySeconds);
    // After the wait, the right password gets in from the same address, and its budget restarts.
    await waitSeconds(LOGIN_THROTTLE.pair.maxDelaySeconds);
    expect((await login(user.email!, DEFAULT_PASSWORD, "10.1.0.1")).statusCode).toBe(200);
    expect((await login(user.email!, "Wrong@123x", "10.1.0.1")).statusCode).toBe(401);
  });

  it("counts the email and the mobile of one account as one identifier", async () => {
    const user = await createUser(t.database, { email: "both@example.com" });
    const free = LOGIN_THROTTLE.pair.free;
    for (let i = 0; i <= free; i++) {
      const identifier = i % 2 ? user.mobile! : user.email!;
      expect((await login(identifier, "Wrong@123x", "10.2.0.1")).statusCode).toBe(401);
    }
    expect((await login(user.mobile!, DEFAULT_PASSWORD, "10.2.0.1")).statusCode).toBe(429);
    expect((await login(user.email!.toUpperCase(), DEFAULT_PASSWORD, "10.2.0.1")).statusCode).toBe(429);
  });

  it("slows guessing spread over many addresses, except in a browser that logged in before", async () => {
    const user = await createUser(t.database, { email: "spread@example.com" });
    const first = await login(user.email!, DEFAULT_PASSWORD, "10.3.0.1");
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === "device");
    expect(device?.httpOnly).toBe(true);
    for (let i = 0; i <= LOGIN_THROTTLE.account.free; i++) {
      expect((await login(user.email!, "Wrong@123x", `10.4.${i}.1`)).statusCode).toBe(401);
    }
    // A new address is slowed down on this account…
    const slowed = await login(user.email!, DEFAULT_PASSWORD, "10.5.0.1");
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelaySeconds);
    // …but the owner's own browser gets straight in, wherever it is.
    expect((await login(user.email!, DEFAULT_PASSWORD, "10.5.0.1", `device=${device!.value}`)).statusCode).toBe(200);
    // A forged or foreign proof is no proof.
    expect((await login(user.email!, DEFAULT_PASSWORD, "10.5.0.2", `device=${"x".repeat(43)}`)).statusCode).toBe(429);
  });

  it("slows an address trying many accounts without blocking a known browser behind it", async () => {
    const user = await createUser(t.database, { email: "office@example.com" });
    const first = await login(user.email!, DEFAULT_PASSWORD, "10.6.0.1");
    const device = first.cookies.find((c) => c.name === "device")!;
    // As if the shared connection had already produced this many failures just now.
    const key = counterKey("login-address", "10.6.0.1");
    await t.database.db.execute(
      sql`insert into rate_counters (key, count, window_ends_at, last_at) values (${key}, ${LOGIN_THROTTLE.address.free + 3}, now() + interval '10 minutes', now())`,
    );
    const stranger = await createUser(t.database, { email: "stranger@example.com" });
    const slowed = await login(stranger.email!, DEFAULT_PASSWORD, "10.6.0.1");
    expect(slowed.statusCode).toBe(429);
    // 2^(103 - 100 - 1) = 4 s after the last failure, less the time the test itself took.
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.headers["retry-after"])).toBeLessThanOrEqual(4);
    expect((await login(user.email!, DEFAULT_PASSWORD, "10.6.0.1", `device=${device.value}`)).statusCode).toBe(200);
  });

  it("stores digests, never the email, mobile or address it counts", async () => {
    const rows = (await t.database.db.execute(sql`select key from rate_counters`)) as unknown as { rows: { key: string }[] };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { key } of rows.rows) expect(key).toMatch(/^[a-p]{64}$/);
  });
});
