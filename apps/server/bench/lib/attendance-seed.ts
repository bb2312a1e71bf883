import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

/** The India day `days - 1` days before `today` (YYYY-MM-DD). */
export function daysBefore(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d.toISOString().slice(0, 10);
}

/**
 * One attendance record a kid and day for every kid, `from`..`to`, each with its four legs
 * captured by a caretaker, written in SQL (generate_series) because a year of 5,000 kids is
 * 1.8 million records and 7.3 million legs. Days that already have records are left alone, so
 * benches sharing a database (30 days, a year) add only what is missing.
 */
export async function seedAttendance(database: Database, from: string, to: string): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO kid_attendance (id, kid_id, date, created_at, updated_at)
    SELECT gen_random_uuid(), k.id, days.day, now(), now()
    FROM (
      SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    ) AS days
    CROSS JOIN kids AS k
    WHERE NOT EXISTS (SELECT 1 FROM kid_attendance AS a WHERE a.date = days.day)`);
  await db.execute(sql`
    INSERT INTO kid_attendance_sections (attendance_id, type, time, captured_by, captured_at)
    SELECT a.id, legs.type, legs.time, (SELECT id FROM users WHERE role = 'caretaker' ORDER BY created_at LIMIT 1), (a.date || 'T' || legs.time || ':00+05:30')::timestamptz
    FROM kid_attendance AS a
    CROSS JOIN (VALUES ('homePickup', '07:30'), ('instituteDrop', '08:10'), ('institutePickup', '16:00'), ('homeDrop', '17:40')) AS legs(type, time)
    WHERE a.date BETWEEN ${from} AND ${to}
      AND NOT EXISTS (SELECT 1 FROM kid_attendance_sections AS s WHERE s.attendance_id = a.id)`);
}
