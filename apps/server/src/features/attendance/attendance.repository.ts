import type { SortDirection } from "@app/contracts";
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { kidAttendance, kidAttendanceSectionHistory, kidAttendanceSections, kids, users } from "../../db/schema";
import { containsAny, countAll } from "../../lib/paging";
import { preparedQuery } from "../../lib/prepared";

export type AttendanceRow = typeof kidAttendance.$inferSelect;
export type SectionRow = typeof kidAttendanceSections.$inferSelect;
export type HistoryRow = typeof kidAttendanceSectionHistory.$inferSelect;

/** A replaced capture with the names of who captured, edited and replaced it. */
export interface HistoryWithPeople extends HistoryRow {
  capturedByName: string | null;
  capturedByRole: string | null;
  editedByName: string | null;
  replacedByName: string | null;
}

/** A section with the names of who captured and who edited it. */
export interface SectionWithPeople extends SectionRow {
  capturedByName: string | null;
  capturedByRole: string | null;
  editedByName: string | null;
}

export interface AttendanceAggregate {
  record: AttendanceRow;
  kidName: string;
  sections: SectionWithPeople[];
  history: HistoryWithPeople[];
}

export function lockRecordById(db: Db, id: string): Promise<AttendanceRow | undefined> {
  return db
    .select()
    .from(kidAttendance)
    .where(and(eq(kidAttendance.id, id), isNull(kidAttendance.deletedAt)))
    .for("update")
    .limit(1)
    .then((r) => r[0]);
}

/** Any record by id, deleted ones included (file access checks). */
export function findRecordById(db: Db, id: string): Promise<AttendanceRow | undefined> {
  return db
    .select()
    .from(kidAttendance)
    .where(eq(kidAttendance.id, id))
    .limit(1)
    .then((r) => r[0]);
}

export function findSection(db: Db, attendanceId: string, type: string): Promise<SectionRow | undefined> {
  return db
    .select()
    .from(kidAttendanceSections)
    .where(and(eq(kidAttendanceSections.attendanceId, attendanceId), eq(kidAttendanceSections.type, type)))
    .limit(1)
    .then((r) => r[0]);
}

/** Fills or replaces the section of one type. */
export async function upsertSection(db: Db, row: SectionRow): Promise<void> {
  await db
    .insert(kidAttendanceSections)
    .values(row)
    .onConflictDoUpdate({
      target: [kidAttendanceSections.attendanceId, kidAttendanceSections.type],
      set: {
        photoFileId: row.photoFileId,
        time: row.time,
        latitude: row.latitude,
        longitude: row.longitude,
        capturedBy: row.capturedBy,
        capturedAt: row.capturedAt,
        editedBy: null,
        editedAt: null,
      },
    });
}

/** Keeps a section that is about to be replaced (issue 9: a replacement deletes nothing). */
export async function insertHistory(db: Db, row: HistoryRow): Promise<void> {
  await db.insert(kidAttendanceSectionHistory).values(row);
}

export async function updateSection(
  db: Db,
  attendanceId: string,
  type: string,
  values: { time: string; latitude: number | null; longitude: number | null; editedBy: string | null; editedAt: Date },
): Promise<void> {
  await db
    .update(kidAttendanceSections)
    .set(values)
    .where(and(eq(kidAttendanceSections.attendanceId, attendanceId), eq(kidAttendanceSections.type, type)));
}

export async function touchRecord(db: Db, id: string, at: Date = new Date()): Promise<void> {
  await db.update(kidAttendance).set({ updatedAt: at }).where(eq(kidAttendance.id, id));
}

export async function softDeleteRecord(db: Db, id: string, deletedBy: string | null): Promise<void> {
  const now = new Date();
  await db.update(kidAttendance).set({ deletedAt: now, deletedBy, updatedAt: now }).where(eq(kidAttendance.id, id));
}

const capturer = alias(users, "capturer");
const editor = alias(users, "editor");
const replacer = alias(users, "replacer");

async function historyOf(db: Db, ids: string[]): Promise<Map<string, HistoryWithPeople[]>> {
  const out = new Map<string, HistoryWithPeople[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      entry: kidAttendanceSectionHistory,
      capturedByName: capturer.name,
      capturedByRole: capturer.role,
      editedByName: editor.name,
      replacedByName: replacer.name,
    })
    .from(kidAttendanceSectionHistory)
    .leftJoin(capturer, eq(capturer.id, kidAttendanceSectionHistory.capturedBy))
    .leftJoin(editor, eq(editor.id, kidAttendanceSectionHistory.editedBy))
    .leftJoin(replacer, eq(replacer.id, kidAttendanceSectionHistory.replacedBy))
    .where(inArray(kidAttendanceSectionHistory.attendanceId, ids))
    .orderBy(desc(kidAttendanceSectionHistory.replacedAt), desc(kidAttendanceSectionHistory.id));
  for (const r of rows) {
    const list = out.get(r.entry.attendanceId) ?? [];
    list.push({ ...r.entry, capturedByName: r.capturedByName, capturedByRole: r.capturedByRole, editedByName: r.editedByName, replacedByName: r.replacedByName });
    out.set(r.entry.attendanceId, list);
  }
  return out;
}

async function sectionsOf(db: Db, ids: string[]): Promise<Map<string, SectionWithPeople[]>> {
  const out = new Map<string, SectionWithPeople[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      section: kidAttendanceSections,
      capturedByName: capturer.name,
      capturedByRole: capturer.role,
      editedByName: editor.name,
    })
    .from(kidAttendanceSections)
    .leftJoin(capturer, eq(capturer.id, kidAttendanceSections.capturedBy))
    .leftJoin(editor, eq(editor.id, kidAttendanceSections.editedBy))
    .where(inArray(kidAttendanceSections.attendanceId, ids));
  for (const r of rows) {
    const list = out.get(r.section.attendanceId) ?? [];
    list.push({ ...r.section, capturedByName: r.capturedByName, capturedByRole: r.capturedByRole, editedByName: r.editedByName });
    out.set(r.section.attendanceId, list);
  }
  return out;
}

/** The admin list's filters, with the date range already resolved (docs/decisions/0080). */
export interface AttendanceFilter {
  from: string;
  to: string;
  q?: string;
  routeUuid?: string;
  kidUuid?: string;
}

/** Kids on any assignment of the route (a sub-select: nothing is loaded into memory). */
function kidsOnRoute(routeId: string): SQL {
  return sql`(select rak.kid_id from route_assignment_kids rak join route_assignments ra on ra.id = rak.assignment_id where ra.route_id = ${routeId})`;
}

/**
 * The filters on the records themselves: the kid-name search is a sub-select of kid ids, so a
 * count needs no join with kids and reads the (date, kid_id) index of live records only.
 */
export function attendanceWhere(f: AttendanceFilter): SQL | undefined {
  return and(
    isNull(kidAttendance.deletedAt),
    gte(kidAttendance.date, f.from),
    lte(kidAttendance.date, f.to),
    f.kidUuid ? eq(kidAttendance.kidId, f.kidUuid) : undefined,
    f.routeUuid ? inArray(kidAttendance.kidId, kidsOnRoute(f.routeUuid)) : undefined,
    f.q ? inArray(kidAttendance.kidId, sql`(select ${kids.id} from ${kids} where ${containsAny(f.q, kids.kidName)})`) : undefined,
  );
}

export const kidNameKey = sql<string>`lower(${kids.kidName})`;

/**
 * The list's order (docs/decisions/0080: newest day first, then kid name; or the chosen column,
 * ties by kid name or day, then id) and its leading key, by which a page is found (see listLive).
 */
export interface AttendanceOrder {
  key: "date" | "kidName";
  keyDesc: boolean;
  order: SQL[];
}

export function attendanceOrder(sort: "date" | "kidName" | undefined, dir: SortDirection | undefined): AttendanceOrder {
  if (sort === "kidName") {
    const keyDesc = dir === "desc";
    return { key: "kidName", keyDesc, order: [keyDesc ? desc(kidNameKey) : asc(kidNameKey), desc(kidAttendance.date), asc(kidAttendance.id)] };
  }
  const keyDesc = !(sort === "date" && dir === "asc");
  return { key: "date", keyDesc, order: [keyDesc ? desc(kidAttendance.date) : asc(kidAttendance.date), asc(kidNameKey), asc(kidAttendance.id)] };
}

/** How many records each value of the leading key has, in the list's order of that key. */
async function keyCounts(db: Db, where: SQL | undefined, o: AttendanceOrder): Promise<Array<{ key: string; n: number }>> {
  if (o.key === "date") {
    return db
      .select({ key: kidAttendance.date, n: countAll })
      .from(kidAttendance)
      .where(where)
      .groupBy(kidAttendance.date)
      .orderBy(o.keyDesc ? desc(kidAttendance.date) : asc(kidAttendance.date));
  }
  // Records counted per kid first (the index alone), then the few thousand kids grouped by name:
  // two kids of the same name share one key, because their records interleave by day.
  const perKid = db
    .select({ kidId: kidAttendance.kidId, n: sql<number>`count(*)`.as("n") })
    .from(kidAttendance)
    .where(where)
    .groupBy(kidAttendance.kidId)
    .as("per_kid");
  return db
    .select({ key: kidNameKey, n: sql<number>`sum(${perKid.n})::int` })
    .from(perKid)
    .innerJoin(kids, eq(kids.id, perKid.kidId))
    .groupBy(kidNameKey)
    .orderBy(o.keyDesc ? desc(kidNameKey) : asc(kidNameKey));
}

/**
 * Where a page lies: the first and last key it touches and how many records come before the
 * first key. Keys arrive in the list's order, so the page is the records of that key range.
 */
export function pageWindow(counts: Array<{ key: string; n: number }>, offset: number, limit: number) {
  let before = 0;
  let first: string | undefined;
  let last: string | undefined;
  let skipped = 0;
  for (const { key, n } of counts) {
    if (first === undefined) {
      if (before + n > offset) {
        first = key;
        skipped = before;
      }
    }
    before += n;
    if (first !== undefined) {
      last = key;
      if (before >= offset + limit) break;
    }
  }
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  return { total, window: first === undefined ? undefined : { first, last: last!, offset: offset - skipped } };
}

function rowsOf(db: Db, where: SQL | undefined, order: SQL[], bounds: { limit: number; offset: number }) {
  return db
    .select({ record: kidAttendance, kidName: kids.kidName })
    .from(kidAttendance)
    .innerJoin(kids, eq(kids.id, kidAttendance.kidId))
    .where(where)
    .orderBy(...order)
    .limit(bounds.limit)
    .offset(bounds.offset);
}

async function withLegs(db: Db, rows: Array<{ record: AttendanceRow; kidName: string }>): Promise<AttendanceAggregate[]> {
  const ids = rows.map((r) => r.record.id);
  const sections = await sectionsOf(db, ids);
  const history = await historyOf(db, ids);
  return rows.map((r) => ({ record: r.record, kidName: r.kidName, sections: sections.get(r.record.id) ?? [], history: history.get(r.record.id) ?? [] }));
}

/**
 * One page of live records with the kid's name and its legs, and how many match in all.
 *
 * The records of a range are counted once, per value of the order's leading key (per day, or per
 * kid name), which gives the total and tells which days (or names) the page spans; the page is
 * then read from those days only, so neither the count nor the sort reads the whole range joined
 * to kids (30 days of 5,000 kids is 150,000 records; a page of 25 touches one day's 5,000).
 */
export async function listLive(db: Db, f: AttendanceFilter, o: AttendanceOrder, bounds: { limit: number; offset: number }): Promise<{ rows: AttendanceAggregate[]; total: number }> {
  const where = attendanceWhere(f);
  const { total, window } = pageWindow(await keyCounts(db, where, o), bounds.offset, bounds.limit);
  if (!window) return { rows: [], total };
  const [lo, hi] = o.keyDesc ? [window.last, window.first] : [window.first, window.last];
  const inWindow = o.key === "date" ? and(gte(kidAttendance.date, lo), lte(kidAttendance.date, hi)) : and(gte(kidNameKey, lo), lte(kidNameKey, hi));
  const rows = await rowsOf(db, and(where, inWindow), o.order, { limit: bounds.limit, offset: window.offset });
  return { rows: await withLegs(db, rows), total };
}

// A kid's day, read by every parent's dashboard: built once (docs/decisions/0166).
const liveRecordOfKidDay = preparedQuery((db) =>
  db
    .select({ record: kidAttendance, kidName: kids.kidName })
    .from(kidAttendance)
    .innerJoin(kids, eq(kids.id, kidAttendance.kidId))
    .where(and(eq(kidAttendance.kidId, sql.placeholder("kidId")), eq(kidAttendance.date, sql.placeholder("date")), isNull(kidAttendance.deletedAt)))
    .limit(1)
    .prepare("kr_live_attendance_of_kid_day"),
);

export async function findLiveAggregate(db: Db, where: { id: string } | { kidId: string; date: string }): Promise<AttendanceAggregate | undefined> {
  const [row] =
    "id" in where
      ? await db
          .select({ record: kidAttendance, kidName: kids.kidName })
          .from(kidAttendance)
          .innerJoin(kids, eq(kids.id, kidAttendance.kidId))
          .where(and(eq(kidAttendance.id, where.id), isNull(kidAttendance.deletedAt)))
          .limit(1)
      : await liveRecordOfKidDay(db).execute({ kidId: where.kidId, date: where.date });
  if (!row) return undefined;
  const sections = await sectionsOf(db, [row.record.id]);
  const history = await historyOf(db, [row.record.id]);
  return { record: row.record, kidName: row.kidName, sections: sections.get(row.record.id) ?? [], history: history.get(row.record.id) ?? [] };
}

/** The name of an account (who captured a leg), for the 409 text. */
export async function findUserName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? null;
}

/** The live records of several kids on one day (the run sheet), with sections and history. */
export async function findLiveAggregatesOfDay(db: Db, kidIds: string[], date: string): Promise<AttendanceAggregate[]> {
  if (!kidIds.length) return [];
  const rows = await db
    .select({ record: kidAttendance, kidName: kids.kidName })
    .from(kidAttendance)
    .innerJoin(kids, eq(kids.id, kidAttendance.kidId))
    .where(and(inArray(kidAttendance.kidId, kidIds), eq(kidAttendance.date, date), isNull(kidAttendance.deletedAt)));
  const ids = rows.map((r) => r.record.id);
  const [sections, history] = [await sectionsOf(db, ids), await historyOf(db, ids)];
  return rows.map((r) => ({ record: r.record, kidName: r.kidName, sections: sections.get(r.record.id) ?? [], history: history.get(r.record.id) ?? [] }));
}

type Rows = { rows: Record<string, unknown>[] };

/** The columns of the capture's first statement; a part that does not apply is null. */
export interface CapturePreflight {
  /** The stored answer of the request's Idempotency-Key (lib/idempotency's column). */
  answer: SQL | null;
  /** The capture's count against the per-person limit: an INSERT … RETURNING (capture-limit). */
  count: SQL;
  /** Whether the caller may capture for the kid (a condition of the kids or kid-routes feature). */
  mayCapture: SQL | null;
  /**
   * Whether the caller rides the run of the captured leg (docs/decisions/0231): null when any leg
   * is the caller's (admins), answered true.
   */
  ridesRun: SQL | null;
  /** What the parents' notification names (the notifications feature's column). */
  names: SQL | null;
}

/**
 * Everything the capture reads or counts before its transaction, in one statement where it was
 * four (docs/decisions/0208): each part is the owning feature's SQL; the count is a
 * data-modifying WITH, which runs once and to completion. Rows come back as they are; each
 * feature reads its own.
 */
export async function capturePreflight(db: Db, p: CapturePreflight): Promise<{ answer: unknown; counted: Record<string, unknown> | null; mayCapture: boolean; ridesRun: boolean; names: unknown }> {
  const nothing = sql`null`;
  // Its only write is the rate counter, which need not survive a crash: its commit does not wait
  // for the disk (synchronous_commit off, for this statement alone); the capture's own commit
  // flushes it with everything before (docs/decisions/0210).
  const result = (await db.execute(sql`with counted as (${p.count})
    select ${p.answer ?? nothing} as answer, (select row_to_json(c) from counted c) as counted,
      ${p.mayCapture ?? sql`false`} as may_capture, ${p.ridesRun ?? sql`true`} as rides_run, ${p.names ?? nothing} as names,
      set_config('synchronous_commit', 'off', true) as unflushed`)) as unknown as Rows;
  const row = result.rows[0] ?? {};
  return {
    answer: row.answer ?? null,
    counted: json<Record<string, unknown> | null>(row.counted ?? null),
    mayCapture: row.may_capture === true || row.may_capture === "t",
    ridesRun: row.rides_run === true || row.rides_run === "t",
    names: row.names ?? null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The capture's writes in one statement (docs/decisions/0208; 0185 and 0195 before it): the live
 * record of the kid and day, created or, when it exists, locked and touched (its updated_at) by ON CONFLICT DO UPDATE, which
 * takes the row lock SELECT … FOR UPDATE took (0195; `created`: xmax is 0 only on a row this
 * statement inserted; two captures racing for the same day meet at the partial unique index, the
 * second waits for the first's commit and then updates its row), the photo's file
 * row owned by that record (`file` is the files feature's statement, given the record's id as SQL),
 * and the leg when it is still empty. `filled` is false when the leg was already captured: the
 * caller decides (409 or a replacement). The leg and the file name the record by a sub-select of
 * the record's WITH: its row is written by the same statement, its foreign key checked at the end.
 */
export async function writeCapture(
  db: Db,
  record: { id: string; kidId: string; date: string; createdBy: string | null },
  file: (recordId: SQL) => SQL,
  leg: Omit<SectionRow, "attendanceId">,
  now: Date,
): Promise<{ id: string; created: boolean; filled: boolean }> {
  const at = now.toISOString();
  const recordId = sql`(select id from rec)`;
  const result = (await db.execute(sql`with rec as (insert into kid_attendance as r (id, kid_id, date, created_by, created_at, updated_at)
      values (${record.id}, ${record.kidId}, ${record.date}, ${record.createdBy}, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (kid_id, date) where deleted_at is null do update set updated_at = excluded.updated_at
      returning r.id, (r.xmax = 0) as created),
    new_file as (${file(recordId)}),
    leg as (insert into kid_attendance_sections (attendance_id, type, photo_file_id, time, latitude, longitude, captured_by, captured_at, edited_by, edited_at, media_removed_at)
      values (${recordId}, ${leg.type}, ${leg.photoFileId}, ${leg.time}, ${leg.latitude}, ${leg.longitude}, ${leg.capturedBy},
        ${iso(leg.capturedAt)}::timestamptz, ${leg.editedBy}, ${iso(leg.editedAt)}::timestamptz, ${iso(leg.mediaRemovedAt)}::timestamptz)
      on conflict (attendance_id, type) do nothing
      returning type)
    select rec.id, rec.created, exists (select 1 from leg) as filled from rec`)) as unknown as Rows;
  const [first] = result.rows as { id: string; created: boolean | string; filled: boolean | string }[];
  return { id: first.id, created: first.created === true || first.created === "t", filled: first.filled === true || first.filled === "t" };
}

/** Milliseconds since 1970 as a float8 (a number on both drivers, whatever their date parsing). */
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)));
const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

type JsonSection = Omit<SectionWithPeople, "capturedAt" | "editedAt" | "mediaRemovedAt"> & { capturedAt: number; editedAt: number | null; mediaRemovedAt: number | null };
type JsonHistory = Omit<HistoryWithPeople, "capturedAt" | "editedAt" | "replacedAt"> & { capturedAt: number; editedAt: number | null; replacedAt: number };

/**
 * A live record with its kid's name, its legs and their history in one statement (three in
 * findLiveAggregate): the answer of every capture (docs/decisions/0185). The same rows and names,
 * in the same order (history newest first), as findLiveAggregate gives.
 */
export async function findLiveAggregateInOne(db: Db, id: string, alongside: readonly SQL[] = []): Promise<AttendanceAggregate | undefined> {
  // Writes that go with the read (the capture's audit row, 0195, and its notification jobs, 0203):
  // a data-modifying WITH runs once, to completion, whether or not the select reads it.
  const before = alongside.length ? sql`with ${sql.join(alongside.map((w, i) => sql`${sql.raw(`alongside${i}`)} as (${w})`), sql`, `)} ` : sql``;
  const result = (await db.execute(sql`${before}select r.id, r.kid_id, r.date, r.created_by, ${ms("r.created_at")} as created_at, ${ms("r.updated_at")} as updated_at,
      ${ms("r.deleted_at")} as deleted_at, r.deleted_by, k.kid_name,
      coalesce((select json_agg(json_build_object(
          'attendanceId', s.attendance_id, 'type', s.type, 'photoFileId', s.photo_file_id, 'time', s.time,
          'latitude', s.latitude, 'longitude', s.longitude, 'capturedBy', s.captured_by, 'capturedAt', ${ms("s.captured_at")},
          'editedBy', s.edited_by, 'editedAt', ${ms("s.edited_at")}, 'mediaRemovedAt', ${ms("s.media_removed_at")},
          'capturedByName', c.name, 'capturedByRole', c.role, 'editedByName', e.name))
        from kid_attendance_sections s left join users c on c.id = s.captured_by left join users e on e.id = s.edited_by
        where s.attendance_id = r.id), '[]'::json) as sections,
      coalesce((select json_agg(json_build_object(
          'id', h.id, 'attendanceId', h.attendance_id, 'type', h.type, 'photoFileId', h.photo_file_id, 'time', h.time,
          'latitude', h.latitude, 'longitude', h.longitude, 'capturedBy', h.captured_by, 'capturedAt', ${ms("h.captured_at")},
          'editedBy', h.edited_by, 'editedAt', ${ms("h.edited_at")}, 'replacedBy', h.replaced_by, 'replacedAt', ${ms("h.replaced_at")},
          'capturedByName', c.name, 'capturedByRole', c.role, 'editedByName', e.name, 'replacedByName', p.name)
          order by h.replaced_at desc, h.id desc)
        from kid_attendance_section_history h left join users c on c.id = h.captured_by left join users e on e.id = h.edited_by
          left join users p on p.id = h.replaced_by
        where h.attendance_id = r.id), '[]'::json) as history
    from kid_attendance r join kids k on k.id = r.kid_id
    where r.id = ${id} and r.deleted_at is null
    limit 1`)) as unknown as Rows;
  const row = result.rows[0];
  if (!row) return undefined;
  const sections = json<JsonSection[]>(row.sections).map((s) => ({ ...s, capturedAt: toDate(s.capturedAt)!, editedAt: toDate(s.editedAt), mediaRemovedAt: toDate(s.mediaRemovedAt) }));
  const history = json<JsonHistory[]>(row.history).map((h) => ({ ...h, capturedAt: toDate(h.capturedAt)!, editedAt: toDate(h.editedAt), replacedAt: toDate(h.replacedAt)! }));
  return {
    record: {
      id: row.id as string,
      kidId: row.kid_id as string,
      date: row.date as string,
      createdBy: (row.created_by as string | null) ?? null,
      createdAt: toDate(row.created_at)!,
      updatedAt: toDate(row.updated_at)!,
      deletedAt: toDate(row.deleted_at),
      deletedBy: (row.deleted_by as string | null) ?? null,
    },
    kidName: row.kid_name as string,
    sections,
    history,
  };
}
