import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, type CaretakerRouteView, type DriverRouteView, type KidProfile, type KidRouteView } from "@app/contracts";
import { createAssignment, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { otherRoleHeaders, withoutUuids } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const forbidden = { error: messages.auth.serverErrors.forbidden };
const unauthenticated = { error: messages.auth.serverErrors.unauthenticated };
const v = messages.routes.views;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let w: RouteWorld;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  roles = await otherRoleHeaders(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });
const accountUuid = async (headers: Record<string, string>) => ((await get(API.me, headers)).json().user as { uuid: string }).uuid;

describe("GET /api/driver/route/{driverUuid} (spec §3.12)", () => {
  it("the driver sees his own routes: routeInfo, driver, caretaker, kid ids and kidDetails; by profile uuid or account uuid", async () => {
    const res = await get(API.driverRoute(w.driverA.driver.uuid), w.as.driverA);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DriverRouteView[];
    expect(body).toHaveLength(1);
    const [item] = body;
    expect(item.uuid).toBe(w.assignmentA.uuid);
    expect(item.routeInfo).toMatchObject({ uuid: w.routeA.uuid, name: "Route A", from: w.routeA.from, to: w.routeA.to, stops: w.routeA.stops, type: w.routeA.type });
    expect(item.driver).toEqual({
      uuid: w.driverA.driver.uuid,
      name: "Driver A",
      dob: w.driverA.driver.dob,
      age: w.driverA.driver.age,
      phoneNumber: w.driverA.fields.phoneNumber,
      profilePicture: w.driverA.driver.profilePicture,
      profilePictureThumb: w.driverA.driver.profilePictureThumb,
    });
    expect(item.caretaker).toMatchObject({ uuid: w.caretakerA.caretaker.uuid, name: "Caretaker A", phoneNumber: w.caretakerA.fields.phoneNumber });
    expect(item.kids).toEqual([w.kidA.kid.uuid, w.kidB2.kid.uuid]);
    expect(item.kidDetails).toEqual([
      { uuid: w.kidA.kid.uuid, kidName: "Kid A", age: w.kidA.kid.age, gender: "female", status: "active", kidsImage: w.kidA.kid.kidsImage, kidsImageThumb: w.kidA.kid.kidsImageThumb },
      expect.objectContaining({ uuid: w.kidB2.kid.uuid, kidName: "Kid Bee Two" }),
    ]);
    // Nothing of route B, and no identity or parent data anywhere.
    expect(withoutUuids(res.body)).not.toContain("Route B");
    expect(res.body).not.toMatch(/aadhar|fatherName|motherName|parentsDetails/i);
    const byAccount = await get(API.driverRoute(await accountUuid(w.as.driverA)), w.as.driverA);
    expect(byAccount.statusCode).toBe(200);
    expect(byAccount.json()).toEqual(body);
  });

  it("driver B cannot read driver A's view (403), nor an unknown or malformed id; admin reads any, 404 for unknown", async () => {
    for (const id of [w.driverA.driver.uuid, await accountUuid(w.as.driverA), UNKNOWN, "x"]) {
      const res = await get(API.driverRoute(id), w.as.driverB);
      expect(res.statusCode, id).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const admin = await get(API.driverRoute(w.driverB.driver.uuid), w.admin);
    expect(admin.statusCode).toBe(200);
    expect((admin.json() as DriverRouteView[]).map((x) => x.routeInfo.name)).toEqual(["Route B"]);
    const unknown = await get(API.driverRoute(UNKNOWN), w.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: v.driverNotFound });
  });

  it("caretakers, parents and anonymous callers get 403/401", async () => {
    for (const [who, headers] of Object.entries({ caretakerA: w.as.caretakerA, fatherA: w.as.fatherA, motherA: w.as.motherA, ...roles })) {
      if (who === "driver") continue;
      const res = await get(API.driverRoute(w.driverA.driver.uuid), headers);
      expect(res.statusCode, who).toBe(403);
    }
    // A driver account with no profile is not "self" of anyone.
    expect((await get(API.driverRoute(w.driverA.driver.uuid), roles.driver)).statusCode).toBe(403);
    const anonymous = await get(API.driverRoute(w.driverA.driver.uuid), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthenticated);
  });
});

describe("GET /api/caretaker/route/{caretakerId} (spec §3.12)", () => {
  it("the caretaker sees her own routes with kids as { uuid, kidName, … }; by profile uuid or account uuid (the userId claim)", async () => {
    const res = await get(API.caretakerRoute(w.caretakerA.caretaker.uuid), w.as.caretakerA);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CaretakerRouteView[];
    expect(body).toHaveLength(1);
    expect(body[0].routeInfo.name).toBe("Route A");
    expect(body[0].driver.name).toBe("Driver A");
    expect(body[0].caretaker).toMatchObject({ uuid: w.caretakerA.caretaker.uuid, name: "Caretaker A", dob: w.caretakerA.caretaker.dob });
    expect(body[0].kids.map((k) => [k.uuid, k.kidName])).toEqual([
      [w.kidA.kid.uuid, "Kid A"],
      [w.kidB2.kid.uuid, "Kid Bee Two"],
    ]);
    expect(res.body).not.toMatch(/aadhar|fatherName|parentsDetails/i);
    const byAccount = await get(API.caretakerRoute(await accountUuid(w.as.caretakerA)), w.as.caretakerA);
    expect(byAccount.json()).toEqual(body);
  });

  it("caretaker B cannot read caretaker A's view; drivers, parents 403; admin any (404 unknown); anonymous 401", async () => {
    for (const id of [w.caretakerA.caretaker.uuid, UNKNOWN, "x"]) {
      expect((await get(API.caretakerRoute(id), w.as.caretakerB)).statusCode, id).toBe(403);
    }
    for (const [who, headers] of Object.entries({ driverA: w.as.driverA, fatherA: w.as.fatherA, motherB: w.as.motherB, caretakerNoProfile: roles.caretaker })) {
      const res = await get(API.caretakerRoute(w.caretakerA.caretaker.uuid), headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await get(API.caretakerRoute(w.caretakerA.caretaker.uuid), w.admin)).statusCode).toBe(200);
    const unknown = await get(API.caretakerRoute(UNKNOWN), w.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: v.caretakerNotFound });
    expect((await get(API.caretakerRoute(w.caretakerA.caretaker.uuid), {})).statusCode).toBe(401);
  });
});

describe("GET /api/kid/route/{kidUuid} (spec §3.12, the parent's KidRoute Details)", () => {
  it("the father of kid A gets kid A's route, its driver and caretaker (name, phone, photo) and only his own kid", async () => {
    const res = await get(API.kidRoute(w.kidA.kid.uuid), w.as.fatherA);
    expect(res.statusCode).toBe(200);
    const body = res.json() as KidRouteView[];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(1);
    const [first] = body;
    expect(first.routeInfo).toMatchObject({ uuid: w.routeA.uuid, name: "Route A", from: w.routeA.from, to: w.routeA.to });
    expect(first.driver).toMatchObject({ name: "Driver A", phoneNumber: w.driverA.fields.phoneNumber, profilePicture: w.driverA.driver.profilePicture });
    expect(first.caretaker).toMatchObject({ name: "Caretaker A", phoneNumber: w.caretakerA.fields.phoneNumber, profilePicture: w.caretakerA.caretaker.profilePicture });
    // Kid Bee Two (family B) rides the same route: family A never sees it.
    expect(first.kids.map((k) => k.uuid)).toEqual([w.kidA.kid.uuid]);
    expect(res.body).not.toContain("Kid Bee Two");
    expect(res.body).not.toContain(w.kidB2.kid.uuid);
    expect((await get(API.kidRoute(w.kidA.kid.uuid), w.as.motherA)).json()).toEqual(body);
  });

  it("family B sees its kid on route A with only that kid, and its other kid on route B", async () => {
    const a = (await get(API.kidRoute(w.kidB2.kid.uuid), w.as.fatherB)).json() as KidRouteView[];
    expect(a.map((x) => x.routeInfo.name)).toEqual(["Route A"]);
    expect(a[0].kids.map((k) => k.kidName)).toEqual(["Kid Bee Two"]);
    const b = (await get(API.kidRoute(w.kidB.kid.uuid), w.as.motherB)).json() as KidRouteView[];
    expect(b.map((x) => x.routeInfo.name)).toEqual(["Route B"]);
  });

  it("403 for another family's kid, an unknown or malformed id; staff 403; admin any (404 unknown); anonymous 401", async () => {
    for (const [who, headers, id] of [
      ["father A → kid B", w.as.fatherA, w.kidB.kid.uuid],
      ["mother A → kid B2", w.as.motherA, w.kidB2.kid.uuid],
      ["father B → kid A", w.as.fatherB, w.kidA.kid.uuid],
      ["father A → unknown", w.as.fatherA, UNKNOWN],
      ["father A → malformed", w.as.fatherA, "abc"],
      ["father without kids", roles.father, w.kidA.kid.uuid],
      ["driver A", w.as.driverA, w.kidA.kid.uuid],
      ["caretaker A", w.as.caretakerA, w.kidA.kid.uuid],
    ] as const) {
      const res = await get(API.kidRoute(id), headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await get(API.kidRoute(w.kidB.kid.uuid), w.admin)).statusCode).toBe(200);
    const unknown = await get(API.kidRoute(UNKNOWN), w.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: v.kidNotFound });
    expect((await get(API.kidRoute(w.kidA.kid.uuid), {})).statusCode).toBe(401);
  });
});

describe("kid profiles and photos through the assignments (decisions.md §4)", () => {
  const profile = (uuid: string, headers: Record<string, string>) => get(API.kidProfile(uuid), headers);

  it("a driver or caretaker reads the profile of a kid on their route without parent data; 403 for a kid not on it", async () => {
    for (const headers of [w.as.driverA, w.as.caretakerA]) {
      const res = await profile(w.kidA.kid.uuid, headers);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as KidProfile;
      expect(data.kidName).toBe("Kid A");
      expect(data.parentsDetails).toBeNull();
      expect(res.body).not.toMatch(/aadhar|fatherMobile|motherEmail/i);
      const other = await profile(w.kidB.kid.uuid, headers);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual(forbidden);
    }
    expect((await profile(w.kidB.kid.uuid, w.as.driverB)).statusCode).toBe(200);
    expect((await profile(w.kidA.kid.uuid, w.as.driverB)).statusCode).toBe(403);
  });

  it("files: staff see the photos of their route's kids and of each other; parents the photos of their kid's driver and caretaker; never identity documents", async () => {
    const file = (url: string | null, headers: Record<string, string>) => get(url!, headers);
    const adminDriverA = (await get(API.allDrivers, w.admin)).json().data.allDrivers.find((d: { uuid: string }) => d.uuid === w.driverA.driver.uuid);
    expect(adminDriverA.aadharFrontImage).toMatch(/^\/api\/files\//);
    const cases: [string, string | null, Record<string, string>, number][] = [
      ["driver A → kid A photo", w.kidA.kid.kidsImage, w.as.driverA, 200],
      ["driver A → kid A thumbnail", w.kidA.kid.kidsImageThumb, w.as.driverA, 200],
      ["caretaker A → kid B2 photo", w.kidB2.kid.kidsImage, w.as.caretakerA, 200],
      ["driver A → kid B photo", w.kidB.kid.kidsImage, w.as.driverA, 403],
      ["caretaker B → kid A photo", w.kidA.kid.kidsImage, w.as.caretakerB, 403],
      ["driver A → caretaker A photo", w.caretakerA.caretaker.profilePicture, w.as.driverA, 200],
      ["caretaker A → driver A photo", w.driverA.driver.profilePicture, w.as.caretakerA, 200],
      ["driver A → caretaker B photo", w.caretakerB.caretaker.profilePicture, w.as.driverA, 403],
      ["driver A → driver B photo", w.driverB.driver.profilePicture, w.as.driverA, 403],
      ["father A → driver A photo", w.driverA.driver.profilePicture, w.as.fatherA, 200],
      ["mother A → caretaker A photo", w.caretakerA.caretaker.profilePicture, w.as.motherA, 200],
      ["father A → driver B photo", w.driverB.driver.profilePicture, w.as.fatherA, 403],
      ["father A → caretaker B photo", w.caretakerB.caretaker.profilePicture, w.as.fatherA, 403],
      ["father B → driver A photo (kid B2 rides route A)", w.driverA.driver.profilePicture, w.as.fatherB, 200],
      ["father A → driver A Aadhaar", adminDriverA.aadharFrontImage, w.as.fatherA, 403],
      ["caretaker A → driver A licence", adminDriverA.dlFrontImage, w.as.caretakerA, 403],
      ["driver A → father A portrait", w.kidA.kid.parentsDetails!.fatherImage, w.as.driverA, 403],
      ["driver A → father A Aadhaar", w.kidA.kid.parentsDetails!.father_aadhar_front_image, w.as.driverA, 403],
      ["parent without kids → driver A photo", w.driverA.driver.profilePicture, roles.father, 403],
    ];
    for (const [who, url, headers, status] of cases) {
      expect(url, who).toBeTruthy();
      expect((await file(url, headers)).statusCode, who).toBe(status);
    }
  });

  it("access follows the assignments: a kid moved off the route is no longer visible to its staff", async () => {
    const extra = await createAssignment(t.app, w.admin, {
      route_uuid: w.routeB.uuid,
      kids_uuids: [w.kidA.kid.uuid],
      driver_uuid: w.driverB.driver.uuid,
      caretaker_uuid: w.caretakerB.caretaker.uuid,
    });
    expect((await profile(w.kidA.kid.uuid, w.as.driverB)).statusCode).toBe(200);
    expect((await get(API.kidRoute(w.kidA.kid.uuid), w.as.fatherA)).json().map((x: KidRouteView) => x.routeInfo.name)).toEqual(["Route A", "Route B"]);
    expect((await get(w.driverB.driver.profilePicture!, w.as.fatherA)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: API.deleteKidRoute(extra.uuid), headers: w.admin })).statusCode).toBe(200);
    expect((await profile(w.kidA.kid.uuid, w.as.driverB)).statusCode).toBe(403);
    expect((await get(w.driverB.driver.profilePicture!, w.as.fatherA)).statusCode).toBe(403);
  });
});
