import { ATTENDANCE_CAPTURE } from "@app/contracts";
import { describe, expect, it, vi } from "vitest";
import {
  compressWithEncoder,
  encodeThumb,
  fitWithin,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  qualitySteps,
  THUMB_QUALITY,
  THUMB_SIDE,
  thumbSize,
  type ScaledJpegEncoder,
} from "./compress-photo";
import { nowTimeInIndia } from "./india-time";

/** A fake JPEG encoder: `bytesPerPixelAtFull` bytes per pixel at quality 1, proportional to quality. */
function fakeEncoder(bytesPerPixelAtFull: number) {
  const calls: { width: number; height: number; quality: number }[] = [];
  const encode: ScaledJpegEncoder = async (width, height, quality) => {
    calls.push({ width, height, quality });
    return new Blob([new Uint8Array(Math.round(width * height * bytesPerPixelAtFull * quality))], { type: "image/jpeg" });
  };
  return { encode, calls };
}

/** The photo encodings of a run: every call but the last (the thumbnail, made after the photo). */
const photoCalls = (calls: { width: number; height: number; quality: number }[]) => calls.slice(0, -1);

describe("fitWithin", () => {
  it("scales the longest side down to 1600 px, keeping the aspect ratio", () => {
    expect(PHOTO_MAX_SIDE).toBe(1600);
    expect(fitWithin(4096, 2160)).toEqual({ width: 1600, height: 844 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(2160, 3840)).toEqual({ width: 900, height: 1600 });
    expect(fitWithin(3000, 3000)).toEqual({ width: 1600, height: 1600 });
  });

  it("never scales up and never gives a zero side", () => {
    expect(fitWithin(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(10000, 2)).toEqual({ width: 1600, height: 1 });
    expect(fitWithin(0, 0)).toEqual({ width: 0, height: 0 });
  });
});

describe("quality loop", () => {
  it("tries 0.8, 0.7, 0.6, 0.5", () => {
    expect(qualitySteps()).toEqual([0.8, 0.7, 0.6, 0.5]);
  });

  it("keeps quality 0.8 when the first encoding is within 300 KB", async () => {
    const { encode, calls } = fakeEncoder(0.15); // 1600x900 at 0.8 ≈ 173 KB
    const result = await compressWithEncoder(4096, 2304, encode);
    expect(photoCalls(calls)).toEqual([{ width: 1600, height: 900, quality: 0.8 }]);
    expect(result).toMatchObject({ width: 1600, height: 900, quality: 0.8 });
    expect(result.blob.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  });

  it("steps the quality down until the photo is under the budget", async () => {
    const { encode, calls } = fakeEncoder(0.32); // 1600x900: 0.8 → 369 KB, 0.7 → 323 KB, 0.6 → 276 KB
    const result = await compressWithEncoder(1920, 1080, encode);
    expect(photoCalls(calls).map((c) => c.quality)).toEqual([0.8, 0.7, 0.6]);
    expect(result.quality).toBe(0.6);
    expect(result.blob.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  });

  it("past the 0.5 floor shrinks the photo instead of lowering the quality further", async () => {
    const { encode, calls } = fakeEncoder(0.5); // 1600x900 at 0.5 ≈ 352 KB
    const result = await compressWithEncoder(1600, 900, encode);
    expect(Math.min(...calls.map((c) => c.quality))).toBe(0.5);
    expect(calls[4]).toEqual({ width: 1200, height: 675, quality: 0.8 });
    expect(result.width).toBe(1200);
    expect(result.blob.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  });

  it("keeps the smallest photo when nothing fits (a photo is better than none)", async () => {
    const { encode, calls } = fakeEncoder(5);
    const result = await compressWithEncoder(1600, 900, encode, { maxBytes: 10 });
    expect(photoCalls(calls)).toHaveLength(12); // 4 qualities at 3 sizes
    expect(result.quality).toBe(0.5);
    expect(result.width).toBe(900);
  });

  it("honours other limits and refuses an empty frame", async () => {
    const encode = vi.fn<ScaledJpegEncoder>(async () => new Blob(["x"]));
    await compressWithEncoder(4000, 3000, encode, { maxSide: 800 });
    expect(encode).toHaveBeenCalledWith(800, 600, 0.8);
    await expect(compressWithEncoder(0, 0, encode)).rejects.toThrow();
  });
});

describe("thumbnail", () => {
  it("fits the photo's final size within 160 px, keeping its shape", () => {
    expect(THUMB_SIDE).toBe(ATTENDANCE_CAPTURE.thumbSide);
    expect(THUMB_SIDE).toBe(160);
    expect(thumbSize(1600, 900)).toEqual({ width: 160, height: 90 }); // landscape
    expect(thumbSize(900, 1600)).toEqual({ width: 90, height: 160 }); // portrait
    expect(thumbSize(1600, 1600)).toEqual({ width: 160, height: 160 }); // square
    expect(thumbSize(1600, 844)).toEqual({ width: 160, height: 84 });
    expect(thumbSize(1200, 675)).toEqual({ width: 160, height: 90 }); // after one shrink step
    expect(thumbSize(900, 506)).toEqual({ width: 160, height: 90 }); // after two
    expect(thumbSize(1600, 1)).toEqual({ width: 160, height: 1 });
  });

  it("keeps a photo already smaller than 160 px at its own size (never scales up)", () => {
    expect(thumbSize(120, 90)).toEqual({ width: 120, height: 90 });
    expect(thumbSize(160, 100)).toEqual({ width: 160, height: 100 });
    expect(thumbSize(0, 0)).toEqual({ width: 0, height: 0 });
  });

  it("is never over 160 px on its longest side", () => {
    for (const [w, h] of [[1600, 900], [1599, 1600], [1600, 1597], [161, 160], [1600, 3], [7, 1600], [1201, 1199]]) {
      const size = thumbSize(w, h);
      expect(Math.max(size.width, size.height), `${w}x${h}`).toBeLessThanOrEqual(THUMB_SIDE);
      expect(Math.min(size.width, size.height), `${w}x${h}`).toBeGreaterThanOrEqual(1);
    }
  });

  it("is made after the photo, from the same encoder, at the final photo's size and quality 0.8", async () => {
    const { encode, calls } = fakeEncoder(0.15);
    const result = await compressWithEncoder(4096, 2304, encode);
    expect(THUMB_QUALITY).toBe(0.8);
    expect(calls).toEqual([
      { width: 1600, height: 900, quality: 0.8 },
      { width: 160, height: 90, quality: 0.8 },
    ]);
    expect(result.thumb?.size).toBe(Math.round(160 * 90 * 0.15 * 0.8));
    expect(result.thumb?.type).toBe("image/jpeg");
  });

  it("follows the photo's shrink steps (its shape is that of the photo sent, not of the frame)", async () => {
    const { encode, calls } = fakeEncoder(5);
    const result = await compressWithEncoder(1600, 1000, encode, { maxBytes: 10 });
    // The photo ends at 900x563 (1600x1000 shrunk twice by a quarter).
    expect(result).toMatchObject({ width: 900, height: 563 });
    expect(calls.at(-1)).toEqual({ width: 160, height: 100, quality: 0.8 });
    expect(calls.at(-1)).toEqual({ ...thumbSize(result.width, result.height), quality: THUMB_QUALITY });
    expect(result.thumb).toBeInstanceOf(Blob);

    const shrunkOnce = fakeEncoder(0.5);
    const once = await compressWithEncoder(1000, 1600, shrunkOnce.encode);
    expect(once).toMatchObject({ width: 750, height: 1200 });
    expect(shrunkOnce.calls.at(-1)).toEqual({ width: 100, height: 160, quality: 0.8 });
  });

  it("is the photo's own size when the shrink steps took the photo under 160 px", async () => {
    const { encode, calls } = fakeEncoder(5);
    const result = await compressWithEncoder(200, 150, encode, { maxBytes: 10 });
    // 200x150 → 150x113 → 113x85: a thumbnail of the frame's size (160x120) would be refused.
    expect(result).toMatchObject({ width: 113, height: 85 });
    expect(calls.at(-1)).toEqual({ width: 113, height: 85, quality: 0.8 });
  });

  it("keeps a tiny photo's own size for its thumbnail", async () => {
    const { encode, calls } = fakeEncoder(0.15);
    const result = await compressWithEncoder(120, 90, encode);
    expect(result).toMatchObject({ width: 120, height: 90 });
    expect(calls).toEqual([
      { width: 120, height: 90, quality: 0.8 },
      { width: 120, height: 90, quality: 0.8 },
    ]);
  });

  it("a failing thumbnail still gives the photo, without a thumbnail", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const photo = new Blob([new Uint8Array(1000)], { type: "image/jpeg" });
    const encode = vi.fn<ScaledJpegEncoder>(async (width) => {
      if (width === 160) throw new Error("Canvas memory exhausted.");
      return photo;
    });
    const result = await compressWithEncoder(1920, 1080, encode);
    expect(encode).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ blob: photo, width: 1600, height: 900, quality: 0.8, thumb: undefined });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("drops an empty or non-JPEG thumbnail (the server would ignore it)", async () => {
    expect(await encodeThumb({ width: 1600, height: 900 }, async () => new Blob([], { type: "image/jpeg" }))).toBeUndefined();
    expect(await encodeThumb({ width: 1600, height: 900 }, async () => new Blob(["png"], { type: "image/png" }))).toBeUndefined();
    expect(await encodeThumb({ width: 0, height: 0 }, async () => new Blob(["x"]))).toBeUndefined();
    const jpeg = new Blob(["jpeg"], { type: "image/jpeg" });
    expect(await encodeThumb({ width: 1600, height: 900 }, async () => jpeg)).toBe(jpeg);
  });
});

describe("nowTimeInIndia", () => {
  it("gives HH:mm in Asia/Kolkata whatever the phone's zone", () => {
    expect(nowTimeInIndia(new Date("2025-06-15T02:35:00Z"))).toBe("08:05");
    expect(nowTimeInIndia(new Date("2025-06-15T18:45:00Z"))).toBe("00:15");
  });
});
