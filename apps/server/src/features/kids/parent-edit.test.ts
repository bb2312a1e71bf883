import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, PARENT_API } from "@app/contracts";
import { auditLog, parentProfiles, users } from "../../db/schema";
import { createKid } from "../../test/kid-factories";
import { adminHeaders, createDriver } from "../../test/staff-factories";
import { bearer, createTestApp, createUser, linkFromEmail, loginAs, type TestApp } from "../../test/test-app";

/** PUT /api/v1/parents/{uuid}: a parent's identity for every kid they are linked to (docs/decisions/0223). */
const pe = messages.kids.parentEdit;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
});
afterAll(async () => {
  await t.close();
});

const account = (id: string) =>
  t.database.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((r) => r[0]);
const put = (uuid: string, payload: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: "PUT", url: PARENT_API.updateParent(uuid), headers, payload: payload as Record<string, unknown> });

async function family() {
  const elder = await createKid(t.app, admin, { kidName: "Elder" });
  const younger = await createKid(t.app, admin, { kidName: "Younger", parentsDetails: elder.fields.parentsDetails });
  return { elder, younger, fatherId: elder.response.parentAccounts.father.uuid, motherId: elder.response.parentAccounts.mother.uuid };
}

describe("PUT /api/v1/parents/{uuid}", () => {
  it("the admin changes a shared father's name, mobile, email and Aadhaar: both kids show it, audited with masked values, a fresh invitation goes to the new email", async () => {
    const { elder, younger, fatherId } = await family();
    const res = await put(fatherId, { name: "Ravi Kumar Rao", mobile: "90000 11122", email: "Ravi.Rao@Example.com", aadhaar: "4567 8901 2345" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: pe.success,
      data: {
        uuid: fatherId,
        relation: "father",
        name: "Ravi Kumar Rao",
        mobile: "9000011122",
        email: "ravi.rao@example.com",
        aadhaar: "XXXX XXXX 2345",
        kids: [
          { uuid: elder.kid.uuid, kidName: "Elder" },
          { uuid: younger.kid.uuid, kidName: "Younger" },
        ],
      },
    });
    expect(await account(fatherId)).toMatchObject({ name: "Ravi Kumar Rao", mobile: "9000011122", email: "ravi.rao@example.com" });
    for (const kid of [elder.kid, younger.kid]) {
      const view = (await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: admin })).json().data;
      expect(view.parentsDetails).toMatchObject({ fatherName: "Ravi Kumar Rao", fatherMobile: "9000011122", father_aadhar_no: "XXXX XXXX 2345" });
    }
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, fatherId)).orderBy(asc(auditLog.id)).offset(2);
    expect(audit).toMatchObject({ action: "update", entity: "parent" });
    expect(audit.details).toEqual({
      relation: "father",
      fields: ["name", "mobile", "email", "aadhaar"],
      via: "parentEdit",
      changes: {
        name: { from: "Ravi Kumar", to: "Ravi Kumar Rao" },
        mobile: { from: expect.stringMatching(/^\d{2}x{6}\d{2}$/), to: "90xxxxxx22" },
        email: { from: "f***@example.com", to: "r***@example.com" },
      },
    });
    expect(JSON.stringify(audit)).not.toContain("456789012345");
    // Not yet set a password: the new address gets the invitation, and it works.
    const sent = t.outbox("ravi.rao@example.com");
    expect(sent).toHaveLength(1);
    const token = new URL(linkFromEmail(sent[0])).searchParams.get("token")!;
    const set = await t.app.inject({ method: "POST", url: API.forgotUpdatePassword, payload: { token, newPassword: "Parent@2025", confirmPassword: "Parent@2025" } });
    expect(set.statusCode).toBe(200);
    expect(await loginAs(t.app, "9000011122", "Parent@2025")).toEqual(expect.any(String));
  });

  it("fields left out keep their value; a masked or blank Aadhaar keeps the stored number", async () => {
    const { fatherId } = await family();
    const before = await t.database.db.select().from(parentProfiles).where(eq(parentProfiles.userId, fatherId));
    const res = await put(fatherId, { name: "Only Name", aadhaar: "XXXX XXXX 0000" });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.database.db.select().from(parentProfiles).where(eq(parentProfiles.userId, fatherId));
    expect(after[0].aadhaarCiphertext).toBe(before[0].aadhaarCiphertext);
    expect(res.json().data.name).toBe("Only Name");
  });

  it("a mobile or email of any other account is 409; bad input 400; unknown or non-parent ids 404; nothing changes", async () => {
    const { fatherId, motherId } = await family();
    const driver = await createDriver(t.app, admin);
    const before = await account(fatherId);
    const mother = await account(motherId);
    const cases: [unknown, number, string][] = [
      [{ mobile: driver.fields.phoneNumber }, 409, pe.mobileTaken],
      [{ mobile: mother.mobile }, 409, pe.mobileTaken],
      [{ email: mother.email!.toUpperCase() }, 409, pe.emailTaken],
      [{ email: driver.fields.email }, 409, pe.emailTaken],
      [{ mobile: "12345" }, 400, messages.kids.fields.phoneExactly10],
      [{ email: "not-an-email" }, 400, messages.kids.fields.emailInvalid],
      [{ name: "   " }, 400, pe.nameRequired],
      [{ aadhaar: "1234" }, 400, messages.staff.fields.aadharLength],
    ];
    for (const [payload, status, error] of cases) {
      const res = await put(fatherId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ error });
    }
    expect(await account(fatherId)).toEqual(before);
    const staffAccount = await createUser(t.database, { role: "driver" });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", staffAccount.id]) {
      const res = await put(id, { name: "Whoever" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: pe.notFound });
    }
  });

  it("admins only: anonymous 401; a parent (even the one edited), a driver and a caretaker 403; nothing changes", async () => {
    const { elder, fatherId } = await family();
    const father = await createUser(t.database, { role: "father" });
    const driver = await createUser(t.database, { role: "driver" });
    const caretaker = await createUser(t.database, { role: "caretaker" });
    const before = await account(fatherId);
    expect((await put(fatherId, { name: "Hacker" }, {})).statusCode).toBe(401);
    for (const user of [father, driver, caretaker]) {
      const res = await put(fatherId, { name: "Hacker" }, bearer(await loginAs(t.app, user.email!)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: messages.auth.serverErrors.forbidden });
    }
    expect(await account(fatherId)).toEqual(before);
    expect(elder.kid.parentsDetails!.fatherName).toBe(before.name);
  });
});
