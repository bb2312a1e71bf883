import autocannon from "autocannon";
import type { LoadPlan } from "./types";

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bad: number;
  errors: number;
  firstBadStatus?: number;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Runs autocannon against baseUrl and keeps every latency, so p95 is exact (autocannon reports 97.5). */
export async function runLoad(baseUrl: string, plan: LoadPlan, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let bad = 0;
  let firstBadStatus: number | undefined;
  const expect = plan.expectStatus ?? 200;
  const requests = plan.requests.map((r) => {
    const base = { method: r.method, path: r.path, headers: r.headers };
    const make = r.body;
    const fresh = r.freshHeaders;
    if (typeof make !== "function" && !fresh) return make === undefined ? base : { ...base, body: make };
    return {
      ...base,
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        body: typeof make === "function" ? make() : make,
        headers: { ...(req.headers as Record<string, string>), ...fresh?.() },
      }),
    };
  });
  const started = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: plan.connections ?? 32,
        duration: seconds,
        overallRate: plan.rate,
        requests: requests as autocannon.Request[],
        timeout: 30,
        // autocannon stops only at its next sample tick (1 s by default), so a 1.5-second run lasted
        // 2 s and a 0.25-second warm-up 1 s: --quick spent a third of each plan in rounding
        // (decision 0175). Rates are counted over the real elapsed time either way.
        sampleInt: 250,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== expect) {
        bad += 1;
        firstBadStatus ??= statusCode;
      }
    });
  });
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    bad,
    errors: result.errors + result.timeouts,
    firstBadStatus,
  };
}
