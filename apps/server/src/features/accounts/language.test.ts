import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { users } from "../../db/schema";
import { bearer, createTestApp, createUser, DEFAULT_PASSWORD, loginAs, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The text of an .eml message, whatever transfer encoding nodemailer chose. */
function mailText(eml: string): string {
  const [head, ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head ?? "")) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head ?? "")) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}
const subjectOf = (eml: string) => {
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)?.[1] ?? "";
  return raw
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"))
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q: string) =>
      Buffer.from(q.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
};

describe("errors in the caller's language", () => {
  it("answers a failed login in the Accept-Language, keeping the { error } shape", async () => {
    await createUser(t.database, { email: "lang-login@example.com" });
    const login = (language?: string) =>
      t.app.inject({
        method: "POST",
        url: API.login,
        payload: { identifier: "lang-login@example.com", password: "Wrong@1234" },
        headers: language ? { "accept-language": language } : {},
        remoteAddress: "10.11.0.1",
      });
    expect((await login()).json()).toEqual({ error: messages.auth.serverErrors.incorrectPassword });
    expect((await login("te-IN,te;q=0.9,en;q=0.5")).json()).toEqual({ error: catalogueFor("te").auth.serverErrors.incorrectPassword });
    expect((await login("hi")).json()).toEqual({ error: catalogueFor("hi").auth.serverErrors.incorrectPassword });
    expect((await login("fr")).json()).toEqual({ error: messages.auth.serverErrors.incorrectPassword });
  });

  it("translates schema rules and unknown routes too", async () => {
    const invalid = await t.app.inject({ method: "POST", url: API.login, payload: { identifier: "", password: "" }, headers: { "accept-language": "te" } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: catalogueFor("te").auth.login.identifierRequired });
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-thing", headers: { "accept-language": "hi" } });
    expect(missing.json()).toEqual({ error: catalogueFor("hi").auth.serverErrors.notFound });
  });

  it("prefers the account's saved language over Accept-Language", async () => {
    const admin = await createUser(t.database, { role: "admin" });
    const token = await loginAs(t.app, admin.email!);
    const saved = await t.app.inject({ method: "PUT", url: API.myLanguage, payload: { language: "hi" }, headers: bearer(token) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: "hi" });
    const driverOnly = await t.app.inject({ method: "GET", url: API.driverMe, headers: { ...bearer(token), "accept-language": "te" } });
    expect(driverOnly.statusCode).toBe(403);
    expect(driverOnly.json()).toEqual({ error: catalogueFor("hi").auth.serverErrors.forbidden });
  });
});

describe("PUT /api/me/language", () => {
  it("keeps the choice on the account and returns it at the next login", async () => {
    const driver = await createUser(t.database, { role: "driver" });
    const token = await loginAs(t.app, driver.email!);
    const res = await t.app.inject({ method: "PUT", url: API.myLanguage, payload: { language: "te" }, headers: bearer(token) });
    expect(res.json()).toEqual({ language: "te" });
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, driver.id));
    expect(row?.language).toBe("te");
    const login = await t.app.inject({ method: "POST", url: API.login, payload: { identifier: driver.email, password: DEFAULT_PASSWORD } });
    expect(login.json().user.language).toBe("te");
    const me = await t.app.inject({ method: "GET", url: API.me, headers: bearer(token) });
    expect(me.json().user.language).toBe("te");
  });

  it("refuses a language we do not speak and anonymous callers, changing nothing", async () => {
    const parent = await createUser(t.database, { role: "father" });
    const token = await loginAs(t.app, parent.email!);
    const bad = await t.app.inject({ method: "PUT", url: API.myLanguage, payload: { language: "fr" }, headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("error");
    const anonymous = await t.app.inject({ method: "PUT", url: API.myLanguage, payload: { language: "te" } });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, parent.id));
    expect(row?.language).toBeNull();
  });
});

describe("emails in the reader's language", () => {
  it("sends the password link in the account's language, else the language of the request", async () => {
    const saved = await createUser(t.database, { role: "mother", name: "Lakshmi", email: "lakshmi-lang@example.com" });
    await t.database.db.update(users).set({ language: "te" }).where(eq(users.id, saved.id));
    await t.app.inject({ method: "POST", url: API.forgotPasswordLink, payload: { email: saved.email }, headers: { "accept-language": "hi" }, remoteAddress: "10.11.0.2" });
    await t.app.background.idle();
    const [teMail] = t.outbox(saved.email!);
    expect(subjectOf(teMail!)).toBe(catalogueFor("te").auth.mail.resetSubject);
    expect(mailText(teMail!)).toContain("నమస్కారం Lakshmi గారు");

    const unset = await createUser(t.database, { role: "father", name: "Ramesh", email: "ramesh-lang@example.com" });
    await t.app.inject({ method: "POST", url: API.forgotPasswordLink, payload: { email: unset.email }, headers: { "accept-language": "hi-IN" }, remoteAddress: "10.11.0.3" });
    await t.app.background.idle();
    const [hiMail] = t.outbox(unset.email!);
    expect(subjectOf(hiMail!)).toBe(catalogueFor("hi").auth.mail.resetSubject);
    expect(mailText(hiMail!)).toContain("नमस्ते Ramesh जी");
  });
});
