import fs, { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { openPglite, type Database } from "./client";

/**
 * Decision 0194: PGlite's NODEFS had no fsync, so a commit on a data directory never reached the
 * disk (a power cut could lose an acknowledged capture). Each commit now flushes the WAL.
 */
describe("PGlite on a data directory flushes every commit to the disk", () => {
  const dir = mkdtempSync(join(tmpdir(), "kidsride-pglite-fsync-"));
  let database: Database | undefined;
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("flushes a new directory's files once, then each commit, and not a statement inside an open transaction", async () => {
    const fsync = vi.spyOn(fs, "fsyncSync");
    database = await openPglite(join(dir, "pgdata"));
    // The files initdb wrote (hundreds), flushed once.
    expect(fsync.mock.calls.length).toBeGreaterThan(100);
    const { db } = database;
    const shown = (await db.execute(sql`show wal_sync_method`)) as unknown as { rows: unknown[] };
    expect(shown.rows).toEqual([{ wal_sync_method: "fsync" }]);
    await db.execute(sql`create table kept (n int)`);

    fsync.mockClear();
    await db.execute(sql`insert into kept values (1)`);
    expect(fsync).toHaveBeenCalled();

    let insideBeforeCommit = -1;
    fsync.mockClear();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (2)`);
      await tx.execute(sql`insert into kept values (3)`);
      insideBeforeCommit = fsync.mock.calls.length;
    });
    expect(insideBeforeCommit).toBe(0);
    expect(fsync).toHaveBeenCalled();
  });
});
