import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@app/contracts";
import { auditLog, drivers, files, users } from "../../db/schema";
import { yearsAgo } from "../../test/kid-factories";
import {
  createDriver,
  driverImages,
  otherRoleHeaders,
  STAFF_PASSWORD,
  storedCounts,
  tinyJpeg,
  uploadsOnDisk,
  validDriverFields,
  withoutUuids,
} from "../../test/staff-factories";
import { staffApiSuite } from "../../test/staff-suite";
import { bearer, createUser, loginAs, type TestApp } from "../../test/test-app";

const d = messages.staff.drivers;
const f = messages.staff.fields;

let t: TestApp;
let admin: Record<string, string>;
const { sendMultipart: send, expectNoOrphans } = staffApiSuite((ready) => ({ t, admin } = ready));

const CREATE = "/api/driver/v1/create-driver-profile";
const LIST = "/api/driver/v1/get-all-driver-profile";
const update = (uuid: string) => `/api/driver/v1/update-driver-profile/${uuid}`;
const remove = (uuid: string) => `/api/driver/v1/delete-driver-profile/${uuid}`;

describe("POST /api/driver/v1/create-driver-profile", () => {
  it("creates the profile and its login account and answers { status: 200, message, data }", async () => {
    const fields = validDriverFields({ email: "Ravi.Driver@Example.com" });
    const res = await send("POST", CREATE, admin, fields, await driverImages());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.message).toBe("Driver profile created successfully!");
    expect(body.data).toMatchObject({
      name: "Ravi Kumar",
      role: "driver",
      dob: "1990-04-15",
      email: "ravi.driver@example.com",
      bloodGroup: "B+",
      status: "active",
      phoneNumber: fields.phoneNumber,
      alternatePhone: fields.alternatePhone,
      aadharNo: `XXXX XXXX ${fields.aadharNo.slice(-4)}`,
      experience: 7,
      dlNo: "AP07 20110012345",
      prevCompanyName: "Sri Travels",
      address: "12-3-45, Brodipet, Guntur",
    });
    expect(body.data).not.toHaveProperty("password");
    for (const key of ["profilePicture", "aadharFrontImage", "aadharBackImage", "dlFrontImage", "dlBackImage"]) {
      expect(body.data[key]).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    }
    expect(body.data.profilePictureThumb).toBe(`${body.data.profilePicture}?thumb=1`);
    expect(res.body).not.toContain(fields.aadharNo);

    const [account] = await t.database.db.select().from(users).where(eq(users.email, "ravi.driver@example.com"));
    expect(account).toMatchObject({ role: "driver", name: "Ravi Kumar", mobile: fields.phoneNumber });
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "driver"), eq(auditLog.entityId, body.data.uuid), eq(auditLog.action, "create")));
    expect(audit.actorRole).toBe("admin");
    expect(JSON.stringify(audit.details)).not.toContain(fields.aadharNo);
    await expectNoOrphans();
  });

  it("lets the new driver log in by phone and by email with the password set at creation", async () => {
    const { driver, fields } = await createDriver(t.app, admin);
    for (const identifier of [fields.phoneNumber, fields.email.toUpperCase()]) {
      const res = await t.app.inject({ method: "POST", url: "/api/login", payload: { identifier, password: STAFF_PASSWORD } });
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json()).toMatchObject({ role: "driver", name: "Ravi Kumar" });
    }
    const me = await t.app.inject({ method: "GET", url: "/api/driver/v1/me", headers: bearer(await loginAs(t.app, fields.phoneNumber, STAFF_PASSWORD)) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.uuid).toBe(driver.uuid);
  });

  const tooYoung = yearsAgo(18); // 18 today: not yet older than 18
  it.each([
    [{ name: "" }, f.nameRequired],
    [{ name: "   " }, f.nameRequired],
    [{ name: undefined }, f.nameRequired],
    [{ email: "" }, f.emailRequired],
    [{ email: "not-an-email" }, f.emailInvalid],
    [{ dob: "" }, f.dobRequired],
    [{ dob: "15-04-1990" }, f.dobInvalid],
    [{ dob: "2999-01-01" }, "Future dates are not allowed."],
    [{ dob: tooYoung }, "Driver must be older than 18 years."],
    [{ dob: yearsAgo(10) }, "Driver must be older than 18 years."],
    [{ password: "" }, f.passwordRequired],
    [{ password: "Sh0rt!A" }, f.passwordRule],
    [{ password: "Has#Hash123" }, f.passwordRule],
    [{ password: "alllowercase1!" }, f.passwordRule],
    [{ password: "ALLUPPERCASE1!" }, f.passwordRule],
    [{ password: "NoDigits!!" }, f.passwordRule],
    [{ password: "NoSpecial12" }, f.passwordRule],
    [{ phoneNumber: "" }, f.phoneRequired],
    [{ phoneNumber: "98765abcde" }, "Only numeric values are allowed."],
    [{ phoneNumber: "5876543210" }, "Phone number must be 10 digits starting with 6-9."],
    [{ phoneNumber: "987654321" }, "Phone number must be 10 digits starting with 6-9."],
    [{ alternatePhone: "" }, f.alternatePhoneRequired],
    [{ alternatePhone: "+919876543210" }, "Only numeric values are allowed."],
    [{ alternatePhone: "1234567890" }, "Phone number must be 10 digits starting with 6-9."],
    [{ aadharNo: "" }, f.aadharRequired],
    [{ aadharNo: "12345678901" }, f.aadharLength],
    [{ aadharNo: "1234567890123" }, f.aadharLength],
    [{ aadharNo: "1234abcd9012" }, f.aadharDigits],
    [{ experience: "" }, d.experienceRequired],
    [{ experience: "five" }, d.experienceNumeric],
    [{ experience: "-1" }, d.experienceNegative],
    [{ experience: "61" }, d.experienceTooHigh],
    [{ dlNo: "" }, d.dlNoRequired],
    [{ dlNo: "AP07<script>" }, d.dlNoInvalid],
    [{ prevCompanyName: "" }, d.prevCompanyRequired],
    [{ address: " " }, f.addressRequired],
    [{ status: "" }, d.statusRequired],
    [{ status: "retired" }, d.statusInvalid],
    [{ bloodGroup: "" }, d.bloodGroupRequired],
    [{ bloodGroup: "C+" }, d.bloodGroupInvalid],
  ])("refuses %j with 400 %s and stores nothing", async (override, message) => {
    const before = await storedCounts(t.database);
    const res = await send("POST", CREATE, admin, validDriverFields(override), await driverImages());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await storedCounts(t.database)).toEqual(before);
    await expectNoOrphans();
  });

  it("accepts a driver whose 18th birthday was yesterday, and every blood group and status", async () => {
    await createDriver(t.app, admin, { dob: yearsAgo(18, -1), bloodGroup: "AB-", status: "suspended", experience: "0" });
    await createDriver(t.app, admin, { bloodGroup: "O+", status: "inactive", experience: 2.5 });
  });

  it.each([
    ["profilePicture", f.profilePictureRequired],
    ["aadharFrontImage", f.aadharFrontRequired],
    ["aadharBackImage", f.aadharBackRequired],
    ["dlFrontImage", d.dlFrontRequired],
    ["dlBackImage", d.dlBackRequired],
  ])("requires %s on create", async (field, message) => {
    const images = await driverImages();
    delete images[field];
    const before = await storedCounts(t.database);
    const res = await send("POST", CREATE, admin, validDriverFields(), images);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await storedCounts(t.database)).toEqual(before);
    await expectNoOrphans();
  });

  it("refuses a phone number or email already used by any account with 409", async () => {
    const parent = await createUser(t.database, { role: "father" });
    const before = await storedCounts(t.database);
    const phone = await send("POST", CREATE, admin, validDriverFields({ phoneNumber: parent.mobile! }), await driverImages());
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toEqual({ error: f.phoneTaken });
    const email = await send("POST", CREATE, admin, validDriverFields({ email: parent.email!.toUpperCase() }), await driverImages());
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: f.emailTaken });
    expect(await storedCounts(t.database)).toEqual(before);
    await expectNoOrphans();
  });

  it("leaves no file behind when two creates race for the same phone number", async () => {
    const fields = validDriverFields();
    const other = validDriverFields({ phoneNumber: fields.phoneNumber });
    const [a, b] = await Promise.all([
      send("POST", CREATE, admin, fields, await driverImages()),
      send("POST", CREATE, admin, other, await driverImages()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await expectNoOrphans();
  });
});

describe("GET /api/driver/v1/get-all-driver-profile", () => {
  it("answers { data: { allDrivers } }, newest first, Aadhaar masked, no password", async () => {
    const first = await createDriver(t.app, admin, { name: "First Driver" });
    const second = await createDriver(t.app, admin, { name: "Second Driver" });
    const res = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.allDrivers as { uuid: string; aadharNo: string }[];
    const ids = list.map((x) => x.uuid);
    expect(ids.indexOf(second.driver.uuid)).toBeLessThan(ids.indexOf(first.driver.uuid));
    expect(ids.indexOf(first.driver.uuid)).toBeGreaterThanOrEqual(0);
    for (const item of list) {
      expect(item.aadharNo).toMatch(/^XXXX XXXX \d{4}$/);
      expect(item).not.toHaveProperty("password");
    }
    expect(withoutUuids(res.body)).not.toMatch(/\d{12}/);
  });
});

describe("PUT /api/driver/v1/update-driver-profile/{uuid}", () => {
  it("changes the sent fields, keeps the stored Aadhaar when omitted or masked, and keeps images not sent", async () => {
    const { driver, fields } = await createDriver(t.app, admin);
    const res = await send("PUT", update(driver.uuid), admin, {
      ...fields,
      password: "",
      aadharNo: driver.aadharNo,
      name: "Ravi K",
      status: "suspended",
      experience: "8",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: "Driver profile updated successfully!" });
    const data = res.json().data;
    expect(data).toMatchObject({ name: "Ravi K", status: "suspended", experience: 8, aadharNo: driver.aadharNo });
    for (const key of ["profilePicture", "aadharFrontImage", "aadharBackImage", "dlFrontImage", "dlBackImage"]) expect(data[key]).toBe(driver[key as keyof typeof driver]);

    const omitted = await send("PUT", update(driver.uuid), admin, { address: "New address" });
    expect(omitted.statusCode).toBe(200);
    expect(omitted.json().data).toMatchObject({ address: "New address", aadharNo: driver.aadharNo, name: "Ravi K" });
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.id, driver.uuid));
    expect(t.app.aadhaar.open(row.aadhaarCiphertext, `driver:${driver.uuid}`)).toBe(fields.aadharNo);
    // The old password still works: a blank password changes nothing.
    await loginAs(t.app, fields.phoneNumber, STAFF_PASSWORD);
  });

  it("stores a new Aadhaar number encrypted and shows its new last four digits", async () => {
    const { driver } = await createDriver(t.app, admin);
    const res = await send("PUT", update(driver.uuid), admin, { aadharNo: "9876 5432 1098" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.aadharNo).toBe("XXXX XXXX 1098");
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.id, driver.uuid));
    expect(t.app.aadhaar.open(row.aadhaarCiphertext, `driver:${driver.uuid}`)).toBe("987654321098");
  });

  it("replaces only the images sent, and removes the replaced files", async () => {
    const { driver } = await createDriver(t.app, admin);
    const oldId = driver.dlFrontImage!.split("/").pop()!;
    const [oldRow] = await t.database.db.select().from(files).where(eq(files.id, oldId));
    const res = await send("PUT", update(driver.uuid), admin, {}, { dlFrontImage: { data: await tinyJpeg({ color: "#00f" }), filename: "new.jpg" } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.dlFrontImage).not.toBe(driver.dlFrontImage);
    expect(data.dlBackImage).toBe(driver.dlBackImage);
    expect(data.profilePicture).toBe(driver.profilePicture);
    expect(await t.database.db.select().from(files).where(eq(files.id, oldId))).toEqual([]);
    expect(uploadsOnDisk(t.dataDir)).not.toContain(oldRow.path);
    await expectNoOrphans();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, driver.uuid), eq(auditLog.action, "update")));
    expect(audit[0].details).toEqual({ fields: ["dlFrontImage"] });
  });

  it("sets a new password when one is given (same rule), ending the driver's sessions", async () => {
    const { driver, fields } = await createDriver(t.app, admin);
    const session = bearer(await loginAs(t.app, fields.email, STAFF_PASSWORD));
    const weak = await send("PUT", update(driver.uuid), admin, { password: "weakpass" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: f.passwordRule });
    const res = await send("PUT", update(driver.uuid), admin, { password: "Changed@456" });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/driver/v1/me", headers: session })).statusCode).toBe(401);
    await loginAs(t.app, fields.phoneNumber, "Changed@456");
    const old = await t.app.inject({ method: "POST", url: "/api/login", payload: { identifier: fields.phoneNumber, password: STAFF_PASSWORD } });
    expect(old.statusCode).toBe(401);
  });

  it("accepts JSON too (no images)", async () => {
    const { driver } = await createDriver(t.app, admin);
    const res = await t.app.inject({ method: "PUT", url: update(driver.uuid), headers: admin, payload: { name: "Json Name", experience: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Json Name", experience: 3 });
  });

  it.each([
    [{ name: "" }, f.nameRequired],
    [{ phoneNumber: "12345" }, "Phone number must be 10 digits starting with 6-9."],
    [{ aadharNo: "12345" }, f.aadharLength],
    [{ aadharNo: "XXXX XXXX 12ab" }, f.aadharDigits],
    [{ dob: "2999-01-01" }, "Future dates are not allowed."],
    [{ status: "fired" }, d.statusInvalid],
  ])("refuses an update %j with %s and changes nothing", async (override, message) => {
    const { driver } = await createDriver(t.app, admin);
    const res = await send("PUT", update(driver.uuid), admin, override);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    const after = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    const same = after.json().data.allDrivers.find((x: { uuid: string }) => x.uuid === driver.uuid);
    expect(same).toEqual(driver);
  });

  it("refuses another account's phone or email with 409 but accepts the driver's own", async () => {
    const { driver, fields } = await createDriver(t.app, admin);
    const other = await createUser(t.database, { role: "caretaker" });
    expect((await send("PUT", update(driver.uuid), admin, { phoneNumber: other.mobile! })).statusCode).toBe(409);
    const email = await send("PUT", update(driver.uuid), admin, { email: other.email! });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: f.emailTaken });
    expect((await send("PUT", update(driver.uuid), admin, { phoneNumber: fields.phoneNumber, email: fields.email })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown or malformed uuid", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await send("PUT", update(id), admin, { name: "X" });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: d.notFound });
    }
  });
});

describe("DELETE /api/driver/v1/delete-driver-profile/{uuid}", () => {
  it("soft-deletes: gone from the list, cannot log in, sessions end, audited; a second delete is 404", async () => {
    const { driver, fields } = await createDriver(t.app, admin);
    const session = bearer(await loginAs(t.app, fields.phoneNumber, STAFF_PASSWORD));
    const res = await t.app.inject({ method: "DELETE", url: remove(driver.uuid), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: "Driver deleted successfully!" });

    const list = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(list.json().data.allDrivers.map((x: { uuid: string }) => x.uuid)).not.toContain(driver.uuid);
    for (const identifier of [fields.phoneNumber, fields.email]) {
      const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { identifier, password: STAFF_PASSWORD } });
      expect(login.statusCode, identifier).toBe(401);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/driver/v1/me", headers: session })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.id, driver.uuid));
    expect(row.deletedAt).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, driver.uuid), eq(auditLog.action, "delete")));
    expect(audit).toHaveLength(1);

    const again = await t.app.inject({ method: "DELETE", url: remove(driver.uuid), headers: admin });
    expect(again.statusCode).toBe(404);
    expect((await send("PUT", update(driver.uuid), admin, { name: "Back" })).statusCode).toBe(404);
  });

  it("frees the phone number and email for a new account", async () => {
    const { driver, fields } = await createDriver(t.app, admin);
    await t.app.inject({ method: "DELETE", url: remove(driver.uuid), headers: admin });
    const again = await createDriver(t.app, admin, { phoneNumber: fields.phoneNumber, email: fields.email });
    expect(again.driver.uuid).not.toBe(driver.uuid);
  });
});

describe("access (decisions.md §4): only admins manage drivers", () => {
  it("answers 401 without or with a bad token and 403 to every other role, changing nothing", async () => {
    const { driver } = await createDriver(t.app, admin);
    const roles = await otherRoleHeaders(t.app, t.database);
    const callers: [string, Record<string, string>, number][] = [
      ["anonymous", {}, 401],
      ["bad token", bearer("not-a-token"), 401],
      ...Object.entries(roles).map(([role, h]) => [role, h, 403] as [string, Record<string, string>, number]),
    ];
    const before = await storedCounts(t.database);
    for (const [who, headers, status] of callers) {
      const calls = [
        await t.app.inject({ method: "GET", url: LIST, headers }),
        await send("POST", CREATE, headers, validDriverFields(), await driverImages()),
        await send("PUT", update(driver.uuid), headers, { name: "Hacked" }),
        await t.app.inject({ method: "DELETE", url: remove(driver.uuid), headers }),
      ];
      for (const res of calls) {
        expect(res.statusCode, `${who} ${res.raw.req.method} ${res.raw.req.url}`).toBe(status);
        expect(res.json()).toHaveProperty("error");
      }
    }
    expect(await storedCounts(t.database)).toEqual(before);
    const list = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(list.json().data.allDrivers.find((x: { uuid: string }) => x.uuid === driver.uuid)).toEqual(driver);
    await expectNoOrphans();
  });

  it("GET /api/driver/v1/me: the driver's own profile only, without identity documents; other roles 403", async () => {
    const a = await createDriver(t.app, admin);
    const b = await createDriver(t.app, admin);
    const headersA = bearer(await loginAs(t.app, a.fields.email, STAFF_PASSWORD));
    const me = await t.app.inject({ method: "GET", url: "/api/driver/v1/me", headers: headersA });
    expect(me.statusCode).toBe(200);
    const data = me.json().data;
    expect(data.uuid).toBe(a.driver.uuid);
    expect(data.aadharNo).toBe(a.driver.aadharNo);
    expect(data.profilePicture).toBe(a.driver.profilePicture);
    expect([data.aadharFrontImage, data.aadharBackImage, data.dlFrontImage, data.dlBackImage]).toEqual([null, null, null, null]);
    expect(me.body).not.toContain(b.driver.uuid);

    // A driver sees their own photo but not another driver's, nor their own identity documents.
    expect((await t.app.inject({ method: "GET", url: a.driver.profilePicture!, headers: headersA })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: b.driver.profilePicture!, headers: headersA })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: a.driver.aadharFrontImage!, headers: headersA })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: LIST, headers: headersA })).statusCode).toBe(403);

    const roles = await otherRoleHeaders(t.app, t.database);
    for (const role of ["caretaker", "father", "mother"]) {
      expect((await t.app.inject({ method: "GET", url: "/api/driver/v1/me", headers: roles[role] })).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/driver/v1/me", headers: admin })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/driver/v1/me" })).statusCode).toBe(401);
  });
});
