/** The languages the product speaks (issue 11, docs/decisions/0070). English is the source catalogue. */
export const LANGUAGES = ["en", "te", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, so a reader finds their own whatever the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", te: "తెలుగు", hi: "हिन्दी" };

/** Two-letter marks for the narrow navbar button. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: "EN", te: "తె", hi: "हि" };

/** BCP 47 tags used for `<html lang>`, Intl formatting and ICU plural rules. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-IN", te: "te-IN", hi: "hi-IN" };

/** Where the device keeps the reader's choice (local storage). */
export const LANGUAGE_STORAGE_KEY = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the given tags (e.g. navigator.languages, "te-IN") that is one of ours. */
export function languageFromTags(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The language an `Accept-Language` header asks for, honouring q-values; English when it names
 * none of ours (or is absent).
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return languageFromTags(ranked.map((entry) => entry.tag)) ?? DEFAULT_LANGUAGE;
}
