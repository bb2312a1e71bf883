import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquirySchema, messages } from "@app/contracts";
import { auditLog, enquiries } from "../../db/schema";
import { adminHeaders, otherRoleHeaders } from "../../test/staff-factories";
import { bearer, createTestApp, type TestApp } from "../../test/test-app";

const m = messages.enquiries;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
});
afterAll(async () => {
  await t.close();
});

const LIST = "/api/enquiry/v1/get-all-enquiries";
const update = (uuid: string) => `/api/enquiry/v1/update-enquiry/${uuid}`;

/** Factory: an enquiry sent through the public call (as an admin, so no anonymous rate limit), with overrides. */
async function createEnquiry(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/enquiry/v1/create-enquiry",
    headers: admin,
    payload: {
      nameOfEnquiry: "Srinivas Rao",
      nameOfKid: "Anvi",
      ageOfKid: 6,
      phoneNumber: "9876543210",
      email: "srinivas@example.com",
      activity: ["school"],
      pickupLocation: "Brodipet",
      dropLocation: "Arundelpet",
      dateOfBirth: "2019-02-03",
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { uuid: string };
}

const put = (uuid: string, payload: unknown, headers = admin) => t.app.inject({ method: "PUT", url: update(uuid), headers, payload: payload as object });

async function stored(uuid: string) {
  const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, uuid));
  return row;
}

describe("GET /api/enquiry/v1/get-all-enquiries", () => {
  it("answers { data: [...] } newest first with every field, the locations included", async () => {
    const older = await createEnquiry({ nameOfKid: "Older" });
    const newer = await createEnquiry({ nameOfKid: "Newer" });
    const res = await t.app.inject({ method: "GET", url: LIST, headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { uuid: string }[];
    const ids = list.map((e) => e.uuid);
    expect(ids.indexOf(newer.uuid)).toBeLessThan(ids.indexOf(older.uuid));
    for (const item of list) expect(enquirySchema.safeParse(item).success).toBe(true);
    expect(list.find((e) => e.uuid === newer.uuid)).toMatchObject({
      nameOfEnquiry: "Srinivas Rao",
      nameOfKid: "Newer",
      ageOfKid: 6,
      phoneNumber: "9876543210",
      email: "srinivas@example.com",
      activity: ["school"],
      pickupLocation: "Brodipet",
      dropLocation: "Arundelpet",
      status: null,
      reason: null,
    });
  });
});

describe("PUT /api/enquiry/v1/update-enquiry/{uuid}", () => {
  it("moves an enquiry to lost with a reason: 200 with the catalogue message, audited", async () => {
    const e = await createEnquiry();
    const res = await put(e.uuid, { status: "lost", reason: "  Chose another service  " });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Enquiry form Updated successfully.");
    expect(res.json().data).toMatchObject({ uuid: e.uuid, status: "lost", reason: "Chose another service" });
    expect(await stored(e.uuid)).toMatchObject({ status: "lost", reason: "Chose another service" });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, e.uuid), eq(auditLog.action, "update")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: "enquiry", actorRole: "admin", details: { fields: ["status", "reason"], status: "lost" } });
  });

  it.each([
    [{ status: "lost", reason: "" }],
    [{ status: "lost", reason: "   " }],
    [{ status: "lost" }],
    [{ status: "follow-up", reason: "" }],
    [{ status: "follow-up", reason: null }],
  ])("refuses %j with 'Reason field is required.' and changes nothing", async (payload) => {
    const e = await createEnquiry();
    const res = await put(e.uuid, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Reason field is required." });
    expect(await stored(e.uuid)).toMatchObject({ status: null, reason: null });
  });

  it("clears the reason for contacted and won, and keeps it for follow-up", async () => {
    const e = await createEnquiry();
    await put(e.uuid, { status: "lost", reason: "Too far" });
    const won = await put(e.uuid, { status: "won", reason: "Too far" });
    expect(won.statusCode).toBe(200);
    expect(won.json().data).toMatchObject({ status: "won", reason: null });
    const contacted = await put(e.uuid, { status: "contacted" });
    expect(contacted.json().data).toMatchObject({ status: "contacted", reason: null });
    const follow = await put(e.uuid, { status: "follow-up", reason: "Call back on Monday" });
    expect(follow.json().data).toMatchObject({ status: "follow-up", reason: "Call back on Monday" });
  });

  it.each([
    [{}, m.statusRequired],
    [{ status: "" }, m.statusRequired],
    [{ status: "closed", reason: "x" }, m.statusInvalid],
    [{ status: "lost", reason: "x".repeat(501) }, messages.common.tooLong(500)],
  ])("refuses %j with %s", async (payload, message) => {
    const e = await createEnquiry();
    const res = await put(e.uuid, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("answers 404 for an unknown or malformed uuid", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc"]) {
      const res = await put(id, { status: "won" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: m.notFound });
    }
  });
});

describe("access: other enquiry calls are admin only (decisions.md §4)", () => {
  it("401 for anonymous and bad tokens, 403 for every other role, nothing changes", async () => {
    const e = await createEnquiry();
    const roles = await otherRoleHeaders(t.app, t.database);
    const callers: [string, Record<string, string>, number][] = [
      ["anonymous", {}, 401],
      ["bad token", bearer("nope"), 401],
      ...Object.entries(roles).map(([role, h]) => [role, h, 403] as [string, Record<string, string>, number]),
    ];
    for (const [who, headers, status] of callers) {
      const list = await t.app.inject({ method: "GET", url: LIST, headers });
      expect(list.statusCode, `${who} list`).toBe(status);
      expect(list.json()).toHaveProperty("error");
      // Even an invalid body is answered 401/403 first: the caller learns nothing about the rules.
      for (const payload of [{ status: "won" }, { status: "lost" }]) {
        const res = await put(e.uuid, payload, headers);
        expect(res.statusCode, `${who} update`).toBe(status);
      }
    }
    expect(await stored(e.uuid)).toMatchObject({ status: null, reason: null });
  });
});
