import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { hashPassword } from "../../lib/passwords";
import { countAdmins, insertUser } from "../accounts/account-store";

export const DEFAULT_ADMIN_EMAIL = "admin@gunturkidsride.in";

/**
 * On a database without an admin, creates one from ADMIN_* settings, or with a generated password
 * that is printed once (decisions.md §3). Returns what was done so main can print it.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: Config["admin"],
): Promise<{ created: false } | { created: true; email: string | null; mobile: string | null; generatedPassword: string | null }> {
  if ((await countAdmins(db)) > 0) return { created: false };
  const generatedPassword = admin.password ? null : `${randomBytes(12).toString("base64url")}aA1!`;
  const email = admin.email ?? (admin.mobile ? null : DEFAULT_ADMIN_EMAIL);
  await insertUser(db, {
    role: "admin",
    name: admin.name,
    email,
    mobile: admin.mobile ?? null,
    passwordHash: await hashPassword(admin.password ?? generatedPassword!),
  });
  return { created: true, email, mobile: admin.mobile ?? null, generatedPassword };
}
