import { initialLanguage } from "./language-store";
import { loadLanguage } from "./load-language";
import { applyLanguage } from "./current-language";

/**
 * Runs before the app's modules are imported (main.tsx): once the reader's catalogue is in place,
 * every module that copies a text at import time (zod schemas, column lists, navigation links)
 * copies it in the right language. English loads nothing more.
 */
export async function prepareLanguage(): Promise<void> {
  const language = initialLanguage();
  if (language === "en") {
    document.documentElement.lang = "en-IN";
    return;
  }
  try {
    applyLanguage(language, await loadLanguage(language));
  } catch {
    // A chunk that cannot be fetched (offline, first visit) must not keep the app from starting.
    document.documentElement.lang = "en-IN";
  }
}
