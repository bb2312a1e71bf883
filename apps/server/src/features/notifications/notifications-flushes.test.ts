import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCapture } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import type { RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import type { TestApp } from "../../test/test-app";
import * as repo from "./notifications.repository";

/**
 * The outbox's claim does not wait for the disk (docs/decisions/0210): a claim lost in a crash is
 * claimed again, and what was sent is marked by a commit that does wait, and takes the claim's
 * WAL to the disk with its own. PGlite on a data directory, as the server runs it.
 */
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("the outbox's flushes to the disk (PGlite)", () => {
  let t: TestApp;
  let w: RouteWorld;
  useRouteWorld(
    (app, world) => {
      t = app;
      w = world;
    },
    120_000,
    { pgliteOnDisk: true },
  );
  afterEach(() => vi.restoreAllMocks());

  it("a claim commits without a flush; marking its jobs sent flushes once", async () => {
    // The capture queues its parents' mails (the worker is off in tests).
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { date: yearsAgo(0, -2), type: "homePickup" });
    const flush = vi.spyOn(fs, "fdatasyncSync");
    const { jobs } = await repo.claimDueWithContacts(t.database.db, 25, 60_000);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.status === "sending")).toBe(true);
    expect(flush).not.toHaveBeenCalled();
    await repo.markAllSent(t.database.db, jobs);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(new Set((await repo.jobsOfEvent(t.database.db, jobs[0]!.eventKey)).map((j) => j.status))).toEqual(new Set(["sent"]));
  });
});
