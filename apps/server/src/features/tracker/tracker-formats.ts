import { MAX_PHONE_POSITIONS, messages, type PositionSource } from "@app/contracts";
import { badRequest } from "../../lib/errors";

/**
 * The three ways a tracker reports a position to /api/v1/tracker (docs/decisions/0265,
 * docs/tracking.md), read into one shape with one set of units: km/h, metres, percent.
 *
 * Units, as Traccar documents them (https://www.traccar.org/osmand/):
 * - OsmAnd parameters (query string or form body): `speed` in knots, `batt` in percent.
 * - Traccar Client 9 JSON (the background-location SDK's own shape): `coords.speed` in m/s,
 *   `battery.level` a fraction 0–1; -1 means "not known" for speed and heading.
 * - Traccar server's forward JSON: `position.speed` in knots (Traccar's internal unit),
 *   `attributes.batteryLevel` in percent.
 */

const m = messages.tracker;
const KNOTS_TO_KMH = 1.852;
export const MS_TO_KMH = 3.6;

export interface TrackerFix {
  source: Exclude<PositionSource, "phone">;
  at: Date | null;
  lat: number;
  lng: number;
  accuracyM: number | null;
  speedKmh: number | null;
  bearing: number | null;
  altitudeM: number | null;
  battery: number | null;
  /** The device said the fix is not valid, or comes from a mock-location app. */
  flagged: "invalid" | "mock" | null;
}

export interface TrackerReport {
  trackerId: string;
  fixes: TrackerFix[];
}

type Params = Record<string, unknown>;

/** A JSON number or a decimal written as text ("12.5", "-3", "1e3"); nothing else (no "0x10", no ""). */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const numberOrNaN = (value: unknown): number =>
  typeof value === "number" ? value : typeof value === "string" && NUMERIC.test(value.trim()) ? Number(value.trim()) : Number.NaN;

function toNumber(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === "") return null;
  const n = numberOrNaN(value);
  if (!Number.isFinite(n)) throw badRequest(m.badNumber(field));
  return n;
}

/**
 * A value as stored: rounded (no sub-millimetre or sub-0.001 km/h readings), and nothing when out
 * of its plausible range. Devices send -1 (or another negative value) for "not known"; the columns
 * are `real`, which cannot hold 1e300 or 5e-324, so such values would otherwise fail the insert.
 */
export function tidy(n: number | null | undefined, min: number, max: number, decimals = 3): number | null {
  if (n === null || n === undefined || !Number.isFinite(n) || n < min || n > max) return null;
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}
/** Degrees to 7 decimals (about 1 cm), so that no reading too small for the database arrives. */
export const degrees = (n: number) => Math.round(n * 1e7) / 1e7;
/** The fastest a van plausibly reports (km/h); faster readings are stored as "not known". */
export const MAX_SPEED_KMH = 300;
/** Altitude range kept (metres). */
export const ALTITUDE_RANGE = [-500, 10_000] as const;

const known = (n: number | null, max = Number.POSITIVE_INFINITY): number | null => tidy(n, 0, max);
const altitude = (n: number | null) => tidy(n, ALTITUDE_RANGE[0], ALTITUDE_RANGE[1]);
const speed = (n: number | null, toKmh: number) => (n === null ? null : known(n * toKmh, MAX_SPEED_KMH));

function latitude(value: unknown): number {
  if (value === undefined || value === null || value === "") throw badRequest(m.missingPosition);
  const n = numberOrNaN(value);
  if (!(n >= -90 && n <= 90)) throw badRequest(m.badLatitude);
  return degrees(n);
}

function longitude(value: unknown): number {
  if (value === undefined || value === null || value === "") throw badRequest(m.missingPosition);
  const n = numberOrNaN(value);
  if (!(n >= -180 && n <= 180)) throw badRequest(m.badLongitude);
  return degrees(n);
}

/** ISO 8601 with a date, a time and optionally seconds, fractions and a zone (none: UTC, as Traccar reads it). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Unix seconds, Unix milliseconds (any value past 10^11: seconds that large are the year 5138)
 * or an ISO date and time. Absent: null (the caller uses the time it arrived, as Traccar does).
 */
export function readTimestamp(value: unknown): Date | null {
  if (value === undefined || value === null || value === "") return null;
  let ms: number;
  if (typeof value === "number" || (typeof value === "string" && NUMERIC.test(value.trim()))) {
    const n = Number(typeof value === "string" ? value.trim() : value);
    if (!Number.isFinite(n) || n < 0) throw badRequest(m.badTimestamp);
    ms = n >= 1e11 ? n : n * 1000;
  } else if (typeof value === "string" && ISO.test(value.trim())) {
    const text = value.trim().replace(" ", "T");
    ms = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`);
  } else {
    throw badRequest(m.badTimestamp);
  }
  // Date holds ±8.64e15 ms; anything else is not a time.
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw badRequest(m.badTimestamp);
  return new Date(ms);
}

const truthy = (value: unknown) => value === true || value === "true" || value === "1" || value === 1;
const falsy = (value: unknown) => value === false || value === "false" || value === "0" || value === 0;

function trackerIdOf(value: unknown): string {
  const id = typeof value === "number" && Number.isFinite(value) ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!id) throw badRequest(m.missingId);
  return id;
}

const isObject = (value: unknown): value is Params => typeof value === "object" && value !== null && !Array.isArray(value);

/** The first value of a repeated query or form parameter. */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** OsmAnd: `id` (or `deviceid`), `lat`, `lon`, `timestamp`, `speed` (knots), `bearing`/`heading`, `altitude`, `accuracy`, `batt`. */
export function readOsmAnd(input: Params): TrackerReport {
  const p: Params = {};
  for (const [key, value] of Object.entries(input)) p[key.toLowerCase()] = first(value);
  const trackerId = trackerIdOf(p.id ?? p.deviceid);
  const fix: TrackerFix = {
    source: "traccar-client",
    lat: latitude(p.lat),
    lng: longitude(p.lon),
    at: readTimestamp(p.timestamp),
    speedKmh: speed(toNumber(p.speed, "speed"), KNOTS_TO_KMH),
    bearing: known(toNumber(p.bearing ?? p.heading, "bearing"), 360),
    altitudeM: altitude(toNumber(p.altitude, "altitude")),
    accuracyM: known(toNumber(p.accuracy, "accuracy")),
    battery: known(toNumber(p.batt, "batt"), 100),
    flagged: falsy(p.valid) ? "invalid" : truthy(p.mock) ? "mock" : null,
  };
  return { trackerId, fixes: [fix] };
}

/** One `location` of Traccar Client 9's JSON. */
function readClientLocation(location: unknown): TrackerFix {
  if (!isObject(location) || !isObject(location.coords)) throw badRequest(m.missingPosition);
  const c = location.coords;
  const level = isObject(location.battery) ? known(toNumber(location.battery.level, "battery.level"), 1) : null;
  return {
    source: "traccar-client",
    lat: latitude(c.latitude),
    lng: longitude(c.longitude),
    at: readTimestamp(location.timestamp),
    speedKmh: speed(toNumber(c.speed, "speed"), MS_TO_KMH),
    bearing: known(toNumber(c.heading, "heading"), 360),
    altitudeM: altitude(toNumber(c.altitude, "altitude")),
    accuracyM: known(toNumber(c.accuracy, "accuracy")),
    battery: level === null ? null : tidy(level * 100, 0, 100, 1),
    flagged: truthy(location.mock) ? "mock" : null,
  };
}

/** Traccar Client 9: `{ location: {...} | [...], device_id }`. */
export function readTraccarClient(body: Params): TrackerReport {
  const trackerId = trackerIdOf(body.device_id);
  const locations = Array.isArray(body.location) ? body.location : [body.location];
  if (!locations.length) throw badRequest(m.missingPosition);
  // The same bound as the phone's batches: one request stays a short one.
  if (locations.length > MAX_PHONE_POSITIONS) throw badRequest(m.tooManyPositions(MAX_PHONE_POSITIONS));
  return { trackerId, fixes: locations.map(readClientLocation) };
}

/**
 * A Traccar server's `forward.type=json`: `{ position: {...}, device: { uniqueId, attributes } }`.
 * A hardware tracker's uniqueId is its IMEI, which cannot be changed, so the operator may give the
 * device an attribute `trackerId` holding the vehicle's tracker id instead (docs/tracking.md).
 */
export function readTraccarForward(body: Params): TrackerReport {
  const device = isObject(body.device) ? body.device : {};
  const attributes = isObject(device.attributes) ? device.attributes : {};
  const trackerId = trackerIdOf(attributes.trackerId ?? device.uniqueId);
  const p = body.position;
  if (!isObject(p)) throw badRequest(m.missingPosition);
  const pa = isObject(p.attributes) ? p.attributes : {};
  return {
    trackerId,
    fixes: [
      {
        source: "traccar-server",
        lat: latitude(p.latitude),
        lng: longitude(p.longitude),
        at: readTimestamp(p.fixTime ?? p.deviceTime),
        speedKmh: speed(toNumber(p.speed, "speed"), KNOTS_TO_KMH),
        bearing: known(toNumber(p.course, "course"), 360),
        altitudeM: altitude(toNumber(p.altitude, "altitude")),
        accuracyM: known(toNumber(p.accuracy, "accuracy")),
        battery: known(toNumber(pa.batteryLevel, "batteryLevel"), 100),
        flagged: falsy(p.valid) ? "invalid" : truthy(pa.mock) ? "mock" : null,
      },
    ],
  };
}

/**
 * Which format a request carries: a JSON body with `location` is Traccar Client 9's, one with
 * `position` a Traccar server's forward; anything else is OsmAnd, its parameters in the query
 * string and the (form or JSON) body together.
 */
export function readTrackerRequest(query: Params, body: unknown): TrackerReport {
  if (body !== undefined && body !== null && !isObject(body)) throw badRequest(m.badBody);
  const b = (body ?? {}) as Params;
  if ("location" in b) return readTraccarClient(b);
  if ("position" in b) return readTraccarForward(b);
  return readOsmAnd({ ...query, ...b });
}
