import type { Driver } from "@app/contracts";

/** A driver as the API answers (Aadhaar masked, images as /api/files URLs). Test data only. */
export function fakeDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    uuid: "11111111-1111-4111-8111-111111111111",
    name: "Ravi Kumar",
    role: "driver",
    dob: "1985-04-12",
    age: 40,
    email: "ravi@example.com",
    bloodGroup: "B+",
    status: "active",
    phoneNumber: "9876543210",
    alternatePhone: "8765432109",
    aadharNo: "XXXX XXXX 4321",
    experience: 12,
    dlNo: "AP07 20100012345",
    prevCompanyName: "Sri Sai Travels",
    address: "12-3-45, Brodipet, Guntur",
    profilePicture: "/api/files/p1",
    profilePictureThumb: "/api/files/p1?thumb=1",
    aadharFrontImage: "/api/files/af1",
    aadharBackImage: "/api/files/ab1",
    dlFrontImage: "/api/files/df1",
    dlBackImage: "/api/files/db1",
    createdAt: "2025-06-01T10:00:00.000Z",
    updatedAt: "2025-06-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A small file of a type (a real browser File). */
export function fakeImage(name = "photo.png", type = "image/png", size = 64): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A label matcher that ignores Mantine's required asterisk ("Name *"). */
export function labelRe(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);
}
