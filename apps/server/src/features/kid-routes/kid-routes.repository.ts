import type { DayRun, KidRouteListQuery } from "@app/contracts";
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { caretakers, drivers, kidParents, kids, routeAssignmentKids, routeAssignments, transportRoutes, users } from "../../db/schema";
import { countAll, likePattern, orderFor, pageBounds } from "../../lib/paging";
import { preparedQuery } from "../../lib/prepared";

export type AssignmentRow = typeof routeAssignments.$inferSelect;
export type RouteRow = typeof transportRoutes.$inferSelect;

const driverUser = alias(users, "driver_user");
const caretakerUser = alias(users, "caretaker_user");

/** What the views show of a driver or caretaker (never identity documents or Aadhaar data). */
export interface StaffSummary {
  id: string;
  userId: string;
  name: string;
  mobile: string | null;
  dob: string;
  status: string;
  profilePictureId: string | null;
}

export interface KidSummary {
  id: string;
  kidName: string;
  dateOfBirth: string;
  gender: string;
  status: string;
  kidsImageId: string | null;
}

/** An assignment with its route, driver and caretaker. */
export interface AssignmentHead {
  assignment: AssignmentRow;
  route: RouteRow;
  driver: StaffSummary;
  caretaker: StaffSummary;
}

/** An assignment with its route, driver, caretaker and kids (kids in the order chosen). */
export interface AssignmentAggregate extends AssignmentHead {
  kids: KidSummary[];
}

const kidColumns = {
  id: kids.id,
  kidName: kids.kidName,
  dateOfBirth: kids.dateOfBirth,
  gender: kids.gender,
  status: kids.status,
  kidsImageId: kids.kidsImageId,
};

/** The assignments' rows with route, driver and caretaker, before a filter and an order. */
function selectAssignmentHeads(db: Db) {
  return db
    .select({
      assignment: routeAssignments,
      route: transportRoutes,
      driver: {
        id: drivers.id,
        userId: drivers.userId,
        name: driverUser.name,
        mobile: driverUser.mobile,
        dob: drivers.dob,
        status: drivers.status,
        profilePictureId: drivers.profilePictureId,
      },
      caretaker: {
        id: caretakers.id,
        userId: caretakers.userId,
        name: caretakerUser.name,
        mobile: caretakerUser.mobile,
        dob: caretakers.dob,
        status: sql<string>`case when ${caretakers.deletedAt} is null then 'active' else 'deleted' end`,
        profilePictureId: caretakers.profilePictureId,
      },
    })
    .from(routeAssignments)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .innerJoin(drivers, eq(drivers.id, routeAssignments.driverId))
    .innerJoin(driverUser, eq(driverUser.id, drivers.userId))
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .innerJoin(caretakerUser, eq(caretakerUser.id, caretakers.userId));
}

const byRouteOrder = () => [asc(sql`lower(${transportRoutes.name})`), asc(routeAssignments.createdAt), asc(routeAssignments.id)];

/**
 * Loads whole assignments matching `where` (on route_assignments), in the given order: one query
 * for the assignments with route and staff, one for all their kids.
 */
async function loadAssignments(
  db: Db,
  where: SQL | undefined,
  order: "newest" | "byRoute" | SQL[],
  bounds?: { limit: number; offset: number },
): Promise<AssignmentAggregate[]> {
  const query = selectAssignmentHeads(db)
    .where(where)
    .orderBy(
      ...(Array.isArray(order)
        ? order
        : order === "newest"
          ? [desc(routeAssignments.createdAt), desc(routeAssignments.id)]
          : byRouteOrder()),
    );
  const rows = await (bounds ? query.limit(bounds.limit).offset(bounds.offset) : query);
  if (!rows.length) return [];
  const kidRows = await db
    .select({ assignmentId: routeAssignmentKids.assignmentId, kid: kidColumns })
    .from(routeAssignmentKids)
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .where(
      inArray(
        routeAssignmentKids.assignmentId,
        rows.map((r) => r.assignment.id),
      ),
    )
    .orderBy(asc(routeAssignmentKids.assignmentId), asc(routeAssignmentKids.position));
  const byAssignment = new Map<string, KidSummary[]>();
  for (const r of kidRows) {
    const list = byAssignment.get(r.assignmentId) ?? [];
    list.push(r.kid);
    byAssignment.set(r.assignmentId, list);
  }
  return rows.map((r) => ({ ...r, kids: byAssignment.get(r.assignment.id) ?? [] }));
}

/** The admin list's filters: route, driver, caretaker, kid, and a search in all their names. */
function assignmentListWhere(q: KidRouteListQuery): SQL | undefined {
  const pattern = q.q ? likePattern(q.q) : undefined;
  const kidOn = (kidCondition: SQL) =>
    inArray(routeAssignments.id, assignmentsWithKid(kidCondition));
  return and(
    q.routeUuid ? eq(routeAssignments.routeId, q.routeUuid) : undefined,
    q.driverUuid ? eq(routeAssignments.driverId, q.driverUuid) : undefined,
    q.caretakerUuid ? eq(routeAssignments.caretakerId, q.caretakerUuid) : undefined,
    q.kidUuid ? kidOn(eq(routeAssignmentKids.kidId, q.kidUuid)) : undefined,
    pattern
      ? or(
          ilike(transportRoutes.name, pattern),
          ilike(driverUser.name, pattern),
          ilike(caretakerUser.name, pattern),
          kidOn(ilike(kids.kidName, pattern)),
        )
      : undefined,
  );
}

/** Assignment ids with a kid matching the condition (a sub-select, so no rows are loaded). */
function assignmentsWithKid(kidCondition: SQL): SQL {
  return sql`(select ${routeAssignmentKids.assignmentId} from ${routeAssignmentKids} join ${kids} on ${kids.id} = ${routeAssignmentKids.kidId} where ${kidCondition})`;
}

/** One page of assignments, newest first unless sorted (the admin list, docs/decisions/0080). */
export async function listAssignments(db: Db, q: KidRouteListQuery): Promise<{ rows: AssignmentAggregate[]; total: number }> {
  const where = assignmentListWhere(q);
  const order = q.sort
    ? orderFor(q.sort === "route" ? sql`lower(${transportRoutes.name})` : routeAssignments.createdAt, q.dir, routeAssignments.id)
    : "newest";
  const rows = await loadAssignments(db, where, order, pageBounds(q));
  const [{ n }] = await db
    .select({ n: countAll })
    .from(routeAssignments)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .innerJoin(drivers, eq(drivers.id, routeAssignments.driverId))
    .innerJoin(driverUser, eq(driverUser.id, drivers.userId))
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .innerJoin(caretakerUser, eq(caretakerUser.id, caretakers.userId))
    .where(where);
  return { rows, total: n };
}

export async function findAssignment(db: Db, id: string): Promise<AssignmentAggregate | undefined> {
  return (await loadAssignments(db, eq(routeAssignments.id, id), "newest"))[0];
}

/** A driver's assignments, by route name. */
export function assignmentsOfDriver(db: Db, driverId: string): Promise<AssignmentAggregate[]> {
  return loadAssignments(db, eq(routeAssignments.driverId, driverId), "byRoute");
}

export function assignmentsOfCaretaker(db: Db, caretakerId: string): Promise<AssignmentAggregate[]> {
  return loadAssignments(db, eq(routeAssignments.caretakerId, caretakerId), "byRoute");
}

/** The assignments a kid sits on, by route name. */
const assignmentHeadsOfKidQuery = preparedQuery((db) =>
  selectAssignmentHeads(db)
    .where(inArray(routeAssignments.id, db.select({ id: routeAssignmentKids.assignmentId }).from(routeAssignmentKids).where(eq(routeAssignmentKids.kidId, sql.placeholder("kidId")))))
    .orderBy(...byRouteOrder())
    .prepare("kr_assignment_heads_of_kid"),
);

/**
 * The assignments carrying a kid, route first, without their kids: one prepared query for the
 * parent's view, which shows only that kid (docs/decisions/0165, 0166).
 */
export function assignmentHeadsOfKid(db: Db, kidId: string): Promise<AssignmentHead[]> {
  return assignmentHeadsOfKidQuery(db).execute({ kidId });
}

export function lockAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  return db
    .select()
    .from(routeAssignments)
    .where(eq(routeAssignments.id, id))
    .for("update")
    .then((r) => r[0]);
}

/** A driver by profile id, deleted or not, locked against a concurrent delete until the transaction ends. */
export function lockDriverForAssignment(db: Db, id: string) {
  return db
    .select({ id: drivers.id, name: users.name, status: drivers.status, deletedAt: drivers.deletedAt })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, id))
    .for("share", { of: drivers })
    .then((r) => r[0]);
}

export function lockCaretakerForAssignment(db: Db, id: string) {
  return db
    .select({ id: caretakers.id, name: users.name, deletedAt: caretakers.deletedAt })
    .from(caretakers)
    .innerJoin(users, eq(users.id, caretakers.userId))
    .where(eq(caretakers.id, id))
    .for("share", { of: caretakers })
    .then((r) => r[0]);
}

export function findKids(db: Db, ids: string[]): Promise<KidSummary[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select(kidColumns).from(kids).where(inArray(kids.id, ids));
}

/** Kids of `kidIds` already on another assignment of the route (the first one found is reported). */
export function kidsOnOtherAssignments(db: Db, routeId: string, kidIds: string[], exceptAssignmentId?: string) {
  if (!kidIds.length) return Promise.resolve([]);
  return db
    .select({ kidId: routeAssignmentKids.kidId, kidName: kids.kidName })
    .from(routeAssignmentKids)
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .where(
      and(
        eq(routeAssignmentKids.routeId, routeId),
        inArray(routeAssignmentKids.kidId, kidIds),
        exceptAssignmentId ? ne(routeAssignmentKids.assignmentId, exceptAssignmentId) : undefined,
      ),
    );
}

/** Locks the kid rows (no key update) until the transaction ends: assignments touching the same kid wait for each other. */
export async function lockKids(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.select({ id: kids.id }).from(kids).where(inArray(kids.id, ids)).orderBy(asc(kids.id)).for("no key update");
}

/** Kids of `kidIds` already on another assignment of the same run, with that assignment's route name. */
export function kidsOnRun(db: Db, run: string, kidIds: string[], exceptAssignmentId?: string) {
  if (!kidIds.length) return Promise.resolve([]);
  return db
    .select({ kidId: routeAssignmentKids.kidId, kidName: kids.kidName, routeName: transportRoutes.name })
    .from(routeAssignmentKids)
    .innerJoin(routeAssignments, eq(routeAssignments.id, routeAssignmentKids.assignmentId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .innerJoin(kids, eq(kids.id, routeAssignmentKids.kidId))
    .where(
      and(
        eq(routeAssignments.run, run),
        inArray(routeAssignmentKids.kidId, kidIds),
        exceptAssignmentId ? ne(routeAssignmentKids.assignmentId, exceptAssignmentId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${kids.kidName})`));
}

export async function insertAssignment(db: Db, row: typeof routeAssignments.$inferInsert & { id: string }): Promise<void> {
  await db.insert(routeAssignments).values(row);
}

export async function updateAssignment(db: Db, id: string, values: Partial<typeof routeAssignments.$inferInsert>): Promise<void> {
  await db
    .update(routeAssignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(routeAssignments.id, id));
}

/** The kid list sent replaces the stored one, in the order given. */
export async function replaceAssignmentKids(db: Db, assignmentId: string, routeId: string, kidIds: string[]): Promise<void> {
  await db.delete(routeAssignmentKids).where(eq(routeAssignmentKids.assignmentId, assignmentId));
  if (kidIds.length) await db.insert(routeAssignmentKids).values(kidIds.map((kidId, position) => ({ assignmentId, routeId, kidId, position })));
}

export async function deleteAssignment(db: Db, id: string): Promise<void> {
  // The kid rows go with it (ON DELETE CASCADE).
  await db.delete(routeAssignments).where(eq(routeAssignments.id, id));
}

/** Names of the routes a driver or caretaker is assigned to (a staff member on a route cannot be deleted). */
export async function routeNamesOfStaff(db: Db, staff: { driverId: string } | { caretakerId: string }): Promise<string[]> {
  const where = "driverId" in staff ? eq(routeAssignments.driverId, staff.driverId) : eq(routeAssignments.caretakerId, staff.caretakerId);
  const rows = await db
    .selectDistinct({ name: transportRoutes.name })
    .from(routeAssignments)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .where(where)
    .orderBy(asc(transportRoutes.name));
  return rows.map((r) => r.name);
}

/** A live driver by profile id or by account id (the original client may send either). */
export function findLiveDriverByAnyId(db: Db, id: string) {
  return db
    .select({ id: drivers.id, userId: drivers.userId })
    .from(drivers)
    .where(and(or(eq(drivers.id, id), eq(drivers.userId, id)), isNull(drivers.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

export function findLiveCaretakerByAnyId(db: Db, id: string) {
  return db
    .select({ id: caretakers.id, userId: caretakers.userId })
    .from(caretakers)
    .where(and(or(eq(caretakers.id, id), eq(caretakers.userId, id)), isNull(caretakers.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

/** True when the account is the live driver or caretaker of an assignment the kid sits on. */
export async function staffHasKid(db: Db, staffUserId: string, kidId: string): Promise<boolean> {
  const result = (await db.execute(sql`select ${staffHasKidCondition(staffUserId, kidId)} as ok`)) as unknown as { rows: { ok: unknown }[] };
  const ok = result.rows[0]?.ok;
  return ok === true || ok === "t";
}

/**
 * staffHasKid as a condition of a caller's statement (the capture's first statement,
 * docs/decisions/0208): the kid is on an assignment whose live driver or caretaker record is this
 * account's. Written out: it runs on every staff view of a kid and every capture. With `run`, only
 * an assignment of that run counts (a capture's leg, docs/decisions/0231).
 */
export function staffHasKidCondition(staffUserId: string, kidId: string, run?: DayRun): SQL {
  return sql`exists (select 1 from route_assignment_kids rak
    join route_assignments ra on ra.id = rak.assignment_id
    left join drivers d on d.id = ra.driver_id and d.user_id = ${staffUserId} and d.deleted_at is null
    left join caretakers c on c.id = ra.caretaker_id and c.user_id = ${staffUserId} and c.deleted_at is null
    where rak.kid_id = ${kidId} and (d.id is not null or c.id is not null)${run ? sql` and ra.run = ${run}` : sql``})`;
}

/** Ids of every kid on the assignments of a driver's or caretaker's account. */
export async function kidIdsOfStaff(db: Db, staffUserId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kidId: routeAssignmentKids.kidId })
    .from(routeAssignmentKids)
    .innerJoin(routeAssignments, eq(routeAssignments.id, routeAssignmentKids.assignmentId))
    .leftJoin(drivers, and(eq(drivers.id, routeAssignments.driverId), eq(drivers.userId, staffUserId), isNull(drivers.deletedAt)))
    .leftJoin(caretakers, and(eq(caretakers.id, routeAssignments.caretakerId), eq(caretakers.userId, staffUserId), isNull(caretakers.deletedAt)))
    .where(or(sql`${drivers.id} is not null`, sql`${caretakers.id} is not null`));
  return rows.map((r) => r.kidId);
}

/** True when a parent's kid sits on an assignment that this driver (or caretaker) works. */
export async function parentSeesStaff(db: Db, parentUserId: string, staff: { driverId: string } | { caretakerId: string }): Promise<boolean> {
  const staffWhere = "driverId" in staff ? eq(routeAssignments.driverId, staff.driverId) : eq(routeAssignments.caretakerId, staff.caretakerId);
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(routeAssignments)
    .innerJoin(routeAssignmentKids, eq(routeAssignmentKids.assignmentId, routeAssignments.id))
    .innerJoin(kidParents, and(eq(kidParents.kidId, routeAssignmentKids.kidId), eq(kidParents.userId, parentUserId)))
    .where(staffWhere)
    .limit(1);
  return rows.length > 0;
}

/** True when the account (driver or caretaker) shares an assignment with the other staff member. */
export async function staffShareAssignment(db: Db, viewerUserId: string, other: { driverId: string } | { caretakerId: string }): Promise<boolean> {
  const rows =
    "driverId" in other
      ? await db
          .select({ one: sql<number>`1` })
          .from(routeAssignments)
          .innerJoin(caretakers, and(eq(caretakers.id, routeAssignments.caretakerId), eq(caretakers.userId, viewerUserId), isNull(caretakers.deletedAt)))
          .where(eq(routeAssignments.driverId, other.driverId))
          .limit(1)
      : await db
          .select({ one: sql<number>`1` })
          .from(routeAssignments)
          .innerJoin(drivers, and(eq(drivers.id, routeAssignments.driverId), eq(drivers.userId, viewerUserId), isNull(drivers.deletedAt)))
          .where(eq(routeAssignments.caretakerId, other.caretakerId))
          .limit(1);
  return rows.length > 0;
}
