import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));

export interface Running {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first answered health check. */
  startMs: number;
  output(): string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${output()}`);
}

/**
 * The per-person capture limit (0102) a bench gives the server: one account stands in for every
 * caretaker, and a fast machine sends it more than 10,000 captures a minute (decision 0211).
 */
export const BENCH_CAPTURE_LIMIT = "1000000";

/**
 * The built server (dist/main.js), as an operator runs it. `serverDir` is another checkout's
 * apps/server (the capture baseline runs an older commit's build the same way).
 */
export async function startApp(env: Record<string, string>, port: number, serverDir = SERVER_DIR): Promise<Running> {
  const started = Date.now();
  const child = spawn(process.execPath, [...(process.env.BENCH_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? []), join(serverDir, "dist/main.js")], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", WEB_DIST: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => out);
  return { child, pid: child.pid!, baseUrl, startMs: Date.now() - started, output: () => out, stop: stopper(child) };
}

export interface BareAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  encoding: string | null;
}

/** The bare node:http baseline answering each path with the given bytes. */
export async function startBare(answers: Record<string, BareAnswer>, dir: string): Promise<Running> {
  const specFile = join(dir, `bare-${Date.now()}.json`);
  const spec = Object.fromEntries(
    Object.entries(answers).map(([path, a]) => [path, { status: a.status, headers: a.headers, body: a.body.toString("base64"), encoding: a.encoding }]),
  );
  writeFileSync(specFile, JSON.stringify(spec));
  const started = Date.now();
  const child = spawn(process.execPath, [fileURLToPath(new URL("./bare-server.mjs", import.meta.url)), specFile], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (d) => resolve(JSON.parse(String(d)).port));
    child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { child, pid: child.pid!, baseUrl: `http://127.0.0.1:${port}`, startMs: Date.now() - started, output: () => "", stop: stopper(child) };
}

/** A TCP port free on 127.0.0.1 right now, for a server about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
