import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kids, routeAssignmentKids, routeAssignments, routeMarks } from "../../db/schema";

export type RouteMarkRow = typeof routeMarks.$inferSelect;

/** The kids on a route's assignments (a kid sits on a route once), by name, with their mark of the day (or null). */
export function kidsWithMarks(db: Db, routeId: string, date: string) {
  return db
    .select({
      id: kids.id,
      kidName: kids.kidName,
      dateOfBirth: kids.dateOfBirth,
      gender: kids.gender,
      status: kids.status,
      kidsImageId: kids.kidsImageId,
      mark: routeMarks.mark,
      markedAt: routeMarks.updatedAt,
      run: routeAssignments.run,
    })
    .from(routeAssignmentKids)
    .innerJoin(routeAssignments, eq(routeAssignments.id, routeAssignmentKids.assignmentId))
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .leftJoin(routeMarks, and(eq(routeMarks.routeId, routeId), eq(routeMarks.kidId, kids.id), eq(routeMarks.date, date)))
    .where(eq(routeAssignmentKids.routeId, routeId))
    .orderBy(asc(sql`lower(${kids.kidName})`), asc(kids.id));
}

export async function isKidOnRoute(db: Db, routeId: string, kidId: string): Promise<boolean> {
  const rows = await db
    .select({ kidId: routeAssignmentKids.kidId })
    .from(routeAssignmentKids)
    .where(and(eq(routeAssignmentKids.routeId, routeId), eq(routeAssignmentKids.kidId, kidId)))
    .limit(1);
  return rows.length > 0;
}

export function findMark(db: Db, routeId: string, date: string, kidId: string): Promise<RouteMarkRow | undefined> {
  return db
    .select()
    .from(routeMarks)
    .where(and(eq(routeMarks.routeId, routeId), eq(routeMarks.date, date), eq(routeMarks.kidId, kidId)))
    .for("update")
    .limit(1)
    .then((r) => r[0]);
}

/** Insert or replace the mark of a kid on a route for a day. */
export async function upsertMark(db: Db, row: { routeId: string; kidId: string; date: string; mark: string; markedBy: string | null }): Promise<RouteMarkRow> {
  const now = new Date();
  const [saved] = await db
    .insert(routeMarks)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [routeMarks.routeId, routeMarks.date, routeMarks.kidId],
      set: { mark: row.mark, markedBy: row.markedBy, updatedAt: now },
    })
    .returning();
  return saved;
}
