import { API, todayInIndia } from "@app/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { daysBefore, seedAttendance } from "../lib/attendance-seed";
import { KIDS, seedKids } from "../lib/kids-seed";
import { defineBench, type LoadPlan } from "../lib/types";

/** Issue 12's targets for one admin list call. */
const MAX_MS = 300;
const MAX_BYTES = 1024 * 1024;
const DAYS = 30;

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

async function size(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return bytes;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * Every admin list of issue 12 with 5,000 kids (BENCH_KIDS), 30 days of attendance (150,000
 * records, 600,000 legs) and 5,000 enquiries, help requests and feedback: the default call and
 * the largest page (100 rows), one connection at a time so p95 is one call's time. Each label
 * carries the answer's size uncompressed (the worst case; browsers get it brotli-compressed);
 * the harness reports p50 / p95 / p99.
 */
export default defineBench({
  name: "admin-lists",
  async seed(database) {
    await seedKids(database);
    const today = todayInIndia();
    await seedAttendance(database, daysBefore(today, DAYS), today);
    await seedOtherLists(database);
  },
  async plans(ctx) {
    const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
    const browser = { ...admin, "accept-encoding": "gzip, deflate, br" };
    const plain = { ...admin, "accept-encoding": "identity" };
    const today = todayInIndia();
    const month = `from=${daysBefore(today, DAYS)}&to=${today}`;
    const calls: Array<[string, string]> = [
      ["kids", API.allKidProfiles],
      ["kids, search 'kid number a'", `${API.allKidProfiles}?q=kid%20number%20a`],
      ["enquiries", API.allEnquiries],
      ["drivers", API.allDrivers],
      ["caretakers", API.allCaretakers],
      ["routes", API.allRoutes],
      ["kid routes", API.allKidRoutes],
      ["attendance, today", API.allKidAttendance],
      ["attendance, 30 days", `${API.allKidAttendance}?${month}`],
      ["attendance, 30 days by kid name", `${API.allKidAttendance}?${month}&sort=kidName`],
      ["help", API.allHelp],
      ["help, resolved", `${API.allHelp}?status=resolved`],
      ["feedback", API.allFeedback],
      ["audit log", API.auditLog],
    ];
    const plans: Array<LoadPlan & { label: string }> = [];
    for (const [name, path] of calls) {
      for (const variant of [path, `${path}${path.includes("?") ? "&" : "?"}pageSize=100`]) {
        const raw = await size(`${ctx.baseUrl}${variant}`, plain);
        const big = variant.endsWith("pageSize=100");
        const verdict = raw < MAX_BYTES ? "" : ` OVER ${kib(MAX_BYTES)}`;
        plans.push({
          label: `${name}${big ? ", 100 rows" : ""} (${kib(raw)} uncompressed${verdict}; target p95 < ${MAX_MS} ms)`,
          requests: [{ method: "GET", path: variant, headers: browser }],
          connections: 1,
          seconds: 5,
          baseline: false,
        });
      }
    }
    return plans;
  },
});
