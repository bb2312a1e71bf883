import { describe, expect, it } from "vitest";
import { API, ATTENDANCE_CAPTURE, type CaptureAttendanceResponse, type KidAttendanceRecord } from "@app/contracts";
import { sql } from "drizzle-orm";
import { addAfternoonRuns, createCapture, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { type RouteWorld } from "../../test/route-factories";
import { type TestApp } from "../../test/test-app";
import * as repo from "./attendance.repository";
import { useRouteWorld } from "../../test/route-world-hooks";

// The capture's answer is read in one statement (docs/decisions/0185): it must be exactly what the
// three-statement read of every other call gives, for every kind of leg a record can hold.
let t: TestApp;
let w: RouteWorld;

useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  // The caretakers record afternoon legs too: they ride both runs (docs/decisions/0231).
  await addAfternoonRuns(t, w);
});

const dayOf = async (kid: string, date: string) =>
  (await t.app.inject({ method: "GET", url: API.kidAttendanceByDate(kid, date), headers: w.admin })).json() as KidAttendanceRecord;

describe("the capture's answer in one statement", () => {
  it("equals the three-statement read: legs by two people, an edited leg, a leg whose media the retention removed, two replacements in order", async () => {
    const date = yearsAgo(0, -3);
    const kid = w.kidA.kid.uuid;
    await createCapture(t.app, w.as.caretakerA, kid, { type: "homePickup", date, pickupTime: "07:10", latitude: "16.306652", longitude: "80.436539" });
    const second = await createCapture(t.app, w.admin, kid, { type: "instituteDrop", date, pickupTime: "08:20" });
    const id = second.data.uuid!;
    // An admin's edit of a leg (editedBy, editedAt).
    const edit = await t.app.inject({ method: "PUT", url: API.updateKidAttendance(id), headers: w.admin, payload: { homePickup: { time: "07:12" } } });
    expect(edit.statusCode).toBe(200);
    // Two confirmed replacements of the same leg: the history newest first.
    for (const time of ["08:25", "08:30"]) {
      const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid, { type: "instituteDrop", date, pickupTime: time, [ATTENDANCE_CAPTURE.replaceField]: "true" }));
      expect(res.statusCode).toBe(201);
    }
    // The retention job's mark on one leg (photo and place cleared, the time and who stay).
    await t.database.db.execute(
      sql`update kid_attendance_sections set photo_file_id = null, latitude = null, longitude = null, media_removed_at = now() where attendance_id = ${id} and type = 'homePickup'`,
    );

    const three = await repo.findLiveAggregate(t.database.db, { id });
    const one = await repo.findLiveAggregateInOne(t.database.db, id);
    expect(three).toBeDefined();
    expect(one).toEqual(three);
    expect(one!.history).toHaveLength(2);
    expect(one!.sections.find((s) => s.type === "homePickup")).toMatchObject({ editedByName: expect.any(String), photoFileId: null, latitude: null });

    // And the capture answers the same record the day's read shows.
    const last = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(kid, { type: "institutePickup", date, pickupTime: "14:00", latitude: "16.5" }));
    expect(last.statusCode).toBe(201);
    // The lookup adds each leg's state (docs/decisions/0242); the capture's answer stays without it.
    const { legStates, ...read } = (await dayOf(kid, date)) as Record<string, unknown>;
    expect(legStates).toBeDefined();
    expect((last.json() as CaptureAttendanceResponse).data).toEqual(read);
  });

  it("is undefined for a deleted or unknown record", async () => {
    const date = yearsAgo(0, -4);
    const made = await createCapture(t.app, w.admin, w.kidB.kid.uuid, { type: "homeDrop", date });
    const id = made.data.uuid!;
    expect(await repo.findLiveAggregateInOne(t.database.db, id)).toEqual(await repo.findLiveAggregate(t.database.db, { id }));
    expect((await t.app.inject({ method: "DELETE", url: API.deleteKidAttendance(id), headers: w.admin })).statusCode).toBe(200);
    expect(await repo.findLiveAggregateInOne(t.database.db, id)).toBeUndefined();
    expect(await repo.findLiveAggregateInOne(t.database.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });
});
