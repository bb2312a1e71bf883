/*
 * Web Push handler of Guntur Kids Ride (issue 10; docs/decisions/0060). Plain script so any
 * service worker can load it: the PWA's Workbox worker with importScripts("/push-handler.js"),
 * or the stand-alone /push-sw.js. The server sends JSON { title, body, url, tag } encrypted
 * with aes128gcm (RFC 8291); the tag is the event, so a repeated message replaces the shown one.
 */
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Guntur Kids Ride";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      tag: data.tag || undefined,
      renotify: false,
      icon: "/favicon.svg",
      badge: "/favicon.svg",
      data: { url: data.url || "/parent-dashboard" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/parent-dashboard", self.location.origin);
  // Only ever open our own pages, whatever the payload says.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + "/parent-dashboard";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && "navigate" in client) {
          return client.focus().then(() => client.navigate(url));
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
