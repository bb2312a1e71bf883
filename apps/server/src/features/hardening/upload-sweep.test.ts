import { randomUUID } from "node:crypto";
import { existsSync, utimesSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema";
import { SWEEP_GRACE_MS, sweepUploads } from "../../lib/housekeeping";
import { FileStore } from "../../lib/uploads";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Issue 14: files a crash left behind (no row, or a .tmp) are swept once older than the grace period. */

let t: TestApp;
let store: FileStore;
beforeAll(async () => {
  t = await createTestApp();
  store = t.app.files.store as FileStore;
});
afterAll(async () => t?.close());

const age = (key: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(store.resolve(key), when, when);
};

describe("upload sweep", () => {
  it("removes old orphans and stray .tmp files, keeps referenced and young files", async () => {
    const kept = await store.write(Buffer.from("photo"), "jpg");
    const keptThumb = await store.write(Buffer.from("thumb"), "jpg");
    await t.database.db.insert(files).values({
      kind: "attendancePhoto",
      ownerType: "kid-attendance",
      ownerId: randomUUID(),
      mime: "image/jpeg",
      size: 5,
      width: 1,
      height: 1,
      path: kept,
      thumbPath: keptThumb,
      thumbSize: 5,
    });
    const orphan = await store.write(Buffer.from("orphan"), "jpg");
    const youngOrphan = await store.write(Buffer.from("young"), "png");
    const tmp = `${orphan.replace(/\.jpg$/, "")}x.jpg.tmp`;
    writeFileSync(store.resolve(tmp), "half");
    const youngTmp = `${orphan.replace(/\.jpg$/, "")}y.jpg.tmp`;
    writeFileSync(store.resolve(youngTmp), "half");
    for (const key of [kept, keptThumb, orphan, tmp]) age(key, SWEEP_GRACE_MS + 60_000);
    age(youngOrphan, SWEEP_GRACE_MS - 60_000);

    expect(await sweepUploads(t.database.db, store)).toEqual({ orphans: 1, temporary: 1 });
    const present = (key: string) => existsSync(store.resolve(key));
    expect([kept, keptThumb, youngOrphan, youngTmp].map(present)).toEqual([true, true, true, true]);
    expect([orphan, tmp].map(present)).toEqual([false, false]);
    // A second run finds nothing more; once past the grace period, the young ones go too.
    expect(await sweepUploads(t.database.db, store)).toEqual({ orphans: 0, temporary: 0 });
    expect(await sweepUploads(t.database.db, store, 0)).toEqual({ orphans: 1, temporary: 1 });
    expect([kept, keptThumb].map(present)).toEqual([true, true]);
  });

  it("reads through the storage interface and answers null for a missing object", async () => {
    const key = await store.write(Buffer.from("bytes"), "png");
    expect((await store.read(key))?.toString()).toBe("bytes");
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
  });
});
