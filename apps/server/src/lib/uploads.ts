import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { MAX_IMAGE_BYTES, messages } from "@app/contracts";
import { renameFile, syncDirectory, writeSynced } from "./durable-write";
import { badRequest, HttpError } from "./errors";
import { readJpegStructure, stripJpegMetadata, stripPngMetadata } from "./image-metadata";
import { decodeUtf8, textFault, textFaultError, type TextFault } from "./text-guard";

const u = messages.uploads;

// Every photo is a different input, so libvips' operation cache never hits: it only costs CPU
// (≈ 0.7 ms a photo, measured) and memory. One libvips thread per image: on a small server the
// requests are the parallelism, and threads of one image would fight them for the same cores
// (docs/decisions/0170).
sharp.cache(false);
sharp.concurrency(1);

/** Bounds of every multipart form: a handful of images of at most 10 MB and short text fields. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 40,
  fileSize: MAX_IMAGE_BYTES,
  files: 10,
  parts: 60,
  headerPairs: 100,
} as const;

/** Longest side of a stored image and of its thumbnail, in pixels. */
export const MAX_IMAGE_SIDE = 2560;
export const THUMB_SIDE = 160;
/** Refuse decompression bombs: a 10 MB PNG can claim billions of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface MultipartBody {
  /** Text parts (first value of each name). */
  fields: Record<string, unknown>;
  /** File parts by field name; empty files (an unpicked file input) are left out. */
  files: Record<string, Buffer>;
}

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: u.tooLarge,
  FST_PARTS_LIMIT: u.tooManyParts,
  FST_FILES_LIMIT: u.tooManyParts,
  FST_FIELDS_LIMIT: u.tooManyParts,
};

/**
 * A form text field as sent. Text parts are handed over byte for byte (`defCharset: "latin1"`,
 * one character per byte) and decoded here strictly as UTF-8, because the lenient decoding of the
 * form reader turns bytes that are not UTF-8 into U+FFFD and so stores something nobody sent
 * (docs/decisions/0229). A value holding a character above U+00FF was already decoded by the
 * charset its part declared (browsers never declare one) and is kept.
 */
function decodeFieldText(value: string): string | null {
  // ASCII reads the same in every charset.
  if (!/[\u0080-\uffff]/.test(value) || /[\u0100-\uffff]/.test(value)) return value;
  return decodeUtf8(Buffer.from(value, "latin1"));
}

/**
 * The strings of a JSON part (`Content-Type: application/json`, which the form reader parses)
 * decoded the same way; a string that does not decode stays as parsed (it came from a JSON escape).
 */
function decodeJsonPart(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return decodeFieldText(value) ?? value;
  if (value === null || typeof value !== "object" || depth > 32) return value;
  if (Array.isArray(value)) return value.map((item) => decodeJsonPart(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [decodeJsonPart(k) as string, decodeJsonPart(v, depth + 1)]));
}

/**
 * Reads a multipart form completely into memory (bounded by MULTIPART_LIMITS). Only the named file
 * fields are accepted; nothing is written to disk here. Every text field name and value goes
 * through the text guard (docs/decisions/0100, 0229), as a JSON body does in plugins/text-guard.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest(u.notMultipart);
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  let refusal: HttpError | null = null;
  /** The worst text fault of the form: a NUL is reported before a character that cannot be stored. */
  let fault: TextFault | null = null;
  try {
    for await (const part of request.parts({ defCharset: "latin1" })) {
      if (part.type === "file") {
        // Always consume the stream, even for a part that will be refused.
        const data = await part.toBuffer();
        if (refusal) continue;
        if (!fileFields.includes(part.fieldname)) refusal = badRequest(u.unexpectedFile(part.fieldname));
        else if (files[part.fieldname]) refusal = badRequest(u.duplicateFile(part.fieldname));
        else if (data.length > 0) files[part.fieldname] = data;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          refusal ??= badRequest(messages.common.tooLong(MULTIPART_LIMITS.fieldSize));
          continue;
        }
        const value = typeof part.value === "string" ? decodeFieldText(part.value) : decodeJsonPart(part.value);
        // Bytes that are not UTF-8 are refused as unstorable, unless they also hold a NUL (its own message).
        const found = textFault([part.fieldname, value ?? part.value]) ?? (value === null ? "unstorable" : null);
        if (found) {
          if (fault !== "nul") fault = found;
          continue;
        }
        if (!(part.fieldname in fields)) fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? "";
    throw badRequest(MULTIPART_ERRORS[code] ?? messages.auth.serverErrors.invalidRequest);
  }
  // The text rule first, as for a JSON body, whose guard runs before any route code.
  if (fault) throw textFaultError(fault);
  if (refusal) throw refusal;
  return { fields, files };
}

export { readJpegStructure, stripJpegMetadata, stripPngMetadata, type JpegStructure } from "./image-metadata";

export type ImageMime = "image/jpeg" | "image/png";

/** The type told by the first bytes, never by the file name or the client's declared type. */
export function sniffImage(data: Buffer): ImageMime | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return "image/png";
  return null;
}

export interface ProcessedImage {
  mime: ImageMime;
  ext: "jpg" | "png";
  data: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
  /** The thumbnail is the one the phone sent (the photo was not decoded here). */
  thumbFromClient: boolean;
}

/**
 * Encodes, then walks what was encoded. sharp writes no metadata (EXIF, GPS, XMP, IPTC, ICC) unless
 * asked to keep it; the walk makes "every stored image went through the stripper" hold whatever
 * sharp's defaults become (docs/decisions/0225). It costs a scan of the encoded bytes, no decode.
 */
async function encode(pipeline: sharp.Sharp, mime: ImageMime): Promise<Buffer> {
  const encoded = await (mime === "image/jpeg" ? pipeline.jpeg({ quality: 85 }) : pipeline.png({ compressionLevel: 9 })).toBuffer();
  const clean = mime === "image/jpeg" ? stripJpegMetadata(encoded) : stripPngMetadata(encoded);
  // Our own encoder's output always parses; if it ever did not, the image is refused like a bad one.
  if (!clean) throw new Error("encoded image does not parse");
  return clean;
}

/** A phone photo at most this long on its longest side is stored as sent (metadata removed). */
export const KEEP_AS_SENT_SIDE = 1600;

/** A thumbnail a phone sends is a few kilobytes; anything bigger is not one and is not looked at. */
export const MAX_SENT_THUMB_BYTES = 64 * 1024;

/** The size of a `width` x `height` image fitted inside `side` (never enlarged), as the phone rounds it. */
export function fitInside(width: number, height: number, side: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= side) return { width, height };
  const scale = side / longest;
  return { width: Math.max(1, Math.min(side, Math.round(width * scale))), height: Math.max(1, Math.min(side, Math.round(height * scale))) };
}

/**
 * The phone's own thumbnail of a photo of `width` x `height`, without metadata; null when it is
 * not one (then the server makes the thumbnail from the photo, so a capture is never refused for
 * its thumbnail). It must be a whole JPEG by its structure (every segment and scan up to the end
 * marker; what follows it is dropped with the metadata, docs/decisions/0225), without a colour
 * profile other than sRGB, at most THUMB_SIDE on its longest side and the photo's shape within a
 * pixel of rounding. It is not decoded here: a libvips pipeline costs more than a millisecond even
 * for 160 px, and the browser that shows it decodes it anyway (docs/decisions/0206).
 */
export function checkSentThumb(thumb: Buffer, width: number, height: number): Buffer | null {
  if (thumb.length > MAX_SENT_THUMB_BYTES || sniffImage(thumb) !== "image/jpeg") return null;
  const structure = readJpegStructure(thumb);
  if (!structure || structure.colourProfile === "other") return null;
  const expected = fitInside(width, height, THUMB_SIDE);
  if (Math.max(structure.width, structure.height) > THUMB_SIDE) return null;
  if (Math.abs(structure.width - expected.width) > 1 || Math.abs(structure.height - expected.height) > 1) return null;
  return structure.stripped;
}

/**
 * Accepts only real JPEG or PNG images: magic numbers, then the decoder must agree. Decodes once:
 * a JPEG photo that is upright and at most KEEP_AS_SENT_SIDE (what the caretaker's phone sends)
 * is kept as sent with its metadata and any bytes after its end removed losslessly by the marker
 * walk of readJpegStructure (docs/decisions/0225), and the decode makes only the thumbnail
 * (libvips shrinks a JPEG while decoding it). A JPEG the walk does not fully understand, or one
 * with a colour profile other than sRGB (which cannot be dropped without changing its colours), is
 * re-encoded instead, into sRGB. Anything else is decoded once, turned upright by its
 * EXIF orientation, limited to MAX_IMAGE_SIDE, and both the stored image and the THUMB_SIDE
 * thumbnail are encoded from that one decode, without any metadata.
 *
 * `sentThumb` is the phone's thumbnail of a photo it drew itself (docs/decisions/0206): for a photo
 * kept as sent, a thumbnail that checks out spares the decode altogether. The photo is then checked
 * by its structure: the decoder has read its headers, and the walk has parsed every segment and
 * scan up to the end-of-image marker.
 */
export async function processImage(input: Buffer, sentThumb?: Buffer): Promise<ProcessedImage> {
  const mime = sniffImage(input);
  if (!mime) throw badRequest(u.onlyJpgPng);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  const ext = mime === "image/jpeg" ? "jpg" : "png";
  try {
    // Reads the headers only (no pixel decoding).
    const meta = await sharp(input, options).metadata();
    const expected = mime === "image/jpeg" ? "jpeg" : "png";
    if (meta.format !== expected) throw badRequest(u.onlyJpgPng);
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width * height > MAX_INPUT_PIXELS) throw badRequest(u.tooManyPixels);
    const upright = (meta.orientation ?? 1) === 1;
    const thumbOf = (source: sharp.Sharp) =>
      encode(source.resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: "inside", withoutEnlargement: true }), mime);

    if (mime === "image/jpeg" && upright && Math.max(width, height) <= KEEP_AS_SENT_SIDE) {
      const structure = readJpegStructure(input);
      if (structure && structure.colourProfile !== "other") {
        const data = structure.stripped;
        const sent = sentThumb ? checkSentThumb(sentThumb, width, height) : null;
        if (sent) return { mime, ext, data, width, height, thumb: sent, thumbFromClient: true };
        // The thumbnail's decode is also the check that the stored image decodes.
        const thumb = await thumbOf(sharp(data, options));
        return { mime, ext, data, width, height, thumb, thumbFromClient: false };
      }
    }

    const decoded = await sharp(input, options)
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
    const [data, thumb] = await Promise.all([encode(sharp(decoded.data, raw), mime), thumbOf(sharp(decoded.data, raw))]);
    return { mime, ext, data, width: decoded.info.width, height: decoded.info.height, thumb, thumbFromClient: false };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const text = err instanceof Error ? err.message : "";
    throw badRequest(/pixel limit/i.test(text) ? u.tooManyPixels : u.onlyJpgPng);
  }
}

/** One stored object, as the orphan sweep sees it. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
  /** A half-written file a crash left behind (never referenced by a row). */
  temporary: boolean;
}

/**
 * Where uploaded images live (docs/decisions/0105). Features only ever go through this: the data
 * directory is the default (FileStore); an object store (S3 and the like) is another
 * implementation of the same five calls, chosen in app.ts, with no change to any feature.
 */
export interface UploadStorage {
  /** Stores the bytes durably under a new random key and returns the key. */
  write(data: Buffer, ext: string): Promise<string>;
  /** The stored bytes, or null when the object is missing. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored object, for the sweep of orphans. */
  list(): AsyncIterable<StoredObject>;
}

/** Files under $DATA_DIR/uploads with random names; not served by the static handler. */
export class FileStore implements UploadStorage {
  readonly root: string;
  /** Shard directories known to exist: a directory is made once, not on every write (0170). */
  private readonly madeDirs = new Set<string>();

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Absolute path of a stored file; refuses anything outside the uploads directory. */
  resolve(relative: string): string {
    const abs = resolve(this.root, relative);
    if (!abs.startsWith(this.root + sep)) throw new Error("File path outside the uploads directory");
    return abs;
  }

  /** Writes to a temporary name, fsyncs, renames, and fsyncs the directory: complete and durable. */
  async write(data: Buffer, ext: string): Promise<string> {
    // 128 random bits written with the letters a-p (one per 4 bits): no digits, so a stored path
    // can never look like a phone or Aadhaar number to a data scan.
    const name = [...randomBytes(16).toString("hex")].map((h) => String.fromCharCode(97 + parseInt(h, 16))).join("");
    const relative = join(name.slice(0, 2), `${name}.${ext}`);
    const target = this.resolve(relative);
    const dir = dirname(target);
    const tmp = `${target}.tmp`;
    await this.create(dir, tmp, data);
    try {
      await renameFile(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    await syncDirectory(dir);
    return relative;
  }

  /**
   * Writes and fsyncs a new file in a shard directory, making the directory the first time (at
   * most 256 shards, so the set stays small); a directory removed since is made again.
   */
  private async create(dir: string, file: string, data: Buffer): Promise<void> {
    if (!this.madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      this.madeDirs.add(dir);
    }
    try {
      await writeSynced(file, data, "wx");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeSynced(file, data, "wx");
    }
  }

  async remove(relative: string): Promise<void> {
    await rm(this.resolve(relative), { force: true });
  }

  async read(relative: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(relative));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  /** The two-level layout write() makes: <2 letters>/<name>.<ext>, plus <name>.<ext>.tmp leftovers. */
  async *list(): AsyncIterable<StoredObject> {
    let shards: string[];
    try {
      shards = await readdir(this.root);
    } catch {
      return;
    }
    for (const shard of shards) {
      let names: string[];
      try {
        names = await readdir(join(this.root, shard));
      } catch {
        continue;
      }
      for (const name of names) {
        const key = join(shard, name);
        const info = await stat(this.resolve(key)).catch(() => null);
        if (!info?.isFile()) continue;
        yield { key, modifiedAt: info.mtime, temporary: name.endsWith(".tmp") };
      }
    }
  }
}

/** The files one request has written: removed again when the request fails, so none is orphaned. */
export class StagedFiles {
  private readonly written: string[] = [];

  constructor(private readonly store: UploadStorage) {}

  async put(image: ProcessedImage): Promise<{ path: string; thumbPath: string }> {
    // Both files are written and fsynced side by side: the waits for the disk overlap.
    const [main, thumb] = await Promise.allSettled([this.store.write(image.data, image.ext), this.store.write(image.thumb, image.ext)]);
    for (const r of [main, thumb]) if (r.status === "fulfilled") this.written.push(r.value);
    if (main.status === "rejected") throw main.reason;
    if (thumb.status === "rejected") throw thumb.reason;
    return { path: main.value, thumbPath: thumb.value };
  }

  async discard(): Promise<void> {
    await Promise.all(this.written.map((p) => this.store.remove(p).catch(() => {})));
    this.written.length = 0;
  }
}
