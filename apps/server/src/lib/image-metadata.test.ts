import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  commentSegment,
  exifSegment,
  insertBeforeScan,
  jfifWithThumbnail,
  jpegMarkers,
  jpegSegment,
  metadataLeft,
  PROBE_MARKER,
  plainJpeg,
  pngChunk,
  pngChunks,
  probeJpegs,
  probePng,
  probeThumbs,
  restartJpeg,
  secondJpegWithExif,
} from "../test/image-fixtures";
import { stripPngMetadata } from "./image-metadata";
// Through uploads.ts, which every feature uses (it re-exports the walk).
import { processImage, readJpegStructure, stripJpegMetadata } from "./uploads";

// The lossless walks that remove everything but the picture (docs/decisions/0225).

const pixels = async (image: Buffer) => (await sharp(image, { failOn: "error" }).raw().toBuffer()).toString("base64");
const codes = (jpeg: Buffer) => jpegMarkers(jpeg).map(([, code]) => code.toString(16));
/** Everything from the first scan to the end-of-image marker. */
const scans = (jpeg: Buffer) => jpeg.subarray(jpegMarkers(jpeg).find(([, code]) => code === 0xda)![0], jpegMarkers(jpeg).at(-1)![0] + 2);
const stuffed = Buffer.from([0xff, 0x00]);

describe("the JPEG walk", () => {
  it("reads through a scan's entropy-coded data, stuffed FF 00 bytes included, to the metadata after it", async () => {
    const plain = await plainJpeg();
    expect(scans(plain).includes(stuffed)).toBe(true);
    // A comment between the scan and the end-of-image marker (legal): only a walk through the data finds it.
    const withExif = insertBeforeScan(plain, 0, await exifSegment());
    const input = Buffer.concat([withExif.subarray(0, withExif.length - 2), commentSegment(), Buffer.from([0xff, 0xd9])]);
    const out = stripJpegMetadata(input)!;
    expect(out).toEqual(plain);
    expect(await pixels(out)).toBe(await pixels(input));
  });

  it("keeps restart markers and the restart interval, and removes what is put between the segments", async () => {
    const built = restartJpeg();
    const input = Buffer.concat([
      insertBeforeScan(built, 0, Buffer.concat([jpegSegment(0xe1, Buffer.from(`Exif\0\0${PROBE_MARKER}`)), commentSegment()])),
      Buffer.from(PROBE_MARKER),
    ]);
    const structure = readJpegStructure(input)!;
    expect(structure.stripped).toEqual(built);
    expect([structure.width, structure.height]).toEqual([16, 8]);
    // What is kept decodes as built: a black block, a restart, a grey block.
    const { data, info } = await sharp(structure.stripped, { failOn: "error" }).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([16, 8]);
    expect([data[0], data[7], data[8], data[15]]).toEqual([0, 0, 128, 128]);
    expect(readJpegStructure(built)!.stripped).toBe(built); // nothing to remove: no copy
  });

  it("walks every scan of a progressive JPEG: keeps the tables between them, removes the metadata there", async () => {
    const progressive = await plainJpeg({ progressive: true });
    const input = insertBeforeScan(insertBeforeScan(progressive, 3, commentSegment()), 1, Buffer.concat([await exifSegment(), jpegSegment(0xed, Buffer.from(PROBE_MARKER))]));
    const out = stripJpegMetadata(input)!;
    expect(codes(out)).toEqual(codes(progressive));
    expect(out).toEqual(progressive);
    expect(await pixels(out)).toBe(await pixels(progressive));
    expect(await metadataLeft(out)).toEqual([]);
    expect(readJpegStructure(progressive)!.stripped).toBe(progressive); // nothing to remove: no copy
  });

  it("drops everything after the end-of-image marker: an EXIF block, a second picture, garbage", async () => {
    const plain = await plainJpeg();
    for (const tail of [await exifSegment(), await secondJpegWithExif(), Buffer.from(PROBE_MARKER), Buffer.from([0xff, 0xd9])]) {
      expect(stripJpegMetadata(Buffer.concat([plain, tail]))).toEqual(plain);
    }
  });

  it("drops fill bytes, a JFIF thumbnail and an ICC profile; keeps the JFIF header and Adobe's colour transform", async () => {
    const plain = await plainJpeg({ width: 64, height: 48 });
    const adobe = jpegSegment(0xee, Buffer.from([...Buffer.from("Adobe"), 0, 100, 0, 0, 0, 0, 1]));
    const adobeLong = jpegSegment(0xee, Buffer.concat([adobe.subarray(4), Buffer.from(PROBE_MARKER)]));
    const icc = (await sharp(plain).withIccProfile("p3").jpeg().toBuffer()).subarray(2);
    const iccSegment = icc.subarray(0, 2 + icc.readUInt16BE(2));
    const input = Buffer.concat([plain.subarray(0, 2), Buffer.from([0xff, 0xff]), jfifWithThumbnail(), adobeLong, iccSegment, plain.subarray(2)]);
    const structure = readJpegStructure(input)!;
    expect(structure.colourProfile).toBe("other");
    const out = structure.stripped;
    expect(codes(out).slice(0, 3)).toEqual(["d8", "e0", "ee"]);
    expect(out.subarray(2, 20)).toEqual(Buffer.from([0xff, 0xe0, 0, 16, ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]));
    expect(out.subarray(20, 36)).toEqual(adobe);
    expect(out.subarray(36)).toEqual(plain.subarray(2));
    expect(await metadataLeft(out)).toEqual([]);
  });

  it("tells an sRGB profile from another one by its primaries", async () => {
    const plain = await plainJpeg({ width: 32, height: 24 });
    const withProfile = async (profile: string) => readJpegStructure(await sharp(plain).withIccProfile(profile).jpeg().toBuffer())!.colourProfile;
    expect(await withProfile("srgb")).toBe("srgb");
    expect(await withProfile("p3")).toBe("other");
    expect(await withProfile("cmyk")).toBe("other");
    expect(readJpegStructure(plain)!.colourProfile).toBe("none");
  });

  it("gives null, never an exception, for a file cut short anywhere or not a JPEG frame it knows", async () => {
    const progressive = await plainJpeg({ width: 64, height: 48, progressive: true });
    for (let end = 0; end < progressive.length - 1; end += 7) expect(readJpegStructure(progressive.subarray(0, end)), `cut at ${end}`).toBeNull();
    const built = restartJpeg();
    const at = (code: number) => jpegMarkers(built).find(([, c]) => c === code)![0];
    const broken = {
      "no frame header": Buffer.concat([built.subarray(0, at(0xc0)), built.subarray(at(0xc4))]),
      "a quantisation table with extra bytes": Buffer.concat([built.subarray(0, 2), jpegSegment(0xdb, Buffer.concat([Buffer.alloc(65, 1), Buffer.from(PROBE_MARKER)])), built.subarray(at(0xc0))]),
      "a restart interval with extra bytes": insertBeforeScan(built, 0, jpegSegment(0xdd, Buffer.from([0, 1, 0, 0]))),
      "a second start of image": insertBeforeScan(built, 0, Buffer.from([0xff, 0xd8])),
      "a second frame header": insertBeforeScan(built, 0, built.subarray(at(0xc0), at(0xc4))),
      "a hierarchical marker": insertBeforeScan(built, 0, jpegSegment(0xde, Buffer.alloc(9))),
      "bytes between segments": insertBeforeScan(built, 0, Buffer.from([0x00])),
      "the end before any scan": Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      "not a JPEG": Buffer.from(PROBE_MARKER),
    };
    for (const [what, input] of Object.entries(broken)) expect(readJpegStructure(input), what).toBeNull();
    // Random damage: null or a JPEG that starts and ends as one, never a throw.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let i = 0; i < 500; i++) {
      const damaged = Buffer.from(progressive);
      for (let j = 0; j < 4; j++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      const out = stripJpegMetadata(damaged);
      if (out) expect([out[0], out[1], out[out.length - 2], out[out.length - 1]]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    }
  });
});

describe("the PNG walk", () => {
  it("keeps only header, palette, transparency, data and end: no text, XMP, EXIF or time, nothing after IEND", async () => {
    const input = await probePng();
    expect(pngChunks(input).types).toEqual(expect.arrayContaining(["tEXt", "iTXt", "tIME", "eXIf"]));
    const out = stripPngMetadata(input)!;
    expect(pngChunks(out)).toEqual({ types: ["IHDR", "IDAT", "IEND"], end: out.length });
    expect(await metadataLeft(out)).toEqual([]);
    expect(await pixels(out)).toBe(await pixels(input));
    expect(stripPngMetadata(out)).toBe(out);
  });

  it("gives null for a PNG cut short or without IHDR first", async () => {
    const input = await probePng();
    for (let end = 0; end < pngChunks(input).end - 1; end += 97) expect(stripPngMetadata(input.subarray(0, end))).toBeNull();
    const withoutHeader = Buffer.concat([input.subarray(0, 8), pngChunk("tEXt", Buffer.from("a\0b")), input.subarray(8)]);
    expect(stripPngMetadata(withoutHeader)).toBeNull();
  });
});

describe("processImage with the probe's shapes", () => {
  it("stores each JPEG shape as sent (its scans byte for byte) and the PNG re-encoded, all without metadata", async () => {
    for (const [what, input] of Object.entries(await probeJpegs())) {
      const out = await processImage(input);
      expect(await metadataLeft(out.data), what).toEqual([]);
      expect(await metadataLeft(out.thumb), what).toEqual([]);
      expect(await pixels(out.data), what).toBe(await pixels(input));
    }
    const png = await processImage(await probePng());
    expect([await metadataLeft(png.data), await metadataLeft(png.thumb)]).toEqual([[], []]);
  });

  it("takes each of the shapes as the phone's thumbnail of a clean photo, without its metadata", async () => {
    const photo = await plainJpeg({ width: 640, height: 480 });
    for (const [what, thumb] of Object.entries(await probeThumbs(640, 480))) {
      const out = await processImage(photo, thumb);
      expect(out.thumbFromClient, what).toBe(true);
      expect(await metadataLeft(out.thumb), what).toEqual([]);
      expect(await pixels(out.thumb), what).toBe(await pixels(thumb));
    }
  });

  it("keeps a photo with an sRGB profile as sent without it, and re-encodes one with another profile into sRGB", async () => {
    const plain = await plainJpeg({ width: 64, height: 48 });
    const srgb = await sharp(plain).withIccProfile("srgb").jpeg().toBuffer();
    const kept = await processImage(srgb);
    expect(scans(kept.data)).toEqual(scans(srgb));
    expect(await metadataLeft(kept.data)).toEqual([]);
    const p3 = await sharp(plain).withIccProfile("p3").jpeg().toBuffer();
    const converted = await processImage(p3);
    expect(scans(converted.data)).not.toEqual(scans(p3));
    expect(await metadataLeft(converted.data)).toEqual([]);
  });
});
