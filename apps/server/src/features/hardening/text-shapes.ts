import fc from "fast-check";
import { messages } from "@app/contracts";

/**
 * Test-only generators of the text shapes that once reached the database and answered 500
 * (docs/decisions/0100, 0229), and of valid text that must keep working. Used by
 * unstorable-text.test.ts and text-roundtrip.test.ts; fast-check is a dev dependency.
 */

export type Fault = "nul" | "unstorable";
export const FAULT_MESSAGE: Record<Fault, string> = {
  nul: messages.limits.nulCharacter,
  unstorable: messages.limits.unstorableCharacter,
};

/** How a refused text reaches the server. */
export interface BadText {
  fault: Fault;
  /** The JS string sent (JSON bodies, query strings, path parameters). */
  text: string;
  /** Its bytes in a form field: UTF-8, except that a lone surrogate is written as its own three bytes (not UTF-8). */
  formBytes: Buffer;
  /** False when the text cannot travel in a URL (a lone surrogate has no percent-encoding). */
  urlSafe: boolean;
  what: string;
}

/** Ordinary text around the bad part: any Unicode (Telugu, Hindi, emoji, ZWJ sequences) minus NUL. */
export const filler = (maxLength = 12) =>
  fc.string({ unit: "grapheme", maxLength }).map((s) => s.replaceAll("\u0000", ""));

const highSurrogate = fc.integer({ min: 0xd800, max: 0xdbff }).map((c) => String.fromCharCode(c));
const lowSurrogate = fc.integer({ min: 0xdc00, max: 0xdfff }).map((c) => String.fromCharCode(c));

/**
 * WTF-8: UTF-8 that also writes a lone surrogate as three bytes (ED A0 80 for U+D800). Those bytes
 * are not UTF-8, which is how a lone surrogate arrives in a form from a careless client.
 */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2), "utf8"));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      bytes.push(...Buffer.from(text[i], "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** JSON text of an address whose line holds `inner` written as JSON escapes (`\u0000`, `\ud800`). */
function jsonCarrying(before: string, escape: string, after: string, shape: "object" | "array" | "nested"): string {
  const line = `${JSON.stringify(before).slice(1, -1)}${escape}${JSON.stringify(after).slice(1, -1)}`;
  const object = `{"address1":"${line}","city":"Guntur","state":"Andhra Pradesh","zipCode":"522002"}`;
  if (shape === "array") return `[${object.replace("address1", "name")}]`;
  // JSON text inside JSON text: the escape is itself escaped once more.
  if (shape === "nested") return JSON.stringify({ fatherName: object });
  return object;
}

const bad = (fault: Fault, text: string, what: string, urlSafe = true): BadText => ({ fault, text, formBytes: wtf8(text), urlSafe, what });

/** Every refused shape, around ordinary text. */
export const badText: fc.Arbitrary<BadText> = fc.oneof(
  fc.tuple(filler(), filler()).map(([a, b]) => bad("nul", `${a}\u0000${b}`, "raw NUL")),
  fc.tuple(filler(), highSurrogate, filler()).map(([a, s, b]) => bad("unstorable", `${a}${s}${b.replace(/^[\uDC00-\uDFFF]/, "")}`, "lone high surrogate", false)),
  fc.tuple(filler(), lowSurrogate, filler()).map(([a, s, b]) => bad("unstorable", `${a}${s}${b}`, "lone low surrogate", false)),
  // Half an emoji, exactly where a 120-character cut would fall.
  fc.integer({ min: 110, max: 125 }).map((n) => bad("unstorable", `${"a".repeat(n)}${"🙂".slice(0, 1)} thanks`, "half an emoji", false)),
  fc
    .tuple(filler(), filler(), fc.constantFrom("\\u0000", "\\ud800", "\\uDBFF", "\\udc00", "\\uDE42"), fc.constantFrom("object", "array", "nested") as fc.Arbitrary<"object" | "array" | "nested">)
    .map(([a, b, escape, shape]) => bad(escape === "\\u0000" ? "nul" : "unstorable", jsonCarrying(a, escape, b, shape), `escaped ${escape} in JSON text (${shape})`)),
  fc.tuple(filler(), highSurrogate, filler()).map(([a, s, b]) => bad("nul", `${a}${s}\u0000${b}`, "NUL and a lone surrogate", false)),
  // Long text (within a form field's 64 KB) with the bad character at its end.
  fc
    .tuple(fc.integer({ min: 500, max: 8_000 }), fc.constantFrom("a", "గు", "🙂"), fc.boolean())
    .map(([n, unit, nul]) => bad(nul ? "nul" : "unstorable", `${unit.repeat(n)}${nul ? "\u0000" : "\udc00"}`, "very long text", nul)),
);

/** Bytes that are not UTF-8 at all, for form fields only (a JSON body is decoded before anyone looks). */
export const invalidFormBytes: fc.Arbitrary<{ bytes: Buffer; what: string }> = fc
  .tuple(filler(), filler(), fc.constantFrom([0xc3], [0xff], [0xfe, 0xff], [0xc0, 0x80], [0xf0, 0x9f, 0x99], [0xed, 0xa0, 0x80], [0x80]))
  .map(([a, b, raw]) => ({
    bytes: Buffer.concat([Buffer.from(a, "utf8"), Buffer.from(raw), Buffer.from(b, "utf8")]),
    what: `bytes ${raw.map((x) => x.toString(16)).join(" ")}`,
  }));

/** The probe's own example: the audit log's cut fell inside the emoji (500 before docs/decisions/0229). */
export const EMOJI_AT_CUT = `${"a".repeat(118)}🙂 thanks`;

/** Text that can be stored and must never fail: every script, emoji at the audit cut, long text. */
export const goodText: fc.Arbitrary<string> = fc.oneof(
  filler(60).filter((s) => s.trim().length > 0),
  fc.constantFrom("గుంటూరు బ్రాడీపేట 4వ లైన్", "अरुंडेलपेट, गुंटूर", "Ravi 🙂 Kumar", "👨‍👩‍👧 family", "🇮🇳 Guntur"),
  // The audit log cuts a value at 120 characters: put every kind of character across that cut.
  fc
    .tuple(fc.integer({ min: 115, max: 121 }), fc.constantFrom("🙂", "👨‍👩‍👧", "🇮🇳", "గుం", "हि", "é"))
    .map(([n, tail]) => `${"a".repeat(n)}${tail} thanks`),
  fc.tuple(fc.constantFrom("a", "గు", "🙂", "हि"), fc.integer({ min: 200, max: 3000 })).map(([unit, n]) => unit.repeat(n)),
);

/** A multipart/form-data body from raw field bytes, with an optional charset per part. */
export function rawForm(fields: { name: string; bytes: Buffer; charset?: string }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----text-shapes-boundary-7f3a";
  const chunks: Buffer[] = [];
  for (const field of fields) {
    const type = field.charset ? `Content-Type: text/plain; charset=${field.charset}\r\n` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"\r\n${type}\r\n`, "latin1"), field.bytes, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** UTF-16LE bytes of a JS string, lone surrogates included (what a `charset=utf-16le` part carries). */
export const utf16 = (text: string) => Buffer.from(text, "utf16le");
