import { describe, expect, it, vi } from "vitest";
import { compressWithEncoder, fitWithin, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, qualitySteps, type ScaledJpegEncoder } from "./compress-photo";
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
    expect(calls).toEqual([{ width: 1600, height: 900, quality: 0.8 }]);
    expect(result).toMatchObject({ width: 1600, height: 900, quality: 0.8 });
    expect(result.blob.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  });

  it("steps the quality down until the photo is under the budget", async () => {
    const { encode, calls } = fakeEncoder(0.32); // 1600x900: 0.8 → 369 KB, 0.7 → 323 KB, 0.6 → 276 KB
    const result = await compressWithEncoder(1920, 1080, encode);
    expect(calls.map((c) => c.quality)).toEqual([0.8, 0.7, 0.6]);
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
    expect(calls).toHaveLength(12); // 4 qualities at 3 sizes
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

describe("nowTimeInIndia", () => {
  it("gives HH:mm in Asia/Kolkata whatever the phone's zone", () => {
    expect(nowTimeInIndia(new Date("2025-06-15T02:35:00Z"))).toBe("08:05");
    expect(nowTimeInIndia(new Date("2025-06-15T18:45:00Z"))).toBe("00:15");
  });
});
