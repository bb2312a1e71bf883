import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, ATTENDANCE_CAPTURE, type CaptureAttendanceResponse, type KidAttendanceDay } from "@app/contracts";
import { loadConfig } from "../../config";
import { createServer } from "../../server";
import { childDatabase, killHard, onPostgres, startChildServer, type RunningServer } from "../../test/child-server";
import { captureBody, capturePhoto, validCaptureFields } from "../../test/attendance-factories";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD } from "../../test/staff-factories";
import { loginAs } from "../../test/test-app";

/**
 * decisions.md §3 "attendance that is never lost" (docs/decisions/0040): a capture the server
 * acknowledged (201) survives an immediate `kill -9` of the server process. The real server is
 * started as its own process (src/main.ts), killed with SIGKILL the moment the 201 arrives, and
 * started again on the same data directory (and database); the record and its photo are there.
 */

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => {};
let running: RunningServer | null = null;
const jwtSecret = randomBytes(32).toString("hex");
let adminToken: string;
let caretakerToken: string;
let kidUuid: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "kidsride-durability-"));
  ({ url: databaseUrl, drop: dropDatabase } = await childDatabase());
  // The world (admin, route, caretaker, driver, kid, assignment) is set up in this process with the
  // same start-up code as main.ts, then closed; the spawned server opens the same data.
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: "",
    LOG_LEVEL: "silent",
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: "http://localhost:3000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await createServer(config, () => {});
  try {
    const { app, database } = server;
    const { admin, headers } = await adminHeaders(app, database);
    const route = await createRoute(app, headers, { name: "Durable Route" });
    const driver = await createDriver(app, headers);
    const caretaker = await createCaretaker(app, headers, { name: "Durable Caretaker" });
    const kid = await createKid(app, headers, { kidName: "Durable Kid" });
    await createAssignment(app, headers, { route_uuid: route.uuid, kids_uuids: [kid.kid.uuid], driver_uuid: driver.driver.uuid, caretaker_uuid: caretaker.caretaker.uuid });
    adminToken = await loginAs(app, admin.email!);
    caretakerToken = await loginAs(app, caretaker.fields.phoneNumber, STAFF_PASSWORD);
    kidUuid = kid.kid.uuid;
  } finally {
    await server.close();
  }
}, 120_000);

afterAll(async () => {
  await killHard(running);
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, JWT_SECRET: jwtSecret, PUBLIC_URL: "http://localhost:3000", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

describe(`an acknowledged capture survives kill -9 (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("201, SIGKILL at once, restart on the same data: the record, its photo and the idempotent answer are all there", async () => {
    const key = randomUUID();
    const photo = await capturePhoto({ width: 64, height: 48, color: "#2a6" });
    const fields = validCaptureFields(kidUuid, { type: "homePickup", pickupTime: "07:32" });
    const body = await captureBody(fields, { photo });
    const headers = { authorization: `Bearer ${caretakerToken}`, [ATTENDANCE_CAPTURE.idempotencyHeader]: key, ...body.headers };

    running = await startChildServer(env());
    const res = await fetch(`${running.base}${ATTENDANCE_CAPTURE.path}`, { method: "POST", headers, body: new Uint8Array(body.payload) });
    expect(res.status, running.output()).toBe(201);
    // The moment the 201 is in: kill -9, no shutdown hook, no flush.
    process.kill(running.child.pid!, "SIGKILL");
    const text = await res.text().catch(() => null);
    expect((await running.exited).signal).toBe("SIGKILL");
    const acknowledged = text ? (JSON.parse(text) as CaptureAttendanceResponse) : null;

    running = await startChildServer(env());
    const day = await fetch(`${running.base}${API.kidAttendanceByDate(kidUuid, fields.date as string)}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(day.status).toBe(200);
    const record = (await day.json()) as KidAttendanceDay;
    expect(record.uuid).not.toBeNull();
    expect(record).toMatchObject({ kidName: "Durable Kid", userProfileUuid: kidUuid, homePickup: { time: "07:32", latitude: 16.306652, longitude: 80.436539, capturedBy: "Durable Caretaker" } });
    // The lookup adds the legs' states (docs/decisions/0242); the rest is the acknowledged answer.
    if (acknowledged) expect({ ...record, legStates: undefined }).toEqual(acknowledged.data);

    // Admin: until a parent consents, capture photos are for admins only (docs/decisions/0110).
    const file = await fetch(`${running.base}${record.homePickup!.photoUrl}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 64, 48]);
    const thumb = await fetch(`${running.base}${record.homePickup!.photoThumbUrl}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(thumb.status).toBe(200);

    // The phone never saw the 201? Its retry gets the same answer and stores nothing new.
    const retryBody = await captureBody(fields, { photo });
    const retry = await fetch(`${running.base}${ATTENDANCE_CAPTURE.path}`, {
      method: "POST",
      headers: { ...headers, ...retryBody.headers },
      body: new Uint8Array(retryBody.payload),
    });
    expect(retry.status).toBe(201);
    const replayed = (await retry.json()) as CaptureAttendanceResponse;
    expect(replayed.data).toEqual({ ...record, legStates: undefined });
    if (acknowledged) expect(replayed).toEqual(acknowledged);
    const all = await fetch(`${running.base}${API.allKidAttendance}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(((await all.json()) as { data: unknown[] }).data).toHaveLength(1);

    running.child.kill("SIGTERM");
    await running.exited;
  }, 180_000);
});
