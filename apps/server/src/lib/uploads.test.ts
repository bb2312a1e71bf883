import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifHasGps, tinyJpeg } from "../test/staff-factories";
import { HttpError } from "./errors";
import { checkSentThumb, fitInside, MAX_IMAGE_SIDE, MAX_SENT_THUMB_BYTES, processImage, readJpegStructure, stripJpegMetadata, THUMB_SIDE } from "./uploads";

/** A photo-like JPEG (gradient and noise, so it does not compress to nothing). */
async function photo(width: number, height: number, options: { orientation?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i * 2654435761) >>> 24)) & 0xff;
  let img = sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Artist: "SECRET-CAMERA-OWNER" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "16/1 18/1 0/1" } });
  if (options.orientation) img = img.withMetadata({ orientation: options.orientation });
  return img.toBuffer();
}

describe("processImage", () => {
  it("keeps an upright phone photo of at most 1600 px as sent, without its metadata, and thumbnails it", async () => {
    const input = await photo(1600, 1200);
    const out = await processImage(input);
    expect([out.width, out.height]).toEqual([1600, 1200]);
    const sos = (b: Buffer) => b.subarray(b.indexOf(Buffer.from([0xff, 0xda])));
    // Same image data byte for byte: no second lossy encoding.
    expect(Buffer.compare(sos(out.data), sos(input))).toBe(0);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(out.data.includes(Buffer.from("SECRET-CAMERA-OWNER"))).toBe(false);
    const thumb = await sharp(out.thumb).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(THUMB_SIDE);
  });

  it("turns a rotated photo upright and limits a large one, encoding both outputs from one decode", async () => {
    const turned = await processImage(await photo(800, 600, { orientation: 6 }));
    expect([turned.width, turned.height]).toEqual([600, 800]);
    expect((await sharp(turned.data).metadata()).exif).toBeUndefined();
    const large = await processImage(await photo(3000, 1500));
    expect([large.width, large.height]).toEqual([MAX_IMAGE_SIDE, 1280]);
    const thumb = await sharp(large.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([THUMB_SIDE, 80]);
  });

  it("refuses a JPEG that does not decode", async () => {
    const good = await tinyJpeg({ width: 200, height: 100 });
    const broken = Buffer.concat([good.subarray(0, Math.floor(good.length / 2))]);
    await expect(processImage(broken)).rejects.toBeInstanceOf(HttpError);
  });

  it("strips nothing it does not understand", () => {
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
  });
});

/** A thumbnail as the phone draws it (JPEG, no metadata), or of another size when asked. */
const thumbOf = (input: Buffer, width: number, height: number) => sharp(input).resize({ width, height, fit: "fill" }).jpeg({ quality: 80 }).toBuffer();

describe("the phone's thumbnail (docs/decisions/0206)", () => {
  it("reads a JPEG's frame size from its structure and copies nothing when there is nothing to strip", async () => {
    const plain = await sharp({ create: { width: 333, height: 77, channels: 3, background: "#123" } }).jpeg().toBuffer();
    const structure = readJpegStructure(plain)!;
    expect([structure.width, structure.height]).toEqual([333, 77]);
    expect(structure.stripped).toBe(plain);
    const withExif = readJpegStructure(await photo(64, 48))!;
    expect([withExif.width, withExif.height]).toEqual([64, 48]);
    expect(withExif.stripped.includes(Buffer.from("SECRET-CAMERA-OWNER"))).toBe(false);
  });

  it("fits a photo inside the thumbnail's side as the phone rounds it, never enlarging", () => {
    expect(fitInside(1600, 1200, 160)).toEqual({ width: 160, height: 120 });
    expect(fitInside(900, 1600, 160)).toEqual({ width: 90, height: 160 });
    expect(fitInside(1600, 1, 160)).toEqual({ width: 160, height: 1 });
    expect(fitInside(100, 50, 160)).toEqual({ width: 100, height: 50 });
  });

  it("spares the photo's decode when the thumbnail checks out, and takes it without metadata", async () => {
    const input = await photo(1600, 1200);
    const sent = await sharp(await thumbOf(input, 160, 120)).withExif({ IFD0: { Artist: "SECRET-THUMB-OWNER" } }).toBuffer();
    const out = await processImage(input, sent);
    expect(out.thumbFromClient).toBe(true);
    expect(out.thumb).toEqual(stripJpegMetadata(sent));
    expect(out.thumb.includes(Buffer.from("SECRET-THUMB-OWNER"))).toBe(false);
    expect(out.data.includes(Buffer.from("SECRET-CAMERA-OWNER"))).toBe(false);
    expect([out.width, out.height]).toEqual([1600, 1200]);
    // A pixel of rounding either way is the phone's, not a different shape.
    expect((await processImage(input, await thumbOf(input, 159, 121))).thumbFromClient).toBe(true);
  });

  it("makes its own thumbnail when the sent one is not the photo's, or the photo is not kept as sent", async () => {
    const input = await photo(1600, 1200);
    const good = await thumbOf(input, 160, 120);
    const refused = [
      await thumbOf(input, 160, 160),
      await thumbOf(input, 320, 240),
      await thumbOf(input, 80, 60),
      good.subarray(0, good.length - 2),
      Buffer.concat([good.subarray(0, 2), Buffer.alloc(MAX_SENT_THUMB_BYTES), good.subarray(2)]),
      Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    ];
    for (const sent of refused) {
      expect(checkSentThumb(sent, 1600, 1200)).toBeNull();
      const out = await processImage(input, sent);
      expect(out.thumbFromClient).toBe(false);
      expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 160, height: 120 });
    }
    // A photo the server turns upright or re-encodes gets a thumbnail of what is stored.
    const turned = await photo(800, 600, { orientation: 6 });
    expect((await processImage(turned, await thumbOf(turned, 160, 120))).thumbFromClient).toBe(false);
    const large = await photo(2000, 1000);
    expect((await processImage(large, await thumbOf(large, 160, 80))).thumbFromClient).toBe(false);
  });

  it("does not stand in for a photo cut short: that is still refused", async () => {
    const input = await photo(400, 300);
    const sent = await thumbOf(input, 160, 120);
    await expect(processImage(input.subarray(0, Math.floor(input.length * 0.6)), sent)).rejects.toBeInstanceOf(HttpError);
  });
});
