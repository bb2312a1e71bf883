import type { NotificationChannel } from "@app/contracts";
import { shortenText } from "../../../lib/text-guard";

/** Who a notification goes to: only what a channel needs (no Aadhaar, no address). */
export interface Recipient {
  userId: string;
  name: string;
  email: string | null;
  mobile: string | null;
  /** The language the message is written in (issue 11); English when unset. */
  language?: string | null;
}

/** One message, already rendered for its recipient (notification-text.ts). */
export interface OutgoingMessage {
  /** The job's id: the idempotency key sent to providers that accept one. */
  jobId: string;
  /** The event's id: a push notification with the same tag replaces the earlier one on the phone. */
  eventKey: string;
  title: string;
  body: string;
  /** Absolute link to the parent's day view. */
  url: string;
}

/**
 * A way of reaching a parent. `send` resolves when the provider accepted the message, throws
 * PermanentFailure when trying again cannot help (bad number, expired subscription, 4xx), and
 * anything else for a failure worth retrying (network, timeout, 5xx, 429).
 */
export interface Channel {
  name: NotificationChannel;
  /**
   * True when sending the same job twice cannot show the parent two messages (the provider or the
   * phone drops the duplicate): such a job interrupted mid-send by a crash is sent again, any other
   * is marked failed instead (docs/decisions/0061).
   */
  resendIsHarmless: boolean;
  send(recipient: Recipient, message: OutgoingMessage): Promise<void>;
}

export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentFailure";
  }
}

/** A request to a provider's HTTP API with a timeout; the answer's status decides retry or not. */
export async function providerRequest(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (err) {
    const cause = err instanceof Error ? (err.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : err.message) : String(err);
    throw new Error(`Could not reach the provider: ${cause}`);
  }
  if (res.ok) {
    await res.body?.cancel().catch(() => {});
    return res;
  }
  const text = shortenText((await res.text().catch(() => "")).replace(/\s+/g, " "), 200);
  const reason = `HTTP ${res.status}${text ? `: ${text}` : ""}`;
  // Timeouts, throttling and server errors may pass; any other refusal will not.
  if (res.status === 408 || res.status === 429 || res.status >= 500) throw new Error(reason);
  throw new PermanentFailure(reason);
}

/** Indian mobile numbers are stored as 10 digits; providers want the country code. */
export const internationalMobile = (mobile: string) => `91${mobile}`;
