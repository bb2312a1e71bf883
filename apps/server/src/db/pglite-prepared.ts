import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * PGlite's own `query()` sends every statement as six separate protocol round trips into the WASM
 * engine (Parse, Describe statement, Bind, Describe portal, Execute, Sync), and Postgres parses and
 * plans the text again each time. The CPU profile of a small call showed that fixed cost as the
 * largest single part of a request on PGlite (docs/performance.md, docs/decisions/0140).
 *
 * This client keeps a named prepared statement for each SQL text drizzle sends (drizzle puts every
 * value in a parameter, so the texts are few), and then runs a query as ONE batch: Bind, Describe
 * portal, Execute, Sync. Values are serialised by the parameter types Postgres reported when the
 * statement was prepared, exactly as PGlite does; results are parsed by PGlite's own parser.
 * Prepared statements are not transactional in Postgres (a rollback keeps them) and Postgres
 * re-plans them itself after a schema change, so the cache never needs invalidating; it is bounded
 * (the oldest statement is closed when it is full).
 */

/** Internals of PGlite this relies on (public methods with an underscore, used by its own wrappers). */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

/** The part of PGlite's interface drizzle's pglite driver uses. */
export interface PreparedClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec: PGlite["exec"];
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** How many statements are prepared now (tests). */
  readonly preparedCount: number;
}

export const MAX_PREPARED = 500;
/** Longer texts (bulk inserts of hundreds of rows) run as PGlite runs them, unprepared. */
export const MAX_PREPARED_TEXT = 20_000;
// Names are unique in the process: two clients over one PGlite (tests) must not collide.
let counter = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type Parsers = PGlite["parsers"];

/**
 * The rows of one statement's answer, as PGlite's parseResults gives them. Its own version merges
 * the caller's parsers into a copy of every default parser on each query (drizzle always passes
 * some): that copy was the single largest function of a small call's profile on PGlite.
 */
function results<T>(messages: BackendMessage[], defaults: Parsers, options?: QueryOptions): Results<T> {
  const custom = options?.parsers;
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  const value = (text: string | null, oid: number) => {
    if (text === null) return null;
    const parser = custom?.[oid] ?? defaults[oid];
    return parser ? parser(text, oid) : text;
  };
  for (const msg of messages) {
    if (msg.name === "rowDescription") {
      fields = (msg as InstanceType<typeof protocol.messages.RowDescriptionMessage>).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    } else if (msg.name === "dataRow") {
      const cells = (msg as InstanceType<typeof protocol.messages.DataRowMessage>).fields as (string | null)[];
      if (options?.rowMode === "array") rows.push(cells.map((c, i) => value(c, fields[i]!.dataTypeID)));
      else rows.push(Object.fromEntries(cells.map((c, i) => [fields[i]!.name, value(c, fields[i]!.dataTypeID)])));
    } else if (msg.name === "commandComplete") {
      const words = (msg as InstanceType<typeof protocol.messages.CommandCompleteMessage>).text.split(" ");
      const n = parseInt(words[words.length - 1]!, 10);
      if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(words[0]!)) affectedRows += n;
      if (!Number.isNaN(n)) rowCount = n;
    }
  }
  return { rows: rows as T[], fields, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) } as Results<T>;
}

export function preparedClient(pg: PGlite, maxPrepared = MAX_PREPARED): PreparedClient {
  const internals = pg as unknown as PGliteInternals;
  const statements = new Map<string, Prepared>();

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= maxPrepared) {
      const [oldText, old] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldText);
      await pg.execProtocolStream(concat([protocol.serialize.close({ type: "S", name: old.name }), protocol.serialize.sync()]), { syncToFs: false });
    }
    const name = `kr_${++counter}`;
    const messages = await pg.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, prepared);
    return prepared;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    return internals._runExclusiveQuery(async () => {
      const statement = await prepare(text, options);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[i]!;
        const serialize = options?.serializers?.[oid] ?? pg.serializers[oid];
        return serialize ? serialize(param) : String(param);
      });
      const messages = await pg.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      // As PGlite's query(): outside a transaction the file system is synced after each statement.
      if (!inTransaction) await pg.syncToFs();
      return results<T>(messages, pg.parsers, options);
    });
  }

  return {
    get preparedCount() {
      return statements.size;
    },
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (text.length > MAX_PREPARED_TEXT) return pg.query<T>(text, params, options);
      await internals._checkReady();
      return internals._runExclusiveTransaction(() => run<T>(text, params, options, false));
    },
    exec: (query, options) => pg.exec(query, options),
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      return pg.transaction((tx) => {
        const fast: Transaction = {
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error("Transaction is closed");
            if (text.length > MAX_PREPARED_TEXT) return tx.query<R>(text, params, options);
            return run<R>(text, params ?? [], options, true);
          },
          sql: (strings, ...params) => tx.sql(strings, ...params),
          exec: (query, options) => tx.exec(query, options),
          rollback: () => tx.rollback(),
          listen: (channel, callback) => tx.listen(channel, callback),
          get closed() {
            return tx.closed;
          },
        };
        return fn(fast);
      });
    },
  };
}
