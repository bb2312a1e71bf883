import { and, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files, idempotencyKeys, kidAttendanceSectionHistory, kidAttendanceSections, pendingFileRemovals, retentionRuns } from "../../db/schema";

export type RunRow = typeof retentionRuns.$inferSelect;
type Rows<T> = { rows: T[] };

/** Serialises the claim of a run between processes sharing one database. */
export async function tryJobLock(db: Db, name: string): Promise<boolean> {
  const result = (await db.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as ok`)) as unknown as Rows<{ ok: boolean }>;
  return Boolean(result.rows[0]?.ok);
}

export async function latestRun(db: Db): Promise<RunRow | undefined> {
  const [row] = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt)).limit(1);
  return row;
}

export async function latestFinishedRun(db: Db): Promise<RunRow | undefined> {
  const [row] = await db.select().from(retentionRuns).where(isNotNull(retentionRuns.finishedAt)).orderBy(desc(retentionRuns.finishedAt)).limit(1);
  return row;
}

/** A run that is not finished and whose heartbeat is newer than `since` (its process is alive). */
export async function liveRun(db: Db, since: Date): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(retentionRuns)
    .where(and(sql`${retentionRuns.finishedAt} is null`, sql`${retentionRuns.heartbeatAt} > ${since.toISOString()}`))
    .limit(1);
  return row;
}

export async function insertRun(db: Db, row: { retentionDays: number; cutoff: Date; runner: string }): Promise<RunRow> {
  const [saved] = await db.insert(retentionRuns).values(row).returning();
  return saved;
}

export async function addToRun(db: Db, id: string, counts: { photosRemoved?: number; sectionsCleared?: number; answersRemoved?: number }, finished = false): Promise<RunRow> {
  const [row] = await db
    .update(retentionRuns)
    .set({
      photosRemoved: sql`${retentionRuns.photosRemoved} + ${counts.photosRemoved ?? 0}`,
      sectionsCleared: sql`${retentionRuns.sectionsCleared} + ${counts.sectionsCleared ?? 0}`,
      answersRemoved: sql`${retentionRuns.answersRemoved} + ${counts.answersRemoved ?? 0}`,
      heartbeatAt: new Date(),
      ...(finished ? { finishedAt: new Date() } : {}),
    })
    .where(eq(retentionRuns.id, id))
    .returning();
  return row;
}

/** Capture photos taken before the cutoff, oldest first, locked (other runners skip them). */
export async function lockExpiredPhotos(db: Db, kind: string, cutoff: Date, limit: number) {
  const result = (await db.execute(sql`
    select id, path, thumb_path as "thumbPath" from ${files}
    where kind = ${kind} and created_at < ${cutoff.toISOString()}
    order by created_at, id limit ${limit}
    for update skip locked`)) as unknown as Rows<{ id: string; path: string; thumbPath: string }>;
  return result.rows;
}

/** Takes the photos off their sections and clears those sections' place; returns how many sections. */
export async function detachPhotos(db: Db, fileIds: string[], at: Date): Promise<number> {
  if (!fileIds.length) return 0;
  const rows = await db
    .update(kidAttendanceSections)
    .set({ photoFileId: null, latitude: null, longitude: null, mediaRemovedAt: at })
    .where(inArray(kidAttendanceSections.photoFileId, fileIds))
    .returning({ id: kidAttendanceSections.attendanceId });
  // Replaced captures (issue 9) keep a photo and a place too: they expire the same way.
  await db
    .update(kidAttendanceSectionHistory)
    .set({ photoFileId: null, latitude: null, longitude: null })
    .where(inArray(kidAttendanceSectionHistory.photoFileId, fileIds));
  return rows.length;
}

/** Sections captured before the cutoff that still hold a place (their photo may be gone already). */
export async function clearExpiredPlaces(db: Db, cutoff: Date, at: Date): Promise<number> {
  const rows = await db
    .update(kidAttendanceSections)
    .set({ latitude: null, longitude: null, mediaRemovedAt: sql`coalesce(${kidAttendanceSections.mediaRemovedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(lt(kidAttendanceSections.capturedAt, cutoff), or(isNotNull(kidAttendanceSections.latitude), isNotNull(kidAttendanceSections.longitude))))
    .returning({ id: kidAttendanceSections.attendanceId });
  await db
    .update(kidAttendanceSectionHistory)
    .set({ latitude: null, longitude: null })
    .where(and(lt(kidAttendanceSectionHistory.capturedAt, cutoff), or(isNotNull(kidAttendanceSectionHistory.latitude), isNotNull(kidAttendanceSectionHistory.longitude))));
  return rows.length;
}

/** Stored answers of retried calls hold the capture (photo link, place): they go with it. */
export async function deleteExpiredAnswers(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return rows.length;
}

export async function deleteFileRows(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(files).where(inArray(files.id, ids));
}

export async function queueRemovals(db: Db, paths: string[]): Promise<void> {
  if (paths.length) await db.insert(pendingFileRemovals).values(paths.map((path) => ({ path }))).onConflictDoNothing();
}

export async function pendingRemovals(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ path: pendingFileRemovals.path }).from(pendingFileRemovals).orderBy(pendingFileRemovals.queuedAt).limit(limit);
  return rows.map((r) => r.path);
}

export async function unqueueRemovals(db: Db, paths: string[]): Promise<void> {
  if (paths.length) await db.delete(pendingFileRemovals).where(inArray(pendingFileRemovals.path, paths));
}
