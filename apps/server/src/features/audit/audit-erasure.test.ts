import { eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, PRIVACY_API, type ErasureRequest } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { createCapture } from "../../test/attendance-factories";
import { rowsMatching } from "../../test/db-scan";
import { createKid, sendKid, validParents } from "../../test/kid-factories";
import { decideConsent } from "../../test/privacy-factories";
import { activateParent, createAssignment, createRoute, staffHeaders } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD } from "../../test/staff-factories";
import { createTestApp, uniqueMobile, type TestApp } from "../../test/test-app";

/**
 * After an erasure the audit log keeps who did what, when, about which record, and loses what it
 * said about the family (docs/decisions/0236).
 */

let t: TestApp;
/** An admin, a route with its driver and caretaker, and another family's kid on it. */
let w: {
  admin: Record<string, string>;
  routeA: { uuid: string };
  driverA: { driver: { uuid: string } };
  caretakerA: { caretaker: { uuid: string } };
  as: { caretakerA: Record<string, string> };
  kidA: { kid: { uuid: string } };
};
beforeAll(async () => {
  t = await createTestApp();
  const { headers: admin } = await adminHeaders(t.app, t.database);
  const routeA = await createRoute(t.app, admin, { name: "Scrub Route" });
  const driverA = await createDriver(t.app, admin, { name: "Driver Scrub" });
  const caretakerA = await createCaretaker(t.app, admin, { name: "Caretaker Scrub" });
  const kidA = await createKid(t.app, admin, { kidName: "Other Family Kid" });
  w = { admin, routeA, driverA, caretakerA, kidA, as: { caretakerA: await staffHeaders(t.app, caretakerA.fields.phoneNumber, STAFF_PASSWORD) } };
}, 180_000);
afterAll(async () => t?.close());

const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: "POST", url, headers });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Which of `needles` any text column of the audit log still holds. */
async function auditHits(needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const column of ["actor_role", "action", "entity", "entity_id", "details", "ip"]) {
    for (const needle of needles) {
      if ((await rowsMatching(t.database, "audit_log", column, `(?i)${escape(needle)}`)) > 0) hits.push(`${column}: ${needle}`);
    }
  }
  return hits;
}

describe("erasure scrubs the family's details from the audit log", () => {
  it("names, emails, mobiles and addresses are gone from every audit row; who, what, when and which record stay", async () => {
    const parents = validParents({ fatherName: "Ramesh Scrubwell", motherName: "Lata Scrubwell" });
    const { kid, fields } = await createKid(t.app, w.admin, {
      kidName: "Varun Scrubwell",
      parentsDetails: parents,
      home_address: { address1: "12 Scrubwell Lane, Brodipet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" },
    });
    const kidId = kid.uuid;
    const newMobile = uniqueMobile();
    // An update that writes old → new values: the kid's name, the address, a parent's name and mobile.
    const updated = await sendKid(t.app, "PUT", API.updateKidProfile(kidId), w.admin, {
      kidName: "Varun Scrubwell Rao",
      home_address: { address1: "34 Scrubwell Colony, Kothapet" },
      parentsDetails: { fatherName: "Ramesh Scrubwell Rao", fatherMobile: newMobile, father_aadhar_no: kid.parentsDetails!.father_aadhar_no },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await createAssignment(t.app, w.admin, { route_uuid: w.routeA.uuid, kids_uuids: [kidId], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid });
    await createCapture(t.app, w.as.caretakerA, kidId, { type: "homePickup", pickupTime: "07:10" });
    const pa = fields.parentsDetails;
    const father = await activateParent(t, pa.fatherEmail!, newMobile);
    const mother = await activateParent(t, pa.motherEmail!);
    await decideConsent(t.app, father);
    const fatherId = (await t.app.inject({ method: "GET", url: API.me, headers: father })).json().user.uuid as string;

    const needles = [
      "Scrubwell",
      "Varun Scrubwell",
      "Ramesh Scrubwell",
      "Lata Scrubwell",
      "12 Scrubwell Lane",
      "34 Scrubwell Colony",
      pa.fatherEmail!,
      pa.motherEmail!,
      pa.fatherMobile!,
      pa.motherMobile!,
      newMobile,
    ];
    // The log did name them: the kid's update kept its old and new values.
    expect((await auditHits(needles)).length).toBeGreaterThan(0);
    const aboutFamily = or(eq(auditLog.entityId, kidId), eq(auditLog.actorUserId, fatherId), sql`${auditLog.details}::text like ${`%${kidId}%`}`);
    const before = await t.database.db.select().from(auditLog).where(aboutFamily).orderBy(auditLog.id);
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before.some((r) => r.entity === "kid-attendance")).toBe(true);

    const asked = await post(PRIVACY_API.erasureRequests, mother);
    expect(asked.statusCode, asked.body).toBe(201);
    const confirmed = await post(PRIVACY_API.confirmErasure((asked.json() as ErasureRequest).uuid), w.admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const erased = (confirmed.json() as ErasureRequest).summary as Record<string, number>;
    expect(erased.auditDetailsErased).toBeGreaterThanOrEqual(before.length);

    expect(await auditHits(needles)).toEqual([]);
    // Every row is still there: same id, time, actor, action, record; only the details (and a parent's address) went.
    const after = await t.database.db.select().from(auditLog).where(inArray(auditLog.id, before.map((r) => r.id))).orderBy(auditLog.id);
    expect(after.map(({ details: _d, ip: _ip, ...who }) => who)).toEqual(before.map(({ details: _d, ip: _ip, ...who }) => who));
    for (const row of after) {
      if (before.find((b) => b.id === row.id)!.details !== null) expect(row.details).toEqual({ erased: true });
      if (row.actorUserId === fatherId) expect(row.ip).toBeNull();
    }
    // The scrub recorded itself.
    const [own] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'family' and ${auditLog.action} = 'update' and ${auditLog.details} ? 'auditDetailsErased'`);
    expect(own.details).toMatchObject({ auditDetailsErased: erased.auditDetailsErased });
    // Other families' rows keep their details.
    const [other] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, w.kidA.kid.uuid)).limit(1);
    expect(other.details).not.toEqual({ erased: true });
    // The trigger lets only that scrub through: any other change to a row is still refused.
    const [row] = await t.database.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    await expect(t.database.db.execute(sql`update audit_log set details = '{"erased": true}'::jsonb, action = 'forged' where id = ${row.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update audit_log set details = '{"erased": false}'::jsonb where id = ${row.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update audit_log set ip = '10.9.9.9' where id = ${row.id}`)).rejects.toThrow();
    const [same] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(same).toEqual(row);
  }, 180_000);
});
