import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  caretakers,
  kidAbsences,
  kidAttendance,
  kidAttendanceSections,
  kids,
  routeAssignmentKids,
  routeAssignments,
  routeMarks,
  transportRoutes,
  users,
} from "../../db/schema";

const capturer = alias(users, "capturer");
const marker = alias(users, "marker");
const caretakerUser = alias(users, "caretaker_user");

/** The assignments of some kids: route, run and caretaker (a kid rides one assignment per run). */
export function assignmentsOfKids(db: Db, kidIds: string[]) {
  if (!kidIds.length) return Promise.resolve([]);
  return db
    .select({
      kidId: routeAssignmentKids.kidId,
      routeId: transportRoutes.id,
      routeName: transportRoutes.name,
      run: routeAssignments.run,
      createdAt: routeAssignments.createdAt,
    })
    .from(routeAssignmentKids)
    .innerJoin(routeAssignments, eq(routeAssignments.id, routeAssignmentKids.assignmentId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .where(inArray(routeAssignmentKids.kidId, kidIds))
    .orderBy(asc(routeAssignments.createdAt), asc(routeAssignments.id));
}

/** Captured legs of live attendance records of some kids between two India dates (inclusive). */
export function capturesOf(db: Db, kidIds: string[], from: string, to: string) {
  if (!kidIds.length) return Promise.resolve([]);
  return db
    .select({
      kidId: kidAttendance.kidId,
      date: kidAttendance.date,
      type: kidAttendanceSections.type,
      photoFileId: kidAttendanceSections.photoFileId,
      time: kidAttendanceSections.time,
      latitude: kidAttendanceSections.latitude,
      longitude: kidAttendanceSections.longitude,
      capturedBy: capturer.name,
      capturedAt: kidAttendanceSections.capturedAt,
    })
    .from(kidAttendance)
    .innerJoin(kidAttendanceSections, eq(kidAttendanceSections.attendanceId, kidAttendance.id))
    .leftJoin(capturer, eq(capturer.id, kidAttendanceSections.capturedBy))
    .where(and(inArray(kidAttendance.kidId, kidIds), gte(kidAttendance.date, from), lte(kidAttendance.date, to), isNull(kidAttendance.deletedAt)));
}

export function absencesOf(db: Db, kidIds: string[], from: string, to: string) {
  if (!kidIds.length) return Promise.resolve([]);
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
    .where(and(inArray(kidAbsences.kidId, kidIds), gte(kidAbsences.date, from), lte(kidAbsences.date, to)))
    .orderBy(asc(sql`lower(${kids.kidName})`), asc(kidAbsences.date), asc(kidAbsences.leg));
}

/** The office's Present/Absent marks of the route screen (docs/decisions/0032), now read as corrections. */
export function marksOf(db: Db, kidIds: string[], from: string, to: string) {
  if (!kidIds.length) return Promise.resolve([]);
  return db
    .select({
      routeId: routeMarks.routeId,
      kidId: routeMarks.kidId,
      date: routeMarks.date,
      mark: routeMarks.mark,
      markedAt: routeMarks.updatedAt,
      markedBy: marker.name,
    })
    .from(routeMarks)
    .leftJoin(marker, eq(marker.id, routeMarks.markedBy))
    .where(and(inArray(routeMarks.kidId, kidIds), gte(routeMarks.date, from), lte(routeMarks.date, to)));
}

/** Every live route with assignments, each kid on it with the assignment's run and caretaker (the day board). */
export function routesWithKids(db: Db) {
  return db
    .select({
      routeId: transportRoutes.id,
      routeName: transportRoutes.name,
      from: transportRoutes.fromPlace,
      to: transportRoutes.toPlace,
      run: routeAssignments.run,
      caretakerName: caretakerUser.name,
      kidId: kids.id,
      kidName: kids.kidName,
      kidStatus: kids.status,
    })
    .from(routeAssignments)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .innerJoin(caretakerUser, eq(caretakerUser.id, caretakers.userId))
    .innerJoin(routeAssignmentKids, eq(routeAssignmentKids.assignmentId, routeAssignments.id))
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .where(isNull(transportRoutes.deletedAt))
    .orderBy(asc(sql`lower(${transportRoutes.name})`), asc(transportRoutes.id), asc(sql`lower(${kids.kidName})`), asc(kids.id));
}
