import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, type KidProfile } from "@app/contracts";
import { auditLog, kidParents, kids, parentProfiles, users } from "../../db/schema";
import { createKid, kidImages, sendKid, validKidFields, validParents } from "../../test/kid-factories";
import { adminHeaders, storedCounts, uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * docs/decisions/0223: a kid form that names a parent who already has an account never takes that
 * account over. Without `linkExistingParents=true` the answer is 409 naming the parent; with it the
 * kid is linked to the parent as they are; a parent shared by two kids changes identity only
 * through the parent's own edit.
 */
const e = messages.kids.errors;

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
const profileRow = (id: string) =>
  t.database.db
    .select()
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, id))
    .then((r) => r[0]);
const getKid = async (uuid: string): Promise<KidProfile> => (await t.app.inject({ method: "GET", url: API.kidProfile(uuid), headers: admin })).json().data;
const fatherOf = (kid: KidProfile) => kid.parentLinks!.find((p) => p.relation === "father")!;

async function counts() {
  const [base, k, l, a] = await Promise.all([
    storedCounts(t.database),
    t.database.db.select({ id: kids.id }).from(kids),
    t.database.db.select({ id: kidParents.kidId }).from(kidParents),
    t.database.db.select({ id: auditLog.id }).from(auditLog),
  ]);
  return { ...base, kids: k.length, links: l.length, audit: a.length, mails: t.outbox().length };
}

/** Everything that makes up the father's identity: account row and the profile's Aadhaar and images. */
async function fatherIdentity(userId: string) {
  const [a, p] = await Promise.all([account(userId), profileRow(userId)]);
  return {
    name: a.name,
    mobile: a.mobile,
    email: a.email,
    aadhaarCiphertext: p.aadhaarCiphertext,
    aadhaarLast4: p.aadhaarLast4,
    images: [p.aadharFrontImageId, p.aadharBackImageId, p.imageId],
    company: p.company,
  };
}

describe("creating a kid that names an existing parent", () => {
  it("father's email of another family → 409 naming him, nothing created; with linkExistingParents=true → linked, his identity untouched, both kids list him", async () => {
    const family = await createKid(t.app, admin, { kidName: "First Kid" });
    const fatherId = family.response.parentAccounts.father.uuid;
    const before = await fatherIdentity(fatherId);
    // A new family form whose father email is that father's; name, mobile and Aadhaar are different.
    const fields = validKidFields({
      kidName: "Second Kid",
      parentsDetails: validParents({ fatherName: "Someone Else", fatherEmail: family.fields.parentsDetails.fatherEmail, father_aadhar_no: "234567890123" }),
    });
    const countsBefore = await counts();

    const refused = await sendKid(t.app, "POST", API.createKidProfile, admin, fields, await kidImages());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: e.parentExists("father", "Ravi Kumar", 1),
      existingParents: [
        {
          relation: "father",
          name: "Ravi Kumar",
          maskedMobile: `${family.fields.parentsDetails.fatherMobile!.slice(0, 2)}xxxxxx${family.fields.parentsDetails.fatherMobile!.slice(-2)}`,
          maskedEmail: `f***@example.com`,
          kidCount: 1,
        },
      ],
    });
    expect(await counts()).toEqual(countsBefore);
    expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));

    const linked = await sendKid(t.app, "POST", API.createKidProfile, admin, { ...fields, linkExistingParents: true }, await kidImages());
    expect(linked.statusCode, linked.body).toBe(201);
    const body = linked.json();
    expect(body.parentAccounts.father).toEqual({ uuid: fatherId, isNew: false });
    expect(body.parentAccounts.mother.isNew).toBe(true);
    expect(await fatherIdentity(fatherId)).toEqual(before);
    // Only the new mother was invited; the father's images of the form were not stored.
    expect(t.outbox(fields.parentsDetails.motherEmail)).toHaveLength(1);
    const after = await counts();
    expect(after.files - countsBefore.files).toBe(4); // kid photo + the new mother's three images
    expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));

    const first = await getKid(family.kid.uuid);
    const second = await getKid(body.data.uuid);
    for (const kid of [first, second]) {
      expect(fatherOf(kid)).toEqual({ relation: "father", uuid: fatherId, kidCount: 2 });
      expect(kid.parentsDetails).toMatchObject({
        fatherName: "Ravi Kumar",
        fatherMobile: family.fields.parentsDetails.fatherMobile,
        father_aadhar_no: family.kid.parentsDetails!.father_aadhar_no,
        fatherImage: family.kid.parentsDetails!.fatherImage,
      });
    }
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, fatherId)).orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({ action: "update", entity: "parent", details: { relation: "father", linkedKidId: second.uuid } });
  });

  it("a mother's mobile likewise, through multipart strings: 'false' is 409, 'true' links; anything else is 400", async () => {
    const family = await createKid(t.app, admin);
    const motherId = family.response.parentAccounts.mother.uuid;
    const before = await fatherIdentity(motherId);
    const fields = validKidFields({ parentsDetails: validParents({ motherName: "Not Her", motherMobile: family.fields.parentsDetails.motherMobile }) });

    const countsBefore = await counts();
    const refused = await sendKid(t.app, "POST", API.createKidProfile, admin, { ...fields, linkExistingParents: "false" }, await kidImages());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(e.parentExists("mother", "Sita Devi", 1));
    expect(refused.json().existingParents).toMatchObject([{ relation: "mother", name: "Sita Devi", kidCount: 1 }]);
    const bad = await sendKid(t.app, "POST", API.createKidProfile, admin, { ...fields, linkExistingParents: "yes" }, await kidImages());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: e.linkExistingParentsInvalid });
    expect(await counts()).toEqual(countsBefore);

    const linked = await sendKid(t.app, "POST", API.createKidProfile, admin, { ...fields, linkExistingParents: "true" }, await kidImages());
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().parentAccounts.mother).toEqual({ uuid: motherId, isNew: false });
    expect(await fatherIdentity(motherId)).toEqual(before);
    expect(linked.json().data.parentsDetails.motherName).toBe("Sita Devi");
  });

  it("both parents existing: one 409 naming both, in the caller's language", async () => {
    const family = await createKid(t.app, admin);
    const p = family.fields.parentsDetails;
    const fields = validKidFields({ parentsDetails: validParents({ fatherMobile: p.fatherMobile, motherEmail: p.motherEmail }) });
    const res = await sendKid(t.app, "POST", API.createKidProfile, { ...admin, "accept-language": "te" }, fields, await kidImages());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("తండ్రి (Ravi Kumar), తల్లి (Sita Devi) అకౌంట్లు ఇప్పటికే ఉన్నాయి. ఈ పిల్లల ప్రొఫైల్‌ను వారికి జోడించాలా?");
    expect(res.json().existingParents.map((x: { relation: string }) => x.relation)).toEqual(["father", "mother"]);
  });
});

describe("editing a kid that names an existing parent, and parents shared by two kids", () => {
  it("father's email of another family → 409 naming him, nothing changed; with the flag the kid is relinked to him, his identity untouched", async () => {
    const a = await createKid(t.app, admin, { kidName: "Kid Aye" });
    const b = await createKid(t.app, admin, { kidName: "Kid Bee" });
    const aFather = a.response.parentAccounts.father.uuid;
    const bFather = b.response.parentAccounts.father.uuid;
    const before = await fatherIdentity(aFather);
    // The edit form sends back the whole father block with A's father's email typed in.
    const parentsDetails = { ...b.kid.parentsDetails, fatherName: "Typed Name", fatherEmail: a.fields.parentsDetails.fatherEmail };
    const countsBefore = await counts();

    const refused = await sendKid(t.app, "PUT", API.updateKidProfile(b.kid.uuid), admin, { parentsDetails });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: e.parentExists("father", "Ravi Kumar", 1), existingParents: [{ relation: "father", name: "Ravi Kumar", kidCount: 1 }] });
    expect(await counts()).toEqual(countsBefore);
    expect(fatherOf(await getKid(b.kid.uuid)).uuid).toBe(bFather);
    expect(await fatherIdentity(aFather)).toEqual(before);

    const linked = await sendKid(t.app, "PUT", API.updateKidProfile(b.kid.uuid), admin, { parentsDetails, linkExistingParents: true });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await fatherIdentity(aFather)).toEqual(before);
    for (const uuid of [a.kid.uuid, b.kid.uuid]) {
      const kid = await getKid(uuid);
      expect(fatherOf(kid)).toEqual({ relation: "father", uuid: aFather, kidCount: 2 });
      expect(kid.parentsDetails).toMatchObject({ fatherName: "Ravi Kumar", fatherEmail: a.fields.parentsDetails.fatherEmail, father_aadhar_no: a.kid.parentsDetails!.father_aadhar_no });
    }
    // B's former father keeps his own account, untouched, and the audit says who was linked and unlinked.
    expect(await account(bFather)).toMatchObject({ name: "Ravi Kumar", email: b.fields.parentsDetails.fatherEmail });
    const kidAudit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, b.kid.uuid)).orderBy(asc(auditLog.id));
    expect(kidAudit.at(-1)!.details).toMatchObject({ fields: ["parentsDetails.fatherAccount"] });
    const unlinked = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, bFather)).orderBy(asc(auditLog.id));
    expect(unlinked.at(-1)!.details).toEqual({ relation: "father", unlinkedKidId: b.kid.uuid });
  });

  it("a mother's mobile of another family over JSON likewise", async () => {
    const a = await createKid(t.app, admin);
    const b = await createKid(t.app, admin);
    const aMother = a.response.parentAccounts.mother.uuid;
    const before = await fatherIdentity(aMother);
    const payload = { parentsDetails: { motherMobile: a.fields.parentsDetails.motherMobile } };
    const refused = await t.app.inject({ method: "PUT", url: API.updateKidProfile(b.kid.uuid), headers: admin, payload });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().existingParents).toMatchObject([{ relation: "mother", name: "Sita Devi" }]);
    const linked = await t.app.inject({ method: "PUT", url: API.updateKidProfile(b.kid.uuid), headers: admin, payload: { ...payload, linkExistingParents: true } });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.parentLinks).toContainEqual({ relation: "mother", uuid: aMother, kidCount: 2 });
    expect(await fatherIdentity(aMother)).toEqual(before);
  });

  it("a parent shared by two kids: the kid edit refuses a change of name, mobile, email, Aadhaar or image with 409 and changes nothing; company and occupation still change", async () => {
    const a = await createKid(t.app, admin, { kidName: "Elder" });
    const p = a.fields.parentsDetails;
    const younger = await createKid(t.app, admin, { kidName: "Younger", parentsDetails: p });
    const fatherId = a.response.parentAccounts.father.uuid;
    const before = await fatherIdentity(fatherId);
    const jpg = (await kidImages()).fatherImage;
    const attempts: [Record<string, unknown>, Record<string, typeof jpg>][] = [
      [{ parentsDetails: { fatherName: "Renamed" } }, {}],
      [{ parentsDetails: { fatherMobile: "9000012345" } }, {}],
      [{ parentsDetails: { fatherEmail: "changed.dad@example.com" } }, {}],
      [{ parentsDetails: { father_aadhar_no: "345678901234" } }, {}],
      [{ kidName: "Younger Too" }, { fatherImage: jpg }],
    ];
    for (const [fields, files] of attempts) {
      const countsBefore = await counts();
      const res = await sendKid(t.app, "PUT", API.updateKidProfile(younger.kid.uuid), admin, fields, files);
      expect(res.statusCode, JSON.stringify(fields)).toBe(409);
      expect(res.json()).toEqual({ error: e.sharedParentIdentity("father") });
      expect(await counts()).toEqual(countsBefore);
    }
    expect(await fatherIdentity(fatherId)).toEqual(before);
    expect((await getKid(younger.kid.uuid)).kidName).toBe("Younger");

    // Sent back unchanged (the edit form sends every field, the Aadhaar masked) is not a change.
    const same = await sendKid(t.app, "PUT", API.updateKidProfile(younger.kid.uuid), admin, {
      parentsDetails: { ...younger.kid.parentsDetails, fatherCompany: "Infosys" },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await getKid(a.kid.uuid)).parentsDetails!.fatherCompany).toBe("Infosys");
    // The mother is shared too, the father's block is not hers: a new mother email is refused.
    const mother = await sendKid(t.app, "PUT", API.updateKidProfile(a.kid.uuid), admin, { parentsDetails: { motherEmail: "new.mum@example.com" } });
    expect(mother.statusCode).toBe(409);
    expect(mother.json()).toEqual({ error: e.sharedParentIdentity("mother") });
  });
});
