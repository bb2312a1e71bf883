import type { KidRouteAssignment, TransportRoute } from "@app/contracts";

/** A transport route as the API answers it. Test data only. */
export function fakeRoute(overrides: Partial<TransportRoute> = {}): TransportRoute {
  const uuid = overrides.uuid ?? "aaaaaaaa-0000-4000-8000-000000000001";
  return {
    uuid,
    _id: uuid,
    name: "Brodipet Loop",
    type: "Longest",
    distance: 12.5,
    estimatedTime: 45,
    stops: ["Brodipet", "Arundelpet"],
    description: "Morning school run",
    subRoutes: [{ name: "Brodipet leg", distance: 4, estimatedTime: 15, stops: ["Brodipet 1st line"] }],
    from: "Brodipet",
    to: "Vidya Nagar",
    assignmentCount: 0,
    createdAt: "2025-06-01T10:00:00.000Z",
    updatedAt: "2025-06-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A kid-route assignment as the API answers it. Test data only. */
export function fakeAssignment(overrides: Partial<KidRouteAssignment> = {}): KidRouteAssignment {
  const route = fakeRoute();
  return {
    uuid: "bbbbbbbb-0000-4000-8000-000000000001",
    routes: { uuid: route.uuid, name: route.name, from: route.from, to: route.to },
    driver: { uuid: "11111111-1111-4111-8111-111111111111", name: "Ravi Kumar", status: "active" },
    caretaker: { uuid: "cccccccc-0000-4000-8000-000000000001", name: "Lakshmi Devi" },
    kids: [
      { uuid: "kid-1", name: "Anvi", status: "active" },
      { uuid: "kid-2", name: "Bhavya", status: "active" },
    ],
    route_uuid: route.uuid,
    route_name: route.name,
    kids_uuids: ["kid-1", "kid-2"],
    driver_uuid: "11111111-1111-4111-8111-111111111111",
    caretaker_uuid: "cccccccc-0000-4000-8000-000000000001",
    run: "morning",
    vehicleUuid: null,
    registrationNumber: null,
    createdAt: "2025-06-01T10:00:00.000Z",
    updatedAt: "2025-06-01T10:00:00.000Z",
    ...overrides,
  };
}
