import type { FeedbackListQuery, HelpListQuery } from "@app/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { feedback, helpRequests, kidParents, kids, users } from "../../db/schema";
import { containsAny, countAll, orderFor, pageBounds } from "../../lib/paging";

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

/** One page, newest first unless sorted; search in the kid's name, the reason and who raised it; optionally one status. */
export async function listHelp(db: Db, q: HelpListQuery): Promise<{ rows: HelpListRow[]; total: number }> {
  const where = and(containsAny(q.q, kids.kidName, helpRequests.reason, raiser.name, raiser.mobile), q.status ? eq(helpRequests.status, q.status) : undefined);
  const sortColumn = q.sort === "kidName" ? sql`lower(${kids.kidName})` : helpRequests.createdAt;
  const { limit, offset } = pageBounds(q);
  const rows = await helpQuery(db)
    .where(where)
    .orderBy(...(q.sort ? orderFor(sortColumn, q.dir, helpRequests.id) : [desc(helpRequests.createdAt), desc(helpRequests.id)]))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db
    .select({ n: countAll })
    .from(helpRequests)
    .innerJoin(kids, eq(kids.id, helpRequests.kidId))
    .innerJoin(raiser, eq(raiser.id, helpRequests.createdBy))
    .where(where);
  return { rows, total: n };
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

/** One page, newest first unless sorted; search in the name, mobile and text. */
export async function listFeedback(db: Db, q: FeedbackListQuery): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = containsAny(q.q, feedback.name, feedback.mobileNo, feedback.feedback);
  const sortColumn = q.sort === "name" ? sql`lower(${feedback.name})` : feedback.createdAt;
  const { limit, offset } = pageBounds(q);
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(...(q.sort ? orderFor(sortColumn, q.dir, feedback.id) : [desc(feedback.createdAt), desc(feedback.id)]))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: countAll }).from(feedback).where(where);
  return { rows, total: n };
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
