import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_SECTION_KEYS,
  ATTENDANCE_SECTION_OF_TYPE,
  ATTENDANCE_TYPE_OF_SECTION,
  ATTENDANCE_TYPES,
  attendanceLookupFormSchema,
  createFeedbackSchema,
  createHelpRequestSchema,
  HELP_FEEDBACK_LIMITS,
  messages,
  updateKidAttendanceRequestSchema,
} from "./index.js";

const f = messages.attendance.fields;
const firstError = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("attendance record keys (spec §3.6)", () => {
  it("maps each capture type to the section key spelt as the spec writes it, and back", () => {
    expect(ATTENDANCE_SECTION_KEYS).toEqual(["homePickup", "InstituteDrop", "InstitutePickup", "homeDrop"]);
    for (const type of ATTENDANCE_TYPES) expect(ATTENDANCE_TYPE_OF_SECTION[ATTENDANCE_SECTION_OF_TYPE[type]]).toBe(type);
  });
});

describe("PUT /api/v1/kid-attendance/update/{uuid} body", () => {
  it("takes time and location of each section sent, ignores every other key, keeps null sections unchanged", () => {
    const parsed = updateKidAttendanceRequestSchema.parse({
      uuid: "x",
      kidName: "Anu",
      date: "2025-06-15",
      homePickup: { photoUrl: "/api/files/1", time: " 07:05 ", latitude: "16.3", longitude: 80.4, capturedBy: "Lakshmi" },
      InstituteDrop: null,
      InstitutePickup: { pickupTime: "16:10" },
    });
    expect(parsed).toEqual({ homePickup: { time: "07:05", latitude: 16.3, longitude: 80.4 }, InstituteDrop: null, InstitutePickup: { time: "16:10" } });
  });

  it("refuses a bad time or coordinate with the capture's texts", () => {
    expect(firstError(updateKidAttendanceRequestSchema.safeParse({ homeDrop: { time: "7pm" } }))).toBe(f.pickupTimeInvalid);
    expect(firstError(updateKidAttendanceRequestSchema.safeParse({ homeDrop: { time: "" } }))).toBe(f.pickupTimeRequired);
    expect(firstError(updateKidAttendanceRequestSchema.safeParse({ homeDrop: { latitude: -91 } }))).toBe(f.latitudeInvalid);
    expect(firstError(updateKidAttendanceRequestSchema.safeParse({ homeDrop: { longitude: "" } }))).toBe(f.longitudeInvalid);
    expect(firstError(updateKidAttendanceRequestSchema.safeParse({ homeDrop: "17:00" }))).toBe(messages.attendance.server.sectionInvalid("Home Drop"));
  });
});

describe("Get Kid Attendance By Date form (spec §5.11)", () => {
  it('needs both: "Please enter both Kid and Date"', () => {
    expect(firstError(attendanceLookupFormSchema.safeParse({ kidUuid: "", date: "2025-06-15" }))).toBe("Please enter both Kid and Date");
    expect(firstError(attendanceLookupFormSchema.safeParse({ kidUuid: "k", date: "" }))).toBe("Please enter both Kid and Date");
    expect(attendanceLookupFormSchema.safeParse({ kidUuid: "k", date: "2025-06-15" }).success).toBe(true);
  });
});

describe("help and feedback forms", () => {
  const h = messages.helpFeedback.help;
  const fb = messages.helpFeedback.feedback;
  it("help: a kid and a reason (trimmed, at most the limit)", () => {
    expect(createHelpRequestSchema.parse({ kidUuid: "k", reason: "  Late van \n" })).toEqual({ kidUuid: "k", reason: "Late van" });
    expect(firstError(createHelpRequestSchema.safeParse({ kidUuid: "k", reason: "  " }))).toBe(h.reasonRequired);
    expect(firstError(createHelpRequestSchema.safeParse({ kidUuid: "k", reason: "x".repeat(HELP_FEEDBACK_LIMITS.reasonMax + 1) }))).toBe(h.reasonTooLong);
    expect(firstError(createHelpRequestSchema.safeParse({ reason: "Help" }))).toBe(h.kidRequired);
  });
  it("feedback: required, at most the limit", () => {
    expect(createFeedbackSchema.parse({ feedback: " Good " })).toEqual({ feedback: "Good" });
    expect(firstError(createFeedbackSchema.safeParse({}))).toBe(fb.feedbackRequired);
    expect(firstError(createFeedbackSchema.safeParse({ feedback: "y".repeat(HELP_FEEDBACK_LIMITS.feedbackMax + 1) }))).toBe(fb.feedbackTooLong);
  });
});
