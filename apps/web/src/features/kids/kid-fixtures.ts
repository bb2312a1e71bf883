import type { InstitutionDetails, KidListItem, KidProfile } from "@app/contracts";

/** An institute as the API answers it (times "HH:mm", duration derived by the server). Test data only. */
export function fakeInstitute(overrides: Partial<InstitutionDetails> = {}): InstitutionDetails {
  return {
    name: "Sri Chaitanya School",
    coach_name: "Ramesh",
    phone_no: "9876500001",
    email: "office@chaitanya.example",
    inst_address: "Kothapet, Guntur",
    course_start_time: "09:00",
    course_end_time: "15:30",
    course_name: "Class 3",
    courseId: "C3-A",
    course_duration: "6h 30m",
    course_duration_minutes: 390,
    ...overrides,
  };
}

/** A full kid profile as an admin sees it (Aadhaar masked, images as /api/files URLs). Test data only. */
export function fakeKidProfile(overrides: Partial<KidProfile> = {}): KidProfile {
  return {
    uuid: "22222222-2222-4222-8222-222222222222",
    role: "kid",
    kidName: "Anvi Reddy",
    gender: "female",
    kidsDateOfBirth: "2018-03-09",
    age: 7,
    bloodGroup: "O+",
    status: "active",
    joiningDate: "2025-06-01",
    kidsImage: "/api/files/k1",
    kidsImageThumb: "/api/files/k1?thumb=1",
    parentsDetails: {
      fatherName: "Suresh Reddy",
      fatherMobile: "9876543210",
      fatherEmail: "suresh@example.com",
      fatherCompany: "Guntur Mills",
      fatherOccupation: "Engineer",
      father_aadhar_no: "XXXX XXXX 1234",
      father_aadhar_front_image: "/api/files/faf",
      father_aadhar_back_image: "/api/files/fab",
      fatherImage: "/api/files/fi",
      motherName: "Padma Reddy",
      motherMobile: "9876543211",
      motherEmail: "padma@example.com",
      motherCompany: "AP Health",
      motherOccupation: "Doctor",
      mother_aadhar_no: "XXXX XXXX 5678",
      mother_aadhar_front_image: "/api/files/maf",
      mother_aadhar_back_image: "/api/files/mab",
      motherImage: "/api/files/mi",
    },
    home_address: { address1: "4-5-6, Arundelpet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" },
    institution_details: [
      fakeInstitute(),
      fakeInstitute({
        name: "Nataraja Dance Academy",
        coach_name: "Lalitha",
        phone_no: "9876500002",
        email: "dance@nataraja.example",
        inst_address: "Brodipet, Guntur",
        course_start_time: "17:00",
        course_end_time: "18:30",
        course_name: "Kuchipudi",
        courseId: "KP-2",
        course_duration: "1h 30m",
        course_duration_minutes: 90,
      }),
    ],
    createdAt: "2025-06-01T10:00:00.000Z",
    updatedAt: "2025-06-01T10:00:00.000Z",
    ...overrides,
  };
}

/** One row of the list call (only what the table needs). Test data only. */
export function fakeKidRow(overrides: Partial<KidListItem> = {}): KidListItem {
  return {
    uuid: "22222222-2222-4222-8222-222222222222",
    kidName: "Anvi Reddy",
    kidsDateOfBirth: "2018-03-09",
    age: 7,
    gender: "female",
    bloodGroup: "O+",
    status: "active",
    kidsImageThumb: "/api/files/k1?thumb=1",
    ...overrides,
  };
}
