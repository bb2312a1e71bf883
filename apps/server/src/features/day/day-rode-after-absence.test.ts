import { describe, expect, it } from "vitest";
import { API, todayInIndia, type DayBoardResponse, type KidDaysResponse } from "@app/contracts";
import { addAfternoonRuns, createCapture } from "../../test/attendance-factories";
import { type RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import { type TestApp } from "../../test/test-app";

// A kid is never both absent and in the van (docs/decisions/0242): a capture clears the absence
// of its leg and of the legs after it on the same run, and the Today board counts each kid once.
let t: TestApp;
let w: RouteWorld;
const today = todayInIndia();

useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  await addAfternoonRuns(t, w);
});

const ok = async (res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
};
const notAtStop = (headers: Record<string, string>, kidUuid: string) =>
  t.app.inject({ method: "POST", url: API.notAtStop, headers, payload: { kidUuid, leg: "homePickup" } }).then(ok);
const board = async () => {
  const res = await t.app.inject({ method: "GET", url: API.dayBoard(), headers: w.admin });
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as DayBoardResponse).data.routes.map((r) => [r.route.name, r]));
};

describe("a capture after an absence", () => {
  it("not at the stop, then picked up after all: the kid's day and the board say in the van, not absent", async () => {
    await notAtStop(w.as.caretakerA, w.kidA.kid.uuid);
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", pickupTime: "07:55" });

    const res = await t.app.inject({ method: "GET", url: API.kidDays(w.kidA.kid.uuid), headers: w.as.motherA });
    expect(res.statusCode).toBe(200);
    const [pickup, drop] = (res.json() as KidDaysResponse).data.days[0].legs;
    expect(pickup).toMatchObject({ leg: "homePickup", status: "done", absence: null, capture: { time: "07:55" } });
    expect(drop).toMatchObject({ leg: "instituteDrop", status: "pending", absence: null });

    const a = (await board()).get("Route A")!;
    expect(a.absent).toBe(0);
    expect(a.absentKids).toEqual([]);
    expect(a.legs.homePickup).toEqual({ expected: 2, done: 1, absent: 0, missing: [{ uuid: w.kidB2.kid.uuid, kidName: "Kid Bee Two" }] });
    expect(a.legs.instituteDrop).toEqual({
      expected: 2,
      done: 0,
      absent: 0,
      missing: [
        { uuid: w.kidA.kid.uuid, kidName: "Kid A" },
        { uuid: w.kidB2.kid.uuid, kidName: "Kid Bee Two" },
      ],
    });
  });

  it("afternoon legs marked absent, then the kid left the institute in the van: counted once, not absent", async () => {
    await ok(await t.app.inject({ method: "PUT", url: API.kidAbsenceDay(w.kidB2.kid.uuid, today), headers: w.admin, payload: { legs: ["institutePickup", "homeDrop"] } }));
    await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "institutePickup", pickupTime: "15:40" });

    const evening = (await board()).get("Route A Evening")!;
    expect(evening.absent).toBe(0);
    expect(evening.legs.institutePickup).toEqual({ expected: 2, done: 1, absent: 0, missing: [{ uuid: w.kidA.kid.uuid, kidName: "Kid A" }] });
    expect(evening.legs.homeDrop).toMatchObject({ expected: 2, done: 0, absent: 0 });

    const days = (await t.app.inject({ method: "GET", url: API.kidDays(w.kidB2.kid.uuid), headers: w.admin })).json() as KidDaysResponse;
    expect(days.data.days[0].legs.map((l) => [l.leg, l.status])).toEqual([
      ["homePickup", "pending"],
      ["instituteDrop", "pending"],
      ["institutePickup", "done"],
      ["homeDrop", "pending"],
    ]);
  });

  it("an earlier leg stays absent, but a kid who rode a later leg of the run is not counted absent", async () => {
    await notAtStop(w.as.caretakerB, w.kidB.kid.uuid);
    await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "instituteDrop", pickupTime: "08:30" });

    const b = (await board()).get("Route B")!;
    expect(b.legs.homePickup).toEqual({ expected: 1, done: 0, absent: 1, missing: [] });
    expect(b.legs.instituteDrop).toEqual({ expected: 1, done: 1, absent: 0, missing: [] });
    expect(b.absent).toBe(0);
    expect(b.absentKids).toEqual([]);
  });
});
