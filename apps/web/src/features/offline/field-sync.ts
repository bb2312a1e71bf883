/**
 * Was an answer served from the copy on the phone? The service worker answers network first and
 * falls back on its cache (docs/decisions/0052); a fresh answer always carries a new server stamp
 * (`generatedAt`), a cached one the stamp already seen. The stamps are kept per call in local
 * storage, so this also holds after the app was reopened with no signal.
 */
import { FIELD_DATA_CACHE } from "./field-data";

const PREFIX = "kidsride-field-sync:";

export interface Freshness {
  /** True when this answer is the copy kept on the phone (the network could not be reached). */
  fromCache: boolean;
  /** When the server made the answer (ISO). */
  syncedAt: string;
}

export function freshnessOf(key: string, stamp: string): Freshness {
  let seen: string | null = null;
  try {
    seen = localStorage.getItem(PREFIX + key);
    localStorage.setItem(PREFIX + key, stamp);
  } catch {
    // Private modes: without storage only the browser's own offline flag can tell.
  }
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  return { fromCache: seen === stamp || offline, syncedAt: stamp };
}

/**
 * On the first visit the service worker is installed but does not control the page yet (it never
 * takes over a page in use), so it cannot keep what the page fetches: the page puts its fresh
 * answer into the worker's cache itself, and the worker's network-first route finds it there when
 * the app is reopened with no signal. Once the worker controls the page it keeps its own copies.
 */
export async function keepForOffline(path: string, body: unknown): Promise<void> {
  if (typeof caches === "undefined" || typeof navigator === "undefined" || !navigator.serviceWorker || navigator.serviceWorker.controller) return;
  try {
    const cache = await caches.open(FIELD_DATA_CACHE);
    await cache.put(new URL(path, location.origin).toString(), new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }));
  } catch {
    // Storage full or unavailable: the next visit through the worker keeps a copy.
  }
}

/** Sign-out: the stamps go with the data they describe. */
export function forgetFieldSync() {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
}
