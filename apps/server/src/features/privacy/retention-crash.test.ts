import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTENDANCE_SECTION_OF_TYPE, ATTENDANCE_TYPES } from "@app/contracts";
import { loadConfig } from "../../config";
import { files, kidAttendanceSections, pendingFileRemovals, retentionRuns } from "../../db/schema";
import { createServer } from "../../server";
import { childDatabase, killHard, onPostgres, spawnServerScript } from "../../test/child-server";
import { createCapture } from "../../test/attendance-factories";
import { createKid, yearsAgo } from "../../test/kid-factories";
import { createAssignment, createRoute, staffHeaders } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD, uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";

/**
 * docs/decisions/0111: the retention job is crash-safe. It runs in its own process (one photo per
 * batch), is killed with SIGKILL between a committed batch and the unlink of its files, and a
 * later run finishes the work: every old photo gone from the table and the disk, nothing young
 * touched, no file left behind.
 */

const DAY = 86_400_000;

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => {};
const env = () => ({ DATA_DIR: dataDir, WEB_DIST: "", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000", JWT_SECRET: "x".repeat(40), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const oldFileIds: string[] = [];
const youngFileIds: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "kidsride-retention-"));
  ({ url: databaseUrl, drop: dropDatabase } = await childDatabase());
  const server = await createServer(loadConfig(env()), () => {});
  try {
    const { app, database } = server;
    const { headers } = await adminHeaders(app, database);
    const route = await createRoute(app, headers, { name: "Retention Route" });
    const driver = await createDriver(app, headers);
    const caretaker = await createCaretaker(app, headers);
    const kid = await createKid(app, headers, { kidName: "Retention Kid" });
    await createAssignment(app, headers, { route_uuid: route.uuid, kids_uuids: [kid.kid.uuid], driver_uuid: driver.driver.uuid, caretaker_uuid: caretaker.caretaker.uuid });
    // The caretaker records all four legs, so she rides the afternoon run too (docs/decisions/0231).
    const evening = await createRoute(app, headers, { name: "Retention Route Evening" });
    await createAssignment(app, headers, { route_uuid: evening.uuid, kids_uuids: [kid.kid.uuid], driver_uuid: driver.driver.uuid, caretaker_uuid: caretaker.caretaker.uuid, run: "afternoon" });
    const as = await staffHeaders(app, caretaker.fields.phoneNumber, STAFF_PASSWORD);
    // Two old days with all four legs (8 photos), one young day with two legs. The days are ones a
    // capture may carry (the last 7, docs/decisions/0231); the photos' ages are set below.
    for (const [date, age, types] of [
      [yearsAgo(0, -6), 120, ATTENDANCE_TYPES],
      [yearsAgo(0, -5), 100, ATTENDANCE_TYPES],
      [yearsAgo(0, -4), 5, ATTENDANCE_TYPES.slice(0, 2)],
    ] as const) {
      for (const type of types) {
        const res = await createCapture(app, as, kid.kid.uuid, { date, type, pickupTime: "08:00" }, { key: randomUUID() });
        const fileId = res.data[ATTENDANCE_SECTION_OF_TYPE[type]]!.photoUrl!.split("/").pop()!;
        const at = new Date(Date.now() - age * DAY);
        await database.db.update(files).set({ createdAt: at }).where(inArray(files.id, [fileId]));
        await database.db.update(kidAttendanceSections).set({ capturedAt: at }).where(inArray(kidAttendanceSections.photoFileId, [fileId]));
        (age > 90 ? oldFileIds : youngFileIds).push(fileId);
      }
    }
  } finally {
    await server.close();
  }
}, 180_000);

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the job in its own process and SIGKILLs it right after the `batches`-th committed batch. */
async function runAndKill(batches: number): Promise<string> {
  const job = spawnServerScript("src/test/retention-child.ts", env());
  const reached = () => job.output().includes(`BATCH ${batches}\n`);
  try {
    const deadline = Date.now() + 90_000;
    while (!reached()) {
      if (job.child.exitCode !== null || job.child.signalCode !== null) throw new Error(`the job ended early:\n${job.output()}`);
      if (Date.now() > deadline) throw new Error(`the job did not reach batch ${batches}:\n${job.output()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    // Right after the batch's commit (the job pauses 1.5 s there), or on failure: kill -9.
    await killHard(job);
  }
  expect((await job.exited).signal).toBe("SIGKILL");
  return job.output();
}

describe(`the retention job survives kill -9 in the middle of a run (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("killed after two batches: a later run finishes; old photos gone from table and disk, young ones kept, nothing left behind", async () => {
    await runAndKill(2);

    const server = await createServer(loadConfig(env()), () => {});
    try {
      const { app, database } = server;
      const db = database.db;
      // Mid-run state: two photos detached and deleted from the table, their files still queued.
      const left = await db.select({ id: files.id }).from(files).where(inArray(files.id, oldFileIds));
      expect(left).toHaveLength(oldFileIds.length - 2);
      const queued = await db.select().from(pendingFileRemovals);
      expect(queued.length).toBeGreaterThanOrEqual(2);
      expect(queued.some((q) => existsSync(join(dataDir, "uploads", q.path)))).toBe(true);
      const [killed] = await db.select().from(retentionRuns);
      expect(killed).toMatchObject({ finishedAt: null, photosRemoved: 2 });

      // The killed run still holds its lease: another runner waits instead of running beside it.
      expect(await app.privacy.retention.run({ force: true })).toEqual({ status: "busy" });
      // Once the lease has run out (no heartbeat from a dead process), the next run finishes.
      await db.update(retentionRuns).set({ heartbeatAt: sql`now() - interval '1 hour'` });
      const outcome = await app.privacy.retention.run({ force: true });
      expect(outcome).toMatchObject({ status: "done", run: { photosRemoved: oldFileIds.length - 2 } });

      expect(await db.select({ id: files.id }).from(files).where(inArray(files.id, oldFileIds))).toHaveLength(0);
      expect(await db.select({ id: files.id }).from(files).where(inArray(files.id, youngFileIds))).toHaveLength(youngFileIds.length);
      expect(await db.select().from(pendingFileRemovals)).toHaveLength(0);
      expect(uploadsOnDisk(dataDir)).toEqual(await uploadsInDatabase(database));
      const sections = await db.select().from(kidAttendanceSections);
      const cleared = sections.filter((x) => x.photoFileId === null);
      expect(cleared).toHaveLength(oldFileIds.length);
      for (const x of cleared) expect(x).toMatchObject({ latitude: null, longitude: null, time: "08:00" });
      expect(cleared.every((x) => x.capturedBy !== null && x.mediaRemovedAt !== null)).toBe(true);
      expect(sections.filter((x) => x.photoFileId !== null && x.latitude !== null)).toHaveLength(youngFileIds.length);

      // And once more: nothing left to do.
      expect(await app.privacy.retention.run({ force: true })).toMatchObject({ status: "done", run: { photosRemoved: 0, sectionsCleared: 0 } });
    } finally {
      await server.close();
    }
  }, 180_000);
});
