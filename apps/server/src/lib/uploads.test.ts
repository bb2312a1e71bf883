import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifHasGps, tinyJpeg } from "../test/staff-factories";
import { HttpError } from "./errors";
import { MAX_IMAGE_SIDE, processImage, stripJpegMetadata, THUMB_SIDE } from "./uploads";

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
