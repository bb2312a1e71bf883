import { useAccountLanguage } from "./use-account-language";

/** Mounted once in the page frame: see useAccountLanguage. */
export function AccountLanguageSync() {
  useAccountLanguage();
  return null;
}
