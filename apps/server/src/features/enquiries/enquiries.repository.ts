import type { Db } from "../../db/client";
import { enquiries } from "../../db/schema";

export type EnquiryRow = typeof enquiries.$inferSelect;

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row;
}
