import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { kidAttendance, kidAttendanceSections, kids, users } from "../../db/schema";

export type AttendanceRow = typeof kidAttendance.$inferSelect;
export type SectionRow = typeof kidAttendanceSections.$inferSelect;

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
}

/** The live record of a kid and day, locked for the rest of the transaction. */
export function lockLiveRecord(db: Db, kidId: string, date: string): Promise<AttendanceRow | undefined> {
  return db
    .select()
    .from(kidAttendance)
    .where(and(eq(kidAttendance.kidId, kidId), eq(kidAttendance.date, date), isNull(kidAttendance.deletedAt)))
    .for("update")
    .limit(1)
    .then((r) => r[0]);
}

/**
 * Creates the live record of a kid and day unless one exists. Two captures racing for the same
 * day meet at the partial unique index: the second waits, inserts nothing, and then locks the first.
 */
export async function insertRecordIfMissing(db: Db, row: { id: string; kidId: string; date: string; createdBy: string | null }): Promise<boolean> {
  const now = new Date();
  const inserted = await db
    .insert(kidAttendance)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: kidAttendance.id });
  return inserted.length > 0;
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

/** Live records with the kid's name; newest day first, then the latest change first. */
export async function listLive(db: Db): Promise<AttendanceAggregate[]> {
  const rows = await db
    .select({ record: kidAttendance, kidName: kids.kidName })
    .from(kidAttendance)
    .innerJoin(kids, eq(kids.id, kidAttendance.kidId))
    .where(isNull(kidAttendance.deletedAt))
    .orderBy(desc(kidAttendance.date), desc(kidAttendance.updatedAt), desc(kidAttendance.id));
  const sections = new Map<string, SectionWithPeople[]>();
  // Bounded chunks keep the parameter list of the IN (...) small on long histories.
  for (let i = 0; i < rows.length; i += 1000) {
    for (const [id, list] of await sectionsOf(
      db,
      rows.slice(i, i + 1000).map((r) => r.record.id),
    ))
      sections.set(id, list);
  }
  return rows.map((r) => ({ record: r.record, kidName: r.kidName, sections: sections.get(r.record.id) ?? [] }));
}

export async function findLiveAggregate(db: Db, where: { id: string } | { kidId: string; date: string }): Promise<AttendanceAggregate | undefined> {
  const condition =
    "id" in where
      ? and(eq(kidAttendance.id, where.id), isNull(kidAttendance.deletedAt))
      : and(eq(kidAttendance.kidId, where.kidId), eq(kidAttendance.date, where.date), isNull(kidAttendance.deletedAt));
  const [row] = await db
    .select({ record: kidAttendance, kidName: kids.kidName })
    .from(kidAttendance)
    .innerJoin(kids, eq(kids.id, kidAttendance.kidId))
    .where(condition)
    .limit(1);
  if (!row) return undefined;
  const sections = await sectionsOf(db, [row.record.id]);
  return { record: row.record, kidName: row.kidName, sections: sections.get(row.record.id) ?? [] };
}
