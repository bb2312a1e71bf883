import { z } from "zod";
import { geography } from "../messages/geography.js";
import { geoPointSchema } from "./live.js";

/** Points on a map: the kid's home point and each institute's point (docs/decisions/0261). */
const e = geography.errors;

const degrees = (min: number, max: number) => z.number({ error: e.pointInvalid }).finite({ error: e.pointInvalid }).min(min, { error: e.pointInvalid }).max(max, { error: e.pointInvalid });

/** PUT /api/v1/kids/{uuid}/home-point and …/institutes/{position}/point: WGS84 degrees, anywhere valid. */
export const pointRequestSchema = z.object({ lat: degrees(-90, 90), lng: degrees(-180, 180) }, { error: e.pointInvalid }).strict();
export type PointRequest = z.infer<typeof pointRequestSchema>;

/** The institute's position in the kid's institutes, 0-based, as the path writes it. */
export const institutePositionParamsSchema = z.object({
  uuid: z.string(),
  position: z.string().regex(/^\d{1,3}$/, { error: e.instituteNotFound }).transform(Number),
});

/** The point proposed from the kid's past home captures: the median of their GPS fixes. */
export const proposedPointSchema = geoPointSchema.extend({ captures: z.number().int().positive() });
export type ProposedPoint = z.infer<typeof proposedPointSchema>;

export const institutePointSchema = z.object({ position: z.number().int().nonnegative(), name: z.string(), point: geoPointSchema.nullable() });
export type InstitutePoint = z.infer<typeof institutePointSchema>;

/** GET (and PUT, DELETE) /api/v1/kids/{uuid}/home-point. */
export const kidPointsSchema = z.object({
  point: geoPointSchema.nullable(),
  /** Null until at least MIN_CAPTURES_FOR_PROPOSAL home captures with a place exist. */
  proposed: proposedPointSchema.nullable(),
  /** Each institute's point, in the kid's order. */
  institutes: z.array(institutePointSchema).max(50),
});
export type KidPoints = z.infer<typeof kidPointsSchema>;
export const kidPointsResponseSchema = z.object({ data: kidPointsSchema });

/** A proposal needs at least this many home captures with a place. */
export const MIN_CAPTURES_FOR_PROPOSAL = 3;
