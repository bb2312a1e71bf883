import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidAttendance, kidParents, kids, privacyConsents, users } from "../../db/schema";

export type ConsentRow = typeof privacyConsents.$inferSelect;
type Rows<T> = { rows: T[] };

export async function insertConsent(db: Db, row: { userId: string; noticeVersion: string; decision: string }): Promise<ConsentRow> {
  const [saved] = await db.insert(privacyConsents).values(row).returning();
  return saved;
}

export async function latestConsent(db: Db, userId: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.decidedAt))
    .limit(1);
  return row;
}

export function consentsOf(db: Db, userIds: string[]): Promise<ConsentRow[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db.select().from(privacyConsents).where(inArray(privacyConsents.userId, userIds)).orderBy(privacyConsents.decidedAt);
}

/** SQL: a parent of the kid whose latest decision on `version` is "given". */
const consentedKid = (kidId: unknown, version: string) => sql`exists (
  select 1 from ${kidParents} kp
  where kp.kid_id = ${kidId} and (
    select c.decision from ${privacyConsents} c
    where c.user_id = kp.user_id and c.notice_version = ${version}
    order by c.decided_at desc limit 1
  ) = 'given')`;

export async function kidHasConsent(db: Db, kidId: string, version: string): Promise<boolean> {
  const result = (await db.execute(sql`select ${consentedKid(kidId, version)} as ok`)) as unknown as Rows<{ ok: boolean }>;
  return Boolean(result.rows[0]?.ok);
}

/** The kid a capture photo belongs to (its owner is the attendance record). */
export async function kidOfAttendance(db: Db, attendanceId: string): Promise<string | undefined> {
  const [row] = await db.select({ kidId: kidAttendance.kidId }).from(kidAttendance).where(eq(kidAttendance.id, attendanceId));
  return row?.kidId;
}

/** One page of kids none of whose parents consented to `version`, by kid name. */
export async function kidsWithoutConsent(db: Db, version: string, limit: number, offset: number) {
  const condition = sql`not ${consentedKid(kids.id, version)}`;
  const rows = await db.select({ id: kids.id, kidName: kids.kidName }).from(kids).where(condition).orderBy(kids.kidName, kids.id).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(kids).where(condition);
  return { rows, total: n };
}

export function parentsOfKids(db: Db, kidIds: string[]) {
  if (!kidIds.length) return Promise.resolve([]);
  return db
    .select({ kidId: kidParents.kidId, userId: kidParents.userId, relation: kidParents.relation, name: users.name })
    .from(kidParents)
    .innerJoin(users, eq(users.id, kidParents.userId))
    .where(and(inArray(kidParents.kidId, kidIds)))
    .orderBy(kidParents.relation);
}
