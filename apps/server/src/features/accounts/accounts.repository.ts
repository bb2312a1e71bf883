import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordTokens, sessions, users } from "../../db/schema";
import { preparedQuery } from "../../lib/prepared";
import { announceSessionChange } from "../../lib/session-events";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

export function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile.trim()), isNull(users.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

// Read by /api/me on every dashboard load: built once (docs/decisions/0166).
const liveUserById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder("id")), isNull(users.deletedAt)))
    .limit(1)
    .prepare("kr_live_user_by_id"),
);

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return liveUserById(db)
    .execute({ id })
    .then((r) => r[0]);
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email?.trim().toLowerCase() ?? null })
    .returning();
  return row;
}

export function countAdmins(db: Db): Promise<number> {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deletedAt)))
    .then((r) => r[0]?.n ?? 0);
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  const now = new Date();
  await db.update(users).set({ passwordHash, passwordSetAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function setLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
  // The session cache keeps the account's language: the next request must speak the new one.
  announceSessionChange({ userId });
}

/** The saved language of an account (null when never chosen or no such account). */
export async function languageOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

export async function insertSession(db: Db, id: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  announceSessionChange({ sessionId: id });
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  announceSessionChange({ userId });
}

export async function insertPasswordToken(
  db: Db,
  values: { userId: string; tokenHash: string; purpose: "reset" | "invite"; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(values);
}

/** Marks every earlier unused link of the user as used, so only the newest one works. */
export async function retirePasswordTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

/**
 * Uses a link exactly once: the update only matches an unused, unexpired token, so two requests
 * racing with the same link cannot both succeed.
 */
export async function consumePasswordToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date())))
    .returning({ userId: passwordTokens.userId });
  return row?.userId;
}

/** Changes a login account (name, email, mobile, password) and tells its open sessions. */
export async function updateAccount(
  db: Db,
  userId: string,
  values: { name?: string; email?: string; mobile?: string; passwordHash?: string },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (!Object.keys(set).length) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
  announceSessionChange({ userId });
}
