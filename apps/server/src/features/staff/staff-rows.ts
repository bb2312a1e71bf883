import type { ListParams } from "@app/contracts";
import { and, desc, eq, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { caretakers, drivers, sessions, users } from "../../db/schema";
import { announceSessionChange } from "../../lib/session-events";
import { containsAny, countAll, orderFor, pageBounds } from "../../lib/paging";

/** Both staff tables are built from the same profile columns (db/schema `staffProfileColumns`). */
type StaffTable = typeof drivers | typeof caretakers;

/** What a staff answer shows of the login account: name, email and phone live on `users`. */
export type StaffAccount = { id: string; name: string; email: string | null; mobile: string | null; role: string };
const accountColumns = { id: users.id, name: users.name, email: users.email, mobile: users.mobile, role: users.role };

/** A profile row under its kind's name (`driver`, `caretaker`), with its account. */
export type StaffWithAccount<K extends string, Row> = { [P in K]: Row } & { user: StaffAccount };

/** What a kind's admin list searches and filters beyond the shared name, phone and email. */
export interface StaffListExtras {
  search?: AnyColumn[];
  where?: SQL;
}

/**
 * The queries drivers and caretakers share, over one staff table: live (not soft-deleted) rows,
 * with the account joined in and the profile under `key`. Each kind's repository names them and
 * says what its list searches and filters beyond the shared columns.
 */
export function staffRows<T extends StaffTable, K extends string>(table: T, key: K) {
  type Row = T["$inferSelect"];
  type NewRow = T["$inferInsert"];
  type WithUser = StaffWithAccount<K, Row>;
  // The query builder works on the union of the two tables; rows are typed back to this kind's
  // at the boundary (the select is the table itself, so nothing is lost).
  const t: StaffTable = table;
  const columns = { [key]: t, user: accountColumns };
  const joined = (db: Db, where: SQL | undefined) => db.select(columns).from(t).innerJoin(users, eq(users.id, t.userId)).where(where);
  const findOne = (db: Db, match: SQL) =>
    joined(db, and(match, isNull(t.deletedAt)))
      .limit(1)
      .then((r) => r[0] as WithUser | undefined);

  return {
    /** One page of live rows: newest first unless sorted (docs/decisions/0080). */
    async list(db: Db, q: ListParams, extras: StaffListExtras = {}): Promise<{ rows: WithUser[]; total: number }> {
      const where = and(isNull(t.deletedAt), containsAny(q.q, users.name, users.mobile, users.email, ...(extras.search ?? [])), extras.where);
      const { limit, offset } = pageBounds(q);
      const sortColumn = q.sort === "name" ? sql`lower(${users.name})` : t.createdAt;
      const rows = await joined(db, where)
        .orderBy(...(q.sort ? orderFor(sortColumn, q.dir, t.id) : [desc(t.createdAt), desc(t.id)]))
        .limit(limit)
        .offset(offset);
      const [{ n }] = await db.select({ n: countAll }).from(t).innerJoin(users, eq(users.id, t.userId)).where(where);
      return { rows: rows as WithUser[], total: n };
    },

    find: (db: Db, id: string) => findOne(db, eq(t.id, id)),

    findByUser: (db: Db, userId: string) => findOne(db, eq(t.userId, userId)),

    /** Locks the live row for the rest of the transaction (concurrent updates apply one after the other). */
    lock: (db: Db, id: string): Promise<Row | undefined> =>
      db
        .select()
        .from(t)
        .where(and(eq(t.id, id), isNull(t.deletedAt)))
        .for("update")
        .then((r) => r[0] as Row | undefined),

    async insert(db: Db, row: NewRow): Promise<void> {
      await db.insert(t).values(row);
    },

    async update(db: Db, id: string, values: Partial<NewRow>): Promise<void> {
      await db
        .update(t)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(t.id, id));
    },

    /** Soft delete: the profile leaves the lists, the account can no longer log in, open sessions end. */
    async softDelete(db: Db, id: string, userId: string): Promise<void> {
      const now = new Date();
      await db.update(t).set({ deletedAt: now, updatedAt: now }).where(eq(t.id, id));
      await db.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, userId));
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      announceSessionChange({ userId });
    },
  };
}
