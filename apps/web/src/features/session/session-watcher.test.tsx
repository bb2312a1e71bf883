import { API, messages, REHYDRATION_TIMEOUT_MS, STORAGE_KEYS, TOKEN_CHECK_INTERVAL_MS } from "@app/contracts";
import { MantineProvider } from "@mantine/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { createTestStore, currentPath, fakeLoginResponse, fakeUser, mockFetch, renderApp } from "../../test/app-test-utils";
import { RehydrationGate } from "./rehydration-gate";
import { SessionProvider } from "./session-context";
import { createSessionStore } from "./session-store";

afterEach(() => {
  vi.useRealTimers();
});

/** A session restored from storage, as after a page reload. */
function restoredStore(role: Parameters<typeof fakeLoginResponse>[0]) {
  createTestStore(role);
  const store = createSessionStore();
  store.rehydrateNow();
  return store;
}

describe("session watcher", () => {
  it("clears the session and opens /login when any call answers 401", async () => {
    mockFetch({ "GET /api/something": { status: 401, body: { error: messages.auth.serverErrors.unauthenticated } } });
    const toastError = vi.spyOn(toast, "error");
    const { store, router } = renderApp("/admin-dashboard", { as: "admin" });
    await screen.findByRole("heading", { name: messages.dashboards.adminTitle });
    await act(async () => {
      await expect(apiFetch("/api/something")).rejects.toBeInstanceOf(ApiError);
    });
    await waitFor(() => expect(currentPath(router)).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/admin-dashboard" });
    expect(store.getSnapshot().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(toastError).toHaveBeenCalledWith(messages.common.sessionExpired);
  });

  it("does not log out on a 401 of a call that opts out (login, account forms)", async () => {
    mockFetch({ "POST /api/x": { status: 401, body: { error: "no" } } });
    const { store, router } = renderApp("/admin-dashboard", { as: "admin" });
    await screen.findByRole("heading", { name: messages.dashboards.adminTitle });
    await act(async () => {
      await expect(apiFetch("/api/x", { method: "POST", skipAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    });
    expect(store.getSnapshot().auth.isAuthenticated).toBe(true);
    expect(currentPath(router)).toBe("/admin-dashboard");
  });

  it("checks a restored session at once and sends it to / (→ /home) when the token is rejected", async () => {
    const fetchMock = mockFetch({ [`GET ${API.me}`]: { status: 401, body: { error: "expired" } } });
    const store = restoredStore("driver");
    const { router } = renderApp("/driver-dashboard", { store });
    await waitFor(() => expect(currentPath(router)).toBe("/home"));
    expect(fetchMock).toHaveBeenCalledWith(API.me, expect.anything());
    expect(store.getSnapshot().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.persistAuth)).toBeNull();
  });

  it("takes a login made in another tab at once (docs/decisions/0250)", async () => {
    mockFetch({});
    const { store } = renderApp("/home");
    await act(async () => {
      // The other tab: its own store on the same local storage.
      const other = createSessionStore();
      other.rehydrateNow();
      other.login(fakeLoginResponse("admin"));
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.persistAuth, newValue: localStorage.getItem(STORAGE_KEYS.persistAuth) }));
    });
    expect(await screen.findByRole("button", { name: "Asha Admin" })).toBeInTheDocument();
    expect(store.getSnapshot().auth).toMatchObject({ isAuthenticated: true, role: "admin" });
  });

  it("drops the answers of the account it showed when another tab signs in as someone else", async () => {
    mockFetch({});
    const { store, queryClient } = renderApp("/parent-dashboard", { as: "father" });
    queryClient.setQueryData(["kid-days", "kid-1"], { days: [] });
    await screen.findByRole("button", { name: "Anvi" });
    await act(async () => {
      const other = createSessionStore();
      other.rehydrateNow();
      other.login(fakeLoginResponse("driver"));
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.persistAuth, newValue: localStorage.getItem(STORAGE_KEYS.persistAuth) }));
    });
    await waitFor(() => expect(store.getSnapshot().auth.role).toBe("driver"));
    expect(queryClient.getQueryData(["kid-days", "kid-1"])).toBeUndefined();
  });

  it("keeps a restored session when the server confirms it, and refreshes the user", async () => {
    const fresh = fakeUser("driver", { name: "Ravi Kumar" });
    mockFetch({ [`GET ${API.me}`]: { body: { user: fresh } } });
    const store = restoredStore("driver");
    const { router } = renderApp("/driver-dashboard", { store });
    expect(await screen.findByRole("button", { name: "Ravi Kumar" })).toBeInTheDocument();
    expect(currentPath(router)).toBe("/driver-dashboard");
    expect(store.getSnapshot().auth.isAuthenticated).toBe(true);
  });

  it("keeps the session when the check cannot reach the server", async () => {
    const fetchMock = mockFetch({ [`GET ${API.me}`]: new TypeError("offline") });
    const store = restoredStore("caretaker");
    const { router } = renderApp("/caretaker-dashboard", { store });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole("heading", { name: messages.dashboards.caretakerTitle });
    expect(store.getSnapshot().auth.isAuthenticated).toBe(true);
    expect(currentPath(router)).toBe("/caretaker-dashboard");
  });

  it("checks again every 24 hours and ends the session when the token is gone", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const fetchMock = mockFetch({ [`GET ${API.me}`]: { body: { user: fakeUser("admin") } } });
    const { store, router } = renderApp("/admin-dashboard", { as: "admin" });
    await screen.findByRole("heading", { name: messages.dashboards.adminTitle });
    // Only the token checks count: the dashboard loads its own data (the staff documents' alerts).
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === API.me).length;
    expect(meCalls()).toBe(0); // a fresh login needs no check

    await act(async () => {
      vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    });
    await waitFor(() => expect(meCalls()).toBe(1));
    expect(store.getSnapshot().auth.isAuthenticated).toBe(true);

    localStorage.removeItem(STORAGE_KEYS.token);
    await act(async () => {
      vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    });
    await waitFor(() => expect(currentPath(router)).toBe("/home"));
    expect(store.getSnapshot().auth.isAuthenticated).toBe(false);
    expect(meCalls()).toBe(1);
  });
});

describe("rehydration gate", () => {
  it("waits for the restore, then shows the app", async () => {
    createTestStore("admin");
    const store = createSessionStore();
    render(
      <MantineProvider>
        <SessionProvider store={store}>
          <RehydrationGate>
            <p>app</p>
          </RehydrationGate>
        </SessionProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText("app")).toBeInTheDocument();
    expect(store.getSnapshot().auth.isAuthenticated).toBe(true);
  });

  it("gives up waiting after the rehydration timeout", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const store = createSessionStore();
    // A restore that never finishes.
    store.rehydrate = () => new Promise(() => {});
    render(
      <MantineProvider>
        <SessionProvider store={store}>
          <RehydrationGate>
            <p>app</p>
          </RehydrationGate>
        </SessionProvider>
      </MantineProvider>,
    );
    expect(screen.queryByText("app")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(REHYDRATION_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText("app")).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText("app")).toBeInTheDocument();
    expect(store.getSnapshot().auth.isAuthenticated).toBe(false);
  });
});
