import type { VehicleListQuery } from "@app/contracts";
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { routeAssignments } from "../../db/schema";
import { vehicles } from "../../db/schema-live";
import { containsAny, countAll, orderFor, pageBounds } from "../../lib/paging";

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

/** How many kid-route assignments name the vehicle (one with any cannot be deleted). */
const assignmentCount = sql<number>`(select count(*)::int from "route_assignments" ra where ra."vehicle_id" = "vehicles"."id")`;

export interface VehicleWithCount {
  vehicle: VehicleRow;
  assignmentCount: number;
}

const live = isNull(vehicles.deletedAt);

/** One page of live vehicles, by registration unless sorted otherwise; the search finds a registration typed with spaces too. */
export async function listVehicles(db: Db, q: VehicleListQuery): Promise<{ rows: VehicleWithCount[]; total: number }> {
  const search = q.q ? q.q.toUpperCase().replace(/[\s.-]+/g, "") : undefined;
  const where = and(live, containsAny(search, vehicles.registrationNumber));
  const sortColumn = q.sort === "seats" ? vehicles.seats : q.sort === "createdAt" ? vehicles.createdAt : vehicles.registrationNumber;
  const { limit, offset } = pageBounds(q);
  const rows = await db
    .select({ vehicle: vehicles, assignmentCount })
    .from(vehicles)
    .where(where)
    .orderBy(...orderFor(sortColumn, q.dir, vehicles.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: countAll }).from(vehicles).where(where);
  return { rows, total: n };
}

export function findVehicle(db: Db, id: string): Promise<VehicleWithCount | undefined> {
  return db
    .select({ vehicle: vehicles, assignmentCount })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), live))
    .limit(1)
    .then((r) => r[0]);
}

/** Locks a live vehicle for the rest of the transaction (its writes and the assignments naming it queue on it). */
export function lockVehicle(db: Db, id: string): Promise<VehicleRow | undefined> {
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), live))
    .for("update")
    .then((r) => r[0]);
}

export function findByRegistration(db: Db, registrationNumber: string, exceptId?: string): Promise<VehicleRow | undefined> {
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.registrationNumber, registrationNumber), live, exceptId ? ne(vehicles.id, exceptId) : undefined))
    .limit(1)
    .then((r) => r[0]);
}

export async function countAssignments(db: Db, vehicleId: string): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(routeAssignments).where(eq(routeAssignments.vehicleId, vehicleId));
  return Number(row?.n ?? 0);
}

export async function insertVehicle(db: Db, row: NewVehicleRow & { id: string }): Promise<void> {
  await db.insert(vehicles).values(row);
}

export async function updateVehicle(db: Db, id: string, values: Partial<NewVehicleRow>): Promise<void> {
  await db
    .update(vehicles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vehicles.id, id));
}

/** Soft delete: positions and past promises keep their vehicle; the registration becomes free again. */
export async function softDeleteVehicle(db: Db, id: string, newTrackerId: string): Promise<void> {
  const now = new Date();
  // The tracker id is replaced too, so a deleted van's tracker is refused like an unknown one.
  await db.update(vehicles).set({ deletedAt: now, updatedAt: now, trackerId: newTrackerId }).where(eq(vehicles.id, id));
}

/** Registration numbers of these vehicles (deleted ones included: an assignment keeps showing what it names). */
export async function registrations(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: vehicles.id, registrationNumber: vehicles.registrationNumber }).from(vehicles).where(inArray(vehicles.id, ids));
  return new Map(rows.map((r) => [r.id, r.registrationNumber]));
}

/** Live vehicles with any paper expiring on or before `until` (YYYY-MM-DD). */
export function papersDue(db: Db, until: string, max: number): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .where(
      and(
        live,
        or(
          sql`${vehicles.permitExpiresOn} <= ${until}`,
          sql`${vehicles.fitnessExpiresOn} <= ${until}`,
          sql`${vehicles.insuranceExpiresOn} <= ${until}`,
          sql`${vehicles.pucExpiresOn} <= ${until}`,
        ),
      ),
    )
    .orderBy(vehicles.registrationNumber)
    .limit(max);
}
