import { describe, expect, it } from "vitest";
import { API, messages, type KidRouteAssignment, type KidRouteView } from "@app/contracts";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute, type RouteWorld } from "../../test/route-factories";
import { type TestApp } from "../../test/test-app";
import { useRouteWorld } from "../../test/route-world-hooks";

const clash = messages.day.assignments.kidOnOtherRun;

let t: TestApp;
let w: RouteWorld;

useRouteWorld((app, world) => {
  t = app;
  w = world;
});

const post = (payload: object) => t.app.inject({ method: "POST", url: API.createKidRoute, headers: w.admin, payload });
const put = (uuid: string, payload: object) => t.app.inject({ method: "PUT", url: API.updateKidRoute(uuid), headers: w.admin, payload });

async function staffed(routeName: string, kids: string[], run?: "morning" | "afternoon") {
  const route = await createRoute(t.app, w.admin, { name: routeName });
  return { route_uuid: route.uuid, kids_uuids: kids, driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid, ...(run ? { run } : {}) };
}

describe("a kid rides one assignment per run (docs/decisions/0065)", () => {
  it("a second assignment of the same run is refused with a clear message; the other run is fine", async () => {
    const { kid } = await createKid(t.app, w.admin, { kidName: "Ravi" });
    const morning = await createAssignment(t.app, w.admin, await staffed("Brodipet Morning", [kid.uuid], "morning"));
    expect(morning.run).toBe("morning");
    const second = await post(await staffed("Lakshmipuram Morning", [kid.uuid], "morning"));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: clash("Ravi", "morning", "Brodipet Morning") });
    const evening = await post(await staffed("Brodipet Evening", [kid.uuid], "afternoon"));
    expect(evening.statusCode).toBe(201);
    expect((evening.json().data as KidRouteAssignment).run).toBe("afternoon");
    // A third, whichever run, is refused; without `run` the clash of the morning is named.
    const third = await post(await staffed("Third Route", [kid.uuid]));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: clash("Ravi", "morning", "Brodipet Morning") });
    const afternoon = await post(await staffed("Fourth Route", [kid.uuid], "afternoon"));
    expect(afternoon.json()).toEqual({ error: clash("Ravi", "afternoon", "Brodipet Evening") });
    // Changing the evening assignment to the morning run clashes too; its own run does not clash with itself.
    const evId = (evening.json().data as KidRouteAssignment).uuid;
    const evBody = { route_uuid: evening.json().data.route_uuid, kids_uuids: [kid.uuid], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid };
    expect((await put(evId, { ...evBody, run: "morning" })).statusCode).toBe(409);
    const same = await put(evId, evBody);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.run).toBe("afternoon");
  });

  it("a client that sends no run gets the first free run (the spec's payload has none)", async () => {
    const { kid } = await createKid(t.app, w.admin, { kidName: "Sita" });
    expect((await createAssignment(t.app, w.admin, await staffed("Sita One", [kid.uuid]))).run).toBe("morning");
    expect((await createAssignment(t.app, w.admin, await staffed("Sita Two", [kid.uuid]))).run).toBe("afternoon");
  });

  it("a bad run is 400", async () => {
    const { kid } = await createKid(t.app, w.admin, { kidName: "Gopi" });
    const res = await post({ ...(await staffed("Gopi Route", [kid.uuid])), run: "night" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.day.assignments.runInvalid });
  });

  it("two assignments saved at once for the same kid and run: exactly one wins", async () => {
    const { kid } = await createKid(t.app, w.admin, { kidName: "Race Kid" });
    const [x, y] = await Promise.all([post(await staffed("Race One", [kid.uuid], "morning")), post(await staffed("Race Two", [kid.uuid], "morning"))]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
  });

  it("the parent's route view lists every route the kid rides, each with its run", async () => {
    const { kid, fields } = await createKid(t.app, w.admin, { kidName: "Both Ways", parentsDetails: w.kidA.fields.parentsDetails });
    await createAssignment(t.app, w.admin, await staffed("Zeta Morning", [kid.uuid], "morning"));
    await createAssignment(t.app, w.admin, await staffed("Alpha Evening", [kid.uuid], "afternoon"));
    expect(fields.kidName).toBe("Both Ways");
    const res = await t.app.inject({ method: "GET", url: API.kidRoute(kid.uuid), headers: w.as.fatherA });
    expect(res.statusCode).toBe(200);
    expect((res.json() as KidRouteView[]).map((v) => [v.routeInfo.name, v.run])).toEqual([
      ["Alpha Evening", "afternoon"],
      ["Zeta Morning", "morning"],
    ]);
  });
});
