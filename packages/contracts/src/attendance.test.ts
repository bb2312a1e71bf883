import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attendanceCaptureFieldsSchema, idempotencyKeySchema, messages } from "./index.js";

const f = messages.attendance.fields;
const valid = {
  userProfileUuid: "3f1c9a52-8f0e-4c55-9a43-2b7a1c0d9e11",
  date: "2025-06-15",
  type: "homePickup",
  pickupTime: "08:05",
  latitude: "16.306652",
  longitude: "80.436539",
};
const errorOf = (input: Record<string, unknown>) => attendanceCaptureFieldsSchema.safeParse(input).error?.issues[0]?.message;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T02:35:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("attendance capture fields (POST /api/v1/kid-attendance)", () => {
  it("accepts the multipart text fields and gives numbers for the coordinates", () => {
    expect(attendanceCaptureFieldsSchema.parse(valid)).toEqual({ ...valid, latitude: 16.306652, longitude: 80.436539 });
    expect(attendanceCaptureFieldsSchema.parse({ ...valid, latitude: 16.3, longitude: -80.4 })).toMatchObject({ latitude: 16.3, longitude: -80.4 });
  });

  it("refuses each bad field with its catalogue text", () => {
    expect(errorOf({ ...valid, userProfileUuid: " " })).toBe(f.kidRequired);
    expect(errorOf({ ...valid, date: "" })).toBe(f.dateRequired);
    expect(errorOf({ ...valid, date: "2025-02-30" })).toBe(f.dateInvalid);
    expect(errorOf({ ...valid, date: "2025-06-16" })).toBe(f.dateFuture);
    expect(errorOf({ ...valid, type: "InstituteDrop" })).toBe(f.typeInvalid);
    expect(errorOf({ ...valid, pickupTime: "" })).toBe(f.pickupTimeRequired);
    expect(errorOf({ ...valid, pickupTime: "8:05 AM" })).toBe(f.pickupTimeInvalid);
    expect(errorOf({ ...valid, latitude: "91" })).toBe(f.latitudeInvalid);
    expect(errorOf({ ...valid, latitude: "" })).toBe(f.latitudeInvalid);
    expect(errorOf({ ...valid, latitude: "north" })).toBe(f.latitudeInvalid);
    expect(errorOf({ ...valid, longitude: "-180.5" })).toBe(f.longitudeInvalid);
    const { longitude: _omit, ...missing } = valid;
    expect(errorOf(missing)).toBe(f.longitudeInvalid);
  });

  it("takes a UUID as Idempotency-Key", () => {
    expect(idempotencyKeySchema.safeParse("6b0c7d1e-9a8f-4e3b-8c2d-1f0e9d8c7b6a").success).toBe(true);
    expect(idempotencyKeySchema.safeParse("capture-1").error?.issues[0]?.message).toBe(f.idempotencyKeyInvalid);
  });
});
