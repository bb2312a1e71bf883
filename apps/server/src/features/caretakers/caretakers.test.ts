import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@app/contracts";
import { auditLog, caretakers } from "../../db/schema";
import { yearsAgo } from "../../test/kid-factories";
import {
  caretakerImages,
  createCaretaker,
  otherRoleHeaders,
  STAFF_PASSWORD,
  storedCounts,
  tinyPng,
  validCaretakerFields,
  withoutUuids,
} from "../../test/staff-factories";
import { staffApiSuite } from "../../test/staff-suite";
import { bearer, createUser, loginAs, type TestApp } from "../../test/test-app";

const c = messages.staff.caretakers;
const f = messages.staff.fields;

let t: TestApp;
let admin: Record<string, string>;
const { sendMultipart, expectNoOrphans } = staffApiSuite((ready) => ({ t, admin } = ready));

const CREATE = "/api/caretaker/create";
const LIST = "/api/caretaker/all";
const update = (uuid: string) => `/api/caretaker/update/${uuid}`;
const remove = (uuid: string) => `/api/caretaker/delete/${uuid}`;

const putJson = (uuid: string, payload: object, headers = admin) => t.app.inject({ method: "PUT", url: update(uuid), headers, payload });

describe("POST /api/caretaker/create", () => {
  it("creates the profile and a caretaker login account: 201 { message, data }", async () => {
    const fields = validCaretakerFields();
    const res = await sendMultipart("POST", CREATE, admin, fields, await caretakerImages());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Care Taker created successfully!");
    expect(body.data).toMatchObject({
      name: "Lakshmi Devi",
      role: "caretaker",
      phoneNumber: fields.phoneNumber,
      alternatePhoneNumber: fields.alternatePhoneNumber,
      email: fields.email,
      dob: "1985-09-20",
      aadharNo: `XXXX XXXX ${fields.aadharNo.slice(-4)}`,
      address: fields.address,
      aadharAddress: fields.aadharAddress,
    });
    expect(body.data.age).toBeGreaterThanOrEqual(39);
    expect(body.data).not.toHaveProperty("password");
    for (const key of ["profilePicture", "aadharFrontImage", "aadharBackImage"]) expect(body.data[key]).toMatch(/^\/api\/files\//);
    expect(res.body).not.toContain(fields.aadharNo);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "caretaker"), eq(auditLog.entityId, body.data.uuid), eq(auditLog.action, "create")));
    expect(audit).toHaveLength(1);
    await expectNoOrphans();
  });

  it("lets the caretaker log in by phone and by email and read their own profile", async () => {
    const { caretaker, fields } = await createCaretaker(t.app, admin);
    for (const identifier of [fields.phoneNumber, fields.email]) {
      const res = await t.app.inject({ method: "POST", url: "/api/login", payload: { identifier, password: STAFF_PASSWORD } });
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json().role).toBe("caretaker");
    }
    const headers = bearer(await loginAs(t.app, fields.phoneNumber, STAFF_PASSWORD));
    const me = await t.app.inject({ method: "GET", url: "/api/caretaker/me", headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ uuid: caretaker.uuid, aadharNo: caretaker.aadharNo, aadharFrontImage: null, aadharBackImage: null });
    expect((await t.app.inject({ method: "GET", url: caretaker.profilePicture!, headers })).statusCode).toBe(200);
  });

  it.each([
    [{ name: "" }, f.nameRequired],
    [{ phoneNumber: "" }, f.phoneRequired],
    [{ phoneNumber: "98765-4321" }, "Only numeric values are allowed."],
    [{ phoneNumber: "4876543210" }, "Phone number must be 10 digits starting with 6-9."],
    [{ alternatePhoneNumber: "" }, f.alternatePhoneRequired],
    [{ alternatePhoneNumber: "98765432" }, "Phone number must be 10 digits starting with 6-9."],
    [{ email: "" }, f.emailRequired],
    [{ email: "a@b" }, "Invalid email format."],
    [{ dob: "" }, f.dobRequired],
    [{ dob: "2999-12-31" }, "Future dates are not allowed."],
    [{ dob: yearsAgo(18) }, c.tooYoung],
    [{ password: "" }, f.passwordRequired],
    [{ password: "password" }, f.passwordRule],
    [{ aadharNo: "" }, f.aadharRequired],
    [{ aadharNo: "1234-5678-9012" }, "Aadhar number must contain only numbers."],
    [{ aadharNo: "123456" }, f.aadharLength],
    [{ address: "" }, f.addressRequired],
    [{ aadharAddress: "x".repeat(501) }, c.aadharAddressTooLong],
  ])("refuses %j with 400 %s and stores nothing", async (override, message) => {
    const before = await storedCounts(t.database);
    const res = await sendMultipart("POST", CREATE, admin, validCaretakerFields(override), await caretakerImages());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await storedCounts(t.database)).toEqual(before);
    await expectNoOrphans();
  });

  it("needs every image, JPG or PNG by content", async () => {
    for (const [field, message] of [
      ["profilePicture", f.profilePictureRequired],
      ["aadharFrontImage", f.aadharFrontRequired],
      ["aadharBackImage", f.aadharBackRequired],
    ]) {
      const images = await caretakerImages();
      delete images[field];
      const res = await sendMultipart("POST", CREATE, admin, validCaretakerFields(), images);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const fake = await sendMultipart("POST", CREATE, admin, validCaretakerFields(), {
      ...(await caretakerImages()),
      aadharBackImage: { data: Buffer.from("plain text"), filename: "back.jpg", type: "image/jpeg" },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ error: "Only JPG and PNG files are allowed." });
    await expectNoOrphans();
  });

  it("accepts a missing address on Aadhar (optional) and stores it as null", async () => {
    const { caretaker } = await createCaretaker(t.app, admin, { aadharAddress: undefined });
    expect(caretaker.aadharAddress).toBeNull();
  });

  it("refuses a phone or email used by any account with 409", async () => {
    const driverAccount = await createUser(t.database, { role: "driver" });
    const before = await storedCounts(t.database);
    const phone = await sendMultipart("POST", CREATE, admin, validCaretakerFields({ phoneNumber: driverAccount.mobile! }), await caretakerImages());
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toEqual({ error: f.phoneTaken });
    const email = await sendMultipart("POST", CREATE, admin, validCaretakerFields({ email: driverAccount.email! }), await caretakerImages());
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: f.emailTaken });
    expect(await storedCounts(t.database)).toEqual(before);
    await expectNoOrphans();
  });
});

describe("GET /api/caretaker/all", () => {
  it("answers { data: [...] } newest first with masked Aadhaar", async () => {
    const a = await createCaretaker(t.app, admin);
    const b = await createCaretaker(t.app, admin);
    const res = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { uuid: string }[]).map((x) => x.uuid);
    expect(ids.indexOf(b.caretaker.uuid)).toBeLessThan(ids.indexOf(a.caretaker.uuid));
    expect(ids.indexOf(a.caretaker.uuid)).toBeGreaterThanOrEqual(0);
    expect(withoutUuids(res.body)).not.toMatch(/\d{12}/);
    expect(res.body).not.toContain("password");
  });
});

describe("PUT /api/caretaker/update/{uuid}", () => {
  it("takes JSON as the original client sends it: the whole object back, masked Aadhaar and image URLs included", async () => {
    const { caretaker, fields } = await createCaretaker(t.app, admin);
    const res = await putJson(caretaker.uuid, { ...caretaker, name: "Lakshmi D", phoneNumber: Number(caretaker.phoneNumber) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Care Taker updated successfully!");
    const data = res.json().data;
    expect(data).toMatchObject({ name: "Lakshmi D", aadharNo: caretaker.aadharNo, profilePicture: caretaker.profilePicture });
    const [row] = await t.database.db.select().from(caretakers).where(eq(caretakers.id, caretaker.uuid));
    expect(t.app.aadhaar.open(row.aadhaarCiphertext, `caretaker:${caretaker.uuid}`)).toBe(fields.aadharNo);
    await loginAs(t.app, fields.email, STAFF_PASSWORD);
  });

  it("keeps the Aadhaar when omitted, replaces it when a new one is sent", async () => {
    const { caretaker } = await createCaretaker(t.app, admin);
    const omitted = await putJson(caretaker.uuid, { address: "Moved" });
    expect(omitted.json().data).toMatchObject({ address: "Moved", aadharNo: caretaker.aadharNo });
    const changed = await putJson(caretaker.uuid, { aadharNo: "234567890123" });
    expect(changed.json().data.aadharNo).toBe("XXXX XXXX 0123");
  });

  it("also takes multipart to replace images", async () => {
    const { caretaker } = await createCaretaker(t.app, admin);
    const res = await sendMultipart("PUT", update(caretaker.uuid), admin, { name: "With Photo" }, {
      profilePicture: { data: await tinyPng(), filename: "new.png" },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.profilePicture).not.toBe(caretaker.profilePicture);
    expect(data.aadharFrontImage).toBe(caretaker.aadharFrontImage);
    await expectNoOrphans();
    const bad = await sendMultipart("PUT", update(caretaker.uuid), admin, {}, { aadharFrontImage: { data: Buffer.from("nope"), filename: "x.png" } });
    expect(bad.statusCode).toBe(400);
    await expectNoOrphans();
  });

  it.each([
    [{ name: " " }, f.nameRequired],
    [{ phoneNumber: "abc" }, "Only numeric values are allowed."],
    [{ aadharNo: "12ab" }, "Aadhar number must contain only numbers."],
    [{ password: "weak" }, f.passwordRule],
    [{ dob: yearsAgo(5) }, c.tooYoung],
  ])("refuses %j with %s and changes nothing", async (override, message) => {
    const { caretaker } = await createCaretaker(t.app, admin);
    const res = await putJson(caretaker.uuid, override);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    const list = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(list.json().data.find((x: { uuid: string }) => x.uuid === caretaker.uuid)).toEqual(caretaker);
  });

  it("refuses another account's phone with 409 and an unknown uuid with 404", async () => {
    const { caretaker } = await createCaretaker(t.app, admin);
    const other = await createUser(t.database, { role: "mother" });
    const dup = await putJson(caretaker.uuid, { phoneNumber: other.mobile });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: f.phoneTaken });
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      const res = await putJson(id, { name: "X" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: c.notFound });
    }
  });
});

describe("DELETE /api/caretaker/delete/{uuid}", () => {
  it("soft-deletes: not listed, cannot log in, audited; then 404", async () => {
    const { caretaker, fields } = await createCaretaker(t.app, admin);
    const res = await t.app.inject({ method: "DELETE", url: remove(caretaker.uuid), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Care Taker deleted successfully!" });
    const list = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(list.json().data.map((x: { uuid: string }) => x.uuid)).not.toContain(caretaker.uuid);
    for (const identifier of [fields.phoneNumber, fields.email]) {
      const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { identifier, password: STAFF_PASSWORD } });
      expect(login.statusCode).toBe(401);
    }
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, caretaker.uuid), eq(auditLog.action, "delete")));
    expect(audit).toHaveLength(1);
    expect((await t.app.inject({ method: "DELETE", url: remove(caretaker.uuid), headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: remove("nope"), headers: admin })).statusCode).toBe(404);
  });
});

describe("access (decisions.md §4): only admins manage caretakers", () => {
  it("401 for anonymous and bad tokens, 403 for every other role (a caretaker cannot list caretakers), nothing changes", async () => {
    const { caretaker } = await createCaretaker(t.app, admin);
    const roles = await otherRoleHeaders(t.app, t.database);
    const self = await createCaretaker(t.app, admin);
    roles["caretaker (real profile)"] = bearer(await loginAs(t.app, self.fields.email, STAFF_PASSWORD));
    const callers: [string, Record<string, string>, number][] = [
      ["anonymous", {}, 401],
      ["bad token", bearer("x.y.z"), 401],
      ...Object.entries(roles).map(([role, h]) => [role, h, 403] as [string, Record<string, string>, number]),
    ];
    const before = await storedCounts(t.database);
    for (const [who, headers, status] of callers) {
      const calls = [
        await t.app.inject({ method: "GET", url: LIST, headers }),
        await sendMultipart("POST", CREATE, headers, validCaretakerFields(), await caretakerImages()),
        await putJson(caretaker.uuid, { name: "Hacked" }, headers),
        await putJson(self.caretaker.uuid, { name: "Self edit" }, headers),
        await t.app.inject({ method: "DELETE", url: remove(caretaker.uuid), headers }),
      ];
      for (const res of calls) {
        expect(res.statusCode, `${who} ${res.raw.req.method} ${res.raw.req.url}`).toBe(status);
        expect(res.json()).toHaveProperty("error");
      }
    }
    expect(await storedCounts(t.database)).toEqual(before);
    const list = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(list.json().data.find((x: { uuid: string }) => x.uuid === caretaker.uuid)).toEqual(caretaker);
    await expectNoOrphans();
  });

  it("GET /api/caretaker/me is for caretakers only", async () => {
    const roles = await otherRoleHeaders(t.app, t.database);
    for (const role of ["driver", "father", "mother"]) {
      expect((await t.app.inject({ method: "GET", url: "/api/caretaker/me", headers: roles[role] })).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/caretaker/me", headers: admin })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/caretaker/me" })).statusCode).toBe(401);
    // A caretaker account without a profile (not made through the API) gets a clear 404.
    const bare = await t.app.inject({ method: "GET", url: "/api/caretaker/me", headers: roles.caretaker });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual({ error: c.notFound });
  });
});
