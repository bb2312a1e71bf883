import { z } from "zod/mini";
import { ROLES } from "../constants.js";
import { auth } from "../messages/auth.js";
import { languageSchema } from "./language.js";
import { requiredTextMini } from "./mini-text.js";

/**
 * Login, the session and GET /api/me: the schemas a phone parses before its first screen shows, in
 * zod's mini style so the phone does not download zod classic for them (docs/decisions/0160). The
 * server validates and documents them as it does every classic schema (the type provider works on
 * zod's core); the messages are the catalogue's, the same as before.
 */
const m = auth;

/** POST /api/login (spec §5.1). */
export const loginRequestSchema = z.object({
  identifier: requiredTextMini(m.login.identifierRequired, 254),
  password: z.string({ error: m.login.passwordRequired }).check(z.minLength(1, { error: m.login.passwordRequired }), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);

export const kidSummarySchema = z.object({ uuid: z.string(), kidName: z.string() });

export const sessionUserSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  role: roleSchema,
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  kidName: z.nullable(z.string()),
  kidUuid: z.nullable(z.string()),
  kids: z.array(kidSummarySchema),
  /** Added (issue 11): the account's language, null until chosen; the web app adopts it at login. */
  language: z.optional(z.nullable(languageSchema)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Spec §3.2: token, role, user, name (and error only on failure). */
export const loginResponseSchema = z.object({
  token: z.string(),
  role: roleSchema,
  user: sessionUserSchema,
  name: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });
