import { crc32 } from "node:zlib";
import sharp from "sharp";
import { exifHasGps } from "./staff-factories";

/**
 * Images that hide metadata where a walk that stops at the first scan does not look
 * (docs/decisions/0225): made with sharp, then byte surgery. Every piece of metadata carries
 * PROBE_MARKER, so a test can tell from the stored bytes alone whether any of it survived.
 */
export const PROBE_MARKER = "PROBE-GPS-16.3066N-80.4365E";
const marker = Buffer.from(PROBE_MARKER, "latin1");

/** One JPEG marker segment: FF, the marker, the length (payload + 2), the payload. */
export function jpegSegment(code: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, code, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Offsets of a JPEG's markers, walked independently of the code under test: [offset, marker code]. */
export function jpegMarkers(jpeg: Buffer): Array<[number, number]> {
  const out: Array<[number, number]> = [[0, 0xd8]];
  let at = 2;
  while (at + 1 < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const code = jpeg[at + 1];
    if (code === 0xff) {
      at++;
      continue;
    }
    out.push([at, code]);
    if (code === 0xd9) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
    if (code !== 0xda) continue;
    // Entropy-coded data: skip stuffed bytes (FF 00) and restart markers (FF D0-D7).
    for (;;) {
      at = jpeg.indexOf(0xff, at);
      if (at < 0) throw new Error("scan without an end");
      const next = jpeg[at + 1];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
      else break;
    }
  }
  return out;
}

/** Offset of the end-of-image marker's end: what comes after it is trailing bytes. */
export function jpegEnd(jpeg: Buffer): number {
  const eoi = jpegMarkers(jpeg).find(([, code]) => code === 0xd9);
  if (!eoi) throw new Error("no end-of-image marker");
  return eoi[0] + 2;
}

/** A photo-like JPEG without metadata (noise, so its entropy-coded data has stuffed FF 00 bytes). */
export async function plainJpeg(options: { width?: number; height?: number; progressive?: boolean } = {}): Promise<Buffer> {
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i * 2654435761) >>> 24)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80, progressive: options.progressive ?? false })
    .toBuffer();
}

/** APP1 EXIF made by sharp (a real TIFF structure): the owner and a GPS position, both with PROBE_MARKER. */
export async function exifSegment(): Promise<Buffer> {
  const carrier = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .jpeg()
    .withExif({
      IFD0: { Artist: PROBE_MARKER, Make: "ProbeCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "16/1 18/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "80/1 27/1 0/1", GPSAreaInformation: PROBE_MARKER },
    })
    .toBuffer();
  const at = jpegMarkers(carrier).find(([, code]) => code === 0xe1)![0];
  const segment = carrier.subarray(at, at + 2 + carrier.readUInt16BE(at + 2));
  if (!exifHasGps(segment) || !segment.includes(marker)) throw new Error("sharp wrote no GPS EXIF");
  return Buffer.from(segment);
}

/** APP1 XMP with a GPS position and PROBE_MARKER as the creator. */
export function xmpSegment(): Buffer {
  const xmp =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" exif:GPSLatitude="16,18.4N" dc:creator="${PROBE_MARKER}"/>` +
    "</rdf:RDF></x:xmpmeta>";
  return jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${xmp}`, "latin1"));
}

/** APP13 Photoshop IPTC with a by-line (2:80) of PROBE_MARKER. */
export function iptcSegment(): Buffer {
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0, marker.length]), marker]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const padded = record.length % 2 ? Buffer.concat([record, Buffer.from([0])]) : record;
  return jpegSegment(0xed, Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), Buffer.from("8BIM\x04\x04\0\0", "latin1"), size, padded]));
}

/** A COM segment. */
export const commentSegment = () => jpegSegment(0xfe, Buffer.from(`Taken at ${PROBE_MARKER}`, "latin1"));

/** A JFIF APP0 whose 9 x 1 RGB thumbnail holds PROBE_MARKER as its pixels. */
export function jfifWithThumbnail(): Buffer {
  const pixels = Buffer.alloc(27, 0x20);
  marker.copy(pixels);
  return jpegSegment(0xe0, Buffer.concat([Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\x09\x01", "latin1"), pixels]));
}

/** Every kind of metadata segment, one after the other. */
export async function metadataSegments(): Promise<Buffer> {
  return Buffer.concat([await exifSegment(), xmpSegment(), iptcSegment(), commentSegment()]);
}

/** The JPEG with `bytes` put in just before its scan number `scan` (0 is the first). */
export function insertBeforeScan(jpeg: Buffer, scan: number, bytes: Buffer): Buffer {
  const scans = jpegMarkers(jpeg).filter(([, code]) => code === 0xda);
  if (!scans[scan]) throw new Error(`the JPEG has ${scans.length} scans`);
  const at = scans[scan][0];
  return Buffer.concat([jpeg.subarray(0, at), bytes, jpeg.subarray(at)]);
}

/** A small JPEG with GPS EXIF (and PROBE_MARKER), as a second picture a camera appends (MPF). */
export const secondJpegWithExif = async () => insertBeforeScan(await plainJpeg({ width: 16, height: 16 }), 0, await exifSegment());

/**
 * The probe's JPEG shapes, each of `width` x `height` (at most 1600 px and upright, so kept as
 * sent) and each still a valid image a browser shows: metadata where only a walk of the whole
 * file finds it, and (the last) every kind of it where the walk of 0206 looked too.
 */
export async function probeJpegs(width = 320, height = 240): Promise<Record<string, Buffer>> {
  const baseline = await plainJpeg({ width, height });
  const progressive = await plainJpeg({ width, height, progressive: true });
  const exif = await exifSegment();
  return {
    "EXIF after the end-of-image marker": Buffer.concat([baseline, exif]),
    "a second JPEG with EXIF after the image (the file still ends with FF D9)": Buffer.concat([baseline, await secondJpegWithExif()]),
    "EXIF, XMP, IPTC and a comment between the scans of a progressive JPEG": insertBeforeScan(progressive, 1, await metadataSegments()),
    "every kind of metadata before the first scan, a JFIF thumbnail and bytes after the end": Buffer.concat([
      baseline.subarray(0, 2),
      jfifWithThumbnail(),
      insertBeforeScan(baseline, 0, await metadataSegments()).subarray(2),
      marker,
    ]),
  };
}

/** The same shapes for the phone's 160 px thumbnail of a `width` x `height` photo. */
export async function probeThumbs(width: number, height: number): Promise<Record<string, Buffer>> {
  const side = 160;
  const scale = side / Math.max(width, height);
  return probeJpegs(Math.round(width * scale), Math.round(height * scale));
}

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** Chunk types of a PNG in order, and the offset where IEND ends. */
export function pngChunks(png: Buffer): { types: string[]; end: number } {
  const types: string[] = [];
  let at = 8;
  while (at + 12 <= png.length) {
    const type = png.toString("latin1", at + 4, at + 8);
    types.push(type);
    at += 12 + png.readUInt32BE(at);
    if (type === "IEND") break;
  }
  return { types, end: at };
}

/**
 * A PNG with text (tEXt, and iTXt holding XMP) and tIME before its data, eXIf after it, and bytes
 * after IEND: each with PROBE_MARKER.
 */
export async function probePng(width = 120, height = 90): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 4, background: { r: 51, g: 170, b: 51, alpha: 1 } } })
    .png()
    .toBuffer();
  const idat = png.indexOf("IDAT", 8, "latin1") - 4;
  const iend = png.indexOf("IEND", 8, "latin1") - 4;
  const exif = (await exifSegment()).subarray(10); // the TIFF structure without "Exif\0\0"
  const time = Buffer.from([0x07, 0xea, 11, 28, 7, 45, 0]);
  return Buffer.concat([
    png.subarray(0, idat),
    pngChunk("tEXt", Buffer.from(`Comment\0${PROBE_MARKER}`, "latin1")),
    pngChunk("iTXt", Buffer.concat([Buffer.from("XML:com.adobe.xmp\0\0\0\0\0", "latin1"), xmpSegment().subarray(33)])),
    pngChunk("tIME", time),
    png.subarray(idat, iend),
    pngChunk("eXIf", exif),
    png.subarray(iend),
    marker,
  ]);
}

/**
 * What is left of the probe in a stored image: empty when it carries nothing but the picture. It
 * looks at the bytes (PROBE_MARKER anywhere, anything after the end of the image) and at what
 * libvips reads from the headers (EXIF, GPS, XMP, IPTC, a colour profile, PNG text).
 */
export async function metadataLeft(image: Buffer): Promise<string[]> {
  const left: string[] = [];
  if (image.includes(marker)) left.push("the probe's marker");
  const meta = await sharp(image).metadata();
  if (meta.exif) left.push(exifHasGps(meta.exif) ? "EXIF with GPS" : "EXIF");
  if (meta.xmp) left.push("XMP");
  if (meta.iptc) left.push("IPTC");
  if (meta.icc) left.push("a colour profile");
  if (meta.comments?.length) left.push("comments");
  if (meta.format === "jpeg") {
    if (jpegEnd(image) !== image.length) left.push("bytes after the end-of-image marker");
    // APP0 (JFIF) and APP14 (Adobe's colour transform) are kept, without anything past their fields.
    const kept = jpegMarkers(image).map(([, code]) => code);
    if (kept.some((code) => (code >= 0xe1 && code <= 0xef && code !== 0xee) || code === 0xfe)) left.push("an APPn or COM segment");
  } else if (meta.format === "png") {
    const { types, end } = pngChunks(image);
    if (end !== image.length) left.push("bytes after IEND");
    const extra = types.filter((type) => !["IHDR", "PLTE", "tRNS", "IDAT", "IEND"].includes(type));
    if (extra.length) left.push(`chunks ${extra.join(", ")}`);
  }
  return left;
}

/**
 * A JPEG built by hand, 16 x 8 grey: two 8 x 8 blocks (black, then mid grey), a restart interval of
 * one block, so its entropy-coded data holds a stuffed byte (FF 00) and a restart marker (FF D0).
 * Quantisation is all ones; the Huffman tables hold only the codes used: DC category 0 = "0",
 * category 11 = "1000000"; AC end-of-block = "0". Black is a DC difference of -1024 (category 11,
 * bits 01111111111), so the bits 1000000 0 1111111111 0 give the bytes 80 FF(00) DF.
 */
export function restartJpeg(): Buffer {
  const dqt = jpegSegment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]));
  const sof = jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 16, 1, 1, 0x11, 0]));
  const dcCounts = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const acCounts = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const dht = jpegSegment(0xc4, Buffer.from([0x00, ...dcCounts, 0x00, 0x0b, 0x10, ...acCounts, 0x00]));
  const dri = jpegSegment(0xdd, Buffer.from([0, 1]));
  const sos = jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  const data = Buffer.from([0x80, 0xff, 0x00, 0xdf, 0xff, 0xd0, 0x3f]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), dqt, sof, dht, dri, sos, data, Buffer.from([0xff, 0xd9])]);
}
