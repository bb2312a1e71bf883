import { appPid } from "../lib/app-pid";
import { captureSetup } from "../lib/capture-load";
import { cpuMs, cpuMsByThread, threadDelta } from "../lib/proc";
import { defineBench, type BenchContext, type MeasureRow } from "../lib/types";

/**
 * CPU a capture costs, exactly: a fixed number of captures at 8 in flight, every one waited for
 * (a timed load run cuts captures off at its end and counts their CPU to no request). The photo
 * is sent from one shared buffer (captureSender), and the load generator's own CPU is shown beside
 * the server's: on 2 cores it competes with the server for the same CPU.
 */
async function cpuPerCapture(ctx: BenchContext): Promise<MeasureRow[]> {
  const count = ctx.quick ? 120 : 600;
  const { sender } = await captureSetup(ctx);
  const captures = sender();
  const pid = appPid(ctx.baseUrl);
  let next = 0;
  let failed = 0;
  const serverBefore = cpuMs(pid);
  const threadsBefore = cpuMsByThread(pid);
  const ownBefore = process.cpuUsage();
  const started = Date.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      if ((await captures.send()) !== 201) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker)).finally(captures.close);
  const seconds = (Date.now() - started) / 1000;
  const server = (cpuMs(pid) - serverBefore) / count;
  const perThread = threadDelta(threadsBefore, cpuMsByThread(pid));
  // libvips starts and ends its worker threads per image: what ended is the rest of the total.
  const ended = server - perThread.reduce((sum, [, ms]) => sum + ms, 0) / count;
  const threads = [...perThread.map(([name, ms]) => `${name} ${(ms / count).toFixed(1)}`), `threads that ended ${Math.max(0, ended).toFixed(1)}`].join(", ");
  const own = process.cpuUsage(ownBefore);
  const generator = (own.user + own.system) / 1000 / count;
  return [
    {
      label: `CPU per capture (${count} captures at 8 in flight, each waited for)`,
      value: `server ${server.toFixed(1)} ms, load generator ${generator.toFixed(1)} ms; ${(count / seconds).toFixed(1)} captures/s${failed ? `, ${failed} not 201` : ""}`,
      target: "server ≤ 19 ms",
      ok: failed === 0 && server <= 19,
    },
    // Where the server's CPU ran: the JavaScript profile sees only "main".
    { label: "  of which, by thread (ms per capture; \"node\" = V8's helpers and libuv's pool)", value: threads || "(not readable)", target: "", ok: true },
  ];
}

export default defineBench({
  name: "capture",
  async plans(ctx) {
    const { jpeg, request } = await captureSetup(ctx);
    return [
      { label: `${(jpeg.length / 1024).toFixed(0)} KB JPEG, full speed`, requests: [request()], connections: 16, baseline: false, expectStatus: 201 },
      { label: "50 captures/s offered", requests: [request()], connections: 50, rate: 50, baseline: false, expectStatus: 201 },
    ];
  },
  /** Memory over 10,000 captures is its own bench (capture-memory): it can run alone. */
  measure: cpuPerCapture,
});
