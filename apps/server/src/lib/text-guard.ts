import { messages } from "@app/contracts";
import { badRequest } from "./errors";

/** Deepest nesting looked at; the JSON body limit (1 MB) already bounds the size. */
const MAX_DEPTH = 32;

/**
 * True when any string in the value (object keys included, at any depth) holds a NUL character.
 * PostgreSQL text cannot store U+0000, so such a value would fail deep in the database with a 500.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * The one rule every text field goes through (docs/decisions/0100): a request whose JSON body,
 * query string, path parameters or multipart text fields hold a NUL is refused with 400.
 */
export function assertNoNul(...values: unknown[]): void {
  if (values.some((value) => containsNul(value))) throw badRequest(messages.limits.nulCharacter);
}
