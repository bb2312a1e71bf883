/**
 * The seeding of one bench database, run by `bench/run.ts` in a process of its own
 * (`seedInChild`): the same arguments as run.ts, plus `--seed=pglite|postgres`.
 */
import { loadBenches, seedDatabase, timings, type DbKind } from "./lib/prepare";

const args = process.argv.slice(2);
const kind = args.find((a) => a.startsWith("--seed="))?.slice(7) as DbKind;
const only = args.find((a) => a.startsWith("--only="))?.slice(7).split(",");
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function main() {
  timings.push({ db: kind, part: "seed: start of its process (tsx, modules)", wallS: process.uptime(), ownCpuS: NaN });
  const prepared = await seedDatabase(kind, await loadBenches(only), args.includes("--quick"), pgUrl);
  await new Promise<void>((resolve) => process.send!({ prepared, timings }, () => resolve()));
}

main().then(
  () => process.exit(0),
  async (err: unknown) => {
    console.error(err);
    await new Promise<void>((resolve) => process.send!({ error: String(err) }, () => resolve()));
    process.exit(1);
  },
);
