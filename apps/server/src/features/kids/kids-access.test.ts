import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages, type KidProfile } from "@app/contracts";
import { auditLog, kidParents, parentProfiles } from "../../db/schema";
import { rowsMatching, textColumns } from "../../test/db-scan";
import { createKid, kidImages, kidMultipart, validKidFields, type KidFieldsInput } from "../../test/kid-factories";
import { adminHeaders, storedCounts, withoutUuids } from "../../test/staff-factories";
import { bearer, createTestApp, createUser, linkFromEmail, loginAs, type TestApp } from "../../test/test-app";
import { KidsService } from "./kids.service";

const PASSWORD = "Parent@2025";
const forbidden = { error: messages.auth.serverErrors.forbidden };
const unauthenticated = { error: messages.auth.serverErrors.unauthenticated };

let t: TestApp;
let admin: Record<string, string>;
let kidA: KidProfile;
let kidB: KidProfile;
let fieldsA: Required<KidFieldsInput>;
let fatherA: Record<string, string>;
let motherA: Record<string, string>;
let fatherB: Record<string, string>;
let roles: Record<string, Record<string, string>>;

async function activate(email: string, identifier: string) {
  const token = new URL(linkFromEmail(t.outbox(email)[0])).searchParams.get("token")!;
  const res = await t.app.inject({ method: "POST", url: API.forgotUpdatePassword, payload: { token, newPassword: PASSWORD, confirmPassword: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return bearer(await loginAs(t.app, identifier, PASSWORD));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  const a = await createKid(t.app, admin, { kidName: "Kid A" });
  const b = await createKid(t.app, admin, { kidName: "Kid B" });
  kidA = a.kid;
  kidB = b.kid;
  fieldsA = a.fields;
  fatherA = await activate(a.fields.parentsDetails.fatherEmail!, a.fields.parentsDetails.fatherMobile!);
  motherA = await activate(a.fields.parentsDetails.motherEmail!, a.fields.parentsDetails.motherEmail!);
  fatherB = await activate(b.fields.parentsDetails.fatherEmail!, b.fields.parentsDetails.fatherMobile!);
  roles = {};
  for (const role of ["driver", "caretaker", "father", "mother"] as const) {
    const user = await createUser(t.database, { role });
    roles[role] = bearer(await loginAs(t.app, user.email!));
  }
});
afterAll(async () => {
  await t.close();
});

type Call = { name: string; run: (headers: Record<string, string>) => Promise<LightMyRequestResponse> };

describe("who may call what (decisions.md §4)", () => {
  const adminOnly: Call[] = [
    {
      name: "create",
      run: async (headers) => {
        const body = await kidMultipart(validKidFields(), await kidImages());
        return t.app.inject({ method: "POST", url: API.createKidProfile, payload: body.payload, headers: { ...headers, ...body.headers } });
      },
    },
    { name: "list", run: (headers) => t.app.inject({ method: "GET", url: API.allKidProfiles, headers }) },
    {
      name: "update",
      run: async (headers) => {
        // The admin's own call (last) keeps the name, so later tests still see "Kid A".
        const body = await kidMultipart({ kidName: headers === admin ? "Kid A" : "Hacked" });
        return t.app.inject({ method: "PUT", url: API.updateKidProfile(kidA.uuid), payload: body.payload, headers: { ...headers, ...body.headers } });
      },
    },
  ];

  it.each(adminOnly.map((c) => [c.name, c] as const))("%s: admin only; every other role 403, anonymous 401, nothing changes", async (_n, call) => {
    const before = await storedCounts(t.database);
    for (const [role, headers] of Object.entries({ ...roles, fatherOfKidA: fatherA, motherOfKidA: motherA })) {
      const res = await call.run(headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const anonymous = await call.run({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthenticated);
    expect(await storedCounts(t.database)).toEqual(before);
    const still = await t.app.inject({ method: "GET", url: API.kidProfile(kidA.uuid), headers: admin });
    expect(still.json().data.kidName).toBe("Kid A");
    expect((await call.run(admin)).statusCode).toBeLessThan(300);
  });

  it("get single: admin any kid; father/mother only their own (403 for another family's or an unknown id); driver/caretaker 403 until routes exist; anonymous 401", async () => {
    const get = (uuid: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url: API.kidProfile(uuid), headers });
    expect((await get(kidA.uuid, admin)).statusCode).toBe(200);
    expect((await get(kidB.uuid, admin)).statusCode).toBe(200);
    expect((await get(kidA.uuid, fatherA)).statusCode).toBe(200);
    expect((await get(kidA.uuid, motherA)).statusCode).toBe(200);
    expect((await get(kidB.uuid, fatherB)).statusCode).toBe(200);
    for (const [who, headers, uuid] of [
      ["father A → kid B", fatherA, kidB.uuid],
      ["mother A → kid B", motherA, kidB.uuid],
      ["father B → kid A", fatherB, kidA.uuid],
      ["parent without kids", roles.father, kidA.uuid],
      ["mother without kids", roles.mother, kidB.uuid],
      ["driver", roles.driver, kidA.uuid],
      ["caretaker", roles.caretaker, kidA.uuid],
      ["father A → unknown id", fatherA, "00000000-0000-4000-8000-000000000000"],
      ["father A → malformed id", fatherA, "../../etc"],
    ] as const) {
      const res = await get(uuid, headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const anonymous = await get(kidA.uuid, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("files: kid photo and both parents' portraits for the kid's parents; Aadhaar images for admins only (audited)", async () => {
    const pd = kidA.parentsDetails!;
    const file = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });
    for (const headers of [fatherA, motherA]) {
      expect((await file(kidA.kidsImage!, headers)).statusCode).toBe(200);
      expect((await file(kidA.kidsImageThumb!, headers)).statusCode).toBe(200);
      expect((await file(pd.fatherImage!, headers)).statusCode).toBe(200);
      expect((await file(pd.motherImage!, headers)).statusCode).toBe(200);
      for (const url of [pd.father_aadhar_front_image!, pd.father_aadhar_back_image!, pd.mother_aadhar_front_image!, pd.mother_aadhar_back_image!]) {
        expect((await file(url, headers)).statusCode).toBe(403);
      }
    }
    // Another family, staff and parents without kids see none of them.
    for (const headers of [fatherB, roles.father, roles.driver, roles.caretaker]) {
      for (const url of [kidA.kidsImage!, pd.fatherImage!, pd.motherImage!, pd.father_aadhar_front_image!]) {
        expect((await file(url, headers)).statusCode, url).toBe(403);
      }
    }
    expect((await file(kidB.parentsDetails!.fatherImage!, fatherA)).statusCode).toBe(403);

    const view = await file(pd.mother_aadhar_front_image!, admin);
    expect(view.statusCode).toBe(200);
    expect(view.headers["cache-control"]).toBe("private, no-store");
    const fileId = pd.mother_aadhar_front_image!.split("/").pop();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "view-identity-document"), eq(auditLog.entity, "parent")));
    expect(audit.some((a) => (a.details as { fileId?: string }).fileId === fileId)).toBe(true);
  });

  it("the staff hook: once a route check allows it, a driver gets the kid without any parent data", async () => {
    const driver = await createUser(t.database, { role: "driver" });
    const app = t.app;
    const service = new KidsService(app.db, app.files, app.aadhaar, app.accounts, app.mailer, app.log, {
      canStaffSeeKid: async (userId, kidId) => userId === driver.id && kidId === kidA.uuid,
    });
    const auth = { userId: driver.id, role: "driver" as const, jti: "x", name: driver.name, via: "bearer" as const };
    const seen = await service.getFor(kidA.uuid, auth);
    expect(seen).toEqual({ ...kidA, parentsDetails: null, parentLinks: undefined, updatedAt: expect.any(String) });
    await expect(service.getFor(kidB.uuid, auth)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe("Aadhaar numbers of parents: never in clear in any response or any database text column", () => {
  it("masks every response and leaves no 12-digit run anywhere", async () => {
    const numbers = [fieldsA.parentsDetails.father_aadhar_no!, fieldsA.parentsDetails.mother_aadhar_no!];
    const bodies: string[] = [];
    // An update with a new number and one with the masked form sent back.
    const newNumber = "987654321098";
    numbers.push(newNumber);
    for (const parentsDetails of [{ mother_aadhar_no: newNumber }, { father_aadhar_no: kidA.parentsDetails!.father_aadhar_no }]) {
      const body = await kidMultipart({ parentsDetails });
      const res = await t.app.inject({ method: "PUT", url: API.updateKidProfile(kidA.uuid), payload: body.payload, headers: { ...admin, ...body.headers } });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    expect(JSON.parse(bodies[0]).data.parentsDetails.mother_aadhar_no).toBe("XXXX XXXX 1098");
    expect(JSON.parse(bodies[1]).data.parentsDetails.father_aadhar_no).toBe(kidA.parentsDetails!.father_aadhar_no);
    for (const headers of [admin, fatherA, motherA]) {
      bodies.push((await t.app.inject({ method: "GET", url: API.kidProfile(kidA.uuid), headers })).body);
    }
    bodies.push((await t.app.inject({ method: "GET", url: API.allKidProfiles, headers: admin })).body);
    bodies.push((await t.app.inject({ method: "GET", url: "/api/audit-log?pageSize=100", headers: admin })).body);
    bodies.push((await t.app.inject({ method: "GET", url: API.me, headers: fatherA })).body);
    for (const body of bodies) {
      expect(withoutUuids(body)).not.toMatch(/\d{12}/);
      for (const n of numbers) expect(body).not.toContain(n);
    }
    const columns = await textColumns(t.database);
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(expect.arrayContaining(["parent_profiles.aadhaar_ciphertext", "kids.kid_name"]));
    for (const { table, column } of columns) {
      expect(await rowsMatching(t.database, table, column, "[0-9]{12}"), `${table}.${column}`).toBe(0);
      for (const n of numbers) expect(await rowsMatching(t.database, table, column, n), `${table}.${column} holds ${n}`).toBe(0);
    }
    // Control: a hex digest with a digit run is ignored, a clear number beside it is still caught.
    const digest = `123456789012${"ab".repeat(26)}`;
    await t.database.db.execute(sql`insert into audit_log (action, entity, details) values ('create', 'scan-control', ${JSON.stringify({ h: digest })}::jsonb)`);
    expect(await rowsMatching(t.database, "audit_log", "details", "[0-9]{12}")).toBe(0);
    await t.database.db.execute(sql`insert into audit_log (action, entity, details) values ('create', 'scan-control', ${JSON.stringify({ h: digest, n: "123412341234" })}::jsonb)`);
    expect(await rowsMatching(t.database, "audit_log", "details", "[0-9]{12}")).toBe(1);

    // The stored ciphertext opens to the number, bound to the mother's account only.
    const motherId = (await t.database.db.select().from(kidParents).where(and(eq(kidParents.kidId, kidA.uuid), eq(kidParents.relation, "mother"))))[0].userId;
    const [profile] = await t.database.db.select().from(parentProfiles).where(eq(parentProfiles.userId, motherId));
    expect(profile.aadhaarLast4).toBe("1098");
    expect(t.app.aadhaar.open(profile.aadhaarCiphertext!, `parent:${motherId}`)).toBe(newNumber);
    expect(() => t.app.aadhaar.open(profile.aadhaarCiphertext!, `parent:${kidA.uuid}`)).toThrow();
  });
});
