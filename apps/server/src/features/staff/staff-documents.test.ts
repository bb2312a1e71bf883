import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API, messages, POLICE_VERIFICATION_VALID_YEARS, STAFF_DOCUMENT_ALERTS_PATH, todayInIndia, type StaffDocumentAlert } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { createCaretaker, createDriver, driverImages, multipart, STAFF_PASSWORD, tinyJpeg } from "../../test/staff-factories";
import { withAdminApp } from "../../test/admin-app";
import { bearer, loginAs, type TestApp } from "../../test/test-app";

const m = messages.staffDocuments;

let t: TestApp;
let admin: Record<string, string>;
withAdminApp((ready) => ({ t, admin } = ready));

/** The India day `days` from today (negative: before), YYYY-MM-DD. */
function day(days: number, years = 0): string {
  const [y, mo, d] = todayInIndia().split("-").map(Number);
  return new Date(Date.UTC(y + years, mo - 1, d + days)).toISOString().slice(0, 10);
}

const certificate = async () => ({ policeVerificationImage: { data: await tinyJpeg(), filename: "police.jpg", type: "image/jpeg" } });

async function put(url: string, fields: Record<string, string | undefined>, files: Parameters<typeof multipart>[1] = {}) {
  const body = await multipart(fields, files);
  return t.app.inject({ method: "PUT", url, headers: { ...admin, ...body.headers }, payload: body.payload });
}

const alerts = async (headers = admin) => {
  const res = await t.app.inject({ method: "GET", url: STAFF_DOCUMENT_ALERTS_PATH, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StaffDocumentAlert[];
};

describe("staff documents (docs/decisions/0087)", () => {
  it("a driver's licence expiry and police verification with its certificate: stored, admin-only, views audited", async () => {
    const { driver, fields } = await createDriver(t.app, admin, { dlExpiry: day(400), policeVerifiedOn: day(-10) }, { ...(await driverImages()), ...(await certificate()) });
    expect(driver).toMatchObject({ dlExpiry: day(400), policeVerifiedOn: day(-10), policeVerificationImage: expect.stringMatching(/^\/api\/files\//) });
    const doc = await t.app.inject({ method: "GET", url: driver.policeVerificationImage!, headers: admin });
    expect(doc.statusCode).toBe(200);
    // Re-encoded: a JPEG whatever was sent, kept as an identity document.
    expect(doc.headers["content-type"]).toBe("image/jpeg");
    expect(doc.headers["cache-control"]).toBe("private, no-store");
    const views = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "view-identity-document"), eq(auditLog.entityId, driver.uuid)));
    expect(views.map((v) => (v.details as { kind: string }).kind)).toEqual(["policeVerification"]);
    const self = bearer(await loginAs(t.app, fields.phoneNumber, STAFF_PASSWORD));
    expect((await t.app.inject({ method: "GET", url: driver.policeVerificationImage!, headers: self })).statusCode).toBe(403);
    const me = (await t.app.inject({ method: "GET", url: API.driverMe, headers: self })).json().data;
    expect(me).toMatchObject({ dlExpiry: day(400), policeVerifiedOn: day(-10), policeVerificationImage: null });
  });

  it("a caretaker gets the same documents on update; left out keeps them, blank clears; bad dates are 400 and change nothing", async () => {
    const { caretaker } = await createCaretaker(t.app, admin);
    expect(caretaker).toMatchObject({ policeVerifiedOn: null, policeVerificationImage: null });
    const url = API.updateCaretaker(caretaker.uuid);
    const set = await put(url, { policeVerifiedOn: day(-100) }, await certificate());
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ policeVerifiedOn: day(-100), policeVerificationImage: expect.stringMatching(/^\/api\/files\//) });
    const kept = await put(url, { name: "Lakshmi D" });
    expect(kept.json().data).toMatchObject({ name: "Lakshmi D", policeVerifiedOn: day(-100) });
    for (const [value, error] of [
      ["31-02-2026", m.policeVerifiedOnInvalid],
      ["2026-02-31", m.policeVerifiedOnInvalid],
      [day(1), m.policeVerifiedOnFuture],
    ]) {
      const res = await put(url, { policeVerifiedOn: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: error });
    }
    const cleared = await put(url, { policeVerifiedOn: "" });
    expect(cleared.json().data.policeVerifiedOn).toBeNull();
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, caretaker.uuid), eq(auditLog.action, "update")));
    expect(audit.map((a) => (a.details as { fields: string[] }).fields)).toEqual([["policeVerifiedOn", "policeVerificationImage"], ["name"], ["policeVerifiedOn"]]);
  });

  it("a driver's bad licence expiry is 400", async () => {
    const { driver } = await createDriver(t.app, admin);
    const res = await put(API.updateDriver(driver.uuid), { dlExpiry: "tomorrow" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.dlExpiryInvalid });
  });

  it("the dashboard's alerts: 30 days before, on the day and after; expired first; only admins", async () => {
    const soon = await createDriver(t.app, admin, { name: "Soon Licence", dlExpiry: day(30) });
    const today = await createDriver(t.app, admin, { name: "Today Licence", dlExpiry: day(0) });
    const past = await createDriver(t.app, admin, { name: "Past Licence", dlExpiry: day(-3) });
    await createDriver(t.app, admin, { name: "Later Licence", dlExpiry: day(31) });
    const verified = await createCaretaker(t.app, admin, { name: "Verified Long Ago", policeVerifiedOn: day(5, -POLICE_VERIFICATION_VALID_YEARS) });
    await createCaretaker(t.app, admin, { name: "Verified Recently", policeVerifiedOn: day(-30) });
    const list = await alerts();
    const mine = list.filter((a) => a.name.endsWith("Licence") || a.name.startsWith("Verified"));
    expect(mine.map((a) => [a.name, a.document, a.daysLeft])).toEqual([
      ["Past Licence", "drivingLicence", -3],
      ["Today Licence", "drivingLicence", 0],
      ["Verified Long Ago", "policeVerification", 5],
      ["Soon Licence", "drivingLicence", 30],
    ]);
    expect(mine[0]).toMatchObject({ role: "driver", uuid: past.driver.uuid, expiresOn: day(-3) });
    expect(mine[1].uuid).toBe(today.driver.uuid);
    expect(mine[2]).toMatchObject({ role: "caretaker", uuid: verified.caretaker.uuid, expiresOn: day(5) });
    expect(mine[3].uuid).toBe(soon.driver.uuid);
    // A deleted member is no longer warned about.
    expect((await t.app.inject({ method: "DELETE", url: API.deleteDriver(past.driver.uuid), headers: admin })).statusCode).toBe(200);
    expect((await alerts()).some((a) => a.uuid === past.driver.uuid)).toBe(false);
    const self = bearer(await loginAs(t.app, soon.fields.phoneNumber, STAFF_PASSWORD));
    expect((await t.app.inject({ method: "GET", url: STAFF_DOCUMENT_ALERTS_PATH, headers: self })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: STAFF_DOCUMENT_ALERTS_PATH })).statusCode).toBe(401);
  });
});
