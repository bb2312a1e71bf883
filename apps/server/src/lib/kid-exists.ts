import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { kids } from "../db/schema";

/** Whether a kid profile with this id exists: for features that link a record to a kid (an enquiry won, a parent's invitation). */
export function kidExists(db: Db, kidId: string): Promise<boolean> {
  return db
    .select({ id: kids.id })
    .from(kids)
    .where(eq(kids.id, kidId))
    .limit(1)
    .then((r) => r.length > 0);
}
