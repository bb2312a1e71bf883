import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Same cut-off as @fastify/compress: below it, compressing costs more than it saves. */
const COMPRESS_THRESHOLD = 1024;
/** Bodies up to this size are compressed on the spot; larger ones off the main thread. */
const SYNC_LIMIT = 64 * 1024;
/** Compressed copies of recent answers, by ETag and encoding; bounded by total bytes. */
const CACHE_BYTES = 32 * 1024 * 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip";

/** The client's preferred encoding among ours (brotli first, like @fastify/compress), or null. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/** True when an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    if (value.length > CACHE_BYTES / 4) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= CACHE_BYTES) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}

async function compress(body: string, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_LIMIT) return encoding === "br" ? brotliCompressSync(body, BROTLI) : gzipSync(body);
  return encoding === "br" ? brotliAsync(body, BROTLI) : gzipAsync(body);
}

/**
 * Conditional GET for the JSON API (docs/decisions/0091): every 200 answer to a GET carries a
 * weak ETag (a hash of its JSON), and a request whose If-None-Match names it gets 304 with no
 * body. Answers stay "no-store" (nothing of a family's data on a shared phone's disk): the web
 * app keeps the last answer of each call in memory and sends its ETag itself. The
 * compressed bytes of an answer are kept by ETag, so an unchanged large list is not compressed
 * again on every call. Must be registered before @fastify/compress, which then leaves the
 * already-compressed answer alone.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  const cache = new CompressedCache();
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== "GET" || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (!request.url.startsWith("/api/")) return payload;
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("application/json")) return payload;

    const etag = `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
    reply.header("ETag", etag);
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
      reply.code(304);
      return "";
    }

    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD || request.headers["x-no-compression"] !== undefined) return payload;
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const key = `${encoding}:${etag}`;
    let body = cache.get(key);
    if (!body) {
      body = await compress(payload, encoding);
      cache.set(key, body);
    }
    reply.header("Content-Encoding", encoding);
    reply.header("Vary", "accept-encoding");
    reply.removeHeader("content-length");
    return body;
  });
}
