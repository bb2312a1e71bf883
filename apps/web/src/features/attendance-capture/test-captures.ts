import type { CaptureFields, CaptureRecord } from "./capture-queue";

/** Test data: a capture's fields for one kid (Anvi's home pickup), with overrides. */
export function captureFieldsForTest(overrides: Partial<CaptureFields> = {}): CaptureFields & { kidName: string } {
  return {
    userProfileUuid: "3f1c9a52-8f0e-4c55-9a43-2b7a1c0d9e11",
    kidName: "Anvi",
    date: "2025-06-15",
    type: "homePickup",
    pickupTime: "08:05",
    latitude: 16.306652,
    longitude: 80.436539,
    ...overrides,
  };
}

/** Test data: a queued capture's record as the queue stores it (untagged, never tried), with overrides. */
export function captureRecordForTest(id: string, overrides: Partial<CaptureRecord> = {}): CaptureRecord {
  return {
    id,
    ...captureFieldsForTest(),
    userId: null,
    userName: null,
    createdAt: 1,
    attempts: 0,
    status: "pending",
    lastError: null,
    lastStatus: null,
    nextAttemptAt: null,
    ...overrides,
  };
}
