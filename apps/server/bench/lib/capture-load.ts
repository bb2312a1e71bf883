import { randomUUID } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";
import sharp from "sharp";
import { API, ATTENDANCE_CAPTURE, ATTENDANCE_TYPES } from "@app/contracts";
import type { BenchContext } from "./types";

/** A phone photo as the caretaker's phone sends it: 1600 x 1200 JPEG of about 250 KB. */
export async function phonePhoto(): Promise<Buffer> {
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

/**
 * The photo's thumbnail as the phone draws it from the frame it has already decoded (the optional
 * `thumb` part, docs/decisions/0206): 160 px on the longest side, JPEG quality 0.8.
 */
export function phoneThumb(jpeg: Buffer): Promise<Buffer> {
  const side = ATTENDANCE_CAPTURE.thumbSide;
  return sharp(jpeg).resize({ width: side, height: side, fit: "inside" }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The end of a capture's multipart body after the photo's bytes: with the phone's thumbnail as
 * today's phone sends it, or just the closing boundary (older phones; the code, which
 * refuses a part it does not know).
 */
export function captureTail(boundary: string, thumb: Buffer | null): Buffer {
  if (!thumb) return Buffer.from(`\r\n--${boundary}--\r\n`);
  const head = `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${ATTENDANCE_CAPTURE.thumbField}"; filename="${ATTENDANCE_CAPTURE.thumbFileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), thumb, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

// Captures walk back from before the attendance the desk benches seed (up to a year back), so
// every capture is a new leg (a 201) and not a 409 for a leg already there.
const FIRST_DAY_BACK = 800;

function isoDay(daysAgo: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 - (FIRST_DAY_BACK + daysAgo) * 86_400_000).toISOString().slice(0, 10);
}

// Module-wide, shared by every capture bench of one run: the memory run continues where the load
// runs stopped, so every capture is a new section.
let n = 0;
let photo: Promise<Buffer> | undefined;

/**
 * The caretakers' captures of the morning rush (multipart, text fields and a ~250 KB JPEG), each
 * for a kid, day and leg not captured before (so the answer is always a new 201).
 */
export async function captureSetup(ctx: BenchContext) {
  const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
  const res = await fetch(`${ctx.baseUrl}${API.allKidProfiles}`, { headers: admin });
  const kids = ((await res.json()) as { data: { allUserProfiles: { uuid: string }[] } }).data.allUserProfiles.map((k) => k.uuid);
  // Made once a run: drawing and encoding the photo costs the bench a second of CPU each time.
  const jpeg = await (photo ??= phonePhoto());
  const boundary = "----benchboundary7MA4YWxkTrZu0gW";
  const tail = captureTail(boundary, await phoneThumb(jpeg));
  /** The body in three pieces: the fields and the photo's part header, the photo (shared), the thumbnail and the end. */
  const pieces = (): [Buffer, Buffer, Buffer] => {
    // Walk kids, then legs, then days back: every capture a new section.
    const i = n++;
    const kid = kids[i % kids.length];
    const type = ATTENDANCE_TYPES[Math.floor(i / kids.length) % ATTENDANCE_TYPES.length];
    const date = isoDay(Math.floor(i / (kids.length * ATTENDANCE_TYPES.length)));
    const fields = { userProfileUuid: kid, date, type, pickupTime: "07:45", latitude: "16.306652", longitude: "80.436539" };
    const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const head = Buffer.from(
      `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${ATTENDANCE_CAPTURE.photoField}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    return [head, jpeg, tail];
  };
  const headers = { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` };
  const request = () => ({
    method: "POST" as const,
    path: ATTENDANCE_CAPTURE.path,
    headers,
    freshHeaders: () => ({ [ATTENDANCE_CAPTURE.idempotencyHeader]: randomUUID() }),
    body: () => Buffer.concat(pieces()),
  });
  return { jpeg, request, sender: () => captureSender(ctx.baseUrl, headers, pieces) };
}

/**
 * Sends captures one after another on kept-alive connections, the photo written from the one
 * shared buffer: the load generator shares the server's 2 cores, and fetch() with a new 216 KB
 * body a capture cost it (in major garbage collections of its own heap) as much CPU as a third of
 * the server's (decision 0193). Answers the status.
 */
export function captureSender(baseUrl: string, headers: Record<string, string>, pieces: () => [Buffer, Buffer, Buffer]) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true });
  const send = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const body = pieces();
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: ATTENDANCE_CAPTURE.path,
          method: "POST",
          agent,
          headers: { ...headers, [ATTENDANCE_CAPTURE.idempotencyHeader]: randomUUID(), "content-length": body.reduce((sum, b) => sum + b.length, 0) },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.write(body[0]);
      req.write(body[1]);
      req.end(body[2]);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Captures offered at a steady rate whatever the answers (open loop, as caretakers' phones send:
 * one slow answer does not hold the next capture back). Each latency counts from the capture's
 * planned start, so a generator that falls behind shows as latency, not as a lower rate. The
 * latencies come back sorted (a caller may pool several runs), with the first failure's status or
 * error.
 */
export async function offeredLoad(send: () => Promise<number>, rate: number, seconds: number) {
  const total = rate * seconds;
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure = "";
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const planned = started + (i * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      send().then(
        (status) => {
          latencies.push(performance.now() - planned);
          if (status !== 201) {
            failed += 1;
            firstFailure ||= String(status);
          }
        },
        (err: unknown) => {
          failed += 1;
          firstFailure ||= err instanceof Error ? err.message : String(err);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { p50: q(0.5), p95: q(0.95), p99: q(0.99), rate: latencies.length / elapsed, failed, firstFailure, latencies };
}
