import { BLOOD_GROUPS, GENDERS, KID_STATUSES } from "@app/contracts";
import { count, sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { kids } from "../../src/db/schema";

/** How many kids the list benches look at (BENCH_KIDS, default 5,000). */
export const KIDS = Number(process.env.BENCH_KIDS ?? 5000);

/** `list[n % list.length]` in SQL. */
const pick = (list: readonly string[]) => sql`(${sql.raw(`ARRAY[${list.map((v) => `'${v}'`).join(", ")}]`)})[1 + n % ${list.length}]`;

/**
 * 5,000 kids (BENCH_KIDS) with a photo row and an institute each, written straight into the
 * database. Several benches need them and all seed the same database: the kids are added once.
 * One set-based statement (generate_series, the three tables in data-modifying WITHs): built
 * row by row through the query builder it was 2.9 s of a --quick run's PGlite seeding.
 * Kid n is "Kid Number" and two letters (n % 26, n / 26 % 26), born 2008 + n % 14, created a
 * minute after kid n - 1.
 */
export async function seedKids(database: Database) {
  const [{ n }] = await database.db.select({ n: count() }).from(kids);
  if (n >= KIDS) return;
  await database.db.execute(sql`
    WITH s AS (
      SELECT n, gen_random_uuid() AS kid_id, gen_random_uuid() AS file_id FROM generate_series(0, ${KIDS - 1}::int) AS n
    ), f AS (
      INSERT INTO files (id, kind, owner_type, owner_id, mime, size, width, height, path, thumb_path, thumb_size)
      SELECT file_id, 'kidPhoto', 'kid', kid_id, 'image/jpeg', 48000, 800, 600, 'aa/benchmark.jpg', 'aa/benchmark-thumb.jpg', 4000 FROM s
    ), k AS (
      INSERT INTO kids (id, kid_name, gender, date_of_birth, blood_group, status, joining_date, address1, city, state, zip_code, kids_image_id, created_at)
      SELECT kid_id, 'Kid Number ' || chr(65 + n % 26) || chr(65 + n / 26 % 26), ${pick(GENDERS)},
        (2008 + n % 14) || '-' || lpad((1 + n % 12)::text, 2, '0') || '-' || lpad((1 + n % 28)::text, 2, '0'),
        ${pick(BLOOD_GROUPS)}, ${pick(KID_STATUSES)}, '2024-06-01', n || '-1-2, Brodipet', 'Guntur', 'Andhra Pradesh', '522002', file_id,
        '2024-01-01T00:00:00Z'::timestamptz + n * interval '1 minute'
      FROM s
    )
    INSERT INTO kid_institutes (id, kid_id, position, name, coach_name, phone_no, email, inst_address, course_name, course_id, course_start_time, course_end_time, course_duration_minutes)
    SELECT gen_random_uuid(), kid_id, 0, 'Sri Chaitanya School', 'Ramesh Babu', '9876501234', 'office@chaitanya.example', 'Brodipet, Guntur', 'Abacus', 'ABC-101', '16:00', '17:30', 90
    FROM s`);
}
