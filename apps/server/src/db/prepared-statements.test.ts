import { randomBytes, randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_NAMED, NamedStatementClient, statementName } from "./pg-prepared";
import { MAX_PREPARED_TEXT, preparedClient } from "./pglite-prepared";

const SETUP = `CREATE TABLE t (id uuid PRIMARY KEY, name text NOT NULL UNIQUE, at timestamptz, tags text[], meta jsonb, ok boolean, n integer)`;

describe("PGlite prepared statements (docs/decisions/0140)", () => {
  let raw: PGlite;
  beforeAll(async () => {
    raw = await PGlite.create();
    await raw.exec(SETUP);
  });
  afterAll(() => raw.close());

  it("answers as PGlite's own query(), for every parameter type drizzle sends", async () => {
    const client = preparedClient(raw);
    const id = randomUUID();
    const at = new Date("2026-11-23T01:02:03.456Z");
    const insert = "INSERT INTO t (id, name, at, tags, meta, ok, n) VALUES ($1, $2, $3, $4, $5, $6, $7)";
    const inserted = await client.query(insert, [id, "first", at, ["a", "b,c"], JSON.stringify({ k: [1, 2] }), true, null]);
    expect(inserted.affectedRows).toBe(1);
    const select = "SELECT id, name, at, tags, meta, ok, n FROM t WHERE id = $1";
    const fast = await client.query(select, [id], { rowMode: "array" });
    const slow = await raw.query(select, [id], { rowMode: "array" });
    expect(fast.rows).toEqual(slow.rows);
    expect(fast.fields).toEqual(slow.fields);
    expect(fast.rows[0]).toEqual([id, "first", at, ["a", "b,c"], { k: [1, 2] }, true, null]);
    // The second run uses the prepared statement and still sees new values.
    expect((await client.query<{ name: string }>("SELECT name FROM t WHERE id = $1", [randomUUID()])).rows).toEqual([]);
    expect((await client.query<{ name: string }>("SELECT name FROM t WHERE id = $1", [id])).rows).toEqual([{ name: "first" }]);
  });

  it("throws the database error and stays usable: bad input, constraint, syntax, inside and outside a transaction", async () => {
    const client = preparedClient(raw);
    await expect(client.query("SELECT name FROM t WHERE id = $1", ["not-a-uuid"])).rejects.toMatchObject({ code: "22P02" });
    await expect(client.query("SELEC nonsense")).rejects.toMatchObject({ code: "42601" });
    const id = randomUUID();
    await client.query("INSERT INTO t (id, name) VALUES ($1, $2)", [id, "dup"]);
    await expect(client.query("INSERT INTO t (id, name) VALUES ($1, $2)", [randomUUID(), "dup"])).rejects.toMatchObject({ code: "23505" });
    await expect(
      client.transaction(async (tx) => {
        await tx.query("UPDATE t SET n = $1 WHERE id = $2", [7, id]);
        await tx.query("INSERT INTO t (id, name) VALUES ($1, $2)", [randomUUID(), "dup"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    // Rolled back, and the statements prepared inside the failed transaction still work.
    expect((await client.query<{ n: number | null }>("SELECT n FROM t WHERE id = $1", [id])).rows).toEqual([{ n: null }]);
    await client.transaction(async (tx) => {
      await tx.query("UPDATE t SET n = $1 WHERE id = $2", [8, id]);
    });
    expect((await client.query<{ n: number }>("SELECT n FROM t WHERE id = $1", [id])).rows).toEqual([{ n: 8 }]);
  });

  it("keeps at most the bound of statements, closing the oldest, and runs concurrent queries one at a time", async () => {
    const own = await PGlite.create();
    const client = preparedClient(own, 3);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => client.query<{ v: number }>(`SELECT $1::int + ${i % 6} AS v`, [i])));
    expect(ids.map((r) => r.rows[0]!.v)).toEqual(Array.from({ length: 20 }, (_, i) => i + (i % 6)));
    expect(client.preparedCount).toBe(3);
    // A bulk text (hundreds of rows) runs unprepared, inside a transaction too.
    const long = `SELECT $1::int AS v /* ${"x".repeat(MAX_PREPARED_TEXT)} */`;
    expect((await client.query<{ v: number }>(long, [41])).rows).toEqual([{ v: 41 }]);
    expect(await client.transaction(async (tx) => (await tx.query<{ v: number }>(long, [42])).rows)).toEqual([{ v: 42 }]);
    const open = await own.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements");
    expect(open.rows[0]!.n).toBe(3);
    await own.close();
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(process.env.TEST_DB_KIND === "postgres" && url)("PostgreSQL named statements (docs/decisions/0140)", () => {
  let name: string;
  let pool: pg.Pool;
  beforeAll(async () => {
    name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: u.toString(), max: 2, Client: NamedStatementClient });
    await pool.query(SETUP);
  });
  afterAll(async () => {
    await pool.end();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it("prepares drizzle's query texts once per connection and answers the same", async () => {
    const id = randomUUID();
    await pool.query({ text: "INSERT INTO t (id, name, n) VALUES ($1, $2, $3)" }, [id, "pg-first", 1]);
    for (let i = 0; i < 5; i++) {
      const r = await pool.query({ text: "SELECT name, n FROM t WHERE id = $1", rowMode: "array" }, [id]);
      expect(r.rows).toEqual([["pg-first", 1]]);
    }
    const client = await pool.connect();
    try {
      await client.query({ text: "SELECT name, n FROM t WHERE id = $1" }, [id]);
      const prepared = await client.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements");
      expect(prepared.rows.map((r) => r.statement)).toContain("SELECT name, n FROM t WHERE id = $1");
    } finally {
      client.release();
    }
    await expect(pool.query({ text: "SELECT name FROM t WHERE id = $1" }, ["nope"])).rejects.toMatchObject({ code: "22P02" });
  });

  it("names a bounded number of texts", () => {
    expect(statementName("SELECT 1 AS bounded_check")).toMatch(/^kr_\d+$/);
    expect(statementName("SELECT 1 AS bounded_check")).toBe(statementName("SELECT 1 AS bounded_check"));
    expect(statementName("CREATE TABLE a (x int); CREATE TABLE b (y int)")).toBeUndefined();
    for (let i = 0; i < MAX_NAMED + 5; i++) statementName(`SELECT ${i} AS filler`);
    expect(statementName("SELECT 2 AS past_the_bound")).toBeUndefined();
  });
});
