import { messages } from "@app/contracts";
import { badRequest } from "./errors";

/** Deepest nesting looked at; the JSON body limit (1 MB) already bounds the size. */
const MAX_DEPTH = 32;

/**
 * With the `u` flag a class of surrogates matches only a surrogate that is not half of a pair:
 * "🙂" (a pair) is one code point and does not match, a lone "\ud800" does.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The first character of a JSON text that can hold a string: an object, an array or a string. */
const JSON_TEXT_START = /^\s*[{["]/;

/**
 * Why a value cannot be stored as text (docs/decisions/0100, 0229):
 * - `nul`: U+0000, which PostgreSQL text and jsonb cannot hold;
 * - `unstorable`: a lone UTF-16 surrogate (half of an emoji), which jsonb refuses and which no
 *   UTF-8 text can represent.
 */
export type TextFault = "nul" | "unstorable";

const FAULT_MESSAGES: Record<TextFault, string> = {
  nul: messages.limits.nulCharacter,
  unstorable: messages.limits.unstorableCharacter,
};

/**
 * The fault of one string, or null. A string that is itself JSON text (the kid form's
 * `home_address`, `parentsDetails`, `institution_details`, sent as text inside a form or a JSON
 * body) is parsed here the way its schema will parse it later (`JSON.parse`), so an escaped
 * `\u0000` or `\ud800` is seen as the character it becomes. Only a text holding a backslash can
 * become anything it does not already show, so others are never parsed.
 */
function stringFault(value: string, depth: number): TextFault | null {
  if (value.includes("\u0000")) return "nul";
  const fault: TextFault | null = LONE_SURROGATE.test(value) ? "unstorable" : null;
  if (depth >= MAX_DEPTH || !value.includes("\\") || !JSON_TEXT_START.test(value)) return fault;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fault;
  }
  return worst(fault, textFault(parsed, depth + 1));
}

/** NUL wins: it has the more specific message. */
function worst(a: TextFault | null, b: TextFault | null): TextFault | null {
  return a === "nul" || b === "nul" ? "nul" : (a ?? b);
}

/**
 * The fault of any string in the value (object keys included, at any depth, and inside JSON text
 * carried by a string), or null when every text can be stored. A NUL anywhere is reported before
 * a lone surrogate anywhere, so the answer does not depend on the order of the fields.
 */
export function textFault(value: unknown, depth = 0): TextFault | null {
  if (typeof value === "string") return stringFault(value, depth);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  let found: TextFault | null = null;
  const items = Array.isArray(value) ? value : Object.entries(value as Record<string, unknown>).flat();
  for (const item of items) {
    found = worst(found, textFault(item, depth + 1));
    if (found === "nul") return found;
  }
  return found;
}

/** The 400 for a fault, with its catalogue text. */
export function textFaultError(fault: TextFault) {
  return badRequest(FAULT_MESSAGES[fault]);
}

/**
 * The one rule every text goes through (docs/decisions/0100, 0229): a request whose JSON body,
 * query string, path parameters or multipart text fields hold text that cannot be stored is
 * refused with 400 before any feature code sees it.
 */
export function assertStorableText(...values: unknown[]): void {
  let found: TextFault | null = null;
  for (const value of values) found = worst(found, textFault(value));
  if (found) throw textFaultError(found);
}

const fatalUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Bytes decoded as UTF-8, or null when they are not UTF-8 (a lone surrogate written as bytes, a
 * cut-off sequence): such bytes are refused, never turned into U+FFFD and stored as something
 * nobody sent (docs/decisions/0229). A byte-order mark is kept, as Node's own decoding keeps it.
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * `value` shortened to at most `max` characters counted in code points, ending with "…" when cut.
 * Never cuts between the two halves of an emoji, which would leave a lone surrogate that jsonb
 * refuses (docs/decisions/0229).
 */
export function shortenText(value: string, max: number): string {
  if (value.length <= max) return value;
  const points = Array.from(value);
  return points.length <= max ? value : `${points.slice(0, max - 1).join("")}…`;
}
