import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { API, ATTENDANCE_CAPTURE, ATTENDANCE_TYPES } from "@app/contracts";
import { appPid } from "../lib/app-pid";
import { cpuMs } from "../lib/proc";
import { defineBench, type BenchContext, type MeasureRow } from "../lib/types";

/** A phone photo as the caretaker's phone sends it: 1600 x 1200 JPEG of about 250 KB. */
async function phonePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = ((x * 2654435761) ^ (y * 40503)) >>> 28;
      raw[i] = (x / 7 + noise * 3) & 0xff;
      raw[i + 1] = (y / 5 + noise * 2) & 0xff;
      raw[i + 2] = ((x + y) / 9) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

// Captures walk back from before the attendance the desk benches seed (up to a year back), so
// every capture is a new leg (a 201) and not a 409 for a leg already there.
const FIRST_DAY_BACK = 800;

function isoDay(daysAgo: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 - (FIRST_DAY_BACK + daysAgo) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The morning rush: caretakers' captures (multipart, text fields and a ~250 KB JPEG), each for a
 * kid, day and leg not captured before (so the answer is always a new 201), at full speed and at
 * 50 captures a second offered.
 */
let n = 0;
const MEMORY_CAPTURES = Number(process.env.BENCH_MEMORY_CAPTURES ?? 10_000);

async function captureSetup(ctx: BenchContext) {
    const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
    const res = await fetch(`${ctx.baseUrl}${API.allKidProfiles}`, { headers: admin });
    const kids = ((await res.json()) as { data: { allUserProfiles: { uuid: string }[] } }).data.allUserProfiles.map((k) => k.uuid);
    const jpeg = await phonePhoto();
    // n is module-wide: the memory run continues where the load runs stopped (every capture a new section).
    const boundary = "----benchboundary7MA4YWxkTrZu0gW";
    const body = () => {
      // Walk kids, then legs, then days back: every capture a new section.
      const i = n++;
      const kid = kids[i % kids.length];
      const type = ATTENDANCE_TYPES[Math.floor(i / kids.length) % ATTENDANCE_TYPES.length];
      const date = isoDay(Math.floor(i / (kids.length * ATTENDANCE_TYPES.length)));
      const fields = { userProfileUuid: kid, date, type, pickupTime: "07:45", latitude: "16.306652", longitude: "80.436539" };
      const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      return Buffer.concat([
        Buffer.from(
          `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${ATTENDANCE_CAPTURE.photoField}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    };
    const request = () => ({
      method: "POST" as const,
      path: ATTENDANCE_CAPTURE.path,
      headers: { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` },
      freshHeaders: () => ({ [ATTENDANCE_CAPTURE.idempotencyHeader]: randomUUID() }),
      body,
    });
    return { jpeg, request };
}

/**
 * CPU a capture costs, exactly: a fixed number of captures at 8 in flight, every one waited for
 * (a timed load run cuts captures off at its end and counts their CPU to no request). The bodies
 * are built before the clock starts, and the load generator's own CPU is shown beside the
 * server's: on 2 cores it competes with the server for the same CPU.
 */
async function cpuPerCapture(ctx: BenchContext): Promise<MeasureRow[]> {
  const count = ctx.quick ? 120 : 600;
  const { request } = await captureSetup(ctx);
  const r = request();
  const bodies = Array.from({ length: count }, () => ({ headers: { ...r.headers, ...r.freshHeaders() }, body: r.body() }));
  const pid = appPid(ctx.baseUrl);
  let next = 0;
  let failed = 0;
  const serverBefore = cpuMs(pid);
  const ownBefore = process.cpuUsage();
  const started = Date.now();
  const worker = async () => {
    while (next < bodies.length) {
      const b = bodies[next++]!;
      const res = await fetch(`${ctx.baseUrl}${r.path}`, { method: "POST", headers: b.headers, body: b.body });
      await res.arrayBuffer();
      if (res.status !== 201) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (Date.now() - started) / 1000;
  const server = (cpuMs(pid) - serverBefore) / count;
  const own = process.cpuUsage(ownBefore);
  const generator = (own.user + own.system) / 1000 / count;
  return [
    {
      label: `CPU per capture (${count} captures at 8 in flight, each waited for)`,
      value: `server ${server.toFixed(1)} ms, load generator ${generator.toFixed(1)} ms; ${(count / seconds).toFixed(1)} captures/s${failed ? `, ${failed} not 201` : ""}`,
      target: "server ≤ 19 ms",
      ok: failed === 0 && server <= 19,
    },
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
  /**
   * Memory over many captures (full runs only: at the machine's capture rate 10,000 take minutes).
   * RSS after the first 1,000 captures (caches, pools and JIT warm) against after all of them, at 16
   * captures in flight; a leak shows as growth proportional to the count.
   */
  async measure(ctx) {
    const cost = await cpuPerCapture(ctx);
    if (ctx.quick && !process.env.BENCH_MEMORY_CAPTURES) return [...cost, { label: `memory over ${MEMORY_CAPTURES} captures`, value: "skipped in --quick" }];
    const { request } = await captureSetup(ctx);
    const r = request();
    let sent = 0;
    let failed = 0;
    let firstFailure = "";
    let afterWarm = 0;
    const started = Date.now();
    const worker = async () => {
      while (sent < MEMORY_CAPTURES) {
        sent += 1;
        if (sent === 1000) afterWarm = ctx.rssMiB();
        const res = await fetch(`${ctx.baseUrl}${r.path}`, { method: "POST", headers: { ...r.headers, ...r.freshHeaders() }, body: r.body() });
        await res.arrayBuffer();
        if (res.status !== 201) {
          failed += 1;
          firstFailure ||= `${res.status}`;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const end = ctx.rssMiB();
    const seconds = (Date.now() - started) / 1000;
    return [
      ...cost,
      { label: `${MEMORY_CAPTURES} captures at 16 in flight`, value: `${(MEMORY_CAPTURES / seconds).toFixed(1)} captures/s, ${failed} not 201${failed ? ` (first: ${firstFailure})` : ""}`, ok: failed === 0 },
      {
        label: `RSS after 1,000 / after ${MEMORY_CAPTURES} captures`,
        value: `${afterWarm.toFixed(0)} / ${end.toFixed(0)} MiB (${end - afterWarm >= 0 ? "+" : ""}${(end - afterWarm).toFixed(0)} MiB)`,
        target: "no growth (< 10 %)",
        ok: end < afterWarm * 1.1,
      },
    ];
  },
});
