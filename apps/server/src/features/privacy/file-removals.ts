import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { FileStore } from "../../lib/uploads";
import { pendingRemovals, queueRemovals, unqueueRemovals } from "./retention.repository";

/**
 * Crash-safe removal of stored files: the paths are queued in the same transaction that deletes
 * their rows, unlinked after the commit, then unqueued. A crash in between leaves the path
 * queued; the next flush unlinks it (a missing file counts as removed).
 */
export class FileRemovals {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Call inside the transaction that deletes the file rows. */
  queue(tx: Db, paths: string[]): Promise<void> {
    return queueRemovals(tx, paths);
  }

  /** After the commit: unlinks the given paths (or every queued one) and unqueues them. */
  async flush(paths?: string[]): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = paths ?? (await pendingRemovals(this.db, 200));
      if (!batch.length) return removed;
      for (const p of batch) {
        await this.store.remove(p).catch((err: unknown) => this.log.warn({ err, path: p }, "could not remove a stored file"));
      }
      await unqueueRemovals(this.db, batch);
      removed += batch.length;
      if (paths) return removed;
    }
  }
}
