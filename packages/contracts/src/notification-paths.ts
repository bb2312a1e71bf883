/** Paths of the parents' notifications (issue 10; docs/decisions/0060-0062). */
const id = (value: string) => encodeURIComponent(value);

export const NOTIFICATION_API = {
  /** GET (parent): the account's channels; PUT (parent): choose them. */
  settings: "/api/notifications/settings",
  /** GET (anyone logged in): the VAPID public key the browser subscribes with. */
  vapidPublicKey: "/api/notifications/push/public-key",
  /** POST (parent): register this phone's push subscription; DELETE: forget it. */
  pushSubscriptions: "/api/notifications/push/subscriptions",
  /** GET (admin): every notification of a kid's day with its delivery state. */
  deliveries: (kidUuid: string, date: string) => `/api/notifications/deliveries/kid/${id(kidUuid)}/date/${id(date)}`,
} as const;

export const NOTIFICATION_API_ROUTES = {
  deliveries: "/api/notifications/deliveries/kid/:kidUuid/date/:date",
} as const;

/**
 * Where a notification's link opens: the parent's day view of that kid and day (with the photos).
 * One place, so the link follows the parent's home if it moves.
 */
export function parentDayPath(kidUuid: string, date: string): string {
  return `/parent-dashboard/kidprofile?kid=${id(kidUuid)}&date=${id(date)}`;
}
