import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { caretakers, kidAbsences, kidAttendance, kidAttendanceSections, kids, routeAssignmentKids, routeAssignments, transportRoutes, users } from "../../db/schema";

export type AbsenceRow = typeof kidAbsences.$inferSelect;
const marker = alias(users, "marker");

/** A kid's absences of one day, locked until the transaction ends (two parents saving at once wait for each other). */
export function lockDay(db: Db, kidId: string, date: string): Promise<AbsenceRow[]> {
  return db
    .select()
    .from(kidAbsences)
    .where(and(eq(kidAbsences.kidId, kidId), eq(kidAbsences.date, date)))
    .for("update");
}

export function findDay(db: Db, kidId: string, date: string): Promise<AbsenceRow[]> {
  return db
    .select()
    .from(kidAbsences)
    .where(and(eq(kidAbsences.kidId, kidId), eq(kidAbsences.date, date)));
}

/** Adds absences; a leg already absent keeps its first row (and who marked it). Returns the rows added. */
export async function insertAbsences(db: Db, rows: (typeof kidAbsences.$inferInsert)[]): Promise<AbsenceRow[]> {
  if (!rows.length) return [];
  return db.insert(kidAbsences).values(rows).onConflictDoNothing().returning();
}

export async function deleteAbsences(db: Db, kidId: string, date: string, legs: string[]): Promise<void> {
  if (!legs.length) return;
  await db.delete(kidAbsences).where(and(eq(kidAbsences.kidId, kidId), eq(kidAbsences.date, date), inArray(kidAbsences.leg, legs)));
}

/** The absences of one day, with the kid's name and who marked them; `kidIds` null means every kid. At most `limit` rows. */
export function absencesOnDate(db: Db, date: string, kidIds: string[] | null, limit: number) {
  if (kidIds && !kidIds.length) return Promise.resolve([]);
  return db
    .select({
      kidId: kidAbsences.kidId,
      kidName: kids.kidName,
      date: kidAbsences.date,
      leg: kidAbsences.leg,
      source: kidAbsences.source,
      markedAt: kidAbsences.createdAt,
      markedBy: marker.name,
    })
    .from(kidAbsences)
    .innerJoin(kids, eq(kids.id, kidAbsences.kidId))
    .leftJoin(marker, eq(marker.id, kidAbsences.markedBy))
    .where(and(eq(kidAbsences.date, date), kidIds ? inArray(kidAbsences.kidId, kidIds) : undefined))
    .orderBy(asc(sql`lower(${kids.kidName})`), asc(kidAbsences.kidId), asc(kidAbsences.leg))
    .limit(limit);
}

/**
 * The assignment on which a kid rides a run: of this caretaker's account (a live caretaker), or
 * any when `caretakerUserId` is null (admins).
 */
export function assignmentOfRun(db: Db, kidId: string, run: string, caretakerUserId: string | null) {
  return db
    .select({ routeId: transportRoutes.id, routeName: transportRoutes.name })
    .from(routeAssignmentKids)
    .innerJoin(routeAssignments, eq(routeAssignments.id, routeAssignmentKids.assignmentId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .where(
      and(
        eq(routeAssignmentKids.kidId, kidId),
        eq(routeAssignments.run, run),
        caretakerUserId ? and(eq(caretakers.userId, caretakerUserId), isNull(caretakers.deletedAt)) : undefined,
      ),
    )
    .orderBy(asc(routeAssignments.createdAt))
    .limit(1)
    .then((r) => r[0]);
}

/** Legs of the kid's live attendance record of that day that have a capture. */
export async function capturedLegs(db: Db, kidId: string, date: string): Promise<string[]> {
  const rows = await db
    .select({ type: kidAttendanceSections.type })
    .from(kidAttendance)
    .innerJoin(kidAttendanceSections, eq(kidAttendanceSections.attendanceId, kidAttendance.id))
    .where(and(eq(kidAttendance.kidId, kidId), eq(kidAttendance.date, date), isNull(kidAttendance.deletedAt)));
  return rows.map((r) => r.type);
}

export function userName(db: Db, userId: string): Promise<string | undefined> {
  return db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .then((r) => r[0]?.name);
}
