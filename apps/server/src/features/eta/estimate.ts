import type { AttendanceType } from "@app/contracts";

/**
 * The ETA of a stop, from this operator's own days (docs/decisions/0263, docs/eta.md). Pure: the
 * caller loads the run, its history and the van's position; this only does the arithmetic, so the
 * rules are tested with fixed inputs.
 */

export interface EtaPoint {
  lat: number;
  lng: number;
}

/** One stop of a run: a kid's leg, in the order the van makes them. */
export interface EtaStop {
  kidId: string;
  leg: AttendanceType;
  /** The stop's point on the map (the kid's home or institute), null until placed. */
  point: EtaPoint | null;
  /** Captured today. */
  done: boolean;
  /** When it was captured today (needed for the last done stop). */
  doneAt: Date | null;
  /** The usual time of day of this stop on past days (minutes after midnight, India), or null when never captured. */
  usualMinuteOfDay: number | null;
}

/** The usual minutes from one stop to the next, learned from past days. */
export interface EtaStep {
  medianMinutes: number;
  /** Half the spread of the past days (half the distance between the quartiles). */
  spreadMinutes: number;
  /** How many past days it was learned from. */
  samples: number;
}

export interface EtaInput {
  /** The run's stops in order (absent kids' legs already left out). */
  stops: EtaStop[];
  /** Index in `stops` of the stop asked about. */
  targetIndex: number;
  /** The van's latest position today, or null. */
  vehicle: { lat: number; lng: number; at: Date } | null;
  now: Date;
  /** `steps[i]`: the usual minutes from `stops[i]` to `stops[i + 1]`, or null when the past days do not say. */
  steps: (EtaStep | null)[];
  /** The route's own figures: estimated minutes for the whole route and its distance in km. */
  route: { estimatedMinutes: number; distanceKm: number };
}

export interface EtaEstimate {
  minMinutes: number;
  maxMinutes: number;
  /** Stops not yet made before the one asked about. */
  stopsBefore: number;
  /** "history" when every remaining step came from past days, "route" when none did, "mixed" otherwise. */
  basis: "history" | "route" | "mixed";
  /** Minutes behind the usual time at the stop (negative: ahead), or null when there is no usual time. */
  minutesBehind: number | null;
  /** The single best guess (minutes from now), the middle of the range before rounding. */
  centerMinutes: number;
}

/** Assumed speed in town (km/h) when the past days say nothing: Guntur's streets at school time. */
export const ASSUMED_SPEED_KMH = 20;
/** Roads are longer than the straight line between two points. */
export const ROAD_FACTOR = 1.3;
/** Minutes at each stop (the kid gets in or out, the photo is taken). */
export const DWELL_MINUTES = 1;
/** The narrowest range shown: "7–9 min", never "8 min". */
export const MIN_RANGE_MINUTES = 2;
/** Fewer past days than this is thin history: the range is widened. */
export const THIN_HISTORY_SAMPLES = 3;
/**
 * A van this long past the time the steps gave for it is not where the history thinks: an ETA from
 * that would be "0–2 min" for ever (a capture entered hours later, a run abandoned). Unknown instead.
 */
export const OVERDUE_UNKNOWN_MINUTES = 30;
/** A van's position older than this is not used for the distance (it may be anywhere by now). */
const VEHICLE_FRESH_MS = 5 * 60_000;

const EARTH_RADIUS_KM = 6371;

/** Straight-line distance in km (haversine). */
export function haversineKm(a: EtaPoint, b: EtaPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Driving minutes for a straight-line distance at the assumed speed. */
export function driveMinutes(km: number): number {
  return ((km * ROAD_FACTOR) / ASSUMED_SPEED_KMH) * 60;
}

/** Minutes after midnight in India (UTC+05:30, no summer time). */
export function indiaMinuteOfDay(at: Date): number {
  const minutes = Math.floor(at.getTime() / 60_000) + 330;
  return ((minutes % 1440) + 1440) % 1440;
}

/** Median and half the inter-quartile distance of some minutes; null for none. */
export function medianAndSpread(values: number[]): { median: number; spread: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
  };
  return { median: at(0.5), spread: (at(0.75) - at(0.25)) / 2 };
}

interface Part {
  minutes: number;
  spread: number;
  fromHistory: boolean;
}

/** One step from the route's own figures: the points' distance when both exist, else its share of the route's time. */
function routeStep(input: EtaInput, from: EtaPoint | null, to: EtaPoint | null): Part {
  const minutes =
    from && to ? driveMinutes(haversineKm(from, to)) + DWELL_MINUTES : input.route.estimatedMinutes / Math.max(1, input.stops.length - 1);
  return { minutes, spread: Math.max(1, minutes * 0.3), fromHistory: false };
}

/**
 * The ETA of `stops[targetIndex]`, or null when it is done or nothing says where the van is (no stop
 * done today, no position, no usual time). Rules (docs/eta.md):
 * - from the last stop done today, the usual minutes of each following step (median of past days),
 *   less the minutes already gone since that stop: today's delay carries over;
 * - a step the past days do not know: the straight-line distance at an assumed speed when both
 *   points exist (from the van's fresh position for the step it is on), else the route's estimated
 *   time spread evenly over its stops;
 * - always a range: the steps' spreads added (in quadrature), widened when history is thin, at least
 *   MIN_RANGE_MINUTES wide.
 */
export function estimateArrival(input: EtaInput): EtaEstimate | null {
  // Also null when the van is more than OVERDUE_UNKNOWN_MINUTES past what the steps gave.
  const { stops, targetIndex, now } = input;
  const target = stops[targetIndex];
  if (!target || target.done) return null;
  let lastDone = -1;
  for (let i = 0; i < targetIndex; i++) if (stops[i]!.done) lastDone = i;
  const stopsBefore = stops.slice(0, targetIndex).filter((s) => !s.done).length;
  const vehicle = input.vehicle && now.getTime() - input.vehicle.at.getTime() <= VEHICLE_FRESH_MS ? input.vehicle : null;

  const parts: Part[] = [];
  let elapsed = 0;
  if (lastDone >= 0) {
    const doneAt = stops[lastDone]!.doneAt;
    elapsed = doneAt ? Math.max(0, (now.getTime() - doneAt.getTime()) / 60_000) : 0;
    for (let i = lastDone; i < targetIndex; i++) {
      const step = input.steps[i];
      if (step) {
        parts.push({ minutes: step.medianMinutes, spread: step.spreadMinutes, fromHistory: true });
      } else if (i === lastDone && vehicle && stops[i + 1]!.point) {
        // The van is somewhere on this step: its own distance to the next stop, no time gone to subtract.
        parts.push(routeStep(input, vehicle, stops[i + 1]!.point));
        elapsed = 0;
      } else {
        parts.push(routeStep(input, stops[i]!.point, stops[i + 1]!.point));
      }
    }
  } else {
    // Nothing done yet today: from the van to the first stop, or the stop's usual time of day.
    const first = stops[0]!;
    if (vehicle && first.point) {
      parts.push(routeStep(input, vehicle, first.point));
    } else if (target.usualMinuteOfDay !== null) {
      const minutes = target.usualMinuteOfDay - indiaMinuteOfDay(now);
      if (minutes < -OVERDUE_UNKNOWN_MINUTES) return null;
      return finish(input, [{ minutes: Math.max(0, minutes), spread: 2, fromHistory: true }], 0, stopsBefore, target);
    } else {
      return null;
    }
    for (let i = 0; i < targetIndex; i++) {
      const step = input.steps[i];
      parts.push(step ? { minutes: step.medianMinutes, spread: step.spreadMinutes, fromHistory: true } : routeStep(input, stops[i]!.point, stops[i + 1]!.point));
    }
  }
  if (elapsed - parts.reduce((sum, p) => sum + p.minutes, 0) > OVERDUE_UNKNOWN_MINUTES) return null;
  return finish(input, parts, elapsed, stopsBefore, target);
}

function finish(input: EtaInput, parts: Part[], elapsed: number, stopsBefore: number, target: EtaStop): EtaEstimate {
  const total = parts.reduce((sum, p) => sum + p.minutes, 0);
  const center = Math.max(0, total - elapsed);
  let spread = Math.sqrt(parts.reduce((sum, p) => sum + p.spread * p.spread, 0));
  const thin = input.steps.some((s, i) => i < input.targetIndex && s !== null && s.samples < THIN_HISTORY_SAMPLES);
  if (thin) spread += 2;
  spread = Math.max(spread, MIN_RANGE_MINUTES / 2);
  let minMinutes = Math.max(0, Math.floor(center - spread));
  let maxMinutes = Math.ceil(center + spread);
  if (maxMinutes - minMinutes < MIN_RANGE_MINUTES) maxMinutes = minMinutes + MIN_RANGE_MINUTES;
  if (minMinutes > maxMinutes) minMinutes = maxMinutes - MIN_RANGE_MINUTES;
  const fromHistory = parts.filter((p) => p.fromHistory).length;
  const basis = fromHistory === parts.length ? "history" : fromHistory === 0 ? "route" : "mixed";
  const minutesBehind =
    target.usualMinuteOfDay === null ? null : Math.round(indiaMinuteOfDay(input.now) + center - target.usualMinuteOfDay);
  return { minMinutes, maxMinutes, stopsBefore, basis, minutesBehind, centerMinutes: center };
}
