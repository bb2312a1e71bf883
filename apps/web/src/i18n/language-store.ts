// Only the light i18n entry of the contracts: this module runs before any screen module exists.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, languageFromTags, type Language } from "@app/contracts/i18n";

/** The language the reader picked on this device, if they ever did. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** First visit: the browser's language when it is one of ours, else English. */
export function browserLanguage(): Language {
  const tags = typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return languageFromTags(tags.filter(Boolean)) ?? DEFAULT_LANGUAGE;
}

export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}
