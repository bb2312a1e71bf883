import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requiredText } from "./schemas/common";
import { longTextMini, requiredTextMini } from "./schemas/mini-text";
import { runSheetAnswerSchema } from "./schemas/run-sheet-answer";
import { runSheetSchema } from "./schemas/run-sheet";

// The phone parses the run sheet with a zod-mini mirror of the server's classic schema (docs/decisions/0160):
// both must accept and refuse the same answers, and read them the same way.

const section = {
  photoUrl: "/api/files/p1",
  photoThumbUrl: null,
  time: "07:42",
  latitude: 16.3,
  longitude: 80.44,
  capturedBy: "Lakshmi",
  capturedByUuid: "c1",
  capturedByRole: "caretaker",
  capturedAt: "2026-11-23T02:12:00.000Z",
  editedAt: null,
  editedBy: null,
};
const staff = { uuid: "d1", name: "Ravi", dob: "1990-01-02", age: 36, phoneNumber: "9876543210", profilePicture: null, profilePictureThumb: null };

function sheet(): Record<string, unknown> {
  return {
    date: "2026-11-23",
    day: "today",
    generatedAt: "2026-11-23T02:00:00.000Z",
    routes: [
      {
        uuid: "a1",
        routeInfo: {
          uuid: "r1",
          name: "Brodipet",
          from: "Brodipet",
          to: "School",
          type: "Shortest",
          distance: 4,
          estimatedTime: 20,
          stops: ["Brodipet", "School"],
          description: "",
          subRoutes: [{ name: "Lane 4", distance: 1, estimatedTime: 5, stops: ["Lane 4"] }],
        },
        driver: staff,
        kids: [
          {
            uuid: "k1",
            kidName: "Anu",
            age: 7,
            gender: "Female",
            status: "Active",
            kidsImage: null,
            kidsImageThumb: null,
            stop: 1,
            address: "4-12, Brodipet, Guntur",
            parents: [{ relation: "mother", name: "Sita", mobile: "9876543211" }],
            attendance: {
              uuid: "att1",
              kidName: "Anu",
              date: "2026-11-23",
              userProfileUuid: "k1",
              homePickup: section,
              InstituteDrop: null,
              InstitutePickup: null,
              homeDrop: null,
              createdAt: "2026-11-23T02:12:00.000Z",
              updatedAt: "2026-11-23T02:12:00.000Z",
              history: [{ ...section, type: "homePickup", replacedAt: "2026-11-23T02:13:00.000Z", replacedBy: "Lakshmi" }],
            },
          },
        ],
      },
    ],
  };
}

type Sheet = ReturnType<typeof sheet>;
const kidOf = (s: Sheet) => ((s.routes as Record<string, unknown>[])[0].kids as Record<string, unknown>[])[0];
const attendanceOf = (s: Sheet) => kidOf(s).attendance as Record<string, unknown>;

const samples: [string, (s: Sheet) => unknown][] = [
  ["a full sheet", (s) => s],
  ["an empty day (no routes)", (s) => ({ ...s, routes: [] })],
  ["without `day`", (s) => ({ ...s, day: undefined })],
  ["a route with its run (docs/decisions/0240)", (s) => (Object.assign((s.routes as Record<string, unknown>[])[0], { run: "afternoon" }), s)],
  ["a wrong run", (s) => (Object.assign((s.routes as Record<string, unknown>[])[0], { run: "evening" }), s)],
  ["a day not recorded yet", (s) => (Object.assign(attendanceOf(s), { uuid: null, createdAt: null, updatedAt: null, homePickup: null, history: undefined }), s)],
  ["extra keys (stripped)", (s) => (Object.assign(kidOf(s), { secret: "x" }), { ...s, extra: 1 })],
  ["a wrong day", (s) => ({ ...s, day: "yesterday" })],
  ["no date", (s) => ({ ...s, date: undefined })],
  ["routes not a list", (s) => ({ ...s, routes: {} })],
  ["stop 0", (s) => (Object.assign(kidOf(s), { stop: 0 }), s)],
  ["stop 1.5", (s) => (Object.assign(kidOf(s), { stop: 1.5 }), s)],
  ["stop as text", (s) => (Object.assign(kidOf(s), { stop: "1" }), s)],
  ["a parent who is an uncle", (s) => (Object.assign(kidOf(s), { parents: [{ relation: "uncle", name: "X", mobile: "1" }] }), s)],
  ["a wrong route type", (s) => (Object.assign((s.routes as Record<string, unknown>[])[0].routeInfo as object, { type: "Fastest" }), s)],
  ["a section without time", (s) => (Object.assign(attendanceOf(s), { homePickup: { ...section, time: undefined } }), s)],
  ["a history entry of an unknown leg", (s) => (Object.assign(attendanceOf(s), { history: [{ ...section, type: "lunch", replacedAt: "x", replacedBy: null }] }), s)],
  ["latitude as text", (s) => (Object.assign(attendanceOf(s), { homePickup: { ...section, latitude: "16.3" } }), s)],
  ["a driver without age", (s) => (Object.assign((s.routes as Record<string, unknown>[])[0], { driver: { ...staff, age: undefined } }), s)],
  ["null", () => null],
];

describe("the phone's run sheet schema (mini) and the server's (classic)", () => {
  it.each(samples)("%s: same verdict, same data", (_name, make) => {
    const value = make(sheet());
    const classic = runSheetSchema.safeParse(value);
    const mini = runSheetAnswerSchema.safeParse(value);
    expect(mini.success).toBe(classic.success);
    if (classic.success && mini.success) expect(mini.data).toEqual(classic.data);
    else expect(mini.error?.issues.map((i) => i.path)).toEqual(classic.error?.issues.map((i) => i.path));
  });

  it("accepts the full sheet (the samples above are not all refusals)", () => {
    expect(runSheetAnswerSchema.safeParse(sheet()).success).toBe(true);
  });
});

describe("the mini text rules give the catalogue's messages, as the classic ones", () => {
  const values = [undefined, null, 7, "", "   ", " a ", "x".repeat(10), "x".repeat(11), ` ${"x".repeat(10)} `];
  it.each(values)("requiredText %j", (value) => {
    const classic = requiredText("Name is required", 10).safeParse(value);
    const mini = requiredTextMini("Name is required", 10).safeParse(value);
    expect(mini.success).toBe(classic.success);
    if (classic.success && mini.success) expect(mini.data).toBe(classic.data);
    else expect(mini.error?.issues.map((i) => i.message)).toEqual(classic.error?.issues.map((i) => i.message));
  });

  it.each(values)("long text %j", (value) => {
    const classic = z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(10, { error: "Too long" }).safeParse(value);
    const mini = longTextMini("Required", "Too long", 10).safeParse(value);
    expect(mini.success).toBe(classic.success);
    if (classic.success && mini.success) expect(mini.data).toBe(classic.data);
    else expect(mini.error?.issues.map((i) => i.message)).toEqual(classic.error?.issues.map((i) => i.message));
  });
});
