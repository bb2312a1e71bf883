import type { PushSubscriptionRequest } from "@app/contracts";
import { deletePushSubscription, fetchVapidPublicKey, postPushSubscription } from "./notifications-api";

/**
 * The stand-alone service worker that only handles push (public/push-sw.js). When the app's own
 * service worker (the PWA's, issue 9) is registered, it is used instead: it imports the same
 * push handler (public/push-handler.js), so there is one worker per scope.
 */
const FALLBACK_WORKER = "/push-sw.js";

export type PushSupport = "supported" | "unsupported" | "denied";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  return Notification.permission === "denied" ? "denied" : "supported";
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing) return existing;
  await navigator.serviceWorker.register(FALLBACK_WORKER, { scope: "/" });
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === "unsupported") return null;
  const reg = await navigator.serviceWorker.getRegistration("/");
  return reg ? reg.pushManager.getSubscription() : null;
}

/**
 * Asks for permission (only ever from a tap on a button) and subscribes this phone; the server
 * then turns push on for the account by default. Returns false when the parent said no.
 */
export async function subscribeThisPhone(): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return false;
  const reg = await registration();
  const applicationServerKey = keyBytes(await fetchVapidPublicKey());
  const subscription = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  await postPushSubscription(subscription.toJSON() as PushSubscriptionRequest);
  return true;
}

export async function unsubscribeThisPhone(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
