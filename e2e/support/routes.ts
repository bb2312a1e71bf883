// Helpers for the transport-route, kid-route and role-dashboard journeys (issue 5): unique route
// data per test, the Create Route form filled as a person does (stops as chips added with Enter),
// and API shortcuts for routes, staff look-ups and kid-route assignments a journey only needs to exist.
import { expect, type APIRequestContext, type Locator, type TestInfo } from "@playwright/test";
import { API, messages } from "@app/contracts";
import { field } from "./fixtures";
import { uniqueDigits } from "./staff";

const t = messages.routes.transport;
const labels = t.ui.labels;

export interface SubRouteData {
  name: string;
  distance: string;
  estimatedTime: string;
  stops: string[];
}

export interface RouteData {
  from: string;
  to: string;
  /** Unique in the run (names are unique ignoring case; the row buttons are named after it). */
  name: string;
  type: "Longest" | "Shortest";
  distance: string;
  estimatedTime: string;
  stops: string[];
  description: string;
  subRoutes: SubRouteData[];
}

/** A fresh route with two sub-routes for one test. */
export function newRoute(testInfo: TestInfo, base = "Brodipet Loop"): RouteData {
  const tag = uniqueDigits(testInfo);
  return {
    from: "Brodipet",
    to: "Arundelpet",
    name: `${base} ${tag}`,
    type: "Shortest",
    distance: "12.5",
    estimatedTime: "35",
    stops: ["Lakshmipuram", "Kothapet", "Naaz Centre"],
    description: "Morning pick-up through the old town.",
    subRoutes: [
      { name: `Brodipet Spur ${tag}`, distance: "3.2", estimatedTime: "10", stops: ["Brodipet 4th Lane", "Brodipet 6th Lane"] },
      { name: `Kothapet Spur ${tag}`, distance: "4", estimatedTime: "12", stops: ["Kothapet Market", "Mangaldas Nagar"] },
    ],
  };
}

/** Types each stop into a stops input and presses Enter (a chip per stop). */
export async function addStops(input: Locator, stops: readonly string[]) {
  for (const stop of stops) {
    await input.fill(stop);
    await input.press("Enter");
    await expect(input).toHaveValue("");
  }
}

/** Fills the Create Route (or edit) form: Route Details, then the sub-route cards (adding cards as needed). */
export async function fillRouteForm(dialog: Locator, route: RouteData) {
  const details = dialog.getByRole("region", { name: t.ui.routeDetails, exact: true });
  await field(details, labels.from).fill(route.from);
  await field(details, labels.to).fill(route.to);
  await field(details, labels.name).fill(route.name);
  await details.getByRole("radio", { name: t.ui.typeLabels[route.type], exact: true }).check();
  await field(details, labels.distance).fill(route.distance);
  await field(details, labels.estimatedTime).fill(route.estimatedTime);
  await addStops(field(details, labels.stops), route.stops);
  await expect(details.getByRole("list", { name: t.ui.stopsListLabel(labels.stops) }).getByRole("listitem")).toHaveText(route.stops);
  await field(details, labels.description).fill(route.description);

  const subs = dialog.getByRole("region", { name: t.ui.subRouteDetails, exact: true });
  for (const [index, sub] of route.subRoutes.entries()) {
    const card = subs.getByRole("group", { name: t.ui.subRouteTitle(index + 1), exact: true });
    if ((await card.count()) === 0) await subs.getByRole("button", { name: t.ui.addSubRoute, exact: true }).click();
    await field(card, labels.subRouteName).fill(sub.name);
    await field(card, labels.subRouteDistance).fill(sub.distance);
    await field(card, labels.subRouteEstimatedTime).fill(sub.estimatedTime);
    const stops = field(card, labels.subRouteStops);
    await addStops(stops, sub.stops);
    await expect(card.getByRole("list", { name: t.ui.stopsListLabel(labels.subRouteStops) }).getByRole("listitem")).toHaveText(sub.stops);
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The JSON body of a route call (numbers as numbers). */
function routeBody(route: RouteData) {
  return {
    ...route,
    distance: Number(route.distance),
    estimatedTime: Number(route.estimatedTime),
    subRoutes: route.subRoutes.map((s) => ({ ...s, distance: Number(s.distance), estimatedTime: Number(s.estimatedTime) })),
  };
}

/** Creates a route through POST /api/route/create (admin token); returns its uuid. */
export async function createRouteViaApi(request: APIRequestContext, adminToken: string, route: RouteData): Promise<string> {
  const response = await request.post(API.createRoute, { headers: bearer(adminToken), data: routeBody(route) });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { uuid: string } };
  return body.data.uuid;
}

/** The uuid of a route, found by its name in GET /api/route/all-routes. */
export async function routeUuidByName(request: APIRequestContext, adminToken: string, name: string): Promise<string> {
  const response = await request.get(API.allRoutes, { headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
  const routes = (await response.json()) as { uuid: string; name: string }[];
  const found = routes.find((r) => r.name === name);
  expect(found, `route ${name} is listed`).toBeTruthy();
  return found!.uuid;
}

/** The uuid of a driver, found by email in the admin's driver list. */
export async function driverUuidByEmail(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  const response = await request.get(API.allDrivers, { headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { allDrivers: { uuid: string; email: string }[] } };
  const found = body.data.allDrivers.find((d) => d.email.toLowerCase() === email.toLowerCase());
  expect(found, `driver ${email} is listed`).toBeTruthy();
  return found!.uuid;
}

/** The uuid of a caretaker, found by email in the admin's caretaker list. */
export async function caretakerUuidByEmail(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  const response = await request.get(API.allCaretakers, { headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { uuid: string; email: string }[] };
  const found = body.data.find((c) => c.email.toLowerCase() === email.toLowerCase());
  expect(found, `caretaker ${email} is listed`).toBeTruthy();
  return found!.uuid;
}

/** Assigns kids, a driver and a caretaker to a route through POST /api/create-route-details/v1. */
export async function createKidRouteViaApi(
  request: APIRequestContext,
  adminToken: string,
  assignment: { routeUuid: string; routeName: string; kidUuids: string[]; driverUuid: string; caretakerUuid: string },
) {
  const response = await request.post(API.createKidRoute, {
    headers: bearer(adminToken),
    data: {
      route_uuid: assignment.routeUuid,
      route_name: assignment.routeName,
      kids_uuids: assignment.kidUuids,
      driver_uuid: assignment.driverUuid,
      caretaker_uuid: assignment.caretakerUuid,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
