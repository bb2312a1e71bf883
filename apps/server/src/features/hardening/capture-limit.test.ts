import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTURE_LIMIT, messages } from "@app/contracts";
import { counterKey } from "../../lib/rate-limiter";
import { attendanceState, capturePhoto, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Issue 14: captures per caretaker per minute are limited, with a clear message; replays never count. */

let t: TestApp;
let w: RouteWorld;
beforeAll(async () => {
  t = await createTestApp({ CAPTURE_LIMIT_PER_MINUTE: String(CAPTURE_LIMIT.perUser) });
  w = await createRouteWorld(t);
});
afterAll(async () => t?.close());

const captureCounter = async (userId: string) => {
  const r = (await t.database.db.execute(
    sql`select count from rate_counters where key = ${counterKey("capture-user", userId)}`,
  )) as unknown as { rows: { count: number }[] };
  return Number(r.rows[0]?.count ?? 0);
};

describe("capture limit", () => {
  it(`accepts ${CAPTURE_LIMIT.perUser} captures a minute, refuses the next with 429 and the catalogue text, and changes nothing`, async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: w.as.caretakerA });
    const caretakerId = (me.json() as { user: { uuid: string } }).user.uuid;
    const kid = w.kidA.kid.uuid;
    const key = randomUUID();
    const photo = await capturePhoto();
    const first = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid, { replace: "true" }), { key, photo });
    expect(first.statusCode).toBe(201);
    expect(await captureCounter(caretakerId)).toBe(1);
    // The rest of the minute's allowance, re-capturing the same leg each time.
    for (let i = 1; i < CAPTURE_LIMIT.perUser; i++) {
      const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid, { pickupTime: "07:50", replace: "true" }), { key: randomUUID(), photo: null });
      // Refused for the missing photo, yet counted: a refused attempt still costs the caller.
      expect(res.statusCode).toBe(400);
    }
    const before = await attendanceState(t.database, t.dataDir);
    const refused = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid, { pickupTime: "07:55", replace: "true" }), { key: randomUUID() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.limits.captureLimit(CAPTURE_LIMIT.perUser, Number(refused.headers["retry-after"])) });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await attendanceState(t.database, t.dataDir)).toEqual(before);

    // A replay of the acknowledged capture is still answered, and is not counted.
    const counted = await captureCounter(caretakerId);
    const replay = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid, { replace: "true" }), { key, photo });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await captureCounter(caretakerId)).toBe(counted);

    // Another caretaker has their own allowance.
    const other = await sendCapture(t.app, w.as.caretakerB, validCaptureFields(w.kidB.kid.uuid), { key: randomUUID() });
    expect(other.statusCode).toBe(201);

    // A minute later the caretaker may capture again.
    await t.database.db.execute(sql`update rate_counters set window_ends_at = now() - interval '1 second'`);
    const later = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid, { pickupTime: "07:58", replace: "true" }), { key: randomUUID() });
    expect(later.statusCode).toBe(201);
  });
});
