import { inArray, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { files } from "../db/schema";
import { RateCounters } from "./rate-limiter";
import type { UploadStorage } from "./uploads";

/**
 * Housekeeping (docs/decisions/0105): a crash between writing a photo and committing its row, or
 * in the middle of a write, leaves a file no row points to (or a `.tmp`). They are removed at
 * start-up and every hour, once older than the grace period: a file younger than that may belong
 * to a request still in flight, on this server or on another one sharing the storage.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

export interface SweepResult {
  orphans: number;
  temporary: number;
}

export async function sweepUploads(db: Db, storage: UploadStorage, graceMs = SWEEP_GRACE_MS, now = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { orphans: 0, temporary: 0 };
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const keys = batch;
    batch = [];
    const rows = await db
      .select({ path: files.path, thumbPath: files.thumbPath })
      .from(files)
      .where(or(inArray(files.path, keys), inArray(files.thumbPath, keys)));
    const referenced = new Set(rows.flatMap((r) => [r.path, r.thumbPath]));
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      result.orphans += 1;
    }
  };
  for await (const object of storage.list()) {
    if (now - object.modifiedAt.getTime() < graceMs) continue;
    if (object.temporary) {
      await storage.remove(object.key);
      result.temporary += 1;
      continue;
    }
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return result;
}

/**
 * What a round does besides the sweeps: the embedded database's nightly VACUUM (docs/decisions/0199)
 * and deleting the vans' positions older than POSITION_RETENTION_DAYS (docs/decisions/0265).
 */
export interface HousekeepingExtras {
  vacuum?: { tick(): Promise<{ tables: number; ms: number } | null> };
  positions?: { deleteExpired(): Promise<number> };
}

/** Runs the sweeps now and then every interval; returns the function that stops it (awaiting a run in progress). */
export function startHousekeeping(db: Db, storage: UploadStorage, log: FastifyBaseLogger, intervalMs = SWEEP_INTERVAL_MS, extras: HousekeepingExtras = {}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let rounds = 0;
  const run = () => {
    // Not at start-up: a restart at night must answer at once, not after a VACUUM.
    const vacuumNow = rounds++ > 0;
    running = (async () => {
      try {
        const swept = await sweepUploads(db, storage);
        const counters = await new RateCounters(db).sweep();
        if (swept.orphans || swept.temporary) log.info({ ...swept, counters }, "removed orphaned upload files");
      } catch (err) {
        log.warn({ err }, "housekeeping failed; it runs again later");
      }
      try {
        const positions = await extras.positions?.deleteExpired();
        if (positions) log.info({ positions }, "deleted the vans' positions past their retention");
      } catch (err) {
        log.warn({ err }, "deleting expired positions failed; it runs again later");
      }
      try {
        const vacuumed = vacuumNow ? await extras.vacuum?.tick() : null;
        if (vacuumed) log.info(vacuumed, "vacuumed and analysed the embedded database");
      } catch (err) {
        log.warn({ err }, "the nightly VACUUM failed; it runs again tomorrow night");
      }
    })();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
