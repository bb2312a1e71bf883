import {
  applyCatalogue,
  setDisplayLocale,
  cloneCatalogue,
  createTranslator,
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  messages,
  type Catalogue,
  type Language,
  type Messages,
} from "@app/contracts/i18n";

/**
 * The language the page is in, decided once before the app's modules are evaluated (boot.ts) and
 * changed only by reloading the page (docs/decisions/0070).
 */
let current: Language = DEFAULT_LANGUAGE;
// Taken before any translation is applied (applyLanguage takes it first): English texts map back
// to their keys through it. Taken when first needed, not at start-up: a page in English never
// needs it, and the deep copy was ≈ 50 ms of a throttled phone's main thread before the first
// render (docs/decisions/0202).
let englishCopy: Messages | null = null;
const english = (): Messages => (englishCopy ??= cloneCatalogue(messages));
let translator: ReturnType<typeof createTranslator> | null = null;

export function currentLanguage(): Language {
  return current;
}

/** BCP 47 tag of the page's language (en-IN, te-IN, hi-IN) for Intl formatting. */
export function currentLocale(): string {
  return LANGUAGE_TAGS[current];
}

/** Puts a catalogue's texts into `messages` in place: every `messages.<area>.<key>` reads them. */
export function applyLanguage(language: Language, catalogue: Catalogue<Messages>): void {
  const englishTexts = english();
  applyCatalogue(messages, language === "en" ? englishTexts : catalogue);
  current = language;
  setDisplayLocale(LANGUAGE_TAGS[language]);
  if (typeof document !== "undefined") document.documentElement.lang = LANGUAGE_TAGS[language];
}

/**
 * The one chokepoint for texts made from the English catalogue before the page's language was in
 * place (a schema built at import time in a test, a server error from an older server): an English
 * catalogue text comes back in the page's language; anything else unchanged.
 */
export function localize(text: string): string {
  if (current === DEFAULT_LANGUAGE) return text;
  translator ??= createTranslator(english());
  return translator.translate(text, messages);
}
