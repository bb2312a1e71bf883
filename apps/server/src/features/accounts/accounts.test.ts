import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@app/contracts";
import { passwordTokens, sessions, users } from "../../db/schema";
import { bearer, createTestApp, createUser, DEFAULT_PASSWORD, linkFromEmail, loginAs, type TestApp } from "../../test/test-app";

const m = messages.auth;

// One database per file keeps the suite fast; every test makes its own accounts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: payload as object, headers });

describe("POST /api/login", () => {
  it("logs in by email, in any case, and returns token, role, user and name with an httpOnly cookie", async () => {
    const admin = await createUser(t.database, { role: "admin", name: "Asha Admin", email: "asha@example.com" });
    const res = await login({ identifier: "  ASHA@example.com ", password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toBe("admin");
    expect(body.name).toBe("Asha Admin");
    expect(body.user).toMatchObject({ uuid: admin.id, name: "Asha Admin", role: "admin", email: "asha@example.com", kidName: null, kids: [] });
    expect(typeof body.token).toBe("string");
    const cookie = res.cookies.find((c) => c.name === "token");
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(JSON.stringify(body)).not.toContain("password");
  });

  it("logs in by 10-digit mobile", async () => {
    await createUser(t.database, { role: "driver", mobile: "9876543210" });
    const res = await login({ identifier: "9876543210", password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("driver");
  });

  it("answers the exact text the login page maps to the password field, for an unknown account too", async () => {
    await createUser(t.database, { email: "known@example.com", mobile: "9000000001" });
    // Failures from their own address so the per-address limit of other tests is not touched.
    const remoteAddress = "10.1.0.1";
    const login = (payload: object) => t.app.inject({ method: "POST", url: "/api/login", payload, remoteAddress });
    // No account discovery (docs/decisions/0233): an unknown account reads as a wrong password.
    const unknownMobile = await login({ identifier: "9111111111", password: "whatever1" });
    expect(unknownMobile.statusCode).toBe(401);
    expect(unknownMobile.json()).toEqual({ error: "Incorrect password" });
    const unknownEmail = await login({ identifier: "nobody@example.com", password: "whatever1" });
    expect(unknownEmail.json()).toEqual({ error: "Incorrect password" });
    const wrong = await login({ identifier: "known@example.com", password: "Wrong@123" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Incorrect password" });
    const wrongByMobile = await login({ identifier: "9000000001", password: "Wrong@123" });
    expect(wrongByMobile.json()).toEqual({ error: "Incorrect password" });
  });

  it("refuses an invited account that has no password yet", async () => {
    await createUser(t.database, { role: "father", email: "dad@example.com", password: null });
    const res = await login({ identifier: "dad@example.com", password: "anything1" });
    expect(res.json()).toEqual({ error: "Incorrect password" });
  });

  it.each([
    [{}, m.login.identifierRequired],
    [{ identifier: "", password: "x" }, m.login.identifierRequired],
    [{ identifier: "   ", password: "x" }, m.login.identifierRequired],
    [{ identifier: "a@b.co" }, m.login.passwordRequired],
    [{ identifier: "a@b.co", password: "" }, m.login.passwordRequired],
    [{ identifier: 12345, password: "x" }, m.login.identifierRequired],
    [{ identifier: "a@b.co", password: ["x"] }, m.login.passwordRequired],
  ])("rejects %j with 400 and a clear message", async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("rejects malformed JSON with 400, not 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: '{"identifier": "a@b.co", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.serverErrors.malformedJson });
  });

});

// The login throttle (slow down, never lock out) is tested in ../hardening/login-throttle.test.ts.

describe("tokens and logout", () => {
  it("accepts the bearer token and the cookie, and logout revokes the token at once", async () => {
    const user = await createUser(t.database, { role: "caretaker", name: "Ravi" });
    const token = await loginAs(t.app, user.email!);
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ uuid: user.id, name: "Ravi", role: "caretaker" });
    const viaCookie = await t.app.inject({ method: "GET", url: "/api/me", cookies: { token } });
    expect(viaCookie.statusCode).toBe(200);

    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: m.logout.success });
    for (const req of [
      { method: "GET" as const, url: "/api/me", headers: bearer(token) },
      { method: "GET" as const, url: "/api/me", cookies: { token } },
      { method: "POST" as const, url: "/api/logout", headers: bearer(token) },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty("error");
    }
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.revokedAt).not.toBeNull();
  });

  it("needs a token for logout and /api/me", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url: "/api/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: m.serverErrors.unauthenticated });
  });

  it("rejects tampered, foreign, unsigned and expired tokens", async () => {
    const user = await createUser(t.database, { role: "driver" });
    const token = await loginAs(t.app, user.email!);
    const [h, p, s] = token.split(".");
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), role: "admin" })).toString("base64url")}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    const foreign = await new SignJWT({ userId: user.id, role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("guntur-kids-ride")
      .setAudience("guntur-kids-ride-web")
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("x".repeat(40)));
    for (const bad of [tampered, none, foreign, "garbage", `${h}.${p}`]) {
      const res = await t.app.inject({ method: "GET", url: "/api/me", headers: bearer(bad) });
      expect(res.statusCode).toBe(401);
    }
    // An expired session (its row) is refused even with a valid signature.
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: bearer(token) })).statusCode).toBe(401);
  });

  it("refuses a cookie-authenticated write from another site", async () => {
    const user = await createUser(t.database);
    const token = await loginAs(t.app, user.email!);
    const res = await t.app.inject({ method: "POST", url: "/api/logout", cookies: { token }, headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({ method: "POST", url: "/api/logout", cookies: { token }, headers: { origin: "http://localhost:3000", host: "localhost:3000" } });
    expect(same.statusCode).toBe(200);
  });
});

describe("forgot password and set-password links", () => {
  // The mail is sent after the answer (docs/decisions/0103): wait for it before reading the outbox.
  const forgot = async (email: unknown) => {
    const res = await t.app.inject({ method: "POST", url: "/api/forgot/password/link", payload: { email } });
    await t.app.background.idle();
    return res;
  };
  const confirm = (payload: object) => t.app.inject({ method: "POST", url: "/api/forgot/update/password", payload });

  it("answers the same for a known and an unknown email, and mails a link only to the known one", async () => {
    await createUser(t.database, { email: "mom@example.com", name: "Lakshmi" });
    const known = await forgot("MOM@example.com");
    const unknown = await forgot("ghost@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(JSON.stringify(known.json())).not.toMatch(/token/i);
    const mail = t.outbox("mom@example.com");
    expect(t.outbox("ghost@example.com")).toHaveLength(0);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain("To: mom@example.com");
    expect(mail[0]).toContain(m.mail.resetSubject);
    expect(linkFromEmail(mail[0])).toMatch(/^http:\/\/localhost:3000\/confirm-password\?token=/);
  });

  it("sets a new password from the link, once only, and ends old sessions", async () => {
    const user = await createUser(t.database, { email: "papa@example.com" });
    const oldToken = await loginAs(t.app, "papa@example.com");
    await forgot("papa@example.com");
    const token = new URL(linkFromEmail(t.outbox("papa@example.com")[0])).searchParams.get("token")!;
    const ok = await confirm({ token, newPassword: "NewPass@2025", confirmPassword: "NewPass@2025" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: m.confirm.success });
    expect((await login({ identifier: "papa@example.com", password: "NewPass@2025" })).statusCode).toBe(200);
    expect((await login({ identifier: "papa@example.com", password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: bearer(oldToken) })).statusCode).toBe(401);

    const again = await confirm({ token, newPassword: "Other@2025x", confirmPassword: "Other@2025x" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: m.serverErrors.invalidResetLink });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("NewPass@2025");
  });

  it("refuses an expired link and a superseded one", async () => {
    const late = await createUser(t.database, { email: "late@example.com" });
    await forgot("late@example.com");
    const first = new URL(linkFromEmail(t.outbox("late@example.com")[0])).searchParams.get("token")!;
    await forgot("late@example.com");
    const second = new URL(linkFromEmail(t.outbox("late@example.com")[1])).searchParams.get("token")!;
    expect((await confirm({ token: first, newPassword: "NewPass@2025", confirmPassword: "NewPass@2025" })).statusCode).toBe(400);
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, late.id));
    const expired = await confirm({ token: second, newPassword: "NewPass@2025", confirmPassword: "NewPass@2025" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: m.serverErrors.invalidResetLink });
  });

  it.each([
    [{ token: "abc", newPassword: "short", confirmPassword: "short" }, m.confirm.passwordTooShort],
    [{ token: "abc", newPassword: "LongEnough1", confirmPassword: "Different1" }, m.confirm.mismatch],
    [{ newPassword: "LongEnough1", confirmPassword: "LongEnough1" }, m.confirm.missingToken],
    [{ token: "abc", confirmPassword: "LongEnough1" }, m.confirm.passwordRequired],
  ])("validates %j", async (payload, message) => {
    const res = await confirm(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it.each([
    [{}, m.forgot.emailRequired],
    [{ email: "" }, m.forgot.emailRequired],
    [{ email: "not-an-email" }, m.forgot.emailInvalid],
    [{ email: 42 }, m.forgot.emailRequired],
  ])("validates the forgot request %j", async (payload, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/forgot/password/link", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("rate-limits forgot-password requests per email", async () => {
    // (the per-address bound of 20 is shared in this file, so this test uses its own address)
    await createUser(t.database, { email: "spam@example.com" });
    const send = () => t.app.inject({ method: "POST", url: "/api/forgot/password/link", payload: { email: "spam@example.com" }, remoteAddress: "10.4.0.1" });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    await t.app.background.idle();
    expect(t.outbox("spam@example.com")).toHaveLength(5);
  });
});

describe("POST /api/reset/password", () => {
  const reset = (payload: object) => t.app.inject({ method: "POST", url: "/api/reset/password", payload });

  it("changes the password given the old one, by email or mobile", async () => {
    await createUser(t.database, { email: "r@example.com", mobile: "9123456780" });
    const res = await reset({ identifier: "9123456780", oldPassword: DEFAULT_PASSWORD, newPassword: "fresh123" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.reset.success });
    expect((await login({ identifier: "r@example.com", password: "fresh123" })).statusCode).toBe(200);
  });

  it("refuses a wrong old password and changes nothing", async () => {
    await createUser(t.database, { email: "r2@example.com" });
    const res = await reset({ identifier: "r2@example.com", oldPassword: "wrong-old", newPassword: "fresh123" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.reset.failure });
    expect((await login({ identifier: "r2@example.com", password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    [{ identifier: "abc", oldPassword: "123456", newPassword: "123456" }, m.reset.identifierInvalid],
    [{ identifier: "98765", oldPassword: "123456", newPassword: "123456" }, m.reset.identifierInvalid],
    [{ identifier: "a@b.co", oldPassword: "12345", newPassword: "123456" }, m.reset.passwordTooShort],
    [{ identifier: "a@b.co", oldPassword: "123456", newPassword: "12345" }, m.reset.passwordTooShort],
    [{ oldPassword: "123456", newPassword: "123456" }, m.reset.identifierRequired],
    [{ identifier: "a@b.co", newPassword: "123456" }, m.reset.oldPasswordRequired],
    [{ identifier: "a@b.co", oldPassword: "123456" }, m.reset.newPasswordRequired],
  ])("validates %j", async (payload, message) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});
