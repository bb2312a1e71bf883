import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@app/contracts";
import { findAnswer } from "../../lib/idempotency";
import { addAfternoonRuns, attendanceState, capturePhoto, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

// The key's answer is looked up through this spy, so a test can make one lookup miss as it would
// while a concurrent copy of the same capture had not committed yet (docs/decisions/0203).
vi.mock("../../lib/idempotency", async (original) => {
  const actual = await original<typeof import("../../lib/idempotency")>();
  return { ...actual, findAnswer: vi.fn(actual.findAnswer) };
});

let t: TestApp;
let w: RouteWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  // Caretaker A records afternoon legs too: she rides both runs (docs/decisions/0231).
  await addAfternoonRuns(t, w);
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe("a keyed capture that meets its own copy's leg (docs/decisions/0203)", () => {
  it("answers the copy's stored answer, not 409, and stores nothing more", async () => {
    const key = randomUUID();
    const photo = await capturePhoto({ color: "#13579b" });
    const fields = validCaptureFields(w.kidA.kid.uuid, { type: "institutePickup", date: yearsAgo(0, -1) });
    const first = await sendCapture(t.app, w.as.caretakerA, fields, { key, photo });
    expect(first.statusCode).toBe(201);
    const after = await attendanceState(t.database, t.dataDir);

    // The copy started before the first committed: its first lookup finds no answer, so it goes on
    // to write the leg, which the first copy has recorded by then.
    vi.mocked(findAnswer).mockResolvedValueOnce(null);
    const copy = await sendCapture(t.app, w.as.caretakerA, fields, { key, photo });
    expect(copy.statusCode).toBe(201);
    expect(copy.body).toBe(first.body);
    expect(copy.headers["idempotent-replayed"]).toBe("true");
    expect(await attendanceState(t.database, t.dataDir)).toEqual(after);
  });

  it("a capture under another key for a recorded leg is still 409 and stores nothing", async () => {
    const photo = await capturePhoto({ color: "#2468ac" });
    const fields = validCaptureFields(w.kidA.kid.uuid, { type: "homeDrop", date: yearsAgo(0, -2) });
    expect((await sendCapture(t.app, w.as.caretakerA, fields, { key: randomUUID(), photo })).statusCode).toBe(201);
    const after = await attendanceState(t.database, t.dataDir);
    const other = await sendCapture(t.app, w.as.caretakerA, fields, { key: randomUUID(), photo });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toContain(messages.attendance.typeLabels.homeDrop);
    expect(await attendanceState(t.database, t.dataDir)).toEqual(after);
  });
});
