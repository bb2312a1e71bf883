import { ATTENDANCE_CAPTURE } from "@app/contracts";

/**
 * Compression of a captured frame before it is queued and uploaded (decisions.md §3, issue 6):
 * a JPEG whose longest side is at most 1600 px and, for a typical camera frame, under 300 KB.
 *
 * How: the frame is scaled down (never up) to fit 1600 px, then encoded at quality 0.8; while the
 * result is over the budget the quality steps down by 0.1 to a floor of 0.5 (below that faces and
 * uniforms smear). A 1600x900 phone frame lands at 120–250 KB at 0.8 and rarely needs a step. A
 * frame that is still too big at 0.5 (a very noisy, detailed picture) is scaled down by a quarter
 * and the quality loop runs again, at most twice; if even that is over the budget the smallest
 * blob is kept: a slightly larger photo is better than no attendance.
 *
 * The thumbnail (issue 13, docs/decisions/0206) is drawn by the same encoder from the frame already
 * decoded here, at the FINAL photo's size fitted within 160 px: the server checks its shape against
 * the photo it receives and, when it matches, stores it as sent instead of decoding the whole JPEG.
 * It is optional: when it cannot be made the capture goes on without it and the server makes one.
 */
export const PHOTO_MAX_SIDE = ATTENDANCE_CAPTURE.photoMaxSide;
export const PHOTO_MAX_BYTES = ATTENDANCE_CAPTURE.photoTargetBytes;
export const QUALITY_START = 0.8;
export const QUALITY_MIN = 0.5;
export const QUALITY_STEP = 0.1;
/** Each shrink after the quality floor keeps this share of each side. */
export const SHRINK_FACTOR = 0.75;
export const MAX_SHRINKS = 2;
export const THUMB_SIDE = ATTENDANCE_CAPTURE.thumbSide;
/** At 160 px the thumbnail is a few KB at any quality; 0.8 keeps faces recognisable in the lists. */
export const THUMB_QUALITY = 0.8;

export interface Size {
  width: number;
  height: number;
}

/** The size of a `width`x`height` frame scaled down (never up) so its longest side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number = PHOTO_MAX_SIDE): Size {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / longest;
  // Round, but never let the longest side exceed the limit nor a side drop to 0.
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}

/**
 * The thumbnail's size for a photo of `photoWidth`x`photoHeight`. Always from the photo actually
 * sent (after any shrink), never from the camera frame: the server accepts the thumbnail only
 * when each side is within 1 px of this.
 */
export function thumbSize(photoWidth: number, photoHeight: number): Size {
  return fitWithin(photoWidth, photoHeight, THUMB_SIDE);
}

/** The qualities tried, best first: 0.8, 0.7, 0.6, 0.5. */
export function qualitySteps(start = QUALITY_START, min = QUALITY_MIN, step = QUALITY_STEP): number[] {
  const steps: number[] = [];
  // Work in hundredths so 0.8 - 0.1 - 0.1 stays 0.6 and not 0.6000000000000001.
  for (let q = Math.round(start * 100); q >= Math.round(min * 100) - 1e-9; q -= Math.round(step * 100)) steps.push(q / 100);
  return steps;
}

/** Encodes the frame at a size and a JPEG quality (0–1). */
export type ScaledJpegEncoder = (width: number, height: number, quality: number) => Promise<Blob>;

export interface CompressOptions {
  maxSide?: number;
  maxBytes?: number;
}

export interface CompressedPhoto {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
  /** The photo's thumbnail (JPEG, `thumbSize` of the photo); undefined when it could not be made. */
  thumb?: Blob;
}

/**
 * The thumbnail of a photo of `photo`'s size, from the same encoder (so from the same decoded
 * frame). Never throws: a photo without a thumbnail is still a valid capture, one without a photo
 * is lost attendance.
 */
export async function encodeThumb(photo: Size, encode: ScaledJpegEncoder): Promise<Blob | undefined> {
  const size = thumbSize(photo.width, photo.height);
  if (size.width === 0 || size.height === 0) return undefined;
  try {
    const blob = await encode(size.width, size.height, THUMB_QUALITY);
    // The server ignores anything but a JPEG; not sending it saves the caretaker's upload.
    if (blob.size === 0 || (blob.type !== "" && blob.type !== ATTENDANCE_CAPTURE.photoType)) return undefined;
    return blob;
  } catch (error) {
    console.warn("The photo's thumbnail could not be made; the server will make it:", error);
    return undefined;
  }
}

/** The photo part of the loop below: the first encoding within the budget, else the smallest one. */
async function encodeWithinBudget(size: Size, encode: ScaledJpegEncoder, maxBytes: number): Promise<CompressedPhoto> {
  let smallest: CompressedPhoto | null = null;
  for (let shrink = 0; shrink <= MAX_SHRINKS; shrink += 1) {
    for (const quality of qualitySteps()) {
      const blob = await encode(size.width, size.height, quality);
      const result = { blob, width: size.width, height: size.height, quality };
      if (blob.size <= maxBytes) return result;
      if (!smallest || blob.size < smallest.blob.size) smallest = result;
    }
    size = { width: Math.max(1, Math.round(size.width * SHRINK_FACTOR)), height: Math.max(1, Math.round(size.height * SHRINK_FACTOR)) };
  }
  return smallest!;
}

/**
 * The pure loop: fits the frame, then steps the quality (and, past the floor, the size) down until
 * the encoder's blob is within the budget; then the thumbnail at the final photo's size. Testable
 * with any encoder.
 */
export async function compressWithEncoder(
  sourceWidth: number,
  sourceHeight: number,
  encode: ScaledJpegEncoder,
  { maxSide = PHOTO_MAX_SIDE, maxBytes = PHOTO_MAX_BYTES }: CompressOptions = {},
): Promise<CompressedPhoto> {
  const size = fitWithin(sourceWidth, sourceHeight, maxSide);
  if (size.width === 0) throw new Error("The frame has no size.");
  const photo = await encodeWithinBudget(size, encode, maxBytes);
  return { ...photo, thumb: await encodeThumb(photo, encode) };
}

/** What the capture dialog can hand over: its still canvas, a bitmap, a video element or a picked file. */
export type PhotoSource = HTMLCanvasElement | ImageBitmap | HTMLVideoElement | Blob;

function sourceSize(source: Exclude<PhotoSource, Blob>): Size {
  if (source instanceof HTMLVideoElement) return { width: source.videoWidth, height: source.videoHeight };
  return { width: source.width, height: source.height };
}

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be encoded."))), "image/jpeg", quality);
  });
}

/** Draws `source` at `width`x`height` onto a (reused) canvas and encodes it as JPEG. */
export function canvasEncoder(source: CanvasImageSource): ScaledJpegEncoder {
  const canvas = document.createElement("canvas");
  let drawn = "";
  return async (width, height, quality) => {
    // The dialog's still is already drawn at the final size: encode it as it is.
    if (source instanceof HTMLCanvasElement && source.width === width && source.height === height) return canvasToJpeg(source, quality);
    const key = `${width}x${height}`;
    if (drawn !== key) {
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("No 2D canvas.");
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = "high";
      context.drawImage(source, 0, 0, width, height);
      drawn = key;
    }
    return canvasToJpeg(canvas, quality);
  };
}

/** A captured frame as a JPEG blob within the limits above, with its thumbnail (see the module comment). */
export async function compressPhoto(source: PhotoSource, options: CompressOptions = {}): Promise<CompressedPhoto> {
  if (source instanceof Blob) {
    // A photo taken with the phone's camera app: honour its EXIF orientation while decoding.
    const bitmap = await createImageBitmap(source, { imageOrientation: "from-image" });
    try {
      return await compressWithEncoder(bitmap.width, bitmap.height, canvasEncoder(bitmap), options);
    } finally {
      bitmap.close();
    }
  }
  const { width, height } = sourceSize(source);
  return compressWithEncoder(width, height, canvasEncoder(source), options);
}
