import { CAPTURE_LIMIT, messages } from "@app/contracts";
import type { Db } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limiter";

/**
 * At most CAPTURE_LIMIT.perUser new captures per person per minute (docs/decisions/0102): a van
 * stops for one kid at a time, so more is a stuck button or a script, each keeping a photo.
 * Replays of an acknowledged capture (same Idempotency-Key) are answered before this and never
 * count, so a phone emptying its offline queue is not refused for what it already sent.
 */
export async function assertCaptureAllowed(db: Db, userId: string): Promise<void> {
  const perMinute = configured.get(db) ?? CAPTURE_LIMIT.perUser;
  const limiter = new RateLimiter(db, "capture-user", perMinute, CAPTURE_LIMIT.windowMs);
  const wait = await limiter.take(userId);
  if (wait > 0) {
    const seconds = Math.max(1, Math.ceil(wait));
    throw tooManyRequests(messages.limits.captureLimit(perMinute, seconds), seconds);
  }
}

/** The limit set by CAPTURE_LIMIT_PER_MINUTE, per app (keyed by its database handle). */
const configured = new WeakMap<Db, number>();

export function configureCaptureLimit(db: Db, perMinute: number): void {
  configured.set(db, perMinute);
}
