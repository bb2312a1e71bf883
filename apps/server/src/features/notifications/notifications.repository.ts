import { randomUUID } from "node:crypto";
import { RUN_OF_LEG, type AttendanceType } from "@app/contracts";
import { and, asc, desc, eq, inArray, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedQuery } from "../../lib/prepared";
import { kidParents, kids, notificationJobs, notificationSettings, pushSubscriptions, users } from "../../db/schema";

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
// The worker reads a recipient and marks a job sent for every mail (two per capture, one per
// parent): built once per database handle, not on every mail (docs/decisions/0166, 0186).
const contactById = preparedQuery((db) =>
  db
    .select({ userId: users.id, name: users.name, email: users.email, mobile: users.mobile, language: users.language })
    .from(users)
    .where(and(eq(users.id, sql.placeholder("userId")), isNull(users.deletedAt), eq(users.status, "active")))
    .limit(1)
    .prepare("kr_notification_contact"),
);

export async function findContact(db: Db, userId: string): Promise<Contact | undefined> {
  const [row] = await contactById(db).execute({ userId });
  return row;
}

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ?? null;
}

/** Saves the channels; the approach lead time only when given (left out, the saved one or the default stays). */
export async function saveSettings(db: Db, row: Omit<SettingsRow, "updatedAt" | "approachLeadMinutes"> & { approachLeadMinutes?: number }): Promise<void> {
  const now = new Date();
  const lead = row.approachLeadMinutes === undefined ? {} : { approachLeadMinutes: row.approachLeadMinutes };
  await db
    .insert(notificationSettings)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { push: row.push, email: row.email, whatsapp: row.whatsapp, sms: row.sms, ...lead, updatedAt: now } });
}

/** The kid's first name (what the van's alerts name, docs/decisions/0263), or null when unknown. */
export async function kidFirstName(db: Db, kidId: string): Promise<string | null> {
  const [row] = await db.select({ name: kids.kidName }).from(kids).where(eq(kids.id, kidId)).limit(1);
  return row ? (row.name.trim().split(/\s+/)[0] ?? row.name) : null;
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

/**
 * A browser subscribes once per endpoint. Saving again refreshes the keys of the caller's own
 * subscription; an endpoint another account holds is left as it is and false is returned
 * (docs/decisions/0234: never moved silently).
 */
export async function saveSubscription(db: Db, row: { userId: string; endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: row.p256dh, auth: row.auth, createdAt: new Date() },
      setWhere: eq(pushSubscriptions.userId, row.userId),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
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
 * What a notification names: the kid, the person who captured, and the route: the kid's
 * assignment of the leg's run (a morning pickup names the morning route, docs/decisions/0240),
 * the capturing caretaker's first, else the first by name; and the parents to notify (what
 * parentRecipients reads).
 */
export type EventNames = { kidName: string; actorName: string; route: string | null; parents: ParentRecipient[] };

export async function eventNames(db: Db, kidId: string, actorUserId: string, type: AttendanceType): Promise<EventNames | undefined> {
  const result = (await db.execute(sql`select ${eventNamesColumn(kidId, actorUserId, type)} as names`)) as unknown as { rows: { names: unknown }[] };
  return eventNamesOf(result.rows[0]?.names);
}

/**
 * eventNames as one JSON column (null when the kid is unknown), for a caller's statement: the
 * capture reads it in its first statement, before its transaction (docs/decisions/0208). Of the
 * kid's first 20 routes by name, one of the leg's run (a kid rides one assignment per run, 0065),
 * the capturing caretaker's, else the first (0172, 0240).
 */
export function eventNamesColumn(kidId: string, actorUserId: string, type: AttendanceType): SQL {
  // Written out, not built by the query builder: it runs in every capture (docs/decisions/0187, 0208).
  return sql`(select json_build_object(
      'kidName', k.kid_name,
      'actorName', (select a.name from users a where a.id = ${actorUserId}),
      'route', (select fr.name from (
          select tr.name, ct.user_id, ra.run from route_assignment_kids rak
            join route_assignments ra on ra.id = rak.assignment_id
            join transport_routes tr on tr.id = ra.route_id
            join caretakers ct on ct.id = ra.caretaker_id
          where rak.kid_id = ${kidId} and tr.deleted_at is null
          order by tr.name asc limit 20) fr
        order by (fr.run = ${RUN_OF_LEG[type]}) desc, (fr.user_id = ${actorUserId}) desc, fr.name asc limit 1),
      'parents', ${recipientsJson(kidId)})
    from kids k where k.id = ${kidId} limit 1)`;
}

/** The names of an eventNamesColumn; undefined when the kid is unknown. */
export function eventNamesOf(column: unknown): EventNames | undefined {
  if (column === null || column === undefined) return undefined;
  const row = (typeof column === "string" ? JSON.parse(column) : column) as { kidName: string; actorName: string | null; route: string | null; parents: JsonRecipient[] };
  return {
    kidName: row.kidName,
    actorName: row.actorName ?? "",
    route: row.route ?? null,
    parents: row.parents.map((p) => ({ ...p, settings: p.settings ? { ...p.settings, updatedAt: new Date(p.settings.updatedAt) } : null })),
  };
}

type JsonRecipient = Omit<ParentRecipient, "settings"> & { settings: (Omit<SettingsRow, "updatedAt"> & { updatedAt: number }) | null };

/**
 * parentRecipients as one JSON column of the event's statement (docs/decisions/0186): the same
 * parents (live, active), the same fields and the same order (by relation), one round trip fewer
 * in every capture's transaction.
 */
const recipientsJson = (kidId: string) => sql<unknown>`coalesce((select json_agg(json_build_object(
    'userId', u.id, 'name', u.name, 'email', u.email, 'mobile', u.mobile, 'language', u.language, 'relation', kp.relation,
    'settings', case when ns.user_id is null then null else json_build_object('userId', ns.user_id, 'push', ns.push, 'email', ns.email,
      'whatsapp', ns.whatsapp, 'sms', ns.sms, 'approachLeadMinutes', ns.approach_lead_minutes, 'updatedAt', (extract(epoch from ns.updated_at) * 1000)::float8) end,
    'subscriptions', (select count(*)::int from push_subscriptions ps where ps.user_id = u.id))
    order by kp.relation asc)
  from kid_parents kp join users u on u.id = kp.user_id left join notification_settings ns on ns.user_id = u.id
  where kp.kid_id = ${kidId} and u.deleted_at is null and u.status = 'active'), '[]'::json)`;

/** Writes jobs; a job already written for the same event, parent and channel stays as it is. */
export async function insertJobs(db: Db, rows: NewJobRow[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db.insert(notificationJobs).values(rows).onConflictDoNothing().returning({ id: notificationJobs.id });
  return inserted.length;
}

/**
 * insertJobs as a statement the caller places in a data-modifying WITH of its own statement (the
 * capture's answer, docs/decisions/0203): the same rows, defaults and conflict rule; null when
 * there is nothing to write. Parameterised SQL, not the query builder: it runs in every capture.
 */
export function insertJobsStatement(rows: NewJobRow[]): SQL | null {
  if (!rows.length) return null;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id ?? randomUUID()}::uuid, ${r.eventKey}, ${r.event}, ${r.type}, ${r.kidId}::uuid, ${r.date}, ${r.recipientUserId}::uuid, ${r.channel}, ${JSON.stringify(r.payload)}::jsonb)`,
    ),
    sql`, `,
  );
  return sql`insert into notification_jobs (id, event_key, event, type, kid_id, date, recipient_user_id, channel, payload) values ${values} on conflict do nothing`;
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

/** A worker round's claimed jobs and their recipients' contacts (live, active accounts only). */
export interface ClaimedRound {
  jobs: JobRow[];
  contacts: Map<string, Contact>;
}

/** Milliseconds since 1970 as a float8 (a number on both drivers, whatever their date parsing). */
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)));

/**
 * claimDue and the recipients' contacts (findContact's rows) in one statement: the claim in a
 * data-modifying WITH, its rows joined to the accounts (docs/decisions/0203). Parameterised SQL,
 * not the query builder: it starts every worker round.
 */
export async function claimDueWithContacts(db: Db, limit: number, leaseMs: number): Promise<ClaimedRound> {
  const result = (await db.execute(sql`with claimed as (
      update notification_jobs set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
      where id in (select id from notification_jobs where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at asc limit ${limit} for update skip locked)
        and status = 'queued'
      returning *)
    select c.id, c.event_key, c.event, c.type, c.kid_id, c.date, c.recipient_user_id, c.channel, c.status, c.attempts,
      ${ms("c.next_attempt_at")} as next_attempt_at, ${ms("c.locked_until")} as locked_until, c.last_error,
      ${ms("c.sent_at")} as sent_at, c.payload, ${ms("c.created_at")} as created_at, ${ms("c.updated_at")} as updated_at,
      u.id as contact_id, u.name as contact_name, u.email as contact_email, u.mobile as contact_mobile, u.language as contact_language,
      -- A claim lost in a crash is claimed again; what was sent is marked by a flushed commit after
      -- it, which flushes this one too: its own commit need not wait for the disk (decision 0210).
      set_config('synchronous_commit', 'off', true) as unflushed
    from claimed c left join users u on u.id = c.recipient_user_id and u.deleted_at is null and u.status = 'active'`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const jobs: JobRow[] = [];
  const contacts = new Map<string, Contact>();
  for (const r of result.rows) {
    jobs.push({
      id: r.id as string,
      eventKey: r.event_key as string,
      event: r.event as string,
      type: r.type as string,
      kidId: r.kid_id as string,
      date: r.date as string,
      recipientUserId: r.recipient_user_id as string,
      channel: r.channel as string,
      status: r.status as string,
      attempts: Number(r.attempts),
      nextAttemptAt: toDate(r.next_attempt_at)!,
      lockedUntil: toDate(r.locked_until),
      lastError: (r.last_error as string | null) ?? null,
      sentAt: toDate(r.sent_at),
      payload: (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
      createdAt: toDate(r.created_at)!,
      updatedAt: toDate(r.updated_at)!,
    });
    if (r.contact_id) {
      const userId = r.contact_id as string;
      contacts.set(userId, {
        userId,
        name: r.contact_name as string,
        email: (r.contact_email as string | null) ?? null,
        mobile: (r.contact_mobile as string | null) ?? null,
        language: (r.contact_language as string | null) ?? null,
      });
    }
  }
  return { jobs, contacts };
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

const markSentQuery = preparedQuery((db) =>
  db
    .update(notificationJobs)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(notificationJobs.id, sql.placeholder("id")), eq(notificationJobs.status, "sending"), eq(notificationJobs.attempts, sql.placeholder("attempts"))))
    .prepare("kr_notification_mark_sent"),
);

export async function markSent(db: Db, job: JobRow): Promise<void> {
  // The same condition as heldBy(job).
  await markSentQuery(db).execute({ id: job.id, attempts: job.attempts });
}

/** Every job a round sent, in one statement; each only while its claim still holds (heldBy). */
export async function markAllSent(db: Db, jobs: readonly JobRow[]): Promise<void> {
  if (jobs.length === 0) return;
  if (jobs.length === 1) return markSent(db, jobs[0]);
  const held = sql.join(
    jobs.map((job) => sql`(${job.id}::uuid, ${job.attempts}::int)`),
    sql`, `,
  );
  await db
    .update(notificationJobs)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(notificationJobs.status, "sending"), sql`(${notificationJobs.id}, ${notificationJobs.attempts}) in (${held})`));
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
