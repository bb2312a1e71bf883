import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  enquiries,
  erasureRequests,
  feedback,
  files,
  helpRequests,
  idempotencyKeys,
  kidAbsences,
  kidAttendance,
  kidAttendanceSectionHistory,
  kidAttendanceSections,
  kidInstitutes,
  kidParents,
  kids,
  notificationJobs,
  notificationSettings,
  parentProfiles,
  passwordTokens,
  pushSubscriptions,
  routeAssignmentKids,
  routeMarks,
  sessions,
  users,
} from "../../db/schema";

/**
 * What one erasure removes: the kids to erase and the parent accounts to erase (steps added with
 * `erasure.addStep` read it with this meaning). Never a parent still linked to a kid that stays
 * (docs/decisions/0220).
 */
export interface Family {
  kidIds: string[];
  parentIds: string[];
}

/**
 * A parent's family: the kids linked to the parent, and nothing reached through another parent
 * (docs/decisions/0220; docs/families-and-privacy.md). Every parent-facing read of this feature
 * starts here.
 */
export async function kidsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ kidId: kidParents.kidId }).from(kidParents).where(eq(kidParents.userId, userId));
  return [...new Set(rows.map((r) => r.kidId))];
}

/** A parent who stays after an erasure: unlinked from the erased kids, keeping their other kids. */
export interface StayingParent {
  userId: string;
  unlinkedFrom: string[];
  keeps: string[];
}

/**
 * The erasure asked by `requesterId` for these kids (their own): the kids, the requester's
 * account, and each other parent of those kids who has no kid left; every other parent stays
 * and is only unlinked (docs/decisions/0220). One step from the kids, never transitive.
 */
export async function erasureScope(db: Db, requesterId: string, kidIds: string[]): Promise<{ family: Family; staying: StayingParent[] }> {
  const erased = new Set(kidIds);
  const ofKids = kidIds.length ? await db.select({ kidId: kidParents.kidId, userId: kidParents.userId }).from(kidParents).where(inArray(kidParents.kidId, kidIds)) : [];
  const others = [...new Set(ofKids.map((l) => l.userId))].filter((id) => id !== requesterId);
  const theirs = others.length ? await db.select({ kidId: kidParents.kidId, userId: kidParents.userId }).from(kidParents).where(inArray(kidParents.userId, others)) : [];
  const parentIds = [requesterId];
  const staying: StayingParent[] = [];
  for (const userId of others) {
    const keeps = [...new Set(theirs.filter((l) => l.userId === userId && !erased.has(l.kidId)).map((l) => l.kidId))];
    if (keeps.length) staying.push({ userId, keeps, unlinkedFrom: ofKids.filter((l) => l.userId === userId).map((l) => l.kidId) });
    else parentIds.push(userId);
  }
  return { family: { kidIds: [...erased], parentIds }, staying };
}

export function accounts(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: users.id, role: users.role, name: users.name, email: users.email, mobile: users.mobile, createdAt: users.createdAt }).from(users).where(inArray(users.id, ids));
}

export function profiles(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(parentProfiles).where(inArray(parentProfiles.userId, ids));
}

export function kidRows(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(kids).where(inArray(kids.id, ids)).orderBy(kids.kidName);
}

export function links(db: Db, kidIds: string[]) {
  if (!kidIds.length) return Promise.resolve([]);
  return db.select().from(kidParents).where(inArray(kidParents.kidId, kidIds));
}

export function institutes(db: Db, kidIds: string[]) {
  if (!kidIds.length) return Promise.resolve([]);
  return db.select().from(kidInstitutes).where(inArray(kidInstitutes.kidId, kidIds)).orderBy(kidInstitutes.kidId, kidInstitutes.position);
}

/** Live attendance records with their sections and the capturer's name. */
export async function attendance(db: Db, kidIds: string[]) {
  if (!kidIds.length) return [];
  return db
    .select({
      attendanceId: kidAttendance.id,
      kidId: kidAttendance.kidId,
      date: kidAttendance.date,
      type: kidAttendanceSections.type,
      time: kidAttendanceSections.time,
      latitude: kidAttendanceSections.latitude,
      longitude: kidAttendanceSections.longitude,
      photoFileId: kidAttendanceSections.photoFileId,
      capturedAt: kidAttendanceSections.capturedAt,
      capturedByName: users.name,
      mediaRemovedAt: kidAttendanceSections.mediaRemovedAt,
    })
    .from(kidAttendance)
    .innerJoin(kidAttendanceSections, eq(kidAttendanceSections.attendanceId, kidAttendance.id))
    .leftJoin(users, eq(users.id, kidAttendanceSections.capturedBy))
    .where(and(inArray(kidAttendance.kidId, kidIds), sql`${kidAttendance.deletedAt} is null`))
    .orderBy(kidAttendance.date, kidAttendanceSections.capturedAt);
}

export function absencesOf(db: Db, kidIds: string[]) {
  if (!kidIds.length) return Promise.resolve([]);
  return db.select().from(kidAbsences).where(inArray(kidAbsences.kidId, kidIds)).orderBy(kidAbsences.date, kidAbsences.leg);
}

export function help(db: Db, kidIds: string[], parentIds: string[]) {
  return db
    .select()
    .from(helpRequests)
    .where(or(kidIds.length ? inArray(helpRequests.kidId, kidIds) : sql`false`, inArray(helpRequests.createdBy, parentIds)))
    .orderBy(helpRequests.createdAt);
}

export function feedbackOf(db: Db, parentIds: string[]) {
  return db.select().from(feedback).where(inArray(feedback.createdBy, parentIds)).orderBy(feedback.createdAt);
}

export function filesByIds(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(files).where(inArray(files.id, ids));
}

export function erasureRequestsOf(db: Db, parentIds: string[]) {
  return db.select().from(erasureRequests).where(inArray(erasureRequests.requestedBy, parentIds)).orderBy(erasureRequests.requestedAt);
}

/** Every stored file of the family: kid and parent images, capture photos (replaced ones too). */
export async function familyFiles(db: Db, family: Family) {
  const attendanceIds = family.kidIds.length
    ? (await db.select({ id: kidAttendance.id }).from(kidAttendance).where(inArray(kidAttendance.kidId, family.kidIds))).map((r) => r.id)
    : [];
  const owners = [...family.kidIds, ...family.parentIds, ...attendanceIds];
  const rows = await db
    .select({ id: files.id, path: files.path, thumbPath: files.thumbPath })
    .from(files)
    .where(or(owners.length ? inArray(files.ownerId, owners) : sql`false`, inArray(files.ownerUserId, family.parentIds)));
  return { rows, attendanceIds };
}

const count = (rows: unknown[]) => rows.length;

/** How much of each kind an erasure of `family` removes, for the admin's preview (docs/decisions/0220). */
export async function erasureCounts(db: Db, family: Family): Promise<Record<"attendanceRecords" | "photos" | "absences" | "helpRequests" | "feedback", number>> {
  const { kidIds, parentIds } = family;
  const n = sql<number>`count(*)::int`;
  const inKids = (col: AnyPgColumn) => (kidIds.length ? inArray(col, kidIds) : sql`false`);
  const [stored, [absences], [help], [fb]] = await Promise.all([
    familyFiles(db, family),
    db.select({ n }).from(kidAbsences).where(inKids(kidAbsences.kidId)),
    db.select({ n }).from(helpRequests).where(or(inKids(helpRequests.kidId), inArray(helpRequests.createdBy, parentIds))),
    db.select({ n }).from(feedback).where(inArray(feedback.createdBy, parentIds)),
  ]);
  return { attendanceRecords: stored.attendanceIds.length, photos: stored.rows.length, absences: absences.n, helpRequests: help.n, feedback: fb.n };
}

/**
 * Erases the family inside the caller's transaction (docs/decisions/0112) and returns the counts.
 * A parent who stays (docs/decisions/0220) loses only their links to the erased kids: their
 * account, profile, portrait, help requests and feedback are not in `family`.
 * Parent accounts are kept as empty shells (no name, contact or password) so that rows of other
 * features that point at them stay valid; everything else of the family is deleted.
 */
export async function eraseFamily(db: Db, family: Family, emails: string[], mobiles: string[]): Promise<{ counts: Record<string, number>; paths: string[] }> {
  const { kidIds, parentIds } = family;
  const { rows: stored, attendanceIds } = await familyFiles(db, family);
  const c: Record<string, number> = {};
  const inKids = (col: AnyPgColumn) => (kidIds.length ? inArray(col, kidIds) : sql`false`);
  if (attendanceIds.length) {
    // Replaced captures (issue 9) point at the record: they go first.
    c.replacedCaptures = count(await db.delete(kidAttendanceSectionHistory).where(inArray(kidAttendanceSectionHistory.attendanceId, attendanceIds)).returning({ id: kidAttendanceSectionHistory.id }));
    c.attendanceSections = count(await db.delete(kidAttendanceSections).where(inArray(kidAttendanceSections.attendanceId, attendanceIds)).returning({ a: kidAttendanceSections.attendanceId }));
    c.attendanceRecords = count(await db.delete(kidAttendance).where(inArray(kidAttendance.id, attendanceIds)).returning({ id: kidAttendance.id }));
    // Stored answers of capture retries repeat the kid's record (name, photo link, place).
    const likes = attendanceIds.map((id) => sql`${idempotencyKeys.response}::text like ${"%" + id + "%"}`);
    c.storedAnswers = count(await db.delete(idempotencyKeys).where(or(...likes)).returning({ k: idempotencyKeys.key }));
  }
  // What issue 10 keeps about the family: absences, notifications (their text names the kid), channels and phones.
  c.absences = count(await db.delete(kidAbsences).where(inKids(kidAbsences.kidId)).returning({ k: kidAbsences.kidId }));
  c.notifications = count(
    await db
      .delete(notificationJobs)
      .where(or(inKids(notificationJobs.kidId), inArray(notificationJobs.recipientUserId, parentIds)))
      .returning({ id: notificationJobs.id }),
  );
  c.notificationSettings = count(await db.delete(notificationSettings).where(inArray(notificationSettings.userId, parentIds)).returning({ id: notificationSettings.userId }));
  c.pushSubscriptions = count(await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, parentIds)).returning({ id: pushSubscriptions.id }));
  c.routeMarks = count(await db.delete(routeMarks).where(inKids(routeMarks.kidId)).returning({ k: routeMarks.kidId }));
  c.routeSeats = count(await db.delete(routeAssignmentKids).where(inKids(routeAssignmentKids.kidId)).returning({ k: routeAssignmentKids.kidId }));
  c.helpRequests = count(
    await db
      .delete(helpRequests)
      .where(or(inKids(helpRequests.kidId), inArray(helpRequests.createdBy, parentIds)))
      .returning({ id: helpRequests.id }),
  );
  c.feedback = count(await db.delete(feedback).where(inArray(feedback.createdBy, parentIds)).returning({ id: feedback.id }));
  c.institutes = count(await db.delete(kidInstitutes).where(inKids(kidInstitutes.kidId)).returning({ id: kidInstitutes.id }));
  await db.delete(kidParents).where(or(inKids(kidParents.kidId), inArray(kidParents.userId, parentIds)));
  c.kids = count(await db.delete(kids).where(inKids(kids.id)).returning({ id: kids.id }));
  c.parentProfiles = count(await db.delete(parentProfiles).where(inArray(parentProfiles.userId, parentIds)).returning({ id: parentProfiles.userId }));
  await db.delete(sessions).where(inArray(sessions.userId, parentIds));
  await db.delete(passwordTokens).where(inArray(passwordTokens.userId, parentIds));
  const contact = [emails.length ? inArray(sql`lower(${enquiries.email})`, emails) : null, mobiles.length ? inArray(enquiries.phoneNumber, mobiles) : null].filter((x) => x !== null);
  c.enquiries = contact.length ? count(await db.delete(enquiries).where(or(...contact)).returning({ id: enquiries.id })) : 0;
  if (stored.length) await db.delete(files).where(inArray(files.id, stored.map((f) => f.id)));
  c.files = stored.length;
  c.accounts = count(
    await db
      .update(users)
      .set({ name: "Erased account", email: null, mobile: null, passwordHash: null, status: "erased", deletedAt: new Date(), updatedAt: new Date() })
      .where(inArray(users.id, parentIds))
      .returning({ id: users.id }),
  );
  return { counts: c, paths: stored.flatMap((f) => [f.path, f.thumbPath]) };
}

export function userNames(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(inArray(users.id, ids));
}

export function kidNames(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: kids.id, name: kids.kidName }).from(kids).where(inArray(kids.id, ids)).orderBy(kids.kidName);
}

const anyOf = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]`;

/** A pending request that covers one of these kids or accounts (one erasure at a time per kid or account). */
export async function pendingOverlapping(db: Db, family: Family) {
  const overlaps = [
    family.kidIds.length ? sql`${erasureRequests.kidIds} ?| ${anyOf(family.kidIds)}` : null,
    family.parentIds.length ? sql`${erasureRequests.parentIds} ?| ${anyOf(family.parentIds)}` : null,
  ].filter((x) => x !== null);
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.status, "pending"), or(...overlaps)))
    .limit(1)
    .for("update");
  return row;
}

/** The requests a parent sees: asked by them, erasing their account, or erasing one of their kids (docs/decisions/0220). */
export function erasureRequestsConcerning(db: Db, userId: string, kidIds: string[]) {
  return db
    .select()
    .from(erasureRequests)
    .where(
      or(
        eq(erasureRequests.requestedBy, userId),
        sql`${erasureRequests.parentIds} ? ${userId}`,
        kidIds.length ? sql`${erasureRequests.kidIds} ?| ${anyOf(kidIds)}` : sql`false`,
      ),
    )
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(50);
}
