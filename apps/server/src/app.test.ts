import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "kidsride-web-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("platform", () => {
  it("answers the health check once the database is ready", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("serves the OpenAPI description generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/login", "/api/logout", "/api/forgot/password/link", "/api/reset/password", "/api/forgot/update/password", "/api/enquiry/v1/create-enquiry", "/api/health"]),
    );
    expect(doc.paths["/api/login"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("identifier");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api/enquiry/v1/unknown", "/api"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: "Not found." });
    }
    const post = await t.app.inject({ method: "POST", url: "/api/nothing", payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it("serves the single-page app for client routes and caches hashed assets for a year", async () => {
    for (const url of ["/", "/home", "/admin-dashboard/profile", "/confirm-password?token=abc"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<title>app</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    // A file added by a rebuild is served without a restart; a missing asset is a 404, not the app.
    writeFileSync(join(webDist, "assets", "later-def456.js"), "console.log(2)");
    expect((await t.app.inject({ method: "GET", url: "/assets/later-def456.js" })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: "GET", url: "/assets/gone-000.js" });
    expect(missing.statusCode).toBe(404);
  });

  it("sends security headers and never caches API answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("compresses large answers for slow connections", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("runs the embedded database with fsync on", async () => {
    if (t.database.kind !== "pglite") return;
    const result = await t.database.db.execute(sql`show fsync`);
    const rows = (result as unknown as { rows: { fsync: string }[] }).rows;
    expect(rows[0].fsync).toBe("on");
  });
});
