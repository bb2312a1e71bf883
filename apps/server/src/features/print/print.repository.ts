import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { caretakers, drivers, kidParents, kids, routeAssignmentKids, routeAssignments, transportRoutes, users } from "../../db/schema";

const driverUser = alias(users, "driver_user");
const caretakerUser = alias(users, "caretaker_user");

export function findLiveRoute(db: Db, routeId: string) {
  return db
    .select({ id: transportRoutes.id, name: transportRoutes.name, from: transportRoutes.fromPlace, to: transportRoutes.toPlace })
    .from(transportRoutes)
    .where(and(eq(transportRoutes.id, routeId), isNull(transportRoutes.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

/** A route's assignments (oldest first) with the names and phones of their driver and caretaker. */
export function assignmentsOfRoute(db: Db, routeId: string) {
  return db
    .select({
      id: routeAssignments.id,
      run: routeAssignments.run,
      driverName: driverUser.name,
      driverPhone: driverUser.mobile,
      caretakerName: caretakerUser.name,
      caretakerPhone: caretakerUser.mobile,
    })
    .from(routeAssignments)
    .innerJoin(drivers, eq(drivers.id, routeAssignments.driverId))
    .innerJoin(driverUser, eq(driverUser.id, drivers.userId))
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .innerJoin(caretakerUser, eq(caretakerUser.id, caretakers.userId))
    .where(eq(routeAssignments.routeId, routeId))
    .orderBy(asc(routeAssignments.run), asc(routeAssignments.createdAt), asc(routeAssignments.id));
}

/** The kids of some assignments in stop order (the order the admin chose), with their home address. */
export function kidsInStopOrder(db: Db, assignmentIds: string[]) {
  if (!assignmentIds.length) return Promise.resolve([]);
  return db
    .select({
      assignmentId: routeAssignmentKids.assignmentId,
      position: routeAssignmentKids.position,
      id: kids.id,
      kidName: kids.kidName,
      status: kids.status,
      address1: kids.address1,
      city: kids.city,
      zipCode: kids.zipCode,
    })
    .from(routeAssignmentKids)
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .where(inArray(routeAssignmentKids.assignmentId, assignmentIds))
    .orderBy(asc(routeAssignmentKids.assignmentId), asc(routeAssignmentKids.position));
}

/** The first mobile on record per kid: the father's, else the mother's. */
export async function parentPhones(db: Db, kidIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!kidIds.length) return out;
  const rows = await db
    .select({ kidId: kidParents.kidId, mobile: users.mobile })
    .from(kidParents)
    .innerJoin(users, eq(users.id, kidParents.userId))
    .where(inArray(kidParents.kidId, kidIds))
    .orderBy(asc(kidParents.relation));
  // "father" sorts before "mother".
  for (const r of rows) if (r.mobile && !out.has(r.kidId)) out.set(r.kidId, r.mobile);
  return out;
}

export function findKidForPrint(db: Db, kidId: string) {
  return db
    .select({ id: kids.id, kidName: kids.kidName, status: kids.status })
    .from(kids)
    .where(eq(kids.id, kidId))
    .limit(1)
    .then((r) => r[0]);
}
