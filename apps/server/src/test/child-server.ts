import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { API } from "@app/contracts";

/** The real server (src/main.ts) as a child process, for kill -9 tests. */

const SERVER_ROOT = fileURLToPath(new URL("../../", import.meta.url));

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

export interface RunningServer {
  child: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** Starts `node --conditions=source --import tsx src/main.ts` and waits until /api/health answers. */
export async function startChildServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|TEST_|JWT_SECRET|AADHAAR_KEY|ADMIN_|SMTP_URL|PORT|HOST|DATA_DIR|WEB_DIST|NOTIFY_|WHATSAPP_|MSG91_|PUSH_|VAPID_)/.test(k)),
  );
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: SERVER_ROOT,
    env: { ...inherited, ...env, PORT: String(port), HOST: "127.0.0.1", WEB_DIST: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (done) throw new Error(`server exited during start-up:\n${log}`);
    const ok = await fetch(`${base}${API.health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, exited, output: () => log };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start within 60 s:\n${log}`);
}

export async function killHard(running: RunningServer | null): Promise<void> {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill("SIGKILL");
    await running.exited;
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
