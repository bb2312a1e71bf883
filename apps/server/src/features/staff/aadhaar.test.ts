import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AadhaarCipher } from "../../lib/aadhaar";
import { createCaretaker, createDriver, STAFF_PASSWORD, withoutUuids } from "../../test/staff-factories";
import { rowsMatching as scanRows, textColumns as scanTextColumns } from "../../test/db-scan";
import { withAdminApp } from "../../test/admin-app";
import { bearer, loginAs, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: Record<string, string>;
withAdminApp((ready) => ({ t, admin } = ready));

const textColumns = () => scanTextColumns(t.database);
const rowsMatching = (table: string, column: string, pattern: string) => scanRows(t.database, table, column, pattern);

describe("Aadhaar numbers are stored only encrypted and shown only masked", () => {
  it("leaves no clear 12-digit number in any text column of any table, and masks every response", async () => {
    const numbers: string[] = [];
    const bodies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const d = await createDriver(t.app, admin);
      const c = await createCaretaker(t.app, admin);
      numbers.push(d.fields.aadharNo, c.fields.aadharNo);
      // Updates with the masked value, with a new number, and the own-profile calls.
      const u1 = await t.app.inject({ method: "PUT", url: `/api/driver/v1/update-driver-profile/${d.driver.uuid}`, headers: admin, payload: { aadharNo: d.driver.aadharNo } });
      const newNumber = `98765432${String(1000 + i)}`;
      numbers.push(newNumber);
      const u2 = await t.app.inject({ method: "PUT", url: `/api/caretaker/update/${c.caretaker.uuid}`, headers: admin, payload: { aadharNo: newNumber } });
      const meD = await t.app.inject({ method: "GET", url: "/api/driver/v1/me", headers: bearer(await loginAs(t.app, d.fields.email, STAFF_PASSWORD)) });
      const meC = await t.app.inject({ method: "GET", url: "/api/caretaker/me", headers: bearer(await loginAs(t.app, c.fields.email, STAFF_PASSWORD)) });
      bodies.push(u1.body, u2.body, meD.body, meC.body);
      expect(u2.json().data.aadharNo).toBe(`XXXX XXXX ${newNumber.slice(-4)}`);
    }
    bodies.push((await t.app.inject({ method: "GET", url: "/api/driver/v1/get-all-driver-profile", headers: admin })).body);
    bodies.push((await t.app.inject({ method: "GET", url: "/api/caretaker/all", headers: admin })).body);
    bodies.push((await t.app.inject({ method: "GET", url: "/api/audit-log?pageSize=100", headers: admin })).body);
    for (const body of bodies) {
      expect(withoutUuids(body)).not.toMatch(/\d{12}/);
      expect(body, body).toMatch(/XXXX XXXX \d{4}|"data":\[/);
    }

    const columns = await textColumns();
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(expect.arrayContaining(["drivers.aadhaar_ciphertext", "caretakers.aadhaar_ciphertext", "audit_log.details"]));
    for (const { table, column } of columns) {
      expect(await rowsMatching(table, column, "[0-9]{12}"), `${table}.${column}`).toBe(0);
      for (const n of numbers) expect(await rowsMatching(table, column, n), `${table}.${column} holds ${n}`).toBe(0);
    }
    // Control: the scan does find a clear number when there is one.
    await t.database.db.execute(sql`insert into audit_log (action, entity, details) values ('create', 'scan-control', '{"n": "123412341234"}')`);
    expect(await rowsMatching("audit_log", "details", "[0-9]{12}")).toBe(1);
  });

  it("encrypts with AES-256-GCM bound to the record: a fresh IV each time, tampering and moving fail", () => {
    const cipher = t.app.aadhaar;
    const a = cipher.seal("123456789012", "driver:a");
    const b = cipher.seal("123456789012", "driver:a");
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.last4).toBe("9012");
    expect(cipher.open(a.ciphertext, "driver:a")).toBe("123456789012");
    expect(() => cipher.open(a.ciphertext, "driver:b")).toThrow();
    const tampered = a.ciphertext.slice(0, -2) + (a.ciphertext.endsWith("A") ? "BB" : "AA");
    expect(() => cipher.open(tampered, "driver:a")).toThrow();
    expect(AadhaarCipher.mask("9012")).toBe("XXXX XXXX 9012");
  });

  it("generates its key once into the data directory, readable only by the owner", () => {
    const file = join(t.dataDir, "aadhaar-key");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
