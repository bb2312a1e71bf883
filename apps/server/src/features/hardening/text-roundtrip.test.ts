import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, type KidProfile, type TransportRoute } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { createKid } from "../../test/kid-factories";
import { validRouteFields } from "../../test/route-factories";
import { adminHeaders, createCaretaker, multipart } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { EMOJI_AT_CUT } from "./text-shapes";

/**
 * Valid text in every script the service's families write (Telugu, Hindi, emoji, long addresses)
 * is saved and read back exactly as sent, and the audit log's shortened copy of a long value ends
 * on a whole character (docs/decisions/0229).
 */

const TEXTS = [
  "గుంటూరు, బ్రాడీపేట 4వ లైన్, శ్రీ లక్ష్మీ నిలయం",
  "अरुंडेलपेट, गुंटूर — श्री साई निवास",
  "Flat 2 🙂, 👨‍👩‍👧 family, 🇮🇳 Guntur",
  EMOJI_AT_CUT,
  `${"గుంటూరు ".repeat(50)}🙂`.trim(),
];

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
}, 180_000);
afterAll(async () => t?.close());

async function latestAuditChange(entityId: string, field: string): Promise<{ from: string | null; to: string | null } | undefined> {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id)).limit(1);
  return (row?.details as { changes?: Record<string, { from: string | null; to: string | null }> } | null)?.changes?.[field];
}

describe("valid text in any script", () => {
  it("is saved and read back unchanged in a caretaker's address (JSON and form), with a whole-character audit copy", async () => {
    const { caretaker } = await createCaretaker(t.app, admin);
    for (const [i, text] of TEXTS.entries()) {
      const body = i % 2 === 0 ? { payload: { address: text }, headers: admin } : await multipart({ address: text }).then((f) => ({ payload: f.payload, headers: { ...admin, ...f.headers } }));
      const res = await t.app.inject({ method: "PUT", url: API.updateCaretaker(caretaker.uuid), ...body });
      expect(res.statusCode, text).toBe(200);
      const list = (await t.app.inject({ method: "GET", url: API.allCaretakers, headers: admin })).json() as { data: { uuid: string; address: string }[] };
      expect(list.data.find((c) => c.uuid === caretaker.uuid)?.address).toBe(text);

      const change = await latestAuditChange(caretaker.uuid, "address");
      const points = Array.from(text);
      const expected = points.length > 120 ? `${points.slice(0, 119).join("")}…` : text;
      expect(change?.to, text).toBe(expected);
      expect(/[\uD800-\uDFFF]/u.test(change?.to ?? ""), text).toBe(false);
    }
  });

  it("is saved and read back unchanged in a kid's home address sent as JSON text, in a JSON body and in a form", async () => {
    const { kid } = await createKid(t.app, admin);
    for (const [i, text] of TEXTS.entries()) {
      const homeAddress = JSON.stringify({ address1: text, city: "గుంటూరు", state: "आंध्र प्रदेश", zipCode: "522002" });
      const body = i % 2 === 0 ? { payload: { home_address: homeAddress }, headers: admin } : await multipart({ home_address: homeAddress }).then((f) => ({ payload: f.payload, headers: { ...admin, ...f.headers } }));
      const res = await t.app.inject({ method: "PUT", url: API.updateKidProfile(kid.uuid), ...body });
      expect(res.statusCode, `${text} ${res.body.slice(0, 200)}`).toBe(200);
      const read = (await t.app.inject({ method: "GET", url: API.kidProfile(kid.uuid), headers: admin })).json() as { data: KidProfile } | KidProfile;
      const profile = "data" in read ? read.data : read;
      expect(profile.home_address).toMatchObject({ address1: text, city: "గుంటూరు", state: "आंध्र प्रदेश" });
    }
  });

  it("is saved and read back unchanged in a route's name, description, from, to and stops, created and updated", async () => {
    const route = (await t.app.inject({ method: "POST", url: API.createRoute, headers: admin, payload: validRouteFields() })).json().data as TransportRoute;
    for (const [i, text] of TEXTS.entries()) {
      // Names and stops are short (at most 100 characters): the first 40 code points of the text.
      const short = Array.from(text).slice(0, 40).join("").trim();
      const name = `${short} ${i}`;
      // From and to hold at most 200 characters; the description takes the long address whole.
      const place = text.length <= 200 ? text : Array.from(text).slice(0, 90).join("").trim();
      // The audit log reads stops as one text ("a, b"); here the emoji falls on its 120-character cut.
      const stops = [short, `${"b".repeat(116 - short.length)}🙂 stop`];
      const fields = validRouteFields({ name, description: text, from: place, to: place, stops });
      for (const [method, url] of [["POST", API.createRoute], ["PUT", API.updateRoute(route.uuid)]] as const) {
        const body = method === "POST" ? fields : { ...fields, name: `${name} *` };
        const res = await t.app.inject({ method, url, headers: admin, payload: body });
        expect(res.statusCode, `${method} ${text} ${res.body.slice(0, 200)}`).toBe(method === "POST" ? 201 : 200);
        const uuid = (res.json().data as TransportRoute).uuid;
        const all = (await t.app.inject({ method: "GET", url: API.allRoutes, headers: admin })).json() as TransportRoute[];
        expect(all.find((r) => r.uuid === uuid), `${method} ${text}`).toMatchObject({ name: body.name, description: text, from: place, to: place, stops });
      }
    }
  });
});
