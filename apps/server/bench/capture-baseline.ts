/**
 * `npm run bench:baseline [-- --db=pglite|postgres|both] [--rounds=2] [--warmup=200] [--captures=1000]
 * [--min-seconds=15] [--offered-seconds=20] [--rate=50] [--kids=16] [--no-thumb] [--prepare-only]`
 *
 * Captures against issue 13's own code, in the same run (docs/decisions/0198). Issue 13 set its
 * capture targets relative to the code of the day it was filed ("a third of today's CPU per
 * capture", "80 captures/s", "p99 under 500 ms at 50/s offered"); that code's figures were taken on
 * another machine, so they cannot be compared with figures from this one. This bench runs that
 * code (commit 3ec8841, the last before issue 13's work branched off) beside the current build, on
 * this machine, alternately, and prints the ratios.
 *
 * 1. The baseline is prepared once: a detached git worktree of 3ec8841 in bench/.cache/ (git-ignored;
 *    BENCH_BASELINE_CACHE moves it), `npm ci`, and the builds of its contracts and server (the old
 *    server serves the API without a web build when WEB_DIST is empty). Later runs reuse it.
 * 2. For each database, both servers start on their own fresh data directory (PGlite) or fresh
 *    PostgreSQL database (from BENCH_DATABASE_URL or TEST_DATABASE_URL), each with its first admin
 *    from ADMIN_EMAIL / ADMIN_PASSWORD, and are seeded through HTTP calls both versions accept: the
 *    admin logs in and creates the same kids (the create form with its seven images and both
 *    parents). Captures are sent as that admin (both versions allow an admin to capture for any
 *    kid); the current server's per-person capture limit is raised (the old code has none).
 * 3. Rounds alternate old/new (ABBA: old first in odd rounds, new first in even ones); in each, a
 *    server gets a warm-up (twice as long in the first round), then 1,000 captures (or 15 s at
 *    the warm-up's rate, whichever is more: decision 0211) at 16 in flight, each waited for, and the time until the server is quiet again (the current
 *    code's worker sends the parents' mails after the 201s): the server's CPU per capture from
 *    /proc/<pid>/stat (every thread) and captures a second over that time; then
 *    50 captures/s offered open loop (latency from each capture's planned start). Every capture
 *    is a new leg (kid, then leg type, then day back), the same sequence on both servers, so every
 *    answer is a 201; anything else is counted. The current code gets the body today's phone
 *    sends, with the phone's thumbnail of the photo (docs/decisions/0206); `--no-thumb` sends it
 *    what older phones send. The issue's code gets the photo alone, as its phone sent it.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { API, ATTENDANCE_CAPTURE, ATTENDANCE_TYPES } from "@app/contracts";
import { kidImages, kidMultipart, validKidFields, type KidFieldsInput } from "../src/test/kid-factories";
import { captureSender, captureTail, offeredLoad, phonePhoto, phoneThumb } from "./lib/capture-load";
import { busyMs, cpuMs } from "./lib/proc";
import { BENCH_CAPTURE_LIMIT, freePort, startApp, type Running } from "./lib/servers";

const BASELINE_COMMIT = "3ec8841";
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const num = (name: string, fallback: number) => {
  const raw = flag(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
};
const dbArg = flag("db") ?? "both";
const ROUNDS = num("rounds", 2);
/** Captures before each measurement (JIT, PGlite's WASM tier-up, pools), twice as many in the first round; not counted. */
const WARMUP = num("warmup", 200);
/**
 * Captures measured at 16 in flight, at least: enough for 10–15 s at the current code's rate on the
 * machines of sessions 8–15, so that the rate is a sustained one and the tail (the last mails after
 * the last 201) weighs what it weighs in a morning's stream, not a quarter of a 4-second burst
 * (docs/decisions/0209).
 */
const CAPTURES = num("captures", 1000);
/**
 * …and at least this many seconds' worth at the rate the server's warm-up showed: on a faster
 * machine 1,000 captures of the current code took 6 s, short enough for JIT warm-up to swing a
 * round's rate by a third (docs/decisions/0211). The server runs faster after its warm-up than
 * during it, so a turn lasts somewhat less: 15 s at the warm-up's rate
 * measured 11–13 s on session 16's machine.
 */
const MIN_SECONDS = num("min-seconds", 15);
const IN_FLIGHT = 16;
const RATE = num("rate", 50);
const OFFERED_SECONDS = num("offered-seconds", 20);
const KIDS = num("kids", 16);
/** Send the current code what an older phone sends: the photo without the phone's thumbnail. */
const NO_THUMB = args.includes("--no-thumb");
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));
const CACHE_DIR = process.env.BENCH_BASELINE_CACHE ?? fileURLToPath(new URL("./.cache", import.meta.url));
const BASELINE_DIR = join(CACHE_DIR, `baseline-${BASELINE_COMMIT}`);
const READY_STAMP = join(BASELINE_DIR, ".bench-baseline-ready");
const PREPARE_LOG = join(CACHE_DIR, "baseline-prepare.log");
const ADMIN = { email: "bench-admin@example.com", password: "Bench@12345" };

/** Set when any capture of either server was not answered 201: the run then exits 1. */
let anyFailed = false;

const log = (line: string) => console.log(`[baseline] ${line}`);
const load1 = () => loadavg()[0];

/** A child command's environment without the npm_* variables of the `npm run` that started us (a -w there must not filter the baseline's npm ci). */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== "INIT_CWD"));
}

/** Runs a command, its output appended to the prepare log; on failure the log's tail is printed. */
async function step(what: string, cmd: string, cmdArgs: string[], cwd: string) {
  const started = Date.now();
  log(`${what}: ${cmd} ${cmdArgs.join(" ")} (in ${cwd}) …`);
  appendFileSync(PREPARE_LOG, `\n$ ${cmd} ${cmdArgs.join(" ")}  # ${cwd}, ${new Date().toISOString()}\n`);
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd, env: cleanEnv(), stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (d) => appendFileSync(PREPARE_LOG, d));
    child.stderr.on("data", (d) => appendFileSync(PREPARE_LOG, d));
    child.on("error", reject);
    child.on("exit", (c) => resolve(c ?? 1));
  });
  if (code !== 0) {
    const tail = readFileSync(PREPARE_LOG, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(`${what} failed (exit ${code}); the end of ${PREPARE_LOG}:\n${tail}`);
  }
  log(`${what}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The baseline's build, made once: a detached worktree of BASELINE_COMMIT, its dependencies as its
 * own lockfile pins them, its contracts and server built (the web app is not needed: the old
 * server serves the API alone when WEB_DIST is empty). A stamp file marks a finished preparation.
 */
async function prepareBaseline(): Promise<string> {
  const commit = execFileSync("git", ["rev-parse", `${BASELINE_COMMIT}^{commit}`], { cwd: SERVER_DIR }).toString().trim();
  const serverDir = join(BASELINE_DIR, "apps/server");
  const built = existsSync(join(serverDir, "dist/main.js")) && existsSync(join(BASELINE_DIR, "packages/contracts/dist/index.js"));
  if (built && existsSync(READY_STAMP) && readFileSync(READY_STAMP, "utf8").trim() === commit) {
    log(`reusing the build of ${commit.slice(0, 7)} in ${BASELINE_DIR}`);
    return serverDir;
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  log(`preparing the code of ${commit.slice(0, 7)} in ${BASELINE_DIR} (once; output in ${PREPARE_LOG})`);
  if (!existsSync(join(BASELINE_DIR, ".git"))) {
    const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: SERVER_DIR }).toString().trim();
    // --force: a worktree folder deleted by hand stays registered (until a prune) and would be refused.
    await step("check out", "git", ["worktree", "add", "--force", "--detach", BASELINE_DIR, commit], root);
  } else {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: BASELINE_DIR }).toString().trim();
    if (head !== commit) throw new Error(`${BASELINE_DIR} is at ${head}, not ${commit}: remove it (git worktree remove --force ${BASELINE_DIR}) and run again`);
  }
  await step("install its dependencies", "npm", ["ci", "--no-audit", "--no-fund"], BASELINE_DIR);
  await step("build its contracts", "npm", ["run", "build", "-w", "@app/contracts"], BASELINE_DIR);
  await step("build its server", "npm", ["run", "build", "-w", "@app/server"], BASELINE_DIR);
  writeFileSync(READY_STAMP, `${commit}\n`);
  return serverDir;
}

async function pgQuery(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as Array<Record<string, unknown>>;
  } finally {
    await c.end();
  }
}

/**
 * CPU so far of each PostgreSQL backend serving one database (the server's pool), by process id:
 * PostgreSQL runs on this machine, so its backends' /proc entries are readable. A backend that
 * started since the last reading counts from zero, which is right; one that ended is lost (the
 * pools keep their connections while captures run).
 */
async function backendCpu(database: string): Promise<Map<number, number>> {
  const rows = await pgQuery("SELECT pid FROM pg_stat_activity WHERE datname = $1", [database]);
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      out.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      // ended, or not on this machine
    }
  }
  return out;
}

/** A fresh PGlite data directory or PostgreSQL database for one server, and how to remove it. */
async function freshStore(kind: "pglite" | "postgres", tag: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `kidsride-baseline-${kind}-${tag}-`));
  if (kind === "pglite") return { dataDir, databaseUrl: "", database: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `bench_${tag}_${randomBytes(4).toString("hex")}`;
  await pgQuery(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    database: name as string | null,
    drop: async () => {
      await pgQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function login(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}${API.login}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The same kids on every server: the admin's create form with its images (spec's multipart call). */
async function createKids(baseUrl: string, auth: Record<string, string>, kids: Required<KidFieldsInput>[]): Promise<string[]> {
  const images = await kidImages();
  const uuids: string[] = [];
  for (const fields of kids) {
    const body = await kidMultipart(fields, images);
    const res = await fetch(`${baseUrl}${API.createKidProfile}`, { method: "POST", headers: { ...auth, ...body.headers }, body: new Uint8Array(body.payload) });
    if (res.status !== 201) throw new Error(`create kid: ${res.status} ${await res.text()}`);
    uuids.push(((await res.json()) as { data: { uuid: string } }).data.uuid);
  }
  return uuids;
}

interface Side {
  code: "3ec8841" | "current";
  server: Running;
  store: Awaited<ReturnType<typeof freshStore>>;
  /** A sender of the next captures of this server's sequence, on its own kept-alive connections. */
  sender: () => ReturnType<typeof captureSender>;
  rows: Measured[];
}

interface Measured {
  round: number;
  cpuMs: number;
  rate: number;
  generatorMs: number;
  neighbourMs: number;
  /** PostgreSQL's backends for this server, CPU per capture (NaN on PGlite). */
  pgMs: number;
  offered: Awaited<ReturnType<typeof offeredLoad>>;
  failed: number;
  firstFailure: string;
  load: [number, number];
}

/**
 * The capture sequence of one server: kid, then leg type, then the day back from the run's start,
 * so every capture is a new leg (201 on both versions) and both servers get the same mix of new
 * days (the first capture of each kid and day creates the day's record) and new legs.
 */
function sequence(kids: string[], jpeg: Buffer, thumb: Buffer | null, today: number) {
  const boundary = "----benchboundary7MA4YWxkTrZu0gW";
  const tail = captureTail(boundary, thumb);
  let n = 0;
  const pieces = (): [Buffer, Buffer, Buffer] => {
    const i = n++;
    const kid = kids[i % kids.length];
    const type = ATTENDANCE_TYPES[Math.floor(i / kids.length) % ATTENDANCE_TYPES.length];
    const daysBack = 1 + Math.floor(i / (kids.length * ATTENDANCE_TYPES.length));
    const date = new Date(today - daysBack * 86_400_000).toISOString().slice(0, 10);
    const fields = { userProfileUuid: kid, date, type, pickupTime: "07:45", latitude: "16.306652", longitude: "80.436539" };
    const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const head = Buffer.from(
      `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${ATTENDANCE_CAPTURE.photoField}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    return [head, jpeg, tail];
  };
  return { pieces, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** How many captures a turn measures: CAPTURES, or MIN_SECONDS at the warm-up's rate if that is more. */
function measuredCount(warmCaptures: number, warmSeconds: number): number {
  const byTime = warmSeconds > 0 ? Math.ceil((MIN_SECONDS * warmCaptures) / warmSeconds) : CAPTURES;
  return Math.max(CAPTURES, byTime);
}

/** `count` captures, `inFlight` at a time, every one waited for. */
async function closedLoop(send: () => Promise<number>, count: number, inFlight: number) {
  let next = 0;
  let failed = 0;
  let firstFailure = "";
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const status = await send().catch((err: unknown) => (err instanceof Error ? err.message : String(err)));
      if (status !== 201) {
        failed += 1;
        firstFailure ||= String(status);
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { seconds: (performance.now() - started) / 1000, failed, firstFailure };
}

/**
 * A server is quiet when its threads were on a CPU or waiting for one (busyMs) under 5 % of the
 * time in each of ten tenths of a second in a row: CPU time alone reads "quiet" when a busy server
 * is merely starved by the machine's other work. Tenths, not halves, so that the time until quiet
 * is known to a tenth (docs/decisions/0209); a second in all, as before.
 */
const QUIET_WINDOW_MS = 100;
const QUIET_WINDOWS = 10;

/**
 * Waits until a server has gone quiet, at most `maxMs`, and answers how long that took in
 * seconds (less the quiet windows themselves): the current code's notification worker sends the
 * parents' mails after the 201s, and a turn's work is not done until it has. On a busy machine
 * the mails of a 50/s offered run take minutes.
 */
async function settle(pid: number, maxMs = 300_000): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  let lastBusy = started;
  while (quiet < QUIET_WINDOWS && Date.now() - started < maxMs) {
    const before = busyMs(pid);
    await new Promise((r) => setTimeout(r, QUIET_WINDOW_MS));
    const busy = busyMs(pid) - before >= QUIET_WINDOW_MS / 20;
    quiet = busy ? 0 : quiet + 1;
    if (busy) lastBusy = Date.now();
  }
  return (lastBusy - started) / 1000;
}

async function startSide(code: Side["code"], serverDir: string, kind: "pglite" | "postgres", kidFields: Required<KidFieldsInput>[], jpeg: Buffer, today: number): Promise<Side> {
  const store = await freshStore(kind, code === "current" ? "new" : "old");
  try {
    const started = Date.now();
    const server = await startApp(
      {
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.databaseUrl,
        JWT_SECRET: randomBytes(32).toString("hex"),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // One admin sends every capture: the current code's per-person limit (0102) is raised; the old code has none.
        CAPTURE_LIMIT_PER_MINUTE: BENCH_CAPTURE_LIMIT,
      },
      await freePort(),
      serverDir,
    );
    try {
      log(`${kind}: ${code} server up in ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${server.pid}, ${server.baseUrl})`);
      const auth = await login(server.baseUrl);
      const kids = await createKids(server.baseUrl, auth, kidFields);
      // Today's phone sends its thumbnail of the photo (0206); the issue's code had no such part.
      const thumb = code === "current" && !NO_THUMB ? await phoneThumb(jpeg) : null;
      const { pieces, contentType } = sequence(kids, jpeg, thumb, today);
      // One capture through fetch first, to show what a refused one says.
      const probe = sequence(kids, jpeg, thumb, today - 10_000 * 86_400_000).pieces();
      const res = await fetch(`${server.baseUrl}${ATTENDANCE_CAPTURE.path}`, {
        method: "POST",
        headers: { ...auth, "content-type": contentType, [ATTENDANCE_CAPTURE.idempotencyHeader]: randomUUID() },
        body: new Uint8Array(Buffer.concat(probe)),
      });
      if (res.status !== 201) throw new Error(`${code} server refused a capture: ${res.status} ${await res.text()}`);
      log(`${kind}: ${code} server seeded (admin, ${kids.length} kids) and took a capture (201)`);
      const sender = () => captureSender(server.baseUrl, { ...auth, "content-type": contentType }, pieces);
      return { code, server, store, sender, rows: [] };
    } catch (err) {
      await server.stop();
      throw err;
    }
  } catch (err) {
    await store.drop().catch(() => {});
    throw err;
  }
}

async function stopSide(side: Side) {
  await side.server.stop();
  await side.store.drop();
}

/**
 * One server's turn in a round: warm-up, CPU and rate at 16 in flight, then the offered load. Its
 * connections are its own and closed at its end: a kept-alive connection left idle through the
 * other server's turn (minutes on a busy machine) may meet the server's keep-alive close just as
 * it is reused (ECONNRESET).
 */
async function turn(kind: string, round: number, side: Side, other: Side) {
  const { send, close } = side.sender();
  try {
    await measureTurn(kind, round, side, other, send);
  } finally {
    close();
  }
}

async function measureTurn(kind: string, round: number, side: Side, other: Side, send: () => Promise<number>) {
  const pid = side.server.pid;
  const waited = (await settle(pid)) + (await settle(other.server.pid));
  const loadStart = load1();
  const warm = await closedLoop(send, round === 1 ? 2 * WARMUP : WARMUP, IN_FLIGHT);
  await settle(pid);
  const cpuBefore = cpuMs(pid);
  const otherBefore = cpuMs(other.server.pid);
  const database = side.store.database;
  const pgBefore = database ? await backendCpu(database) : null;
  const ownBefore = process.cpuUsage();
  const count = measuredCount(round === 1 ? 2 * WARMUP : WARMUP, warm.seconds);
  const measured = await closedLoop(send, count, IN_FLIGHT);
  // The pool closes connections idle for 10 s, and their backends' CPU goes with them: read the
  // backends now, and again once the server is quiet, keeping each one's latest reading.
  const pgAfterLoop = database ? await backendCpu(database) : null;
  // The captures' work ends when the server is quiet again (the parents' mails of the current code).
  const drain = await settle(pid);
  const cpu = (cpuMs(pid) - cpuBefore) / count;
  let pgMs = NaN;
  if (database && pgBefore && pgAfterLoop) {
    const after = new Map([...pgAfterLoop, ...(await backendCpu(database))]);
    pgMs = [...after].reduce((sum, [backend, ms]) => sum + ms - (pgBefore.get(backend) ?? 0), 0) / count;
  }
  const own = process.cpuUsage(ownBefore);
  const neighbourMs = cpuMs(other.server.pid) - otherBefore;
  const offered = await offeredLoad(send, RATE, OFFERED_SECONDS);
  const row: Measured = {
    round,
    cpuMs: cpu,
    rate: count / (measured.seconds + drain),
    generatorMs: (own.user + own.system) / 1000 / count,
    neighbourMs,
    pgMs,
    offered,
    failed: warm.failed + measured.failed + offered.failed,
    firstFailure: warm.firstFailure || measured.firstFailure || offered.firstFailure,
    load: [loadStart, load1()],
  };
  side.rows.push(row);
  log(
    `${kind} round ${round} ${side.code.padEnd(7)}: ${cpu.toFixed(1)} ms CPU/capture${database ? ` (+ PostgreSQL ${pgMs.toFixed(1)})` : ""}, ${row.rate.toFixed(1)} captures/s (waited ${waited.toFixed(0)} s for quiet, warm-up ${warm.seconds.toFixed(0)} s, ${count} captures measured in ${measured.seconds.toFixed(0)} s + ${drain.toFixed(1)} s until quiet); ` +
      `${RATE}/s offered: p50/p95/p99 ${offered.p50.toFixed(0)}/${offered.p95.toFixed(0)}/${offered.p99.toFixed(0)} ms, ${offered.rate.toFixed(1)}/s answered; ` +
      `${row.failed} not 201${row.firstFailure ? ` (first: ${row.firstFailure})` : ""}; load ${loadStart.toFixed(1)} → ${row.load[1].toFixed(1)}`,
  );
}

interface Summary {
  cpuMs: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  answered: number;
  failed: number;
  generatorMs: number;
  pgMs: number;
}

function summarise(rows: Measured[]): Summary {
  // Every round measured the same number of captures: CPU is their mean, the rate the captures
  // over the summed time, the offered load's percentiles over the pooled latencies.
  const latencies = rows.flatMap((r) => r.offered.latencies).sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    cpuMs: mean(rows.map((r) => r.cpuMs)),
    rate: rows.length / rows.reduce((s, r) => s + 1 / r.rate, 0),
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    answered: mean(rows.map((r) => r.offered.rate)),
    failed: rows.reduce((s, r) => s + r.failed, 0),
    generatorMs: mean(rows.map((r) => r.generatorMs)),
    pgMs: mean(rows.map((r) => r.pgMs)),
  };
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 1) : "–");
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "–");

async function runDatabase(kind: "pglite" | "postgres", baselineDir: string, jpeg: Buffer, report: string[], roundsReport: string[], notes: string[]) {
  const dbStarted = Date.now();
  const kidFields = Array.from({ length: KIDS }, (_, i) => validKidFields({ kidName: `Bench Kid ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ""}` }));
  // India's date at the start of the run: both servers walk back from the same day.
  const today = Date.parse(new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10));
  // Started one after the other: a new PGlite directory's first start (initdb) is CPU-heavy.
  const old = await startSide("3ec8841", baselineDir, kind, kidFields, jpeg, today);
  let current: Side | null = null;
  const loads: number[] = [load1()];
  try {
    current = await startSide("current", SERVER_DIR, kind, kidFields, jpeg, today);
    for (let round = 1; round <= ROUNDS; round++) {
      const order: [Side, Side] = round % 2 === 1 ? [old, current] : [current, old];
      for (const [side, other] of [order, [order[1], order[0]] as [Side, Side]]) {
        await turn(kind, round, side, other);
        loads.push(...side.rows[side.rows.length - 1].load);
      }
    }
  } finally {
    if (current) await stopSide(current);
    await stopSide(old);
  }
  const a = summarise(old.rows);
  const b = summarise(current.rows);
  const loadRange = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const cpuRatio = b.cpuMs / a.cpuMs;
  const rateRatio = b.rate / a.rate;
  if (a.failed + b.failed > 0) anyFailed = true;
  report.push(
    `| ${kind} | CPU ms/capture (${IN_FLIGHT} in flight) | ${f1(a.cpuMs)} | ${f1(b.cpuMs)} | **${cpuRatio.toFixed(2)}** | ≤ 0.33 | ${cpuRatio <= 1 / 3 ? "yes" : "NO"} |`,
    ...(kind === "postgres"
      ? [
          `| ${kind} | PostgreSQL backends' CPU ms/capture (not in the row above) | ${f1(a.pgMs)} | ${f1(b.pgMs)} | ${(b.pgMs / a.pgMs).toFixed(2)} | – | |`,
          `| ${kind} | server + backends, CPU ms/capture | ${f1(a.cpuMs + a.pgMs)} | ${f1(b.cpuMs + b.pgMs)} | ${((b.cpuMs + b.pgMs) / (a.cpuMs + a.pgMs)).toFixed(2)} | – | |`,
        ]
      : []),
    `| ${kind} | captures/s (${IN_FLIGHT} in flight) | ${f1(a.rate)} | ${f1(b.rate)} | **${rateRatio.toFixed(2)}×** | ≥ 3.08× (80/26) | ${rateRatio >= 80 / 26 ? "yes" : "NO"} |`,
    `| ${kind} | p50 / p95 / p99 at ${RATE}/s offered, ms | ${ms(a.p50)} / ${ms(a.p95)} / ${ms(a.p99)} | ${ms(b.p50)} / ${ms(b.p95)} / ${ms(b.p99)} | – | new p99 < 500 | ${b.p99 < 500 ? "yes" : "NO"} |`,
    `| ${kind} | answered/s at ${RATE}/s offered; not 201 | ${f1(a.answered)}; ${a.failed} | ${f1(b.answered)}; ${b.failed} | – | all 201 | ${a.failed + b.failed === 0 ? "yes" : "NO"} |`,
    `| ${kind} | load average (1 min) during the rounds; wall time | ${loadRange} | ${((Date.now() - dbStarted) / 1000).toFixed(0)} s | | | |`,
  );
  for (const side of [old, current]) {
    if (!side.rows.some((r) => r.failed)) continue;
    // Why a server refused: its log (LOG_LEVEL=warn) kept in a file, the kinds of error counted.
    const file = join(CACHE_DIR, `server-${kind}-${side.code}.log`);
    writeFileSync(file, side.server.output());
    const kinds = new Map<string, number>();
    for (const line of side.server.output().split("\n")) {
      if (!/"level":(50|60)/.test(line)) continue;
      const what = /timeout exceeded when trying to connect/.test(line) ? "the pool's 5 s wait for a connection (timeout exceeded when trying to connect)" : (/"message":"([^"\\]{0,120})/.exec(line)?.[1] ?? line.slice(0, 120));
      kinds.set(what, (kinds.get(what) ?? 0) + 1);
    }
    const counted = [...kinds].sort((x, y) => y[1] - x[1]).map(([what, n]) => `${n} × ${what}`);
    notes.push(`${kind}, ${side.code}: ${counted.join("; ") || "no error in the server's log"} (log: ${file})`);
  }
  for (const side of [old, current])
    for (const r of side.rows)
      roundsReport.push(
        `| ${kind} | ${r.round} | ${side.code} | ${f1(r.cpuMs)}${Number.isFinite(r.pgMs) ? ` (+ ${f1(r.pgMs)})` : ""} | ${f1(r.rate)} | ${ms(r.offered.p50)} / ${ms(r.offered.p95)} / ${ms(r.offered.p99)} | ${f1(r.offered.rate)} | ${r.failed} | ${f1(r.generatorMs)} | ${ms(r.neighbourMs)} | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} |`,
      );
}

async function main() {
  const started = Date.now();
  const kinds: Array<"pglite" | "postgres"> = dbArg === "both" ? ["pglite", "postgres"] : [dbArg as "pglite" | "postgres"];
  if (!kinds.every((k) => k === "pglite" || k === "postgres")) throw new Error(`--db must be pglite, postgres or both, got ${dbArg}`);
  const notes: string[] = [];
  const runnable = kinds.filter((k) => {
    if (k === "postgres" && !pgUrl) notes.push("postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return k !== "postgres" || Boolean(pgUrl);
  });
  const baselineDir = await prepareBaseline();
  if (args.includes("--prepare-only")) return;
  const jpeg = await phonePhoto();
  log(
    `${ROUNDS} rounds per database, each server: ${2 * WARMUP} (first round) / ${WARMUP} captures of warm-up, ${CAPTURES} measured (or ${MIN_SECONDS} s at the warm-up's rate, whichever is more) at ${IN_FLIGHT} in flight, ${RATE}/s offered for ${OFFERED_SECONDS} s; ${KIDS} kids; ${(jpeg.length / 1024).toFixed(0)} KB JPEG; the current code ${NO_THUMB ? "without" : "with"} the phone's thumbnail`,
  );
  const report: string[] = [];
  const roundsReport: string[] = [];
  for (const kind of runnable) {
    await runDatabase(kind, baselineDir, jpeg, report, roundsReport, notes);
  }
  console.log(`\nCaptures, ${BASELINE_COMMIT} (issue 13's own code) against the current build, same run, ${new Date(started).toISOString().slice(0, 16)}–${new Date().toISOString().slice(11, 16)} UTC, Node ${process.version}, ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`);
  console.log("| db | measure | 3ec8841 | current | new / old | target | met |\n|---|---|---|---|---|---|---|");
  for (const line of report) console.log(line);
  console.log(
    "\nEach round (CPU: the server process's user + system, every thread, per capture; generator: this process's CPU per capture; neighbour: the idle other server's CPU during the measured captures)\n",
  );
  console.log("| db | round | code | CPU ms/capture (+ PostgreSQL's) | captures/s | p50 / p95 / p99 ms at 50/s | answered/s | not 201 | generator ms | neighbour ms | load 1 min |\n|---|---|---|---|---|---|---|---|---|---|---|");
  for (const line of roundsReport) console.log(line);
  for (const n of notes) console.log(`- ${n}`);
  if (anyFailed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
