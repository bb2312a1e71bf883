import type { AttendanceSection, KidAttendanceDay, KidAttendanceRecord } from "@app/contracts";

/** One captured leg as the API answers it. Test data only. */
export function fakeLeg(overrides: Partial<AttendanceSection> = {}): AttendanceSection {
  return {
    photoUrl: "/api/files/photo-1",
    photoThumbUrl: "/api/files/photo-1-thumb",
    time: "07:45",
    latitude: 16.3067,
    longitude: 80.4365,
    capturedBy: "Lakshmi Caretaker",
    capturedByUuid: "caretaker-uuid",
    capturedByRole: "caretaker",
    capturedAt: "2025-06-15T02:15:00.000Z",
    editedAt: null,
    editedBy: null,
    ...overrides,
  };
}

export function fakeRecord(overrides: Partial<KidAttendanceRecord> = {}): KidAttendanceRecord {
  return {
    uuid: "att-1",
    kidName: "Anvi",
    date: "2025-06-15",
    userProfileUuid: "kid-1",
    homePickup: fakeLeg(),
    InstituteDrop: fakeLeg({ time: "08:30", photoUrl: "/api/files/photo-2", photoThumbUrl: "/api/files/photo-2-thumb", latitude: 16.3, longitude: 80.45 }),
    InstitutePickup: null,
    homeDrop: null,
    createdAt: "2025-06-15T02:15:00.000Z",
    updatedAt: "2025-06-15T03:00:00.000Z",
    ...overrides,
  };
}

/** The by-date answer of a day without any capture. */
export function emptyDay(kidUuid = "kid-1", date = "2025-06-15", kidName = "Anvi"): KidAttendanceDay {
  return {
    uuid: null,
    kidName,
    date,
    userProfileUuid: kidUuid,
    homePickup: null,
    InstituteDrop: null,
    InstitutePickup: null,
    homeDrop: null,
    createdAt: null,
    updatedAt: null,
  };
}
