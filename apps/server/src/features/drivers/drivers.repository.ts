import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { drivers, sessions, users } from "../../db/schema";
import { announceSessionChange } from "../../lib/session-events";

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriverRow = typeof drivers.$inferInsert;

const columns = {
  driver: drivers,
  user: { id: users.id, name: users.name, email: users.email, mobile: users.mobile, role: users.role },
};

export type DriverWithUser = { driver: DriverRow; user: { id: string; name: string; email: string | null; mobile: string | null; role: string } };

/** Live (not soft-deleted) drivers, newest first. */
export function listDrivers(db: Db): Promise<DriverWithUser[]> {
  return db
    .select(columns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(isNull(drivers.deletedAt))
    .orderBy(desc(drivers.createdAt), desc(drivers.id));
}

export function findDriver(db: Db, id: string): Promise<DriverWithUser | undefined> {
  return db
    .select(columns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(and(eq(drivers.id, id), isNull(drivers.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

export function findDriverByUser(db: Db, userId: string): Promise<DriverWithUser | undefined> {
  return db
    .select(columns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(and(eq(drivers.userId, userId), isNull(drivers.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

/** Locks the driver row for the rest of the transaction (concurrent updates apply one after the other). */
export function lockDriver(db: Db, id: string): Promise<DriverRow | undefined> {
  return db
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, id), isNull(drivers.deletedAt)))
    .for("update")
    .then((r) => r[0]);
}

export async function insertDriver(db: Db, row: NewDriverRow): Promise<void> {
  await db.insert(drivers).values(row);
}

export async function updateDriver(db: Db, id: string, values: Partial<NewDriverRow>): Promise<void> {
  await db
    .update(drivers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(drivers.id, id));
}

/** Soft delete: the profile leaves the lists, the account can no longer log in, open sessions end. */
export async function softDeleteDriver(db: Db, id: string, userId: string): Promise<void> {
  const now = new Date();
  await db.update(drivers).set({ deletedAt: now, updatedAt: now }).where(eq(drivers.id, id));
  await db.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, userId));
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  announceSessionChange({ userId });
}
