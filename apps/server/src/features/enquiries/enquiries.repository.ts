import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { enquiries } from "../../db/schema";

export type EnquiryRow = typeof enquiries.$inferSelect;

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row;
}

/** Every enquiry, newest first. */
export function listEnquiries(db: Db): Promise<EnquiryRow[]> {
  return db.select().from(enquiries).orderBy(desc(enquiries.createdAt), desc(enquiries.id));
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
