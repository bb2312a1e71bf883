import { describe, expect, it } from "vitest";
import {
  courseDurationLabel,
  courseDurationMinutes,
  formatCourseDuration,
  formatCourseTime12,
  normaliseCourseTime,
  parseCourseTime,
  toCourseTime,
} from "./course-time";
import { todayInIndia } from "./dates";
import { messages } from "./messages/index";
import {
  createKidFieldsSchema,
  givenParents,
  institutionSchema,
  KID_IMAGE_FIELD_NAMES,
  kidEditFormSchema,
  kidFormSchema,
  requiredKidImages,
  toKidMultipartFields,
  updateKidFieldsSchema,
} from "./schemas/kids";

const k = messages.kids.fields;
const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);
const file = (type = "image/jpeg", size = 1000) => ({ name: "x", type, size });

function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayInIndia().split("-").map(Number);
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}

const institute = {
  name: "Sri Chaitanya",
  coach_name: "Ramesh",
  phone_no: "9876500001",
  email: "Office@Chaitanya.example",
  course_name: "Abacus",
  courseId: "AB-1",
  course_start_time: "16:00",
  course_end_time: "17:30",
  inst_address: "Brodipet, Guntur",
};
const parents = {
  fatherName: "Ravi",
  fatherMobile: "9876500002",
  fatherEmail: "ravi@example.com",
  fatherCompany: "APSRTC",
  fatherOccupation: "Engineer",
  father_aadhar_no: "234567890123",
  motherName: "Sita",
  motherMobile: "9876500003",
  motherEmail: "sita@example.com",
  motherCompany: "LIC",
  motherOccupation: "Officer",
  mother_aadhar_no: "345678901234",
};
const base = {
  kidName: "Anu  Priya",
  gender: "Female",
  kidsDateOfBirth: yearsAgo(6),
  bloodGroup: "o+",
  status: "active",
  joiningDate: yearsAgo(1),
  parentsDetails: parents,
  home_address: { address1: "4-5-6 Arundelpet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522 002" },
  institution_details: [institute],
};

describe("course duration (spec §5.6): end minus start, plus 1440 when negative", () => {
  it.each([
    ["16:00", "17:30", 90, "1h 30m"],
    ["09:15", "09:45", 30, "0h 30m"],
    ["07:00", "19:00", 720, "12h 0m"],
    ["22:00", "01:00", 180, "3h 0m"],
    ["23:45", "00:00", 15, "0h 15m"],
    ["10:00 PM", "1:00 AM", 180, "3h 0m"],
    ["12:00 AM", "12:15 PM", 735, "12h 15m"],
    ["9:00 am", "11:30:00", 150, "2h 30m"],
  ])("%s → %s = %i minutes (%s)", (start, end, minutes, label) => {
    expect(courseDurationMinutes(start, end)).toBe(minutes);
    expect(formatCourseDuration(minutes)).toBe(label);
    expect(courseDurationLabel(start, end)).toBe(label);
  });

  it("is null / empty until both times are valid", () => {
    expect(courseDurationMinutes("", "10:00")).toBeNull();
    expect(courseDurationMinutes("25:00", "10:00")).toBeNull();
    expect(courseDurationMinutes("13:00 PM", "10:00")).toBeNull();
    expect(courseDurationLabel("10:00", undefined)).toBe("");
    expect(courseDurationMinutes("10:00", "10:00")).toBe(0);
  });

  it("reads 24-hour and AM/PM times and writes the one wire format HH:mm", () => {
    expect(parseCourseTime("00:00")).toBe(0);
    expect(normaliseCourseTime("7:05 pm")).toBe("19:05");
    expect(normaliseCourseTime("12:30 AM")).toBe("00:30");
    expect(normaliseCourseTime("12:30 PM")).toBe("12:30");
    expect(normaliseCourseTime("7:5")).toBeNull();
    expect(formatCourseTime12("00:15")).toBe("12:15 AM");
    expect(formatCourseTime12("13:45")).toBe("1:45 PM");
    expect(toCourseTime("07:30", "PM")).toBe("19:30");
    expect(toCourseTime("12:00", "AM")).toBe("00:00");
    expect(toCourseTime("13:00", "AM")).toBeNull();
  });

  it("the institute schema derives the duration and ignores the client's", () => {
    const parsed = institutionSchema.parse({ ...institute, course_start_time: "10:00 PM", course_end_time: "1:15 AM", course_duration: "99h" });
    expect(parsed).toMatchObject({ course_start_time: "22:00", course_end_time: "01:15", course_duration: "3h 15m", course_duration_minutes: 195 });
    expect(first(institutionSchema.safeParse({ ...institute, course_end_time: "4:00 PM" }))).toBe(k.sameStartEnd);
  });
});

describe("kid schemas (spec §5.6): one set of rules for the form and the server", () => {
  it("normalises what the server stores", () => {
    const parsed = createKidFieldsSchema.parse({ ...base, parentsDetails: JSON.stringify(parents), institution_details: JSON.stringify([institute]) });
    expect(parsed).toMatchObject({ kidName: "Anu Priya", gender: "female", bloodGroup: "O+", status: "active" });
    expect(parsed.home_address.zipCode).toBe("522002");
    expect(parsed.institution_details[0]).toMatchObject({ email: "office@chaitanya.example", course_duration: "1h 30m" });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ["kid name missing", { kidName: "" }, k.kidNameRequired],
    ["kid name with digits", { kidName: "Anu 2" }, k.kidNameLetters],
    ["gender missing", { gender: undefined }, k.genderRequired],
    ["dob missing", { kidsDateOfBirth: "" }, k.dobRequired],
    ["dob in the future", { kidsDateOfBirth: yearsAgo(0, 1) }, k.dobFuture],
    ["kid younger than 4", { kidsDateOfBirth: yearsAgo(4, 1) }, k.dobTooYoung],
    ["blood group missing", { bloodGroup: "" }, k.bloodGroupRequired],
    ["status missing", { status: "" }, k.statusRequired],
    ["status unknown", { status: "gone" }, k.statusInvalid],
    ["joining date missing", { joiningDate: "" }, k.joiningDateRequired],
    ["joining before birth", { joiningDate: yearsAgo(7) }, k.joiningDateBeforeDob],
    ["parents missing", { parentsDetails: undefined }, k.parentsDetailsRequired],
    ["mother mobile short", { parentsDetails: { ...parents, motherMobile: "98765" } }, "Phone number must be exactly 10"],
    ["father email invalid", { parentsDetails: { ...parents, fatherEmail: "ravi@" } }, "Invalid email format"],
    ["father aadhaar short", { parentsDetails: { ...parents, father_aadhar_no: "1234" } }, k.aadharLength],
    ["same mobiles", { parentsDetails: { ...parents, motherMobile: parents.fatherMobile } }, k.sameParentMobile],
    ["zip missing", { home_address: { ...base.home_address, zipCode: "" } }, k.zipCodeRequired],
    ["no institute", { institution_details: [] }, k.institutesRequired],
    ["institute email invalid", { institution_details: [{ ...institute, email: "x" }] }, "Invalid email format"],
  ];
  it.each(cases)("%s", (_name, change, message) => {
    expect(first(createKidFieldsSchema.safeParse({ ...base, ...change }))).toBe(message);
  });

  it("the form needs every image, JPG or PNG", () => {
    const images = Object.fromEntries(KID_IMAGE_FIELD_NAMES.map((f) => [f, file()]));
    expect(kidFormSchema.safeParse({ ...base, ...images }).success).toBe(true);
    expect(first(kidFormSchema.safeParse({ ...base, ...images, kidsImage: undefined }))).toBe(k.kidImageRequired);
    expect(first(kidFormSchema.safeParse({ ...base, ...images, motherImage: file("image/gif") }))).toBe(k.onlyJpgPng);
  });

  it("the form needs the kid's photo and each given parent's portrait; Aadhaar card images are optional (0244)", () => {
    const portraits = { kidsImage: file(), fatherImage: file(), motherImage: file() };
    expect(kidFormSchema.safeParse({ ...base, ...portraits }).success).toBe(true);
    expect(first(kidFormSchema.safeParse({ ...base, kidsImage: file(), fatherImage: file() }))).toBe(k.motherImageRequired);
    expect(first(kidFormSchema.safeParse({ ...base, ...portraits, father_aadhar_front_image: file("image/gif") }))).toBe(k.onlyJpgPng);
  });

  it("the edit form keeps the masked Aadhaar, the status and the images", () => {
    const parsed = kidEditFormSchema.parse({
      ...base,
      status: undefined,
      parentsDetails: { ...parents, father_aadhar_no: "XXXX XXXX 0123", mother_aadhar_no: "" },
    });
    expect(parsed.status).toBeUndefined();
    expect(parsed.parentsDetails.father_aadhar_no).toBeUndefined();
    expect(parsed.parentsDetails.mother_aadhar_no).toBeUndefined();
  });

  it("update: everything optional, blank status kept, JSON parts partial", () => {
    expect(updateKidFieldsSchema.parse({})).toEqual({});
    expect(updateKidFieldsSchema.parse({ status: "" }).status).toBeUndefined();
    expect(updateKidFieldsSchema.parse({ parentsDetails: JSON.stringify({ fatherCompany: "TCS" }) }).parentsDetails).toEqual({ fatherCompany: "TCS" });
    expect(first(updateKidFieldsSchema.safeParse({ kidName: "" }))).toBe(k.kidNameRequired);
    expect(first(updateKidFieldsSchema.safeParse({ institution_details: "[]" }))).toBe(k.institutesRequired);
  });

  it("builds the multipart text parts with JSON for the nested fields", () => {
    const parts = toKidMultipartFields({ ...base, status: undefined });
    expect(parts.status).toBeUndefined();
    expect(JSON.parse(parts.parentsDetails)).toEqual(parents);
    expect(JSON.parse(parts.institution_details)).toEqual([institute]);
    expect(parts.kidName).toBe("Anu  Priya");
  });
});

describe("a single-parent family (docs/decisions/0244): one parent is enough, either one", () => {
  const father = Object.fromEntries(Object.entries(parents).filter(([key]) => key.startsWith("father")));
  const mother = Object.fromEntries(Object.entries(parents).filter(([key]) => key.startsWith("mother")));
  const blankFather = Object.fromEntries(Object.keys(father).map((key) => [key, ""]));

  it("creates with only the mother (the father's section blank or left out) and only the father", () => {
    expect(createKidFieldsSchema.parse({ ...base, parentsDetails: { ...blankFather, ...mother } }).parentsDetails).toEqual(mother);
    expect(createKidFieldsSchema.parse({ ...base, parentsDetails: JSON.stringify(mother) }).parentsDetails).toEqual(mother);
    expect(createKidFieldsSchema.parse({ ...base, parentsDetails: father }).parentsDetails).toEqual(father);
    expect(givenParents({ ...blankFather, ...mother })).toEqual(["mother"]);
    expect(requiredKidImages(father)).toEqual(["kidsImage", "fatherImage"]);
  });

  it("refuses a form with neither parent, naming the rule on the father's name", () => {
    const none = createKidFieldsSchema.safeParse({ ...base, parentsDetails: blankFather });
    expect(first(none)).toBe(k.oneParentRequired);
    expect(none.error!.issues[0].path).toEqual(["parentsDetails", "fatherName"]);
    expect(first(createKidFieldsSchema.safeParse({ ...base, parentsDetails: {} }))).toBe(k.oneParentRequired);
    expect(first(kidEditFormSchema.safeParse({ ...base, parentsDetails: blankFather }))).toBe(k.oneParentRequired);
  });

  it("a section begun is checked whole: a mother with a name only needs the rest", () => {
    const r = createKidFieldsSchema.safeParse({ ...base, parentsDetails: { ...father, motherName: "Sita" } });
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["parentsDetails.motherMobile", k.motherMobileRequired],
      ["parentsDetails.motherEmail", k.motherEmailRequired],
      ["parentsDetails.motherCompany", k.motherCompanyRequired],
      ["parentsDetails.motherOccupation", k.motherOccupationRequired],
    ]);
  });

  it("a parent's Aadhaar number may be left blank; one given keeps every rule (docs/decisions/0268)", () => {
    for (const blank of ["", "  ", null, undefined]) {
      const r = createKidFieldsSchema.safeParse({ ...base, parentsDetails: { ...blankFather, ...mother, mother_aadhar_no: blank } });
      expect(r.success).toBe(true);
      expect(r.data!.parentsDetails.mother_aadhar_no).toBeUndefined();
    }
    const given = (v: string) => createKidFieldsSchema.safeParse({ ...base, parentsDetails: { ...blankFather, ...mother, mother_aadhar_no: v } });
    expect(given("2345 6789 0123").data!.parentsDetails.mother_aadhar_no).toBe("234567890123");
    expect(first(given("2345-6789-0123"))).toBe(messages.staff.fields.aadharDigits);
    expect(first(given("12345"))).toBe(messages.staff.fields.aadharLength);
  });

  it("the create form takes a mother-only family with no Aadhaar card images", () => {
    expect(kidFormSchema.safeParse({ ...base, parentsDetails: { ...blankFather, ...mother }, kidsImage: file(), motherImage: file() }).success).toBe(true);
    expect(first(kidFormSchema.safeParse({ ...base, parentsDetails: { ...blankFather, ...mother }, kidsImage: file() }))).toBe(k.motherImageRequired);
  });

  it("update: a blank section changes nothing of that parent; the distinct-contacts rule needs both", () => {
    expect(updateKidFieldsSchema.parse({ parentsDetails: { ...blankFather, motherCompany: "TCS" } }).parentsDetails).toEqual({ motherCompany: "TCS" });
    expect(first(updateKidFieldsSchema.safeParse({ parentsDetails: { fatherMobile: "9876500002", motherMobile: "9876500002" } }))).toBe(k.sameParentMobile);
  });
});
