import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { migrationsFolder, openPglite, openPostgres, PGLITE_START_PARAMS } from "../../src/db/client";
import { cpuMs } from "./proc";
import { seedWorld, type BenchWorld } from "./seed";
import type { Bench } from "./types";

/** Git-ignored, shared with the capture baseline's checkout (capture-baseline.ts). */
const CACHE_DIR = fileURLToPath(new URL("../.cache", import.meta.url));
const TEMPLATE_PREFIX = "pglite-migrated-";

export type DbKind = "pglite" | "postgres";

/** Where the time of a run goes: each part's wall time and the CPU of this process and the server. */
export interface Timing {
  db: string;
  part: string;
  wallS: number;
  ownCpuS: number;
  serverCpuS?: number;
}
export const timings: Timing[] = [];

export async function timed<T>(db: string, part: string, fn: () => Promise<T>, serverPid?: () => number | undefined): Promise<T> {
  const wall = Date.now();
  const own = process.cpuUsage();
  const pid = serverPid?.();
  const server = pid ? cpuMs(pid) : 0;
  try {
    return await fn();
  } finally {
    const used = process.cpuUsage(own);
    timings.push({ db, part, wallS: (Date.now() - wall) / 1000, ownCpuS: (used.user + used.system) / 1e6, serverCpuS: pid ? (cpuMs(pid) - server) / 1000 : undefined });
  }
}

/** Benches live in bench/benches/*.bench.ts and are found by name: add a file to add a bench. */
export async function loadBenches(only?: string[]): Promise<Bench[]> {
  const dir = new URL("../benches/", import.meta.url);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".bench.ts"))
    .sort();
  const benches: Bench[] = [];
  for (const f of files) {
    const mod = (await import(new URL(f, dir).href)) as { default: Bench | Bench[] };
    benches.push(...(Array.isArray(mod.default) ? mod.default : [mod.default]));
  }
  return only ? benches.filter((b) => only.includes(b.name)) : benches;
}

/** A seeded database, closed, described in plain data (it crosses from the seeding process). */
export interface Prepared {
  kind: DbKind;
  dataDir: string;
  /** The throw-away PostgreSQL database, dropped afterwards. */
  pgDatabase?: string;
  /** What the server needs to find it. */
  env: Record<string, string>;
  world: BenchWorld;
}

async function adminQuery(pgUrl: string, statement: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

export async function dropPrepared(p: Pick<Prepared, "dataDir" | "pgDatabase">, pgUrl: string | undefined) {
  if (p.pgDatabase && pgUrl) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${p.pgDatabase} WITH (FORCE)`);
  rmSync(p.dataDir, { recursive: true, force: true });
}

function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  for (;;) {
    const file = join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "@electric-sql/pglite") return pkg.version ?? "unknown";
    }
    if (dirname(dir) === dir) return "unknown";
    dir = dirname(dir);
  }
}

/** Every file of a folder, in name order, hashed with its name. */
function hashFolder(hash: ReturnType<typeof createHash>, dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    hash.update(entry.name);
    if (entry.isDirectory()) hashFolder(hash, path);
    else hash.update(readFileSync(path));
  }
}

/**
 * A new PGlite cluster with every migration applied, made once and copied for every run
 * (git-ignored, in bench/.cache/): PGlite's initdb (every file fsynced) and the migrations were
 * 10 s of the 20 s a --quick run spent seeding PGlite. Keyed by PGlite's version, the start
 * parameters and the migration files, so a new migration or PGlite makes a new one (and the old
 * ones are removed).
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash("sha256").update(`${pgliteVersion()} ${PGLITE_START_PARAMS.join(" ")}`);
  hashFolder(hash, migrationsFolder());
  const template = join(CACHE_DIR, `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 12)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(join(tmpdir(), "kidsride-bench-template-"));
  const database = await openPglite(join(building, "pgdata"));
  await database.migrate();
  await database.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) if (old.startsWith(TEMPLATE_PREFIX)) rmSync(join(CACHE_DIR, old), { recursive: true, force: true });
  // Made aside and moved in whole, so that an interrupted run never leaves half a cluster behind.
  cpSync(join(building, "pgdata"), `${template}.partial`, { recursive: true });
  renameSync(`${template}.partial`, template);
  rmSync(building, { recursive: true, force: true });
  return template;
}

/**
 * A fresh database with the world and every selected bench's data, closed again before the
 * server starts.
 */
export async function seedDatabase(kind: DbKind, allBenches: Bench[], quick: boolean, pgUrl: string | undefined): Promise<Prepared> {
  const benches = allBenches.filter((b) => !b.databases || b.databases.includes(kind));
  const dataDir = mkdtempSync(join(tmpdir(), `kidsride-bench-${kind}-`));
  let pgDatabase: string | undefined;
  let env: Record<string, string> = {};
  try {
    const seedStart = Date.now();
    const database = await timed(kind, "seed: new database", async () => {
      if (kind === "pglite") {
        cpSync(await pgliteTemplate(), join(dataDir, "pgdata"), { recursive: true });
        return openPglite(join(dataDir, "pgdata"));
      }
      pgDatabase = `bench_${randomBytes(5).toString("hex")}`;
      await adminQuery(pgUrl!, `CREATE DATABASE ${pgDatabase}`);
      const url = new URL(pgUrl!);
      url.pathname = `/${pgDatabase}`;
      env = { DATABASE_URL: url.toString() };
      return openPostgres(url.toString());
    });
    // PGlite's copy has them already (pgliteTemplate); on it this checks that none is missing.
    await timed(kind, "seed: migrations", () => database.migrate());
    const world: BenchWorld = await timed(kind, "seed: route world (through the app)", () => seedWorld(database, dataDir));
    for (const b of benches) if (b.seed) await timed(kind, `seed: ${b.name}`, () => b.seed!(database, world, quick));
    // PostgreSQL's autovacuum would otherwise visit the freshly written tables while something is
    // being measured (on the same 2 cores, possibly during the other database's runs): done now.
    if (kind === "postgres") await timed(kind, "seed: VACUUM ANALYZE", () => database.db.execute(sql`VACUUM ANALYZE`));
    await database.close();
    console.log(`[${kind}] seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    return { kind, dataDir, pgDatabase, env, world };
  } catch (err) {
    await dropPrepared({ dataDir, pgDatabase }, pgUrl).catch(() => {});
    throw err;
  }
}

