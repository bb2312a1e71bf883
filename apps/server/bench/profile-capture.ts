/**
 * CPU per capture, in-process (`app.inject`): the multipart POST of a kid's pickup with the bench's
 * ~216 KB 1600 × 1200 JPEG, 8 in flight, every capture a new leg (a 201). Counts the whole
 * process (`process.cpuUsage`: libvips, libuv's pool and V8's helper threads included) and, apart,
 * each thread group (/proc/self/task), waits for the parents' mails (the notification worker runs),
 * and counts the statements of one capture at the driver. Leaves out HTTP and the load generator.
 * Alternate runs of two branches under the same load to compare them.
 *
 *   npx tsx --conditions=source bench/profile-capture.ts [--db=pglite|postgres] [--n=200] [--as=admin|caretaker] [--sql] [--no-thumb] [--windows=1]
 *
 * PostgreSQL comes from TEST_DATABASE_URL (a throw-away database is created and dropped).
 * `--sql` prints the statements of one capture. `--prof=<file.cpuprofile>` writes a CPU profile of
 * the measured captures only.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { ATTENDANCE_CAPTURE, ATTENDANCE_TYPES } from "@app/contracts";
import { createRouteWorld } from "../src/test/route-factories";
import { watchStatements } from "../src/test/statement-counter";
import { createTestApp } from "../src/test/test-app";
import { captureTail, phonePhoto, phoneThumb } from "./lib/capture-load";
import { profileInProcess } from "./lib/in-process-profile";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const kind = arg("db", "pglite");
const n = Number(arg("n", "200"));
const as = arg("as", "admin");
const profFile = arg("prof", "");
const showSql = process.argv.includes("--sql");
/** Measured windows of `n` captures one after another: does the cost drift as the tables grow? */
const windows = Number(arg("windows", "1"));
if (kind === "postgres") process.env.TEST_DB_KIND = "postgres";

let queries = 0;
let log: string[] | null = null;
const count = (text: string) => {
  queries += 1;
  if (log) log.push(text);
};

/** CPU ms of each thread of this process, summed: main, and every other thread by name. */
function threads(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const name = tid === String(process.pid) ? "main" : stat.slice(stat.indexOf("(") + 1, close).trim();
      const f = stat.slice(close + 2).split(" ");
      out.set(name, (out.get(name) ?? 0) + (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      // ended
    }
  }
  return out;
}

const t = await createTestApp({ NOTIFY_WORKER: "on" });
try {
  watchStatements(t.database, count);
  const w = await createRouteWorld(t);
  const headers = as === "caretaker" ? w.as.caretakerA : w.admin;
  const kids = as === "caretaker" ? [w.kidA.kid.uuid, w.kidB2.kid.uuid] : [w.kidA.kid.uuid, w.kidB.kid.uuid, w.kidB2.kid.uuid];
  const jpeg = await phonePhoto();
  const boundary = "----benchboundary7MA4YWxkTrZu0gW";
  const tail = captureTail(boundary, process.argv.includes("--no-thumb") ? null : await phoneThumb(jpeg));
  let i = 0;
  const body = () => {
    const k = i++;
    const kid = kids[k % kids.length];
    const type = ATTENDANCE_TYPES[Math.floor(k / kids.length) % ATTENDANCE_TYPES.length];
    const date = new Date(Date.UTC(2024, 0, 1) - Math.floor(k / (kids.length * ATTENDANCE_TYPES.length)) * 86_400_000).toISOString().slice(0, 10);
    const fields = { userProfileUuid: kid, date, type, pickupTime: "07:45", latitude: "16.306652", longitude: "80.436539" };
    const parts = Object.entries(fields).map(([name, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`);
    return Buffer.concat([
      Buffer.from(`${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${ATTENDANCE_CAPTURE.photoField}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg,
      tail,
    ]);
  };
  const capture = async (payload: Buffer) => {
    const res = await t.app.inject({
      method: "POST",
      url: ATTENDANCE_CAPTURE.path,
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}`, [ATTENDANCE_CAPTURE.idempotencyHeader]: randomUUID() },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`capture ${res.statusCode}: ${res.body}`);
  };
  const run = async (bodies: Buffer[]) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < bodies.length) await capture(bodies[next++]!);
      }),
    );
  };
  // Warm-up: the JIT and the pools settle (a server answers thousands of captures a morning).
  await run(Array.from({ length: 300 }, body));
  if (showSql) {
    for (const label of ["a new leg of an existing day", "the first leg of a new day"]) {
      // Captures walk kids, then legs: capture i is a new day when i / kids is a multiple of 4.
      while (label.includes("new day") !== (Math.floor(i / kids.length) % ATTENDANCE_TYPES.length === 0)) await capture(body());
      await new Promise((r) => setTimeout(r, 2000));
      log = [];
      await capture(body());
      const inRequest = log.length;
      // The notification worker's statements for this capture's mails, after the answer.
      await new Promise((r) => setTimeout(r, 2000));
      console.log(`--- ${label}: ${inRequest} statements in the request, ${log.length - inRequest} by the worker after it`);
      for (const q of log) console.log(`  ${q.replace(/\s+/g, " ").slice(0, 220)}`);
      log = null;
    }
  }
  for (let w = 1; w < windows; w++) {
    const cpu = process.cpuUsage();
    const started = Date.now();
    const before = queries;
    await run(Array.from({ length: n }, body));
    await t.app.background?.idle?.();
    const used = process.cpuUsage(cpu);
    console.log(`window ${w}: ${((used.user + used.system) / 1000 / n).toFixed(1)} ms CPU/capture, ${((queries - before) / n).toFixed(1)} statements/capture, ${(n / ((Date.now() - started) / 1000)).toFixed(1)} captures/s`);
  }
  const bodies = Array.from({ length: n }, body);
  await new Promise((r) => setTimeout(r, 3000));
  const stopProfile = await profileInProcess(profFile, 500);
  queries = 0;
  const before = threads();
  const cpu = process.cpuUsage();
  const started = Date.now();
  const windowStart = process.hrtime.bigint();
  await run(bodies);
  const seconds = (Date.now() - started) / 1000;
  // The parents' mails of these captures are written by the worker after the answers.
  await t.app.background?.idle?.();
  await new Promise((r) => setTimeout(r, 3000));
  const used = process.cpuUsage(cpu);
  const after = threads();
  const windowEnd = process.hrtime.bigint();
  await stopProfile();
  const ms = (used.user + used.system) / 1000 / n;
  const byThread = [...after]
    .map(([name, v]) => [name, (v - (before.get(name) ?? 0)) / n] as const)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, v]) => `${name} ${v.toFixed(1)}`)
    .join(", ");
  // CLOCK_MONOTONIC, as `perf record -k CLOCK_MONOTONIC` stamps its samples: `perf script --time a,b`.
  console.log(`measured window: ${(Number(windowStart) / 1e9).toFixed(6)},${(Number(windowEnd) / 1e9).toFixed(6)}`);
  console.log(`${t.database.kind}\t${as}\t${ms.toFixed(1)} ms CPU/capture (whole process)\t${(queries / n).toFixed(1)} statements/capture\t${(n / seconds).toFixed(1)} captures/s\tby thread: ${byThread}`);
} finally {
  await t.close();
}
