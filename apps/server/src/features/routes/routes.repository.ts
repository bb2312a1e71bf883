import type { RouteListQuery } from "@app/contracts";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { routeAssignments, transportRoutes } from "../../db/schema";
import { containsAny, countAll, orderFor, pageBounds } from "../../lib/paging";

export type RouteRow = typeof transportRoutes.$inferSelect;
export type NewRouteRow = typeof transportRoutes.$inferInsert;

/** How many kid-route assignments use the route (a route with any cannot be deleted). */
const assignmentCount = sql<number>`(select count(*)::int from "route_assignments" ra where ra."route_id" = "transport_routes"."id")`;

export interface RouteWithCount {
  route: RouteRow;
  assignmentCount: number;
}

/** One page of live routes, A–Z by name (ignoring case) unless sorted otherwise; search in names, places and stops. */
export async function listRoutes(db: Db, q: RouteListQuery): Promise<{ rows: RouteWithCount[]; total: number }> {
  const where = and(
    isNull(transportRoutes.deletedAt),
    containsAny(q.q, transportRoutes.name, transportRoutes.fromPlace, transportRoutes.toPlace, sql`${transportRoutes.stops}::text`),
  );
  const sortColumn = q.sort === "distance" ? transportRoutes.distance : q.sort === "createdAt" ? transportRoutes.createdAt : sql`lower(${transportRoutes.name})`;
  const { limit, offset } = pageBounds(q);
  const rows = await db
    .select({ route: transportRoutes, assignmentCount })
    .from(transportRoutes)
    .where(where)
    .orderBy(...orderFor(sortColumn, q.dir, transportRoutes.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: countAll }).from(transportRoutes).where(where);
  return { rows, total: n };
}

export function findRoute(db: Db, id: string): Promise<RouteWithCount | undefined> {
  return db
    .select({ route: transportRoutes, assignmentCount })
    .from(transportRoutes)
    .where(and(eq(transportRoutes.id, id), isNull(transportRoutes.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

/** The live route with this name, ignoring case (names are unique that way). */
export function findRouteByName(db: Db, name: string, exceptId?: string): Promise<RouteRow | undefined> {
  return db
    .select()
    .from(transportRoutes)
    .where(
      and(
        sql`lower(${transportRoutes.name}) = lower(${name})`,
        isNull(transportRoutes.deletedAt),
        exceptId ? ne(transportRoutes.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .then((r) => r[0]);
}

/** Locks a live route for the rest of the transaction (route writes and assignment writes queue on it). */
export function lockRoute(db: Db, id: string): Promise<RouteRow | undefined> {
  return db
    .select()
    .from(transportRoutes)
    .where(and(eq(transportRoutes.id, id), isNull(transportRoutes.deletedAt)))
    .for("update")
    .then((r) => r[0]);
}

export async function countAssignments(db: Db, routeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(routeAssignments)
    .where(eq(routeAssignments.routeId, routeId));
  return Number(row?.n ?? 0);
}

export async function insertRoute(db: Db, row: NewRouteRow & { id: string }): Promise<void> {
  await db.insert(transportRoutes).values(row);
}

export async function updateRoute(db: Db, id: string, values: Partial<NewRouteRow>): Promise<void> {
  await db
    .update(transportRoutes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transportRoutes.id, id));
}

/** Soft delete: the row stays for the marks that refer to it; the name becomes free again. */
export async function softDeleteRoute(db: Db, id: string): Promise<void> {
  const now = new Date();
  await db.update(transportRoutes).set({ deletedAt: now, updatedAt: now }).where(eq(transportRoutes.id, id));
}
