import { ATTENDANCE_SECTION_OF_TYPE, ATTENDANCE_TYPES, type AttendanceSectionKey, type LegStates } from "@app/contracts";
import { and, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidAttendance, kidAttendanceSections, kids, users } from "../../db/schema";
import { attendanceWhere, kidNameKey, type AttendanceFilter } from "./attendance.repository";

/** One leg as the export shows it. */
export interface ExportLeg {
  time: string;
  capturedBy: string;
}

/** One record of the export: the day, the kid and the four legs (absent when not captured). */
export interface AttendanceExportRow {
  id: string;
  date: string;
  kidId: string;
  kidName: string;
  legs: Partial<Record<AttendanceSectionKey, ExportLeg>>;
  /** Each leg's state from the day's one truth (docs/decisions/0242), added batch by batch. */
  states?: LegStates;
}

/** Records a statement reads (with their legs, as one row each). */
export const EXPORT_BATCH = 1000;

// The four legs as columns of one row: `<type>_time` and `<type>_by` (who captured it).
const legColumns = sql.join(
  ATTENDANCE_TYPES.flatMap((type) => [
    sql`max(s.time) filter (where s.type = ${type}) as ${sql.identifier(`${type}_time`)}`,
    sql`max(coalesce(u.name, '')) filter (where s.type = ${type}) as ${sql.identifier(`${type}_by`)}`,
  ]),
  sql`, `,
);

type RawRow = { id: string; date: string; kid_id: string; kid_name: string; key: string } & Record<string, string | null>;

/**
 * The export's batches (docs/decisions/0190): one day after the other (at most one record per kid
 * and day), in the list's filters, kids by name; within a day, 1,000 records a statement by keyset
 * (the last row's kid name and record id). One statement returns the records with their legs and
 * who captured them as one row each (the legs pivoted in SQL), and only the columns the file shows:
 * the list's reads (record, legs with people, history: three statements and five rows a record,
 * every column mapped) made a year on PGlite take a quarter of an hour. Nothing of a batch
 * outlives it, so memory stays flat however long the range.
 */
export async function* attendanceExportBatches(db: Db, f: AttendanceFilter, days: string[], batch = EXPORT_BATCH): AsyncIterable<AttendanceExportRow[]> {
  for (const day of days) {
    const where = attendanceWhere({ ...f, from: day, to: day });
    let after: { key: string; id: string } | undefined;
    for (;;) {
      const page = after ? and(where, sql`(${kidNameKey}, ${kidAttendance.id}) > (${after.key}, ${after.id}::uuid)`) : where;
      const result = (await db.execute(sql`
        select r.id, r.date, r.kid_id, r.kid_name, r.key, ${legColumns}
        from (
          -- kid_id last: the order below counts the columns (key is the 4th).
          select ${kidAttendance.id} as id, ${kidAttendance.date} as date, ${kids.kidName} as kid_name, ${kidNameKey} as key, ${kidAttendance.kidId} as kid_id
          from ${kidAttendance} inner join ${kids} on ${kids.id} = ${kidAttendance.kidId}
          where ${page}
          order by 4, 1
          limit ${batch}
        ) as r
        left join ${kidAttendanceSections} as s on s.attendance_id = r.id
        left join ${users} as u on u.id = s.captured_by
        group by r.id, r.date, r.kid_id, r.kid_name, r.key
        order by r.key, r.id`)) as unknown as { rows: RawRow[] };
      const rows = result.rows;
      if (rows.length) yield rows.map(toExportRow);
      if (rows.length < batch) break;
      const last = rows[rows.length - 1]!;
      after = { key: last.key, id: last.id };
    }
  }
}

function toExportRow(r: RawRow): AttendanceExportRow {
  const legs: AttendanceExportRow["legs"] = {};
  for (const type of ATTENDANCE_TYPES) {
    const time = r[`${type}_time`];
    if (time !== null && time !== undefined) legs[ATTENDANCE_SECTION_OF_TYPE[type]] = { time, capturedBy: r[`${type}_by`] ?? "" };
  }
  return { id: r.id, date: r.date, kidId: r.kid_id, kidName: r.kid_name, legs };
}
