import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { ConfigError, type Config } from "./config";
import { openPglite, openPostgres, type Database } from "./db/client";
import { ensureFirstAdmin } from "./features/users/first-admin";
import { nightlyVacuumFor } from "./db/pglite-maintenance";
import { startHousekeeping, SWEEP_INTERVAL_MS } from "./lib/housekeeping";
import { createOutboxMailer, createSmtpMailer } from "./lib/mailer";
import { persistentSecret } from "./lib/secrets";

export interface StartedServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

async function openDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl) return openPglite(join(config.dataDir, "pgdata"));
  try {
    return await openPostgres(config.databaseUrl, { ownerUrl: config.databaseOwnerUrl });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new ConfigError("DATABASE_URL", `cannot connect to the PostgreSQL server (${reason || "connection refused"})`);
  }
}

/** Opens the database, migrates it, makes sure an admin exists and builds the app. */
export async function createServer(config: Config, print: (line: string) => void = console.log): Promise<StartedServer> {
  const started = Date.now();
  const pgdata = join(config.dataDir, "pgdata");
  // A new data directory takes several seconds (PGlite creates its database files): say so.
  const preparing = !config.databaseUrl && !existsSync(join(pgdata, "PG_VERSION"));
  if (preparing) print(`Preparing a new database in ${pgdata} (first start only; this takes about 15 seconds)…`);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (preparing) print(`Database ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    const admin = await ensureFirstAdmin(database.db, config.admin);
    if (admin.created) {
      const who = admin.email ?? admin.mobile;
      print(
        admin.generatedPassword
          ? `Created the first admin: ${who} with password ${admin.generatedPassword} (shown only this once; change it after logging in).`
          : `Created the first admin: ${who}.`,
      );
    }
    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(join(config.dataDir, "outbox"), config.mailFrom);
    const jwtSecret = persistentSecret(config.dataDir, "jwt-secret", config.jwtSecret);
    const app = await buildApp({ config, database, mailer, jwtSecret, scheduleJobs: true });
    const stopHousekeeping = startHousekeeping(database.db, app.files.store, app.log, SWEEP_INTERVAL_MS, {
      vacuum: nightlyVacuumFor(database),
      positions: app.tracker,
    });
    return {
      app,
      database,
      async close() {
        await stopHousekeeping();
        await app.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
