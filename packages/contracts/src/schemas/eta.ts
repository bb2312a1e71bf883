import { z } from "zod";
import { eta } from "../messages/eta.js";
import { APPROACH_LEAD_CHOICES } from "../live-paths.js";

/** The ETA and approach alerts (docs/decisions/0263). */

/** A parent's lead time for the approach alert: 5, 10 or 15 minutes, or 0 (off). */
export const approachLeadMinutesSchema = z
  .number({ error: eta.server.leadInvalid })
  .int({ error: eta.server.leadInvalid })
  .refine((n) => (APPROACH_LEAD_CHOICES as readonly number[]).includes(n), { error: eta.server.leadInvalid });

/** One route's figures on GET /api/v1/live/eta-accuracy (last 30 days). */
export const etaAccuracyRouteSchema = z.object({
  routeUuid: z.string(),
  routeName: z.string(),
  /** Approach alerts sent (one per kid, day and leg). */
  alerts: z.number().int().nonnegative(),
  /** Of those, how many legs were captured (the van arrived). */
  arrived: z.number().int().nonnegative(),
  /** Arrived within ±3 minutes of the promised time. */
  kept: z.number().int().nonnegative(),
  /** kept / alerts, 0–1; null when no alert. */
  share: z.number().min(0).max(1).nullable(),
});
export type EtaAccuracyRoute = z.infer<typeof etaAccuracyRouteSchema>;

/** At most this many routes are listed (the busiest first). */
export const ETA_ACCURACY_MAX_ROUTES = 200;
export const ETA_ACCURACY_DAYS = 30;
/** A promise is kept when the van arrived within this many minutes of it, either way. */
export const ETA_KEPT_WITHIN_MINUTES = 3;

export const etaAccuracySchema = z.object({
  /** YYYY-MM-DD, India: the first and last day counted. */
  from: z.string(),
  to: z.string(),
  routes: z.array(etaAccuracyRouteSchema).max(ETA_ACCURACY_MAX_ROUTES),
  total: z.object({ alerts: z.number().int(), arrived: z.number().int(), kept: z.number().int(), share: z.number().nullable() }),
});
export type EtaAccuracy = z.infer<typeof etaAccuracySchema>;
export const etaAccuracyResponseSchema = z.object({ data: etaAccuracySchema });
