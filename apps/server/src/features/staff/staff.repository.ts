import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { announceSessionChange } from "../../lib/session-events";

/** Changes the login account behind a driver or caretaker profile. */
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
