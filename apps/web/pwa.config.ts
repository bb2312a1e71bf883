import type { VitePWAOptions } from "vite-plugin-pwa";
import { FIELD_DATA_CACHE, FIELD_DATA_URL } from "./src/features/offline/field-data";

/**
 * The installable, offline app (issue 9, docs/decisions/0052): Workbox precaches the app shell and
 * every script and style of the build; the API data a caretaker or parent needs in the field is
 * network first with the last answer as fallback. A new version waits for the user's "Reload"
 * (registerType "prompt"), so it is never swapped in under a capture.
 */
/**
 * Marks an answer served from the cache (the network could not be reached) with
 * `X-Field-Copy-Of: <the original answer's Date>`, so the screen can say "Offline: showing data
 * from 07:42" (src/lib/field-freshness.ts, FIELD_COPY_HEADER). Workbox copies this function's
 * source into sw.js, so it must not use anything from outside it.
 */
export const markFieldCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set("X-Field-Copy-Of", cachedResponse.headers.get("Date") || new Date(0).toUTCString());
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/**
 * A field copy belongs to one session (docs/decisions/0227). Stored: a JSON answer is stamped with
 * the account its bearer token named (`X-Field-Copy-For`). Served: never to a call with no session
 * (no bearer token), with an expired token, or with another account's token; the network error
 * then reaches the app as any offline failure. Photos (`/api/files/`, asked by <img> with the
 * cookie, so no bearer token) are not stamped: they leave with the whole cache at every session
 * end. Workbox copies these functions' source into sw.js, so they use nothing from outside them.
 */
export const fieldCopyGuard = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response?: Response }) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.get("Authorization") || "");
    if (!response || !bearer) return response;
    let owner = "";
    try {
      const part = (bearer[1]!.split(".")[1] || "").replace(/-/g, "+").replace(/_/g, "/");
      const claims = JSON.parse(atob(part + "=".repeat((4 - (part.length % 4)) % 4))) as { userId?: unknown; sub?: unknown };
      owner = String(claims.userId || claims.sub || "");
    } catch {
      owner = "";
    }
    const headers = new Headers(response.headers);
    headers.set("X-Field-Copy-For", owner);
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const bearer = /^Bearer (.+)$/.exec(request.headers.get("Authorization") || "");
    if (!bearer) return new URL(request.url).pathname.startsWith("/api/files/") ? cachedResponse : null;
    let claims: { userId?: unknown; sub?: unknown; exp?: unknown } = {};
    try {
      const part = (bearer[1]!.split(".")[1] || "").replace(/-/g, "+").replace(/_/g, "/");
      claims = JSON.parse(atob(part + "=".repeat((4 - (part.length % 4)) % 4))) as typeof claims;
    } catch {
      return null;
    }
    if (typeof claims.exp === "number" && claims.exp * 1000 <= Date.now()) return null;
    const owner = cachedResponse.headers.get("X-Field-Copy-For");
    if (owner !== null && owner !== String(claims.userId || claims.sub || "")) return null;
    return cachedResponse;
  },
};

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  // The app registers the worker itself (src/features/offline/register-sw.ts).
  injectRegister: false,
  includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
  manifest: {
    name: "Guntur Kids Ride",
    short_name: "Kids Ride",
    description: "Safe pickup and drop for children in Guntur, Andhra Pradesh.",
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: "#1c7ed6",
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // Every script and style of the build, the shell and the public images.
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // Parents' notifications (issue 10, docs/decisions/0060): the same push handler as the stand-alone
    // worker; and the first install takes control of the open page at once (never an update).
    importScripts: ["/push-handler.js", "/sw-first-claim.js"],
    // Only the field data below is cached at run time. Map tiles (the tile server's origin) never
    // match a route: OpenStreetMap's tile policy forbids keeping or prefetching its tiles in an app's
    // own cache, and the browser's HTTP cache already honours their lifetimes (docs/decisions/0261).
    runtimeCaching: [
      {
        urlPattern: FIELD_DATA_URL,
        handler: "NetworkFirst",
        method: "GET",
        options: {
          cacheName: FIELD_DATA_CACHE,
          // On a weak 3G signal wait a while for the network before falling back on the copy.
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          // The guard first: a copy it refuses is never marked.
          plugins: [fieldCopyGuard, markFieldCopy],
        },
      },
    ],
  },
};

