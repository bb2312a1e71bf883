import type { Db } from "../db/client";

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
