import { todayInIndia } from "@app/contracts";
import { sql } from "drizzle-orm";
import type { Database, Db } from "./client";

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum launcher exists (`autovacuum` says
 * "on" and nothing ever runs): without this, an embedded database is never vacuumed nor analysed.
 * Every capture touches its day's record, every notification job is updated twice, so dead rows
 * pile up for ever; the visibility map is never set, so no scan is index-only; and the planner's
 * statistics stay those of an empty table. Measured on 30 days of 5,000 kids: the admin's
 * attendance list answered in 150–280 ms before the first VACUUM and 75–110 ms after it
 * (docs/decisions/0199).
 *
 * So the server does it itself, once a night (India time, while the vans stand still): each table
 * with its own `VACUUM (ANALYZE)`, so the requests that come meanwhile wait for one table, never
 * for all. After the first night only the pages written since the last run are visited.
 */
export const NIGHT_FROM_HOUR_IST = 0;
export const NIGHT_TO_HOUR_IST = 5;

/** The hour of the day in India (UTC+05:30, no daylight saving). */
function hourInIndia(now: Date): number {
  return new Date(now.getTime() + 330 * 60_000).getUTCHours();
}

export interface VacuumRun {
  tables: number;
  ms: number;
}

/** `VACUUM (ANALYZE)` of every table of the app's schema, one statement a table. */
export async function vacuumTables(db: Db): Promise<VacuumRun> {
  const started = Date.now();
  const result = await db.execute<{ name: string }>(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  for (const name of names) await db.execute(sql.raw(`VACUUM (ANALYZE) "${name.replace(/"/g, '""')}"`));
  return { tables: names.length, ms: Date.now() - started };
}

/** Decides, at each housekeeping round, whether tonight's VACUUM is due, and runs it once a night. */
export class NightlyVacuum {
  private lastNight: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs the VACUUM when it is night in India and it has not run this night; null otherwise. */
  async tick(): Promise<VacuumRun | null> {
    const now = this.now();
    const hour = hourInIndia(now);
    if (hour < NIGHT_FROM_HOUR_IST || hour >= NIGHT_TO_HOUR_IST) return null;
    const night = todayInIndia(now);
    if (this.lastNight === night) return null;
    this.lastNight = night;
    return vacuumTables(this.db);
  }
}

/** The nightly VACUUM a database needs from the server: PGlite's; a PostgreSQL server has its own autovacuum. */
export function nightlyVacuumFor(database: Pick<Database, "db" | "kind">): NightlyVacuum | undefined {
  return database.kind === "pglite" ? new NightlyVacuum(database.db) : undefined;
}

/**
 * The outbox's own VACUUM on PGlite (session 12): every notification job is written three times
 * (queued, sending, sent), and with no autovacuum its dead versions stay in the worker's indexes.
 * Bitmap scans (what the planner picks on a table it has never analysed) never mark them dead, so
 * the claim and the recovery of abandoned claims read every job ever queued: on a morning's backlog
 * they grew from milliseconds to 2 and 12 seconds, on the one thread every query runs on. So the
 * worker vacuums and analyses its table itself after every `everyJobs` jobs, at most once a
 * `minIntervalMs`: a few milliseconds on a table that is mostly dead rows of recent jobs.
 */
export class QueueVacuum {
  private jobs = 0;
  private lastAt = 0;

  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly everyJobs = 500,
    private readonly minIntervalMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a round's jobs; vacuums when enough have gone through. True when it vacuumed. */
  async afterRound(jobs: number): Promise<boolean> {
    this.jobs += jobs;
    if (this.jobs < this.everyJobs || this.now() - this.lastAt < this.minIntervalMs) return false;
    this.jobs = 0;
    this.lastAt = this.now();
    await this.db.execute(sql.raw(`VACUUM (ANALYZE) "${this.table.replace(/"/g, '""')}"`));
    return true;
  }
}

/** The queue's VACUUM a database needs from the server: PGlite's; a PostgreSQL server has autovacuum. */
export function queueVacuumFor(database: Pick<Database, "db" | "kind">, table: string): QueueVacuum | undefined {
  return database.kind === "pglite" ? new QueueVacuum(database.db, table) : undefined;
}
