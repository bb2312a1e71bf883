import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, FEEDBACK_LIMIT, HELP_FEEDBACK_LIMITS, HELP_LIMIT, messages, type Feedback, type HelpRequest } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { attendanceState } from "../../test/attendance-factories";
import { createKid } from "../../test/kid-factories";
import { activateParent, createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const hf = messages.helpFeedback;
const forbidden = { error: messages.auth.serverErrors.forbidden };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let w: RouteWorld;
let roles: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  roles = await otherRoleHeaders(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const state = () => attendanceState(t.database, t.dataDir);
const auditOf = (entity: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));

describe("help requests: POST /api/help/create (parents) and GET /api/help/all (admin)", () => {
  it("a father raises a help request for his kid: 201 with the §3.9 shape (kid name, both parents' mobiles), audited", async () => {
    const res = await post(API.createHelp, { kidUuid: w.kidA.kid.uuid, reason: "  The van came 20 minutes late today.\nPlease check.  " }, w.as.fatherA);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; data: HelpRequest };
    expect(body.message).toBe(hf.help.created);
    const pa = w.kidA.fields.parentsDetails;
    expect(body.data).toMatchObject({
      reason: "The van came 20 minutes late today.\nPlease check.",
      kidDetails: {
        uuid: w.kidA.kid.uuid,
        kidName: "Kid A",
        fatherLoginData: { fatherMobile: pa.fatherMobile },
        motherLoginData: { motherMobile: pa.motherMobile },
      },
      raisedBy: { role: "father", mobile: pa.fatherMobile },
    });
    expect(body.data.createdAt).toBe(body.data.updatedAt);
    const audit = await auditOf("help-request", body.data.uuid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorRole: "father" });
    // The reason itself is not copied into the audit log.
    expect(JSON.stringify(audit[0].details)).not.toContain("late");
  });

  it("a mother too, for any of her kids (kid B2 of family B)", async () => {
    const res = await post(API.createHelp, { kidUuid: w.kidB2.kid.uuid, reason: "Please call me." }, w.as.motherB);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.kidDetails.kidName).toBe("Kid Bee Two");
  });

  it("403 for another family's kid or an unknown kid, and for admins, drivers and caretakers; 401 anonymous; nothing stored", async () => {
    const before = await state();
    for (const kidUuid of [w.kidB.kid.uuid, UNKNOWN, "nope"]) {
      const res = await post(API.createHelp, { kidUuid, reason: "Help" }, w.as.fatherA);
      expect(res.statusCode, kidUuid).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    for (const [who, headers] of Object.entries({ admin: w.admin, driverA: w.as.driverA, caretakerA: w.as.caretakerA, driver: roles.driver, caretaker: roles.caretaker })) {
      expect((await post(API.createHelp, { kidUuid: w.kidA.kid.uuid, reason: "Help" }, headers)).statusCode, who).toBe(403);
    }
    expect((await post(API.createHelp, { kidUuid: w.kidA.kid.uuid, reason: "Help" })).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it("400 for a missing or blank reason, a reason that is too long, and a missing kid", async () => {
    const before = await state();
    const cases: [object, string][] = [
      [{ kidUuid: w.kidA.kid.uuid }, hf.help.reasonRequired],
      [{ kidUuid: w.kidA.kid.uuid, reason: "   " }, hf.help.reasonRequired],
      [{ kidUuid: w.kidA.kid.uuid, reason: "x".repeat(HELP_FEEDBACK_LIMITS.reasonMax + 1) }, hf.help.reasonTooLong],
      [{ reason: "Help" }, hf.help.kidRequired],
    ];
    for (const [payload, error] of cases) {
      const res = await post(API.createHelp, payload, w.as.fatherA);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await post(API.createHelp, { kidUuid: w.kidA.kid.uuid, reason: "x".repeat(HELP_FEEDBACK_LIMITS.reasonMax) }, w.as.fatherA)).statusCode).toBe(201);
    expect((await state()).helpRequests).toBe(before.helpRequests + 1);
  });

  it("GET /api/help/all: admin only, { data: [...] } newest first", async () => {
    const res = await get(API.allHelp, w.admin);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: HelpRequest[] }).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const times = list.map((h) => h.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.some((h) => h.kidDetails.kidName === "Kid Bee Two" && h.kidDetails.fatherLoginData.fatherMobile === w.kidB.fields.parentsDetails.fatherMobile)).toBe(true);
    for (const [who, headers] of Object.entries({ fatherA: w.as.fatherA, motherA: w.as.motherA, caretakerA: w.as.caretakerA, driverA: w.as.driverA, ...roles })) {
      expect((await get(API.allHelp, headers)).statusCode, who).toBe(403);
    }
    expect((await get(API.allHelp)).statusCode).toBe(401);
  });

  it(`rate-limits a parent to ${HELP_LIMIT.perUser} requests an hour (429 with Retry-After)`, async () => {
    const kid = await createKid(t.app, w.admin, { kidName: "Rate Kid" });
    const father = await activateParent(t, kid.fields.parentsDetails.fatherEmail!);
    for (let i = 0; i < HELP_LIMIT.perUser; i++) {
      expect((await post(API.createHelp, { kidUuid: kid.kid.uuid, reason: `Request ${i}` }, father)).statusCode).toBe(201);
    }
    const limited = await post(API.createHelp, { kidUuid: kid.kid.uuid, reason: "One more" }, father);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: messages.auth.serverErrors.tooManyRequests });
  });
});

describe("feedback: POST /api/feedback/create (parents) and GET /api/feedback/all (admin)", () => {
  it("a parent sends feedback: name and mobile taken from the account (anything sent is ignored); 201; audited", async () => {
    const res = await post(API.createFeedback, { feedback: "Very punctual, thank you!", name: "Someone Else", mobileNo: "9000000000" }, w.as.fatherB);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; data: Feedback };
    expect(body.message).toBe(hf.feedback.created);
    expect(body.data).toMatchObject({ name: w.kidB.fields.parentsDetails.fatherName, mobileNo: w.kidB.fields.parentsDetails.fatherMobile, feedback: "Very punctual, thank you!" });
    expect(Object.keys(body.data).sort()).toEqual(["createdAt", "feedback", "mobileNo", "name", "updatedAt", "uuid"]);
    expect(await auditOf("feedback", body.data.uuid)).toHaveLength(1);
  });

  it("400 for a missing, blank or too long feedback; 403 for admins, drivers and caretakers; 401 anonymous; nothing stored", async () => {
    const before = await state();
    for (const [payload, error] of [
      [{}, hf.feedback.feedbackRequired],
      [{ feedback: " \n " }, hf.feedback.feedbackRequired],
      [{ feedback: "y".repeat(HELP_FEEDBACK_LIMITS.feedbackMax + 1) }, hf.feedback.feedbackTooLong],
    ] as [object, string][]) {
      const res = await post(API.createFeedback, payload, w.as.motherA);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    for (const [who, headers] of Object.entries({ admin: w.admin, driverA: w.as.driverA, caretakerA: w.as.caretakerA, driver: roles.driver, caretaker: roles.caretaker })) {
      expect((await post(API.createFeedback, { feedback: "Hi" }, headers)).statusCode, who).toBe(403);
    }
    expect((await post(API.createFeedback, { feedback: "Hi" })).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it("GET /api/feedback/all: admin only, { data: [...] } newest first", async () => {
    await post(API.createFeedback, { feedback: `Later feedback ${randomUUID()}` }, w.as.motherA);
    const res = await get(API.allFeedback, w.admin);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: Feedback[] }).data;
    expect(list[0].feedback).toMatch(/^Later feedback/);
    expect(list[0].name).toBe(w.kidA.fields.parentsDetails.motherName);
    for (const [who, headers] of Object.entries({ fatherA: w.as.fatherA, caretakerA: w.as.caretakerA, driverA: w.as.driverA, ...roles })) {
      expect((await get(API.allFeedback, headers)).statusCode, who).toBe(403);
    }
    expect((await get(API.allFeedback)).statusCode).toBe(401);
  });

  it(`rate-limits a parent to ${FEEDBACK_LIMIT.perUser} feedbacks an hour`, async () => {
    const kid = await createKid(t.app, w.admin, { kidName: "Feedback Kid" });
    const mother = await activateParent(t, kid.fields.parentsDetails.motherEmail!);
    for (let i = 0; i < FEEDBACK_LIMIT.perUser; i++) {
      expect((await post(API.createFeedback, { feedback: `Note ${i}` }, mother)).statusCode).toBe(201);
    }
    const limited = await post(API.createFeedback, { feedback: "Again" }, mother);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
