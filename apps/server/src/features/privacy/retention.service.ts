import { hostname } from "node:os";
import type { RetentionRun, RetentionStatus } from "@app/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { FileRemovals } from "./file-removals";
import * as repo from "./retention.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const CAPTURE_PHOTO_KIND = "attendancePhoto";

export interface RetentionOptions {
  retentionDays: number;
  /** Photos per transaction. */
  batchSize?: number;
  /** A run whose heartbeat is older than this is taken for dead (its process crashed). */
  leaseMs?: number;
  /** Called after each committed batch, before its files are unlinked (tests kill the process there). */
  afterBatch?: (batch: number) => void | Promise<void>;
}

export type RunOutcome = { status: "done"; run: repo.RunRow } | { status: "busy" } | { status: "not-due" };

export const toRun = (r: repo.RunRow): RetentionRun => ({
  uuid: r.id,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
  retentionDays: r.retentionDays,
  cutoff: r.cutoff.toISOString(),
  photosRemoved: r.photosRemoved,
  sectionsCleared: r.sectionsCleared,
  answersRemoved: r.answersRemoved,
});

/**
 * The retention job (docs/decisions/0111): capture photos and GPS fixes older than the period are
 * removed; the record of the pickup or drop (time, who) stays. Every step is idempotent, so a run
 * after a crash (or a second run) only finishes what is left. Two processes on one PostgreSQL
 * never run it together: the run is claimed under an advisory lock and kept by a heartbeat.
 */
export class RetentionJob {
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly removals: FileRemovals,
    private readonly log: FastifyBaseLogger,
    private readonly options: RetentionOptions,
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  }

  get retentionDays(): number {
    return this.options.retentionDays;
  }

  async status(): Promise<RetentionStatus> {
    const last = await repo.latestRun(this.db);
    return { retentionDays: this.options.retentionDays, lastRun: last ? toRun(last) : null };
  }

  /** Claims a run: none alive elsewhere, and (unless forced) none finished in the last day. */
  private async claim(force: boolean, now: Date): Promise<repo.RunRow | "busy" | "not-due"> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await repo.tryJobLock(tx, "retention-job"))) return "busy" as const;
      if (await repo.liveRun(tx, new Date(now.getTime() - this.leaseMs))) return "busy" as const;
      if (!force) {
        const last = await repo.latestFinishedRun(tx);
        // A little under a day, so that a daily timer drifting by seconds does not skip a day.
        if (last?.finishedAt && now.getTime() - last.finishedAt.getTime() < DAY_MS - 60 * 60 * 1000) return "not-due" as const;
      }
      const cutoff = new Date(now.getTime() - this.options.retentionDays * DAY_MS);
      return repo.insertRun(tx, { retentionDays: this.options.retentionDays, cutoff, runner: `${hostname()}:${process.pid}` });
    });
  }

  async run(opts: { force?: boolean; now?: Date } = {}): Promise<RunOutcome> {
    const now = opts.now ?? new Date();
    const claimed = await this.claim(Boolean(opts.force), now);
    if (claimed === "busy" || claimed === "not-due") return { status: claimed };
    const run = claimed;
    // Files a crashed run (or erasure) deleted from the database but not yet from the disk.
    const leftOver = await this.removals.flush();

    let batch = 0;
    for (;;) {
      const removed = await this.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const photos = await repo.lockExpiredPhotos(tx, CAPTURE_PHOTO_KIND, run.cutoff, this.batchSize);
        if (!photos.length) return null;
        const ids = photos.map((p) => p.id);
        const sections = await repo.detachPhotos(tx, ids, now);
        const paths = photos.flatMap((p) => [p.path, p.thumbPath]);
        await this.removals.queue(tx, paths);
        await repo.deleteFileRows(tx, ids);
        await repo.addToRun(tx, run.id, { photosRemoved: ids.length, sectionsCleared: sections });
        return paths;
      });
      if (!removed) break;
      batch += 1;
      await this.options.afterBatch?.(batch);
      await this.removals.flush(removed);
    }

    const finished = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const places = await repo.clearExpiredPlaces(tx, run.cutoff, now);
      const answers = await repo.deleteExpiredAnswers(tx, run.cutoff);
      return repo.addToRun(tx, run.id, { sectionsCleared: places, answersRemoved: answers }, true);
    });
    this.log.info(
      {
        runId: finished.id,
        cutoff: finished.cutoff.toISOString(),
        photosRemoved: finished.photosRemoved,
        sectionsCleared: finished.sectionsCleared,
        answersRemoved: finished.answersRemoved,
        leftOverFilesRemoved: leftOver,
      },
      "retention job finished",
    );
    return { status: "done", run: finished };
  }
}

/**
 * Runs the job when due: shortly after start, then every hour the job checks whether a day has
 * passed since the last finished run (so a restart never skips or doubles a day).
 */
export function scheduleRetention(job: RetentionJob, log: FastifyBaseLogger, firstDelayMs = 60_000, everyMs = 60 * 60 * 1000): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = async () => {
    try {
      await job.run();
    } catch (err) {
      log.error({ err }, "retention job failed; it will be tried again");
    }
    if (!stopped) timer = setTimeout(() => void tick(), everyMs).unref();
  };
  timer = setTimeout(() => void tick(), firstDelayMs).unref();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
