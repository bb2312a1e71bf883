import { API, todayInIndia } from "@app/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { daysBefore, seedAttendance } from "../lib/attendance-seed";
import { KIDS, seedKids } from "../lib/kids-seed";
import { defineBench, type MeasureRow } from "../lib/types";

/** Issue 12's targets for one admin list call. */
const MAX_MS = 300;
const MAX_BYTES = 1024 * 1024;
const DAYS = 30;
/**
 * --quick seeds and asks for a week (the export bench's week): seeding 30 days of 5,000 kids on
 * both databases was the largest single part of a --quick run. The full run keeps issue 12's month.
 */
const QUICK_DAYS = 7;

/** The other lists get thousands of rows too, so no list is fast only because it is empty. */
async function seedOtherLists(database: Database) {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO enquiries (name_of_enquiry, name_of_kid, age_of_kid, phone_number, email, activity, pickup_location, id, created_at, updated_at)
    SELECT 'Guardian ' || n, 'Enquiry Kid ' || n, 4 + n % 10, '98765' || lpad(n::text, 5, '0'), 'guardian' || n || '@example.com', '["school"]'::jsonb, 'Brodipet', gen_random_uuid(), now() - n * interval '1 minute', now()
    FROM generate_series(1, ${KIDS}) AS n
    WHERE NOT EXISTS (SELECT 1 FROM enquiries WHERE name_of_enquiry = 'Guardian 1')`);
  const parent = sql`(SELECT id FROM users WHERE role = 'father' ORDER BY created_at LIMIT 1)`;
  await db.execute(sql`
    INSERT INTO help_requests (id, kid_id, reason, created_by, status, created_at, updated_at)
    SELECT gen_random_uuid(), k.id, 'The van was late today.', ${parent}, (ARRAY['open', 'in_progress', 'resolved'])[1 + (row_number() OVER ()) % 3], now(), now()
    FROM kids AS k
    WHERE NOT EXISTS (SELECT 1 FROM help_requests WHERE reason = 'The van was late today.')`);
  await db.execute(sql`
    INSERT INTO feedback (id, name, mobile_no, feedback, created_by, created_at, updated_at)
    SELECT gen_random_uuid(), 'Parent ' || n, '9123456780', 'Very punctual driver.', ${parent}, now() - n * interval '1 minute', now()
    FROM generate_series(1, ${KIDS}) AS n
    WHERE NOT EXISTS (SELECT 1 FROM feedback WHERE feedback = 'Very punctual driver.')`);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** One call as the browser makes it (brotli), timed to the last byte; the size uncompressed. */
async function timedCall(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { ...headers, "accept-encoding": "gzip, deflate, br" } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function plainSize(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return bytes;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Every admin list of issue 12 with 5,000 kids (BENCH_KIDS), 30 days of attendance (150,000
 * records, 600,000 legs; a year when the export bench seeds the same database) and 5,000
 * enquiries, help requests and feedback: the default call and the largest page (100 rows), one
 * call at a time (20 calls each, 3 with --quick, after one warm-up call), so a figure is one
 * call's time. Each row prints p50 / p95 / slowest against the targets (p95 < 300 ms, answer
 * < 1 MB uncompressed: the worst case, browsers get it brotli-compressed).
 */
export default defineBench({
  name: "admin-lists",
  async seed(database, _world, quick) {
    await seedKids(database);
    const today = todayInIndia();
    await seedAttendance(database, daysBefore(today, quick ? QUICK_DAYS : DAYS), today);
    await seedOtherLists(database);
  },
  plans: async () => [],
  async measure(ctx) {
    const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
    const today = todayInIndia();
    const days = ctx.quick ? QUICK_DAYS : DAYS;
    const month = `from=${daysBefore(today, days)}&to=${today}`;
    const calls: Array<[string, string]> = [
      ["kids", API.allKidProfiles],
      ["kids, search 'kid number a'", `${API.allKidProfiles}?q=kid%20number%20a`],
      ["enquiries", API.allEnquiries],
      ["drivers", API.allDrivers],
      ["caretakers", API.allCaretakers],
      ["routes", API.allRoutes],
      ["kid routes", API.allKidRoutes],
      ["attendance, today", API.allKidAttendance],
      [`attendance, ${days} days`, `${API.allKidAttendance}?${month}`],
      [`attendance, ${days} days, page 40`, `${API.allKidAttendance}?${month}&page=40`],
      [`attendance, ${days} days by kid name`, `${API.allKidAttendance}?${month}&sort=kidName`],
      [`attendance, ${days} days, search 'kid number a'`, `${API.allKidAttendance}?${month}&q=kid%20number%20a`],
      [`attendance, ${days} days, one route`, `${API.allKidAttendance}?${month}&routeUuid=${ctx.world.routeUuid}`],
      ["help", API.allHelp],
      ["help, resolved", `${API.allHelp}?status=resolved`],
      ["feedback", API.allFeedback],
      ["audit log", API.auditLog],
    ];
    // --quick: 3 calls each (the p95 of 3 is the slowest, which only errs on the strict side).
    const rounds = ctx.quick ? 3 : 20;
    const rows: MeasureRow[] = [];
    for (const [name, path] of calls) {
      for (const variant of [path, `${path}${path.includes("?") ? "&" : "?"}pageSize=100`]) {
        const url = `${ctx.baseUrl}${variant}`;
        const bytes = await plainSize(url, admin);
        await timedCall(url, admin);
        const times: number[] = [];
        for (let i = 0; i < rounds; i++) times.push(await timedCall(url, admin));
        times.sort((a, b) => a - b);
        const p95 = quantile(times, 0.95);
        rows.push({
          label: `${name}${variant.endsWith("pageSize=100") ? ", 100 rows" : ""} (${rounds} calls)`,
          value: `${quantile(times, 0.5).toFixed(0)} / ${p95.toFixed(0)} / ${times[times.length - 1].toFixed(0)} ms, ${kib(bytes)}`,
          target: `p95 < ${MAX_MS} ms, < ${kib(MAX_BYTES)}`,
          ok: p95 < MAX_MS && bytes < MAX_BYTES,
        });
      }
    }
    return rows;
  },
});
