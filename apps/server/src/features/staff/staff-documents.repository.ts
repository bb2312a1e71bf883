import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { caretakers, drivers, users } from "../../db/schema";

export interface DocumentDue {
  role: "driver" | "caretaker";
  id: string;
  name: string;
  /** The licence's expiry, or the police verification date. */
  date: string;
}

/** Live drivers whose licence expires on or before `until` (YYYY-MM-DD; text dates sort as days). */
export function licencesDue(db: Db, until: string, limit: number) {
  return db
    .select({ id: drivers.id, name: users.name, date: drivers.dlExpiry })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(and(isNull(drivers.deletedAt), isNotNull(drivers.dlExpiry), lte(drivers.dlExpiry, until)))
    .orderBy(asc(drivers.dlExpiry), asc(drivers.id))
    .limit(limit);
}

/** Live drivers and caretakers police-verified on or before `verifiedBy`. */
export async function verificationsDue(db: Db, verifiedBy: string, limit: number): Promise<DocumentDue[]> {
  const out: DocumentDue[] = [];
  for (const [role, table] of [
    ["driver", drivers],
    ["caretaker", caretakers],
  ] as const) {
    const rows = await db
      .select({ id: table.id, name: users.name, date: table.policeVerifiedOn })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(and(isNull(table.deletedAt), isNotNull(table.policeVerifiedOn), lte(table.policeVerifiedOn, verifiedBy)))
      .orderBy(asc(table.policeVerifiedOn), asc(table.id))
      .limit(limit);
    out.push(...rows.map((r) => ({ role, id: r.id, name: r.name, date: r.date! })));
  }
  return out;
}
