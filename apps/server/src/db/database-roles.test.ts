import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { eraseFamilyAuditDetails } from "../features/audit/audit-erasure";
import { createOutboxMailer } from "../lib/mailer";
import { createKid } from "../test/kid-factories";
import { bearer, createUser, loginAs } from "../test/test-app";
import { openPostgres, type Database } from "./client";
import { auditLog } from "./schema";

/**
 * PostgreSQL with two roles (docs/decisions/0236): the migrations run as the owner
 * (DATABASE_OWNER_URL), the server as a role that may read and add to the audit log and nothing
 * more. Only the PostgreSQL pass runs it: PGlite has a single role.
 */

const onPostgres = process.env.TEST_DB_KIND === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.warn("NOTE: the database-roles test runs only with TEST_DATABASE_URL (PostgreSQL); skipped in this run.");

const suffix = randomBytes(5).toString("hex");
const names = { owner: `kr_owner_${suffix}`, app: `kr_app_${suffix}`, db: `test_roles_${suffix}` };
const passwords = { owner: randomBytes(12).toString("hex"), app: randomBytes(12).toString("hex") };
let ownerUrl = "";
let appUrl = "";
let database: Database | undefined;
let app: FastifyInstance | undefined;
let dataDir = "";

async function asSuperuser(statements: string[]) {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    for (const statement of statements) await c.query(statement);
  } finally {
    await c.end();
  }
}

function urlFor(user: string, password: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.username = user;
  url.password = password;
  url.pathname = `/${names.db}`;
  return url.toString();
}

/** Runs `query` on a connection of its own as the application's role; resolves to the error code, or "ok". */
async function asApp(query: string): Promise<string> {
  const c = new pg.Client({ connectionString: appUrl });
  await c.connect();
  try {
    await c.query(query);
    return "ok";
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  } finally {
    await c.end();
  }
}

describe.runIf(onPostgres)("the application's own database role (PostgreSQL)", () => {
  beforeAll(async () => {
    await asSuperuser([
      `CREATE ROLE ${names.owner} LOGIN PASSWORD '${passwords.owner}'`,
      `CREATE ROLE ${names.app} LOGIN PASSWORD '${passwords.app}'`,
      `CREATE DATABASE ${names.db} OWNER ${names.owner}`,
    ]);
    ownerUrl = urlFor(names.owner, passwords.owner);
    appUrl = urlFor(names.app, passwords.app);
    database = await openPostgres(appUrl, { ownerUrl });
    await database.migrate();
    // A second start migrates nothing new and grants again: nothing fails.
    await database.migrate();
    dataDir = mkdtempSync(join(tmpdir(), "kidsride-roles-"));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: "", PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "silent", NOTIFY_WORKER: "off", DATABASE_URL: appUrl, DATABASE_OWNER_URL: ownerUrl });
    app = await buildApp({ config, database, mailer: createOutboxMailer(join(dataDir, "outbox"), config.mailFrom), jwtSecret: randomBytes(32).toString("hex"), logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (onPostgres) {
      await asSuperuser([`DROP DATABASE IF EXISTS ${names.db} WITH (FORCE)`, `DROP ROLE IF EXISTS ${names.app}`, `DROP ROLE IF EXISTS ${names.owner}`]);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("the app works as the limited role: login, a kid created with its audit row, the erasure's scrub", async () => {
    const admin = await createUser(database!, { role: "admin" });
    const headers = bearer(await loginAs(app!, admin.email!));
    const { kid } = await createKid(app!, headers, { kidName: "Roles Kid" });
    const rows = await database!.db.select().from(auditLog).where(eq(auditLog.entityId, kid.uuid));
    expect(rows.map((r) => [r.action, r.entity, r.actorUserId])).toEqual([["create", "kid", admin.id]]);
    // The one way to change a row, through the owner's function.
    // (The kid's row and its parents' rows, which name the kid.)
    const { auditDetailsErased } = await eraseFamilyAuditDetails(database!.db, { kidIds: [kid.uuid], parentIds: [] });
    expect(auditDetailsErased).toBeGreaterThanOrEqual(1);
    const [scrubbed] = await database!.db.select().from(auditLog).where(eq(auditLog.id, rows[0].id));
    expect(scrubbed.details).toEqual({ erased: true });
    expect(scrubbed.actorUserId).toBe(admin.id);
  });

  it("the limited role cannot update, delete, truncate or alter the audit log, nor disable or drop its trigger", async () => {
    const denied = "42501"; // insufficient_privilege: "permission denied" / "must be owner"
    expect(await asApp("SELECT count(*) FROM audit_log")).toBe("ok");
    expect(await asApp("INSERT INTO audit_log (action, entity) VALUES ('create', 'roles-test')")).toBe("ok");
    expect(await asApp("UPDATE audit_log SET details = '{\"erased\": true}'::jsonb")).toBe(denied);
    expect(await asApp("UPDATE audit_log SET action = 'forged'")).toBe(denied);
    expect(await asApp("DELETE FROM audit_log")).toBe(denied);
    expect(await asApp("TRUNCATE audit_log")).toBe(denied);
    expect(await asApp("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only")).toBe(denied);
    expect(await asApp("ALTER TABLE audit_log DISABLE TRIGGER ALL")).toBe(denied);
    expect(await asApp("DROP TRIGGER audit_log_append_only ON audit_log")).toBe(denied);
    expect(await asApp("ALTER TABLE audit_log ADD COLUMN forged text")).toBe(denied);
    expect(await asApp("DROP TABLE audit_log")).toBe(denied);
    expect(await asApp("CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$")).toBe(denied);
    expect(await asApp(`SELECT audit_grant_app_role('${names.app}')`)).toBe(denied);
    expect(await asApp(`SET ROLE ${names.owner}`)).toBe(denied);
    // Other tables are the app's to change as before.
    expect(await asApp("UPDATE rate_counters SET count = count")).toBe("ok");
    // The owner keeps the operator's deliberate purge (docs/decisions/0113).
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    try {
      await owner.query("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only");
      await owner.query("ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only");
    } finally {
      await owner.end();
    }
  });
});
