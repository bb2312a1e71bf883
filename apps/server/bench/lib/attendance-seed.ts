import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

/** The India day `days - 1` days before `today` (YYYY-MM-DD). */
export function daysBefore(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d.toISOString().slice(0, 10);
}

/** Days written by one statement: a month of 5,000 kids is 150,000 records and 600,000 legs. */
const CHUNK_DAYS = 31;

/**
 * One attendance record a kid and day for every kid, `from`..`to`, each with its four legs
 * captured by a caretaker, written set-based (generate_series) a month per statement because a
 * year of 5,000 kids is 1.8 million records and 7.3 million legs. Days that already have records
 * are left alone, so benches sharing a database (30 days, a year) add only what is missing.
 *
 * About a minute for a year, not 17: the records and their legs come from one statement (the
 * legs are made from the records the INSERT returns, with no anti-join over the legs table); the
 * record ids rise with the day (a time-ordered UUID, version 8: day, kid, then random bits), so
 * the two primary-key indexes grow at their right edge instead of rewriting random pages of a
 * 300 MB index (with random ids a year took 5 minutes even so); and the
 * foreign-key triggers are off for the seeding transaction (`session_replication_role =
 * replica`, when the bench's role may: every id is taken from the tables it points to, so nothing can dangle). They were
 * half of the time: 9 of 19 s for 30 days on PostgreSQL. VACUUM (ANALYZE) afterwards leaves the
 * tables as an operator's database has them (PGlite: the server's nightly VACUUM, decision 0199).
 */
export async function seedAttendance(database: Database, from: string, to: string): Promise<void> {
  const { db } = database;
  const answer = (await db.execute(sql`SELECT current_setting('is_superuser') AS su`)) as unknown as { rows: Array<{ su: string }> };
  const superuser = answer.rows[0]?.su === "on";
  for (let start = from; start <= to; start = nextDay(chunkEnd(start, to))) {
    const end = chunkEnd(start, to);
    await db.transaction(async (tx) => {
      if (superuser) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        WITH days AS (
          SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(${start}::date, ${end}::date, interval '1 day') AS d
          WHERE NOT EXISTS (SELECT 1 FROM kid_attendance AS a WHERE a.date = to_char(d, 'YYYY-MM-DD') AND a.deleted_at IS NULL)
        ), records AS (
          INSERT INTO kid_attendance (id, kid_id, date, created_at, updated_at)
          SELECT
            (lpad(to_hex((days.day::date - '2000-01-01'::date) * 65536 + k.n), 12, '0') || '80008000' || substr(md5(random()::text), 1, 12))::uuid,
            k.id, days.day, now(), now()
          FROM days CROSS JOIN (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM kids) AS k
          ORDER BY 1
          RETURNING id, date
        )
        INSERT INTO kid_attendance_sections (attendance_id, type, time, captured_by, captured_at)
        SELECT r.id, legs.type, legs.time, (SELECT id FROM users WHERE role = 'caretaker' ORDER BY created_at LIMIT 1), (r.date || 'T' || legs.time || ':00+05:30')::timestamptz
        FROM records AS r
        CROSS JOIN (VALUES ('homePickup', '07:30'), ('instituteDrop', '08:10'), ('institutePickup', '16:00'), ('homeDrop', '17:40')) AS legs(type, time)
        ORDER BY r.id, legs.type`);
    });
  }
  // The tables as an operator's server has them after its nights: PostgreSQL's autovacuum, or the
  // server's own nightly VACUUM on PGlite (docs/decisions/0199), has visited the past days' pages.
  for (const table of ["kid_attendance", "kid_attendance_sections", "kids"]) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function chunkEnd(start: string, to: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + CHUNK_DAYS - 1);
  const end = d.toISOString().slice(0, 10);
  return end < to ? end : to;
}
