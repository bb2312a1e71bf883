import type { FastifyRequest } from "fastify";
import { createTranslator, isLanguage, languageFromAcceptLanguage, messages, type Catalogue, type Language, type Messages } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";

/**
 * The server speaks the caller's language (issue 11, docs/decisions/0071): the account's saved
 * language when the caller is logged in, else the request's Accept-Language, else English.
 * Services keep throwing `HttpError(messages.x.y)` in English; the one error handler translates.
 */
const translator = createTranslator(messages);

export function requestLanguage(request: Pick<FastifyRequest, "headers"> & { auth?: { language?: Language | null } | null }): Language {
  const saved = request.auth?.language;
  if (saved && isLanguage(saved)) return saved;
  const header = request.headers["accept-language"];
  return languageFromAcceptLanguage(Array.isArray(header) ? header.join(",") : header);
}

/** An English catalogue text (plain or from a parametrised entry) in `language`; other texts unchanged. */
export function translateText(text: string, language: Language): string {
  return language === "en" ? text : translator.translate(text, catalogueFor(language));
}

/** The whole catalogue in a language: for texts built on the server in the reader's language (emails). */
export function textsIn(language: Language | null | undefined): Catalogue<Messages> {
  return catalogueFor(language ?? "en");
}
