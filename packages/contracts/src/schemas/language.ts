import { z } from "zod/mini";
import { LANGUAGES } from "../i18n/languages.js";

// Mini style: the session's user carries the language, and the phone parses it (docs/decisions/0160).
export const languageSchema = z.enum(LANGUAGES);

/** PUT /api/me/language (added, issue 11): the logged-in person's language, kept on the account. */
export const updateLanguageRequestSchema = z.object({ language: languageSchema });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;
export const languageResponseSchema = z.object({ language: languageSchema });
