import { LIVE_API } from "@app/contracts";
import { vehicles } from "../../src/db/schema-live";
import { defineBench, type BenchContext, type MeasureRow } from "../lib/types";

/**
 * Positions ingested per second through /api/v1/tracker (docs/decisions/0265): OsmAnd forms from
 * many vans at once, as Traccar Client sends them, each one a new fix that is stored (a vehicle
 * stores one fix per second of fix time, so each van's fixes step one second apart, starting a day
 * ago). Targets: 300/s on PGlite, 1,000/s on PostgreSQL, on 2 cores.
 */
const VANS = 200;
const IN_FLIGHT = 16;
const trackerId = (i: number) => `bench-positions-${String(i).padStart(4, "0")}`;

/** Fix number n: van n % VANS, its (n / VANS)th second since a day ago; a little movement around Guntur. */
function form(n: number, since: number): string {
  const van = n % VANS;
  const step = Math.floor(n / VANS);
  return new URLSearchParams({
    id: trackerId(van),
    lat: (16.3 + van * 0.0005 + step * 0.00001).toFixed(6),
    lon: (80.43 + step * 0.00001).toFixed(6),
    timestamp: String(since + step * 1000 + van),
    speed: "12.5",
    bearing: "90",
    accuracy: "8",
    batt: "80",
  }).toString();
}

async function ingest(ctx: BenchContext, count: number, offset: number): Promise<{ seconds: number; stored: number; failed: number }> {
  const since = Date.now() - 86_400_000;
  let next = 0;
  let stored = 0;
  let failed = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < count) {
      const n = offset + next++;
      const res = await fetch(`${ctx.baseUrl}${LIVE_API.tracker}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form(n, since) });
      const answer = (await res.json()) as { data?: { stored: number } };
      if (res.status !== 200) failed += 1;
      else stored += answer.data?.stored ?? 0;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { seconds: (Date.now() - started) / 1000, stored, failed };
}

export default defineBench({
  name: "positions",
  async seed(database) {
    await database.db.insert(vehicles).values(
      Array.from({ length: VANS }, (_, i) => ({ registrationNumber: `AP07BP${String(i).padStart(4, "0")}`, seats: 12, trackerId: trackerId(i) })),
    );
  },
  async plans() {
    return [];
  },
  async measure(ctx): Promise<MeasureRow[]> {
    const count = ctx.quick ? 1500 : 6000;
    // Warm-up: the first requests compile the route's code paths and the statements.
    await ingest(ctx, 200, 0);
    const run = await ingest(ctx, count, 200);
    const rate = run.stored / run.seconds;
    const target = ctx.kind === "pglite" ? 300 : 1000;
    return [
      {
        label: `positions ingested per second (${count} OsmAnd forms from ${VANS} vans, ${IN_FLIGHT} in flight)`,
        value: `${rate.toFixed(0)}/s (${run.stored} stored in ${run.seconds.toFixed(1)} s${run.failed ? `, ${run.failed} not 200` : ""})`,
        target: `≥ ${target}/s`,
        ok: run.failed === 0 && run.stored === count && rate >= target,
      },
    ];
  },
});
