import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Counters kept in the database (table rate_counters), so that every server on one database
 * counts together and a restart forgets nothing (docs/decisions/0101). Times come from the
 * database's clock, the one clock all servers share.
 */

export interface Counter {
  count: number;
  /** Seconds until the counting window ends. */
  windowLeft: number;
  /** Seconds since the last counted event. */
  sinceLast: number;
}

type Rows = { rows: Record<string, unknown>[] };

/** SHA-256 written with the letters a-p: the stored key never holds an email, mobile or address. */
export function counterKey(scope: string, subject: string): string {
  const hex = createHash("sha256").update(`${scope}\u0001${subject}`).digest("hex");
  return [...hex].map((h) => String.fromCharCode(97 + parseInt(h, 16))).join("");
}

function toCounter(row: Record<string, unknown> | undefined): Counter | null {
  if (!row) return null;
  return { count: Number(row.count), windowLeft: Math.max(0, Number(row.window_left)), sinceLast: Math.max(0, Number(row.since_last)) };
}

/**
 * The statement that counts one event (RateCounters.hit), for a caller that runs it in a
 * data-modifying WITH of its own statement (docs/decisions/0208): it counts only when `when`
 * holds, and returns the counter's row (read it with counterOf) or no row when it counted nothing.
 */
export function hitStatement(key: string, windowMs: number, when?: SQL): SQL {
  const seconds = windowMs / 1000;
  return sql`insert into rate_counters as c (key, count, window_ends_at, last_at)
      select ${key}::text, 1, now() + make_interval(secs => ${seconds}::float8), now()${when ? sql` where ${when}` : sql``}
      on conflict (key) do update set
        count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
        window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end,
        last_at = now()
      returning count,
        extract(epoch from window_ends_at - now())::float8 as window_left,
        0::float8 as since_last`;
}

/** A row of hitStatement, or null when it counted nothing. */
export const counterOf = (row: Record<string, unknown> | undefined | null): Counter | null => toCounter(row ?? undefined);

export class RateCounters {
  constructor(private readonly db: Db) {}

  /** The live counter of a key, or null when none is running. */
  async peek(key: string): Promise<Counter | null> {
    const result = (await this.db.execute(sql`
      select count,
             extract(epoch from window_ends_at - now())::float8 as window_left,
             extract(epoch from now() - last_at)::float8 as since_last
      from rate_counters where key = ${key} and window_ends_at > now()`)) as unknown as Rows;
    return toCounter(result.rows[0]);
  }

  /** Counts one event; a counter whose window has ended starts again at 1. One statement: no race. */
  async hit(key: string, windowMs: number): Promise<Counter> {
    const result = (await this.db.execute(hitStatement(key, windowMs))) as unknown as Rows;
    return toCounter(result.rows[0])!;
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_counters where key = ${key}`);
  }

  /** Deletes counters whose window ended; run by the periodic sweep. */
  async sweep(): Promise<number> {
    const result = (await this.db.execute(sql`delete from rate_counters where window_ends_at <= now() returning 1`)) as unknown as Rows;
    return result.rows.length;
  }
}

/** A fixed-window limit: at most `limit` events per key per window. */
export class RateLimiter {
  private readonly counters: RateCounters;

  constructor(
    db: Db,
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.counters = new RateCounters(db);
  }

  /** Counts the event and answers 0 when it is within the limit, else the seconds to wait. */
  async take(subject: string): Promise<number> {
    return this.waitAfter(await this.counters.hit(counterKey(this.scope, subject), this.windowMs));
  }

  /** take() as a statement for the caller's own (see hitStatement); its row goes to waitAfter. */
  takeStatement(subject: string, when?: SQL): SQL {
    return hitStatement(counterKey(this.scope, subject), this.windowMs, when);
  }

  /** 0 when the counted event is within the limit, else the seconds to wait. */
  waitAfter(counter: Counter): number {
    return counter.count > this.limit ? Math.max(1, counter.windowLeft) : 0;
  }

  /** Seconds until the subject may try again, or 0 when it is under the limit; counts nothing. */
  async retryAfter(subject: string): Promise<number> {
    const counter = await this.counters.peek(counterKey(this.scope, subject));
    return counter && counter.count >= this.limit ? Math.max(1, counter.windowLeft) : 0;
  }

  async hit(subject: string): Promise<void> {
    await this.counters.hit(counterKey(this.scope, subject), this.windowMs);
  }

  async reset(subject: string): Promise<void> {
    await this.counters.reset(counterKey(this.scope, subject));
  }
}
