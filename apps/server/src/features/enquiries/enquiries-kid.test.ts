import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_DESK, messages, type Enquiry } from "@app/contracts";
import { auditLog, enquiries } from "../../db/schema";
import { createKid } from "../../test/kid-factories";
import { adminHeaders, otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

const ek = messages.desk.enquiryKid;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
});
afterAll(async () => {
  await t.close();
});

/** Factory: an enquiry, then optionally a status set by the admin. */
async function createEnquiry(status?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/enquiry/v1/create-enquiry",
    headers: admin,
    payload: { nameOfEnquiry: "Srinivas Rao", nameOfKid: "Anvi", ageOfKid: 6, phoneNumber: "9876543210", email: "srinivas@example.com", activity: ["school"], pickupLocation: "Brodipet", dropLocation: "Arundelpet", dateOfBirth: "2019-02-03" },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const { uuid } = res.json().data as { uuid: string };
  if (status) {
    const put = await t.app.inject({ method: "PUT", url: `/api/enquiry/v1/update-enquiry/${uuid}`, headers: admin, payload: { status, reason: status === "lost" ? "Too far" : null } });
    if (put.statusCode !== 200) throw new Error(put.body);
  }
  return uuid;
}
const link = (uuid: string, kidUuid: unknown, headers = admin) => t.app.inject({ method: "PUT", url: API_DESK.enquiryKid(uuid), headers, payload: { kidUuid } as object });

describe("a won enquiry becomes a kid profile", () => {
  it("links the kid once, shows it in the list and audits it by name", async () => {
    const uuid = await createEnquiry("won");
    const { kid } = await createKid(t.app, admin, { kidName: "Anvi" });
    const res = await link(uuid, kid.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ek.linked);
    expect((res.json().data as Enquiry).kidUuid).toBe(kid.uuid);

    const list = await t.app.inject({ method: "GET", url: "/api/enquiry/v1/get-all-enquiries?status=won", headers: admin });
    expect((list.json().data as Enquiry[]).find((e) => e.uuid === uuid)?.kidUuid).toBe(kid.uuid);

    const again = await link(uuid, kid.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ek.alreadyLinked);

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, uuid));
    expect(rows.map((r) => r.details)).toContainEqual({ fields: ["kid"], kidId: kid.uuid });
    const log = await t.app.inject({ method: "GET", url: "/api/audit-log?entity=enquiry", headers: admin });
    const summaries = (log.json().data as { summary: string }[]).map((e) => e.summary);
    expect(summaries.some((x) => x.endsWith("created a kid profile from the enquiry of Srinivas Rao")), summaries.join(" | ")).toBe(true);
  });

  it("refuses an enquiry that is not won, an unknown kid, a missing kid and unknown enquiries, changing nothing", async () => {
    const { kid } = await createKid(t.app, admin, { kidName: "Ravi" });
    for (const status of [undefined, "contacted", "lost"]) {
      const uuid = await createEnquiry(status);
      const res = await link(uuid, kid.uuid);
      expect(res.statusCode, String(status)).toBe(409);
      expect(res.json().error).toBe(ek.notWon);
      expect((await t.database.db.select().from(enquiries).where(eq(enquiries.id, uuid)))[0].kidId).toBeNull();
    }
    const won = await createEnquiry("won");
    expect((await link(won, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const missing = await link(won, "");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(ek.kidRequired);
    expect((await link("00000000-0000-4000-8000-000000000000", kid.uuid)).statusCode).toBe(404);
    expect((await t.database.db.select().from(enquiries).where(eq(enquiries.id, won)))[0].kidId).toBeNull();
  });

  it("is for the admin only", async () => {
    const others = await otherRoleHeaders(t.app, t.database);
    const uuid = await createEnquiry("won");
    const { kid } = await createKid(t.app, admin, { kidName: "Sita" });
    for (const headers of Object.values(others)) expect((await link(uuid, kid.uuid, headers)).statusCode).toBe(403);
    expect((await link(uuid, kid.uuid, {})).statusCode).toBe(401);
  });
});
