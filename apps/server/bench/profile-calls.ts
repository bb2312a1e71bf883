/**
 * CPU per call of the parent's dashboard calls, in-process (`app.inject`), with the queries each
 * call sends counted at the driver: the method of docs/performance.md "Where a small call's time
 * went". Alternate runs of two branches under the same load to compare them; absolute figures
 * drift with the machine's load.
 *
 *   npx tsx --conditions=source bench/profile-calls.ts [--db=pglite|postgres] [--n=1000]
 *
 * PostgreSQL comes from TEST_DATABASE_URL (a throw-away database is created and dropped).
 * `--prof=<file.cpuprofile>` writes a CPU profile of the measured loops only (not of the set-up).
 */
import pg from "pg";
import { API, todayInIndia } from "@app/contracts";
import { createRouteWorld } from "../src/test/route-factories";
import { createTestApp } from "../src/test/test-app";
import { profileInProcess } from "./lib/in-process-profile";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const kind = arg("db", "pglite");
const n = Number(arg("n", "1000"));
const profFile = arg("prof", "");
if (kind === "postgres") process.env.TEST_DB_KIND = "postgres";

let queries = 0;
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries += 1;
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const t = await createTestApp();
try {
  const w = await createRouteWorld(t);
  const headers = w.as.fatherB;
  const kid = w.kidB.kid.uuid;
  if (t.database.kind === "pglite") {
    // Count statements at PGlite's entry points (drizzle calls the prepared client's query once per statement).
    const client = (t.database.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
    for (const fn of ["query"]) {
      const orig = client[fn];
      if (typeof orig !== "function") continue;
      client[fn] = function (this: unknown, ...a: unknown[]) {
        queries += 1;
        return orig.apply(this, a);
      };
    }
  }
  const calls: [string, string][] = [
    ["/api/me", API.me],
    ["kid's profile", API.kidProfile(kid)],
    ["kid's route", API.kidRoute(kid)],
    ["kid's day", API.kidAttendanceByDate(kid, todayInIndia())],
  ];
  const inject = (url: string) => t.app.inject({ method: "GET", url, headers: { ...headers, "accept-encoding": "gzip, deflate, br" } });
  for (const [, url] of calls) {
    const res = await inject(url);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  for (let i = 0; i < 200; i++) for (const [, url] of calls) await inject(url);
  const stopProfile = await profileInProcess(profFile, 200);
  let total = 0;
  for (const [label, url] of calls) {
    queries = 0;
    const cpu = process.cpuUsage();
    for (let i = 0; i < n; i++) await inject(url);
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000 / n;
    total += ms;
    console.log(`${t.database.kind}\t${label.padEnd(14)}\t${ms.toFixed(3)} ms CPU/call\t${(queries / n).toFixed(2)} queries/call`);
  }
  await stopProfile();
  console.log(`${t.database.kind}\tmean of the four\t${(total / calls.length).toFixed(3)} ms CPU/call`);
} finally {
  await t.close();
}
