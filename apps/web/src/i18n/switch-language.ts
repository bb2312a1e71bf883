import { API, STORAGE_KEYS, type Language } from "@app/contracts";
import { apiFetch } from "../lib/api-client";
import { currentLanguage } from "./current-language";
import { storeLanguage } from "./language-store";

/** Saves the language on the logged-in account (their emails follow it); a failure is retried at the next login. */
export async function saveLanguageOnAccount(language: Language): Promise<void> {
  if (!localStorage.getItem(STORAGE_KEYS.token)) return;
  try {
    await apiFetch(API.myLanguage, { method: "PUT", body: { language }, skipAuthRedirect: true });
  } catch {
    // Offline or logged out meanwhile: the device keeps the choice; the account catches up later.
  }
}

/**
 * The reader picked a language: kept on the device and on the account, then the page reloads in it
 * (assets are cached, so this costs no download but the language's own chunk the first time).
 */
export async function switchLanguage(language: Language, reload: () => void = () => window.location.reload()): Promise<void> {
  storeLanguage(language);
  await saveLanguageOnAccount(language);
  if (language !== currentLanguage()) reload();
}
