import { STORAGE_KEYS } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { fakeLoginResponse, fakeUser } from "../../test/app-test-utils";
import { createSessionStore, displayName } from "./session-store";

function freshStore() {
  const store = createSessionStore();
  store.rehydrateNow();
  return store;
}

describe("session store", () => {
  it("starts logged out, with the token read from local storage", () => {
    localStorage.setItem(STORAGE_KEYS.token, "old-token");
    const store = createSessionStore();
    const { auth, rehydrated } = store.getSnapshot();
    expect(rehydrated).toBe(false);
    expect(auth).toEqual({
      isAuthenticated: false,
      user: null,
      token: "old-token",
      role: null,
      kid: null,
      resetPasswordToken: {},
      loggedPersonToken: null,
    });
  });

  it("writes every storage key of spec §3.1 at a staff login", () => {
    const store = freshStore();
    store.login(fakeLoginResponse("admin"));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("token-admin");
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe("admin");
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe("Asha Admin");
    expect(localStorage.getItem(STORAGE_KEYS.kidName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.name)).toBe("Asha Admin");
    expect(sessionStorage.getItem(STORAGE_KEYS.hasLoggedIn)).toBe("true");
    // In local storage, shared by the browser's tabs (docs/decisions/0250).
    const persisted = JSON.parse(localStorage.getItem(STORAGE_KEYS.persistAuth) ?? "null");
    expect(persisted).toMatchObject({ isAuthenticated: true, token: "token-admin", role: "admin", user: { name: "Asha Admin" } });
  });

  it("stores the kid name for a parent and makes the kid the display name", () => {
    const store = freshStore();
    store.login(fakeLoginResponse("mother"));
    expect(localStorage.getItem(STORAGE_KEYS.kidName)).toBe("Anvi");
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBeNull();
    expect(store.getSnapshot().auth.kid).toEqual({ uuid: "kid-1", kidName: "Anvi" });
    expect(displayName(store.getSnapshot().auth)).toBe("Anvi");
  });

  it("restores the persisted session on the next page load", () => {
    const first = freshStore();
    first.login(fakeLoginResponse("caretaker"));
    const second = createSessionStore();
    expect(second.getSnapshot().auth.isAuthenticated).toBe(false);
    second.rehydrateNow();
    const { auth, rehydrated, verifiedAt } = second.getSnapshot();
    expect(rehydrated).toBe(true);
    expect(verifiedAt).toBeNull();
    expect(auth).toMatchObject({ isAuthenticated: true, role: "caretaker", token: "token-caretaker", user: fakeUser("caretaker") });
  });

  it("opens a second tab signed in: the session is the browser's, not the tab's (docs/decisions/0250)", () => {
    freshStore().login(fakeLoginResponse("mother"));
    // A new tab starts with an empty session storage of its own; local storage is shared.
    sessionStorage.clear();
    const secondTab = freshStore();
    expect(secondTab.getSnapshot().auth).toMatchObject({ isAuthenticated: true, role: "mother", token: "token-mother", kid: { uuid: "kid-1", kidName: "Anvi" } });
  });

  it("keeps the session of a tab opened before it moved to local storage, and moves it there", () => {
    const old = freshStore();
    old.login(fakeLoginResponse("driver"));
    sessionStorage.setItem(STORAGE_KEYS.persistAuth, localStorage.getItem(STORAGE_KEYS.persistAuth)!);
    localStorage.removeItem(STORAGE_KEYS.persistAuth);
    const reloaded = freshStore();
    expect(reloaded.getSnapshot().auth).toMatchObject({ isAuthenticated: true, role: "driver" });
    reloaded.confirmUser(fakeUser("driver"));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.persistAuth)!)).toMatchObject({ isAuthenticated: true, role: "driver" });
  });

  it("takes what another tab stored and says whether the account changed", () => {
    const mine = freshStore();
    mine.login(fakeLoginResponse("father", { kids: [{ uuid: "k1", kidName: "Anvi" }, { uuid: "k2", kidName: "Bhavya" }] }));
    const other = freshStore();
    other.setActiveKid("k2");
    expect(mine.adoptStored()).toEqual({ accountChanged: false });
    expect(mine.getSnapshot().auth.kid?.uuid).toBe("k2");
    other.login(fakeLoginResponse("caretaker"));
    expect(mine.adoptStored()).toEqual({ accountChanged: true });
    expect(mine.getSnapshot().auth).toMatchObject({ role: "caretaker", token: "token-caretaker" });
    expect(mine.getSnapshot().verifiedAt).toBeNull();
    // A session that ended elsewhere is left to the session watcher's clean-up.
    other.clear();
    expect(mine.adoptStored()).toEqual({ accountChanged: false });
    expect(mine.getSnapshot().auth.role).toBe("caretaker");
  });

  it("restores as logged out when the stored state is broken or the token is gone", () => {
    localStorage.setItem(STORAGE_KEYS.persistAuth, "{not json");
    const broken = createSessionStore();
    broken.rehydrateNow();
    expect(broken.getSnapshot().auth.isAuthenticated).toBe(false);

    localStorage.setItem(STORAGE_KEYS.persistAuth, JSON.stringify({ isAuthenticated: true, role: "superuser" }));
    const wrong = createSessionStore();
    wrong.rehydrateNow();
    expect(wrong.getSnapshot().auth.isAuthenticated).toBe(false);

    freshStore().login(fakeLoginResponse("driver"));
    const persisted = JSON.parse(localStorage.getItem(STORAGE_KEYS.persistAuth)!);
    localStorage.setItem(STORAGE_KEYS.persistAuth, JSON.stringify({ ...persisted, token: null }));
    localStorage.removeItem(STORAGE_KEYS.token);
    const tokenless = createSessionStore();
    tokenless.rehydrateNow();
    expect(tokenless.getSnapshot().auth.isAuthenticated).toBe(false);
  });

  it("lets the rehydration timeout release the interface without restoring", () => {
    const store = createSessionStore();
    store.markRehydrated();
    expect(store.getSnapshot().rehydrated).toBe(true);
    expect(store.getSnapshot().auth.isAuthenticated).toBe(false);
  });

  it("clears every storage key and the state", () => {
    const store = freshStore();
    store.login(fakeLoginResponse("father"));
    store.clear();
    for (const key of [STORAGE_KEYS.persistAuth, STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.userName, STORAGE_KEYS.kidName, STORAGE_KEYS.name]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.persistAuth)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.hasLoggedIn)).toBeNull();
    expect(store.getSnapshot().auth).toMatchObject({ isAuthenticated: false, user: null, token: null, role: null, kid: null });
  });

  it("leaves storage keys of other features alone when clearing", () => {
    localStorage.setItem("attendance-queue", "[1]");
    const store = freshStore();
    store.login(fakeLoginResponse("caretaker"));
    store.clear();
    expect(localStorage.getItem("attendance-queue")).toBe("[1]");
  });

  it("switches the active kid of a parent and ignores kids that are not theirs", () => {
    const kids = [
      { uuid: "k1", kidName: "Anvi" },
      { uuid: "k2", kidName: "Bhavya" },
    ];
    const store = freshStore();
    store.login(fakeLoginResponse("father", { kids }));
    store.setActiveKid("k2");
    expect(store.getSnapshot().auth.kid).toEqual({ uuid: "k2", kidName: "Bhavya" });
    expect(localStorage.getItem(STORAGE_KEYS.kidName)).toBe("Bhavya");
    store.setActiveKid("someone-else");
    expect(store.getSnapshot().auth.kid?.uuid).toBe("k2");
    // A refreshed user keeps the chosen kid while it is still theirs.
    store.confirmUser(fakeUser("father", { kids }));
    expect(store.getSnapshot().auth.kid?.uuid).toBe("k2");
    store.confirmUser(fakeUser("father", { kids: [kids[0]] }));
    expect(store.getSnapshot().auth.kid?.uuid).toBe("k1");
  });

  it("stores the reset-password and logged-person tokens (spec §4)", () => {
    const store = freshStore();
    store.setResetPasswordToken({ resetToken: "abc" });
    store.setLoggedPersonToken("person-token");
    expect(store.getSnapshot().auth.resetPasswordToken).toEqual({ resetToken: "abc" });
    expect(store.getSnapshot().auth.loggedPersonToken).toBe("person-token");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("person-token");
  });

  it("names the dropdown Guest for a parent without a kid, and the user for staff", () => {
    const store = freshStore();
    store.login(fakeLoginResponse("father", { kids: [] }));
    expect(displayName(store.getSnapshot().auth)).toBe("Guest");
    store.login(fakeLoginResponse("driver"));
    expect(displayName(store.getSnapshot().auth)).toBe("Ravi Driver");
  });
});
