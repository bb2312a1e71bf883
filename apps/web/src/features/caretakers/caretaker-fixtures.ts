import type { Caretaker } from "@app/contracts";

/** A caretaker as the API answers (Aadhaar masked, images as /api/files URLs). Test data only. */
export function fakeCaretaker(overrides: Partial<Caretaker> = {}): Caretaker {
  return {
    uuid: "22222222-2222-4222-8222-222222222222",
    name: "Lakshmi Devi",
    role: "caretaker",
    phoneNumber: "9988776655",
    alternatePhoneNumber: "8877665544",
    email: "lakshmi@example.com",
    dob: "1992-06-16",
    age: 32,
    aadharNo: "XXXX XXXX 9876",
    address: "7-1-20, Lakshmipuram, Guntur",
    aadharAddress: null,
    profilePicture: "/api/files/cp1",
    profilePictureThumb: "/api/files/cp1?thumb=1",
    aadharFrontImage: "/api/files/caf1",
    aadharBackImage: "/api/files/cab1",
    createdAt: "2025-06-01T10:00:00.000Z",
    updatedAt: "2025-06-01T10:00:00.000Z",
    ...overrides,
  };
}
