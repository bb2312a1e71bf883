import { forgetFreshness } from "../../lib/field-freshness";
import { FIELD_DATA_CACHE } from "./field-data";

/**
 * The offline part of the clean-up every session end runs (`session/end-session.ts`,
 * docs/decisions/0227): the account's personal data kept for offline use leaves the phone: the
 * service worker's copy of the field API answers and photos (Cache Storage) and what the app knew
 * about them. The capture queue (IndexedDB) is NOT cleared: captures still waiting stay for the
 * caretaker who took them and are sent when she logs in again (the banner says so); sent captures
 * are already gone from it. The app shell stays precached: it holds no personal data.
 */
export async function clearFieldData(): Promise<void> {
  forgetFreshness();
  if (typeof caches === "undefined") return;
  try {
    await caches.delete(FIELD_DATA_CACHE);
  } catch {
    // No Cache Storage (insecure page, private mode): nothing was kept.
  }
}
