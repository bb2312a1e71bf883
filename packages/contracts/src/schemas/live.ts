import { z } from "zod";

// The constants the phones use (stale time, lead times, stream events) live in live-paths.ts, away
// from these schemas, so a phone screen that needs a constant does not bring zod with it.

/**
 * The van's live position as the screens and integrations read it (docs/decisions/0262). The
 * request schemas of each call live beside their feature's other schemas; these are the answers
 * several screens share.
 */

/** A point on the map, WGS84 degrees. */
export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;


/** GET /api/v1/kids/{uuid}/live */
export const kidLiveSchema = z.object({
  /** True while the kid's run is on and the kid is not yet delivered. */
  active: z.boolean(),
  vehicle: z
    .object({
      lat: z.number(),
      lng: z.number(),
      /** ISO time of the fix. */
      at: z.string(),
      stale: z.boolean(),
    })
    .nullable(),
  eta: z
    .object({
      leg: z.enum(["homePickup", "instituteDrop", "institutePickup", "homeDrop"]),
      minMinutes: z.number().int().nonnegative(),
      maxMinutes: z.number().int().nonnegative(),
      /** How many stops the van makes before this kid's. */
      stopsBefore: z.number().int().nonnegative(),
    })
    .nullable(),
  /**
   * The point of this kid's own stop on the leg (their home or institute) when it is known, so the
   * parent's map shows it beside the van; never another kid's (docs/decisions/0266). Optional: an
   * answer without it shows the van alone.
   */
  stop: geoPointSchema.nullable().optional(),
});
export type KidLive = z.infer<typeof kidLiveSchema>;
export const kidLiveResponseSchema = z.object({ data: kidLiveSchema });

/** One van on the office's live board. */
export const liveVehicleSchema = z.object({
  assignmentUuid: z.string(),
  routeName: z.string(),
  run: z.enum(["morning", "afternoon"]),
  vehicleUuid: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  caretakerName: z.string(),
  /** Null until a position arrives today. */
  position: z.object({ lat: z.number(), lng: z.number(), at: z.string(), stale: z.boolean(), battery: z.number().nullable() }).nullable(),
  /** The next kid's stop (kid's first name only), or null when the run is done or not on. */
  nextStop: z.string().nullable(),
  /** Minutes behind the run's usual time at this point (negative: ahead), or null when unknown. */
  minutesBehind: z.number().int().nullable(),
  active: z.boolean(),
});
export type LiveVehicle = z.infer<typeof liveVehicleSchema>;
/** GET /api/v1/live/vehicles */
export const liveVehiclesResponseSchema = z.object({ data: z.object({ vehicles: z.array(liveVehicleSchema).max(500) }) });


/** GET /api/v1/map-config */
export const mapConfigSchema = z.object({
  /** Leaflet URL template ({z}/{x}/{y}); empty when no tile server is configured (tests). */
  tileUrl: z.string(),
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
export const mapConfigResponseSchema = z.object({ data: mapConfigSchema });
