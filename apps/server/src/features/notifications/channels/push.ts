import { createHash } from "node:crypto";
import { messages } from "@app/contracts";
import webpush from "web-push";
import type { VapidKeys } from "../vapid";
import { PermanentFailure, providerRequest, type Channel } from "./channel";

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushStore {
  subscriptionsOf(userId: string): Promise<StoredSubscription[]>;
  /** The push service said the subscription is gone (404/410): forget it. */
  forget(endpoint: string): Promise<void>;
}

/** What the service worker's push handler reads (apps/web/public/push-handler.js). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291), done by
 * the `web-push` library; the request itself is sent with fetch so it has our timeout and retry
 * rules. Sent to every phone of the parent. A resend is harmless: the Topic header lets the push
 * service replace an undelivered copy, and the notification's tag (the event) replaces a shown one.
 */
export function pushChannel(store: PushStore, vapid: VapidKeys, timeoutMs: number): Channel {
  return {
    name: "push",
    resendIsHarmless: true,
    async send(recipient, message) {
      const subs = await store.subscriptionsOf(recipient.userId);
      if (!subs.length) throw new PermanentFailure(messages.notifications.server.reasons.noSubscriptions);
      const payload: PushPayload = { title: message.title, body: message.body, url: message.url, tag: message.eventKey };
      // Topic: at most 32 URL-safe base64 characters.
      const topic = createHash("sha256").update(message.jobId).digest("base64url").slice(0, 32);
      let delivered = 0;
      let lastError: unknown = null;
      for (const sub of subs) {
        const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 24 * 3600,
          urgency: "high",
          topic,
          contentEncoding: "aes128gcm",
        });
        try {
          await providerRequest(details.endpoint, { method: details.method, headers: details.headers, body: new Uint8Array(details.body) }, timeoutMs);
          delivered += 1;
        } catch (err) {
          if (err instanceof PermanentFailure && /^HTTP (404|410)\b/.test(err.message)) await store.forget(sub.endpoint);
          lastError = err;
        }
      }
      if (delivered) return;
      if (lastError instanceof PermanentFailure && /^HTTP (404|410)\b/.test(lastError.message)) {
        throw new PermanentFailure(messages.notifications.server.reasons.gone);
      }
      throw lastError;
    },
  };
}
