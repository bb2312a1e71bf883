import { z } from "zod";
import { isIsoDate } from "../dates.js";
import { vehicles as m } from "../messages/vehicles.js";
import { listQuerySchema, pageInfoSchema } from "./list-query.js";
import { isIndianRegistration, normaliseRegistration, VEHICLE_SEATS_MAX, VEHICLE_SEATS_MIN } from "./vehicle-limits.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./vehicle-limits.js";

/**
 * Vehicles (docs/decisions/0264): the admin's vans. The form and the JSON body of POST and PUT
 * /api/v1/vehicles are one schema; PUT sends the whole vehicle again.
 */

const registration = z
  .string({ error: m.registrationRequired })
  .max(40, { error: m.registrationInvalid })
  .transform(normaliseRegistration)
  .pipe(z.string().min(1, { error: m.registrationRequired }).refine(isIndianRegistration, { error: m.registrationInvalid }));

/** A whole number of seats; a number typed in a text field ("12") is taken too. */
const seats = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
  z.number({ error: m.seatsInvalid }).int({ error: m.seatsInvalid }).min(VEHICLE_SEATS_MIN, { error: m.seatsInvalid }).max(VEHICLE_SEATS_MAX, { error: m.seatsInvalid }),
);

/** YYYY-MM-DD, or null / blank / left out when not known. */
const paperDate = z
  .string({ error: m.dateInvalid })
  .max(20, { error: m.dateInvalid })
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .refine((v) => v === null || isIsoDate(v), { error: m.dateInvalid });

export const vehicleRequestSchema = z.object({
  registrationNumber: registration,
  seats,
  permitExpiresOn: paperDate,
  fitnessExpiresOn: paperDate,
  insuranceExpiresOn: paperDate,
  pucExpiresOn: paperDate,
});
export type VehicleForm = z.input<typeof vehicleRequestSchema>;
export type VehicleRequest = z.output<typeof vehicleRequestSchema>;

export const vehicleSchema = z.object({
  uuid: z.string(),
  /** Normalised: "AP07TB1234". */
  registrationNumber: z.string(),
  seats: z.number(),
  permitExpiresOn: z.string().nullable(),
  fitnessExpiresOn: z.string().nullable(),
  insuranceExpiresOn: z.string().nullable(),
  pucExpiresOn: z.string().nullable(),
  /** The identity its tracker sends (Traccar's device id). */
  trackerId: z.string(),
  /** Kid-route assignments that name it (a vehicle with any cannot be deleted). */
  assignmentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleResponseSchema = z.object({ data: vehicleSchema });
export type VehicleResponse = z.infer<typeof vehicleResponseSchema>;

export const VEHICLE_LIST_SORTS = ["registrationNumber", "seats", "createdAt"] as const;
export const vehicleListQuerySchema = listQuerySchema(VEHICLE_LIST_SORTS);
export type VehicleListQuery = z.output<typeof vehicleListQuerySchema>;
export const vehicleListResponseSchema = z.object({ data: z.array(vehicleSchema), page: pageInfoSchema });
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

export const vehicleDeleteResponseSchema = z.object({ data: z.object({ uuid: z.string() }) });

/**
 * The assignment's vehicle (`vehicle_uuid` on the kid-route create and update calls): left out
 * keeps what is stored (none on create), null or blank clears it.
 */
export const assignmentVehicleSchema = z
  .union([z.string().max(100, { error: m.assignmentVehicleInvalid }), z.null(), z.undefined()], { error: m.assignmentVehicleInvalid })
  .transform((v) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim()));
