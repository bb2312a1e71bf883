import { API, messages, STORAGE_KEYS } from "@app/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "../../lib/api-client";
import { createTestStore, currentPath, fakeLoginResponse, mockFetch, renderApp } from "../../test/app-test-utils";
import { FIELD_DATA_CACHE } from "../offline/field-data";
import { createSessionStore, type SessionStore } from "./session-store";
import { tokenExpired, tokenExpiresAt } from "./token-expiry";

// docs/decisions/0227: every way a session ends leaves the phone as Logout does.

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
/** A login token as the server makes it (a JWT), expiring at `expSeconds`. */
const jwt = (expSeconds: number, userId = "father-uuid") => `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ userId, exp: expSeconds })}.c2lnbmF0dXJl`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The service worker's Cache Storage, watched. */
function stubCaches() {
  const cacheDelete = vi.fn(async () => true);
  vi.stubGlobal("caches", { delete: cacheDelete, keys: async () => [FIELD_DATA_CACHE] });
  return cacheDelete;
}

/** A personal answer the screens had loaded, as TanStack Query keeps it. */
const PERSONAL = ["kid-days", "kid-1"];

function expectAccountCleared(store: SessionStore, queryClient: ReturnType<typeof renderApp>["queryClient"], cacheDelete: ReturnType<typeof stubCaches>) {
  expect(store.getSnapshot().auth.isAuthenticated).toBe(false);
  for (const key of [STORAGE_KEYS.persistAuth, STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.kidName, STORAGE_KEYS.name]) expect(localStorage.getItem(key), key).toBeNull();
  expect(sessionStorage.getItem(STORAGE_KEYS.persistAuth)).toBeNull();
  expect(queryClient.getQueryData(PERSONAL)).toBeUndefined();
  expect(cacheDelete).toHaveBeenCalledWith(FIELD_DATA_CACHE);
}

/** A parent's session restored from storage (a page reload) with `token`. */
function restoredParent(token: string): SessionStore {
  createTestStore({ ...fakeLoginResponse("father"), token });
  const store = createSessionStore();
  store.rehydrateNow();
  return store;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("every way a session ends clears the account's data as Logout does (docs/decisions/0227)", () => {
  it("Logout, and a 401 on any call (password changed or logged out elsewhere), clear the same things", async () => {
    mockFetch({ [`POST ${API.logout}`]: { body: { message: "ok" } }, "GET /api/kid-days/kid-1": { status: 401, body: { error: messages.auth.serverErrors.unauthenticated } } });
    const loggedOut = stubCaches();
    const first = renderApp("/parent-dashboard", { as: "father" });
    first.queryClient.setQueryData(PERSONAL, { days: ["2026-11-27"] });
    await first.user.click(await screen.findByRole("button", { name: "Anvi" }));
    await first.user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: messages.common.nav.logout }));
    await waitFor(() => expect(currentPath(first.router)).toBe("/home"));
    await waitFor(() => expectAccountCleared(first.store, first.queryClient, loggedOut));
    first.unmount();

    const revoked = stubCaches();
    const second = renderApp("/parent-dashboard", { as: "father" });
    second.queryClient.setQueryData(PERSONAL, { days: ["2026-11-27"] });
    await screen.findByRole("button", { name: "Anvi" });
    await act(async () => {
      await expect(apiFetch("/api/kid-days/kid-1")).rejects.toBeInstanceOf(ApiError);
    });
    await waitFor(() => expect(currentPath(second.router)).toBe("/login"));
    await waitFor(() => expectAccountCleared(second.store, second.queryClient, revoked));
  });

  it("GET /api/me rejecting a restored session's token", async () => {
    mockFetch({ [`GET ${API.me}`]: { status: 401, body: { error: "expired" } } });
    const cacheDelete = stubCaches();
    const store = restoredParent("token-father");
    const { router, queryClient } = renderApp("/parent-dashboard", { store });
    queryClient.setQueryData(PERSONAL, { days: [] });
    await waitFor(() => expect(currentPath(router)).toBe("/home"));
    await waitFor(() => expectAccountCleared(store, queryClient, cacheDelete));
  });

  it("another tab logging out (the token leaves local storage) ends this tab's session at once", async () => {
    mockFetch({});
    const cacheDelete = stubCaches();
    const { store, router, queryClient } = renderApp("/parent-dashboard", { as: "father" });
    queryClient.setQueryData(PERSONAL, { days: [] });
    await screen.findByRole("button", { name: "Anvi" });
    await act(async () => {
      localStorage.removeItem(STORAGE_KEYS.token);
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.token, oldValue: "token-father", newValue: null, storageArea: localStorage }));
    });
    await waitFor(() => expect(currentPath(router)).toBe("/home"));
    await waitFor(() => expectAccountCleared(store, queryClient, cacheDelete));
  });

  it("the token's expiry passing while the app is open, with no signal", async () => {
    mockFetch({ [`GET ${API.me}`]: new TypeError("offline") });
    const cacheDelete = stubCaches();
    const { store, router, queryClient } = renderApp("/parent-dashboard", { as: { ...fakeLoginResponse("father"), token: jwt(nowSeconds() + 1) } });
    queryClient.setQueryData(PERSONAL, { days: [] });
    await screen.findByRole("button", { name: "Anvi" });
    expect(store.getSnapshot().auth.isAuthenticated).toBe(true);
    await waitFor(() => expect(currentPath(router)).toBe("/home"), { timeout: 4000 });
    await waitFor(() => expectAccountCleared(store, queryClient, cacheDelete));
  });

  it("a session restored with an expired token and no signal is not kept (the network check alone would keep it)", async () => {
    const fetchMock = mockFetch({ [`GET ${API.me}`]: new TypeError("offline") });
    const cacheDelete = stubCaches();
    const store = restoredParent(jwt(nowSeconds() - 60));
    // Ended at the first render: before any screen could load an answer.
    const { router, queryClient } = renderApp("/parent-dashboard", { store });
    await waitFor(() => expect(currentPath(router)).not.toMatch(/^\/parent-dashboard/));
    await waitFor(() => expectAccountCleared(store, queryClient, cacheDelete));
    expect(fetchMock.mock.calls.filter(([url]) => url === API.me)).toHaveLength(0);
  });

  it("a page opened after a session ended while the app was closed deletes the copies left behind; a live token elsewhere keeps them", async () => {
    mockFetch({});
    localStorage.setItem(STORAGE_KEYS.token, jwt(nowSeconds() - 60));
    const leftBehind = stubCaches();
    const first = renderApp("/home");
    await waitFor(() => expect(leftBehind).toHaveBeenCalledWith(FIELD_DATA_CACHE));
    first.unmount();

    // Another tab is logged in (its token is valid): this logged-out tab must not delete its copies.
    localStorage.setItem(STORAGE_KEYS.token, jwt(nowSeconds() + 3600));
    const kept = stubCaches();
    renderApp("/home");
    await screen.findAllByRole("link", { name: messages.common.nav.home });
    expect(kept).not.toHaveBeenCalled();
  });

  it("reads the expiry from the token itself; a token that is not a JWT has none", () => {
    const exp = nowSeconds() + 10;
    expect(tokenExpiresAt(jwt(exp))).toBe(exp * 1000);
    expect(tokenExpired(jwt(exp))).toBe(false);
    expect(tokenExpired(jwt(exp), (exp + 1) * 1000)).toBe(true);
    expect(tokenExpiresAt("token-father")).toBeNull();
    expect(tokenExpiresAt("a.%%%.c")).toBeNull();
    expect(tokenExpired(null)).toBe(false);
  });
});
