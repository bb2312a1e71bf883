import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, toKidMultipartFields } from "@app/contracts";
import { auditLog, files, kidInstitutes, kidParents, kids, parentProfiles, users } from "../../db/schema";
import { createKid, kidImages, sendKid, validInstitute, validKidFields, validParents, yearsAgo } from "../../test/kid-factories";
import { adminHeaders, multipart, storedCounts, tinyJpeg, uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const k = messages.kids.fields;
const m = messages.kids;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const FILE_URL = /^\/api\/files\/[0-9a-f-]{36}$/;

async function expectNoOrphans() {
  expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
}

async function kidCounts() {
  const [base, kidRows, links, profiles, institutes] = await Promise.all([
    storedCounts(t.database),
    t.database.db.select({ id: kids.id }).from(kids),
    t.database.db.select({ id: kidParents.kidId }).from(kidParents),
    t.database.db.select({ id: parentProfiles.userId }).from(parentProfiles),
    t.database.db.select({ id: kidInstitutes.id }).from(kidInstitutes),
  ]);
  return { ...base, kids: kidRows.length, links: links.length, profiles: profiles.length, institutes: institutes.length };
}

describe("POST /api/userProfile/v1/create-user-profile", () => {
  it("stores every field and file and answers 201 { message, data, parentAccounts }", async () => {
    const fields = validKidFields({
      kidName: "Anu  Priya",
      gender: "Female",
      bloodGroup: "ab+",
      parentsDetails: validParents({ fatherEmail: "Ravi.K@Example.com", fatherMobile: "98765 43210" }),
      institution_details: [
        validInstitute(),
        validInstitute({ name: "Guntur Music Academy", courseId: "VOC-2", course_name: "Carnatic vocals", course_start_time: "9:30 PM", course_end_time: "12:15 AM", course_duration: "42h" }),
      ],
    });
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, fields, await kidImages());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Profile Created Successfully.");
    const p = fields.parentsDetails;
    expect(body.data).toMatchObject({
      role: "kid",
      kidName: "Anu Priya",
      gender: "female",
      kidsDateOfBirth: fields.kidsDateOfBirth,
      age: 7,
      bloodGroup: "AB+",
      status: "active",
      joiningDate: fields.joiningDate,
      home_address: { address1: "4-5-6, Arundelpet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" },
      parentsDetails: {
        fatherName: "Ravi Kumar",
        fatherMobile: "9876543210",
        fatherEmail: "ravi.k@example.com",
        fatherCompany: "APSRTC",
        fatherOccupation: "Engineer",
        father_aadhar_no: `XXXX XXXX ${p.father_aadhar_no!.slice(-4)}`,
        motherName: "Sita Devi",
        motherMobile: p.motherMobile,
        motherEmail: p.motherEmail,
        motherCompany: "LIC of India",
        motherOccupation: "Development Officer",
        mother_aadhar_no: `XXXX XXXX ${p.mother_aadhar_no!.slice(-4)}`,
      },
    });
    expect(body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.kidsImage).toMatch(FILE_URL);
    expect(body.data.kidsImageThumb).toBe(`${body.data.kidsImage}?thumb=1`);
    for (const key of ["father_aadhar_front_image", "father_aadhar_back_image", "fatherImage", "mother_aadhar_front_image", "mother_aadhar_back_image", "motherImage"]) {
      expect(body.data.parentsDetails[key], key).toMatch(FILE_URL);
    }
    expect(body.data.institution_details).toEqual([
      { ...validInstitute(), course_duration: "1h 30m", course_duration_minutes: 90 },
      {
        ...validInstitute({ name: "Guntur Music Academy", courseId: "VOC-2", course_name: "Carnatic vocals" }),
        course_start_time: "21:30",
        course_end_time: "00:15",
        course_duration: "2h 45m",
        course_duration_minutes: 165,
      },
    ]);
    expect(body.parentAccounts.father).toEqual({ uuid: expect.any(String), isNew: true });
    expect(body.parentAccounts.mother).toEqual({ uuid: expect.any(String), isNew: true });

    // Stored: files with their kinds and owners, identity documents marked, no orphans.
    const rows = await t.database.db.select().from(files);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const idOf = (url: string) => url.split("/").pop()!;
    expect(byId.get(idOf(body.data.kidsImage))).toMatchObject({ kind: "kidPhoto", ownerType: "kid", ownerId: body.data.uuid, isIdentityDocument: false });
    expect(byId.get(idOf(body.data.parentsDetails.fatherImage))).toMatchObject({
      kind: "parentPhoto",
      ownerType: "parent",
      ownerId: body.parentAccounts.father.uuid,
      isIdentityDocument: false,
    });
    expect(byId.get(idOf(body.data.parentsDetails.mother_aadhar_back_image))).toMatchObject({
      kind: "aadharBack",
      ownerType: "parent",
      ownerId: body.parentAccounts.mother.uuid,
      isIdentityDocument: true,
      mime: "image/png",
    });
    await expectNoOrphans();

    // Audit: the kid and both new parents.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.data.uuid));
    expect(audit).toEqual([expect.objectContaining({ action: "create", entity: "kid" })]);
    expect(audit[0].details).toMatchObject({ newAccounts: ["father", "mother"], linkedAccounts: [], institutes: 2 });
    const parentAudit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.parentAccounts.mother.uuid));
    expect(parentAudit).toEqual([expect.objectContaining({ action: "create", entity: "parent" })]);
  });

  it("refuses a file that is not a JPG or PNG and leaves nothing behind", async () => {
    const before = await kidCounts();
    const images = await kidImages();
    images.motherImage = { data: Buffer.from("not an image at all"), filename: "mother.jpg", type: "image/jpeg" };
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields(), images);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: k.onlyJpgPng });
    expect(await kidCounts()).toEqual(before);
    await expectNoOrphans();
  });

  it("refuses a file under a name the call does not take", async () => {
    const images = { ...(await kidImages()), profilePicture: { data: await tinyJpeg(), filename: "x.jpg" } };
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields(), images);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(messages.uploads.unexpectedFile("profilePicture"));
  });

  it("is multipart only", async () => {
    const res = await t.app.inject({ method: "POST", url: API.createKidProfile, headers: admin, payload: validKidFields() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(messages.uploads.notMultipart);
  });
});

describe("validation on the server (spec §5.6): the first wrong field's message", () => {
  const p = (overrides: Record<string, string | undefined>) => ({ parentsDetails: validParents(overrides) });
  const a = (overrides: Record<string, string>) => ({ home_address: { address1: "1-2", city: "Guntur", state: "AP", zipCode: "522001", ...overrides } });
  const i = (overrides: Record<string, string | undefined>) => ({ institution_details: [validInstitute(overrides)] });
  const cases: [string, Record<string, unknown>, string][] = [
    ["kid name missing", { kidName: undefined }, "Kid name is required."],
    ["kid name blank", { kidName: "  " }, "Kid name is required."],
    ["kid name with digits", { kidName: "Anu 2" }, "Only letters are allowed."],
    ["kid name with symbols", { kidName: "Anu_Priya" }, "Only letters are allowed."],
    ["gender missing", { gender: "" }, "Gender is required."],
    ["gender unknown", { gender: "robot" }, k.genderInvalid],
    ["dob missing", { kidsDateOfBirth: "" }, "Date of birth is required"],
    ["dob not a date", { kidsDateOfBirth: "2019-02-30" }, k.dobInvalid],
    ["dob in the future", { kidsDateOfBirth: yearsAgo(0, 1) }, "Future dates are not allowed"],
    ["kid under 4", { kidsDateOfBirth: yearsAgo(4, 1) }, "Kid must be at least 4 years old"],
    ["blood group missing", { bloodGroup: "" }, "Blood group is required."],
    ["blood group unknown", { bloodGroup: "C+" }, k.bloodGroupInvalid],
    ["status missing", { status: undefined }, "Status is required."],
    ["status unknown", { status: "deleted" }, k.statusInvalid],
    ["joining date missing", { joiningDate: "" }, "Joining date is required."],
    ["joining date before birth", { joiningDate: yearsAgo(8) }, k.joiningDateBeforeDob],
    ["parents missing", { parentsDetails: undefined }, k.parentsDetailsRequired],
    ["father name missing", p({ fatherName: "" }), k.fatherNameRequired],
    ["father mobile missing", p({ fatherMobile: undefined }), k.fatherMobileRequired],
    ["father mobile 9 digits", p({ fatherMobile: "987654321" }), "Phone number must be exactly 10"],
    ["father email missing", p({ fatherEmail: "" }), k.fatherEmailRequired],
    ["father email invalid", p({ fatherEmail: "ravi.example.com" }), "Invalid email format"],
    ["father company missing", p({ fatherCompany: "" }), k.fatherCompanyRequired],
    ["father occupation missing", p({ fatherOccupation: "" }), k.fatherOccupationRequired],
    ["father Aadhaar 11 digits", p({ father_aadhar_no: "23456789012" }), "Aadhar number must be exactly 12 digits."],
    ["father Aadhaar letters", p({ father_aadhar_no: "23456789012a" }), "Aadhar number must contain only numbers."],
    ["mother name missing", p({ motherName: "" }), k.motherNameRequired],
    ["mother mobile 11 digits", p({ motherMobile: "98765432101" }), "Phone number must be exactly 10"],
    ["mother mobile letters", p({ motherMobile: "98765abcde" }), "Phone number must be exactly 10"],
    ["mother email invalid", p({ motherEmail: "sita@" }), "Invalid email format"],
    ["mother company missing", p({ motherCompany: "" }), k.motherCompanyRequired],
    ["mother occupation missing", p({ motherOccupation: "" }), k.motherOccupationRequired],
    ["mother Aadhaar 13 digits", p({ mother_aadhar_no: "2345678901234" }), "Aadhar number must be exactly 12 digits."],
    ["same mobile for both parents", p({ motherMobile: "9000000001", fatherMobile: "9000000001" }), k.sameParentMobile],
    ["same email for both parents", p({ motherEmail: "same@example.com", fatherEmail: "same@example.com" }), k.sameParentEmail],
    ["address missing", { home_address: undefined }, k.homeAddressRequired],
    ["address1 missing", a({ address1: "" }), k.address1Required],
    ["city missing", a({ city: "" }), k.cityRequired],
    ["state missing", a({ state: "" }), k.stateRequired],
    ["zip missing", a({ zipCode: "" }), k.zipCodeRequired],
    ["zip not a PIN code", a({ zipCode: "5220" }), k.zipCodeInvalid],
    ["no institutes", { institution_details: [] }, k.institutesRequired],
    ["institutes missing", { institution_details: undefined }, k.institutesRequired],
    ["eleven institutes", { institution_details: Array.from({ length: 11 }, () => validInstitute()) }, k.institutesTooMany],
    ["institute name missing", i({ name: "" }), k.instituteNameRequired],
    ["coach name missing", i({ coach_name: "" }), k.coachNameRequired],
    ["institute phone missing", i({ phone_no: "" }), k.institutePhoneRequired],
    ["institute phone short", i({ phone_no: "12345" }), "Phone number must be exactly 10"],
    ["institute email missing", i({ email: "" }), k.instituteEmailRequired],
    ["institute email invalid", i({ email: "office@" }), "Invalid email format"],
    ["course name missing", i({ course_name: "" }), k.courseNameRequired],
    ["course id missing", i({ courseId: "" }), k.courseIdRequired],
    ["start time missing", i({ course_start_time: "" }), k.startTimeRequired],
    ["end time missing", i({ course_end_time: undefined }), k.endTimeRequired],
    ["start time invalid", i({ course_start_time: "25:00" }), k.timeInvalid],
    ["end equals start", i({ course_start_time: "4:00 PM", course_end_time: "16:00" }), k.sameStartEnd],
    ["institute address missing", i({ inst_address: "" }), k.instituteAddressRequired],
  ];
  it.each(cases)("%s", async (_name, change, message) => {
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, { ...validKidFields(), ...change }, await kidImages());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("JSON parts that are not JSON count as missing", async () => {
    const parts = toKidMultipartFields(validKidFields());
    for (const [field, message] of [
      ["parentsDetails", k.parentsDetailsRequired],
      ["home_address", k.homeAddressRequired],
      ["institution_details", k.institutesRequired],
    ]) {
      const body = await multipart({ ...parts, [field]: "{not json" }, await kidImages());
      const res = await t.app.inject({ method: "POST", url: API.createKidProfile, payload: body.payload, headers: { ...admin, ...body.headers } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
  });

  // Aadhaar card images are optional since docs/decisions/0244 (single-parent.test.ts).
  it.each([
    ["kidsImage", "Kid image is required"],
    ["fatherImage", k.fatherImageRequired],
    ["motherImage", k.motherImageRequired],
  ])("image %s is required", async (field, message) => {
    const images = await kidImages();
    delete images[field];
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields(), images);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("a kid who turns 4 today is accepted", async () => {
    const { kid } = await createKid(t.app, admin, { kidsDateOfBirth: yearsAgo(4), joiningDate: yearsAgo(0) });
    expect(kid.age).toBe(4);
  });
});

describe("GET /api/userProfile/v1/get-all-users", () => {
  it("answers { data: { allUserProfiles } } with only the table's fields, newest first", async () => {
    const first = await createKid(t.app, admin, { kidName: "Older Kid" });
    const second = await createKid(t.app, admin, { kidName: "Newer Kid", gender: "male", bloodGroup: "B-", status: "paused" });
    const res = await t.app.inject({ method: "GET", url: API.allKidProfiles, headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.allUserProfiles;
    const ids = list.map((r: { uuid: string }) => r.uuid);
    expect(ids.indexOf(second.kid.uuid)).toBeLessThan(ids.indexOf(first.kid.uuid));
    const row = list.find((r: { uuid: string }) => r.uuid === second.kid.uuid);
    expect(row).toEqual({
      uuid: second.kid.uuid,
      kidName: "Newer Kid",
      kidsDateOfBirth: second.fields.kidsDateOfBirth,
      age: 7,
      gender: "male",
      bloodGroup: "B-",
      status: "paused",
      kidsImageThumb: `${second.kid.kidsImage}?thumb=1`,
    });
    // None of the heavy or personal fields: parents, images, institutes, addresses.
    expect(res.body).not.toMatch(/parentsDetails|institution_details|home_address|aadhar|fatherMobile|kidsImage"/);
  });
});

describe("GET /api/userProfile/v1/get-single-user-profile/{uuid}", () => {
  it("answers { data: profile } with every institute and the parents masked", async () => {
    const { kid, fields } = await createKid(t.app, admin, { institution_details: [validInstitute(), validInstitute({ name: "Second" }), validInstitute({ name: "Third" })] });
    const res = await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(kid);
    expect(kid.institution_details.map((x) => x.name)).toEqual(["Sri Chaitanya School", "Second", "Third"]);
    expect(res.body).not.toContain(fields.parentsDetails.father_aadhar_no);
  });

  it("404 for an unknown or malformed uuid (admin)", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await t.app.inject({ method: "GET", url: API.kidProfile(id), headers: admin });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: m.errors.notFound });
    }
  });
});

describe("PUT /api/userProfile/v1/update-user/{uuid}", () => {
  it("updates without new images: fields sent change, the rest and every image stay; 200", async () => {
    const { kid } = await createKid(t.app, admin);
    const filesBefore = (await t.database.db.select({ id: files.id }).from(files)).length;
    const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, {
      kidName: "Anu Sri",
      bloodGroup: "A-",
      home_address: { city: "Tenali" },
      parentsDetails: { fatherCompany: "TCS", father_aadhar_no: kid.parentsDetails!.father_aadhar_no },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Profile Updated Successfully.");
    expect(body.data).toEqual({
      ...kid,
      kidName: "Anu Sri",
      bloodGroup: "A-",
      home_address: { ...kid.home_address, city: "Tenali" },
      parentsDetails: { ...kid.parentsDetails, fatherCompany: "TCS" },
      updatedAt: expect.any(String),
    });
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(filesBefore);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, kid.uuid)).orderBy(auditLog.id).offset(1);
    expect(entry).toMatchObject({ action: "update", entity: "kid" });
    expect(entry.details).toEqual({
      fields: ["parentsDetails.fatherCompany", "kidName", "bloodGroup", "home_address.city"],
      changes: {
        "parentsDetails.fatherCompany": { from: kid.parentsDetails!.fatherCompany, to: "TCS" },
        kidName: { from: kid.kidName, to: "Anu Sri" },
        bloodGroup: { from: kid.bloodGroup, to: "A-" },
        "home_address.city": { from: kid.home_address!.city, to: "Tenali" },
      },
    });
  });

  it("keeps the existing status when none (or a blank one) is sent, as the edit screen does", async () => {
    const { kid } = await createKid(t.app, admin, { status: "suspended" });
    for (const status of [undefined, ""]) {
      const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { kidName: "Renamed", status });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe("suspended");
    }
    const changed = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { status: "active" });
    expect(changed.json().data.status).toBe("active");
  });

  it("edits every institute, not only the first, and derives the durations again", async () => {
    const { kid } = await createKid(t.app, admin, { institution_details: [validInstitute(), validInstitute({ name: "Second" })] });
    const edited = kid.institution_details.map((x, n) =>
      n === 1 ? { ...x, coach_name: "New Coach", course_start_time: "11:00 PM", course_end_time: "1:00 AM", course_duration: "9h 0m" } : x,
    );
    const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { institution_details: edited });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.institution_details;
    expect(list[0]).toEqual(kid.institution_details[0]);
    expect(list[1]).toMatchObject({ name: "Second", coach_name: "New Coach", course_start_time: "23:00", course_end_time: "01:00", course_duration: "2h 0m", course_duration_minutes: 120 });
    // Removing one and adding one.
    const res2 = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { institution_details: [validInstitute({ name: "Only" })] });
    expect(res2.json().data.institution_details.map((x: { name: string }) => x.name)).toEqual(["Only"]);
    const empty = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { institution_details: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(k.institutesRequired);
  });

  it("replaces only the images sent, deletes the old files and keeps no orphans", async () => {
    const { kid } = await createKid(t.app, admin);
    const newImages = { kidsImage: { data: await tinyJpeg({ color: "#00f" }), filename: "new.jpg" }, mother_aadhar_front_image: { data: await tinyJpeg(), filename: "mf.jpg" } };
    const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, {}, newImages);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.kidsImage).not.toBe(kid.kidsImage);
    expect(data.parentsDetails.mother_aadhar_front_image).not.toBe(kid.parentsDetails!.mother_aadhar_front_image);
    expect(data.parentsDetails.mother_aadhar_back_image).toBe(kid.parentsDetails!.mother_aadhar_back_image);
    expect(data.parentsDetails.fatherImage).toBe(kid.parentsDetails!.fatherImage);
    const old = await t.app.inject({ method: "GET", url: kid.kidsImage!, headers: admin });
    expect(old.statusCode).toBe(404);
    const fresh = await t.app.inject({ method: "GET", url: data.kidsImage, headers: admin });
    expect(fresh.statusCode).toBe(200);
    await expectNoOrphans();
  });

  it("accepts the profile sent back as the original edit screen does (masked Aadhaar, URLs, uuid, role)", async () => {
    const { kid } = await createKid(t.app, admin);
    const { uuid, role, kidsImage, age, ...rest } = kid;
    const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { ...rest, uuid, role, kidsImage, age, kidName: "Same Kid" } as Record<string, unknown>);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...kid, kidName: "Same Kid", updatedAt: expect.any(String) });
  });

  it("accepts a JSON body without images", async () => {
    const { kid } = await createKid(t.app, admin);
    const res = await t.app.inject({ method: "PUT", url: API.updateKidProfile(kid.uuid), headers: admin, payload: { gender: "other", home_address: { zipCode: "522 004" } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ gender: "other", home_address: { zipCode: "522004" } });
  });

  it("applies the create rules to what is sent", async () => {
    const { kid } = await createKid(t.app, admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ kidName: "" }, "Kid name is required."],
      [{ kidName: "R2D2" }, "Only letters are allowed."],
      [{ kidsDateOfBirth: yearsAgo(2) }, "Kid must be at least 4 years old"],
      [{ joiningDate: yearsAgo(20) }, k.joiningDateBeforeDob],
      [{ parentsDetails: { motherMobile: "123" } }, "Phone number must be exactly 10"],
      [{ parentsDetails: { father_aadhar_no: "1234" } }, "Aadhar number must be exactly 12 digits."],
      [{ institution_details: [validInstitute({ email: "bad" })] }, "Invalid email format"],
    ];
    for (const [fields, message] of cases) {
      const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const after = await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: admin });
    expect(after.json().data).toEqual(kid);
  });

  it("404 for an unknown kid, and refuses a bad image leaving nothing behind", async () => {
    const unknown = await sendKid(t.app, "PUT", API.updateKidProfile("00000000-0000-4000-8000-000000000000"), admin, { kidName: "X" });
    expect(unknown.statusCode).toBe(404);
    const { kid } = await createKid(t.app, admin);
    const before = await kidCounts();
    const bad = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { kidName: "Y" }, {
      kidsImage: { data: await tinyJpeg(), filename: "ok.jpg" },
      fatherImage: { data: Buffer.from("GIF89a...."), filename: "f.png" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await kidCounts()).toEqual(before);
    await expectNoOrphans();
    const users0 = await t.database.db.select({ id: users.id }).from(users);
    expect(users0.length).toBe(before.users);
  });
});
