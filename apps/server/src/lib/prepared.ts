import type { Db } from "../db/client";

/** What drizzle's `.prepare(name)` gives: the SQL text built once, values bound per call. */
export interface PreparedQuery<R> {
  execute(placeholders?: Record<string, unknown>): Promise<R>;
}

/**
 * A hot query built by drizzle once per database handle instead of on every call
 * (docs/decisions/0166): the CPU profile of the parent's dashboard calls showed drizzle building
 * each query's SQL text again as about a sixth of a call's CPU. Values go in `sql.placeholder(…)`.
 * A prepared query is bound to the handle it was built on, so a transaction (another handle) gets
 * its own copy, forgotten with the transaction. The name is the PostgreSQL statement name: one
 * per query text, unique in the app.
 */
export function preparedQuery<R>(build: (db: Db) => PreparedQuery<R>): (db: Db) => PreparedQuery<R> {
  const byDb = new WeakMap<Db, PreparedQuery<R>>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
