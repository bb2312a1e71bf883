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
    const tree = vi.spyOn(fs, "fsyncSync");
    // A commit flushes the WAL as PostgreSQL does on Linux: its data, not the file's times (0210).
    const fsync = vi.spyOn(fs, "fdatasyncSync");
    database = await openPglite(join(dir, "pgdata"));
    // The files initdb wrote (hundreds), flushed once.
    expect(tree.mock.calls.length).toBeGreaterThan(100);
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

    // A statement that turns synchronous_commit off for itself commits without a flush; the next
    // flushed commit takes its WAL to the disk with its own (decision 0210).
    fsync.mockClear();
    await db.execute(sql`insert into kept select 4 where set_config('synchronous_commit', 'off', true) is not null`);
    expect(fsync).not.toHaveBeenCalled();
    expect((await db.execute(sql`show synchronous_commit`)) as unknown).toMatchObject({ rows: [{ synchronous_commit: "on" }] });
    await db.execute(sql`insert into kept values (5)`);
    expect(fsync).toHaveBeenCalled();
  });
});
