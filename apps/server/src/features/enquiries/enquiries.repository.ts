import { ENQUIRY_STATUS_NEW, type EnquiryListQuery } from "@app/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { enquiries } from "../../db/schema";
import { containsAny, countAll, orderFor, pageBounds } from "../../lib/paging";

export type EnquiryRow = typeof enquiries.$inferSelect;

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row;
}

/** Every enquiry, newest first. */
const enquirySortColumns = {
  nameOfEnquiry: sql`lower(${enquiries.nameOfEnquiry})`,
  nameOfKid: sql`lower(${enquiries.nameOfKid})`,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
} as const;

/** One page, newest first unless sorted; search in the names, phone and email (docs/decisions/0080). */
export async function listEnquiries(db: Db, q: EnquiryListQuery): Promise<{ rows: EnquiryRow[]; total: number }> {
  const where = and(
    containsAny(q.q, enquiries.nameOfEnquiry, enquiries.nameOfKid, enquiries.phoneNumber, enquiries.email),
    q.status === ENQUIRY_STATUS_NEW ? isNull(enquiries.status) : q.status ? eq(enquiries.status, q.status) : undefined,
  );
  const { limit, offset } = pageBounds(q);
  const rows = await db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(...(q.sort ? orderFor(enquirySortColumns[q.sort], q.dir, enquiries.id) : [desc(enquiries.createdAt), desc(enquiries.id)]))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: countAll }).from(enquiries).where(where);
  return { rows, total: n };
}

export function lockEnquiry(db: Db, id: string): Promise<EnquiryRow | undefined> {
  return db
    .select()
    .from(enquiries)
    .where(eq(enquiries.id, id))
    .for("update")
    .then((r) => r[0]);
}

export async function updateEnquiry(db: Db, id: string, values: { status: string; reason: string | null }): Promise<EnquiryRow> {
  const [row] = await db
    .update(enquiries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enquiries.id, id))
    .returning();
  return row;
}

export async function linkKid(db: Db, id: string, kidId: string): Promise<EnquiryRow> {
  const [row] = await db.update(enquiries).set({ kidId, updatedAt: new Date() }).where(eq(enquiries.id, id)).returning();
  return row;
}

export { kidExists } from "../../lib/kid-exists";
