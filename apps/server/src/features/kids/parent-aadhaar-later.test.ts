import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, PARENT_API, PRIVACY_API } from "@app/contracts";
import { parentProfiles } from "../../db/schema";
import { kidImages, sendKid, validKidFields, validParents, type ParentsDetailsInput } from "../../test/kid-factories";
import { decideConsent } from "../../test/privacy-factories";
import { adminHeaders, caretakerImages, driverImages, multipart, storedCounts, validCaretakerFields, validDriverFields } from "../../test/staff-factories";
import { bearer, createTestApp, linkFromEmail, loginAs, type TestApp } from "../../test/test-app";

/**
 * A parent's Aadhaar number may be added later (docs/decisions/0268): a kid is registered with a
 * parent who has no number yet, the answers show "" for it, and the kid's edit (or the parent's own
 * edit) adds it. A number given still follows every rule; staff keep theirs required.
 */
const f = messages.staff.fields;
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

/** Only the mother's section, her Aadhaar number as given (blank, left out, or a value). */
function motherOnly(aadhaar: string | undefined | "left out"): ParentsDetailsInput {
  const all = validParents();
  const mother = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith("mother") && key !== "mother_aadhar_no"));
  return aadhaar === "left out" ? mother : { ...mother, mother_aadhar_no: aadhaar };
}

async function motherImages() {
  const all = await kidImages();
  return { kidsImage: all.kidsImage, motherImage: all.motherImage };
}

const profileOf = (userId: string) =>
  t.database.db
    .select()
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, userId))
    .then((r) => r[0]!);

async function motherWithoutAadhaar(kidName: string, aadhaar: string | "left out" = "") {
  const parentsDetails = motherOnly(aadhaar);
  const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ kidName, parentsDetails }), await motherImages());
  expect(res.statusCode, res.body).toBe(201);
  return { kid: res.json().data, motherId: res.json().parentAccounts.mother.uuid as string, parentsDetails };
}

describe("a parent without an Aadhaar number", () => {
  it("create with the mother's number blank or left out: 201, stored as none, the answer and the view show \"\"", async () => {
    for (const [name, aadhaar] of [["Lasya", ""], ["Harini", "left out"]] as const) {
      const { kid, motherId } = await motherWithoutAadhaar(name, aadhaar);
      expect(kid.parentsDetails).toMatchObject({ motherName: "Sita Devi", mother_aadhar_no: "", father_aadhar_no: "" });
      expect(await profileOf(motherId)).toMatchObject({ aadhaarCiphertext: null, aadhaarLast4: null });
      const view = await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: admin });
      expect(view.statusCode).toBe(200);
      expect(view.json().data.parentsDetails.mother_aadhar_no).toBe("");
    }
  });

  it("the kid's edit adds the number later: then masked with its last 4, sealed to her account", async () => {
    const { kid, motherId } = await motherWithoutAadhaar("Keerthi");
    // The edit form's save with the number still blank keeps none.
    const { parentsDetails, uuid, role, ...rest } = kid;
    const same = await sendKid(t.app, "PUT", API.updateKidProfile(uuid), admin, { ...rest, role, parentsDetails });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.parentsDetails.mother_aadhar_no).toBe("");
    expect(await profileOf(motherId)).toMatchObject({ aadhaarCiphertext: null });

    const added = await sendKid(t.app, "PUT", API.updateKidProfile(uuid), admin, { parentsDetails: { ...parentsDetails, mother_aadhar_no: "3456 7890 1234" } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.parentsDetails.mother_aadhar_no).toBe("XXXX XXXX 1234");
    const stored = await profileOf(motherId);
    expect(stored.aadhaarLast4).toBe("1234");
    expect(t.app.aadhaar.open(stored.aadhaarCiphertext!, `parent:${motherId}`)).toBe("345678901234");
    // The masked value sent back keeps it, as for any stored number.
    const kept = await sendKid(t.app, "PUT", API.updateKidProfile(uuid), admin, { parentsDetails: { ...parentsDetails, mother_aadhar_no: "XXXX XXXX 1234" } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await profileOf(motherId)).aadhaarCiphertext).toBe(stored.aadhaarCiphertext);
  });

  it("the parent's own edit call adds the number too; until then it answers \"\"", async () => {
    const { motherId } = await motherWithoutAadhaar("Sravya");
    const none = await t.app.inject({ method: "PUT", url: PARENT_API.updateParent(motherId), headers: admin, payload: { name: "Sita Devi" } });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.aadhaar).toBe("");
    const added = await t.app.inject({ method: "PUT", url: PARENT_API.updateParent(motherId), headers: admin, payload: { aadhaar: "456789012345" } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.aadhaar).toBe("XXXX XXXX 2345");
    expect((await profileOf(motherId)).aadhaarLast4).toBe("2345");
  });

  it("a number given still follows every rule with the same texts; nothing is stored", async () => {
    const before = await storedCounts(t.database);
    for (const [aadhaar, message] of [
      ["12345", f.aadharLength],
      ["2345678901234", f.aadharLength],
      ["2345-6789-012", f.aadharDigits],
      ["23456789012a", f.aadharDigits],
    ] as const) {
      const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ parentsDetails: motherOnly(aadhaar) }), await motherImages());
      expect(res.statusCode, aadhaar).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await storedCounts(t.database)).toEqual(before);
    const { kid } = await motherWithoutAadhaar("Tejaswi");
    const bad = await sendKid(t.app, "PUT", API.updateKidProfile(kid.uuid), admin, { parentsDetails: { ...motherOnly("12345") } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: f.aadharLength });
  });

  it("a request with both numbers works exactly as before", async () => {
    const parentsDetails = validParents();
    const res = await sendKid(t.app, "POST", API.createKidProfile, admin, validKidFields({ parentsDetails }), await kidImages());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.parentsDetails).toMatchObject({
      father_aadhar_no: `XXXX XXXX ${parentsDetails.father_aadhar_no!.slice(-4)}`,
      mother_aadhar_no: `XXXX XXXX ${parentsDetails.mother_aadhar_no!.slice(-4)}`,
    });
  });

  it("her privacy export says null for the number not given", async () => {
    const { parentsDetails } = await motherWithoutAadhaar("Manasa");
    const token = new URL(linkFromEmail(t.outbox(parentsDetails.motherEmail)[0]!)).searchParams.get("token")!;
    const set = await t.app.inject({ method: "POST", url: API.forgotUpdatePassword, payload: { token, newPassword: PASSWORD, confirmPassword: PASSWORD } });
    expect(set.statusCode).toBe(200);
    const mother = bearer(await loginAs(t.app, parentsDetails.motherEmail!, PASSWORD));
    await decideConsent(t.app, mother);
    const archive = await t.app.inject({ method: "GET", url: PRIVACY_API.exportArchive, headers: mother });
    expect(archive.statusCode, archive.body).toBe(200);
    const family = JSON.parse(strFromU8(unzipSync(new Uint8Array(archive.rawPayload))["family.json"]!)) as { you: Record<string, unknown> };
    expect(family.you).toMatchObject({ relation: "mother", name: "Sita Devi", aadhaar: null });
  });
});

describe("staff keep their Aadhaar number required", () => {
  it("a driver or caretaker without one is refused with the required text", async () => {
    const cases = [
      { url: "/api/driver/v1/create-driver-profile", fields: validDriverFields({ aadharNo: "" }), images: await driverImages() },
      { url: "/api/caretaker/create", fields: validCaretakerFields({ aadharNo: "" }), images: await caretakerImages() },
    ];
    for (const c of cases) {
      const body = await multipart(c.fields, c.images);
      const res = await t.app.inject({ method: "POST", url: c.url, payload: body.payload, headers: { ...admin, ...body.headers } });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json()).toEqual({ error: f.aadharRequired });
    }
  });
});
