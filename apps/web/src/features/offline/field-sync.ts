import { FIELD_DATA_CACHE } from "./field-data";

/**
 * On the first visit the service worker may take control only after the page's first calls went
 * out (docs/decisions/0052), so it did not keep them: the page puts its fresh answer into the
 * worker's cache itself, with the server's Date, and the worker's network-first route finds it
 * there when the app is reopened with no signal. Once the worker controls the page it keeps its
 * own copies.
 */
export async function keepForOffline(path: string, body: unknown, headers?: Headers): Promise<void> {
  if (typeof caches === "undefined" || typeof navigator === "undefined" || !navigator.serviceWorker || navigator.serviceWorker.controller) return;
  try {
    const cache = await caches.open(FIELD_DATA_CACHE);
    const kept = new Headers({ "Content-Type": "application/json", Date: headers?.get("Date") ?? new Date().toUTCString() });
    await cache.put(new URL(path, location.origin).toString(), new Response(JSON.stringify(body), { headers: kept }));
  } catch {
    // Storage full or unavailable: the next visit through the worker keeps a copy.
  }
}
