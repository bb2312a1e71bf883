import { and, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { feedback, helpRequests, kidParents, kids, users } from "../../db/schema";

export type HelpRow = typeof helpRequests.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;

export interface HelpListRow {
  help: HelpRow;
  kidName: string;
  fatherMobile: string | null;
  motherMobile: string | null;
  raisedByName: string;
  raisedByRole: string;
  raisedByMobile: string | null;
}

const fatherLink = alias(kidParents, "father_link");
const motherLink = alias(kidParents, "mother_link");
const father = alias(users, "father");
const mother = alias(users, "mother");
const raiser = alias(users, "raiser");

/** Help requests with the kid's name, the parents' current mobiles and who raised them. */
function helpQuery(db: Db) {
  return db
    .select({
      help: helpRequests,
      kidName: kids.kidName,
      fatherMobile: father.mobile,
      motherMobile: mother.mobile,
      raisedByName: raiser.name,
      raisedByRole: raiser.role,
      raisedByMobile: raiser.mobile,
    })
    .from(helpRequests)
    .innerJoin(kids, eq(kids.id, helpRequests.kidId))
    .innerJoin(raiser, eq(raiser.id, helpRequests.createdBy))
    .leftJoin(fatherLink, and(eq(fatherLink.kidId, helpRequests.kidId), eq(fatherLink.relation, "father")))
    .leftJoin(father, eq(father.id, fatherLink.userId))
    .leftJoin(motherLink, and(eq(motherLink.kidId, helpRequests.kidId), eq(motherLink.relation, "mother")))
    .leftJoin(mother, eq(mother.id, motherLink.userId));
}

/** Newest first (ties by id, so the order is stable). */
export function listHelp(db: Db): Promise<HelpListRow[]> {
  return helpQuery(db).orderBy(desc(helpRequests.createdAt), desc(helpRequests.id));
}

/** Help requests about the kids of one parent account (raised by either parent), newest first, at most `limit`. */
export function listHelpOfParent(db: Db, parentUserId: string, limit: number): Promise<HelpListRow[]> {
  return helpQuery(db)
    .where(inArray(helpRequests.kidId, db.select({ kidId: kidParents.kidId }).from(kidParents).where(eq(kidParents.userId, parentUserId))))
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
    .limit(limit);
}

/** Locks a help request for a status change. */
export function lockHelp(db: Db, id: string): Promise<HelpRow | undefined> {
  return db
    .select()
    .from(helpRequests)
    .where(eq(helpRequests.id, id))
    .for("update")
    .then((r) => r[0]);
}

export async function setHelpStatus(db: Db, id: string, values: { status: string; statusNote: string | null; statusUpdatedBy: string | null }): Promise<void> {
  const now = new Date();
  await db
    .update(helpRequests)
    .set({ ...values, statusUpdatedAt: now, updatedAt: now })
    .where(eq(helpRequests.id, id));
}

export function findHelp(db: Db, id: string): Promise<HelpListRow | undefined> {
  return helpQuery(db)
    .where(eq(helpRequests.id, id))
    .limit(1)
    .then((r) => r[0]);
}

export async function insertHelp(db: Db, row: typeof helpRequests.$inferInsert & { id: string }): Promise<void> {
  await db.insert(helpRequests).values(row);
}

export function listFeedback(db: Db): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id));
}

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [saved] = await db.insert(feedback).values(row).returning();
  return saved;
}

/** The account's current name and mobile (feedback keeps them as they were when it was sent). */
export function findAccount(db: Db, userId: string): Promise<{ name: string; mobile: string | null } | undefined> {
  return db
    .select({ name: users.name, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .then((r) => r[0]);
}
