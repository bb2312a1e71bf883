import fs from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/** emscripten's errno for EIO: what PostgreSQL gets back when the disk refuses a flush. */
const EIO = 29;

interface EmscriptenStream {
  nfd?: number;
}

/**
 * PGlite 0.5 keeps a data directory through emscripten's NODEFS, whose files have no fsync: the
 * fsync and fdatasync PostgreSQL calls at every commit returned without reaching the disk, so a
 * power cut or an OS crash could lose acknowledged captures even with `fsync=on` (a kill -9 did
 * not, the page cache survives it). This gives NODEFS an fsync that is Node's fdatasync (decisions 0194, 0210);
 * `wal_sync_method=fsync` in the start parameters sends the WAL's flushes through it (PGlite's
 * fdatasync is a no-op that cannot be replaced from outside).
 */
export function makeFsyncReachTheDisk(pg: PGlite): void {
  const nodefs = (pg as unknown as { Module?: { NODEFS?: { stream_ops?: Record<string, unknown> } } }).Module?.NODEFS;
  if (!nodefs?.stream_ops) throw new Error("PGlite's NODEFS was not found: its fsync cannot be made to reach the disk");
  nodefs.stream_ops.fsync = (stream: EmscriptenStream): number => {
    if (stream.nfd === undefined) return 0;
    try {
      // fdatasync, as PostgreSQL itself flushes its WAL on Linux (wal_sync_method=fdatasync): the
      // data and what reading it back needs (the size) reach the disk, the file's modification
      // time does not (on ext4 that spares a journal commit). Under the capture rush a flush took
      // 0.87–0.96 ms of PGlite's (the main) thread against 1.05 ms for fsync (decision 0210).
      // A directory (a file made or renamed in it) gets a full fsync: its entries must reach the disk.
      // Through the module object (not a bound import) so a test can see the call.
      if (fs.fstatSync(stream.nfd).isDirectory()) fs.fsyncSync(stream.nfd);
      else fs.fdatasyncSync(stream.nfd);
      return 0;
    } catch {
      // PostgreSQL stops (PANIC) on a failed flush rather than acknowledge what may not be on disk.
      return EIO;
    }
  };
}

/**
 * Every file and directory of a data directory PGlite has just created, flushed once: its initdb
 * wrote them before the fsync above existed.
 */
export function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

function fsyncPath(path: string): void {
  const fd = fs.openSync(path, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
