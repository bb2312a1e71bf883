import type { AttendanceType, DayRun } from "@app/contracts";
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidAbsences, kidAttendance, kidAttendanceSections, kidInstitutes, kids, routeAssignmentKids, routeAssignments, transportRoutes } from "../../db/schema";
import { runStarts, vehiclePositions } from "../../db/schema-live";

/** The assignments a kid rides, one per run (docs/decisions/0065). */
export async function assignmentsOfKid(db: Db, kidId: string): Promise<{ assignmentId: string; run: DayRun }[]> {
  const rows = await db
    .select({ assignmentId: routeAssignmentKids.assignmentId, run: routeAssignments.run })
    .from(routeAssignmentKids)
    .innerJoin(routeAssignments, eq(routeAssignments.id, routeAssignmentKids.assignmentId))
    .where(eq(routeAssignmentKids.kidId, kidId));
  return rows.map((r) => ({ assignmentId: r.assignmentId, run: r.run === "afternoon" ? "afternoon" : "morning" }));
}

export interface RunRow {
  assignmentId: string;
  run: DayRun;
  routeId: string;
  routeName: string;
  vehicleId: string | null;
  estimatedMinutes: number;
  distanceKm: number;
}

export async function assignmentRow(db: Db, assignmentId: string): Promise<RunRow | null> {
  const [row] = await db
    .select({
      assignmentId: routeAssignments.id,
      run: routeAssignments.run,
      routeId: transportRoutes.id,
      routeName: transportRoutes.name,
      vehicleId: routeAssignments.vehicleId,
      estimatedMinutes: transportRoutes.estimatedTime,
      distanceKm: transportRoutes.distance,
    })
    .from(routeAssignments)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .where(eq(routeAssignments.id, assignmentId));
  return row ? { ...row, run: row.run === "afternoon" ? "afternoon" : "morning" } : null;
}

export interface RunKid {
  kidId: string;
  kidName: string;
  home: { lat: number; lng: number } | null;
  institute: { lat: number; lng: number } | null;
}

/** The kids of an assignment in its order, with their home and first institute's points. */
export async function kidsOfAssignment(db: Db, assignmentId: string): Promise<RunKid[]> {
  const rows = await db
    .select({
      kidId: kids.id,
      kidName: kids.kidName,
      homeLat: kids.homeLat,
      homeLng: kids.homeLng,
      instLat: kidInstitutes.lat,
      instLng: kidInstitutes.lng,
    })
    .from(routeAssignmentKids)
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .leftJoin(kidInstitutes, and(eq(kidInstitutes.kidId, kids.id), eq(kidInstitutes.position, 0)))
    .where(eq(routeAssignmentKids.assignmentId, assignmentId))
    .orderBy(asc(routeAssignmentKids.position));
  return rows.map((r) => ({
    kidId: r.kidId,
    kidName: r.kidName,
    home: r.homeLat !== null && r.homeLng !== null ? { lat: r.homeLat, lng: r.homeLng } : null,
    institute: r.instLat !== null && r.instLng !== null ? { lat: r.instLat, lng: r.instLng } : null,
  }));
}

/** Captured legs ("HH:mm" India time) of some kids over some dates. */
export async function capturedLegs(
  db: Db,
  kidIds: string[],
  legs: readonly AttendanceType[],
  fromDate: string,
  toDate: string,
): Promise<{ kidId: string; date: string; leg: string; time: string }[]> {
  if (!kidIds.length) return [];
  return db
    .select({ kidId: kidAttendance.kidId, date: kidAttendance.date, leg: kidAttendanceSections.type, time: kidAttendanceSections.time })
    .from(kidAttendance)
    .innerJoin(kidAttendanceSections, eq(kidAttendanceSections.attendanceId, kidAttendance.id))
    .where(
      and(
        inArray(kidAttendance.kidId, kidIds),
        gte(kidAttendance.date, fromDate),
        lte(kidAttendance.date, toDate),
        isNull(kidAttendance.deletedAt),
        inArray(kidAttendanceSections.type, [...legs]),
      ),
    );
}

/** The absent legs of some kids on one day. */
export async function absentLegs(db: Db, kidIds: string[], date: string): Promise<{ kidId: string; leg: string }[]> {
  if (!kidIds.length) return [];
  return db
    .select({ kidId: kidAbsences.kidId, leg: kidAbsences.leg })
    .from(kidAbsences)
    .where(and(inArray(kidAbsences.kidId, kidIds), eq(kidAbsences.date, date)));
}

/** True when the run was started today ("Start run", a first position or capture, docs/decisions/0260). */
export async function runStarted(db: Db, assignmentId: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(runStarts)
    .where(and(eq(runStarts.assignmentId, assignmentId), eq(runStarts.date, date)))
    .limit(1);
  return Boolean(row);
}

/** The assignments whose run started on a day. */
export async function startedRuns(db: Db, date: string): Promise<string[]> {
  const rows = await db.select({ assignmentId: runStarts.assignmentId }).from(runStarts).where(eq(runStarts.date, date));
  return rows.map((r) => r.assignmentId);
}

/** The van's latest position for a run since `since` and not after `now`: the run's own (a phone) or its vehicle's (a tracker). */
export async function latestPosition(
  db: Db,
  assignmentId: string,
  vehicleId: string | null,
  since: Date,
  now: Date,
): Promise<{ lat: number; lng: number; at: Date } | null> {
  const whose = vehicleId ? or(eq(vehiclePositions.assignmentId, assignmentId), eq(vehiclePositions.vehicleId, vehicleId)) : eq(vehiclePositions.assignmentId, assignmentId);
  const [row] = await db
    .select({ lat: vehiclePositions.lat, lng: vehiclePositions.lng, at: vehiclePositions.at })
    .from(vehiclePositions)
    .where(and(whose, gte(vehiclePositions.at, since), lte(vehiclePositions.at, now)))
    .orderBy(desc(vehiclePositions.at))
    .limit(1);
  return row ?? null;
}
