import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { ConfigError } from "../config";
import { NamedStatementClient } from "./pg-prepared";
import { fsyncTree, makeFsyncReachTheDisk } from "./pglite-fsync";
import { preparedClient } from "./pglite-prepared";
import * as coreSchema from "./schema";
import * as liveSchema from "./schema-live";

const schema = { ...coreSchema, ...liveSchema };
export type Schema = typeof schema;
/** Both drivers give the same query builder; features only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: onNotify gets each payload. onListening(false) says notifications may be
   * missed from now on (the listening connection dropped), onListening(true) that they arrive
   * again; a cache relying on them must forget everything at both.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening: (listening: boolean) => void): Promise<() => Promise<void>>;
}

/**
 * PGlite's default start parameters include -F, which turns fsync off: an acknowledged write
 * could then vanish on a crash. These are its defaults without -F, and the WAL flushed with fsync.
 */
export const PGLITE_START_PARAMS = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "fsync=on",
  // fdatasync, PostgreSQL's default, is a no-op in PGlite; fsync reaches the disk (db/pglite-fsync.ts).
  "-c",
  "wal_sync_method=fsync",
];

/** The SQL migrations folder, found from this file whether it runs from src/ or from dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = resolve(dir, "..");
  }
  throw new Error("Migrations folder not found");
}

/** Embedded PGlite; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const created = dataDir !== undefined && !existsSync(join(dataDir, "PG_VERSION"));
  const client = await PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS });
  if (dataDir) {
    // Commits reach the disk (docs/decisions/0194); a new directory's files are flushed once.
    makeFsyncReachTheDisk(client);
    if (created) {
      await client.exec("CHECKPOINT");
      fsyncTree(dataDir);
    }
  }
  // Queries run as named prepared statements in one protocol batch each (docs/decisions/0140).
  const db = drizzlePglite({ client: preparedClient(client) as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    // One process owns the data directory, so in-process notifications see every change.
    listen: async (channel, onNotify, onListening) => {
      const unlisten = await client.listen(channel, onNotify);
      onListening(true);
      return unlisten;
    },
  };
}

export interface PostgresOptions {
  /**
   * The role that owns the schema and runs the migrations (DATABASE_OWNER_URL). When given, `url`
   * is the application's own role, which after each migration gets what it needs and no more: it
   * may read and add to the audit log but not change it (docs/decisions/0236).
   */
  ownerUrl?: string;
}

/** Runs the migrations on `client` under the lock several starting servers share. */
async function migrateWith(client: pg.PoolClient | pg.Client): Promise<void> {
  try {
    await client.query("SELECT pg_advisory_lock(7146001)");
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("SELECT pg_advisory_unlock(7146001)").catch(() => {});
  }
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  // Named statements: parsed and planned once per connection (docs/decisions/0140).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, Client: NamedStatementClient });
  // An idle connection that the server drops (restart, admin command) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (err) => {
    console.error(`PostgreSQL connection lost: ${err.message}`);
  });
  // Fail fast with a clear cause when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    // Several servers may start at once on one database: one migrates, the others wait for it.
    migrate: async () => {
      if (!options.ownerUrl) {
        const client = await pool.connect();
        try {
          await migrateWith(client);
        } finally {
          client.release();
        }
        return;
      }
      const owner = new pg.Client({ connectionString: options.ownerUrl, connectionTimeoutMillis: 5000 });
      try {
        await owner.connect();
      } catch (err) {
        await owner.end().catch(() => {});
        const reason = err instanceof Error ? err.message : String(err);
        throw new ConfigError("DATABASE_OWNER_URL", `cannot connect to the PostgreSQL server (${reason || "connection refused"})`);
      }
      try {
        await migrateWith(owner);
        // The grants name the role DATABASE_URL logs in as; a no-op when it is the owner itself.
        const { rows } = await pool.query<{ role: string }>("SELECT current_user AS role");
        await owner.query("SELECT audit_grant_app_role($1)", [rows[0].role]);
      } finally {
        await owner.end().catch(() => {});
      }
    },
    close: () => pool.end(),
    listen: (channel, onNotify, onListening) => listenPostgres(url, channel, onNotify, onListening),
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to queries). When it drops,
 * onListening(false) tells the caller, and it reconnects with a growing pause until stopped.
 */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void, onListening: (listening: boolean) => void) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = 250;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on("notification", (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? "");
    });
    c.on("error", () => {
      // Reported through "end"; an unhandled error would crash the process.
    });
    c.on("end", () => {
      if (client !== c || stopped) return;
      client = null;
      onListening(false);
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    retryMs = 250;
    onListening(true);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, 10_000);
        schedule();
      });
    }, retryMs);
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
