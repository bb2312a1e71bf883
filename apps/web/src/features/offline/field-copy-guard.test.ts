import { describe, expect, it } from "vitest";
import { fieldCopyGuard, markFieldCopy } from "../../../pwa.config";

// docs/decisions/0227: the service worker serves a field copy only to the session that stored it.

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const jwt = (userId: string, expSeconds = Math.floor(Date.now() / 1000) + 3600) => `${encode({ alg: "HS256" })}.${encode({ userId, exp: expSeconds })}.c2ln`;
const call = (path: string, token?: string) => new Request(`https://kidsride.test${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const answer = (body = '{"kid":"Anvi"}') => new Response(body, { status: 200, headers: { "Content-Type": "application/json", Date: "Sun, 15 Jun 2025 02:12:00 GMT" } });

/** What the worker stores for `request`: the answer as the guard stamps it. */
const stored = async (request: Request) => (await fieldCopyGuard.cacheWillUpdate({ request, response: answer() }))!;
const served = (request: Request, cachedResponse: Response) => fieldCopyGuard.cachedResponseWillBeUsed({ request, cachedResponse });

describe("the service worker's field copies belong to one session (docs/decisions/0227)", () => {
  it("stamps a stored JSON answer with the account of its token and keeps status, headers and body", async () => {
    const copy = await stored(call("/api/kid-days/kid-1", jwt("father-1")));
    expect(copy.headers.get("X-Field-Copy-For")).toBe("father-1");
    expect(copy.headers.get("Content-Type")).toBe("application/json");
    expect(copy.status).toBe(200);
    expect(await copy.json()).toEqual({ kid: "Anvi" });
  });

  it("serves the copy to the same account's live session only", async () => {
    const copy = await stored(call("/api/kid-days/kid-1", jwt("father-1")));
    expect(await served(call("/api/kid-days/kid-1", jwt("father-1")), copy.clone())).toBeTruthy();
    // No session: the app's call carries no token.
    expect(await served(call("/api/kid-days/kid-1"), copy.clone())).toBeNull();
    // An expired session.
    expect(await served(call("/api/kid-days/kid-1", jwt("father-1", Math.floor(Date.now() / 1000) - 5)), copy.clone())).toBeNull();
    // Someone else logged in on the same phone.
    expect(await served(call("/api/kid-days/kid-1", jwt("mother-2")), copy.clone())).toBeNull();
    // Not a readable token.
    expect(await served(call("/api/kid-days/kid-1", "garbage"), copy.clone())).toBeNull();
  });

  it("photos, asked by <img> with the cookie (no token), are served until the session end deletes the cache; the copy mark still follows", async () => {
    const photo = new Response("jpeg", { status: 200, headers: { "Content-Type": "image/jpeg", Date: "Sun, 15 Jun 2025 02:12:00 GMT" } });
    const request = call("/api/files/abc?thumb=1");
    const kept = await fieldCopyGuard.cacheWillUpdate({ request, response: photo });
    expect(kept!.headers.get("X-Field-Copy-For")).toBeNull();
    const used = await served(request, kept!);
    expect(used).toBeTruthy();
    const marked = await markFieldCopy.cachedResponseWillBeUsed({ cachedResponse: used ?? undefined });
    expect(marked!.headers.get("X-Field-Copy-Of")).toBe("Sun, 15 Jun 2025 02:12:00 GMT");
  });
});
