import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@app/contracts";
import { createRoute } from "../test/route-factories";
import { bearer, createTestApp, createUser, loginAs, type TestApp } from "../test/test-app";
import { etagMatches, pickEncoding } from "./conditional-get";

describe("conditional GET of API lists", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database, { role: "admin" });
    admin = bearer(await loginAs(t.app, user.email!));
    // Enough routes for the list to pass the compression threshold.
    for (let i = 0; i < 8; i++) await createRoute(t.app, admin, { name: `Route ${i}` });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: API.allRoutes, headers: { ...admin, ...headers } });

  it("answers 304 with no body to If-None-Match of an unchanged list, and 200 with a new ETag after a change", async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // Still never stored by the browser: the web app revalidates from memory.
    expect(first.headers["cache-control"]).toBe("no-store");

    const again = await list({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    await createRoute(t.app, admin, { name: "Route new" });
    const changed = await list({ "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().some((r: { name: string }) => r.name === "Route new")).toBe(true);
  });

  it("checks the token before answering 304", async () => {
    const { headers } = await list();
    const res = await t.app.inject({ method: "GET", url: API.allRoutes, headers: { "if-none-match": headers.etag as string } });
    expect(res.statusCode).toBe(401);
  });

  it("compresses an unchanged list once and sends the same bytes again", async () => {
    const a = await list({ "accept-encoding": "gzip, deflate, br" });
    const b = await list({ "accept-encoding": "gzip, deflate, br" });
    expect(a.headers["content-encoding"]).toBe("br");
    expect(a.headers.vary).toContain("accept-encoding");
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    const plain = await list();
    expect(JSON.parse(brotliDecompressSync(a.rawPayload).toString())).toEqual(plain.json());
  });
});

describe("conditional GET helpers", () => {
  it("picks brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip;q=0.8, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("*")).toBe("br");
  });
  it("compares ETags weakly", () => {
    expect(etagMatches('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('W/"c"', 'W/"b"')).toBe(false);
    expect(etagMatches("*", 'W/"b"')).toBe(true);
  });
});
