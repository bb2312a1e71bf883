import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { API, type KidRouteAssignment, type TransportRoute } from "@app/contracts";
import { createKid } from "./kid-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD } from "./staff-factories";
import type { TestApp } from "./test-app";
import { bearer, linkFromEmail, loginAs } from "./test-app";

export type RouteInput = Record<string, unknown>;

/** A valid body of POST /api/route/create (spec §7), unique name; overrides replace whole fields. */
export function validRouteFields(overrides: RouteInput = {}): RouteInput {
  return {
    from: "Brodipet",
    to: "Sri Chaitanya School, Arundelpet",
    name: `Route ${randomUUID().slice(0, 8)}`,
    type: "Shortest",
    distance: 12.5,
    estimatedTime: 40,
    stops: ["Brodipet 4th Line", "Lakshmipuram", "Arundelpet"],
    description: "Morning pickup from Brodipet to the school.",
    subRoutes: [{ name: "Lakshmipuram loop", distance: 2.5, estimatedTime: 10, stops: ["Lakshmipuram Main Road", "Vidya Nagar"] }],
    ...overrides,
  };
}

/** Factory: a transport route created through the API (so audited), with overrides. */
export async function createRoute(app: FastifyInstance, headers: Record<string, string>, overrides: RouteInput = {}): Promise<TransportRoute> {
  const res = await app.inject({ method: "POST", url: API.createRoute, headers, payload: validRouteFields(overrides) });
  if (res.statusCode !== 201) throw new Error(`create route failed: ${res.statusCode} ${res.body}`);
  return res.json().data as TransportRoute;
}

export interface AssignmentInput {
  route_uuid: string;
  kids_uuids: string[];
  driver_uuid: string;
  caretaker_uuid: string;
  route_name?: string;
  run?: "morning" | "afternoon";
}

/** Factory: a kid-route assignment created through the API. */
export async function createAssignment(app: FastifyInstance, headers: Record<string, string>, input: AssignmentInput): Promise<KidRouteAssignment> {
  const res = await app.inject({ method: "POST", url: API.createKidRoute, headers, payload: { route_name: "", ...input } });
  if (res.statusCode !== 201) throw new Error(`create assignment failed: ${res.statusCode} ${res.body}`);
  return res.json().data as KidRouteAssignment;
}

/** Sets the password of an invited parent through the emailed link and returns their bearer header. */
export async function activateParent(t: TestApp, email: string, identifier = email, password = "Parent@2025"): Promise<Record<string, string>> {
  const token = new URL(linkFromEmail(t.outbox(email)[0])).searchParams.get("token")!;
  const res = await t.app.inject({ method: "POST", url: API.forgotUpdatePassword, payload: { token, newPassword: password, confirmPassword: password } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return bearer(await loginAs(t.app, identifier, password));
}

/** Logs a driver or caretaker (created with the staff factories) in with the phone number. */
export async function staffHeaders(app: FastifyInstance, phoneNumber: string, password: string): Promise<Record<string, string>> {
  return bearer(await loginAs(app, phoneNumber, password));
}

/**
 * Two families, two routes, two drivers and two caretakers, each pair working one route:
 * route A carries kid A (family A) and kid B2 (family B's second kid); route B carries kid B.
 * Every person can log in. Used by the role-view, access and route-screen tests.
 */
export async function createRouteWorld(t: TestApp) {
  const { admin: adminUser, headers: admin } = await adminHeaders(t.app, t.database);
  const [routeA, routeB] = [await createRoute(t.app, admin, { name: "Route A" }), await createRoute(t.app, admin, { name: "Route B" })];
  const driverA = await createDriver(t.app, admin, { name: "Driver A" });
  const driverB = await createDriver(t.app, admin, { name: "Driver B" });
  const caretakerA = await createCaretaker(t.app, admin, { name: "Caretaker A" });
  const caretakerB = await createCaretaker(t.app, admin, { name: "Caretaker B" });
  const kidA = await createKid(t.app, admin, { kidName: "Kid A" });
  const kidB = await createKid(t.app, admin, { kidName: "Kid B" });
  // Family B's second kid: same parents, so the accounts are linked, not new.
  const kidB2 = await createKid(t.app, admin, { kidName: "Kid Bee Two", parentsDetails: kidB.fields.parentsDetails });
  const assignmentA = await createAssignment(t.app, admin, {
    route_uuid: routeA.uuid,
    kids_uuids: [kidA.kid.uuid, kidB2.kid.uuid],
    driver_uuid: driverA.driver.uuid,
    caretaker_uuid: caretakerA.caretaker.uuid,
  });
  const assignmentB = await createAssignment(t.app, admin, {
    route_uuid: routeB.uuid,
    kids_uuids: [kidB.kid.uuid],
    driver_uuid: driverB.driver.uuid,
    caretaker_uuid: caretakerB.caretaker.uuid,
  });
  const pa = kidA.fields.parentsDetails;
  const pb = kidB.fields.parentsDetails;
  return {
    adminUser,
    admin,
    routeA,
    routeB,
    driverA,
    driverB,
    caretakerA,
    caretakerB,
    kidA,
    kidB,
    kidB2,
    assignmentA,
    assignmentB,
    as: {
      driverA: await staffHeaders(t.app, driverA.fields.phoneNumber, STAFF_PASSWORD),
      driverB: await staffHeaders(t.app, driverB.fields.phoneNumber, STAFF_PASSWORD),
      caretakerA: await staffHeaders(t.app, caretakerA.fields.phoneNumber, STAFF_PASSWORD),
      caretakerB: await staffHeaders(t.app, caretakerB.fields.phoneNumber, STAFF_PASSWORD),
      fatherA: await activateParent(t, pa.fatherEmail!, pa.fatherMobile!),
      motherA: await activateParent(t, pa.motherEmail!),
      fatherB: await activateParent(t, pb.fatherEmail!, pb.fatherMobile!),
      motherB: await activateParent(t, pb.motherEmail!),
    },
  };
}
export type RouteWorld = Awaited<ReturnType<typeof createRouteWorld>>;
