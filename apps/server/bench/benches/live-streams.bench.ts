import http from "node:http";
import { eq } from "drizzle-orm";
import { LIVE_API, LIVE_STREAMS_PER_SESSION } from "@app/contracts";
import { routeAssignments } from "../../src/db/schema";
import { vehicles } from "../../src/db/schema-live";
import { defineBench, type BenchContext, type MeasureRow } from "../lib/types";

/**
 * One server holding 2,000 open live streams (docs/decisions/0262): a van's new position (through
 * /api/v1/tracker, as Traccar Client sends it) must reach every stream within 2 s at p99; the
 * server's memory per open stream is reported. The streams are the office's (an admin sees every
 * van), LIVE_STREAMS_PER_SESSION per login. The clock starts before the position is sent and
 * stops when this process has read the event on a stream: the reading side shares the machine.
 */
const STREAMS = 2000;
const ROUNDS = 10;
const TRACKER_ID = "bench-live-streams-van-0001";

interface OpenStream {
  req: http.ClientRequest;
  /** Arrival time (ms) of the position events, in order. */
  arrivals: number[];
}

function openStream(ctx: BenchContext, headers: Record<string, string>, onEvent: () => void): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const s: OpenStream = { req: null as unknown as http.ClientRequest, arrivals: [] };
    s.req = http.get(`${ctx.baseUrl}${LIVE_API.liveStream}`, { headers: { accept: "text/event-stream", ...headers }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        for (let i = chunk.indexOf("event: position"); i >= 0; i = chunk.indexOf("event: position", i + 1)) {
          s.arrivals.push(performance.now());
          onEvent();
        }
      });
      resolve(s);
    });
    s.req.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export default defineBench({
  name: "live-streams",
  async seed(database, world) {
    const [van] = await database.db.insert(vehicles).values({ registrationNumber: "AP07LS0001", seats: 12, trackerId: TRACKER_ID }).returning({ id: vehicles.id });
    await database.db.update(routeAssignments).set({ vehicleId: van!.id }).where(eq(routeAssignments.routeId, world.routeUuid));
  },
  async plans() {
    return [];
  },
  async measure(ctx): Promise<MeasureRow[]> {
    const streams = ctx.quick ? 500 : STREAMS;
    const rounds = ctx.quick ? 4 : ROUNDS;
    const sessions: Record<string, string>[] = [];
    for (let i = 0; i < Math.ceil(streams / LIVE_STREAMS_PER_SESSION); i++) sessions.push(await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password));
    const rssBefore = ctx.rssMiB();
    let received = 0;
    let wake: (() => void) | null = null;
    const onEvent = () => {
      received += 1;
      wake?.();
    };
    const open: OpenStream[] = [];
    for (let i = 0; i < streams; i += 50) {
      const batch = Array.from({ length: Math.min(50, streams - i) }, (_, j) => openStream(ctx, sessions[Math.floor((i + j) / LIVE_STREAMS_PER_SESSION)]!, onEvent));
      open.push(...(await Promise.all(batch)));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const rssOpen = ctx.rssMiB();
    const latencies: number[] = [];
    let missed = 0;
    const start = Math.floor(Date.now() / 1000) - 3600;
    try {
      for (let round = 0; round < rounds; round++) {
        received = 0;
        const body = new URLSearchParams({ id: TRACKER_ID, lat: (16.3 + round * 0.001).toFixed(6), lon: "80.43", timestamp: String(start + round * 60), accuracy: "8", batt: "70" }).toString();
        const sent = performance.now();
        const res = await fetch(`${ctx.baseUrl}${LIVE_API.tracker}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
        if (res.status !== 200) throw new Error(`tracker: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        // Every stream, or 10 s.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          wake = () => {
            if (received >= streams) {
              clearTimeout(timer);
              resolve();
            }
          };
          wake();
        });
        wake = null;
        for (const s of open) {
          const at = s.arrivals[round];
          if (at === undefined) missed += 1;
          else latencies.push(at - sent);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      for (const s of open) s.req.destroy();
    }
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const perStreamKiB = ((rssOpen - rssBefore) * 1024) / streams;
    return [
      {
        label: `a new position reaching ${streams} open streams (${rounds} positions), p50 / p99 / max`,
        value: `${p50.toFixed(0)} / ${p99.toFixed(0)} / ${(latencies[latencies.length - 1] ?? NaN).toFixed(0)} ms${missed ? `, ${missed} not reached` : ""}`,
        target: "p99 ≤ 2000 ms, all reached",
        ok: missed === 0 && p99 <= 2000,
      },
      {
        label: `server memory per open stream (resident, ${streams} streams)`,
        value: `${perStreamKiB.toFixed(1)} KiB (${rssBefore.toFixed(0)} → ${rssOpen.toFixed(0)} MiB)`,
      },
    ];
  },
});
