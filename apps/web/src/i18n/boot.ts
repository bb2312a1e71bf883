import { initialLanguage } from "./language-store";
import { loadLanguage } from "./load-language";
import { applyLanguage } from "./current-language";

/**
 * Runs before the app's modules are imported (main.tsx): once the reader's catalogue is in place,
 * every module that copies a text at import time (zod schemas, column lists, navigation links)
 * copies it in the right language. English loads nothing more.
 */
/** Each script's face and a sample of its letters, so the browser fetches the right subset. */
const SCRIPT_FACES = { te: ["Noto Sans Telugu", "తెలుగు"], hi: ["Noto Sans Devanagari", "हिन्दी"] } as const;
/** How long the first screen may wait for its script's font on a slow line before it shows anyway. */
const FONT_WAIT_MS = 1500;

/**
 * Fetches both faces (regular and bold) of the language's script before the first render. Text
 * laid out before its font arrives can stay as boxes in a browser with no system font for the
 * script (docs/decisions/0152, 0153); a phone with one shows it in that font meanwhile, so the
 * wait is capped and a failure (offline, first visit) is ignored.
 */
async function loadScriptFont(language: "te" | "hi"): Promise<void> {
  const [family, sample] = SCRIPT_FACES[language];
  if (!document.fonts?.load) return;
  const faces = Promise.all([document.fonts.load(`400 16px '${family}'`, sample), document.fonts.load(`700 16px '${family}'`, sample)]);
  await Promise.race([faces.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

export async function prepareLanguage(): Promise<void> {
  const language = initialLanguage();
  if (language === "en") {
    document.documentElement.lang = "en-IN";
    return;
  }
  try {
    applyLanguage(language, await loadLanguage(language));
    await loadScriptFont(language);
  } catch {
    // A chunk that cannot be fetched (offline, first visit) must not keep the app from starting.
    document.documentElement.lang = "en-IN";
  }
}
