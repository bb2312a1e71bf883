import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, ROLES } from "@app/contracts";
import { bearer, createTestApp, createUser, loginAs, type TestApp } from "../../test/test-app";

/**
 * Issue 14: a NUL (U+0000) in any text answers 400 with one clear message, on every write
 * endpoint, and changes nothing. The endpoints come from the app's own OpenAPI description, so a
 * new endpoint is covered without touching this test.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
};

const NUL = "Nul\u0000Text";

/** A value for the schema in which every string is NUL-bearing. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return NUL;
  const alternative = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternative?.length) return sample(alternative.find((s) => s.type !== "null") ?? alternative[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? { text: {} }).map(([k, v]) => [k, sample(v, depth + 1)]));
  }
  if (type === "array") return [sample(schema.items, depth + 1)];
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  return NUL;
}

function multipart(fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----nul-test-boundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = (await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const r = (await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`)) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = Number(r.rows[0].n);
  }
  return counts;
}

let t: TestApp;
let token: string;
/** One logged-in account per role: a route refusing one role (403) is tried with the next. */
const tokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const user = await createUser(t.database, { role });
    tokens.push(await loginAs(t.app, user.email!));
  }
  token = tokens[0];
});
afterAll(async () => t?.close());

describe("a NUL character in any text field", () => {
  it("is refused with 400 and the catalogue text by every write endpoint, which changes nothing", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    const before = await rowCounts(t);
    const tried: string[] = [];
    let multipartRoutes = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!["post", "put", "patch", "delete"].includes(method)) continue;
        const url = path.replace(/\{[^}]+\}/g, "0b7f5c8e-4a53-4c1e-9d6a-3f2b1c0d9e8f");
        const content = op.requestBody?.content ?? {};
        const base = { method: method.toUpperCase() as "POST", url, headers: bearer(token) as Record<string, string> };
        // Every endpoint takes NUL through the query string; those with a body through the body too.
        const requests: InjectOptions[] = [{ ...base, url: `${url}?note=${encodeURIComponent(NUL)}` }];
        const jsonSchema = content["application/json"]?.schema;
        const body = jsonSchema ? sample(jsonSchema) : undefined;
        // A body of switches and numbers only (notification settings) has no text to carry a NUL.
        if (body !== undefined && JSON.stringify(body).includes("\\u0000")) requests.push({ ...base, payload: body as object });
        if (content["multipart/form-data"]) {
          multipartRoutes += 1;
          // Multipart forms (staff, kids, captures): their text fields are read by the route itself.
          const form = multipart({ name: NUL, address: NUL, details: NUL, fatherName: NUL });
          requests.push({ ...base, payload: form.payload, headers: { ...base.headers, ...form.headers } });
        }
        for (const request of requests) {
          let res = await t.app.inject(request);
          // Access is checked before the body is read: reach the route as a role it serves.
          for (const other of tokens.slice(1)) {
            if (res.statusCode !== 403) break;
            res = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(other) } });
          }
          const what = `${method.toUpperCase()} ${path} (${request.payload ? "body" : "query"})`;
          expect(res.statusCode, what).toBe(400);
          expect(res.json(), what).toEqual({ error: messages.limits.nulCharacter });
        }
        tried.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // The sweep really went over the app's write endpoints, including the ones the probe named.
    expect(tried.length).toBeGreaterThan(20);
    expect(tried).toEqual(expect.arrayContaining(["POST /api/login", "POST /api/enquiry/v1/create-enquiry"]));
    expect(multipartRoutes).toBeGreaterThanOrEqual(5);
    expect(await rowCounts(t)).toEqual(before);
  });

  it("is refused in a path parameter too", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/files/${encodeURIComponent(NUL)}`, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.limits.nulCharacter });
  });

  it("leaves ordinary text, including other control-free Unicode, alone", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiry/v1/create-enquiry",
      payload: { text: "గుంటూరు ✓" },
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.json()).not.toEqual({ error: messages.limits.nulCharacter });
  });
});
