import { describe, expect, it } from "vitest";
import { API, API_EXPORTS, todayInIndia, type AllKidAttendanceResponse, type KidAttendanceDay, type LegStates } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { addAfternoonRuns, createCapture } from "../../test/attendance-factories";
import { type RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import type { TestApp } from "../../test/test-app";

// "Not at the stop" (and every other leg state) reads the same in the admin's list, the lookup the
// parent's kid profile calls, and the attendance file: all from the day's one truth (docs/decisions/0242).
let t: TestApp;
let w: RouteWorld;
const today = todayInIndia();

useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  await addAfternoonRuns(t, w);
  // Kid A picked up from home at 07:40; in the afternoon, not at the institute's stop.
  await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", pickupTime: "07:40" });
  const res = await t.app.inject({ method: "POST", url: API.notAtStop, headers: w.as.caretakerA, payload: { kidUuid: w.kidA.kid.uuid, leg: "institutePickup" } });
  if (res.statusCode !== 200) throw new Error(res.body);
});

const expected: LegStates = {
  homePickup: { status: "done", time: "07:40", absentBy: null, correction: null },
  InstituteDrop: { status: "pending", time: null, absentBy: null, correction: null },
  InstitutePickup: { status: "absent", time: null, absentBy: "caretaker", correction: null },
  homeDrop: { status: "absent", time: null, absentBy: "caretaker", correction: null },
};

describe("a leg's state in the attendance list, the lookup and the file", () => {
  it("the admin's list carries each record's legs' states", async () => {
    const res = await t.app.inject({ method: "GET", url: API.allKidAttendance, headers: w.admin });
    expect(res.statusCode).toBe(200);
    const row = (res.json() as AllKidAttendanceResponse).data.find((r) => r.userProfileUuid === w.kidA.kid.uuid)!;
    expect(row.legStates).toEqual(expected);
  });

  it("the lookup answers the parent (kid profile) and the admin the same states", async () => {
    for (const headers of [w.as.motherA, w.admin]) {
      const res = await t.app.inject({ method: "GET", url: API.kidAttendanceByDate(w.kidA.kid.uuid, today), headers });
      expect(res.statusCode).toBe(200);
      expect((res.json() as KidAttendanceDay).legStates).toEqual(expected);
    }
  });

  it("the CSV writes 'Not at the stop' in the legs' columns, in the reader's language", async () => {
    for (const lang of ["en", "te"] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: `${API_EXPORTS.attendance}?format=csv&from=${today}&to=${today}&kidUuid=${w.kidA.kid.uuid}`,
        headers: { ...w.admin, "accept-language": lang },
      });
      expect(res.statusCode).toBe(200);
      const lines = res.body.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      const notAtStop = catalogueFor(lang).day.absences.badgeBy.caretaker;
      // Date and kid first; then each leg's state or time, and who captured it.
      expect(lines[1]!.split(",").slice(2)).toEqual(["07:40", "Caretaker A", "", "", notAtStop, "", notAtStop, ""]);
    }
  });
});
