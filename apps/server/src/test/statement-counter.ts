import pg from "pg";
import type { Database, Db } from "../db/client";

/**
 * Counts the statements `fn` sends through `db` (PGlite or PostgreSQL): drizzle sends every
 * statement outside a transaction through the client it was made with (`db.$client.query`).
 */
export async function countStatements(db: Db, fn: () => Promise<unknown>): Promise<{ statements: number; texts: string[] }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const own = Object.prototype.hasOwnProperty.call(client, "query");
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    texts.push(typeof first === "string" ? first : String((first as { text?: string } | undefined)?.text ?? ""));
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    if (own) client.query = original;
    else delete (client as { query?: unknown }).query;
  }
  return { statements: texts.length, texts };
}

/**
 * Calls `onStatement` with the text of every statement the app sends to its database, those of
 * transactions included, until the returned function is called: on PostgreSQL every pg client's
 * query (a transaction runs on a pooled client of its own), on PGlite the client's query and exec
 * and those of each transaction's handle.
 */
export function watchStatements(database: Database, onStatement: (text: string) => void): () => void {
  const textOf = (first: unknown) => (typeof first === "string" ? first : String((first as { text?: string } | undefined)?.text ?? JSON.stringify(first)));
  if (database.kind === "postgres") {
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...a: unknown[]) {
      onStatement(textOf(a[0]));
      return original.apply(this, a);
    };
    return () => {
      proto.query = original;
    };
  }
  const client = (database.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  const originals = new Map<string, (...a: unknown[]) => unknown>();
  for (const fn of ["query", "exec"]) {
    const orig = client[fn];
    if (typeof orig !== "function") continue;
    originals.set(fn, orig);
    client[fn] = function (this: unknown, ...a: unknown[]) {
      onStatement(textOf(a[0]));
      return orig.apply(this, a);
    };
  }
  const transaction = client.transaction;
  originals.set("transaction", transaction);
  client.transaction = function (this: unknown, fn: unknown) {
    onStatement("BEGIN");
    const done = transaction.call(this, (tx: { query: (...a: unknown[]) => unknown }) => {
      const query = tx.query;
      tx.query = (...a: unknown[]) => {
        onStatement(textOf(a[0]));
        return query.apply(tx, a);
      };
      return (fn as (t: unknown) => unknown)(tx);
    }) as Promise<unknown>;
    return done.then(
      (result) => {
        onStatement("COMMIT");
        return result;
      },
      (err: unknown) => {
        onStatement("ROLLBACK");
        throw err;
      },
    );
  };
  return () => {
    for (const [fn, orig] of originals) client[fn] = orig;
  };
}

/** Every statement `fn` makes the app send (see watchStatements). */
export async function countEveryStatement(database: Database, fn: () => Promise<unknown>): Promise<{ statements: number; texts: string[] }> {
  const texts: string[] = [];
  const stop = watchStatements(database, (text) => texts.push(text));
  try {
    await fn();
  } finally {
    stop();
  }
  return { statements: texts.length, texts };
}
