import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { API, messages } from "@app/contracts";
import { createTestApp, createUser, type TestApp } from "../../test/test-app";

/**
 * Login and password change answer an anonymous caller the same whether or not the account
 * exists: same status, same text, and one argon2 verification either way (docs/decisions/0233).
 * Forgot-password already answers before any lookup (../hardening/forgot-timing.test.ts).
 */

// Counts argon2 verifications while keeping the real ones.
const argon = vi.hoisted(() => ({ verifyCalls: [] as string[] }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (hashed: string, password: string) => {
      argon.verifyCalls.push(hashed);
      return real.verify(hashed, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(() => {
  argon.verifyCalls.length = 0;
});

let address = 0;
/** Each call from its own address so no throttle counter of another call is touched. */
const post = (url: string, payload: object) => {
  address += 1;
  return t.app.inject({ method: "POST", url, payload, remoteAddress: `10.23.0.${address}` });
};

describe("no account discovery through login", () => {
  it("answers an unknown mobile or email exactly as a wrong password: 401 Incorrect password", async () => {
    await createUser(t.database, { email: "someone@example.com", mobile: "9000012345" });
    const wrongByEmail = await post(API.login, { identifier: "someone@example.com", password: "Wrong@123" });
    const wrongByMobile = await post(API.login, { identifier: "9000012345", password: "Wrong@123" });
    const unknownEmail = await post(API.login, { identifier: "nobody-here@example.com", password: "Wrong@123" });
    const unknownMobile = await post(API.login, { identifier: "9111100000", password: "Wrong@123" });
    expect(wrongByEmail.statusCode).toBe(401);
    expect(wrongByEmail.json()).toEqual({ error: messages.auth.serverErrors.incorrectPassword });
    for (const res of [wrongByMobile, unknownEmail, unknownMobile]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(wrongByEmail.body);
      expect(res.headers["content-type"]).toBe(wrongByEmail.headers["content-type"]);
    }
  });

  it("verifies one argon2 hash for an unknown account, as for a known one", async () => {
    await createUser(t.database, { email: "counted@example.com" });
    await post(API.login, { identifier: "counted@example.com", password: "Wrong@123" });
    expect(argon.verifyCalls).toHaveLength(1);
    argon.verifyCalls.length = 0;
    await post(API.login, { identifier: "not-counted@example.com", password: "Wrong@123" });
    expect(argon.verifyCalls).toHaveLength(1);
    expect(argon.verifyCalls[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    argon.verifyCalls.length = 0;
    // An invited parent without a password yet: the same work again.
    await createUser(t.database, { role: "mother", email: "invited@example.com", password: null });
    const invited = await post(API.login, { identifier: "invited@example.com", password: "Wrong@123" });
    expect(invited.json()).toEqual({ error: messages.auth.serverErrors.incorrectPassword });
    expect(argon.verifyCalls).toHaveLength(1);
  });

  it("changing a password answers an unknown account as a wrong old password, after one verification", async () => {
    await createUser(t.database, { email: "changer@example.com" });
    const body = (identifier: string) => ({ identifier, oldPassword: "Wrong@123", newPassword: "Newer@1234" });
    const wrong = await post(API.resetPassword, body("changer@example.com"));
    expect(argon.verifyCalls).toHaveLength(1);
    argon.verifyCalls.length = 0;
    const unknown = await post(API.resetPassword, body("nobody-changes@example.com"));
    expect(argon.verifyCalls).toHaveLength(1);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(unknown.body).toBe(wrong.body);
  });
});
