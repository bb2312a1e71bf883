import type { StaffListQuery } from "@app/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { drivers, sessions, users } from "../../db/schema";
import { announceSessionChange } from "../../lib/session-events";
import { containsAny, countAll, orderFor, pageBounds } from "../../lib/paging";

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriverRow = typeof drivers.$inferInsert;

const columns = {
  driver: drivers,
  user: { id: users.id, name: users.name, email: users.email, mobile: users.mobile, role: users.role },
};

export type DriverWithUser = { driver: DriverRow; user: { id: string; name: string; email: string | null; mobile: string | null; role: string } };

/** One page of live (not soft-deleted) drivers: newest first unless sorted (docs/decisions/0080). */
export async function listDrivers(db: Db, q: StaffListQuery): Promise<{ rows: DriverWithUser[]; total: number }> {
  const where = and(isNull(drivers.deletedAt), containsAny(q.q, users.name, users.mobile, users.email, drivers.dlNo), q.status ? eq(drivers.status, q.status) : undefined);
  const { limit, offset } = pageBounds(q);
  const sortColumn = q.sort === "name" ? sql`lower(${users.name})` : drivers.createdAt;
  const rows = await db
    .select(columns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(where)
    .orderBy(...(q.sort ? orderFor(sortColumn, q.dir, drivers.id) : [desc(drivers.createdAt), desc(drivers.id)]))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: countAll }).from(drivers).innerJoin(users, eq(users.id, drivers.userId)).where(where);
  return { rows, total: n };
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
