import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, todayInIndia } from "@app/contracts";
import { createCapture } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import * as repo from "./notifications.repository";
import { NotificationWorker } from "./notifications.worker";

/**
 * Parents are told at once (docs/decisions/0208): a committed capture or "not at the stop" wakes
 * the outbox worker, so its jobs go out in well under a second even when the next poll is a minute
 * away. Without the nudge these jobs would stay queued for the whole test.
 */

let t: TestApp;
let w: RouteWorld;

beforeAll(async () => {
  t = await createTestApp({ NOTIFY_WORKER: "on", NOTIFY_POLL_MS: "600000" });
  w = await createRouteWorld(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Waits until every job of an event is sent; the statuses when the time runs out. */
async function sentWithin(eventKey: string, ms: number): Promise<string[]> {
  const until = Date.now() + ms;
  let statuses: string[] = [];
  while (Date.now() < until) {
    statuses = (await repo.jobsOfEvent(t.database.db, eventKey)).map((j) => j.status);
    if (statuses.length && statuses.every((s) => s === "sent")) return statuses;
    await new Promise((r) => setTimeout(r, 25));
  }
  return statuses;
}

describe("the worker is woken by committed jobs, not only by its poll", () => {
  it("a capture's mails go out at once, with the next poll ten minutes away", async () => {
    const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { replace: "true", pickupTime: "07:12" });
    const eventKey = capture.data.homePickup!.photoUrl!.split("/").pop()!;
    expect(await sentWithin(eventKey, 5_000)).toEqual(["sent", "sent"]);
    expect(t.outbox(w.kidA.fields.parentsDetails.fatherEmail!).some((m) => m.includes("7:12 AM"))).toBe(true);
  });

  it("a caretaker's \"not at the stop\" goes out at once too", async () => {
    const res = await t.app.inject({ method: "POST", url: API.notAtStop, headers: w.as.caretakerA, payload: { kidUuid: w.kidB2.kid.uuid, leg: "homePickup" } });
    expect(res.statusCode).toBe(200);
    // "Not at the stop" is always today's.
    const date = todayInIndia();
    expect(await sentWithin(`absent:${w.kidB2.kid.uuid}:${date}:homePickup`, 5_000)).toEqual(["sent", "sent"]);
  });
});

describe("nudges while a round runs", () => {
  /** Waits (up to 5 s, a busy machine's timers fire late) until `ok` holds. */
  async function until(ok: () => boolean) {
    const end = Date.now() + 5_000;
    while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    return ok();
  }

  it("make one more round follow it at once; nudges before a pending round add none", async () => {
    let rounds = 0;
    let release: () => void = () => {};
    const worker = new NotificationWorker(t.database.db, new Map(), { pollMs: 600_000, maxAttempts: 3, retryBaseMs: 100, leaseMs: 60_000 }, "http://localhost", t.app.log);
    // Count the rounds; the second one is held open so nudges arrive while it runs.
    worker.runOnce = async () => {
      rounds += 1;
      if (rounds === 2) await new Promise<void>((r) => (release = r));
      return 0;
    };
    worker.start();
    expect(await until(() => rounds === 1)).toBe(true);
    // Two nudges before the nudged round has run: one round.
    worker.nudge();
    worker.nudge();
    expect(await until(() => rounds === 2)).toBe(true);
    // Two nudges while that round runs: one round right after it.
    worker.nudge();
    worker.nudge();
    release();
    expect(await until(() => rounds === 3)).toBe(true);
    // And then nothing until the poll, ten minutes away.
    await new Promise((r) => setTimeout(r, 300));
    expect(rounds).toBe(3);
    await worker.stop();
  });
});
