import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages } from "@app/contracts";
import { bearer, createTestApp, createUser, loginAs, type TestApp } from "../test/test-app";

/**
 * Cookie-borne writes need the site's own Origin (or Referer); none is 403. Bearer calls are not
 * touched (docs/decisions/0235). The test app's PUBLIC_URL is http://localhost:3000.
 */

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // inject() connects from 127.0.0.1: here that address is the trusted proxy.
  behindProxy = await createTestApp({ TRUST_PROXY: "127.0.0.1", PUBLIC_URL: "https://kids.example" });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

const forbidden = { error: messages.auth.serverErrors.forbidden };

async function tokenOf(app: TestApp) {
  const user = await createUser(app.database);
  return loginAs(app.app, user.email!);
}
const write = (app: TestApp, headers: Record<string, string>, cookies?: Record<string, string>, language = "te") =>
  app.app.inject({ method: "PUT", url: API.myLanguage, headers, cookies, payload: { language } });

describe("cookie-authenticated writes and their origin", () => {
  it("403 without Origin and Referer, or with Origin null or another site's; nothing changes", async () => {
    const token = await tokenOf(t);
    const refused: Record<string, string>[] = [{}, { origin: "null" }, { origin: "https://evil.example" }, { referer: "https://evil.example/page" }, { origin: "https://localhost:3000" }, { origin: "not a url" }];
    for (const headers of refused) {
      const res = await write(t, headers, { token }, "hi");
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const me = await t.app.inject({ method: "GET", url: API.me, headers: bearer(token) });
    expect(me.json().user.language).toBeNull();
    // Logout too: the session stays.
    expect((await t.app.inject({ method: "POST", url: API.logout, cookies: { token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: API.me, headers: bearer(token) })).statusCode).toBe(200);
  });

  it("accepts PUBLIC_URL's origin, the Host's own origin, or a same-origin Referer; reads and bearer calls need none", async () => {
    const token = await tokenOf(t);
    expect((await write(t, { origin: "http://localhost:3000" }, { token })).statusCode).toBe(200);
    expect((await write(t, { referer: "http://localhost:3000/parent-dashboard?x=1" }, { token })).statusCode).toBe(200);
    // The same server reached by its LAN address.
    expect((await write(t, { origin: "http://192.168.1.20:3000", host: "192.168.1.20:3000" }, { token })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: API.me, cookies: { token } })).statusCode).toBe(200);
    expect((await write(t, bearer(token))).statusCode).toBe(200);
  });

  it("behind a trusted proxy, the forwarded scheme and host count; from an untrusted client they do not", async () => {
    const token = await tokenOf(behindProxy);
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "kids-lan.example", origin: "https://kids-lan.example" };
    expect((await write(behindProxy, forwarded, { token })).statusCode).toBe(200);
    expect((await write(behindProxy, { origin: "https://kids.example" }, { token })).statusCode).toBe(200);
    // On the app without TRUST_PROXY the same headers are a client's own words.
    const direct = await tokenOf(t);
    expect((await write(t, forwarded, { token: direct })).statusCode).toBe(403);
  });
});
