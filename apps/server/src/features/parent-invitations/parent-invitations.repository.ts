import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidParents, passwordTokens, users } from "../../db/schema";

export { kidExists } from "../../lib/kid-exists";

/** The kid's parents' accounts (father first); never the password hash, only whether one is set. */
export function parentsOf(db: Db, kidId: string) {
  return db
    .select({
      userId: users.id,
      relation: kidParents.relation,
      name: users.name,
      email: users.email,
      language: users.language,
      passwordSetAt: users.passwordSetAt,
      hasPassword: users.passwordHash,
    })
    .from(kidParents)
    .innerJoin(users, eq(users.id, kidParents.userId))
    .where(eq(kidParents.kidId, kidId))
    .orderBy(asc(kidParents.relation))
    .then((rows) => rows.map(({ hasPassword, ...r }) => ({ ...r, hasPassword: hasPassword !== null })));
}

/** The newest invitation link of each account (used or not). */
export async function latestInvitations(db: Db, userIds: string[]): Promise<Map<string, { createdAt: Date; expiresAt: Date }>> {
  const out = new Map<string, { createdAt: Date; expiresAt: Date }>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: passwordTokens.userId, createdAt: passwordTokens.createdAt, expiresAt: passwordTokens.expiresAt })
    .from(passwordTokens)
    .where(and(inArray(passwordTokens.userId, userIds), eq(passwordTokens.purpose, "invite")))
    .orderBy(desc(passwordTokens.createdAt));
  for (const r of rows) if (!out.has(r.userId)) out.set(r.userId, { createdAt: r.createdAt, expiresAt: r.expiresAt });
  return out;
}
