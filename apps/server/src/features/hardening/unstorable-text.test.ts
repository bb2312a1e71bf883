import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, ROLES } from "@app/contracts";
import { createKid } from "../../test/kid-factories";
import { createRoute, validRouteFields } from "../../test/route-factories";
import { createCaretaker, createDriver, multipart } from "../../test/staff-factories";
import { bearer, createTestApp, createUser, loginAs, type TestApp } from "../../test/test-app";
import { badText, EMOJI_AT_CUT, FAULT_MESSAGE, goodText, invalidFormBytes, rawForm, utf16, type BadText } from "./text-shapes";

/**
 * Text that cannot be stored (a NUL, a lone surrogate, either escaped inside JSON text that a field
 * carries, form bytes that are not UTF-8) answers 400 with the catalogue text at every write
 * endpoint, through every way text enters (query, path, JSON body, form fields), and changes
 * nothing; text that can be stored (any script, emoji at the audit log's 120-character cut, long
 * text) never answers 5xx (docs/decisions/0100, 0229). The endpoints come from the app's own
 * OpenAPI description, so a new endpoint is covered without touching this test. Property runs
 * are bounded and seeded, so a run is fast and repeatable on both databases.
 */

const SEED = 229;
/** Samples per endpoint: each sample sends the shape through every way in that endpoint has. */
const RUNS = 12;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };
interface Endpoint {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  json?: Schema;
  form: boolean;
}

/** The kid form's fields that carry JSON text; added to every object body, where the guard must read them too. */
const JSON_CARRYING = ["home_address", "parentsDetails", "institution_details"];
/** Text field names of the app's forms (kids, drivers, caretakers, captures); the guard reads every field. */
const FORM_FIELDS = ["kidName", ...JSON_CARRYING, "name", "address", "aadharAddress", "prevCompanyName", "kidUuid", "note"];

/** A body for the schema in which every string is `text`. */
function sample(schema: Schema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 12) return text;
  const alternative = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternative?.length) return sample(alternative.find((s) => s.type !== "null") ?? alternative[0], text, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const fields = Object.entries(schema.properties ?? { text: {} }).map(([k, v]) => [k, sample(v, text, depth + 1)]);
    if (depth === 0) fields.push(...JSON_CARRYING.map((k) => [k, text]));
    return Object.fromEntries(fields);
  }
  if (type === "array") return [sample(schema.items, text, depth + 1)];
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  return text;
}

/** Count and content of every table in one statement: a refused request must leave all of it as it was. */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = (await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const columns = tables.rows.map(
    ({ name }) =>
      sql`(select count(*) || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') from ${sql.identifier(name)} r) as ${sql.identifier(name)}`,
  );
  const result = (await t.database.db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows[0];
}

let t: TestApp;
/** One logged-in account per role (admin first): a form route refusing one role (403) is tried with the next. */
const tokens: string[] = [];
let admin: Record<string, string>;
let endpoints: Endpoint[];
/** Per endpoint, the token that got past the access check last time (forms are read after it). */
const allowed = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const user = await createUser(t.database, { role });
    tokens.push(await loginAs(t.app, user.email!));
  }
  admin = bearer(tokens[0]);
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as { paths: Record<string, Record<string, Operation>> };
  endpoints = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Endpoint["method"],
        path,
        json: op.requestBody?.content?.["application/json"]?.schema,
        form: Boolean(op.requestBody?.content?.["multipart/form-data"]),
      })),
  );
}, 180_000);
afterAll(async () => t?.close());

const concrete = (path: string, first?: string) => {
  let index = 0;
  return path.replace(/\{[^}]+\}/g, () => (index++ === 0 && first !== undefined ? first : randomUUID()));
};

/** Every byte percent-encoded, as a client writes bytes into a URL. */
const percent = (bytes: Buffer) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");

/** Sends the request, trying the next role while the route answers 403 (access is checked before a form is read). */
async function send(endpoint: Endpoint, request: InjectOptions): Promise<LightMyRequestResponse> {
  const key = `${endpoint.method} ${endpoint.path}`;
  const start = allowed.get(key) ?? 0;
  let res!: LightMyRequestResponse;
  for (let i = start; i < tokens.length; i += 1) {
    res = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(tokens[i]) } });
    if (res.statusCode !== 403) {
      allowed.set(key, i);
      break;
    }
  }
  return res;
}

/** Every way one refused shape can reach this endpoint, each with the answer it must get. */
function refusedRequests(endpoint: Endpoint, bad: BadText, raw: { bytes: Buffer; what: string }) {
  const base = { method: endpoint.method, url: concrete(endpoint.path) };
  const out: { what: string; request: InjectOptions; fault: BadText["fault"] }[] = [];
  // Fastify refuses a path parameter over 100 characters first (414), so long text goes elsewhere.
  const inPath = endpoint.path.includes("{") && bad.text.length <= 100;
  if (bad.urlSafe) {
    out.push({ what: "query", request: { ...base, url: `${base.url}?note=${encodeURIComponent(bad.text)}` }, fault: bad.fault });
    if (inPath) out.push({ what: "path", request: { ...base, url: concrete(endpoint.path, encodeURIComponent(bad.text)) }, fault: bad.fault });
  } else if (inPath) {
    // A lone surrogate has no UTF-8 percent-encoding: its own bytes arrive, which are not UTF-8.
    out.push({ what: "path (bytes not UTF-8)", request: { ...base, url: concrete(endpoint.path, percent(bad.formBytes)) }, fault: "unstorable" });
  }
  if (endpoint.path.includes("{")) {
    out.push({ what: `path (${raw.what})`, request: { ...base, url: concrete(endpoint.path, percent(raw.bytes)) }, fault: "unstorable" });
  }
  const body = endpoint.json ? sample(endpoint.json, bad.text) : undefined;
  // A body of switches only (notification settings) has no text to carry the shape.
  if (body !== undefined && JSON.stringify(body) !== JSON.stringify(sample(endpoint.json, "x"))) {
    out.push({ what: "JSON body", request: { ...base, payload: body as object }, fault: bad.fault });
  }
  if (endpoint.json) {
    const bytes = Buffer.concat([Buffer.from('{"text":"'), raw.bytes, Buffer.from('"}')]);
    out.push({ what: `JSON body (${raw.what})`, request: { ...base, payload: bytes, headers: { "content-type": "application/json" } }, fault: "unstorable" });
  }
  if (endpoint.form) {
    const wtf8 = rawForm(FORM_FIELDS.map((name) => ({ name, bytes: bad.formBytes })));
    out.push({ what: "form (as bytes)", request: { ...base, payload: wtf8.payload, headers: wtf8.headers }, fault: bad.fault });
    const declared = rawForm([{ name: "address", bytes: utf16(bad.text), charset: "utf-16le" }]);
    out.push({ what: "form (UTF-16 part)", request: { ...base, payload: declared.payload, headers: declared.headers }, fault: bad.fault });
    const broken = rawForm([{ name: "kidName", bytes: Buffer.from("Anu", "utf8") }, { name: "address", bytes: raw.bytes }]);
    out.push({ what: `form (${raw.what})`, request: { ...base, payload: broken.payload, headers: broken.headers }, fault: "unstorable" });
  }
  return out;
}

describe("text that cannot be stored", () => {
  it("is refused with 400 and the catalogue text by every write endpoint, through every way in, and changes nothing", async () => {
    const tried = new Set<string>();
    let forms = 0;
    let sent = 0;
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const before = await fingerprint(t);
      await fc.assert(
        fc.asyncProperty(badText, invalidFormBytes, async (bad, raw) => {
          for (const { what, request, fault } of refusedRequests(endpoint, bad, raw)) {
            const res = await send(endpoint, request);
            sent += 1;
            const label = `${name} ${what}: ${bad.what} ${JSON.stringify(bad.text.slice(0, 60))}`;
            expect(res.statusCode, label).toBe(400);
            expect(res.json(), label).toEqual({ error: FAULT_MESSAGE[fault] });
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(await fingerprint(t), `${name} changed the database`).toEqual(before);
      tried.add(name);
      if (endpoint.form) forms += 1;
    }
    // The sweep really went over the app's write endpoints, the forms and the calls the probes named.
    expect(tried.size).toBeGreaterThan(30);
    expect(sent).toBeGreaterThan(tried.size * RUNS * 2);
    expect(forms).toBeGreaterThanOrEqual(5);
    expect([...tried]).toEqual(
      expect.arrayContaining([
        "POST /api/login",
        "POST /api/enquiry/v1/create-enquiry",
        "PUT /api/userProfile/v1/update-user/{uuid}",
        "POST /api/userProfile/v1/create-user-profile",
        "PUT /api/caretaker/update/{uuid}",
        "POST /api/route/create",
        "PUT /api/route/{uuid}",
      ]),
    );
  }, 180_000);

  it("is refused in a read's path parameter and query string too", async () => {
    const cases: [string, keyof typeof FAULT_MESSAGE][] = [
      [`/api/files/${encodeURIComponent("a\u0000b")}`, "nul"],
      [`${API.allCaretakers}?search=${encodeURIComponent('{"a":"\\u0000"}')}`, "nul"],
      ["/api/files/a%ED%A0%80b", "unstorable"],
    ];
    for (const [url, fault] of cases) {
      const res = await t.app.inject({ method: "GET", url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: FAULT_MESSAGE[fault] });
    }
    // In the caller's language, like every other answer.
    const te = await t.app.inject({ method: "GET", url: "/api/files/%C0%80", headers: { ...admin, "accept-language": "te" } });
    expect(te.statusCode).toBe(400);
    expect(te.json().error).toMatch(/[\u0C00-\u0C7F]/);
  });
});

describe("text that can be stored", () => {
  it("never gets a 5xx: not at any write endpoint in any field, nor where the probes broke (audit cut, JSON text, route texts)", async () => {
    // Every write endpoint, text in every string of its body, its query and its form fields.
    for (const endpoint of endpoints) {
      // Logging out would end the session every later request needs; it reads no text.
      if (endpoint.path === API.logout) continue;
      await fc.assert(
        fc.asyncProperty(goodText, async (text) => {
          const requests: InjectOptions[] = [{ method: endpoint.method, url: `${concrete(endpoint.path)}?note=${encodeURIComponent(text)}` }];
          if (endpoint.json) requests.push({ method: endpoint.method, url: concrete(endpoint.path), payload: sample(endpoint.json, text) as object });
          if (endpoint.form) {
            const form = await multipart(Object.fromEntries(FORM_FIELDS.map((name) => [name, text])));
            requests.push({ method: endpoint.method, url: concrete(endpoint.path), payload: form.payload, headers: form.headers });
          }
          for (const request of requests) {
            const res = await t.app.inject({ ...request, headers: { ...request.headers, ...admin } });
            expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${JSON.stringify(text.slice(0, 60))}`).toBeLessThan(500);
          }
        }),
        { seed: SEED, numRuns: 6, examples: [[EMOJI_AT_CUT]] },
      );
    }

    // The records the probes broke, each with one valid body around the text, so it is saved.
    const { caretaker } = await createCaretaker(t.app, admin);
    const { driver } = await createDriver(t.app, admin);
    const { kid } = await createKid(t.app, admin);
    const route = await createRoute(t.app, admin);
    const homeAddress = (line: string) => JSON.stringify({ address1: line, city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" });
    const form = async (fields: Record<string, string>) => {
      const body = await multipart(fields);
      return { payload: body.payload, headers: { ...admin, ...body.headers } };
    };
    const saved = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(goodText, async (text) => {
        const requests: { what: string; request: InjectOptions }[] = [
          { what: "caretaker address (JSON)", request: { method: "PUT", url: API.updateCaretaker(caretaker.uuid), headers: admin, payload: { address: text } } },
          { what: "caretaker Aadhaar address (JSON)", request: { method: "PUT", url: API.updateCaretaker(caretaker.uuid), headers: admin, payload: { aadharAddress: text } } },
          { what: "caretaker address (form)", request: { method: "PUT", url: API.updateCaretaker(caretaker.uuid), ...(await form({ address: text })) } },
          { what: "driver address (form)", request: { method: "PUT", url: API.updateDriver(driver.uuid), ...(await form({ address: text })) } },
          { what: "kid home address (JSON text in JSON)", request: { method: "PUT", url: API.updateKidProfile(kid.uuid), headers: admin, payload: { home_address: homeAddress(text) } } },
          { what: "kid home address (JSON text in a form)", request: { method: "PUT", url: API.updateKidProfile(kid.uuid), ...(await form({ home_address: homeAddress(text) })) } },
          { what: "route texts", request: { method: "PUT", url: API.updateRoute(route.uuid), headers: admin, payload: validRouteFields({ description: text, from: text, to: text }) } },
          { what: "route name", request: { method: "PUT", url: API.updateRoute(route.uuid), headers: admin, payload: validRouteFields({ name: text }) } },
        ];
        for (const { what, request } of requests) {
          const res = await t.app.inject(request);
          expect(res.statusCode, `${what}: ${JSON.stringify(text.slice(0, 60))} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode < 300) saved.set(what, (saved.get(what) ?? 0) + 1);
        }
      }),
      { seed: SEED, numRuns: 20, examples: [[EMOJI_AT_CUT], ["గుంటూరు బ్రాడీపేట 🙂"], ["अरुंडेलपेट 👨‍👩‍👧"]] },
    );
    // Each target really saved text, so the audit row and the stored JSON were exercised.
    for (const what of ["caretaker address (JSON)", "caretaker address (form)", "driver address (form)", "kid home address (JSON text in JSON)", "kid home address (JSON text in a form)", "route texts"]) {
      expect(saved.get(what) ?? 0, what).toBeGreaterThan(0);
    }
  }, 240_000);
});
