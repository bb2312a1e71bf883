import type { z } from "zod";

/** The first message for each top-level field of a failed zod parse. */
export function fieldErrors<K extends string>(error: z.core.$ZodError): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in out)) out[key as K] = issue.message;
  }
  return out;
}
