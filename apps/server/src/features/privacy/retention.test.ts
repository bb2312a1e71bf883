import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API, ATTENDANCE_SECTION_OF_TYPE, PRIVACY_API, type AttendanceType, type KidAttendanceDay, type RetentionStatus } from "@app/contracts";
import { files, idempotencyKeys, kidAttendanceSections, pendingFileRemovals, retentionRuns } from "../../db/schema";
import { addAfternoonRuns, createCapture } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { type RouteWorld } from "../../test/route-factories";
import { uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { type TestApp } from "../../test/test-app";
import { useRouteWorld } from "../../test/route-world-hooks";

let t: TestApp;
let w: RouteWorld;
const DAY = 86_400_000;

useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  // Caretaker A records kid A's drops home too: she rides both runs (docs/decisions/0231).
  await addAfternoonRuns(t, w);
}, 180_000);

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const fileIdOf = (url: string) => url.split("/").pop()!.split("?")[0];

/** A capture whose photo, section and stored answer are made `daysAgo` days old. */
async function captureAged(kidUuid: string, date: string, type: string, daysAgo: number, caretaker = w.as.caretakerA) {
  const capture = await createCapture(t.app, caretaker, kidUuid, { date, type, pickupTime: "07:30" }, { key: randomUUID() });
  const section = capture.data[ATTENDANCE_SECTION_OF_TYPE[type as AttendanceType]]!;
  const fileId = fileIdOf(section.photoUrl!);
  const at = new Date(Date.now() - daysAgo * DAY);
  await t.database.db.update(files).set({ createdAt: at }).where(eq(files.id, fileId));
  await t.database.db.update(kidAttendanceSections).set({ capturedAt: at }).where(eq(kidAttendanceSections.photoFileId, fileId));
  await t.database.db.execute(sql`update idempotency_keys set created_at = ${at.toISOString()} where response::text like ${"%" + fileId + "%"}`);
  const [row] = await t.database.db.select().from(files).where(eq(files.id, fileId));
  return { record: capture.data, fileId, paths: [row.path, row.thumbPath] };
}

const day = async (kid: string, date: string) => (await get(API.kidAttendanceByDate(kid, date), w.admin)).json() as KidAttendanceDay;

describe("retention job (docs/decisions/0111)", () => {
  it("removes photos and GPS older than the period, keeps the time and who, leaves younger captures alone; a second run changes nothing", async () => {
    // Days a capture may carry (the last 7, docs/decisions/0231); the photos' ages are set apart.
    const oldDate = yearsAgo(0, -6);
    const youngDate = yearsAgo(0, -5);
    const old = await captureAged(w.kidA.kid.uuid, oldDate, "homePickup", 100);
    const oldDrop = await captureAged(w.kidA.kid.uuid, oldDate, "homeDrop", 95);
    const young = await captureAged(w.kidA.kid.uuid, youngDate, "homePickup", 10);
    const edge = await captureAged(w.kidA.kid.uuid, youngDate, "homeDrop", 89);

    const outcome = await t.app.privacy.retention.run({ force: true });
    expect(outcome.status).toBe("done");
    if (outcome.status !== "done") return;
    expect(outcome.run).toMatchObject({ photosRemoved: 2, sectionsCleared: 2, answersRemoved: 2, retentionDays: 90 });
    expect(outcome.run.finishedAt).not.toBeNull();

    const before = await day(w.kidA.kid.uuid, oldDate);
    expect(before.homePickup).toMatchObject({ time: "07:30", capturedBy: "Caretaker A", photoUrl: null, photoThumbUrl: null, latitude: null, longitude: null });
    expect(before.homeDrop).toMatchObject({ photoUrl: null, latitude: null, longitude: null });
    const kept = await day(w.kidA.kid.uuid, youngDate);
    expect(kept.homePickup).toMatchObject({ photoUrl: `/api/files/${young.fileId}`, latitude: 16.306652 });
    expect(kept.homeDrop).toMatchObject({ photoUrl: `/api/files/${edge.fileId}` });

    // The files are gone from the table and the disk; the young ones are there.
    expect(await t.database.db.select().from(files).where(inArray(files.id, [old.fileId, oldDrop.fileId]))).toHaveLength(0);
    for (const p of [...old.paths, ...oldDrop.paths]) expect(existsSync(join(t.dataDir, "uploads", p)), p).toBe(false);
    for (const p of [...young.paths, ...edge.paths]) expect(existsSync(join(t.dataDir, "uploads", p)), p).toBe(true);
    expect((await get(`/api/files/${old.fileId}`, w.admin)).statusCode).toBe(404);
    expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
    expect(await t.database.db.select().from(pendingFileRemovals)).toHaveLength(0);
    // Stored answers of old captures (they repeat the photo link and the place) are gone too.
    const answers = await t.database.db.select({ response: idempotencyKeys.response }).from(idempotencyKeys);
    expect(answers.some((a) => JSON.stringify(a.response).includes(old.fileId))).toBe(false);
    expect(answers.some((a) => JSON.stringify(a.response).includes(young.fileId))).toBe(true);

    // The run is logged and shown to admins.
    const status = (await get(PRIVACY_API.retention, w.admin)).json() as RetentionStatus;
    expect(status).toMatchObject({ retentionDays: 90, lastRun: { uuid: outcome.run.id, photosRemoved: 2, sectionsCleared: 2 } });
    expect(new Date(status.lastRun!.cutoff).getTime()).toBeCloseTo(Date.now() - 90 * DAY, -5);

    // Twice in a row: nothing more to do, nothing changes.
    const again = await t.app.privacy.retention.run({ force: true });
    expect(again).toMatchObject({ status: "done", run: { photosRemoved: 0, sectionsCleared: 0, answersRemoved: 0 } });
    expect(await day(w.kidA.kid.uuid, youngDate)).toEqual(kept);
    // Not forced (the daily timer): a run finished less than a day ago means not due.
    expect(await t.app.privacy.retention.run()).toEqual({ status: "not-due" });
  });

  it("finds the places to clear through an index of the legs that still hold one, not by reading every leg ever captured", async () => {
    const cutoff = new Date(Date.now() - 90 * DAY).toISOString();
    for (const table of ["kid_attendance_sections", "kid_attendance_section_history"]) {
      // With sequential scans priced out, the planner shows whether an index can answer the job's
      // search at all (a tiny test table would otherwise always be scanned).
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(
          sql`explain update ${sql.identifier(table)} set latitude = null, longitude = null where captured_at < ${cutoff} and (latitude is not null or longitude is not null)`,
        )) as unknown as { rows: Array<Record<string, string>> };
        return result.rows.map((r) => Object.values(r)[0]).join("\n");
      });
      expect(plan, table).toMatch(/_placed_idx/);
    }
  });

  it("only one run at a time: a second runner while one is alive is told busy", async () => {
    await captureAged(w.kidB.kid.uuid, yearsAgo(0, -4), "homePickup", 120, w.as.caretakerB);
    const results = await Promise.all([t.app.privacy.retention.run({ force: true }), t.app.privacy.retention.run({ force: true })]);
    expect(results.map((r) => r.status).sort()).toEqual(["busy", "done"]);
    const done = results.find((r) => r.status === "done");
    expect(done).toMatchObject({ run: { photosRemoved: 1 } });
  });

  it("admins see the period and the last run and may run it now; nobody else", async () => {
    const res = await t.app.inject({ method: "POST", url: PRIVACY_API.retentionRun, headers: w.admin });
    expect(res.statusCode).toBe(200);
    expect((res.json() as RetentionStatus).lastRun).toMatchObject({ photosRemoved: 0 });
    for (const headers of [w.as.fatherA, w.as.caretakerA, w.as.driverA]) {
      expect((await get(PRIVACY_API.retention, headers)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "POST", url: PRIVACY_API.retentionRun, headers })).statusCode).toBe(403);
    }
    const runs = await t.database.db.select().from(retentionRuns);
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
  });
});

