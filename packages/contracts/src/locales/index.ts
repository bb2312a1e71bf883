import type { Catalogue } from "../i18n/catalogue.js";
import type { Language } from "../i18n/languages.js";
import { messages, type Messages } from "../messages/index.js";
import { hi } from "./hi/index.js";
import { te } from "./te/index.js";

/** Every catalogue at once: for the server, which answers each caller in their own language. */
export const catalogues: Record<Language, Catalogue<Messages>> = { en: messages, te, hi };

export function catalogueFor(language: Language): Catalogue<Messages> {
  return catalogues[language] ?? messages;
}
