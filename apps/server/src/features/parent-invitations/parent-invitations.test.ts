import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, API_DESK, messages, type ParentAccountsResponse, type ResendInvitationResponse } from "@app/contracts";
import { auditLog, users } from "../../db/schema";
import { createKid } from "../../test/kid-factories";
import { activateParent } from "../../test/route-factories";
import { adminHeaders, otherRoleHeaders } from "../../test/staff-factories";
import { createTestApp, linkFromEmail, type TestApp } from "../../test/test-app";

const inv = messages.desk.invitations;
let t: TestApp;
let admin: Record<string, string>;
let others: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  others = await otherRoleHeaders(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (mail: string) => new URL(linkFromEmail(mail)).searchParams.get("token")!;
const accounts = async (kidUuid: string) => {
  const res = await t.app.inject({ method: "GET", url: API_DESK.parentAccounts(kidUuid), headers: admin });
  expect(res.statusCode).toBe(200);
  return (res.json() as ParentAccountsResponse).data;
};
const resend = (kidUuid: string, relation: string, headers = admin) => t.app.inject({ method: "POST", url: API_DESK.resendInvitation(kidUuid, relation), headers });
const confirm = (token: string) =>
  t.app.inject({ method: "POST", url: API.forgotUpdatePassword, payload: { token, newPassword: "Parent@2026", confirmPassword: "Parent@2026" } });

describe("the parents' accounts of a kid", () => {
  it("shows each parent's invitation as pending, then the date the password was set", async () => {
    const { kid, fields } = await createKid(t.app, admin, { kidName: "Invite One" });
    const before = await accounts(kid.uuid);
    expect(before.map((p) => [p.relation, p.passwordSetAt])).toEqual([
      ["father", null],
      ["mother", null],
    ]);
    expect(before.every((p) => p.invitedAt && p.invitationExpiresAt && p.invitationExpiresAt > p.invitedAt)).toBe(true);
    expect(JSON.stringify(before)).not.toMatch(/hash|token/i);

    await activateParent(t, fields.parentsDetails.fatherEmail!);
    const after = await accounts(kid.uuid);
    expect(after[0].relation).toBe("father");
    expect(Date.parse(after[0].passwordSetAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(after[1].passwordSetAt).toBeNull();
  });

  it("resends the invitation: the new link works, the old one is refused, and the admin's act is audited", async () => {
    const { kid, fields } = await createKid(t.app, admin, { kidName: "Invite Two" });
    const email = fields.parentsDetails.motherEmail!;
    const oldToken = tokenOf(t.outbox(email)[0]);

    const res = await resend(kid.uuid, "mother");
    expect(res.statusCode).toBe(200);
    const body = res.json() as ResendInvitationResponse;
    expect(body.message).toBe(inv.resent(fields.parentsDetails.motherName!));
    expect(body.data.passwordSetAt).toBeNull();
    const mails = t.outbox(email);
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails[1]);
    expect(newToken).not.toBe(oldToken);

    const old = await confirm(oldToken);
    expect(old.statusCode).toBe(400);
    expect((await confirm(newToken)).statusCode).toBe(200);
    expect((await accounts(kid.uuid))[1].passwordSetAt).not.toBeNull();

    const [mother] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "parent"), eq(auditLog.action, "resend-invitation"), eq(auditLog.entityId, mother.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].details).toEqual({ kidId: kid.uuid, relation: "mother" });
    const log = await t.app.inject({ method: "GET", url: `/api/audit-log?entity=parent&action=resend-invitation`, headers: admin });
    const entry = (log.json().data as { entityId: string; summary: string }[]).find((e) => e.entityId === mother.id)!;
    expect(entry.summary).toContain(`resent the invitation to ${fields.parentsDetails.motherName}`);
  });

  it("refuses a parent who already set a password (409), an unknown relation (400) and an unknown kid (404), sending nothing", async () => {
    const { kid, fields } = await createKid(t.app, admin, { kidName: "Invite Three" });
    await activateParent(t, fields.parentsDetails.fatherEmail!);
    const sent = t.outbox().length;
    const set = await resend(kid.uuid, "father");
    expect(set.statusCode).toBe(409);
    expect(set.json().error).toBe(inv.alreadySet);
    const bad = await resend(kid.uuid, "uncle");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(inv.relationInvalid);
    expect((await resend("00000000-0000-4000-8000-000000000000", "father")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: API_DESK.parentAccounts("nope"), headers: admin })).statusCode).toBe(404);
    expect(t.outbox().length).toBe(sent);
  });

  it("is for the admin only", async () => {
    const { kid } = await createKid(t.app, admin, { kidName: "Invite Four" });
    for (const headers of Object.values(others)) {
      expect((await t.app.inject({ method: "GET", url: API_DESK.parentAccounts(kid.uuid), headers })).statusCode).toBe(403);
      expect((await resend(kid.uuid, "father", headers)).statusCode).toBe(403);
    }
    expect((await resend(kid.uuid, "father", {})).statusCode).toBe(401);
  });
});
