import fs from "node:fs";
import { promisify } from "node:util";

/**
 * Durable file writes through fs's callback API: a file written to a temporary name, fsynced and
 * renamed (the photo store and the mail outbox). fs/promises' FileHandle cost the main thread
 * about twice as much per operation (0.13–0.14 against 0.07–0.08 ms for open, write, fsync,
 * close and rename of one file; docs/decisions/0208), and a capture writes four such files.
 */
const openFd = promisify(fs.open);
const writeFd = promisify(fs.write);
const fsyncFd = promisify(fs.fsync);
const closeFd = promisify(fs.close);
export const renameFile = promisify(fs.rename);

/** Creates `path` (`flags` as fs.open's: "w", or "wx" to refuse an existing file), writes all of `data` and fsyncs it. */
export async function writeSynced(path: string, data: Uint8Array, flags = "w", mode = 0o600): Promise<void> {
  const fd = await openFd(path, flags, mode);
  try {
    let at = 0;
    while (at < data.length) at += (await writeFd(fd, data, at, data.length - at, null)).bytesWritten;
    await fsyncFd(fd);
  } finally {
    await closeFd(fd);
  }
}

/** Fsyncs a directory (a rename in it reaches the disk); a file system that cannot is left as it is. */
export async function syncDirectory(dir: string): Promise<void> {
  try {
    const fd = await openFd(dir, "r");
    try {
      await fsyncFd(fd);
    } finally {
      await closeFd(fd);
    }
  } catch {
    // Some file systems cannot fsync a directory; the file itself is already synced.
  }
}
