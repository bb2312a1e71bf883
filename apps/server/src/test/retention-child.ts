/**
 * Runs the retention job alone in its own process, one photo per batch and a pause after each
 * committed batch, so that retention-crash.test.ts can kill -9 it in the middle of a run.
 */
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { loadConfig } from "../config";
import { openPglite, openPostgres } from "../db/client";
import { FileRemovals } from "../features/privacy/file-removals";
import { RetentionJob } from "../features/privacy/retention.service";
import { FileStore } from "../lib/uploads";

const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, "pgdata"));
const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet, level: "silent", silent() {} } as unknown as FastifyBaseLogger;
const removals = new FileRemovals(database.db, new FileStore(join(config.dataDir, "uploads")), quiet);
const job = new RetentionJob(database.db, removals, quiet, {
  retentionDays: config.retentionDays,
  batchSize: 1,
  afterBatch: async (n) => {
    process.stdout.write(`BATCH ${n}\n`);
    await new Promise((r) => setTimeout(r, 1500));
  },
});
const outcome = await job.run({ force: true });
process.stdout.write(`DONE ${outcome.status}\n`);
await database.close();
