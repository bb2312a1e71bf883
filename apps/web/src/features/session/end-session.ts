import type { QueryClient } from "@tanstack/react-query";
import { clearRevalidationCache } from "../../lib/api-client";
import { clearFieldData } from "../offline/clear-field-data";
import type { SessionStore } from "./session-store";

/**
 * The one clean-up of every way a session ends (docs/decisions/0227): the Logout button, a 401 on
 * any call (password changed, logged out from another device or by the office), GET /api/me
 * rejecting the token, the token's own expiry passing (also with no signal) and another tab
 * logging out. Each of them leaves the phone as Logout does: the session keys of local and
 * session storage, TanStack Query's answers (memory only, nothing is persisted), the API client's
 * kept answers and ETags, and the service worker's copies of the field API answers and photos.
 *
 * The capture queue (IndexedDB) is not touched: a capture not yet sent is a child's record, and it
 * stays on the phone bound to the account that took it, sent only with that account's token when
 * it logs in again (`attendance-capture/capture-owner.ts`; the banner of any other account shows
 * only how many wait and for whom).
 */
export async function clearAccountData({ store, queryClient }: { store: SessionStore; queryClient: QueryClient }): Promise<void> {
  store.clear();
  queryClient.clear();
  clearRevalidationCache();
  await clearFieldData();
}
