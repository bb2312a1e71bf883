import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runLoad, type LoadResult } from "./load";
import type { SeededInChild } from "./seed-process";
import { dropPrepared, loadBenches, seedDatabase, timed, timings, type Prepared } from "./prepare";
import { cpuMs, rssMiB } from "./proc";
import { BENCH_CAPTURE_LIMIT, freePort, startApp, startBare, type BareAnswer, type Running } from "./servers";
import type { Bench, BenchContext, LoadPlan, MeasureRow } from "./types";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const dbArg = args.find((a) => a.startsWith("--db="))?.slice(5) ?? "both";
const only = args.find((a) => a.startsWith("--only="))?.slice(7).split(",");
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const JWT_SECRET = randomBytes(32).toString("hex");
// The built web app, served by the app under test when it exists (the web-vitals bench loads it).
const WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const servesWeb = existsSync(join(WEB_DIST, "index.html"));

interface Row {
  db: string;
  label: string;
  app: LoadResult & { cpuPerReq: number };
  bare?: LoadResult & { cpuPerReq: number };
}

/** The exact bytes and headers the app answers (no decompression), for the baseline. */
function rawGet(baseUrl: string, path: string, headers: Record<string, string>): Promise<BareAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const keep = ["content-type", "cache-control", "x-content-type-options", "referrer-policy", "x-frame-options", "etag", "vary"];
        const h: Record<string, string> = {};
        for (const k of keep) if (res.headers[k]) h[k] = String(res.headers[k]);
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks), encoding: (res.headers["content-encoding"] as string) ?? null });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function uncompressed(baseUrl: string, path: string, headers: Record<string, string>): Promise<BareAnswer> {
  const compressed = await rawGet(baseUrl, path, headers);
  if (!compressed.encoding) return compressed;
  const plain = await rawGet(baseUrl, path, { ...headers, "accept-encoding": "identity" });
  return { ...plain, encoding: compressed.encoding };
}

async function measured(server: Running, baseUrl: string, plan: LoadPlan, seconds: number) {
  const before = cpuMs(server.pid);
  const result = await runLoad(baseUrl, plan, seconds);
  const cpu = cpuMs(server.pid) - before;
  return { ...result, cpuPerReq: result.requests ? cpu / result.requests : NaN };
}

async function runDatabase(prepared: Prepared, allBenches: Bench[], rows: Row[], measures: Array<MeasureRow & { db: string }>, notes: string[]) {
  const { kind, dataDir, env, world } = prepared;
  const benches = allBenches.filter((b) => !b.databases || b.databases.includes(kind));
  let app: Running | null = null;
  try {
    const port = await freePort();
    // One admin account sends every capture, standing in for many caretakers: the per-person limit
    // (30 a minute, docs/decisions/0102) is raised so it measures the pipeline, not the limit.
    app = await timed(kind, "server start-up", () => startApp({ DATA_DIR: dataDir, JWT_SECRET, WEB_DIST: servesWeb ? WEB_DIST : "", CAPTURE_LIMIT_PER_MINUTE: BENCH_CAPTURE_LIMIT, ...env }, port));
    const startUp = { db: kind, label: "start-up on an existing database (spawn to first health answer)", value: `${(app.startMs / 1000).toFixed(2)} s`, target: "< 3 s", ok: app.startMs < 3000 };
    measures.push(startUp);
    console.log(formatMeasure(startUp));
    await new Promise((r) => setTimeout(r, 1000));
    measures.push({ db: kind, label: "idle RSS", value: `${rssMiB(app.pid).toFixed(0)} MiB` });
    const running = app;
    const ctx: BenchContext = {
      baseUrl: running.baseUrl,
      servesWeb,
      rssMiB: () => rssMiB(running.pid),
      kind,
      quick,
      named: false,
      world,
      async login(identifier, password) {
        const res = await fetch(`${running.baseUrl}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ identifier, password }),
        });
        if (res.status !== 200) throw new Error(`login ${identifier}: ${res.status} ${await res.text()}`);
        return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
      },
    };
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(running.pid))), 250);
    try {
      for (const bench of benches) {
        ctx.named = only?.includes(bench.name) ?? false;
        const plans = await bench.plans(ctx);
        for (const plan of plans) {
          // Heavy calls (captures, the 5,000-kid list) need a few seconds to complete any at all.
          // --quick must finish in under 2 minutes for both databases: 1.5-second runs after half a
          // second of warm-up, one round (decision 0175: the plans were half of a --quick run; at
          // thousands of small calls a second 1.5 s is still thousands of requests). Captures (no
          // baseline) keep 2 s: one takes up to seconds under load, and a run must complete some.
          const seconds = quick ? (plan.baseline === false ? 2 : 1.5) : Math.max(5, plan.seconds ?? 8);
          const warmUp = quick ? 0.5 : 1;
          const rounds = quick ? 1 : 3;
          const planStart = Date.now();
          let bare: Running | null = null;
          if (plan.baseline !== false) {
            const answers: Record<string, BareAnswer> = {};
            for (const r of plan.requests) answers[r.path] ??= await uncompressed(running.baseUrl, r.path, r.headers ?? {});
            bare = await startBare(answers, dataDir);
          }
          try {
            // Warm-up of both (JIT, caches, connections), not counted.
            await runLoad(running.baseUrl, plan, warmUp);
            // The bare server has no caches or pools to fill: half the app's warm-up is enough.
            if (bare) await runLoad(bare.baseUrl, plan, warmUp / 2);
            const appRuns: Row["app"][] = [];
            const bareRuns: NonNullable<Row["bare"]>[] = [];
            for (let i = 0; i < rounds; i++) {
              if (bare) bareRuns.push(await measured(bare, bare.baseUrl, plan, seconds));
              appRuns.push(await measured(running, running.baseUrl, plan, seconds));
            }
            const row: Row = { db: kind, label: `${bench.name}: ${plan.label}`, app: merge(appRuns), bare: bare ? merge(bareRuns) : undefined };
            rows.push(row);
            printRow(row);
            console.log(`[${kind}] ${row.label}: ${((Date.now() - planStart) / 1000).toFixed(1)} s`);
            timings.push({ db: kind, part: `plan: ${row.label}`, wallS: (Date.now() - planStart) / 1000, ownCpuS: NaN });
            if (row.app.bad || row.app.errors) {
              notes.push(`${row.label} (${kind}): ${row.app.bad} answers not ${plan.expectStatus ?? 200} (first: ${row.app.firstBadStatus}), ${row.app.errors} errors`);
            }
          } finally {
            await bare?.stop();
          }
        }
        const measureStart = Date.now();
        const measurements = bench.measure ? await timed(kind, `measure: ${bench.name}`, () => bench.measure!(ctx), () => running.pid) : [];
        if (bench.measure) console.log(`[${kind}] ${bench.name} measurements: ${((Date.now() - measureStart) / 1000).toFixed(1)} s`);
        for (const m of measurements) {
          const row = { ...m, db: kind, label: `${bench.name}: ${m.label}` };
          measures.push(row);
          console.log(formatMeasure(row));
        }
      }
    } finally {
      clearInterval(sampler);
    }
    measures.push({ db: kind, label: "loaded RSS (peak during the runs / after)", value: `${peakRss.toFixed(0)} / ${rssMiB(running.pid).toFixed(0)} MiB` });
  } finally {
    await app?.stop();
    await dropPrepared(prepared, pgUrl);
  }
}

/** Rounds summed: rates over the total time; percentiles as the median of the rounds' values. */
function merge<T extends LoadResult & { cpuPerReq: number }>(runs: T[]): T {
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const requests = runs.reduce((s, r) => s + r.requests, 0);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return {
    ...runs[0],
    requests,
    seconds,
    rps: requests / seconds,
    p50: med(runs.map((r) => r.p50)),
    p95: med(runs.map((r) => r.p95)),
    p99: med(runs.map((r) => r.p99)),
    bad: runs.reduce((s, r) => s + r.bad, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    cpuPerReq: runs.reduce((s, r) => s + r.cpuPerReq * r.requests, 0) / Math.max(1, requests),
  };
}

const HEADER = "| db | bench | app req/s | p50 / p95 / p99 ms | CPU ms/req | bare req/s | bare CPU ms/req | ratio |\n|---|---|---|---|---|---|---|---|";
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2) : "–");

function formatRow(r: Row): string {
  const ratio = r.bare ? `${((100 * r.app.rps) / r.bare.rps).toFixed(1)} %` : "–";
  return `| ${r.db} | ${r.label} | ${f1(r.app.rps)} | ${f1(r.app.p50)} / ${f1(r.app.p95)} / ${f1(r.app.p99)} | ${f1(r.app.cpuPerReq)} | ${
    r.bare ? f1(r.bare.rps) : "–"
  } | ${r.bare ? f1(r.bare.cpuPerReq) : "–"} | ${ratio} |`;
}

const MEASURE_HEADER = "| db | measurement | value | target | met |\n|---|---|---|---|---|";
function formatMeasure(m: MeasureRow & { db: string }): string {
  return `| ${m.db} | ${m.label} | ${m.value} | ${m.target ?? "–"} | ${m.ok === undefined ? "–" : m.ok ? "yes" : "NO"} |`;
}

function printRow(r: Row) {
  console.log(formatRow(r));
}

/**
 * `pgliteSeeding`: PGlite's seeding, already started in a process of its own by `bench/run.ts`
 * (null with --db=postgres); PostgreSQL's seeding runs here meanwhile.
 */
export async function runBenches(started: number, pgliteSeeding: Promise<SeededInChild> | null) {
  const benches = await loadBenches(only);
  const kinds: Array<"pglite" | "postgres"> = dbArg === "both" ? ["pglite", "postgres"] : [dbArg as "pglite" | "postgres"];
  const rows: Row[] = [];
  const measures: Array<MeasureRow & { db: string }> = [];
  const notes: string[] = [];
  const runnable = kinds.filter((kind) => {
    if (kind === "postgres" && !pgUrl) notes.push("postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return kind !== "postgres" || Boolean(pgUrl);
  });
  const settled = await Promise.allSettled(
    runnable.map(async (kind) => {
      if (kind === "postgres" || !pgliteSeeding) return seedDatabase(kind, benches, quick, pgUrl);
      const seeded = await pgliteSeeding;
      timings.push(...seeded.timings);
      return seeded.prepared;
    }),
  );
  timings.push({ db: runnable.join("+"), part: "seeding (all databases at the same time, from the start of the run)", wallS: (Date.now() - started) / 1000, ownCpuS: NaN });
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    for (const s of settled) if (s.status === "fulfilled") await dropPrepared(s.value, pgUrl);
    throw failed.reason;
  }
  const prepared = settled.map((s) => (s as PromiseFulfilledResult<Prepared>).value);
  for (let i = 0; i < runnable.length; i++) {
    try {
      await runDatabase(prepared[i], benches, rows, measures, notes);
    } catch (err) {
      for (const p of prepared.slice(i + 1)) await dropPrepared(p, pgUrl);
      throw err;
    }
  }
  console.log(`\nNode ${process.version}, ${quick ? "--quick (1 round)" : "3 alternated rounds"}, ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  console.log(HEADER);
  for (const r of rows) console.log(formatRow(r));
  if (measures.length) {
    console.log(`\n${MEASURE_HEADER}`);
    for (const m of measures) console.log(formatMeasure(m));
  }
  for (const n of notes) console.log(`- ${n}`);
  console.log("\nWhere the time went (wall s; CPU s of the bench process / of the server during the part):");
  for (const t of timings) {
    const cpu = Number.isFinite(t.ownCpuS) ? ` (CPU ${t.ownCpuS.toFixed(1)}${t.serverCpuS === undefined ? "" : ` / ${t.serverCpuS.toFixed(1)}`})` : "";
    console.log(`  ${t.db.padEnd(15)} ${t.wallS.toFixed(1).padStart(6)} s${cpu}  ${t.part}`);
  }
  if (rows.some((r) => r.app.bad || r.app.errors)) process.exitCode = 1;
}
