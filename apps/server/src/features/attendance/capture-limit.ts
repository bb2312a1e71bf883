import { CAPTURE_LIMIT, messages } from "@app/contracts";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { RateLimiter, type Counter } from "../../lib/rate-limiter";

/**
 * At most CAPTURE_LIMIT.perUser new captures per person per minute (docs/decisions/0102): a van
 * stops for one kid at a time, so more is a stuck button or a script, each keeping a photo.
 * Replays of an acknowledged capture (same Idempotency-Key) are answered before this and never
 * count, so a phone emptying its offline queue is not refused for what it already sent.
 *
 * The count is a statement for the capture's first statement (docs/decisions/0208), counting only
 * when `when` holds (no stored answer for its key); its row goes to assertCounted.
 */
export function captureCountStatement(db: Db, userId: string, when?: SQL): SQL {
  return limiterOf(db).takeStatement(userId, when);
}

/** Refuses (429) a capture over the limit, from captureCountStatement's row (null: nothing was counted). */
export function assertCounted(db: Db, counter: Counter | null): void {
  if (counter) refuseOverLimit(db, limiterOf(db).waitAfter(counter));
}

const limiterOf = (db: Db) => new RateLimiter(db, "capture-user", configured.get(db) ?? CAPTURE_LIMIT.perUser, CAPTURE_LIMIT.windowMs);

function refuseOverLimit(db: Db, wait: number): void {
  if (wait > 0) {
    const perMinute = configured.get(db) ?? CAPTURE_LIMIT.perUser;
    const seconds = Math.max(1, Math.ceil(wait));
    throw tooManyRequests(messages.limits.captureLimit(perMinute, seconds), seconds);
  }
}

/** The limit set by CAPTURE_LIMIT_PER_MINUTE, per app (keyed by its database handle). */
const configured = new WeakMap<Db, number>();

export function configureCaptureLimit(db: Db, perMinute: number): void {
  configured.set(db, perMinute);
}
