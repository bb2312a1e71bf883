/*
 * Imported by the Workbox service worker (pwa.config.ts, docs/decisions/0052). On the FIRST install
 * only (no worker was active yet) the new worker takes control of the open page at once, so the
 * very first visit is already served and kept by it (issue 9: "after one visit ... the service
 * worker controls the page"). An update never claims: it waits for the user's "Reload" (the app's
 * prompt), so a caretaker in the middle of a capture is never swapped.
 */
let firstInstall = false;
self.addEventListener("install", () => {
  firstInstall = !self.registration.active;
});
self.addEventListener("activate", (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim());
});
