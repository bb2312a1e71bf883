import { inArray, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { caretakers, drivers, enquiries, feedback, helpRequests, kidAttendance, kids, routeAssignments, transportRoutes, users } from "../../db/schema";

/** What the readable log needs of an entry (the raw row of the audit table). */
export interface AuditRowRef {
  entity: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Kid ids looked up per list of a row: the sentence shows five names and counts the rest. */
const KIDS_PER_LIST = 10;
const uuidsOf = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === "string" && UUID.test(v)))];

/**
 * The names behind the ids of one page of audit rows, in one query per kind of record (a page is
 * at most 100 rows): kids, staff, parents, routes, enquiries, attendance records, help, feedback.
 * Soft-deleted records keep their rows, so a deleted driver is still named.
 */
export async function namesFor(db: Db, rows: AuditRowRef[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = (entity: string) => uuidsOf(rows.filter((r) => r.entity === entity).map((r) => r.entityId));
  const was = (r: AuditRowRef) => (r.details?.was && typeof r.details.was === "object" ? (r.details.was as Record<string, unknown>) : {});
  // A kid route's row lists its kids; a sentence names at most a few of each list (audit-summary).
  const firstOf = (value: unknown) => (Array.isArray(value) ? value.slice(0, KIDS_PER_LIST) : []);
  const kidIds = uuidsOf(rows.flatMap((r) => [r.details?.kidId, ...firstOf(r.details?.kidIds), ...firstOf(r.details?.addedKidIds), ...firstOf(r.details?.removedKidIds)]));
  const put = (list: { id: string; name: string | null }[]) => list.forEach((r) => r.name && names.set(r.id, r.name));

  const attendanceIds = ids("kid-attendance");
  const helpIds = ids("help-request");
  const assignmentIds = ids("route-assignment");
  const [attendanceKids, helpKids] = await Promise.all([
    attendanceIds.length ? db.select({ id: kidAttendance.id, kidId: kidAttendance.kidId }).from(kidAttendance).where(inArray(kidAttendance.id, attendanceIds)) : [],
    helpIds.length ? db.select({ id: helpRequests.id, kidId: helpRequests.kidId }).from(helpRequests).where(inArray(helpRequests.id, helpIds)) : [],
  ]);
  const allKidIds = [...new Set([...kidIds, ...ids("kid"), ...attendanceKids.map((r) => r.kidId), ...helpKids.map((r) => r.kidId)])];

  const userIds = [...ids("parent")];
  const queries: Promise<{ id: string; name: string | null }[]>[] = [];
  if (allKidIds.length) queries.push(db.select({ id: kids.id, name: kids.kidName }).from(kids).where(inArray(kids.id, allKidIds)));
  if (userIds.length) queries.push(db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)));
  const driverIds = uuidsOf([...ids("driver"), ...rows.flatMap((r) => [r.details?.driverId, was(r).driverId])]);
  if (driverIds.length) queries.push(db.select({ id: drivers.id, name: users.name }).from(drivers).innerJoin(users, eq(users.id, drivers.userId)).where(inArray(drivers.id, driverIds)));
  const caretakerIds = uuidsOf([...ids("caretaker"), ...rows.flatMap((r) => [r.details?.caretakerId, was(r).caretakerId])]);
  if (caretakerIds.length)
    queries.push(db.select({ id: caretakers.id, name: users.name }).from(caretakers).innerJoin(users, eq(users.id, caretakers.userId)).where(inArray(caretakers.id, caretakerIds)));
  const routeIds = uuidsOf([...ids("route"), ...rows.flatMap((r) => [r.details?.routeId, was(r).routeId])]);
  if (routeIds.length) queries.push(db.select({ id: transportRoutes.id, name: transportRoutes.name }).from(transportRoutes).where(inArray(transportRoutes.id, routeIds)));
  if (assignmentIds.length)
    queries.push(
      db
        .select({ id: routeAssignments.id, name: transportRoutes.name })
        .from(routeAssignments)
        .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
        .where(inArray(routeAssignments.id, assignmentIds)),
    );
  const enquiryIds = ids("enquiry");
  if (enquiryIds.length) queries.push(db.select({ id: enquiries.id, name: enquiries.nameOfEnquiry }).from(enquiries).where(inArray(enquiries.id, enquiryIds)));
  const feedbackIds = ids("feedback");
  if (feedbackIds.length) queries.push(db.select({ id: feedback.id, name: feedback.name }).from(feedback).where(inArray(feedback.id, feedbackIds)));
  for (const list of await Promise.all(queries)) put(list);
  // An attendance record or a help request is named by its kid.
  for (const r of [...attendanceKids, ...helpKids]) {
    const kidName = names.get(r.kidId);
    if (kidName) names.set(r.id, kidName);
  }
  return names;
}
