import { eq, inArray, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, PRIVACY_API, type ErasureList, type ErasurePreview, type ErasureRequest, type KidProfile, type SessionUser } from "@app/contracts";
import { files, helpRequests, kidParents, kids, users } from "../../db/schema";
import { createCapture } from "../../test/attendance-factories";
import { rowsMatching, textColumns } from "../../test/db-scan";
import { createKid, validParents, yearsAgo } from "../../test/kid-factories";
import { createKidWithExistingParents, decideConsent } from "../../test/privacy-factories";
import { activateParent, createAssignment, createRoute, staffHeaders } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD } from "../../test/staff-factories";
import { createTestApp, loginAs, type TestApp } from "../../test/test-app";

/**
 * The family boundary (docs/decisions/0220, docs/families-and-privacy.md): father F has kid K with
 * mother Mk and kid P with mother M2. Every parent-facing call, the export and the erasure are
 * scoped by a parent's own links, never by reaching through F.
 */
const p = messages.privacy;
let t: TestApp;
/** A small world of its own: the admin, one route with its driver and caretaker. */
const w = {} as { admin: Record<string, string>; routeUuid: string; driverUuid: string; caretakerUuid: string; as: { caretakerA: Record<string, string> } };

afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Headers = {}, payload?: object) => t.app.inject({ method: "POST", url, headers, payload });
const put = (url: string, headers: Headers, payload: object) => t.app.inject({ method: "PUT", url, headers, payload });

interface Archive {
  json: {
    you: Record<string, unknown> | null;
    kids: { name: string; photo: string | null; parents: { relation: string; name: string; email: string; mobile: string; you: boolean }[] }[];
    pickupsAndDrops: { kid: string }[];
    absences: { kid: string }[];
    helpRequests: { kid: string; reason: string }[];
    feedback: { feedback: string }[];
    consents: unknown[];
  };
  text: string;
  names: string[];
}

async function exportOf(headers: Headers): Promise<Archive> {
  const res = await get(PRIVACY_API.exportArchive, headers);
  expect(res.statusCode, res.body).toBe(200);
  const zip = unzipSync(new Uint8Array(res.rawPayload));
  const text = strFromU8(zip["family.json"]);
  return { json: JSON.parse(text) as Archive["json"], text, names: Object.keys(zip).sort() };
}

const shared = {} as {
  k: Awaited<ReturnType<typeof createKid>>;
  pKid: Awaited<ReturnType<typeof createKidWithExistingParents>>;
  f: Headers;
  mk: Headers;
  m2: Headers;
  ids: { f: string; mk: string; m2: string };
};
const fatherName = "Phani Boundary";
const mkName = "Madhavi Kondaveeti";
const m2Name = "Meena Tadepalli";
const kName = "Keerthi Kondaveeti";
const pName = "Pranav Tadepalli";
const absentDay = yearsAgo(0, 3);

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await adminHeaders(t.app, t.database)).headers;
  const route = await createRoute(t.app, admin, { name: "Route Boundary" });
  const driver = await createDriver(t.app, admin, { name: "Driver Boundary" });
  const caretaker = await createCaretaker(t.app, admin, { name: "Caretaker Boundary" });
  Object.assign(w, {
    admin,
    routeUuid: route.uuid,
    driverUuid: driver.driver.uuid,
    caretakerUuid: caretaker.caretaker.uuid,
    as: { caretakerA: await staffHeaders(t.app, caretaker.fields.phoneNumber, STAFF_PASSWORD) },
  });
  const k = await createKid(t.app, w.admin, {
    kidName: kName,
    parentsDetails: validParents({ fatherName, motherName: mkName, motherCompany: "Kondaveeti Textiles", motherOccupation: "Kondaveeti Weaver" }),
  });
  const kp = k.fields.parentsDetails;
  // P: the same father (his email and mobile), a new mother; the office says it links him on purpose.
  const pKid = await createKidWithExistingParents(t.app, w.admin, {
    kidName: pName,
    parentsDetails: validParents({
      fatherName,
      fatherEmail: kp.fatherEmail,
      fatherMobile: kp.fatherMobile,
      father_aadhar_no: kp.father_aadhar_no,
      motherName: m2Name,
      motherCompany: "Tadepalli Traders",
      motherOccupation: "Tadepalli Accountant",
    }),
  });
  const pp = pKid.fields.parentsDetails;
  const f = await activateParent(t, kp.fatherEmail!);
  const mk = await activateParent(t, kp.motherEmail!);
  const m2 = await activateParent(t, pp.motherEmail!);
  const uuidOf = async (h: Headers) => ((await get(API.me, h)).json() as { user: SessionUser }).user.uuid;
  Object.assign(shared, { k, pKid, f, mk, m2, ids: { f: await uuidOf(f), mk: await uuidOf(mk), m2: await uuidOf(m2) } });

  await createAssignment(t.app, w.admin, { route_uuid: w.routeUuid, kids_uuids: [k.kid.uuid, pKid.kid.uuid], driver_uuid: w.driverUuid, caretaker_uuid: w.caretakerUuid });
  for (const h of [f, mk, m2]) await decideConsent(t.app, h);
  await createCapture(t.app, w.as.caretakerA, k.kid.uuid, { type: "homePickup", pickupTime: "07:15" });
  await createCapture(t.app, w.as.caretakerA, pKid.kid.uuid, { type: "homePickup", pickupTime: "07:25" });
  for (const [h, kidUuid, reason] of [
    [mk, k.kid.uuid, "Keerthi sits near the Kondaveeti window"],
    [f, k.kid.uuid, "Keerthi has a Kondaveeti music class"],
    [m2, pKid.kid.uuid, "Pranav uses the Tadepalli back gate"],
  ] as const) {
    expect((await post(API.createHelp, h, { kidUuid, reason })).statusCode).toBe(201);
  }
  expect((await post(API.createFeedback, mk, { feedback: "Kondaveeti family is happy" })).statusCode).toBe(201);
  expect((await post(API.createFeedback, m2, { feedback: "Tadepalli family is happy" })).statusCode).toBe(201);
  expect((await put(API.kidAbsenceDay(k.kid.uuid, absentDay), mk, { legs: ["homePickup"] })).statusCode).toBe(200);
  expect((await put(API.kidAbsenceDay(pKid.kid.uuid, absentDay), m2, { legs: ["homeDrop"] })).statusCode).toBe(200);
}, 180_000);

/** Everything of K's side (K and Mk) that M2 must never see. */
const kSide = () => {
  const kp = shared.k.fields.parentsDetails;
  return [kName, mkName, "Kondaveeti", kp.motherEmail!, kp.motherMobile!, `XXXX XXXX ${kp.mother_aadhar_no!.slice(-4)}`, shared.k.kid.uuid];
};
/** Everything of P's side (P and M2) that Mk must never see. */
const pSide = () => {
  const pp = shared.pKid.fields.parentsDetails;
  return [pName, m2Name, "Tadepalli", pp.motherEmail!, pp.motherMobile!, `XXXX XXXX ${pp.mother_aadhar_no!.slice(-4)}`, shared.pKid.kid.uuid];
};
const expectNone = (text: string, needles: string[], where: string) => {
  for (const n of needles) expect(text, `${where} shows ${n}`).not.toContain(n);
};

describe("the family boundary: what each parent sees (docs/decisions/0220)", () => {
  it("M2 (P's mother) gets only herself and P in the export: never K, Mk, their photos or captures", async () => {
    const a = await exportOf(shared.m2);
    expectNone(a.text, kSide(), "M2's export");
    expect(a.json.you).toMatchObject({ relation: "mother", name: m2Name, aadhaar: `XXXX XXXX ${shared.pKid.fields.parentsDetails.mother_aadhar_no!.slice(-4)}` });
    expect(a.json.kids.map((k) => k.name)).toEqual([pName]);
    // P's father appears as P's father only: name and contacts, no photo, Aadhaar or documents.
    const pp = shared.pKid.fields.parentsDetails;
    expect(a.json.kids[0].parents.sort((x, y) => x.relation.localeCompare(y.relation))).toEqual([
      { relation: "father", name: fatherName, email: pp.fatherEmail, mobile: pp.fatherMobile, you: false },
      { relation: "mother", name: m2Name, email: pp.motherEmail, mobile: pp.motherMobile, you: true },
    ]);
    expect(a.text).not.toContain(`XXXX XXXX ${pp.father_aadhar_no!.slice(-4)}`);
    expect(a.json.pickupsAndDrops.map((x) => x.kid)).toEqual([pName]);
    expect(a.json.absences.map((x) => x.kid)).toEqual([pName]);
    expect(a.json.helpRequests.map((h) => h.reason)).toEqual(["Pranav uses the Tadepalli back gate"]);
    expect(a.json.feedback.map((x) => x.feedback)).toEqual(["Tadepalli family is happy"]);
    expect(a.json.consents).toHaveLength(1);
    // Photos: P's photo and capture, M2's portrait and her own Aadhaar card images; nothing of the father or of K.
    const photos = a.names.filter((n) => n.startsWith("photos/"));
    expect(photos.filter((n) => n.startsWith("photos/mother-"))).toHaveLength(3);
    expect(photos.filter((n) => n.startsWith("photos/father-"))).toEqual([]);
    expect(photos.filter((n) => n.includes("keerthi"))).toEqual([]);
    expect(photos).toHaveLength(3 + 2);
  });

  it("M2's parent screens never show K or Mk: session, kid profile, days, routes, absences, help, files, erasure list", async () => {
    const { m2 } = shared;
    const k = shared.k.kid;
    const me = (await get(API.me, m2)).json() as { user: SessionUser };
    expect(me.user.kids.map((x) => x.kidName)).toEqual([pName]);
    for (const url of [API.kidProfile(k.uuid), API.kidDays(k.uuid), API.kidRoute(k.uuid), API.kidAbsenceDay(k.uuid, absentDay)]) {
      expect((await get(url, m2)).statusCode, url).toBe(403);
    }
    // Her own kid's screens name P's father (his kid too) and nothing of K's side.
    for (const url of [API.kidProfile(shared.pKid.kid.uuid), API.kidDays(shared.pKid.kid.uuid), API.kidRoute(shared.pKid.kid.uuid), API.myHelp, API.kidAbsenceDay(shared.pKid.kid.uuid, absentDay)]) {
      const res = await get(url, m2);
      expect(res.statusCode, url).toBe(200);
      expectNone(res.body, kSide(), url);
    }
    // K's photo, Mk's portrait: refused; the shared father's portrait (P's father) is hers to see.
    const mkPortrait = (await t.database.db.select({ id: files.id }).from(files).where(eq(files.ownerUserId, shared.ids.mk)))[0].id;
    const kPhoto = (await t.database.db.select({ id: kids.kidsImageId }).from(kids).where(eq(kids.id, k.uuid)))[0].id!;
    expect((await get(API.file(mkPortrait), m2)).statusCode).not.toBe(200);
    expect((await get(API.file(kPhoto), m2)).statusCode).not.toBe(200);
    // Erasure requests are listed only when they concern her or her kids (Mk's own request is not hers).
    const asked = await post(PRIVACY_API.erasureRequests, shared.mk);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(((await get(PRIVACY_API.erasureRequests, m2)).json() as ErasureList).data).toEqual([]);
    // F sees it (it unlinks him from K), with K's name only.
    expect(((await get(PRIVACY_API.erasureRequests, shared.f)).json() as ErasureList).data.map((r) => r.kidNames)).toEqual([[kName]]);
    // Mk's request erases K and Mk only; F stays (he keeps P).
    const preview = (await get(PRIVACY_API.erasurePreview((asked.json() as ErasureRequest).uuid), w.admin)).json() as ErasurePreview;
    expect(preview).toMatchObject({ kids: [kName], accounts: [{ name: mkName, relation: "mother" }], staying: [{ name: fatherName, relation: "father", unlinkedFrom: [kName], keeps: [pName] }] });
    // Withdrawn for the next tests: the row goes (test set-up only; there is no withdraw call).
    await t.database.db.execute(sql`delete from erasure_requests where id = ${(asked.json() as ErasureRequest).uuid}`);
  });

  it("Mk (K's mother) gets only herself and K: never P or M2", async () => {
    const a = await exportOf(shared.mk);
    expectNone(a.text, pSide(), "Mk's export");
    expect(a.json.kids.map((k) => k.name)).toEqual([kName]);
    expect(a.json.helpRequests.map((h) => h.reason).sort()).toEqual(["Keerthi has a Kondaveeti music class", "Keerthi sits near the Kondaveeti window"]);
    const me = (await get(API.me, shared.mk)).json() as { user: SessionUser };
    expect(me.user.kids.map((x) => x.kidName)).toEqual([kName]);
    expect((await get(API.myHelp, shared.mk)).body).not.toContain(pName);
  });

  it("F (shared) sees his two kids, each kid's other parent only on that kid, and his own details only", async () => {
    const a = await exportOf(shared.f);
    const kp = shared.k.fields.parentsDetails;
    const pp = shared.pKid.fields.parentsDetails;
    expect(a.json.you).toMatchObject({ relation: "father", name: fatherName, aadhaar: `XXXX XXXX ${kp.father_aadhar_no!.slice(-4)}` });
    const byKid = Object.fromEntries(a.json.kids.map((k) => [k.name, k.parents.filter((x) => !x.you).map((x) => [x.relation, x.name, x.email, x.mobile])]));
    expect(byKid).toEqual({ [kName]: [["mother", mkName, kp.motherEmail, kp.motherMobile]], [pName]: [["mother", m2Name, pp.motherEmail, pp.motherMobile]] });
    // No other parent's photo, Aadhaar, company, feedback or consent.
    for (const n of [`XXXX XXXX ${kp.mother_aadhar_no!.slice(-4)}`, `XXXX XXXX ${pp.mother_aadhar_no!.slice(-4)}`, "Kondaveeti Textiles", "Tadepalli Traders", "family is happy"]) expect(a.text).not.toContain(n);
    expect(a.names.filter((n) => n.startsWith("photos/mother-"))).toEqual([]);
    expect(a.json.consents).toHaveLength(1);
    expect(a.json.pickupsAndDrops.map((x) => x.kid).sort()).toEqual([kName, pName]);
    expect(a.json.helpRequests.map((h) => h.kid).sort()).toEqual([kName, kName, pName]);
    // His screens: both kids; each kid's profile names that kid's mother only.
    const me = (await get(API.me, shared.f)).json() as { user: SessionUser };
    expect(me.user.kids.map((x) => x.kidName).sort()).toEqual([kName, pName]);
    const kProfile = (await get(API.kidProfile(shared.k.kid.uuid), shared.f)).json() as { data: KidProfile };
    const pProfile = (await get(API.kidProfile(shared.pKid.kid.uuid), shared.f)).json() as { data: KidProfile };
    expect([kProfile.data.parentsDetails?.motherName, pProfile.data.parentsDetails?.motherName]).toEqual([mkName, m2Name]);
    expect(JSON.stringify(kProfile)).not.toContain(m2Name);
    expect(JSON.stringify(pProfile)).not.toContain(mkName);
  });
});

describe("an erasure asked by M2 covers only her kids and her account (docs/decisions/0220)", () => {
  it("the request names P only; the preview says who goes and who stays; the confirmation keeps F, K and Mk", async () => {
    const asked = await post(PRIVACY_API.erasureRequests, shared.m2);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json() as ErasureRequest;
    expect(request.kidNames).toEqual([pName]);
    // F is P's father: his own request would cover P too, so it waits; Mk's is hers alone.
    expect((await post(PRIVACY_API.erasureRequests, shared.f)).json()).toEqual({ error: p.server.erasurePendingForKid });
    expect((await post(PRIVACY_API.erasureRequests, shared.m2)).json()).toEqual({ error: p.server.erasurePendingAlready });
    expect(((await get(PRIVACY_API.erasureRequests, shared.mk)).json() as ErasureList).data).toEqual([]);
    expect(((await get(PRIVACY_API.erasureRequests, w.admin)).json() as ErasureList).data.find((r) => r.uuid === request.uuid)).toMatchObject({ kidNames: [pName], requestedByName: m2Name });

    const preview = await get(PRIVACY_API.erasurePreview(request.uuid), w.admin);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      uuid: request.uuid,
      requestedByName: m2Name,
      kids: [pName],
      accounts: [{ name: m2Name, relation: "mother" }],
      staying: [{ name: fatherName, relation: "father", unlinkedFrom: [pName], keeps: [kName] }],
      counts: { attendanceRecords: 1, photos: 1 + 3 + 1, absences: 1, helpRequests: 1, feedback: 1 },
    } satisfies ErasurePreview);
    // Admins only; unknown ids are 404.
    for (const h of [shared.m2, shared.f, w.as.caretakerA]) expect((await get(PRIVACY_API.erasurePreview(request.uuid), h)).statusCode).toBe(403);
    expect((await get(PRIVACY_API.erasurePreview(request.uuid))).statusCode).toBe(401);
    expect((await get(PRIVACY_API.erasurePreview("not-a-uuid"), w.admin)).json()).toEqual({ error: p.server.erasureNotFound });
    expect((await get(PRIVACY_API.erasurePreview("7f0c4a52-35d4-4c57-9a4e-2a1f1f7e7c11"), w.admin)).statusCode).toBe(404);

    const confirmed = await post(PRIVACY_API.confirmErasure(request.uuid), w.admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as ErasureRequest).summary).toMatchObject({ kids: 1, accounts: 1, helpRequests: 1, feedback: 1, attendanceRecords: 1 });
    expect((await get(PRIVACY_API.erasurePreview(request.uuid), w.admin)).json()).toEqual({ error: p.server.erasureDone });

    // Who stays: F and Mk log in; K keeps both parents, its capture, help and F's portrait.
    const kp = shared.k.fields.parentsDetails;
    const f = await loginAs(t.app, kp.fatherEmail!, "Parent@2025");
    expect(f).toBeTruthy();
    const me = (await get(API.me, shared.f)).json() as { user: SessionUser };
    expect(me.user.kids.map((x) => x.kidName)).toEqual([kName]);
    expect((await get(API.me, shared.mk)).statusCode).toBe(200);
    const kProfile = (await get(API.kidProfile(shared.k.kid.uuid), shared.f)).json() as { data: KidProfile };
    expect(kProfile.data.parentsDetails).toMatchObject({ fatherName, motherName: mkName, fatherEmail: kp.fatherEmail, motherEmail: kp.motherEmail });
    expect((await t.database.db.select().from(kidParents).where(eq(kidParents.kidId, shared.k.kid.uuid))).map((l) => l.userId).sort()).toEqual([shared.ids.f, shared.ids.mk].sort());
    expect((await t.database.db.select().from(files).where(inArray(files.ownerUserId, [shared.ids.f, shared.ids.mk]))).length).toBeGreaterThanOrEqual(2 * 3);
    expect((await t.database.db.select().from(helpRequests).where(eq(helpRequests.kidId, shared.k.kid.uuid)))).toHaveLength(2);
    expect((await get(API.kidDays(shared.k.kid.uuid), shared.mk)).body).toContain("07:15");
    const [fRow] = await t.database.db.select().from(users).where(eq(users.id, shared.ids.f));
    expect(fRow).toMatchObject({ name: fatherName, status: "active", deletedAt: null });

    // Who goes: M2 can no longer log in; nothing of P or M2 is left in any text column.
    expect((await get(API.me, shared.m2)).statusCode).toBe(401);
    const pp = shared.pKid.fields.parentsDetails;
    const needles = [pName, m2Name, "Tadepalli", pp.motherEmail!, pp.motherMobile!, pp.mother_aadhar_no!];
    const hits: string[] = [];
    for (const { table, column } of await textColumns(t.database)) {
      for (const needle of needles) if ((await rowsMatching(t.database, table, column, `(?i)${needle}`)) > 0) hits.push(`${table}.${column}: ${needle}`);
    }
    expect(hits).toEqual([]);
  }, 180_000);

  it("the confirmation recomputes with the same rule: a kid added since goes too, a parent who gained another kid stays", async () => {
    // A family of its own: mother R asks; then the office adds R's second kid (with a new father G),
    // and links R's first kid's father H to a kid of another mother.
    const first = await createKid(t.app, w.admin, { kidName: "Ravi Recompute", parentsDetails: validParents({ fatherName: "Hari Recompute", motherName: "Rani Recompute" }) });
    const fp = first.fields.parentsDetails;
    const r = await activateParent(t, fp.motherEmail!);
    const asked = await post(PRIVACY_API.erasureRequests, r);
    expect(asked.statusCode, asked.body).toBe(201);
    const uuid = (asked.json() as ErasureRequest).uuid;
    expect((await get(PRIVACY_API.erasurePreview(uuid), w.admin)).json()).toMatchObject({
      kids: ["Ravi Recompute"],
      accounts: expect.arrayContaining([{ name: "Rani Recompute", relation: "mother" }, { name: "Hari Recompute", relation: "father" }]),
      staying: [],
    });
    await createKidWithExistingParents(t.app, w.admin, {
      kidName: "Rohit Recompute",
      parentsDetails: validParents({ fatherName: "Gopi Recompute", motherName: "Rani Recompute", motherEmail: fp.motherEmail, motherMobile: fp.motherMobile, mother_aadhar_no: fp.mother_aadhar_no }),
    });
    const hKid = await createKidWithExistingParents(t.app, w.admin, {
      kidName: "Harika Stays",
      parentsDetails: validParents({ fatherName: "Hari Recompute", fatherEmail: fp.fatherEmail, fatherMobile: fp.fatherMobile, father_aadhar_no: fp.father_aadhar_no, motherName: "Sujatha Stays" }),
    });
    const preview = (await get(PRIVACY_API.erasurePreview(uuid), w.admin)).json() as ErasurePreview;
    expect(preview.kids).toEqual(["Ravi Recompute", "Rohit Recompute"]);
    expect(preview.accounts.map((a) => a.name).sort()).toEqual(["Gopi Recompute", "Rani Recompute"]);
    expect(preview.staying).toEqual([{ name: "Hari Recompute", relation: "father", unlinkedFrom: ["Ravi Recompute"], keeps: ["Harika Stays"] }]);

    const done = (await post(PRIVACY_API.confirmErasure(uuid), w.admin)).json() as ErasureRequest;
    expect(done.summary).toMatchObject({ kids: 2, accounts: 2 });
    const left = (await get(API.kidProfile(hKid.kid.uuid), w.admin)).json() as { data: KidProfile };
    expect(left.data.parentsDetails).toMatchObject({ fatherName: "Hari Recompute", fatherEmail: fp.fatherEmail, motherName: "Sujatha Stays" });
    expect(await t.database.db.select().from(kids).where(inArray(kids.kidName, ["Ravi Recompute", "Rohit Recompute"]))).toEqual([]);
  }, 180_000);
});
