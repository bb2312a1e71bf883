import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { counterKey } from "../../lib/rate-limiter";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Issue 14: TRUST_PROXY names the proxies (or how many) instead of believing every hop. */

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["0", false],
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    [" 10.0.0.5 , 10.1.0.0/16,::1, loopback ", ["10.0.0.5", "10.1.0.0/16", "::1", "loopback"]],
  ])("reads %j as %j", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["true", "all", "*", "11", "proxy.example.com", "10.0.0.0/33", "10.0.0.1/8/2", "1.2.3"])("refuses %j with a message naming the variable", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY: /);
  });
});

describe("client address behind proxies", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The addresses the login throttle counted a failure for (read back from its digests). */
  async function countedAddress(candidates: string[], remoteAddress: string, forwarded: string): Promise<string[]> {
    const res = await t!.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { identifier: "nobody@example.com", password: "Wrong@123x" },
      remoteAddress,
      headers: { "x-forwarded-for": forwarded },
    });
    expect(res.statusCode).toBe(401);
    const rows = (await t!.database.db.execute(sql`select key from rate_counters`)) as unknown as { rows: { key: string }[] };
    const keys = new Set(rows.rows.map((r) => r.key));
    return candidates.filter((ip) => keys.has(counterKey("login-address", ip)));
  }

  it("believes only the named proxy, so a forged X-Forwarded-For entry changes nothing", async () => {
    t = await createTestApp({ TRUST_PROXY: "10.0.0.5" });
    const all = ["6.6.6.6", "203.0.113.9", "10.0.0.5", "198.51.100.1"];
    expect(await countedAddress(all, "10.0.0.5", "6.6.6.6, 203.0.113.9")).toEqual(["203.0.113.9"]);
    await t.database.db.execute(sql`delete from rate_counters`);
    // Straight from a client (not the proxy): its own address, whatever the header says.
    expect(await countedAddress(all, "198.51.100.1", "203.0.113.9")).toEqual(["198.51.100.1"]);
  }, 180_000);

  it("with a hop count believes that many hops from the right", async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
    expect(await countedAddress(["6.6.6.6", "203.0.113.9", "10.0.0.5"], "10.0.0.5", "6.6.6.6, 203.0.113.9")).toEqual(["203.0.113.9"]);
  }, 180_000);

  it("without TRUST_PROXY ignores the header", async () => {
    t = await createTestApp();
    expect(await countedAddress(["6.6.6.6", "203.0.113.9", "10.0.0.5"], "10.0.0.5", "6.6.6.6, 203.0.113.9")).toEqual(["10.0.0.5"]);
  }, 180_000);
});
