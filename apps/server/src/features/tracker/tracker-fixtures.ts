import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { routeAssignments } from "../../db/schema";
import { vehiclePositions, vehicles } from "../../db/schema-live";

/** A vehicle straight in the table (the vehicles feature's API is not what these tests are about). */
export async function addVehicle(database: Database, options: { trackerId?: string; deleted?: boolean } = {}) {
  const trackerId = options.trackerId ?? randomBytes(16).toString("hex");
  const [row] = await database.db
    .insert(vehicles)
    .values({
      registrationNumber: `AP07TB${String(1000 + Math.floor(Math.random() * 9000))}${randomBytes(2).toString("hex")}`,
      seats: 12,
      trackerId,
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning();
  return { id: row.id, trackerId };
}

/** The assignment rides this van (route_assignments.vehicle_id). */
export async function rideVehicle(database: Database, assignmentId: string, vehicleId: string | null) {
  await database.db.update(routeAssignments).set({ vehicleId }).where(eq(routeAssignments.id, assignmentId));
}

export async function positionsOf(database: Database) {
  return database.db.select().from(vehiclePositions).orderBy(asc(vehiclePositions.at), asc(vehiclePositions.id));
}

export async function clearPositions(database: Database) {
  await database.db.execute(sql`delete from vehicle_positions`);
}
