import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { API } from "@app/contracts";

/**
 * Real processes for the kill -9 tests (the server's src/main.ts, the retention job, HAProxy):
 * started with their output kept, waited for, and killed with SIGKILL. One place, so every
 * durability test starts and kills its processes the same way.
 */

const SERVER_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** True in the PostgreSQL pass of the test run (TEST_DB_KIND=postgres with TEST_DATABASE_URL). */
export const onPostgres = process.env.TEST_DB_KIND === "postgres" && Boolean(process.env.TEST_DATABASE_URL);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ChildHandle {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
}

export interface RunningServer extends ChildHandle {
  base: string;
}

/**
 * This process's environment without anything that configures the server or the tests, plus
 * `env`: a child sees only the settings the test gives it.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_URL|TEST_|JWT_SECRET|AADHAAR_KEY|ADMIN_|SMTP_URL|PORT|HOST|DATA_DIR|WEB_DIST|TRUST_PROXY|NOTIFY_|WHATSAPP_|MSG91_|PUSH_|VAPID_)/.test(k),
    ),
  );
  return { ...inherited, ...env };
}

/** Spawns a process and keeps its output (for the failure message). */
export function spawnChild(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = SERVER_ROOT): ChildHandle {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => log };
}

/** `node --conditions=source --import tsx <script>` in apps/server with `childEnv(env)`. */
export function spawnServerScript(script: string, env: Record<string, string>): ChildHandle {
  return spawnChild(process.execPath, ["--conditions=source", "--import", "tsx", script], childEnv(env));
}

/** Waits until `base`/api/health answers; fails with the process's output if it exits or takes over 60 s. */
export async function waitHealthy(base: string, proc: ChildHandle, what = "server"): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new Error(`${what} exited during start-up:\n${proc.output()}`);
    const ok = await fetch(`${base}${API.health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not start within 60 s:\n${proc.output()}`);
}

/** Starts the real server (src/main.ts) on a free port and waits until /api/health answers. */
export async function startChildServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const listen = port ?? (await freePort());
  const proc = spawnServerScript("src/main.ts", { ...env, PORT: String(listen), HOST: "127.0.0.1", WEB_DIST: "", LOG_LEVEL: "warn" });
  const base = `http://127.0.0.1:${listen}`;
  try {
    await waitHealthy(base, proc);
  } catch (error) {
    await killHard(proc);
    throw error;
  }
  return { ...proc, base };
}

/** kill -9 (no shutdown hook, no flush) and wait for the exit; nothing if it already ended. */
export async function killHard(proc: ChildHandle | null | undefined): Promise<void> {
  if (proc && proc.child.exitCode === null && proc.child.signalCode === null) {
    proc.child.kill("SIGKILL");
    await proc.exited;
  }
}

/** On PostgreSQL runs: a fresh database for the child server, and how to drop it. */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The database for a kill -9 test: a fresh PostgreSQL one in the PostgreSQL pass, else none (PGlite in DATA_DIR). */
export async function childDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!onPostgres) return { url: undefined, drop: async () => {} };
  return freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
}
