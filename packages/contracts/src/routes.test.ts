import { describe, expect, it } from "vitest";
import { API, API_ROUTES } from "./api-paths";
import { todayInIndia } from "./dates";
import { messages } from "./messages/index";
import {
  addStop,
  emptyRouteForm,
  kidRouteFormSchema,
  routeFormSchema,
  routeMarkDateField,
  setRouteMarkRequestSchema,
  subRouteFormSchema,
} from "./schemas/routes";

const f = messages.routes.fields;
const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);
const valid = {
  from: "Brodipet",
  to: "School",
  name: "Route 1",
  type: "Longest",
  distance: "12",
  estimatedTime: "30",
  stops: ["A"],
  description: "Morning",
  subRoutes: [{ name: "Loop", distance: 2, estimatedTime: 5, stops: ["B"] }],
};

describe("transport route schemas (spec §5.8): one set of rules for the form and the server", () => {
  it("the blank form (one blank sub-route) shows every §5.8 message, in the spec's order", () => {
    const result = routeFormSchema.safeParse(emptyRouteForm());
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      f.fromRequired,
      f.toRequired,
      f.nameRequired,
      f.distanceRequired,
      f.estimatedTimeRequired,
      f.stopsRequired,
      f.descriptionRequired,
      f.subRouteNameRequired,
      f.subRouteEstimatedTimeRequired,
      f.subRouteDistanceRequired,
      f.subRouteStopsRequired,
    ]);
  });

  it("checks one field on blur through .shape", () => {
    expect(first(routeFormSchema.shape.from.safeParse(" "))).toBe(f.fromRequired);
    expect(first(routeFormSchema.shape.distance.safeParse("0"))).toBe(f.distancePositive);
    expect(first(routeFormSchema.shape.distance.safeParse("abc"))).toBe(f.distanceNumber);
    expect(first(subRouteFormSchema.shape.stops.safeParse(["", " "]))).toBe(f.subRouteStopsRequired);
  });

  it("normalises what the server stores: trimmed names, numbers, type case, empty stops dropped", () => {
    expect(routeFormSchema.parse({ ...valid, name: "  Route   1 ", type: "shortest", distance: "12.345", stops: ["A", " ", " B "] })).toMatchObject({
      name: "Route 1",
      type: "Shortest",
      distance: 12.35,
      estimatedTime: 30,
      stops: ["A", "B"],
    });
    expect(routeFormSchema.parse({ ...valid, subRoutes: undefined }).subRoutes).toEqual([]);
  });

  it("route names keep out the characters that would break the delete-by-name path", () => {
    for (const name of ["A/B", "A\\B", "A?B", "Route #2", "100%"]) expect(first(routeFormSchema.safeParse({ ...valid, name }))).toBe(f.nameInvalid);
  });

  it("addStop trims and ignores empty entries", () => {
    expect(addStop(["A"], "  ")).toEqual(["A"]);
    expect(addStop(["A"], "  Main   Road ")).toEqual(["A", "Main Road"]);
  });
});

describe("kid-route and route-mark schemas (spec §5.12, §4, §5.11)", () => {
  it("all four selections are required; kid ids de-duplicated", () => {
    const r = kidRouteFormSchema.safeParse({});
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      messages.routes.assignments.routeRequired,
      messages.routes.assignments.kidsRequired,
      messages.routes.assignments.driverRequired,
      messages.routes.assignments.caretakerRequired,
    ]);
    expect(kidRouteFormSchema.parse({ route_uuid: "r", kids_uuids: ["a", "a", "b"], driver_uuid: "d", caretaker_uuid: "c" }).kids_uuids).toEqual(["a", "b"]);
  });

  it("the route screen's day is not in the future (India); marks are present or absent", () => {
    expect(routeMarkDateField().safeParse(todayInIndia()).success).toBe(true);
    expect(first(routeMarkDateField().safeParse("2999-01-01"))).toBe(messages.routes.marks.dateFuture);
    expect(setRouteMarkRequestSchema.parse({ mark: "Absent" })).toEqual({ mark: "absent" });
    expect(first(setRouteMarkRequestSchema.safeParse({ mark: "late" }))).toBe(messages.routes.marks.markInvalid);
  });

  it("paths: delete goes by the encoded route name; patterns for the server", () => {
    expect(API.deleteRoute("Guntur Town Loop")).toBe("/api/route/delete/Guntur%20Town%20Loop");
    expect(API.routeMark("r", "2025-01-02", "k")).toBe("/api/route-marks/r/date/2025-01-02/kid/k");
    expect(API_ROUTES.deleteRoute).toBe("/api/route/delete/:name");
  });
});
