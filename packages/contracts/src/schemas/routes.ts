import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { ROUTE_LIMITS, ROUTE_MARKS, ROUTE_TYPES } from "../constants.js";
import { isIsoDate, todayInIndia } from "../dates.js";
import { routes } from "../messages/routes.js";
import { dayLegSchema, dayRunSchema } from "./day.js";
import { assignmentVehicleSchema } from "./vehicles.js";

/**
 * Transport routes (spec §3.5, §5.8, §7 Transport routes), kid-route assignments (§3.11, §5.12),
 * the role route views (§3.12) and the route screen's marks (§2.7, §4; decisions.md §2). One set
 * of rules for the web forms and the server; fields in form order, so the first error reported is
 * the first wrong field (spec §5.8 order: From, To, Route Name, …). docs/decisions/0030–0032.
 */
const f = routes.fields;
const a = routes.assignments;
const mk = routes.marks;

/** Characters a route name may not hold: the original client puts the name unencoded into the delete path. */
const NAME_FORBIDDEN = /[/\\?#%]/;

/** Required text, trimmed; runs of whitespace become one space. */
const text = (requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage })
        .max(max, { error: f.tooLong(max) }),
    );

/** Route names compare without case; this is the form both sides use (trimmed, single spaces). */
export function normaliseRouteName(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

export const routeNameField = () =>
  text(f.nameRequired, ROUTE_LIMITS.nameMax).refine((v) => !NAME_FORBIDDEN.test(v), { error: f.nameInvalid });

interface NumberMessages {
  required: string;
  number: string;
  positive: string;
  tooHigh: string;
}

/** A positive number from a number input (number, numeric text, or blank); at most two decimals kept. */
export const positiveNumberField = (m: NumberMessages, max: number) =>
  z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: m.number })
    .transform((v) => (typeof v === "string" ? v.trim() : v))
    .superRefine((v, ctx) => {
      if (v === undefined || v === null || v === "") {
        ctx.addIssue({ code: "custom", message: m.required });
        return;
      }
      const n = typeof v === "number" ? v : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) ctx.addIssue({ code: "custom", message: m.number });
      else if (n <= 0) ctx.addIssue({ code: "custom", message: m.positive });
      else if (n > max) ctx.addIssue({ code: "custom", message: m.tooHigh });
    })
    .transform((v) => Math.round(Number(v) * 100) / 100);

/** Stops (spec §4 Routes): entries trimmed, empty ones ignored, at least one. */
export const stopsField = (requiredMessage: string) =>
  z
    .array(z.unknown(), { error: requiredMessage })
    .transform((list) => list.map((s) => (typeof s === "string" || typeof s === "number" ? String(s).replace(/\s+/g, " ").trim() : "")).filter((s) => s !== ""))
    .pipe(
      z
        .array(z.string().max(ROUTE_LIMITS.stopMax, { error: f.stopTooLong }))
        .min(1, { error: requiredMessage })
        .max(ROUTE_LIMITS.stopsMax, { error: f.tooManyStops }),
    );

/**
 * Adds a typed stop to the list when Enter is pressed (spec §4 Routes): trimmed; an empty entry
 * is ignored (the same list comes back).
 */
export function addStop(stops: readonly string[], entry: string): string[] {
  const value = entry.replace(/\s+/g, " ").trim();
  return value === "" ? [...stops] : [...stops, value];
}

export const routeTypeField = () =>
  z
    .string({ error: f.typeRequired })
    .trim()
    .min(1, { error: f.typeRequired })
    .transform((v) => ROUTE_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()) ?? v)
    .pipe(z.enum(ROUTE_TYPES, { error: f.typeInvalid }));

/** One sub-route (spec §3.5), in the order of spec §5.8's messages: name, estimated time, distance, stops. */
export const subRouteFields = {
  name: text(f.subRouteNameRequired, ROUTE_LIMITS.nameMax),
  estimatedTime: positiveNumberField(
    {
      required: f.subRouteEstimatedTimeRequired,
      number: f.subRouteEstimatedTimeNumber,
      positive: f.subRouteEstimatedTimePositive,
      tooHigh: f.subRouteEstimatedTimeTooHigh,
    },
    ROUTE_LIMITS.estimatedTimeMax,
  ),
  distance: positiveNumberField(
    { required: f.subRouteDistanceRequired, number: f.subRouteDistanceNumber, positive: f.subRouteDistancePositive, tooHigh: f.subRouteDistanceTooHigh },
    ROUTE_LIMITS.distanceMax,
  ),
  stops: stopsField(f.subRouteStopsRequired),
};
/** Web: one sub-route card of the Create Route / edit modal; `.shape[field]` checks one field on blur. */
export const subRouteFormSchema = z.object(subRouteFields);
export type SubRouteForm = z.input<typeof subRouteFormSchema>;
export type SubRoute = z.output<typeof subRouteFormSchema>;

/** The route's own fields in spec §5.8 order. */
export const routeFields = {
  from: text(f.fromRequired, ROUTE_LIMITS.placeMax),
  to: text(f.toRequired, ROUTE_LIMITS.placeMax),
  name: routeNameField(),
  type: routeTypeField(),
  distance: positiveNumberField(
    { required: f.distanceRequired, number: f.distanceNumber, positive: f.distancePositive, tooHigh: f.distanceTooHigh },
    ROUTE_LIMITS.distanceMax,
  ),
  estimatedTime: positiveNumberField(
    { required: f.estimatedTimeRequired, number: f.estimatedTimeNumber, positive: f.estimatedTimePositive, tooHigh: f.estimatedTimeTooHigh },
    ROUTE_LIMITS.estimatedTimeMax,
  ),
  stops: stopsField(f.stopsRequired),
  description: text(f.descriptionRequired, ROUTE_LIMITS.descriptionMax),
  /** Zero or more (the form starts with one blank sub-route; every one may be removed). */
  subRoutes: z
    .array(subRouteFormSchema, { error: f.subRoutesInvalid })
    .max(ROUTE_LIMITS.subRoutesMax, { error: f.tooManySubRoutes })
    .optional()
    .transform((v) => v ?? []),
};

/**
 * Web: the Create Route form and the view/edit modal (spec §2.10, §5.8). Check one field on blur
 * with `routeFormSchema.shape.from.safeParse(value)` (and `subRouteFormSchema.shape.*` inside a
 * sub-route card); check all on submit and block on any error.
 */
export const routeFormSchema = z.object(routeFields);
export type RouteForm = z.input<typeof routeFormSchema>;
export type RouteFormOutput = z.output<typeof routeFormSchema>;

/**
 * Server: the body of POST /api/route/create and PUT /api/route/{uuid} (the whole route each
 * time). Unknown keys the original client sends back (uuid, _id, createdAt, …) are ignored.
 */
export const routeRequestSchema = routeFormSchema;
export type RouteRequest = RouteFormOutput;

/** A blank sub-route card (the form starts with one, spec §4 Routes). */
export function emptySubRoute(): { name: string; distance: string; estimatedTime: string; stops: string[] } {
  return { name: "", distance: "", estimatedTime: "", stops: [] };
}

/** The Create Route form's initial values: type Longest, one blank sub-route. */
export function emptyRouteForm() {
  return {
    from: "",
    to: "",
    name: "",
    type: "Longest" as (typeof ROUTE_TYPES)[number],
    distance: "",
    estimatedTime: "",
    stops: [] as string[],
    description: "",
    subRoutes: [emptySubRoute()],
  };
}

/** A sub-route as the route calls answer it. */
export const subRouteSchema = z.object({ name: z.string(), distance: z.number(), estimatedTime: z.number(), stops: z.array(z.string()) });

/**
 * A transport route as every route call answers it (spec §3.5). `_id` equals `uuid` (the original
 * client reads either). Added: `assignmentCount` (kid-route assignments using it; a route that has
 * any cannot be deleted), `createdAt`, `updatedAt`.
 */
export const transportRouteSchema = z.object({
  uuid: z.string(),
  _id: z.string(),
  name: z.string(),
  type: z.enum(ROUTE_TYPES),
  distance: z.number(),
  estimatedTime: z.number(),
  stops: z.array(z.string()),
  description: z.string(),
  subRoutes: z.array(subRouteSchema),
  from: z.string(),
  to: z.string(),
  assignmentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransportRoute = z.infer<typeof transportRouteSchema>;

/** GET /api/route/all-routes: the body is the bare list (spec §7), ordered by name. */
export const allRoutesResponseSchema = z.array(transportRouteSchema);
export type AllRoutesResponse = z.infer<typeof allRoutesResponseSchema>;

/** POST /api/route/create (HTTP 201) and PUT /api/route/{uuid} (200). */
export const routeMutationResponseSchema = z.object({ message: z.string(), data: transportRouteSchema });
export type RouteMutationResponse = z.infer<typeof routeMutationResponseSchema>;

/** DELETE /api/route/delete/{route name}: 200 `{ message: "Route deleted successfully!" }`. */
export const routeDeleteResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Kid-route assignments (spec §3.11, §5.12, §7 create-route-details/getAll/update/delete)
// ---------------------------------------------------------------------------------------------

const selection = (message: string) =>
  z
    .union([z.string(), z.null(), z.undefined()], { error: message })
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().min(1, { error: message }).max(100, { error: message }));

/** kids_uuids: one or more (a single text is taken as a list of one); duplicates dropped, order kept. */
const kidsSelection = z
  .preprocess((v) => (typeof v === "string" ? [v] : v === undefined || v === null ? [] : v), z.array(z.unknown(), { error: a.kidsRequired }))
  .transform((list) => [...new Set(list.map((s) => (typeof s === "string" ? s.trim() : "")).filter((s) => s !== ""))])
  .pipe(
    z
      .array(z.string().max(100))
      .min(1, { error: a.kidsRequired })
      .max(ROUTE_LIMITS.kidsPerAssignmentMax, { error: a.tooManyKids }),
  );

/**
 * Web: the create/edit form of /admin-dashboard/kidroutes (spec §2.14, §5.12): route, kid(s),
 * driver and caretaker are all required; `route_name` is read-only, filled from the chosen route.
 */
export const kidRouteFormSchema = z.object({
  route_uuid: selection(a.routeRequired),
  route_name: z.string().optional(),
  kids_uuids: kidsSelection,
  driver_uuid: selection(a.driverRequired),
  caretaker_uuid: selection(a.caretakerRequired),
  /** Added (docs/decisions/0065): which run the assignment carries; left out = morning on create, unchanged on update. */
  run: dayRunSchema.optional(),
  /** Added (docs/decisions/0264): the van; left out keeps the stored one, null or blank clears it. */
  vehicle_uuid: assignmentVehicleSchema.optional(),
});
export type KidRouteForm = z.input<typeof kidRouteFormSchema>;

/**
 * Server: the body of POST /api/create-route-details/v1 and PUT /api/update/v1/{uuid} (spec §3.11
 * payload). `route_name` is accepted and ignored: the assignment always shows the current name of
 * the route `route_uuid` names (docs/decisions/0031).
 */
export const kidRouteRequestSchema = kidRouteFormSchema;
export type KidRouteRequest = z.output<typeof kidRouteRequestSchema>;

const named = z.object({ uuid: z.string(), name: z.string() });

/**
 * An assignment as the list and the create/update calls answer it (spec §3.11 shape). Added: the
 * route's from/to, driver status, each kid's status, the payload-shaped ids to prefill the edit
 * form (route_uuid, route_name, kids_uuids, driver_uuid, caretaker_uuid), createdAt, updatedAt.
 */
export const kidRouteAssignmentSchema = z.object({
  uuid: z.string(),
  routes: named.extend({ from: z.string(), to: z.string() }),
  driver: named.extend({ status: z.string() }),
  caretaker: named,
  kids: z.array(named.extend({ status: z.string() })),
  route_uuid: z.string(),
  route_name: z.string(),
  kids_uuids: z.array(z.string()),
  driver_uuid: z.string(),
  caretaker_uuid: z.string(),
  run: dayRunSchema,
  /** Added (docs/decisions/0264): the assignment's van, or null. */
  vehicleUuid: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KidRouteAssignment = z.infer<typeof kidRouteAssignmentSchema>;

/** GET /api/getAll/v1/all → `{ data: [...] }`, newest first. */
export const allKidRoutesResponseSchema = z.object({ data: z.array(kidRouteAssignmentSchema), ...pagedMember });
export type AllKidRoutesResponse = z.infer<typeof allKidRoutesResponseSchema>;

/** Create (HTTP 201) and update (200): `{ message, data }`. */
export const kidRouteMutationResponseSchema = z.object({ message: z.string(), data: kidRouteAssignmentSchema });
export type KidRouteMutationResponse = z.infer<typeof kidRouteMutationResponseSchema>;

export const kidRouteDeleteResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Role views (spec §3.12): driver/route, caretaker/route, kid/route
// ---------------------------------------------------------------------------------------------

/** routeInfo of spec §3.12 (uuid, name, from, to) plus the rest of the route, for the dashboards. */
export const routeInfoSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  type: z.enum(ROUTE_TYPES),
  distance: z.number(),
  estimatedTime: z.number(),
  stops: z.array(z.string()),
  description: z.string(),
  subRoutes: z.array(subRouteSchema),
});
export type RouteInfo = z.infer<typeof routeInfoSchema>;

/** driver / caretaker of spec §3.12 (name, dob, phoneNumber, profilePicture) plus uuid, age and a thumbnail. */
export const routeStaffSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  dob: z.string(),
  age: z.number(),
  phoneNumber: z.string(),
  profilePicture: z.string().nullable(),
  profilePictureThumb: z.string().nullable(),
});
export type RouteStaff = z.infer<typeof routeStaffSchema>;

/** A kid on a route as the dashboards show it: spec's `{ uuid, kidName }` plus age, gender, status and photo URLs. */
export const routeKidSchema = z.object({
  uuid: z.string(),
  kidName: z.string(),
  age: z.number(),
  gender: z.string(),
  status: z.string(),
  kidsImage: z.string().nullable(),
  kidsImageThumb: z.string().nullable(),
});
export type RouteKid = z.infer<typeof routeKidSchema>;

const routeViewBase = {
  /** The assignment's uuid (added). */
  uuid: z.string(),
  /** Added: the assignment's run (docs/decisions/0065). */
  run: dayRunSchema,
  routeInfo: routeInfoSchema,
  driver: routeStaffSchema,
  caretaker: routeStaffSchema,
};

/**
 * GET /api/driver/route/{driverUuid}: the driver's assignments. `kids` is the list of kid ids
 * (spec §3.12); added `kidDetails` with the kids' names and photos for /driver-dashboard/kiddetails.
 */
export const driverRouteViewSchema = z.object({ ...routeViewBase, kids: z.array(z.string()), kidDetails: z.array(routeKidSchema) });
export type DriverRouteView = z.infer<typeof driverRouteViewSchema>;
/** The body is the bare list (one item per assignment, ordered by route name). */
export const driverRouteResponseSchema = z.array(driverRouteViewSchema);

/** GET /api/caretaker/route/{caretakerId}: `kids` is a list of `{ uuid, kidName, … }` (spec §3.12). */
export const caretakerRouteViewSchema = z.object({ ...routeViewBase, kids: z.array(routeKidSchema) });
export type CaretakerRouteView = z.infer<typeof caretakerRouteViewSchema>;
export const caretakerRouteResponseSchema = z.array(caretakerRouteViewSchema);

/**
 * GET /api/kid/route/{kidUuid}: the routes of one kid (the original client uses the first).
 * `kids` holds only that kid: a parent never sees the other families' kids on the route.
 */
export const kidRouteViewSchema = z.object({ ...routeViewBase, kids: z.array(routeKidSchema) });
export type KidRouteView = z.infer<typeof kidRouteViewSchema>;
export const kidRouteResponseSchema = z.array(kidRouteViewSchema);

// ---------------------------------------------------------------------------------------------
// Route screen marks (spec §2.7 route, §4, §5.11; decisions.md §2: real data, stored)
// ---------------------------------------------------------------------------------------------

/** A day of the route screen: a real YYYY-MM-DD date, not in the future (India). */
export const routeMarkDateField = () =>
  z
    .string({ error: mk.dateRequired })
    .trim()
    .min(1, { error: mk.dateRequired })
    .refine((v) => v === "" || isIsoDate(v), { error: mk.dateInvalid })
    .refine((v) => !isIsoDate(v) || v <= todayInIndia(), { error: mk.dateFuture });

export const routeMarkSchema = z.enum(ROUTE_MARKS, { error: mk.markInvalid });

/** PUT /api/route-marks/{routeUuid}/date/{date}/kid/{kidUuid} body. */
export const setRouteMarkRequestSchema = z.object({
  mark: z
    .union([z.string(), z.null(), z.undefined()], { error: mk.markRequired })
    .transform((v) => (v ?? "").trim().toLowerCase())
    .pipe(z.string().min(1, { error: mk.markRequired }).pipe(routeMarkSchema)),
});
export type SetRouteMarkRequest = z.input<typeof setRouteMarkRequestSchema>;

/** A kid of the chosen route with the mark of the chosen day (null: not marked yet). */
export const routeMarkKidSchema = routeKidSchema.extend({
  mark: routeMarkSchema.nullable(),
  /** When the mark was last set (ISO), null when not marked. */
  markedAt: z.string().nullable(),
  /** Added (issue 10, docs/decisions/0067): the run this route carries the kid on and that run's legs of the day. */
  run: dayRunSchema,
  legs: z.array(dayLegSchema),
});
export type RouteMarkKid = z.infer<typeof routeMarkKidSchema>;

/** GET /api/route-marks/{routeUuid}/date/{date} → `{ data: { route, date, kids } }`; kids by name. */
export const routeMarksResponseSchema = z.object({
  data: z.object({
    route: z.object({ uuid: z.string(), name: z.string(), from: z.string(), to: z.string() }),
    date: z.string(),
    kids: z.array(routeMarkKidSchema),
  }),
});
export type RouteMarksResponse = z.infer<typeof routeMarksResponseSchema>;

/** PUT answer: `{ message, data: { routeUuid, kidUuid, date, mark, markedAt } }`. */
export const setRouteMarkResponseSchema = z.object({
  message: z.string(),
  data: z.object({ routeUuid: z.string(), kidUuid: z.string(), date: z.string(), mark: routeMarkSchema, markedAt: z.string() }),
});
export type SetRouteMarkResponse = z.infer<typeof setRouteMarkResponseSchema>;
