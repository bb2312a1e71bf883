import { messages, type Enquiry } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { enquiryToKidValues } from "./enquiry-to-kid";

const enquiry: Enquiry = {
  uuid: "e-1",
  nameOfEnquiry: "Srinivas Rao",
  nameOfKid: "Anvi",
  ageOfKid: 6,
  phoneNumber: "9876543210",
  email: "srinivas@example.com",
  activity: ["school", "swimming"],
  pickupLocation: "Brodipet 2nd Lane",
  dropLocation: "St. Joseph's School",
  dateOfBirth: "2019-02-03",
  status: "won",
  reason: null,
  kidUuid: null,
  createdAt: "2025-06-15T06:30:00.000Z",
  updatedAt: "2025-06-15T06:30:00.000Z",
};

describe("a won enquiry pre-fills the kid form", () => {
  it("with the kid, the guardian as the first parent, the pickup as home and the drop as the first institute", () => {
    const values = enquiryToKidValues(enquiry, "2026-11-22");
    expect(values).toMatchObject({
      kidName: "Anvi",
      kidsDateOfBirth: "2019-02-03",
      status: "active",
      joiningDate: "2026-11-22",
      fatherName: "Srinivas Rao",
      fatherMobile: "9876543210",
      fatherEmail: "srinivas@example.com",
      address1: "Brodipet 2nd Lane",
    });
    expect(values.institution_details).toEqual([expect.objectContaining({ name: "St. Joseph's School", inst_address: "St. Joseph's School", course_name: "school, swimming" })]);
  });

  it("leaves out what the enquiry does not know", () => {
    const values = enquiryToKidValues({ ...enquiry, dropLocation: null, pickupLocation: null, dateOfBirth: null }, "2026-11-22");
    expect(values.institution_details).toEqual([]);
    expect(values.address1).toBe("");
    expect(values.kidsDateOfBirth).toBe("");
    expect(messages.desk.enquiryKid.prefilledFrom("Srinivas Rao")).toContain("Srinivas Rao");
  });
});
