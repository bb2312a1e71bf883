// Small but real JPEG and PNG pictures for the upload fields, made at run time with sharp (the
// server's image library), so no binary fixture has to be committed. Each call gives a picture of
// its own colour: what the server stores can be told apart, and no two uploads are byte-identical.
import sharp from "sharp";

/** What Playwright's `setInputFiles` takes for a file that exists only in memory. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

let hue = 0;

function nextColour() {
  hue = (hue + 47) % 360;
  // A plain HSL → RGB at full saturation, half lightness.
  const c = 1;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return { r: Math.round(r * 255), g: Math.round(g * 255), b: Math.round(b * 255) };
}

function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: nextColour() } });
}

/** A real JPEG of `width`×`height` pixels, named `<name>.jpg`. */
export async function jpegFile(name: string, width = 64, height = 48): Promise<FilePayload> {
  return { name: `${name}.jpg`, mimeType: "image/jpeg", buffer: await canvas(width, height).jpeg({ quality: 80 }).toBuffer() };
}

/** A real PNG of `width`×`height` pixels, named `<name>.png`. */
export async function pngFile(name: string, width = 48, height = 64): Promise<FilePayload> {
  return { name: `${name}.png`, mimeType: "image/png", buffer: await canvas(width, height).png().toBuffer() };
}

/** Text bytes dressed up as a JPEG (name and type say JPEG; the content does not). */
export function fakeJpegFile(name: string): FilePayload {
  return { name: `${name}.jpg`, mimeType: "image/jpeg", buffer: Buffer.from("this is plain text, not a picture\n") };
}
