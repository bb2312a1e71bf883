import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHousekeeping } from "../lib/housekeeping";
import { createTestApp, type TestApp } from "../test/test-app";
import { NightlyVacuum, nightlyVacuumFor, QueueVacuum, queueVacuumFor, vacuumTables } from "./pglite-maintenance";

/** docs/decisions/0199: PGlite has no autovacuum, so the server vacuums and analyses once a night. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function tableState(name: string): Promise<{ tuples: number; allVisible: number }> {
  const result = await t.database.db.execute(sql`select reltuples::int as tuples, relallvisible::int as "allVisible" from pg_class where relname = ${name}`);
  return (result as unknown as { rows: { tuples: number; allVisible: number }[] }).rows[0];
}

/** India time (UTC+05:30) on a fixed day. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe("the embedded database's maintenance", () => {
  it("VACUUM (ANALYZE) of every table: the planner learns the rows and the pages become all-visible", async () => {
    await t.database.db.execute(
      sql`insert into rate_counters (key, count, window_ends_at, last_at) select 'bench:' || g, 1, now() + interval '1 hour', now() from generate_series(1, 3000) g`,
    );
    if (t.database.kind === "pglite") {
      // Nothing else ever does it on PGlite: a while later the table is still unknown to the planner.
      await new Promise((r) => setTimeout(r, 1500));
      expect((await tableState("rate_counters")).allVisible).toBe(0);
    }
    const run = await vacuumTables(t.database.db);
    expect(run.tables).toBeGreaterThan(20);
    const after = await tableState("rate_counters");
    expect(after.tuples).toBeGreaterThanOrEqual(3000);
    expect(after.allVisible).toBeGreaterThan(0);
    // The app goes on working on the same connection(s).
    const count = await t.database.db.execute(sql`select count(*)::int as n from rate_counters where key like 'bench:%'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0].n).toBe(3000);
  });

  it("runs once a night in India, between midnight and 05:00, never in the day", async () => {
    let now = ist("2026-11-20", "10:00");
    const nightly = new NightlyVacuum(t.database.db, () => now);
    expect(await nightly.tick()).toBeNull();
    now = ist("2026-11-20", "23:59");
    expect(await nightly.tick()).toBeNull();
    now = ist("2026-11-21", "01:30");
    expect((await nightly.tick())?.tables).toBeGreaterThan(20);
    now = ist("2026-11-21", "04:30");
    expect(await nightly.tick()).toBeNull();
    now = ist("2026-11-21", "05:00");
    expect(await nightly.tick()).toBeNull();
    now = ist("2026-11-22", "00:05");
    expect(await nightly.tick()).not.toBeNull();
  });

  it("is asked on every housekeeping round but the first: a server restarted at night answers at once", async () => {
    let asked = 0;
    const vacuum = { tick: async () => (asked++, null) };
    const stop = startHousekeeping(t.database.db, t.app.files.store, t.app.log, 200, { vacuum });
    await new Promise((r) => setTimeout(r, 100));
    expect(asked).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    await stop();
    expect(asked).toBeGreaterThanOrEqual(1);
  });

  it("is the server's job on PGlite only: a PostgreSQL server runs its own autovacuum", () => {
    expect(nightlyVacuumFor({ db: t.database.db, kind: "pglite" })).toBeInstanceOf(NightlyVacuum);
    expect(nightlyVacuumFor({ db: t.database.db, kind: "postgres" })).toBeUndefined();
  });
});

describe("the outbox's own VACUUM (session 12)", () => {
  it("vacuums and analyses the queue table after enough jobs, at most once an interval", async () => {
    await t.database.db.execute(sql`insert into rate_counters (key, count, window_ends_at, last_at) select 'queue:' || g, 1, now() + interval '1 hour', now() from generate_series(1, 2000) g`);
    let now = 1_000_000;
    const vacuum = new QueueVacuum(t.database.db, "rate_counters", 25, 30_000, () => now);
    expect(await vacuum.afterRound(10)).toBe(false);
    expect(await vacuum.afterRound(10)).toBe(false);
    expect(await vacuum.afterRound(10)).toBe(true);
    expect((await tableState("rate_counters")).tuples).toBeGreaterThanOrEqual(2000);
    // Enough jobs again, but too soon: the next one waits for the interval.
    expect(await vacuum.afterRound(30)).toBe(false);
    now += 30_000;
    expect(await vacuum.afterRound(0)).toBe(true);
  });

  it("is the server's job on PGlite only", () => {
    expect(queueVacuumFor({ db: t.database.db, kind: "pglite" }, "notification_jobs")).toBeInstanceOf(QueueVacuum);
    expect(queueVacuumFor({ db: t.database.db, kind: "postgres" }, "notification_jobs")).toBeUndefined();
  });
});
