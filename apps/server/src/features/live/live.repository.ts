import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { caretakers, kidInstitutes, kidParents, kids, routeAssignmentKids, routeAssignments, transportRoutes, users } from "../../db/schema";
import { runStarts, vehiclePositions, vehicles } from "../../db/schema-live";

/** What the live view needs of an assignment. */
export interface AssignmentRow {
  id: string;
  run: string;
  routeId: string;
  routeName: string;
  vehicleId: string | null;
  registrationNumber: string | null;
  caretakerUserId: string;
  caretakerName: string;
}

const assignmentColumns = {
  id: routeAssignments.id,
  run: routeAssignments.run,
  routeId: transportRoutes.id,
  routeName: transportRoutes.name,
  vehicleId: routeAssignments.vehicleId,
  registrationNumber: vehicles.registrationNumber,
  caretakerUserId: caretakers.userId,
  caretakerName: users.name,
};

function assignmentsWhere(db: Db, where: SQL | undefined): Promise<AssignmentRow[]> {
  return db
    .select(assignmentColumns)
    .from(routeAssignments)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .innerJoin(users, eq(users.id, caretakers.userId))
    .leftJoin(vehicles, and(eq(vehicles.id, routeAssignments.vehicleId), isNull(vehicles.deletedAt)))
    .where(and(isNull(transportRoutes.deletedAt), where))
    .orderBy(asc(transportRoutes.name), asc(routeAssignments.run), asc(routeAssignments.id));
}

/** Every assignment of a live route (the office's board). */
export function allAssignments(db: Db): Promise<AssignmentRow[]> {
  return assignmentsWhere(db, undefined);
}

export function assignmentById(db: Db, id: string): Promise<AssignmentRow | undefined> {
  return assignmentsWhere(db, eq(routeAssignments.id, id)).then((rows) => rows[0]);
}

/** The assignments a kid rides (one per run). */
export function assignmentsOfKid(db: Db, kidId: string): Promise<AssignmentRow[]> {
  return assignmentsWhere(db, inArray(routeAssignments.id, db.select({ id: routeAssignmentKids.assignmentId }).from(routeAssignmentKids).where(eq(routeAssignmentKids.kidId, kidId))));
}

/** Assignment ids a parent may follow: those their kids ride (docs/families-and-privacy.md: the kid_parents link). */
export async function assignmentIdsOfParent(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: routeAssignmentKids.assignmentId })
    .from(kidParents)
    .innerJoin(routeAssignmentKids, eq(routeAssignmentKids.kidId, kidParents.kidId))
    .where(eq(kidParents.userId, userId));
  return rows.map((r) => r.id);
}

/** Assignment ids a caretaker rides. */
export async function assignmentIdsOfCaretaker(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: routeAssignments.id })
    .from(routeAssignments)
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .where(eq(caretakers.userId, userId));
  return rows.map((r) => r.id);
}

/** The active kids of some assignments, in the run sheet's order. */
export function kidsOfAssignments(db: Db, assignmentIds: string[]) {
  if (!assignmentIds.length) return Promise.resolve([]);
  return db
    .select({ assignmentId: routeAssignmentKids.assignmentId, kidId: kids.id, kidName: kids.kidName, position: routeAssignmentKids.position })
    .from(routeAssignmentKids)
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .where(and(inArray(routeAssignmentKids.assignmentId, assignmentIds), eq(kids.status, "active")))
    .orderBy(asc(routeAssignmentKids.assignmentId), asc(routeAssignmentKids.position));
}

export async function runStartsOn(db: Db, assignmentIds: string[], date: string): Promise<Map<string, Date>> {
  if (!assignmentIds.length) return new Map();
  const rows = await db
    .select({ assignmentId: runStarts.assignmentId, startedAt: runStarts.startedAt })
    .from(runStarts)
    .where(and(inArray(runStarts.assignmentId, assignmentIds), eq(runStarts.date, date)));
  return new Map(rows.map((r) => [r.assignmentId, r.startedAt]));
}

/** Start a run; true when this call started it (idempotent: a second call changes nothing). */
export async function insertRunStart(db: Db, row: { assignmentId: string; date: string; source: "capture" | "position" | "caretaker"; startedBy: string | null; startedAt: Date }): Promise<boolean> {
  const inserted = await db.insert(runStarts).values(row).onConflictDoNothing().returning({ id: runStarts.assignmentId });
  return inserted.length > 0;
}

export interface LastPosition {
  lat: number;
  lng: number;
  at: Date;
  battery: number | null;
}

/** The newest position since `since` of the assignment's van, or of the phone riding the assignment. */
export async function lastPosition(db: Db, assignment: { id: string; vehicleId: string | null }, since: Date): Promise<LastPosition | null> {
  const whose = assignment.vehicleId ? or(eq(vehiclePositions.vehicleId, assignment.vehicleId), eq(vehiclePositions.assignmentId, assignment.id)) : eq(vehiclePositions.assignmentId, assignment.id);
  const [row] = await db
    .select({ lat: vehiclePositions.lat, lng: vehiclePositions.lng, at: vehiclePositions.at, battery: vehiclePositions.battery })
    .from(vehiclePositions)
    .where(and(whose, gte(vehiclePositions.at, since)))
    .orderBy(desc(vehiclePositions.at))
    .limit(1);
  return row ?? null;
}

/** The newest position since `since` of each assignment's van (or phone), in one statement. */
export async function lastPositions(db: Db, assignments: { id: string }[], since: Date): Promise<Map<string, LastPosition>> {
  if (!assignments.length) return new Map();
  const ids = sql.join(
    assignments.map((a) => sql`${a.id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ra.id as assignment_id, p.lat, p.lng, (extract(epoch from p.at) * 1000)::float8 as at_ms, p.battery
    from route_assignments ra
    cross join lateral (
      select vp.lat, vp.lng, vp.at, vp.battery from vehicle_positions vp
      where (vp.assignment_id = ra.id or (ra.vehicle_id is not null and vp.vehicle_id = ra.vehicle_id)) and vp.at >= ${since.toISOString()}::timestamptz
      order by vp.at desc limit 1) p
    where ra.id in (${ids})`)) as unknown as { rows: Record<string, unknown>[] };
  return new Map(
    result.rows.map((r) => [
      r.assignment_id as string,
      { lat: Number(r.lat), lng: Number(r.lng), at: new Date(Number(r.at_ms)), battery: r.battery === null || r.battery === undefined ? null : Number(r.battery) },
    ]),
  );
}

/** The kid's own stops on the map: home and first institute (null until placed). Never another kid's. */
export async function kidStopPoints(db: Db, kidId: string): Promise<{ home: { lat: number; lng: number } | null; institute: { lat: number; lng: number } | null }> {
  const [kid] = await db.select({ lat: kids.homeLat, lng: kids.homeLng }).from(kids).where(eq(kids.id, kidId)).limit(1);
  const [inst] = await db.select({ lat: kidInstitutes.lat, lng: kidInstitutes.lng }).from(kidInstitutes).where(eq(kidInstitutes.kidId, kidId)).orderBy(asc(kidInstitutes.position)).limit(1);
  const point = (p: { lat: number | null; lng: number | null } | undefined) => (p && p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null);
  return { home: point(kid), institute: point(inst) };
}

/**
 * The run's usual window over the days before `date` (India times of day, minutes since midnight):
 * its earliest first-leg time and its latest last-leg time of the last `days` days (the times the
 * caretaker recorded, HH:mm), null without history.
 */
export async function usualWindow(db: Db, assignmentId: string, legs: readonly [string, string], date: string, days: number): Promise<{ from: number; to: number } | null> {
  const minutes = sql.raw(`(split_part(s.time, ':', 1)::int * 60 + split_part(s.time, ':', 2)::int)`);
  const result = (await db.execute(sql`select min(${minutes}) filter (where s.type = ${legs[0]}) as first_min, max(${minutes}) filter (where s.type = ${legs[1]}) as last_max
    from route_assignment_kids k
    join kid_attendance r on r.kid_id = k.kid_id and r.deleted_at is null
    join kid_attendance_sections s on s.attendance_id = r.id
    where k.assignment_id = ${assignmentId}::uuid and r.date < ${date} and r.date >= to_char(${date}::date - ${days}::int, 'YYYY-MM-DD')
      and s.type in (${legs[0]}, ${legs[1]}) and s.time ~ '^[0-9]{1,2}:[0-9]{2}'`)) as unknown as { rows: { first_min: unknown; last_max: unknown }[] };
  const row = result.rows[0];
  if (!row || row.first_min === null || row.last_max === null) return null;
  return { from: Number(row.first_min), to: Number(row.last_max) };
}

/**
 * The SQL of a capture's run start (docs/decisions/0262), for the capture's own statement so that a
 * capture stays at its statement count (docs/decisions/0208): the kid's assignment of the leg's run
 * starts today's run if it is not on yet, and every server hears that the assignment changed (a
 * NOTIFY sent at commit; the kid may just have been delivered).
 */
export function runStartOnCaptureStatement(input: { kidId: string; run: string; date: string; startedBy: string | null; at: Date; channel: string }): SQL {
  return sql`insert into run_starts (assignment_id, date, started_at, source, started_by)
    select a.id, ${input.date}, ${input.at.toISOString()}::timestamptz, 'capture', ${input.startedBy}::uuid
    from route_assignment_kids k join route_assignments a on a.id = k.assignment_id
    where k.kid_id = ${input.kidId}::uuid and a.run = ${input.run}
      and pg_notify(${input.channel}, json_build_object('k', 'run', 'ids', json_build_array(a.id))::text)::text = ''
    on conflict (assignment_id, date) do nothing`;
}
