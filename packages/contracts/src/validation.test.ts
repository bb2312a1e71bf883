import { describe, expect, it } from "vitest";
import { ageInYears, formatDateIndia, isIsoDate, todayInIndia } from "./dates";
import { messages } from "./messages/index";
import {
  confirmPasswordFormSchema,
  confirmPasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
} from "./schemas/auth";
import { createEnquiryRequestSchema, enquiryFormSchema, enquiryFormToRequest, splitActivities } from "./schemas/enquiry";
import { identifierKind } from "./validation";

const a = messages.auth;
const e = messages.publicSite.enquiry;

/** The first message zod gives for a value, or null when it passes. */
function firstError(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? null : r.error!.issues[0].message;
}

describe("spec §5.1 login", () => {
  it.each([
    [{ identifier: "", password: "x" }, "Mobile number or Email is required"],
    [{ identifier: "   ", password: "x" }, "Mobile number or Email is required"],
    [{ password: "x" }, "Mobile number or Email is required"],
    [{ identifier: "a@b.co", password: "" }, "Password is required"],
    [{ identifier: "a@b.co" }, "Password is required"],
    [{ identifier: "a@b.co", password: "x" }, null],
    [{ identifier: "9876543210", password: "x" }, null],
  ])("%j → %s", (value, message) => {
    expect(firstError(loginRequestSchema, value)).toBe(message);
  });
});

describe("spec §5.2 forgot password", () => {
  it.each([
    ["", "Email is required"],
    [undefined, "Email is required"],
    ["abc", "Invalid email format"],
    ["a b@c.de", "Invalid email format"],
    ["parent@example.com", null],
  ])("%j → %s", (email, message) => {
    expect(firstError(forgotPasswordRequestSchema, { email })).toBe(message);
  });
});

describe("spec §5.3 reset password", () => {
  const ok = { identifier: "parent@example.com", oldPassword: "123456", newPassword: "abcdef" };
  it.each([
    [{ ...ok, identifier: "12345" }, "Please enter a valid email or 10-digit phone number"],
    [{ ...ok, identifier: "not an email" }, "Please enter a valid email or 10-digit phone number"],
    [{ ...ok, identifier: "" }, a.reset.identifierRequired],
    [{ ...ok, oldPassword: "" }, a.reset.oldPasswordRequired],
    [{ ...ok, newPassword: "" }, a.reset.newPasswordRequired],
    [{ ...ok, oldPassword: "12345" }, "Password should be at least 6 characters"],
    [{ ...ok, newPassword: "abcde" }, "Password should be at least 6 characters"],
    [{ ...ok, identifier: "9876543210" }, null],
    [ok, null],
  ])("%j → %s", (value, message) => {
    expect(firstError(resetPasswordRequestSchema, value)).toBe(message);
  });
});

describe("spec §5.4 confirm password", () => {
  it.each([
    [{ newPassword: "1234567", confirmPassword: "1234567" }, a.confirm.passwordTooShort],
    [{ newPassword: "12345678", confirmPassword: "12345679" }, "Passwords do not match"],
    [{ newPassword: "", confirmPassword: "" }, a.confirm.passwordRequired],
    [{ newPassword: "12345678", confirmPassword: "12345678" }, null],
  ])("%j → %s", (value, message) => {
    expect(firstError(confirmPasswordFormSchema, value)).toBe(message);
  });
  it("puts the mismatch on the confirmation field and needs the token on the call", () => {
    const r = confirmPasswordFormSchema.safeParse({ newPassword: "12345678", confirmPassword: "x2345678" });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].path).toEqual(["confirmPassword"]);
    expect(firstError(confirmPasswordRequestSchema, { newPassword: "12345678", confirmPassword: "12345678" })).toBe(a.confirm.missingToken);
    expect(a.confirm.mismatchAlert).toBe("Passwords do not match!");
  });
});

describe("spec §5.5 public enquiry form", () => {
  const valid = {
    guardianName: "Srinivas",
    kidName: "Anvi",
    dateOfBirth: "2019-05-01",
    phone: "9876543210",
    pickupLocation: "Brodipet",
    dropLocation: "Arundelpet",
    email: "s@example.com",
    activity: "",
  };
  const field = (name: keyof typeof valid, value: unknown) => firstError(enquiryFormSchema.shape[name], value);

  it("has the exact texts of the spec", () => {
    expect(field("guardianName", "")).toBe("Guardian name is required.");
    expect(field("kidName", " ")).toBe("Kid name is required.");
    expect(field("dateOfBirth", "")).toBe("Date of Birth is required.");
    expect(field("dateOfBirth", "2999-01-01")).toBe("Date of Birth cannot be in the future.");
    expect(field("phone", "")).toBe("Phone number is required.");
    expect(field("pickupLocation", "")).toBe("Pickup location is required.");
    expect(field("dropLocation", "")).toBe("Drop location is required.");
    expect(field("email", "")).toBe("Email is required.");
    expect(field("email", "x@y")).toBe("Email format is invalid.");
    expect(field("activity", undefined)).toBeNull();
    expect(enquiryFormSchema.safeParse(valid).success).toBe(true);
  });

  // docs/decisions/0245: the office forms' rules and texts (staff mobiles, kid names, kid dates).
  it("applies the office forms' rules: mobiles 6–9 and 10 digits, names in letters, a real date", () => {
    const staffFields = messages.staff.fields;
    const kidFields = messages.kids.fields;
    expect(field("phone", "987654321")).toBe(staffFields.phoneRule);
    expect(field("phone", "98765432100")).toBe(staffFields.phoneRule);
    expect(field("phone", "5876543210")).toBe(staffFields.phoneRule);
    expect(field("phone", "98765abcde")).toBe(staffFields.onlyNumeric);
    expect(field("phone", "6000000000")).toBeNull();
    expect(field("guardianName", "Srinivas 2")).toBe(kidFields.kidNameLetters);
    expect(field("kidName", "Anvi_R")).toBe(kidFields.kidNameLetters);
    expect(field("kidName", "అన్వి  రెడ్డి")).toBeNull();
    expect(field("dateOfBirth", "2019-02-30")).toBe(kidFields.dobInvalid);
    const call = { nameOfEnquiry: "Srinivas", nameOfKid: "Anvi", ageOfKid: 5, phoneNumber: "9876543210", email: "a@b.co" };
    expect(firstError(createEnquiryRequestSchema, { ...call, phoneNumber: "1234567890" })).toBe(staffFields.phoneRule);
    expect(firstError(createEnquiryRequestSchema, { ...call, nameOfKid: "Anvi 2" })).toBe(kidFields.kidNameLetters);
    expect(firstError(createEnquiryRequestSchema, { ...call, dateOfBirth: "2019-02-30" })).toBe(kidFields.dobInvalid);
    expect(firstError(createEnquiryRequestSchema, call)).toBeNull();
  });

  it("accepts today's date of birth and refuses tomorrow's", () => {
    const today = todayInIndia();
    const tomorrow = todayInIndia(new Date(Date.now() + 36 * 3600 * 1000));
    expect(field("dateOfBirth", today)).toBeNull();
    expect(field("dateOfBirth", tomorrow)).toBe(e.dobFuture);
  });

  it("builds the call's payload: age from the birth date, activities split on commas, locations sent", () => {
    const parsed = enquiryFormSchema.parse({ ...valid, dateOfBirth: "2018-01-01", activity: " school, music ,, " });
    const payload = enquiryFormToRequest(parsed);
    expect(payload).toMatchObject({
      nameOfEnquiry: "Srinivas",
      nameOfKid: "Anvi",
      ageOfKid: ageInYears("2018-01-01"),
      phoneNumber: "9876543210",
      activity: ["school", "music"],
      pickupLocation: "Brodipet",
      dropLocation: "Arundelpet",
    });
    expect(createEnquiryRequestSchema.safeParse(payload).success).toBe(true);
  });

  it("accepts the original client's numeric phone and activity list", () => {
    const r = createEnquiryRequestSchema.parse({ nameOfEnquiry: "A", nameOfKid: "B", ageOfKid: 5, phoneNumber: 9876543210, email: "a@b.co", activity: ["x"] });
    expect(r.phoneNumber).toBe("9876543210");
    expect(splitActivities(undefined)).toEqual([]);
  });
});

describe("dates and identifiers", () => {
  it("computes ages and formats dates the Indian way", () => {
    expect(ageInYears("2020-06-15", "2025-06-14")).toBe(4);
    expect(ageInYears("2020-06-15", "2025-06-15")).toBe(5);
    expect(formatDateIndia("2025-05-10")).toBe("10-05-2025");
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(todayInIndia(new Date("2025-01-01T20:00:00Z"))).toBe("2025-01-02");
  });
  it("tells an email from a mobile", () => {
    expect(identifierKind("9876543210")).toBe("mobile");
    expect(identifierKind("a@b.co")).toBe("email");
    expect(identifierKind("12345")).toBe("invalid");
  });
});
