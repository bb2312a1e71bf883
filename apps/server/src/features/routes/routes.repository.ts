import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { routeAssignments, transportRoutes } from "../../db/schema";

export type RouteRow = typeof transportRoutes.$inferSelect;
export type NewRouteRow = typeof transportRoutes.$inferInsert;

/** How many kid-route assignments use the route (a route with any cannot be deleted). */
const assignmentCount = sql<number>`(select count(*)::int from "route_assignments" ra where ra."route_id" = "transport_routes"."id")`;

export interface RouteWithCount {
  route: RouteRow;
  assignmentCount: number;
}

/** Live routes ordered by name (ignoring case). */
export function listRoutes(db: Db): Promise<RouteWithCount[]> {
  return db
    .select({ route: transportRoutes, assignmentCount })
    .from(transportRoutes)
    .where(isNull(transportRoutes.deletedAt))
    .orderBy(asc(sql`lower(${transportRoutes.name})`), asc(transportRoutes.id));
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
