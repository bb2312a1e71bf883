import pg from "pg";

/**
 * node-postgres sends an unnamed statement for every query, so the PostgreSQL server parses and
 * plans the same text again on every call, on the same two cores as the app. A named statement is
 * parsed once per connection (pg remembers which names each connection has prepared) and
 * Postgres caches its plan. drizzle puts every value in a parameter, so the distinct texts are few;
 * the names are still bounded: past MAX_NAMED texts, queries run unnamed as before
 * (docs/decisions/0140).
 */
export const MAX_NAMED = 500;
const names = new Map<string, string>();

/** The statement name for a query text, or undefined once the bound is reached. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  // A named statement goes through the extended protocol, which takes one statement only: texts
  // that may hold several (migrations, hand-written SQL with ";") stay unnamed.
  if (known || names.size >= MAX_NAMED || text.length > 20_000 || text.includes(";")) return known;
  const name = `kr_${names.size + 1}`;
  names.set(text, name);
  return name;
}

type QueryFn = (...args: unknown[]) => unknown;

/** pg.Client that names drizzle's queries (config objects with a text and no name). */
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === "object" && typeof (config as pg.QueryConfig).text === "string" && !(config as pg.QueryConfig).name && !("submit" in config)) {
      const name = statementName((config as pg.QueryConfig).text);
      if (name) args[0] = { ...(config as pg.QueryConfig), name };
    }
    return (super.query as unknown as QueryFn).apply(this, args) as never;
  }
}
