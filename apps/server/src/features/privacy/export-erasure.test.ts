import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { API, messages, PRIVACY_API, todayInIndia, type ErasureList, type ErasureRequest } from "@app/contracts";
import { auditLog, erasureRequests, files, pendingFileRemovals, privacyConsents } from "../../db/schema";
import { createCapture } from "../../test/attendance-factories";
import { rowsMatching, textColumns } from "../../test/db-scan";
import { decideConsent } from "../../test/privacy-factories";
import { createKid, validInstitute, validParents, yearsAgo } from "../../test/kid-factories";
import { activateParent, createAssignment, type RouteWorld } from "../../test/route-factories";
import { uploadsInDatabase, uploadsOnDisk } from "../../test/staff-factories";
import { loginAs, type TestApp } from "../../test/test-app";
import { useRouteWorld } from "../../test/route-world-hooks";

const p = messages.privacy;
let t: TestApp;
let w: RouteWorld;

useRouteWorld((app, world) => {
  t = app;
  w = world;
}, 180_000);

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, headers });

describe("the family archive (docs/decisions/0112)", () => {
  it("a parent downloads one ZIP with their profile, kids, institutes, pickups and drops with kept photos, help, feedback and consents", async () => {
    // Family B: two kids (Kid B on route B, Kid Bee Two on route A), the father consents.
    await decideConsent(t.app, w.as.fatherB);
    await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "homePickup", pickupTime: "07:10" });
    await createCapture(t.app, w.as.caretakerA, w.kidB2.kid.uuid, { type: "instituteDrop", pickupTime: "08:20" });
    await t.app.inject({ method: "POST", url: API.createHelp, headers: w.as.fatherB, payload: { kidUuid: w.kidB.kid.uuid, reason: "Van was late on Monday" } });
    await t.app.inject({ method: "POST", url: API.createFeedback, headers: w.as.fatherB, payload: { feedback: "Caretaker is very kind" } });
    // The mother's own feedback is hers: not in the father's archive (docs/decisions/0220).
    await t.app.inject({ method: "POST", url: API.createFeedback, headers: w.as.motherB, payload: { feedback: "Mother's own note" } });

    const res = await get(PRIVACY_API.exportArchive, w.as.fatherB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="family-data-${todayInIndia()}.zip"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip).sort();
    expect(names).toContain("README.txt");
    expect(names).toContain("family.json");
    const data = JSON.parse(strFromU8(zip["family.json"])) as Record<string, unknown[]> & {
      you: Record<string, unknown>;
      kids: (Record<string, unknown> & { parents: Record<string, unknown>[] })[];
      pickupsAndDrops: Record<string, unknown>[];
    };
    const pb = w.kidB.fields.parentsDetails;
    expect(data.you).toMatchObject({ relation: "father", name: pb.fatherName, email: pb.fatherEmail, mobile: pb.fatherMobile });
    // Each kid names its parents (name and contacts only; docs/decisions/0220).
    expect(data.kids[0].parents.map((x) => [x.relation, x.name, x.email, x.mobile]).sort()).toEqual(
      [
        ["father", pb.fatherName, pb.fatherEmail, pb.fatherMobile],
        ["mother", pb.motherName, pb.motherEmail, pb.motherMobile],
      ].sort(),
    );
    // Aadhaar only masked, never the number; the other parent's not at all.
    expect(JSON.stringify(data)).not.toContain(pb.father_aadhar_no!);
    expect(data.you.aadhaar).toBe(`XXXX XXXX ${pb.father_aadhar_no!.slice(-4)}`);
    expect(JSON.stringify(data)).not.toContain(`XXXX XXXX ${pb.mother_aadhar_no!.slice(-4)}`);
    expect(data.kids.map((k) => k.name).sort()).toEqual(["Kid B", "Kid Bee Two"]);
    expect(data.kids[0]).toMatchObject({ homeAddress: { address1: w.kidB.fields.home_address.address1 }, institutes: [{ name: w.kidB.fields.institution_details[0].name }] });
    expect(data.pickupsAndDrops.map((a) => [a.kid, a.type, a.time]).sort()).toEqual([
      ["Kid B", "homePickup", "07:10"],
      ["Kid Bee Two", "instituteDrop", "08:20"],
    ]);
    expect(data.helpRequests).toEqual([expect.objectContaining({ kid: "Kid B", reason: "Van was late on Monday" })]);
    expect(data.feedback).toEqual([expect.objectContaining({ feedback: "Caretaker is very kind" })]);
    expect(data.consents).toEqual([expect.objectContaining({ decision: "given" })]);
    // Every photo named in family.json is in the archive and is a real image.
    const photoNames = JSON.stringify(data).match(/photos\/[^"]+\.(jpg|png)/g) ?? [];
    // The kids' photos, the father's portrait and his own Aadhaar card images, the captures.
    expect(photoNames.length).toBeGreaterThanOrEqual(2 + 3 + 2);
    expect(photoNames.filter((n) => n.startsWith("photos/mother-"))).toEqual([]);
    for (const name of photoNames) {
      expect(zip[name], name).toBeDefined();
      expect((await sharp(Buffer.from(zip[name])).metadata()).format, name).toBe(name.endsWith(".png") ? "png" : "jpeg");
    }
    // Nothing of family A.
    expect(JSON.stringify(data)).not.toContain("Kid A");
    expect(JSON.stringify(data)).not.toContain(w.kidA.fields.parentsDetails.fatherEmail!);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "family-export"));
    expect(audit).toHaveLength(1);
  });

  it("names the caretaker's \"not at the stop\" marks among the kid's absences (docs/decisions/0248)", async () => {
    await decideConsent(t.app, w.as.fatherA);
    // Family A: the caretaker finds Kid A not at the stop this morning (the pickup and the rest of the run);
    // the father marks a day ahead himself.
    const today = todayInIndia();
    const notAtStop = await t.app.inject({ method: "POST", url: API.notAtStop, headers: w.as.caretakerA, payload: { kidUuid: w.kidA.kid.uuid, leg: "homePickup" } });
    expect(notAtStop.statusCode, notAtStop.body).toBe(200);
    const ahead = yearsAgo(0, 3);
    const own = await t.app.inject({ method: "PUT", url: API.kidAbsenceDay(w.kidA.kid.uuid, ahead), headers: w.as.fatherA, payload: { legs: ["homeDrop"] } });
    expect(own.statusCode, own.body).toBe(200);

    const res = await get(PRIVACY_API.exportArchive, w.as.fatherA);
    expect(res.statusCode, res.body).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip["family.json"])) as { absences: Record<string, unknown>[] };
    const pick = (a: Record<string, unknown>) => [a.kid, a.date, a.leg, a.markedBy, a.notAtTheStop];
    expect(data.absences.map(pick)).toEqual([
      ["Kid A", today, "homePickup", "caretaker", true],
      ["Kid A", today, "instituteDrop", "caretaker", true],
      ["Kid A", ahead, "homeDrop", "parent", false],
    ]);
    expect(strFromU8(zip["README.txt"])).toContain("notAtTheStop");
  });

  it("parents only: admins, staff and visitors get 403/401", async () => {
    for (const headers of [w.admin, w.as.caretakerA, w.as.driverA]) expect((await get(PRIVACY_API.exportArchive, headers)).statusCode).toBe(403);
    expect((await get(PRIVACY_API.exportArchive)).statusCode).toBe(401);
  });
});

describe("erasure (docs/decisions/0112)", () => {
  it("the parent asks, the admin sees and confirms; no personal data of the family stays in any table or in the uploads folder", async () => {
    // A family of its own, with values no other test data shares, so that the scan can find them.
    const erasable = await createKid(t.app, w.admin, {
      kidName: "Kiran Erasable",
      parentsDetails: validParents({ fatherName: "Suresh Erasable", motherName: "Padma Erasable", fatherCompany: "Erasable Mills", motherOccupation: "Erasable Teacher" }),
      home_address: { address1: "77 Erasable Street, Kothapet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522001" },
      institution_details: [validInstitute({ coach_name: "Coach Erasable" })],
    });
    await createAssignment(t.app, w.admin, { route_uuid: w.routeA.uuid, kids_uuids: [erasable.kid.uuid], driver_uuid: w.driverA.driver.uuid, caretaker_uuid: w.caretakerA.caretaker.uuid });
    const pa = erasable.fields.parentsDetails;
    const kidId = erasable.kid.uuid;
    const as = { fatherA: await activateParent(t, pa.fatherEmail!, pa.fatherMobile!), motherA: await activateParent(t, pa.motherEmail!) };
    await decideConsent(t.app, as.fatherA);
    await createCapture(t.app, w.as.caretakerA, kidId, { type: "homePickup", pickupTime: "07:05" });
    // A confirmed re-capture keeps the first as history (issue 9); each capture queues the parents' notifications (issue 10).
    await createCapture(t.app, w.as.caretakerA, kidId, { type: "homePickup", pickupTime: "07:06", replace: "true" });
    expect((await t.app.inject({ method: "POST", url: API.createHelp, headers: as.motherA, payload: { kidUuid: kidId, reason: "Please call Lakshmi aunty" } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: "POST", url: API.createFeedback, headers: as.fatherA, payload: { feedback: "Happy with Route A service" } })).statusCode).toBe(201);
    await t.app.inject({
      method: "POST",
      url: API.createEnquiry,
      payload: { nameOfEnquiry: pa.fatherName, nameOfKid: "Kiran Erasable", ageOfKid: 7, phoneNumber: pa.fatherMobile, email: pa.fatherEmail, activity: ["School"] },
    });
    const familyAFiles = await t.database.db
      .select({ id: files.id, path: files.path, thumb: files.thumbPath })
      .from(files)
      .where(sql`${files.ownerId} = ${kidId} or ${files.ownerUserId} is not null and ${files.ownerUserId} in (select user_id from kid_parents where kid_id = ${kidId}) or ${files.ownerId} in (select id from kid_attendance where kid_id = ${kidId}) or ${files.ownerId} in (select user_id from kid_parents where kid_id = ${kidId})`);
    expect(familyAFiles.length).toBeGreaterThanOrEqual(7 + 2);
    const fatherAId = ((await get(API.me, as.fatherA)).json() as { user: { uuid: string } }).user.uuid;

    const asked = await post(PRIVACY_API.erasureRequests, as.motherA);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json() as ErasureRequest;
    expect(request).toMatchObject({ status: "pending", kidNames: ["Kiran Erasable"] });
    // Asking twice is refused, and so is the other parent's request for the same kid; they see the pending request.
    expect((await post(PRIVACY_API.erasureRequests, as.motherA)).json()).toEqual({ error: p.server.erasurePendingAlready });
    expect((await post(PRIVACY_API.erasureRequests, as.fatherA)).json()).toEqual({ error: p.server.erasurePendingForKid });
    expect(((await get(PRIVACY_API.erasureRequests, as.fatherA)).json() as ErasureList).data.map((r) => r.uuid)).toEqual([request.uuid]);
    expect(((await get(PRIVACY_API.erasureRequests, w.as.fatherB)).json() as ErasureList).data).toEqual([]);
    // The admin sees who asked; nobody else may confirm.
    const listed = ((await get(PRIVACY_API.erasureRequests, w.admin)).json() as ErasureList).data.find((r) => r.uuid === request.uuid)!;
    expect(listed).toMatchObject({ status: "pending", requestedByName: pa.motherName, kidNames: ["Kiran Erasable"] });
    for (const headers of [as.fatherA, w.as.caretakerA, w.as.driverA]) expect((await post(PRIVACY_API.confirmErasure(request.uuid), headers)).statusCode).toBe(403);
    expect((await post(PRIVACY_API.confirmErasure("not-a-uuid"), w.admin)).statusCode).toBe(404);

    const confirmed = await post(PRIVACY_API.confirmErasure(request.uuid), w.admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = confirmed.json() as ErasureRequest;
    expect(done).toMatchObject({ status: "completed", requestedByName: null, kidNames: [] });
    expect(done.summary).toMatchObject({ kids: 1, accounts: 2, helpRequests: 1, feedback: 1, enquiries: 1, attendanceRecords: 1 });
    expect((await post(PRIVACY_API.confirmErasure(request.uuid), w.admin)).json()).toEqual({ error: p.server.erasureDone });

    // Scan: no text column of any table holds a personal value of family A.
    const needles = [
      "Kiran Erasable",
      "Erasable",
      pa.fatherName!,
      pa.motherName!,
      pa.fatherEmail!,
      pa.motherEmail!,
      pa.fatherMobile!,
      pa.motherMobile!,
      pa.father_aadhar_no!,
      pa.mother_aadhar_no!,
      "77 Erasable Street",
      "Please call Lakshmi aunty",
      "Happy with Route A service",
    ];
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const hits: string[] = [];
    for (const { table, column } of await textColumns(t.database)) {
      for (const needle of needles) {
        if ((await rowsMatching(t.database, table, column, `(?i)${escape(needle)}`)) > 0) hits.push(`${table}.${column}: ${needle}`);
      }
    }
    expect(hits).toEqual([]);

    // Uploads folder: none of the family's files is left; every file on disk is a live row.
    for (const f of familyAFiles) {
      expect(existsSync(join(t.dataDir, "uploads", f.path)), f.path).toBe(false);
      expect(existsSync(join(t.dataDir, "uploads", f.thumb)), f.thumb).toBe(false);
    }
    expect(await t.database.db.select().from(files).where(inArray(files.id, familyAFiles.map((f) => f.id)))).toHaveLength(0);
    expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
    expect(await t.database.db.select().from(pendingFileRemovals)).toHaveLength(0);

    // The parents can no longer log in; their old tokens are dead.
    expect((await get(API.me, as.fatherA)).statusCode).toBe(401);
    await expect(loginAs(t.app, pa.fatherEmail!, "Parent@2025")).rejects.toThrow();
    // What stays: the record of the erasure (ids and counts) and the consent records (ids only).
    const [kept] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.id, request.uuid));
    expect(kept.parentIds).toContain(fatherAId);
    expect(await t.database.db.select().from(privacyConsents).where(eq(privacyConsents.userId, fatherAId))).toHaveLength(1);
    // Other families are untouched.
    expect((await get(API.kidProfile(w.kidA.kid.uuid), w.admin)).statusCode).toBe(200);
    expect((await get(API.kidProfile(w.kidB.kid.uuid), w.admin)).statusCode).toBe(200);
    expect((await get(API.me, w.as.fatherB)).statusCode).toBe(200);
  }, 180_000);

  it("a parent without kids, admins and staff cannot ask", async () => {
    for (const headers of [w.admin, w.as.caretakerA, w.as.driverA]) expect((await post(PRIVACY_API.erasureRequests, headers)).statusCode).toBe(403);
    expect((await post(PRIVACY_API.erasureRequests)).statusCode).toBe(401);
  });
});

describe("the audit log is append-only (docs/decisions/0113)", () => {
  it("UPDATE, DELETE and TRUNCATE are refused by the database; rows stay as written", async () => {
    const [first] = await t.database.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    expect(first).toBeDefined();
    await expect(t.database.db.execute(sql`update audit_log set action = 'forged' where id = ${first.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log where id = ${first.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(t.database.db.update(auditLog).set({ details: {} })).rejects.toThrow();
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, first.id));
    expect(after).toEqual(first);
    // No call of the API changes it either.
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: API.auditLog, headers: w.admin });
      expect(res.statusCode, method).toBe(404);
    }
    // Inserting still works (the app writes as before).
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    const n = await count();
    await t.database.db.insert(auditLog).values({ action: "create", entity: "test" });
    expect(await count()).toBe(n + 1);
  });
});
