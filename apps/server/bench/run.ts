/**
 * `npm run bench [-- --quick] [--db=pglite|postgres|both] [--only=name,name]`
 *
 * Load benchmarks against the BUILT server (dist/main.js, `npm run build` first) on a throw-away
 * data directory (PGlite) and a throw-away database (PostgreSQL, from BENCH_DATABASE_URL or
 * TEST_DATABASE_URL). Every run is alternated with a bare node:http server answering the same
 * bytes, in the same run, because the machine is shared and absolute figures drift: the ratio
 * and the CPU time a request (from /proc, the server process only) are what to compare.
 *
 * Benches live in bench/benches/*.bench.ts and are found by name: add a file to add a bench.
 * Each database is seeded in a process of its own first (`lib/prepare.ts`), both at once.
 */
import { seedInChild } from "./lib/seed-process";

const started = Date.now();
const args = process.argv.slice(2);
// PGlite seeds in a process of its own, started before this one loads the app's modules so that
// the two start-ups overlap: in one process PGlite's WASM held the event loop that PostgreSQL's
// seeding waited on, and the two together took longer than one after the other.
const pgliteSeeding = args.includes("--db=postgres") ? null : seedInChild("pglite", args);
pgliteSeeding?.catch(() => {});
const { runBenches } = await import("./lib/runner");
runBenches(started, pgliteSeeding).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
