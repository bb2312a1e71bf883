/**
 * When parents are told that the van is near or late (docs/decisions/0263). Pure: the tick loads
 * the ETA and the leg's promise, this decides.
 */

/** Told again only when the van's due time moved by more than this. */
export const MOVED_MORE_THAN_MINUTES = 5;
/** "Running late" once the van is more than this behind its usual time at the stop. */
export const LATE_AFTER_MINUTES = 10;

/** What was promised for a kid's leg today (an `eta_promises` row). */
export interface PromiseState {
  promisedAt: Date;
  /** How many approach alerts were sent (0 when only "late" was). */
  times: number;
  lateToldAt: Date | null;
}

export interface AlertInput {
  /** The family's lead time, minutes; 0 = off. */
  leadMinutes: number;
  /** The ETA's middle, minutes from now. */
  centerMinutes: number;
  /** Minutes behind the usual time at the stop, null when unknown. */
  minutesBehind: number | null;
  promise: PromiseState | null;
  now: Date;
}

export interface AlertDecision {
  /** Tell "about N minutes": `times` is this alert's number (1 the first time). */
  approach: { minutes: number; promisedAt: Date; times: number } | null;
  late: { minutes: number } | null;
}

export function decideAlerts(input: AlertInput): AlertDecision {
  const none: AlertDecision = { approach: null, late: null };
  if (input.leadMinutes <= 0) return none;
  const due = new Date(input.now.getTime() + input.centerMinutes * 60_000);
  const minutes = Math.max(1, Math.round(input.centerMinutes));
  const told = input.promise && input.promise.times > 0 ? input.promise : null;
  let approach: AlertDecision["approach"] = null;
  if (!told) {
    if (input.centerMinutes <= input.leadMinutes) approach = { minutes, promisedAt: due, times: 1 };
  } else if (Math.abs(due.getTime() - told.promisedAt.getTime()) > MOVED_MORE_THAN_MINUTES * 60_000) {
    approach = { minutes, promisedAt: due, times: told.times + 1 };
  }
  const late =
    input.minutesBehind !== null && input.minutesBehind > LATE_AFTER_MINUTES && !input.promise?.lateToldAt ? { minutes: Math.round(input.minutesBehind) } : null;
  return { approach, late };
}
