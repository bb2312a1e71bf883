import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages } from "@app/contracts";
import { auditLog, kidParents, kids, users } from "../../db/schema";
import { createKid, kidImages, sendKid, validKidFields, validParents } from "../../test/kid-factories";
import { adminHeaders, createDriver, storedCounts, uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { bearer, createTestApp, createUser, linkFromEmail, loginAs, type TestApp } from "../../test/test-app";

const e = messages.kids.errors;
const mail = messages.auth.mail;
const PASSWORD = "Parent@2025";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (eml: string) => new URL(linkFromEmail(eml)).searchParams.get("token")!;
const setPassword = (token: string, password = PASSWORD) =>
  t.app.inject({ method: "POST", url: API.forgotUpdatePassword, payload: { token, newPassword: password, confirmPassword: password } });
const account = (id: string) =>
  t.database.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((r) => r[0]);

async function counts() {
  const [base, k, l] = await Promise.all([
    storedCounts(t.database),
    t.database.db.select({ id: kids.id }).from(kids),
    t.database.db.select({ id: kidParents.kidId }).from(kidParents),
  ]);
  return { ...base, kids: k.length, links: l.length, mails: t.outbox().length };
}

describe("creating a kid creates (or links) the father and mother accounts (decisions.md §3)", () => {
  it("creates two parent accounts without a password and sends each an invitation", async () => {
    const { fields, response } = await createKid(t.app, admin);
    const p = fields.parentsDetails;
    const father = await account(response.parentAccounts.father.uuid);
    const mother = await account(response.parentAccounts.mother.uuid);
    expect(father).toMatchObject({ role: "father", name: "Ravi Kumar", mobile: p.fatherMobile, email: p.fatherEmail, passwordHash: null });
    expect(mother).toMatchObject({ role: "mother", name: "Sita Devi", mobile: p.motherMobile, email: p.motherEmail, passwordHash: null });

    for (const [email, name] of [
      [p.fatherEmail!, "Ravi Kumar"],
      [p.motherEmail!, "Sita Devi"],
    ]) {
      const sent = t.outbox(email);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain(`Subject: ${mail.inviteSubject}`);
      expect(sent[0]).toContain(`Hello ${name},`);
      expect(linkFromEmail(sent[0])).toMatch(/^http:\/\/localhost:3000\/confirm-password\?token=[A-Za-z0-9_-]+$/);
    }
  });

  it("the invited father sets a password through the link, logs in by mobile, the mother by email; each sees only their own kid", async () => {
    const { kid, fields } = await createKid(t.app, admin, { kidName: "Chintu" });
    const other = await createKid(t.app, admin, { kidName: "Someone Else" });
    const p = fields.parentsDetails;

    // Before the link is used there is no password to log in with.
    const early = await t.app.inject({ method: "POST", url: API.login, payload: { identifier: p.fatherMobile, password: PASSWORD } });
    expect(early.statusCode).toBe(401);

    const fatherToken = tokenOf(t.outbox(p.fatherEmail)[0]);
    expect((await setPassword(fatherToken)).statusCode).toBe(200);
    expect((await setPassword(fatherToken, "Another@2025")).statusCode).toBe(400); // single use
    const login = await t.app.inject({ method: "POST", url: API.login, payload: { identifier: p.fatherMobile, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({
      role: "father",
      name: "Chintu",
      user: { role: "father", name: "Ravi Kumar", kidName: "Chintu", kidUuid: kid.uuid, kids: [{ uuid: kid.uuid, kidName: "Chintu" }] },
    });
    const father = bearer(body.token);
    const me = await t.app.inject({ method: "GET", url: API.me, headers: father });
    expect(me.json().user).toEqual(body.user);

    const own = await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: father });
    expect(own.statusCode).toBe(200);
    const data = own.json().data;
    expect(data).toMatchObject({ uuid: kid.uuid, kidName: "Chintu", institution_details: kid.institution_details });
    // Aadhaar masked, Aadhaar images for admins only; photos of the kid and both parents visible.
    expect(data.parentsDetails).toMatchObject({
      father_aadhar_no: kid.parentsDetails!.father_aadhar_no,
      father_aadhar_front_image: null,
      father_aadhar_back_image: null,
      mother_aadhar_front_image: null,
      mother_aadhar_back_image: null,
      fatherImage: kid.parentsDetails!.fatherImage,
      motherImage: kid.parentsDetails!.motherImage,
    });
    const foreign = await t.app.inject({ method: "GET", url: API.kidProfile(other.kid.uuid), headers: father });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: messages.auth.serverErrors.forbidden });

    const motherToken = tokenOf(t.outbox(p.motherEmail)[0]);
    expect((await setPassword(motherToken)).statusCode).toBe(200);
    const mother = bearer(await loginAs(t.app, p.motherEmail!.toUpperCase(), PASSWORD));
    expect((await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: mother })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: API.kidProfile(other.kid.uuid), headers: mother })).statusCode).toBe(403);
  });

  it("links a second child of the same family to the same accounts (after the admin's yes): no new account, no second invitation, both kids at login", async () => {
    const first = await createKid(t.app, admin, { kidName: "Elder Kid" });
    const p = first.fields.parentsDetails;
    const mailsBefore = t.outbox().length;
    // The second form gives the same father mobile and mother email, and a new father company;
    // the factory sends linkExistingParents=true (docs/decisions/0223).
    const second = await createKid(t.app, admin, {
      kidName: "Younger Kid",
      parentsDetails: validParents({ fatherMobile: p.fatherMobile, fatherEmail: p.fatherEmail, motherEmail: p.motherEmail, motherMobile: p.motherMobile, fatherCompany: "Infosys" }),
    });
    expect(second.response.parentAccounts).toEqual({
      father: { uuid: first.response.parentAccounts.father.uuid, isNew: false },
      mother: { uuid: first.response.parentAccounts.mother.uuid, isNew: false },
    });
    expect(t.outbox().length).toBe(mailsBefore);
    expect(t.outbox(p.fatherEmail)).toHaveLength(1);
    // Linked as they are (0223): the second form does not change the family's parents.
    const elder = await t.app.inject({ method: "GET", url: API.kidProfile(first.kid.uuid), headers: admin });
    expect(elder.json().data.parentsDetails).toEqual(first.kid.parentsDetails);
    expect(second.kid.parentsDetails).toEqual(first.kid.parentsDetails);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, first.response.parentAccounts.father.uuid));
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
    expect(audit[1].details).toEqual({ relation: "father", linkedKidId: second.kid.uuid });

    expect((await setPassword(tokenOf(t.outbox(p.fatherEmail)[0]))).statusCode).toBe(200);
    const login = await t.app.inject({ method: "POST", url: API.login, payload: { identifier: p.fatherEmail, password: PASSWORD } });
    expect(login.json().user.kids).toEqual([
      { uuid: first.kid.uuid, kidName: "Elder Kid" },
      { uuid: second.kid.uuid, kidName: "Younger Kid" },
    ]);
    expect(login.json()).toMatchObject({ name: "Elder Kid", user: { kidName: "Elder Kid", kidUuid: first.kid.uuid } });
    const father = bearer(login.json().token);
    for (const kid of [first.kid, second.kid]) {
      expect((await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: father })).statusCode).toBe(200);
    }
  });

  it("links by mobile alone: the father keeps his email, the newer form's one is not used (0223)", async () => {
    const first = await createKid(t.app, admin);
    const p = first.fields.parentsDetails;
    const second = await createKid(t.app, admin, { parentsDetails: validParents({ fatherMobile: p.fatherMobile, fatherEmail: "new.dad@example.com" }) });
    expect(second.response.parentAccounts.father).toEqual({ uuid: first.response.parentAccounts.father.uuid, isNew: false });
    expect(second.response.parentAccounts.mother.isNew).toBe(true);
    expect((await account(first.response.parentAccounts.father.uuid)).email).toBe(p.fatherEmail);
    expect(t.outbox("new.dad@example.com")).toHaveLength(0);
  });

  it("links to an existing father account that has no kid yet as it is: its name stays, no invitation", async () => {
    const existing = await createUser(t.database, { role: "father", name: "Old Name", password: null });
    const { kid, response } = await createKid(t.app, admin, { parentsDetails: validParents({ fatherMobile: existing.mobile!, fatherEmail: existing.email! }) });
    expect(response.parentAccounts.father).toEqual({ uuid: existing.id, isNew: false });
    expect(t.outbox(existing.email!)).toHaveLength(0);
    expect(kid.parentsDetails).toMatchObject({ fatherName: "Old Name", fatherMobile: existing.mobile, fatherEmail: existing.email });
    expect((await account(existing.id)).name).toBe("Old Name");
  });

  it("answers 409 when a parent's mobile or email belongs to another kind of account, or to two accounts; nothing is stored or sent", async () => {
    const driver = await createDriver(t.app, admin);
    const otherAdmin = await createUser(t.database, { role: "admin" });
    const family = await createKid(t.app, admin);
    const fam = family.fields.parentsDetails;
    const other = await createKid(t.app, admin);
    const cases: [Record<string, string>, string][] = [
      [{ fatherMobile: driver.fields.phoneNumber }, e.mobileTaken("father")],
      [{ motherEmail: otherAdmin.email! }, e.emailTaken("mother")],
      [{ fatherMobile: fam.motherMobile! }, e.mobileTaken("father")],
      [{ motherEmail: fam.fatherEmail! }, e.emailTaken("mother")],
      [{ fatherMobile: fam.fatherMobile!, fatherEmail: other.fields.parentsDetails.fatherEmail! }, e.splitAccounts("father")],
    ];
    for (const [change, message] of cases) {
      const before = await counts();
      const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ parentsDetails: validParents(change) }), await kidImages());
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toEqual({ error: message });
      expect(await counts()).toEqual(before);
    }
    expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
  });
});

describe("updating parentsDetails changes the linked accounts", () => {
  it("renames, changes mobile and email (login follows), with the same duplicate checks", async () => {
    const { kid, fields, response } = await createKid(t.app, admin);
    const p = fields.parentsDetails;
    const fatherId = response.parentAccounts.father.uuid;
    expect((await setPassword(tokenOf(t.outbox(p.fatherEmail)[0]))).statusCode).toBe(200);

    const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, {
      parentsDetails: { ...kid.parentsDetails, fatherName: "Ravi K", fatherMobile: "9123456780", fatherEmail: "Ravi.New@Example.com" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.parentsDetails).toMatchObject({ fatherName: "Ravi K", fatherMobile: "9123456780", fatherEmail: "ravi.new@example.com" });
    expect(await account(fatherId)).toMatchObject({ name: "Ravi K", mobile: "9123456780", email: "ravi.new@example.com" });
    // The father had set a password: no new invitation; he logs in with the new mobile.
    expect(t.outbox("ravi.new@example.com")).toHaveLength(0);
    expect((await t.app.inject({ method: "POST", url: API.login, payload: { identifier: "9123456780", password: PASSWORD } })).statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, fatherId)).orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({ action: "update", entity: "parent", details: { relation: "father", kidId: kid.uuid, fields: ["fatherName", "fatherMobile", "fatherEmail"] } });
    // Old → new values, with the mobile and the email masked (docs/decisions/0088).
    expect((audit.at(-1)!.details as { changes: unknown }).changes).toEqual({
      fatherName: { from: p.fatherName, to: "Ravi K" },
      fatherMobile: { from: `${p.fatherMobile!.slice(0, 2)}xxxxxx${p.fatherMobile!.slice(-2)}`, to: "91xxxxxx80" },
      fatherEmail: { from: `${p.fatherEmail![0]}***@example.com`, to: "r***@example.com" },
    });
    expect(JSON.stringify(audit)).not.toContain("9123456780");

    const driver = await createDriver(t.app, admin);
    const cases: [Record<string, string>, string][] = [
      [{ fatherMobile: driver.fields.phoneNumber }, e.mobileTaken("father")],
      [{ motherMobile: "9123456780" }, e.mobileTaken("mother")],
      [{ motherEmail: driver.fields.email }, e.emailTaken("mother")],
    ];
    for (const [change, message] of cases) {
      const bad = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { parentsDetails: change });
      expect(bad.statusCode).toBe(409);
      expect(bad.json()).toEqual({ error: message });
    }
  });

  it("sends a fresh invitation to the new email of a parent who has not set a password yet", async () => {
    const { kid, fields } = await createKid(t.app, admin);
    const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { parentsDetails: { motherEmail: "sita.correct@example.com" } });
    expect(res.statusCode).toBe(200);
    const sent = t.outbox("sita.correct@example.com");
    expect(sent).toHaveLength(1);
    // Only the newest link works.
    expect((await setPassword(tokenOf(t.outbox(fields.parentsDetails.motherEmail)[0]))).statusCode).toBe(400);
    expect((await setPassword(tokenOf(sent[0]))).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: API.login, payload: { identifier: "sita.correct@example.com", password: PASSWORD } })).statusCode).toBe(200);
  });

  it("a parent's kids in the session follow renames", async () => {
    const { kid, fields } = await createKid(t.app, admin, { kidName: "Bunny" });
    expect((await setPassword(tokenOf(t.outbox(fields.parentsDetails.motherEmail)[0]))).statusCode).toBe(200);
    const mother = bearer(await loginAs(t.app, fields.parentsDetails.motherMobile!, PASSWORD));
    await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { kidName: "Bunny Rani" });
    const me = await t.app.inject({ method: "GET", url: API.me, headers: mother });
    expect(me.json().user).toMatchObject({ kidName: "Bunny Rani", kidUuid: kid.uuid, kids: [{ uuid: kid.uuid, kidName: "Bunny Rani" }] });
  });
});
