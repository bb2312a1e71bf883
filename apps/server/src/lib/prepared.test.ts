import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kids } from "../db/schema";
import { findKid } from "../features/kids/kid-access";
import { createTestApp, type TestApp } from "../test/test-app";
import { createKid } from "../test/kid-factories";
import { adminHeaders } from "../test/staff-factories";

/**
 * A query prepared once per database handle (docs/decisions/0166) keeps no data: each call reads
 * the database as it is, a transaction's handle sees its own uncommitted rows and a rollback leaves
 * nothing behind, on PGlite and on PostgreSQL.
 */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
});
afterAll(async () => {
  await t.close();
});

describe("preparedQuery", () => {
  it("reads fresh values on every call, and inside a transaction sees the transaction's rows only", async () => {
    const { kid } = await createKid(t.app, admin, { kidName: "Prepared Kid" });
    expect((await findKid(t.database.db, kid.uuid))?.kidName).toBe("Prepared Kid");
    expect(await findKid(t.database.db, randomUUID())).toBeUndefined();

    await t.database.db.update(kids).set({ kidName: "Renamed Kid" }).where(eq(kids.id, kid.uuid));
    expect((await findKid(t.database.db, kid.uuid))?.kidName).toBe("Renamed Kid");

    const rollback = new Error("roll back");
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(kids).set({ kidName: "Inside A Transaction" }).where(eq(kids.id, kid.uuid));
        expect((await findKid(tx, kid.uuid))?.kidName).toBe("Inside A Transaction");
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await findKid(t.database.db, kid.uuid))?.kidName).toBe("Renamed Kid");
  });
});
