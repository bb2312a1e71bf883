import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { openPglite } from "./db/client";
import { ensureFirstAdmin, DEFAULT_ADMIN_EMAIL } from "./features/users/first-admin";
import { createServer } from "./server";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(resolve("./data"));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    // The owner role only makes sense beside the application's own role (docs/decisions/0236).
    [{ DATABASE_OWNER_URL: "postgres://owner:x@127.0.0.1/kidsride" }, "DATABASE_OWNER_URL"],
    [{ DATABASE_URL: "postgres://app:x@127.0.0.1/kidsride", DATABASE_OWNER_URL: "mysql://x" }, "DATABASE_OWNER_URL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ ADMIN_EMAIL: "nope" }, "ADMIN_EMAIL"],
    [{ ADMIN_MOBILE: "12345" }, "ADMIN_MOBILE"],
    [{ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ AADHAAR_KEY: "too-short" }, "AADHAAR_KEY"],
    [{ AADHAAR_KEY: "ab".repeat(31) }, "AADHAAR_KEY"],
    [{ AADHAAR_KEY: Buffer.alloc(16, 1).toString("base64") }, "AADHAAR_KEY"],
    [{ AADHAAR_KEY: "not base64 at all!" }, "AADHAAR_KEY"],
    [{ CAPTURE_LIMIT_PER_MINUTE: "0" }, "CAPTURE_LIMIT_PER_MINUTE"],
    [{ CAPTURE_LIMIT_PER_MINUTE: "1000001" }, "CAPTURE_LIMIT_PER_MINUTE"],
    [{ CAPTURE_LIMIT_PER_MINUTE: "lots" }, "CAPTURE_LIMIT_PER_MINUTE"],
  ])("refuses %j naming %s", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).variable).toBe(variable);
      expect((err as Error).message.startsWith(`${variable}:`)).toBe(true);
    }
  });

  it("takes a capture limit up to a million a minute (a bench's one account stands in for every caretaker, decision 0211)", () => {
    expect(loadConfig({}).captureLimitPerMinute).toBe(30);
    expect(loadConfig({ CAPTURE_LIMIT_PER_MINUTE: "1000000" }).captureLimitPerMinute).toBe(1_000_000);
  });

  it("reads AADHAAR_KEY as 64 hex characters or as base64 of 32 bytes", () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ AADHAAR_KEY: key.toString("hex") }).aadhaarKey).toEqual(key);
    expect(loadConfig({ AADHAAR_KEY: key.toString("base64") }).aadhaarKey).toEqual(key);
    expect(loadConfig({ AADHAAR_KEY: key.toString("base64url") }).aadhaarKey).toEqual(key);
    expect(loadConfig({}).aadhaarKey).toBeUndefined();
  });

  it("names DATABASE_URL when the PostgreSQL server cannot be reached", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "kidsride-cfg-"));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody:x@127.0.0.1:1/none", WEB_DIST: "" });
    await expect(createServer(config, () => {})).rejects.toThrow(/^DATABASE_URL: cannot connect/);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops start-up with one line naming the variable, not a stack trace", () => {
    const tsx = resolve(import.meta.dirname, "../../../node_modules/.bin/tsx");
    const result = spawnSync(tsx, [resolve(import.meta.dirname, "main.ts")], {
      env: { ...process.env, PORT: "abc", DATA_DIR: join(tmpdir(), "kidsride-never") },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n").filter((l) => !l.includes("nodedir"));
    expect(lines).toEqual(['Cannot start: PORT: must be a whole number, got "abc"']);
  });
});

describe("first admin", () => {
  it("is created from ADMIN_* settings once", async () => {
    const database = await openPglite();
    await database.migrate();
    const admin = { email: "boss@example.com", password: "Boss@12345", name: "Boss", mobile: "9876501234" };
    expect(await ensureFirstAdmin(database.db, admin)).toEqual({ created: true, email: "boss@example.com", mobile: "9876501234", generatedPassword: null });
    expect(await ensureFirstAdmin(database.db, admin)).toEqual({ created: false });
    await database.close();
  });

  it("gets a strong generated password, printed once, when none is configured", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "kidsride-admin-"));
    const printed: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: "", LOG_LEVEL: "silent" });
    const first = await createServer(config, (l) => printed.push(l));
    await first.close();
    // A new data directory says what it is doing while the database is prepared.
    expect(printed[0]).toMatch(/^Preparing a new database in /);
    expect(printed[1]).toMatch(/^Database ready \(/);
    expect(printed).toHaveLength(3);
    const password = /password (\S+) /.exec(printed[2])?.[1];
    expect(printed[2]).toContain(DEFAULT_ADMIN_EMAIL);
    expect(password && password.length).toBeGreaterThanOrEqual(16);

    // The data survives a restart (PGlite on disk), the admin can log in, and nothing is printed again.
    const second = await createServer(config, (l) => printed.push(l));
    const res = await second.app.inject({ method: "POST", url: "/api/login", payload: { identifier: DEFAULT_ADMIN_EMAIL, password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("admin");
    await second.close();
    expect(printed).toHaveLength(3);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
