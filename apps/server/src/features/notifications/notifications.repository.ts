import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidParents, kids, notificationJobs, notificationSettings, pushSubscriptions, routeAssignmentKids, routeAssignments, transportRoutes, users, caretakers } from "../../db/schema";

export type JobRow = typeof notificationJobs.$inferSelect;
export type NewJobRow = typeof notificationJobs.$inferInsert;
export type SettingsRow = typeof notificationSettings.$inferSelect;

export interface Contact {
  userId: string;
  name: string;
  email: string | null;
  mobile: string | null;
  /** The reader's chosen language (issue 11): the notification is written in it. */
  language: string | null;
}

export interface ParentRecipient extends Contact {
  relation: string;
  settings: SettingsRow | null;
  subscriptions: number;
}

/** A live, active account's name and contacts. */
export async function findContact(db: Db, userId: string): Promise<Contact | undefined> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, mobile: users.mobile, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.status, "active")))
    .limit(1);
  return row;
}

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ?? null;
}

export async function saveSettings(db: Db, row: Omit<SettingsRow, "updatedAt">): Promise<void> {
  const now = new Date();
  await db
    .insert(notificationSettings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { push: row.push, email: row.email, whatsapp: row.whatsapp, sms: row.sms, updatedAt: now } });
}

export async function countSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export function subscriptionsOf(db: Db, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
    .limit(20);
}

/** A browser subscribes once per endpoint; the same browser logged in as another parent moves to that account. */
export async function saveSubscription(db: Db, row: { userId: string; endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: new Date() } });
}

export async function deleteSubscription(db: Db, endpoint: string, userId?: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(userId ? and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)) : eq(pushSubscriptions.endpoint, endpoint));
}

/** The kid's parents with live accounts, their saved channels and how many phones subscribed. */
export async function parentRecipients(db: Db, kidId: string): Promise<ParentRecipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
      relation: kidParents.relation,
      settings: notificationSettings,
      subscriptions: sql<number>`(select count(*)::int from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(kidParents)
    .innerJoin(users, eq(users.id, kidParents.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(kidParents.kidId, kidId), isNull(users.deletedAt), eq(users.status, "active")))
    .orderBy(asc(kidParents.relation));
  return rows.map((r) => ({ ...r, subscriptions: Number(r.subscriptions) }));
}

/**
 * What a notification names: the kid, the person who captured, and the route: the one the
 * capturing caretaker works for this kid, else (an admin captured) the kid's first route by name.
 */
export async function eventNames(db: Db, kidId: string, actorUserId: string): Promise<{ kidName: string; actorName: string; route: string | null } | undefined> {
  // One statement (it runs inside every capture's transaction, docs/decisions/0172): of the kid's
  // first 20 routes by name, the capturing caretaker's, else the first.
  const firstRoutes = db
    .select({ name: transportRoutes.name, caretakerUserId: caretakers.userId })
    .from(routeAssignmentKids)
    .innerJoin(routeAssignments, eq(routeAssignments.id, routeAssignmentKids.assignmentId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeAssignments.routeId))
    .innerJoin(caretakers, eq(caretakers.id, routeAssignments.caretakerId))
    .where(and(eq(routeAssignmentKids.kidId, kidId), isNull(transportRoutes.deletedAt)))
    .orderBy(asc(transportRoutes.name))
    .limit(20)
    .as("first_routes");
  const [row] = await db
    .select({
      kidName: kids.kidName,
      actorName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${actorUserId})`,
      route: sql<string | null>`(select ${firstRoutes.name} from ${firstRoutes} order by (${firstRoutes.caretakerUserId} = ${actorUserId}) desc, ${firstRoutes.name} asc limit 1)`,
    })
    .from(kids)
    .where(eq(kids.id, kidId))
    .limit(1);
  if (!row) return undefined;
  return { kidName: row.kidName, actorName: row.actorName ?? "", route: row.route ?? null };
}

/** Writes jobs; a job already written for the same event, parent and channel stays as it is. */
export async function insertJobs(db: Db, rows: NewJobRow[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db.insert(notificationJobs).values(rows).onConflictDoNothing().returning({ id: notificationJobs.id });
  return inserted.length;
}

/**
 * Claims up to `limit` due jobs for this worker: they become "sending", one try is counted, and the
 * lease says until when they are ours. SKIP LOCKED lets several server processes claim at once
 * without ever taking the same job.
 */
export function claimDue(db: Db, limit: number, leaseMs: number): Promise<JobRow[]> {
  const due = db
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .where(and(eq(notificationJobs.status, "queued"), lte(notificationJobs.nextAttemptAt, sql`now()`)))
    .orderBy(asc(notificationJobs.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(notificationJobs)
    .set({
      status: "sending",
      attempts: sql`${notificationJobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(notificationJobs.id, due), eq(notificationJobs.status, "queued")))
    .returning();
}

/**
 * Jobs whose worker died mid-send (lease over, still "sending"): the message may or may not have
 * left. Channels where a resend is harmless are queued again; the others are marked failed.
 */
export async function recoverAbandoned(db: Db, resendable: string[], interruptedReason: string): Promise<number> {
  const abandoned = db
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .where(and(eq(notificationJobs.status, "sending"), lt(notificationJobs.lockedUntil, sql`now()`)))
    .limit(100)
    .for("update", { skipLocked: true });
  const resend = resendable.length ? inArray(notificationJobs.channel, resendable) : sql`false`;
  const rows = await db
    .update(notificationJobs)
    .set({
      status: sql`case when ${resend} then 'queued' else 'failed' end`,
      lastError: sql`case when ${resend} then ${notificationJobs.lastError} else ${interruptedReason} end`,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(notificationJobs.id, abandoned), eq(notificationJobs.status, "sending")))
    .returning({ id: notificationJobs.id });
  return rows.length;
}

/** Only the worker that holds the claim (same try number, still sending) may record its outcome. */
const heldBy = (job: JobRow) => and(eq(notificationJobs.id, job.id), eq(notificationJobs.status, "sending"), eq(notificationJobs.attempts, job.attempts));

export async function markSent(db: Db, job: JobRow): Promise<void> {
  await db.update(notificationJobs).set({ status: "sent", sentAt: sql`now()`, lastError: null, lockedUntil: null, updatedAt: sql`now()` }).where(heldBy(job));
}

export async function markRetry(db: Db, job: JobRow, delayMs: number, reason: string): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ status: "queued", lastError: reason, lockedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`, updatedAt: sql`now()` })
    .where(heldBy(job));
}

export async function markFailed(db: Db, job: JobRow, reason: string): Promise<void> {
  await db.update(notificationJobs).set({ status: "failed", lastError: reason, lockedUntil: null, updatedAt: sql`now()` }).where(heldBy(job));
}

/** Every notification of a kid's day (bounded), newest first, with the parent's name and relation. */
export function deliveriesOf(db: Db, kidId: string, date: string) {
  return db
    .select({ job: notificationJobs, recipientName: users.name, relation: kidParents.relation })
    .from(notificationJobs)
    .innerJoin(users, eq(users.id, notificationJobs.recipientUserId))
    .leftJoin(kidParents, and(eq(kidParents.kidId, notificationJobs.kidId), eq(kidParents.userId, notificationJobs.recipientUserId)))
    .where(and(eq(notificationJobs.kidId, kidId), eq(notificationJobs.date, date)))
    .orderBy(desc(notificationJobs.createdAt), asc(notificationJobs.channel))
    .limit(200);
}

export function jobsOfEvent(db: Db, eventKey: string) {
  return db.select().from(notificationJobs).where(eq(notificationJobs.eventKey, eventKey)).orderBy(asc(notificationJobs.channel));
}
