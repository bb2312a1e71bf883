import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogResponseSchema } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { eq } from "drizzle-orm";
import { auditLog, users } from "../../db/schema";
import { adminHeaders, createCaretaker, createDriver, otherRoleHeaders, STAFF_PASSWORD } from "../../test/staff-factories";
import { bearer, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await adminHeaders(t.app, t.database);
  admin = a.headers;
  adminId = a.admin.id;
});
afterAll(async () => {
  await t.close();
});

const get = (query = "", headers = admin) => t.app.inject({ method: "GET", url: `/api/audit-log${query}`, headers });

describe("GET /api/audit-log", () => {
  it("lists who created, changed, deleted and viewed what, newest first, filterable and paged", async () => {
    const { driver } = await createDriver(t.app, admin);
    const { caretaker } = await createCaretaker(t.app, admin);
    await t.app.inject({ method: "PUT", url: `/api/driver/v1/update-driver-profile/${driver.uuid}`, headers: admin, payload: { name: "Renamed", password: "Other@1234" } });
    await t.app.inject({ method: "GET", url: driver.aadharFrontImage!, headers: admin });
    await t.app.inject({ method: "DELETE", url: `/api/caretaker/delete/${caretaker.uuid}`, headers: admin });

    const all = await get();
    expect(all.statusCode).toBe(200);
    const body = auditLogResponseSchema.parse(all.json());
    expect(body.total).toBeGreaterThanOrEqual(5);
    const times = body.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.data[0]).toMatchObject({ action: "delete", entity: "caretaker", entityId: caretaker.uuid, actorUserId: adminId, actorRole: "admin" });
    expect(body.data[0].actorName).toBe("Test User");

    const updates = auditLogResponseSchema.parse((await get(`?entity=driver&action=update&entityId=${driver.uuid}`)).json());
    expect(updates.data).toHaveLength(1);
    // The name's old → new value is kept; the password is named, never shown (docs/decisions/0088).
    expect(updates.data[0].details).toEqual({ fields: ["name", "password"], changes: { name: { from: driver.name, to: "Renamed" } } });
    // Secrets never reach the log, whatever was changed.
    expect(JSON.stringify(body)).not.toContain("Other@1234");
    expect(JSON.stringify(body)).not.toContain(STAFF_PASSWORD);

    const views = auditLogResponseSchema.parse((await get("?action=view-identity-document")).json());
    expect(views.data[0]).toMatchObject({ entity: "driver", entityId: driver.uuid });

    const byActor = auditLogResponseSchema.parse((await get(`?actor=${adminId}`)).json());
    expect(byActor.total).toBe(body.total);

    const page1 = auditLogResponseSchema.parse((await get("?pageSize=2&page=1")).json());
    const page2 = auditLogResponseSchema.parse((await get("?pageSize=2&page=2")).json());
    expect(page1.data).toHaveLength(2);
    expect(page1.data.map((e) => e.id)).not.toContain(page2.data[0].id);
    expect(page1.total).toBe(body.total);
  });

  it("filters by India dates, inclusive", async () => {
    await t.database.db.insert(auditLog).values([
      { action: "create", entity: "test-dates", at: new Date("2025-03-01T18:29:00Z") }, // 23:59 IST on 1 March
      { action: "create", entity: "test-dates", at: new Date("2025-03-01T18:31:00Z") }, // 00:01 IST on 2 March
      { action: "create", entity: "test-dates", at: new Date("2025-03-05T10:00:00Z") },
    ]);
    const march1 = auditLogResponseSchema.parse((await get("?entity=test-dates&from=2025-03-01&to=2025-03-01")).json());
    expect(march1.data.map((e) => e.at)).toEqual(["2025-03-01T18:29:00.000Z"]);
    const from2 = auditLogResponseSchema.parse((await get("?entity=test-dates&from=2025-03-02")).json());
    expect(from2.total).toBe(2);
    const to4 = auditLogResponseSchema.parse((await get("?entity=test-dates&to=2025-03-04")).json());
    expect(to4.total).toBe(2);
  });

  it("finds entries by part of who did it, any case, wildcards taken literally (the screen's Who box)", async () => {
    await createDriver(t.app, admin, { name: "Kamala Devi" });
    const [kamalaUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.name, "Kamala Devi"));
    await t.database.db.insert(auditLog).values({ action: "create", entity: "test-who", actorUserId: kamalaUser.id, actorRole: "driver" });
    const kamala = auditLogResponseSchema.parse((await get("?who=%20kamala%20&entity=test-who")).json());
    expect(kamala.total).toBe(1);
    expect(kamala.data[0].actorName).toBe("Kamala Devi");
    const admins = auditLogResponseSchema.parse((await get("?who=test%20user&pageSize=100")).json());
    expect(admins.total).toBeGreaterThan(0);
    expect(admins.data.every((e) => e.actorName === "Test User")).toBe(true);
    // "%" and "_" are letters in a name search, not wildcards.
    expect(auditLogResponseSchema.parse((await get("?who=%25")).json()).total).toBe(0);
    expect(auditLogResponseSchema.parse((await get("?who=K_mala")).json()).total).toBe(0);
    const tooLong = await get(`?who=${"a".repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: "Please enter at most 100 characters for who." });
  });

  it("orders oldest first with sort=oldest, newest first with sort=newest or none, pages without overlap either way", async () => {
    await t.database.db.insert(auditLog).values([
      { action: "create", entity: "test-order", entityId: "b", at: new Date("2025-04-02T05:00:00Z") },
      { action: "create", entity: "test-order", entityId: "a", at: new Date("2025-04-01T05:00:00Z") },
      { action: "create", entity: "test-order", entityId: "c", at: new Date("2025-04-03T05:00:00Z") },
      // Same moment as "c": the id breaks the tie in the order's direction.
      { action: "create", entity: "test-order", entityId: "d", at: new Date("2025-04-03T05:00:00Z") },
    ]);
    const ids = async (query: string) => auditLogResponseSchema.parse((await get(`?entity=test-order${query}`)).json()).data.map((e) => e.entityId);
    expect(await ids("")).toEqual(["d", "c", "b", "a"]);
    expect(await ids("&sort=newest")).toEqual(["d", "c", "b", "a"]);
    expect(await ids("&sort=oldest")).toEqual(["a", "b", "c", "d"]);
    expect([...(await ids("&sort=oldest&pageSize=3&page=1")), ...(await ids("&sort=oldest&pageSize=3&page=2"))]).toEqual(["a", "b", "c", "d"]);
    // Filters and the count are the same in both orders.
    const oldest = auditLogResponseSchema.parse((await get("?entity=test-order&sort=oldest&from=2025-04-02")).json());
    expect(oldest.total).toBe(3);
    expect(oldest.data.map((e) => e.entityId)).toEqual(["b", "c", "d"]);
  });

  it("refuses an unknown order and a page size above the lists' maximum of 100, with their messages", async () => {
    for (const query of ["?sort=asc", "?sort=at", "?sort=OLDEST", "?sort="]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: "sort must be newest or oldest." });
    }
    const tooMany = await get("?pageSize=101");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: "pageSize must be at most 100." });
    expect((await get("?pageSize=200")).statusCode).toBe(400);
    const hundred = await get("?pageSize=100");
    expect(hundred.statusCode).toBe(200);
    expect(auditLogResponseSchema.parse(hundred.json()).pageSize).toBe(100);
    // Without pageSize: 50 rows a page, as before (docs/decisions/0012).
    expect(auditLogResponseSchema.parse((await get()).json()).pageSize).toBe(50);
  });

  it("answers the order's error in the caller's language", async () => {
    const res = await get("?sort=sideways", { ...admin, "accept-language": "te" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: catalogueFor("te").audit.invalidSort });
  });

  it.each(["?from=2025-13-01", "?to=yesterday", "?from=2025-03-05&to=2025-03-01", "?action=read", "?actor=nope", "?pageSize=1000", "?page=0"])(
    "refuses the bad query %s with 400",
    async (query) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty("error");
    },
  );

  it("is for admins only", async () => {
    const roles = await otherRoleHeaders(t.app, t.database);
    for (const [role, headers] of Object.entries(roles)) expect((await get("", headers)).statusCode, role).toBe(403);
    expect((await get("", {})).statusCode).toBe(401);
    expect((await get("", bearer("bad"))).statusCode).toBe(401);
  });
});
