import { z } from "zod/mini";
import { common } from "../messages/common.js";

/**
 * The text rules of the schemas the phone's first screens parse, in zod's mini style (docs/decisions/0160):
 * a mini schema shares zod's core with the classic ones (the server validates it the same way, with the
 * same messages) but does not carry classic's methods and JSON-schema code to the phone.
 */

/** A required text field: missing, non-text and blank all give the same clear message (as `requiredText`). */
export function requiredTextMini(message: string, max = 200) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: common.tooLong(max) }));
}

/** Required free text, trimmed; blank is missing, above `max` is `tooLong`. */
export function longTextMini(required: string, tooLong: string, max: number) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));
}
