import type { CaretakerRouteView, DriverRouteView, KidRouteView, RouteInfo, RouteKid, RouteStaff } from "@app/contracts";

/** Test data shaped like the role route views of spec §3.12 (docs/decisions/0031). */
export function fakeRouteInfo(overrides: Partial<RouteInfo> = {}): RouteInfo {
  return {
    uuid: "route-1",
    name: "Brodipet Morning",
    from: "Brodipet",
    to: "St. Joseph's School",
    type: "Longest",
    distance: 12.5,
    estimatedTime: 40,
    stops: ["Brodipet 4th Lane", "Lakshmipuram"],
    description: "Morning pickup",
    subRoutes: [],
    ...overrides,
  };
}

export function fakeRouteStaff(overrides: Partial<RouteStaff> = {}): RouteStaff {
  return {
    uuid: "staff-1",
    name: "Ravi Kumar",
    dob: "1985-04-12",
    age: 40,
    phoneNumber: "9876543210",
    profilePicture: "/api/files/p1",
    profilePictureThumb: "/api/files/p1-thumb",
    ...overrides,
  };
}

export function fakeRouteKid(overrides: Partial<RouteKid> = {}): RouteKid {
  return {
    uuid: "kid-1",
    kidName: "Anvi",
    age: 7,
    gender: "female",
    status: "active",
    kidsImage: "/api/files/k1",
    kidsImageThumb: "/api/files/k1-thumb",
    ...overrides,
  };
}

const DRIVER = () => fakeRouteStaff({ uuid: "driver-1", name: "Ravi Kumar", phoneNumber: "9876543210" });
const CARETAKER = () =>
  fakeRouteStaff({ uuid: "caretaker-1", name: "Lakshmi Devi", phoneNumber: "9123456780", profilePicture: null, profilePictureThumb: null });

export function fakeDriverRoute(kids: RouteKid[], overrides: Partial<DriverRouteView> = {}): DriverRouteView {
  return {
    uuid: "assignment-1",
    run: "morning",
    routeInfo: fakeRouteInfo(),
    driver: DRIVER(),
    caretaker: CARETAKER(),
    kids: kids.map((k) => k.uuid),
    kidDetails: kids,
    ...overrides,
  };
}

export function fakeCaretakerRoute(kids: RouteKid[], overrides: Partial<CaretakerRouteView> = {}): CaretakerRouteView {
  return { uuid: "assignment-1", run: "morning", routeInfo: fakeRouteInfo(), driver: DRIVER(), caretaker: CARETAKER(), kids, ...overrides };
}

export function fakeKidRoute(kid: RouteKid, overrides: Partial<KidRouteView> = {}): KidRouteView {
  return { uuid: "assignment-1", run: "morning", routeInfo: fakeRouteInfo(), driver: DRIVER(), caretaker: CARETAKER(), kids: [kid], ...overrides };
}
