import { z } from "zod";
import { common } from "../messages/common.js";

/** The one error shape every failing call answers with. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A required text field: missing, non-text and blank all give the same clear message. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: common.tooLong(max) });
}

export const uuidParamSchema = z.object({ uuid: z.uuid({ error: "Invalid id." }) });
