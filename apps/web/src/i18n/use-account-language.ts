import { useEffect } from "react";
import { useAuth } from "../features/session/session-context";
import { currentLanguage } from "./current-language";
import { storedLanguage } from "./language-store";
import { saveLanguageOnAccount, switchLanguage } from "./switch-language";

const synced = new Set<string>();

/**
 * Keeps device and account in step once someone is logged in (docs/decisions/0070):
 * - a language picked on this device wins and is saved on the account;
 * - a device with no choice yet (a new phone, a fresh browser) takes the account's language;
 * - an account with no language yet gets the one the page is in, for its emails.
 */
export function useAccountLanguage(): void {
  const { user } = useAuth();
  const uuid = user?.uuid;
  const saved = user?.language ?? null;
  useEffect(() => {
    if (!uuid || synced.has(uuid)) return;
    synced.add(uuid);
    const device = storedLanguage();
    if (device) {
      if (device !== saved) void saveLanguageOnAccount(device);
    } else if (saved) {
      if (saved !== currentLanguage()) void switchLanguage(saved);
    } else {
      void saveLanguageOnAccount(currentLanguage());
    }
  }, [uuid, saved]);
}
