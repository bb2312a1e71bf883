import { describe, expect, it } from "vitest";
import { isOlderThan, todayInIndia } from "./dates";
import { messages } from "./messages/index";
import { caretakerEditFormSchema, caretakerFormSchema, createCaretakerFieldsSchema } from "./schemas/caretakers";
import { createDriverFieldsSchema, driverEditFormSchema, driverFormSchema, updateDriverFieldsSchema } from "./schemas/drivers";
import { reasonAfterStatusChange, statusNeedsReason, updateEnquiryRequestSchema } from "./schemas/enquiry";
import { isMaskedAadhaar, maskAadhaar } from "./validation";

const s = messages.staff;
const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);
const file = (type = "image/jpeg", size = 1000) => ({ name: "x", type, size });

const driver = {
  name: "Ravi",
  dob: "1990-01-01",
  email: "Ravi@Example.com",
  bloodGroup: "A+",
  status: "active",
  password: "Secret@123",
  phoneNumber: "9876543210",
  alternatePhone: "9876543211",
  aadharNo: "2345 6789 0123",
  experience: "4",
  dlNo: "AP07 2011",
  prevCompanyName: "Sri Travels",
  address: "Guntur",
};
const images = { profilePicture: file(), aadharFrontImage: file("image/png"), aadharBackImage: file(), dlFrontImage: file(), dlBackImage: file() };

describe("driver schemas (spec §5.9): one set of rules for the form and the server", () => {
  it("normalises what the server stores", () => {
    expect(createDriverFieldsSchema.parse(driver)).toMatchObject({ email: "ravi@example.com", aadharNo: "234567890123", experience: 4 });
  });

  it("the form needs every image, JPG or PNG, at most 10 MB", () => {
    expect(driverFormSchema.safeParse({ ...driver, ...images }).success).toBe(true);
    expect(first(driverFormSchema.safeParse({ ...driver, ...images, profilePicture: undefined }))).toBe(s.fields.profilePictureRequired);
    expect(first(driverFormSchema.safeParse({ ...driver, ...images, dlBackImage: file("image/gif") }))).toBe("Only JPG and PNG files are allowed.");
    expect(first(driverFormSchema.safeParse({ ...driver, ...images, dlBackImage: file("image/png", 11 * 1024 * 1024) }))).toBe(messages.uploads.tooLarge);
  });

  it("the edit form keeps password, Aadhaar and images when left alone", () => {
    const parsed = driverEditFormSchema.parse({ ...driver, password: "", aadharNo: "XXXX XXXX 0123", profilePicture: null });
    expect(parsed.password).toBeUndefined();
    expect(parsed.aadharNo).toBeUndefined();
    expect(first(driverEditFormSchema.safeParse({ ...driver, password: "weak" }))).toBe(s.fields.passwordRule);
    expect(updateDriverFieldsSchema.parse({})).toEqual({});
  });
});

describe("caretaker schemas (spec §5.10)", () => {
  const caretaker = {
    name: "Lakshmi",
    phoneNumber: "9876543210",
    alternatePhoneNumber: "8876543210",
    email: "l@example.com",
    dob: "1985-01-01",
    password: "Secret@123",
    aadharNo: "234567890123",
    address: "Guntur",
  };
  it("has the Aadhaar texts of the spec and an optional Aadhaar address", () => {
    expect(createCaretakerFieldsSchema.parse(caretaker).aadharAddress).toBeNull();
    expect(first(createCaretakerFieldsSchema.safeParse({ ...caretaker, aadharNo: "23456789012a" }))).toBe("Aadhar number must contain only numbers.");
    expect(first(createCaretakerFieldsSchema.safeParse({ ...caretaker, aadharNo: "2345" }))).toBe(s.fields.aadharLength);
    expect(caretakerFormSchema.safeParse({ ...caretaker, profilePicture: file(), aadharFrontImage: file(), aadharBackImage: file() }).success).toBe(true);
    expect(caretakerEditFormSchema.safeParse({ ...caretaker, password: undefined, aadharNo: "XXXX XXXX 0123" }).success).toBe(true);
  });
});

describe("ages, masks and the enquiry reason", () => {
  it("older than 18 means the 18th birthday is behind", () => {
    expect(isOlderThan("2007-06-15", 18, "2025-06-15")).toBe(false);
    expect(isOlderThan("2007-06-14", 18, "2025-06-15")).toBe(true);
    expect(isOlderThan("2008-02-29", 18, "2026-02-28")).toBe(false);
    expect(isOlderThan("2008-02-29", 18, "2026-03-01")).toBe(true);
    expect(isOlderThan("1990-01-01", 18, todayInIndia())).toBe(true);
  });

  it("masks Aadhaar as XXXX XXXX 1234 and recognises the masked form", () => {
    expect(maskAadhaar("1234")).toBe("XXXX XXXX 1234");
    expect(isMaskedAadhaar("XXXX XXXX 1234")).toBe(true);
    expect(isMaskedAadhaar("xxxxxxxx1234")).toBe(true);
    expect(isMaskedAadhaar("123412341234")).toBe(false);
  });

  it("needs a reason for lost and follow-up; other statuses clear it (spec §4, §5.7)", () => {
    expect(statusNeedsReason("lost")).toBe(true);
    expect(statusNeedsReason("won")).toBe(false);
    expect(reasonAfterStatusChange("Too far", "lost")).toBe("Too far");
    expect(reasonAfterStatusChange("Too far", "follow-up")).toBe("");
    expect(first(updateEnquiryRequestSchema.safeParse({ status: "follow-up", reason: " " }))).toBe("Reason field is required.");
    expect(updateEnquiryRequestSchema.parse({ status: "contacted", reason: "x" })).toEqual({ status: "contacted", reason: null });
  });
});
