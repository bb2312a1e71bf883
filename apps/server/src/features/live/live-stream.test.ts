import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, LIVE_API, LIVE_STREAMS_PER_SESSION } from "@app/contracts";
import { buildApp } from "../../app";
import { openPostgres, type Database } from "../../db/client";
import { announceLive } from "../../lib/live-bus";
import { createOutboxMailer } from "../../lib/mailer";
import { createCapture } from "../../test/attendance-factories";
import { onPostgres } from "../../test/child-server";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { openSse, type SseClient } from "../../test/sse-client";
import { bearer, createTestApp, loginAs, type TestApp } from "../../test/test-app";

/**
 * The live stream (docs/decisions/0262): events reach the streams that may see them and no other,
 * Last-Event-ID resumes, a logout ends the session's streams, streams per session are bounded. On
 * PostgreSQL a second app on the same database hears the first through LISTEN/NOTIFY.
 */

let t: TestApp;
let w: RouteWorld;
let base = "";
const open: SseClient[] = [];

const PARENT_PASSWORD = "Parent@2025";

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function stream(headers: Record<string, string>, extra: Record<string, string> = {}, at = base): Promise<SseClient> {
  const s = await openSse(at, LIVE_API.liveStream, { ...headers, ...extra });
  open.push(s);
  return s;
}

const forA = (e: { data?: string }) => e.data === JSON.stringify({ assignmentUuid: w.assignmentA.uuid });
const forB = (e: { data?: string }) => e.data === JSON.stringify({ assignmentUuid: w.assignmentB.uuid });
const quiet = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  base = await listenOn(t.app);
}, 180_000);
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe("GET /api/v1/live/stream", () => {
  it("opens as an event stream with a retry hint; drivers 403, no session 401", async () => {
    const s = await stream(w.as.fatherA);
    expect(s.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(s.text()).toMatch(/^retry: \d+\n/);
    const driver = await stream(w.as.driverA);
    expect(driver.status).toBe(403);
    await driver.waitEnd();
    expect(JSON.parse(driver.text())).toEqual({ error: expect.any(String) });
    const nobody = await stream({});
    expect(nobody.status).toBe(401);
  });

  it("a position of a van reaches the parents of its kids and the admin, never another family's parent", async () => {
    // A browser asks for compression; the stream must not be compressed (a compressor buffers).
    const fatherA = await stream(w.as.fatherA, { "accept-encoding": "br, gzip" });
    expect(fatherA.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(fatherA.headers["content-encoding"]).toBeUndefined();
    const admin = await stream(w.admin);
    // Kid B rides route B only: family A has nothing to do with it.
    announceLive(t.app, { assignmentIds: [w.assignmentB.uuid] });
    await admin.waitFor(forB);
    announceLive(t.app, { assignmentIds: [w.assignmentA.uuid] });
    const e = await fatherA.waitFor(forA);
    expect(e.event).toBe("position");
    expect(e.id).toMatch(/^[0-9a-z]+-\d+$/);
    await admin.waitFor((x) => forA(x) && x.id === e.id);
    expect(fatherA.events.filter(forB)).toEqual([]);
  });

  it("a capture (its own NOTIFY at commit) and a 'Start run' send a run event to the family and the caretaker", async () => {
    const fatherA = await stream(w.as.fatherA);
    const caretakerA = await stream(w.as.caretakerA);
    const caretakerB = await stream(w.as.caretakerB);
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup" });
    expect((await fatherA.waitFor(forA)).event).toBe("run");
    await caretakerA.waitFor(forA);
    const res = await t.app.inject({ method: "POST", url: LIVE_API.startRun(w.assignmentB.uuid), headers: w.as.caretakerB });
    expect(res.statusCode, res.body).toBe(201);
    expect((await caretakerB.waitFor(forB)).event).toBe("run");
    await quiet();
    expect(caretakerB.events.filter(forA)).toEqual([]);
    expect(fatherA.events.filter(forB)).toEqual([]);
  });

  it("Last-Event-ID resumes with the events after it that the caller may see; an unknown id gets a run event per visible van", async () => {
    const first = await stream(w.as.fatherA);
    // The admin's stream shows when the server has had the events (on PostgreSQL they come back by NOTIFY).
    const witness = await stream(w.admin);
    announceLive(t.app, { assignmentIds: [w.assignmentA.uuid] });
    const seen = await first.waitFor(forA);
    first.close();
    const from = witness.events.length;
    announceLive(t.app, { assignmentIds: [w.assignmentA.uuid, w.assignmentB.uuid] });
    announceLive(t.app, { assignmentIds: [w.assignmentA.uuid], kind: "run" });
    await witness.waitFor((e) => forA(e) && e.event === "run", 5000, from);
    await witness.waitFor((e) => forA(e) && e.event === "position", 5000, from);
    const resumed = await stream(w.as.fatherA, { "last-event-id": seen.id! });
    await resumed.waitFor((e) => forA(e) && e.event === "run");
    await quiet();
    // Two announcements may reach the server in either order on PostgreSQL (two pooled connections).
    expect(resumed.events.map((e) => e.event).sort()).toEqual(["position", "run"]);
    expect(resumed.events.every(forA)).toBe(true);
    expect(resumed.events.map((e) => e.id)).not.toContain(seen.id);

    const unknown = await stream(w.as.fatherA, { "last-event-id": "elsewhere-42" });
    expect((await unknown.waitFor(forA)).event).toBe("run");
    await quiet();
    expect(unknown.events).toHaveLength(1);
  });

  it("a logout ends that session's streams", async () => {
    const motherA = bearer(await loginAs(t.app, w.kidA.fields.parentsDetails.motherEmail!, PARENT_PASSWORD));
    const s = await stream(motherA);
    expect(s.status).toBe(200);
    const res = await t.app.inject({ method: "POST", url: API.logout, headers: motherA });
    expect(res.statusCode, res.body).toBe(200);
    await s.waitEnd(3000);
  });

  it(`at most ${LIVE_STREAMS_PER_SESSION} streams per session; one more gets 429`, async () => {
    const headers = bearer(await loginAs(t.app, w.kidB.fields.parentsDetails.motherEmail!, PARENT_PASSWORD));
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i++) expect((await stream(headers)).status).toBe(200);
    const extra = await stream(headers);
    expect(extra.status).toBe(429);
    await extra.waitEnd();
    expect(JSON.parse(extra.text())).toEqual({ error: expect.any(String) });
  });
});

describe.runIf(onPostgres)("two servers on one PostgreSQL", () => {
  let second: FastifyInstance;
  let secondDb: Database;
  let secondBase = "";
  let dataDir = "";

  beforeAll(async () => {
    const { rows } = (await t.database.db.execute("select current_database() as name")) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    secondDb = await openPostgres(url.toString());
    dataDir = mkdtempSync(join(tmpdir(), "kidsride-live-second-"));
    second = await buildApp({ config: { ...t.config, dataDir }, database: secondDb, mailer: createOutboxMailer(join(dataDir, "outbox"), t.config.mailFrom), jwtSecret: randomBytes(32).toString("hex"), logger: false });
    secondBase = await listenOn(second);
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a position announced on one server reaches a stream on the other (LISTEN/NOTIFY), only for those who may see it", async () => {
    const fatherA = bearer(await loginAs(second, w.kidA.fields.parentsDetails.fatherEmail!, PARENT_PASSWORD));
    const s = await stream(fatherA, {}, secondBase);
    expect(s.status).toBe(200);
    announceLive(t.app, { assignmentIds: [w.assignmentB.uuid] });
    announceLive(t.app, { assignmentIds: [w.assignmentA.uuid] });
    expect((await s.waitFor(forA)).event).toBe("position");
    expect(s.events.filter(forB)).toEqual([]);
    // And a capture on the first server (its NOTIFY sent at commit).
    const from = s.events.length;
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "instituteDrop" });
    expect((await s.waitFor(forA, 5000, from)).event).toBe("run");
  });
});
