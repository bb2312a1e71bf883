import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { Role } from "@app/contracts";
import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openPglite, openPostgres, type Database } from "../db/client";
import type { OnAbsenceMarked } from "../features/absences/absences.service";
import { insertUser, type UserRow } from "../features/accounts/accounts.repository";
import { createOutboxMailer } from "../lib/mailer";
import { hashPassword } from "../lib/passwords";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  /** Messages the mailer wrote (to one recipient, when given), oldest first. */
  outbox(to?: string): string[];
  close(): Promise<void>;
}

/** A fresh, empty, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL. */
async function openTestDatabase(pgliteDir?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== "postgres" || !url) {
    const database = await openPglite(pgliteDir);
    return { database, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  /** The server's clock (cut-offs); the real one by default. */
  now?: () => Date;
  onAbsenceMarked?: OnAbsenceMarked;
  /** PGlite on a directory of the test's data directory, as the server keeps it (its commits flush to the disk). */
  pgliteOnDisk?: boolean;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "kidsride-test-"));
  // The capture limit has its own test (hardening/capture-limit.test.ts, which sets it back to
  // the default); other tests capture faster than any van stops.
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: "",
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    CAPTURE_LIMIT_PER_MINUTE: "10000",
    NOTIFY_WORKER: "off",
    ...env,
  });
  const { pgliteOnDisk, ...appOptions } = options;
  const { database, drop } = await openTestDatabase(pgliteOnDisk ? join(dataDir, "pgdata") : undefined);
  await database.migrate();
  const outboxDir = join(dataDir, "outbox");
  const app = await buildApp({
    config,
    database,
    mailer: createOutboxMailer(outboxDir, config.mailFrom),
    jwtSecret: randomBytes(32).toString("hex"),
    logger: false,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    outbox(to?: string) {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir).filter((f) => f.endsWith(".eml")).sort();
      } catch {
        return [];
      }
      const all = files.map((f) => readFileSync(join(outboxDir, f), "utf8"));
      return to ? all.filter((eml) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "mi").test(eml)) : all;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique valid Indian mobile number for this test run. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 1e5).padStart(5, "0")}${String(counter).padStart(4, "0")}`.slice(0, 10);
}

export interface UserOverrides {
  role?: Role;
  name?: string;
  email?: string | null;
  mobile?: string | null;
  password?: string | null;
}

export const DEFAULT_PASSWORD = "Secret@123";

/** Factory: an account straight in the database, with overrides. */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<UserRow & { password: string | null }> {
  const password = overrides.password === undefined ? DEFAULT_PASSWORD : overrides.password;
  const row = await insertUser(db.db, {
    role: overrides.role ?? "admin",
    name: overrides.name ?? "Test User",
    email: overrides.email === undefined ? `user-${randomUUID()}@example.com` : overrides.email,
    mobile: overrides.mobile === undefined ? uniqueMobile() : overrides.mobile,
    passwordHash: password ? await hashPassword(password) : null,
  });
  return { ...row, password };
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(app: FastifyInstance, identifier: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { identifier, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Pulls the set-password link out of an .eml message. */
export function linkFromEmail(eml: string): string {
  // Quoted-printable may wrap long lines with "=\n" and encode "=" as "=3D".
  const decoded = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /(https?:\/\/\S+\/confirm-password\?token=[A-Za-z0-9_\-%]+)/.exec(decoded);
  if (!match) throw new Error("no link in email");
  return match[1];
}
