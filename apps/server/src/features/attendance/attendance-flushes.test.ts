import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCapture, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import type { RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import type { TestApp } from "../../test/test-app";

/** A day a capture may carry (the last 7 days, docs/decisions/0231), the same for every test of the file. */
const DAY = yearsAgo(0, -3);

/**
 * A capture waits for the disk once (docs/decisions/0210): its transaction's commit. The statement
 * before it only counts the capture against the caretaker's limit, and its commit no longer waits
 * for a flush of its own (on PGlite a flush blocks the thread that answers every request: about a
 * millisecond under the capture rush). PGlite on a data directory, as the server runs it; a
 * PostgreSQL server flushes in its own processes, out of this test's sight.
 */
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("a capture's flushes to the disk (PGlite)", () => {
  let t: TestApp;
  let w: RouteWorld;
  useRouteWorld(
    async (app, world) => {
      t = app;
      w = world;
      // The caller's session is read once and then cached.
      await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { date: DAY, type: "homePickup" });
    },
    120_000,
    { pgliteOnDisk: true },
  );
  afterEach(() => vi.restoreAllMocks());

  it("one for a new leg with an Idempotency-Key, where there were two; the limit still counts it", async () => {
    const flush = vi.spyOn(fs, "fdatasyncSync");
    const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { date: DAY, type: "instituteDrop" }), { key: randomUUID() });
    expect(res.statusCode).toBe(201);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it("none for a refused capture that only counted (another route's kid: 403)", async () => {
    const flush = vi.spyOn(fs, "fdatasyncSync");
    const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidB.kid.uuid, { date: DAY, type: "homeDrop" }), { key: randomUUID() });
    expect(res.statusCode).toBe(403);
    expect(flush).not.toHaveBeenCalled();
  });
});
