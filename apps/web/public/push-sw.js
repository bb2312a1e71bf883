/*
 * Stand-alone service worker used only until the app has its own (the PWA worker of issue 9,
 * which imports /push-handler.js itself and then replaces this one at the same scope).
 */
importScripts("/push-handler.js");
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
