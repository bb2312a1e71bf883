import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, PRIVACY_API, PRIVACY_NOTICE_VERSION, type ConsentStatus, type FamiliesResponse } from "@app/contracts";
import { auditLog, privacyConsents } from "../../db/schema";
import { createCapture } from "../../test/attendance-factories";
import { decideConsent } from "../../test/privacy-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const p = messages.privacy;
let t: TestApp;
let w: RouteWorld;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  roles = await otherRoleHeaders(t.app, t.database);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: "POST", url, headers, payload: payload as object });
const consentRows = (userId: string) => t.database.db.select().from(privacyConsents).where(eq(privacyConsents.userId, userId)).orderBy(privacyConsents.decidedAt);
async function userIdOf(headers: Record<string, string>): Promise<string> {
  return ((await get(API.me, headers)).json() as { user: { uuid: string } }).user.uuid;
}
const kidsWithoutConsent = async () => ((await get(`${PRIVACY_API.families}?pageSize=100`, w.admin)).json() as FamiliesResponse).data.map((f) => f.kidName);

describe("consent to the privacy notice (docs/decisions/0110)", () => {
  it("the notice is public; a new parent must decide; a decision is recorded with version, time and account, and audited", async () => {
    const notice = await get(PRIVACY_API.notice);
    expect(notice.json()).toEqual({ version: PRIVACY_NOTICE_VERSION, retentionDays: 90 });

    const before = (await get(PRIVACY_API.consent, w.as.fatherB)).json() as ConsentStatus;
    expect(before).toEqual({ noticeVersion: PRIVACY_NOTICE_VERSION, retentionDays: 90, latest: null, needsDecision: true, consented: false });

    const started = Date.now();
    const given = await decideConsent(t.app, w.as.fatherB, "given");
    expect(given).toMatchObject({ needsDecision: false, consented: true, latest: { noticeVersion: PRIVACY_NOTICE_VERSION, decision: "given" } });
    const fatherB = await userIdOf(w.as.fatherB);
    const rows = await consentRows(fatherB);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: fatherB, noticeVersion: PRIVACY_NOTICE_VERSION, decision: "given" });
    expect(rows[0].decidedAt.getTime()).toBeGreaterThanOrEqual(started - 5000);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "privacy-consent"));
    expect(audit.at(-1)).toMatchObject({ action: "create", actorUserId: fatherB, entityId: rows[0].id, details: { decision: "given" } });

    // Withdrawing is one more decision, as easy as giving; the history stays.
    const withdrawn = await decideConsent(t.app, w.as.fatherB, "refused");
    expect(withdrawn).toMatchObject({ needsDecision: false, consented: false, latest: { decision: "refused" } });
    expect((await consentRows(fatherB)).map((r) => r.decision)).toEqual(["given", "refused"]);
  });

  it("a decision on another notice version is refused with 409; bad input 400; other roles 403; nothing is recorded", async () => {
    const motherB = await userIdOf(w.as.motherB);
    const stale = await post(PRIVACY_API.consent, w.as.motherB, { noticeVersion: "2020-01-01", decision: "given" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: p.server.staleNotice });
    for (const body of [{ noticeVersion: PRIVACY_NOTICE_VERSION, decision: "maybe" }, { decision: "given" }, {}, { noticeVersion: "x".repeat(41), decision: "given" }]) {
      const res = await post(PRIVACY_API.consent, w.as.motherB, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const headers of [w.admin, w.as.caretakerA, w.as.driverA, roles.driver, roles.caretaker]) {
      expect((await post(PRIVACY_API.consent, headers, { noticeVersion: PRIVACY_NOTICE_VERSION, decision: "given" })).statusCode).toBe(403);
    }
    expect((await post(PRIVACY_API.consent, {}, { noticeVersion: PRIVACY_NOTICE_VERSION, decision: "given" })).statusCode).toBe(401);
    expect(await consentRows(motherB)).toHaveLength(0);
  });

  it("a consent to an older notice no longer counts: the parent is asked again", async () => {
    const motherB = await userIdOf(w.as.motherB);
    await t.database.db.insert(privacyConsents).values({ userId: motherB, noticeVersion: "2020-01-01", decision: "given", decidedAt: new Date(Date.now() - 86_400_000) });
    const status = (await get(PRIVACY_API.consent, w.as.motherB)).json() as ConsentStatus;
    expect(status).toMatchObject({ needsDecision: true, consented: false, latest: { noticeVersion: "2020-01-01", decision: "given" } });
  });
});

describe("capture photos before and after consent", () => {
  it("without a parent's consent the photo is admin-only; after consent the parents and the route's caretaker see it; after withdrawal admin-only again", async () => {
    const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", pickupTime: "07:40" });
    const url = capture.data.homePickup!.photoUrl!;
    const others = { caretakerA: w.as.caretakerA, fatherA: w.as.fatherA, motherA: w.as.motherA };
    const statusOf = async (headers: Record<string, string>) => (await get(url, headers)).statusCode;
    const thumbStatusOf = async (headers: Record<string, string>) => (await get(`${url}?thumb=1`, headers)).statusCode;

    // The capture itself worked (the child's safety first), and the admin sees the photo.
    expect(capture.data.homePickup).toMatchObject({ time: "07:40" });
    expect(await statusOf(w.admin)).toBe(200);
    for (const [who, headers] of Object.entries(others)) {
      expect(await statusOf(headers), who).toBe(403);
      expect(await thumbStatusOf(headers), who).toBe(403);
    }
    expect(await kidsWithoutConsent()).toContain("Kid A");
    const family = ((await get(`${PRIVACY_API.families}?pageSize=100`, w.admin)).json() as FamiliesResponse).data.find((f) => f.kidName === "Kid A")!;
    expect(family.parents.map((x) => [x.relation, x.latest])).toEqual([
      ["father", null],
      ["mother", null],
    ]);

    // One parent's consent opens the kid's photos to both parents and the route's caretaker.
    await decideConsent(t.app, w.as.motherA, "given");
    for (const [who, headers] of Object.entries(others)) {
      expect(await statusOf(headers), who).toBe(200);
      expect(await thumbStatusOf(headers), who).toBe(200);
    }
    // Still not to other people.
    for (const [who, headers] of Object.entries({ caretakerB: w.as.caretakerB, fatherB: w.as.fatherB, driverA: w.as.driverA })) expect(await statusOf(headers), who).toBe(403);
    expect(await kidsWithoutConsent()).not.toContain("Kid A");

    await decideConsent(t.app, w.as.motherA, "refused");
    for (const [who, headers] of Object.entries(others)) expect(await statusOf(headers), who).toBe(403);
    expect(await statusOf(w.admin)).toBe(200);
    expect(await kidsWithoutConsent()).toContain("Kid A");
  });

  it("the families list is admin-only, paged and bounded", async () => {
    for (const headers of [w.as.fatherA, w.as.caretakerA, ...Object.values(roles)]) expect((await get(PRIVACY_API.families, headers)).statusCode).toBe(403);
    const page = (await get(`${PRIVACY_API.families}?page=1&pageSize=1`, w.admin)).json() as FamiliesResponse;
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    for (const q of ["pageSize=101", "pageSize=0", "page=0", "page=abc"]) {
      const res = await get(`${PRIVACY_API.families}?${q}`, w.admin);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ error: p.server.pageInvalid });
    }
  });
});

describe("emails carry no more than needed (docs/decisions/0114)", () => {
  it("invitations hold the name and the link only: no Aadhaar, no address, no kid details", async () => {
    const fields = w.kidA.fields;
    const emails = t.outbox(fields.parentsDetails.fatherEmail!).concat(t.outbox(fields.parentsDetails.motherEmail!));
    expect(emails.length).toBeGreaterThanOrEqual(2);
    const forbiddenValues = [
      fields.parentsDetails.father_aadhar_no!,
      fields.parentsDetails.mother_aadhar_no!,
      fields.parentsDetails.father_aadhar_no!.slice(-4),
      fields.home_address.address1!,
      fields.home_address.zipCode!,
      fields.institution_details[0].inst_address!,
      fields.kidName,
      fields.kidsDateOfBirth,
    ];
    for (const eml of emails) {
      const body = eml.replace(/=\r?\n/g, "");
      for (const value of forbiddenValues) expect(body.includes(value), value).toBe(false);
    }
  });
});
