/**
 * Lossless removal of everything in a JPEG or PNG file that is not the picture (docs/decisions/0225):
 * metadata (EXIF with GPS, XMP, IPTC, comments, embedded thumbnails, text and time chunks) and any
 * bytes after the image's end. Segments and chunks a decoder needs are copied byte for byte, the
 * image data is never decoded, so a phone's photo can be stored as sent (docs/decisions/0206).
 * Anything the walks do not fully understand gives null: the caller then decodes and re-encodes the
 * image instead, which keeps nothing but pixels.
 */

/** What the marker walk of a JPEG found: the bytes without metadata and the frame's size. */
export interface JpegStructure {
  stripped: Buffer;
  width: number;
  height: number;
  /**
   * The colour profile the file carried (always removed): none, one with sRGB's primaries (removing
   * it changes nothing, sRGB is what a file without a profile means), or another one, which only a
   * decode and re-encode into sRGB can drop without changing the colours.
   */
  colourProfile: "none" | "srgb" | "other";
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DHT = 0xc4;
const DAC = 0xcc;
const DRI = 0xdd;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;

// Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== 0xc8 && marker !== DAC;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isApp = (marker: number) => marker >= APP0 && marker <= 0xef;

const JFIF_ID = Buffer.from("JFIF\0", "latin1");
const ADOBE_ID = Buffer.from("Adobe", "latin1");
const ICC_ID = Buffer.from("ICC_PROFILE\0", "latin1");

/** A table segment's body parses exactly: no bytes besides the tables (nothing can hide in it). */
function tablesFit(marker: number, body: Buffer): boolean {
  let at = 0;
  if (marker === DQT) {
    while (at < body.length) {
      const precision = body[at] >> 4;
      if (precision > 1 || (body[at] & 0x0f) > 3) return false;
      at += 1 + 64 * (precision + 1);
    }
    return at === body.length;
  }
  if (marker === DHT) {
    while (at < body.length) {
      if (body[at] >> 4 > 1 || (body[at] & 0x0f) > 3 || at + 17 > body.length) return false;
      let symbols = 0;
      for (let i = 1; i <= 16; i++) symbols += body[at + i];
      if (symbols > 256) return false;
      at += 17 + symbols;
    }
    return at === body.length;
  }
  if (marker === DAC) return body.length > 0 && body.length % 2 === 0;
  if (marker === DRI) return body.length === 2;
  return false;
}

/** sRGB's primaries adapted to D50, as an ICC profile records them (rXYZ, gXYZ, bXYZ). */
const SRGB_PRIMARIES: Record<string, readonly number[]> = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
};

/**
 * True for an RGB profile with sRGB's primaries (within rounding of the profiles phones and
 * editors write); a profile that does not parse counts as another one.
 */
export function isSrgbProfile(profile: Buffer): boolean {
  if (profile.length < 132 || profile.toString("latin1", 16, 20) !== "RGB ") return false;
  const count = profile.readUInt32BE(128);
  if (132 + 12 * count > profile.length) return false;
  let matched = 0;
  for (let i = 0; i < count; i++) {
    const entry = 132 + 12 * i;
    const expected = SRGB_PRIMARIES[profile.toString("latin1", entry, entry + 4)];
    if (!expected) continue;
    const offset = profile.readUInt32BE(entry + 4);
    if (offset + 20 > profile.length || profile.toString("latin1", offset, offset + 4) !== "XYZ ") return false;
    for (let j = 0; j < 3; j++) if (Math.abs(profile.readInt32BE(offset + 8 + 4 * j) / 65536 - expected[j]) > 0.005) return false;
    matched++;
  }
  return matched === 3;
}

/**
 * Where a scan's entropy-coded data ends: the first 0xFF that starts a marker other than a restart
 * marker. Inside the data 0xFF is followed by 0x00 (a stuffed data byte) or by a restart marker, and
 * may be preceded by 0xFF fill bytes. Returns the offset of the first 0xFF of that marker (fill
 * bytes are not part of the data) and of its marker byte, or null when the data runs to the end.
 */
function endOfScanData(input: Buffer, from: number): { end: number; marker: number } | null {
  let at = from;
  for (;;) {
    const ff = input.indexOf(0xff, at);
    if (ff < 0) return null;
    let next = ff + 1;
    while (next < input.length && input[next] === 0xff) next++;
    if (next >= input.length) return null;
    const byte = input[next];
    if (byte === 0x00 || isRestart(byte)) {
      at = next + 1;
      continue;
    }
    return { end: ff, marker: next - 1 };
  }
}

/**
 * Walks a whole JPEG, losslessly, and keeps only what a decoder needs: SOI, the frame header,
 * quantisation, Huffman and arithmetic tables, the restart interval, every scan with its
 * entropy-coded data (stuffed bytes and restart markers included, progressive scans and the tables
 * between them too) and EOI. APP0 JFIF is kept without its thumbnail and APP14 Adobe (it tells how
 * the colours were transformed) without anything past its fields; every other APPn (EXIF with GPS,
 * XMP, ICC, IPTC, MPF…), every comment and everything after EOI is removed. The frame header gives
 * the size. Null when the file is not one baseline or progressive frame that ends with EOI (cut
 * short, several frames, unknown markers, tables with extra bytes): the caller decodes it instead.
 * A file with nothing to remove is returned as is, without a copy.
 */
export function readJpegStructure(input: Buffer): JpegStructure | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== SOI) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let removed = false;
  let width = 0;
  let height = 0;
  let scans = 0;
  const profile: Buffer[] = [];
  let at = 2;
  for (;;) {
    if (at + 2 > input.length || input[at] !== 0xff) return null;
    const marker = input[at + 1];
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      removed = true;
      continue;
    }
    if (marker === EOI) {
      if (scans === 0) return null;
      kept.push(input.subarray(at, at + 2));
      if (at + 2 < input.length) removed = true; // anything after the image
      break;
    }
    if (at + 4 > input.length) return null;
    const length = input.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > input.length) return null;
    const body = input.subarray(at + 4, end);
    if (marker === SOS) {
      const components = body[0];
      if (width === 0 || components < 1 || components > 4 || length !== 6 + 2 * components) return null;
      const data = endOfScanData(input, end);
      if (!data) return null; // cut short: no marker after the scan
      kept.push(input.subarray(at, data.end));
      if (data.marker !== data.end) removed = true; // fill bytes after the data
      scans++;
      at = data.marker;
      continue;
    }
    if (isStartOfFrame(marker)) {
      const components = body[5];
      // One frame only; a height of 0 (given later by DNL) is not something we keep as sent.
      if (width !== 0 || scans > 0 || length !== 8 + 3 * components || components < 1 || components > 4) return null;
      height = body.readUInt16BE(1);
      width = body.readUInt16BE(3);
      if (width === 0 || height === 0) return null;
      kept.push(input.subarray(at, end));
    } else if (marker === DQT || marker === DHT || marker === DAC || marker === DRI) {
      if (!tablesFit(marker, body)) return null;
      kept.push(input.subarray(at, end));
    } else if (marker === APP0 && length >= 16 && body.subarray(0, 5).equals(JFIF_ID)) {
      if (length === 16 && body[12] === 0 && body[13] === 0) kept.push(input.subarray(at, end));
      else {
        // The JFIF header without its thumbnail (the thumbnail's size set to 0 x 0).
        const header = Buffer.from(input.subarray(at, at + 18));
        header.writeUInt16BE(16, 2);
        header[16] = 0;
        header[17] = 0;
        kept.push(header);
        removed = true;
      }
    } else if (marker === APP14 && length >= 14 && body.subarray(0, 5).equals(ADOBE_ID)) {
      if (length === 14) kept.push(input.subarray(at, end));
      else {
        const header = Buffer.from(input.subarray(at, at + 16));
        header.writeUInt16BE(14, 2);
        kept.push(header);
        removed = true;
      }
    } else if (isApp(marker) || marker === 0xfe) {
      if (marker === APP2 && body.length > 14 && body.subarray(0, 12).equals(ICC_ID)) profile.push(body.subarray(14));
      removed = true;
    } else {
      return null; // SOI again, DNL, hierarchical or reserved markers: not a file we keep as sent
    }
    at = end;
  }
  const colourProfile = profile.length === 0 ? "none" : isSrgbProfile(Buffer.concat(profile)) ? "srgb" : "other";
  return { stripped: removed ? Buffer.concat(kept) : input, width, height, colourProfile };
}

/** The JPEG with every metadata segment removed (see readJpegStructure); null when it does not parse. */
export function stripJpegMetadata(input: Buffer): Buffer | null {
  return readJpegStructure(input)?.stripped ?? null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The chunks a PNG of ours needs: header, palette, transparency, data, end. Every other chunk goes:
 * text (tEXt, zTXt, iTXt, which hold XMP), eXIf, tIME, and the colour chunks, because the
 * server writes every PNG afresh from sRGB pixels, which is what a PNG without them means.
 */
const PNG_KEPT = new Set(["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]);

/**
 * The PNG with only the chunks of PNG_KEPT, in their order, and nothing after IEND; null when the
 * chunk structure does not parse (IHDR first, whole chunks, IEND at the end). Chunk CRCs are the
 * decoder's to check. A file with nothing to remove is returned as is.
 */
export function stripPngMetadata(input: Buffer): Buffer | null {
  if (input.length < 8 || !input.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [input.subarray(0, 8)];
  let removed = false;
  let at = 8;
  for (;;) {
    if (at + 12 > input.length) return null;
    const length = input.readUInt32BE(at);
    const type = input.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > input.length) return null;
    if (at === 8 && type !== "IHDR") return null;
    if (PNG_KEPT.has(type)) kept.push(input.subarray(at, end));
    else removed = true;
    at = end;
    if (type === "IEND") break;
  }
  if (at < input.length) removed = true;
  return removed ? Buffer.concat(kept) : input;
}
