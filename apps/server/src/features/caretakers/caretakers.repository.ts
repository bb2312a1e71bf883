import type { CaretakerListQuery } from "@app/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { caretakers, sessions, users } from "../../db/schema";
import { announceSessionChange } from "../../lib/session-events";
import { containsAny, countAll, orderFor, pageBounds } from "../../lib/paging";

export type CaretakerRow = typeof caretakers.$inferSelect;
export type NewCaretakerRow = typeof caretakers.$inferInsert;

const columns = {
  caretaker: caretakers,
  user: { id: users.id, name: users.name, email: users.email, mobile: users.mobile, role: users.role },
};

export type CaretakerWithUser = { caretaker: CaretakerRow; user: { id: string; name: string; email: string | null; mobile: string | null; role: string } };

/** One page of live (not soft-deleted) caretakers: newest first unless sorted (docs/decisions/0080). */
export async function listCaretakers(db: Db, q: CaretakerListQuery): Promise<{ rows: CaretakerWithUser[]; total: number }> {
  const where = and(isNull(caretakers.deletedAt), containsAny(q.q, users.name, users.mobile, users.email));
  const { limit, offset } = pageBounds(q);
  const sortColumn = q.sort === "name" ? sql`lower(${users.name})` : caretakers.createdAt;
  const rows = await db
    .select(columns)
    .from(caretakers)
    .innerJoin(users, eq(users.id, caretakers.userId))
    .where(where)
    .orderBy(...(q.sort ? orderFor(sortColumn, q.dir, caretakers.id) : [desc(caretakers.createdAt), desc(caretakers.id)]))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: countAll }).from(caretakers).innerJoin(users, eq(users.id, caretakers.userId)).where(where);
  return { rows, total: n };
}

export function findCaretaker(db: Db, id: string): Promise<CaretakerWithUser | undefined> {
  return db
    .select(columns)
    .from(caretakers)
    .innerJoin(users, eq(users.id, caretakers.userId))
    .where(and(eq(caretakers.id, id), isNull(caretakers.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

export function findCaretakerByUser(db: Db, userId: string): Promise<CaretakerWithUser | undefined> {
  return db
    .select(columns)
    .from(caretakers)
    .innerJoin(users, eq(users.id, caretakers.userId))
    .where(and(eq(caretakers.userId, userId), isNull(caretakers.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

/** Locks the caretaker row for the rest of the transaction (concurrent updates apply one after the other). */
export function lockCaretaker(db: Db, id: string): Promise<CaretakerRow | undefined> {
  return db
    .select()
    .from(caretakers)
    .where(and(eq(caretakers.id, id), isNull(caretakers.deletedAt)))
    .for("update")
    .then((r) => r[0]);
}

export async function insertCaretaker(db: Db, row: NewCaretakerRow): Promise<void> {
  await db.insert(caretakers).values(row);
}

export async function updateCaretaker(db: Db, id: string, values: Partial<NewCaretakerRow>): Promise<void> {
  await db
    .update(caretakers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(caretakers.id, id));
}

/** Soft delete: the profile leaves the lists, the account can no longer log in, open sessions end. */
export async function softDeleteCaretaker(db: Db, id: string, userId: string): Promise<void> {
  const now = new Date();
  await db.update(caretakers).set({ deletedAt: now, updatedAt: now }).where(eq(caretakers.id, id));
  await db.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, userId));
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  announceSessionChange({ userId });
}
