import { z } from "zod";
import { tracker as m } from "../messages/tracker.js";

/**
 * Positions from trackers and the caretaker's phone (docs/decisions/0265, docs/tracking.md).
 * Speeds are stored in km/h, distances in metres, battery in percent (0–100).
 */

/** The caretaker's phone sends at most this many positions per call. */
export const MAX_PHONE_POSITIONS = 100;
/** A fix less precise than this (metres) is not stored: it could put the van on the wrong street. */
export const POSITION_MAX_ACCURACY_M = 100;
/** A fix dated further ahead than this (seconds) is not stored: the device's clock is wrong. */
export const POSITION_MAX_FUTURE_SECONDS = 60;
/** A tracker's fixes closer together than this (seconds, by the fix's time) are stored once. */
export const TRACKER_MIN_INTERVAL_SECONDS = 1;

/** Where a stored position came from (`vehicle_positions.source`). */
export const POSITION_SOURCES = ["phone", "traccar-client", "traccar-server"] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/**
 * Why a well-formed position was answered 200 but not stored: trackers retry whatever is not a
 * 200, so a fix that will never be acceptable must not be refused (docs/decisions/0265).
 */
export const POSITION_IGNORED_REASONS = ["accuracy", "future", "mock", "invalid", "tooOld", "duplicate"] as const;
export type PositionIgnoredReason = (typeof POSITION_IGNORED_REASONS)[number];

/**
 * GET or POST /api/v1/tracker: the OsmAnd parameters in the query string (and, for a POST, in a
 * form body). Read loosely here; the service reads each field and says which one is wrong.
 */
export const trackerQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
/** The body: a form (OsmAnd), Traccar Client 9's JSON or a Traccar server's forward JSON. */
export const trackerBodySchema = z.record(z.string(), z.unknown()).nullish();

export const trackerResponseSchema = z.object({
  data: z.object({
    /** How many positions were stored (a Traccar Client batch may carry several). */
    stored: z.number().int().nonnegative(),
    /** How many were well-formed but not stored, and why (the first reason). */
    ignored: z.number().int().nonnegative(),
    reason: z.enum(POSITION_IGNORED_REASONS).nullable(),
  }),
});
export type TrackerResponse = z.infer<typeof trackerResponseSchema>;

/** One position of the caretaker's phone (the browser's Geolocation API). */
export const phonePositionSchema = z.object({
  assignmentUuid: z.uuid({ error: m.notYourAssignment }),
  lat: z.number({ error: m.badLatitude }).min(-90, { error: m.badLatitude }).max(90, { error: m.badLatitude }),
  lng: z.number({ error: m.badLongitude }).min(-180, { error: m.badLongitude }).max(180, { error: m.badLongitude }),
  /** When the phone took the fix (ISO date and time with its zone). */
  at: z.iso.datetime({ offset: true, error: m.badAt }),
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: z.number({ error: m.badNumber("accuracy") }).nonnegative({ error: m.badNumber("accuracy") }).nullish(),
  /** Metres per second (GeolocationCoordinates.speed); stored in km/h. */
  speed: z.number({ error: m.badNumber("speed") }).nullish(),
  /** Degrees clockwise from north. */
  heading: z.number({ error: m.badNumber("heading") }).nullish(),
  /** Percent, 0–100 (the Battery API's level × 100). */
  battery: z.number({ error: m.badNumber("battery") }).min(0, { error: m.badNumber("battery") }).max(100, { error: m.badNumber("battery") }).nullish(),
});
export type PhonePosition = z.infer<typeof phonePositionSchema>;

/** POST /api/v1/positions */
export const phonePositionsBodySchema = z.object({
  positions: z
    .array(phonePositionSchema, { error: m.noPositions })
    .min(1, { error: m.noPositions })
    .max(MAX_PHONE_POSITIONS, { error: m.tooManyPositions(MAX_PHONE_POSITIONS) }),
});
export type PhonePositionsBody = z.infer<typeof phonePositionsBodySchema>;

export const phonePositionsResponseSchema = z.object({
  data: z.object({
    /** Stored now. */
    stored: z.number().int().nonnegative(),
    /** Already stored by an earlier send of the same batch (same assignment and time). */
    duplicates: z.number().int().nonnegative(),
    /** Well-formed but not stored (accuracy worse than 100 m, dated in the future, too old). */
    ignored: z.number().int().nonnegative(),
  }),
});
export type PhonePositionsResponse = z.infer<typeof phonePositionsResponseSchema>;
