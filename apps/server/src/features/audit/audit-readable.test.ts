import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { API, AUDIT_ENTITIES, todayInIndia, type AuditLogResponse } from "@app/contracts";
import { catalogues } from "@app/contracts/locales";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { createCapture } from "../../test/attendance-factories";
import { type RouteWorld } from "../../test/route-factories";
import { createDriver, multipart, uniqueAadhaar } from "../../test/staff-factories";
import { type TestApp } from "../../test/test-app";
import { textsIn } from "../../lib/i18n";
import { auditSummary } from "./audit-summary";
import { useRouteWorld } from "../../test/route-world-hooks";

let t: TestApp;
let w: RouteWorld;
useRouteWorld((app, world) => {
  t = app;
  w = world;
}, 180_000);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe("readable audit log", () => {
  it("names the people and records in one sentence per row, never ids, Aadhaar or passwords", async () => {
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", date: todayInIndia() });
    const res = await t.app.inject({ method: "GET", url: `${API.auditLog}?pageSize=100`, headers: w.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AuditLogResponse;
    const summaries = body.data.map((e) => e.summary ?? "");
    expect(summaries).toContain("Caretaker A recorded Home Pickup for Kid A");
    expect(summaries.some((s) => /created driver Driver A$/.test(s))).toBe(true);
    expect(summaries.some((s) => /created kid profile Kid A$/.test(s))).toBe(true);
    expect(summaries.some((s) => /created route Route A$/.test(s))).toBe(true);
    for (const s of summaries) {
      expect(s).not.toMatch(UUID);
      expect(s).not.toMatch(/\d{12}/);
      expect(s.toLowerCase()).not.toContain("password");
    }
  });

  it("a leg's first capture reads 'recorded' even when the day's record existed; 'replaced' only for a confirmed replacement (docs/decisions/0242)", async () => {
    // The day's record exists (Home Pickup above): the Institute Drop is an update of the record
    // but the first capture of its leg.
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "instituteDrop", pickupTime: "08:20" });
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", pickupTime: "07:50", replace: "true" });
    const body = (await t.app.inject({ method: "GET", url: `${API.auditLog}?entity=kid-attendance&pageSize=10`, headers: w.admin })).json() as AuditLogResponse;
    const summaries = body.data.map((e) => e.summary);
    expect(summaries.slice(0, 3)).toEqual([
      "Caretaker A replaced the Home Pickup capture of Kid A",
      "Caretaker A recorded Institute Drop for Kid A",
      "Caretaker A recorded Home Pickup for Kid A",
    ]);
  });

  it("a changed profile names the fields changed and whose they are", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: API.updateRoute(w.routeA.uuid),
      headers: w.admin,
      payload: { ...w.routeA, description: "Now via Brodipet" } as object,
    });
    if (res.statusCode !== 200) return expect(res.statusCode).toBe(200);
    const body = (await t.app.inject({ method: "GET", url: `${API.auditLog}?entity=route&pageSize=5`, headers: w.admin })).json() as AuditLogResponse;
    expect(body.data[0].summary).toBe("Test User changed route Route A's description: Morning pickup from Brodipet to the school. → Now via Brodipet");
  });

  it("an update shows old → new values, phones masked, Aadhaar and passwords never (docs/decisions/0088)", async () => {
    const { driver, fields } = await createDriver(t.app, w.admin, { name: "Venkat Rao", phoneNumber: "9812345612" });
    const newAadhaar = uniqueAadhaar();
    const body = await multipart({ phoneNumber: "9787654345", password: "Secret@98765", aadharNo: newAadhaar, dlNo: "AP07 20990054321" });
    const res = await t.app.inject({ method: "PUT", url: API.updateDriver(driver.uuid), headers: { ...w.admin, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const log = await t.app.inject({ method: "GET", url: `${API.auditLog}?entity=driver&action=update&entityId=${driver.uuid}`, headers: w.admin });
    const entry = (log.json() as AuditLogResponse).data[0];
    expect(entry.summary).toBe("Test User changed Venkat Rao's phone number: 98xxxxxx12 → 97xxxxxx45, dl no: AP07 20110012345 → AP07 20990054321, password, aadhar no");
    // Nothing secret or in the clear anywhere: not in the API's answer, not in the stored row.
    const [stored] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, driver.uuid), eq(auditLog.action, "update")));
    for (const text of [log.body, JSON.stringify(stored)]) {
      for (const secret of ["9812345612", "9787654345", "Secret@98765", newAadhaar, fields.aadharNo]) expect(text).not.toContain(secret);
    }
  });

  it("a value cleared or first set reads as (empty); Telugu and Hindi keep the values", async () => {
    const entry = { action: "update", entity: "driver", entityId: "d1", actorName: "Asha", actorRole: "admin", actorUserId: "u1" };
    const details = { fields: ["address"], changes: { address: { from: null, to: "Brodipet" } } };
    expect(auditSummary({ ...entry, details }, new Map([["d1", "Venkat Rao"]]))).toBe("Asha changed Venkat Rao's address: (empty) → Brodipet");
    for (const lang of ["te", "hi"] as const) {
      const line = catalogues[lang].auditSentences.change("phone", "98xxxxxx12", "97xxxxxx45");
      expect(line).toContain("98xxxxxx12 → 97xxxxxx45");
    }
  });

  it("every kind of record the server writes has a name and a sentence in every language, never its raw key", () => {
    // Read the sources: a new `recordAudit(..., { entity: "x" })` without a label fails here.
    const root = join(__dirname, "..");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    const written = new Set(files.flatMap((f) => [...readFileSync(join(root, f), "utf8").matchAll(/entity: "([a-z-]+)"/g)].map((m) => m[1])));
    expect(written.size).toBeGreaterThan(10);
    for (const entity of written) expect(AUDIT_ENTITIES, entity).toContain(entity);
    for (const lang of ["en", "te", "hi"] as const) {
      const texts = catalogues[lang] ?? textsIn(lang);
      for (const entity of AUDIT_ENTITIES) {
        expect((texts.audit.entities as Record<string, string>)[entity], `${lang} ${entity}`).toBeTruthy();
        expect(texts.auditSentences.kinds[entity], `${lang} ${entity}`).toBeTruthy();
      }
    }
  });

  it("absences, not-at-stop, privacy consent, family download and erasure read as sentences (0153)", () => {
    const base = { entityId: "k1:2026-11-23", actorName: "Suresh", actorRole: "father", actorUserId: "u1" };
    const names = new Map([["k1", "Arjun Rao"]]);
    const row = (entity: string, action: string, details: Record<string, unknown>) => ({ ...base, entity, action, details });
    const absence = row("kid-absence", "update", { kidId: "k1", date: "2026-11-23", added: ["homePickup", "instituteDrop"], removed: [], source: "parent" });
    expect(auditSummary(absence, names)).toBe("Suresh marked Arjun Rao absent on 23-11-2026: Home Pickup, Institute Drop");
    const cleared = row("kid-absence", "update", { kidId: "k1", date: "2026-11-23", added: [], removed: [{ leg: "homePickup", source: "parent" }] });
    expect(auditSummary(cleared, names)).toBe("Suresh took back Arjun Rao's absence on 23-11-2026: Home Pickup");
    const notAtStop = row("kid-absence", "create", { kidId: "k1", date: "2026-11-23", added: ["homePickup", "instituteDrop"], notAtStop: true });
    expect(auditSummary({ ...notAtStop, actorName: "Kamala" }, names)).toBe("Kamala found Arjun Rao not at the stop for Home Pickup on 23-11-2026");
    expect(auditSummary(row("privacy-consent", "create", { noticeVersion: "2026-10", decision: "given" }), names)).toBe("Suresh accepted the privacy notice (version 2026-10)");
    expect(auditSummary(row("privacy-consent", "create", { noticeVersion: "2026-10", decision: "refused" }), names)).toBe("Suresh declined the privacy notice (version 2026-10)");
    expect(auditSummary(row("family-export", "create", { kids: 1 }), names)).toBe("Suresh downloaded the family's data");
    expect(auditSummary(row("erasure-request", "create", { kids: 1 }), names)).toBe("Suresh asked for the family's data to be erased");
    expect(auditSummary({ ...row("family", "delete", { kids: 1 }), actorName: "Asha" }, names)).toBe("Asha erased a family's data");
    // Telugu and Hindi: the kid is named, the leg is in the reader's language, no English word is left.
    for (const lang of ["te", "hi"] as const) {
      const t = textsIn(lang);
      const rows = [absence, cleared, notAtStop, row("privacy-consent", "create", { noticeVersion: "v", decision: "given" }), row("family-export", "create", {}), row("erasure-request", "create", {}), row("family", "delete", {})];
      for (const r of rows) {
        const line = auditSummary(r, names, t);
        expect(line.replace(/Suresh|Arjun Rao|23-11-2026|\bv\b/g, "")).not.toMatch(/[A-Za-z]/);
      }
      expect(auditSummary(absence, names, t)).toContain(t.attendance.screens.sectionTitles.homePickup);
    }
  });
});
