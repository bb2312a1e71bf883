import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, API_EXPORTS, messages, PRIVACY_API } from "@app/contracts";
import { auditLog, files, kidParents, kids, users } from "../../db/schema";
import { kidImages, sendKid, validKidFields, validParents, type ParentsDetailsInput } from "../../test/kid-factories";
import { downloadExport } from "../../test/list-helpers";
import { decideConsent } from "../../test/privacy-factories";
import { adminHeaders, storedCounts, tinyJpeg, uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { bearer, createTestApp, linkFromEmail, loginAs, type TestApp } from "../../test/test-app";

/**
 * Single-parent families (docs/decisions/0244): the kid form needs one parent, either one; the
 * other parent's section may be left out as a whole, and no account is made for them. Aadhaar card
 * images are optional. Everything that reads a kid's parents copes with one.
 */
const k = messages.kids.fields;
const PASSWORD = "Parent@2025";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** One parent's section of validParents(); the other's fields sent blank (as the web form sends them) or left out. */
function onlyParent(relation: "father" | "mother", other: "blank" | "left out" = "blank"): ParentsDetailsInput {
  const all = validParents();
  return Object.fromEntries(
    Object.entries(all).flatMap(([key, value]) => {
      if (key.startsWith(relation)) return [[key, value]];
      return other === "blank" ? [[key, ""]] : [];
    }),
  );
}

/** The kid's photo and one parent's portrait: no Aadhaar card image at all. */
async function imagesOf(relation: "father" | "mother") {
  const all = await kidImages();
  const portrait = relation === "father" ? "fatherImage" : "motherImage";
  return { kidsImage: all.kidsImage, [portrait]: all[portrait] };
}

async function counts() {
  const [base, kidRows, links] = await Promise.all([
    storedCounts(t.database),
    t.database.db.select({ id: kids.id }).from(kids),
    t.database.db.select({ id: kidParents.kidId }).from(kidParents),
  ]);
  return { ...base, kids: kidRows.length, links: links.length, mails: t.outbox().length };
}

const linksOf = (kidId: string) => t.database.db.select().from(kidParents).where(eq(kidParents.kidId, kidId));

async function expectNoOrphans() {
  expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
}

describe("creating a kid with one parent", () => {
  it("only a mother, no Aadhaar card images: 201, one account (invited), the father's part empty", async () => {
    const before = await counts();
    const parentsDetails = onlyParent("mother");
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ kidName: "Lasya", parentsDetails }), await imagesOf("mother"));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.parentAccounts).toEqual({ father: null, mother: { uuid: expect.any(String), isNew: true } });
    expect(body.data.parentsDetails).toMatchObject({
      fatherName: "",
      fatherMobile: "",
      fatherEmail: "",
      father_aadhar_no: "",
      fatherImage: null,
      father_aadhar_front_image: null,
      motherName: "Sita Devi",
      motherMobile: parentsDetails.motherMobile,
      mother_aadhar_no: `XXXX XXXX ${parentsDetails.mother_aadhar_no!.slice(-4)}`,
      motherImage: expect.stringMatching(/^\/api\/files\//),
      mother_aadhar_front_image: null,
      mother_aadhar_back_image: null,
    });
    expect(body.data.parentLinks).toEqual([{ relation: "mother", uuid: body.parentAccounts.mother.uuid, kidCount: 1 }]);
    expect(await linksOf(body.data.uuid)).toEqual([expect.objectContaining({ relation: "mother", userId: body.parentAccounts.mother.uuid })]);
    const after = await counts();
    expect(after).toMatchObject({ kids: before.kids + 1, links: before.links + 1, users: before.users + 1, mails: before.mails + 1 });
    expect(t.outbox(parentsDetails.motherEmail)).toHaveLength(1);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.data.uuid));
    expect(audit.details).toMatchObject({ fatherUserId: null, motherUserId: body.parentAccounts.mother.uuid, newAccounts: ["mother"], linkedAccounts: [], images: ["kidsImage", "motherImage"] });
    await expectNoOrphans();
  });

  it("only a father, the mother's fields left out of parentsDetails altogether: 201", async () => {
    const before = await counts();
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ parentsDetails: onlyParent("father", "left out") }), await imagesOf("father"));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().parentAccounts).toEqual({ father: { uuid: expect.any(String), isNew: true }, mother: null });
    expect(res.json().data.parentsDetails).toMatchObject({ fatherName: "Ravi Kumar", motherName: "", motherImage: null });
    expect(await counts()).toMatchObject({ users: before.users + 1, links: before.links + 1 });
  });

  it("both parents without any Aadhaar card image: 201 as before, the images simply not stored", async () => {
    const all = await kidImages();
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields(), { kidsImage: all.kidsImage, fatherImage: all.fatherImage, motherImage: all.motherImage });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.parentsDetails).toMatchObject({ father_aadhar_front_image: null, mother_aadhar_back_image: null });
  });

  it("neither parent: 400 with one clear message, nothing stored, no mail", async () => {
    const before = await counts();
    const blank = Object.fromEntries(Object.keys(validParents()).map((key) => [key, ""]));
    for (const parentsDetails of [blank, {}]) {
      const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ parentsDetails }), await kidImages());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: k.oneParentRequired });
    }
    expect(await counts()).toEqual(before);
    await expectNoOrphans();
  });

  it("a parent given needs every field and a portrait: a half-filled father is still refused", async () => {
    const before = await counts();
    const cases: [ParentsDetailsInput, Record<string, unknown>, string][] = [
      [{ ...onlyParent("mother"), fatherName: "Ravi Kumar" }, await imagesOf("mother"), k.fatherMobileRequired],
      [onlyParent("mother"), { kidsImage: (await kidImages()).kidsImage }, k.motherImageRequired],
      [onlyParent("father"), await imagesOf("mother"), k.fatherImageRequired],
    ];
    for (const [parentsDetails, images, message] of cases) {
      const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ parentsDetails }), images as never);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await counts()).toEqual(before);
  });

  it("images sent for a parent the form leaves out are not stored (they would have no owner)", async () => {
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ parentsDetails: onlyParent("mother") }), await kidImages());
    expect(res.statusCode, res.body).toBe(201);
    const owned = await t.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, res.json().parentAccounts.mother.uuid));
    expect(owned).toHaveLength(3);
    expect(res.json().data.parentsDetails.fatherImage).toBeNull();
    await expectNoOrphans();
  });
});

describe("a single-parent kid afterwards", () => {
  async function motherOnlyKid(kidName = "Lasya") {
    const parentsDetails = onlyParent("mother");
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ kidName, parentsDetails }), await imagesOf("mother"));
    expect(res.statusCode, res.body).toBe(201);
    return { kid: res.json().data, motherId: res.json().parentAccounts.mother.uuid as string, parentsDetails };
  }

  it("the edit form's save (blank father section, the mother as shown) is 200 and keeps one parent", async () => {
    const { kid } = await motherOnlyKid();
    const { parentsDetails, uuid, role, ...rest } = kid;
    const res = await sendKid(t.app, "PUT", API.updateKidProfile(uuid), admin, { ...rest, role, parentsDetails: { ...parentsDetails, motherCompany: "TCS" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.parentsDetails).toMatchObject({ fatherName: "", motherCompany: "TCS" });
    expect(await linksOf(uuid)).toHaveLength(1);
  });

  it("the father added later through the edit: a new account, linked and invited", async () => {
    const { kid } = await motherOnlyKid("Harshini");
    const father = Object.fromEntries(Object.entries(validParents()).filter(([key]) => key.startsWith("father")));
    const usersBefore = (await t.database.db.select({ id: users.id }).from(users)).length;
    const res = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { parentsDetails: father }, { fatherImage: { data: await tinyJpeg(), filename: "f.jpg" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.parentsDetails).toMatchObject({ fatherName: "Ravi Kumar", fatherMobile: father.fatherMobile, fatherImage: expect.stringMatching(/^\/api\/files\//) });
    expect((await linksOf(kid.uuid)).map((l) => l.relation).sort()).toEqual(["father", "mother"]);
    expect((await t.database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore + 1);
    expect(t.outbox(father.fatherEmail)).toHaveLength(1);
    await expectNoOrphans();
  });

  it("a father added on edit needs his whole section; the mother's section blanked is refused as before", async () => {
    const { kid } = await motherOnlyKid("Deepika");
    const half = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { parentsDetails: { fatherName: "Ravi Kumar" } });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ error: k.fatherMobileRequired });
    const blanked = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { parentsDetails: { motherName: "", motherMobile: "" } });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json()).toEqual({ error: k.motherNameRequired });
    expect((await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: admin })).json().data).toEqual(kid);
  });

  it("the mother logs in and sees her kid with the father's part empty", async () => {
    const { kid, parentsDetails } = await motherOnlyKid("Keerthi");
    const token = new URL(linkFromEmail(t.outbox(parentsDetails.motherEmail)[0]!)).searchParams.get("token")!;
    const set = await t.app.inject({ method: "POST", url: API.forgotUpdatePassword, payload: { token, newPassword: PASSWORD, confirmPassword: PASSWORD } });
    expect(set.statusCode).toBe(200);
    const mother = bearer(await loginAs(t.app, parentsDetails.motherEmail!, PASSWORD));
    const own = await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: mother });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.parentsDetails).toMatchObject({ fatherName: "", fatherImage: null, motherName: "Sita Devi" });
    // Her privacy export names the one parent on record (docs/decisions/0220).
    await decideConsent(t.app, mother);
    const archive = await t.app.inject({ method: "GET", url: PRIVACY_API.exportArchive, headers: mother });
    expect(archive.statusCode, archive.body).toBe(200);
    const family = JSON.parse(strFromU8(unzipSync(new Uint8Array(archive.rawPayload))["family.json"]!)) as { kids: { parents: { relation: string; name: string }[] }[] };
    expect(family.kids.map((x) => x.parents.map((p) => [p.relation, p.name]))).toEqual([[["mother", "Sita Devi"]]]);
  });

  it("the kid export has the father's columns empty", async () => {
    await motherOnlyKid("Sahasra");
    const { header, body } = await downloadExport(t, admin, API_EXPORTS.kids, "csv", "&q=Sahasra");
    expect(body).toHaveLength(1);
    const row = Object.fromEntries(header.map((h, i) => [h, body[0]![i]]));
    const e = messages.exports.kids;
    expect(row[e.kidName]).toBe("Sahasra");
    expect(row[e.fatherName]).toBe("");
    expect(row[e.motherName]).toBe("Sita Devi");
  });
});
