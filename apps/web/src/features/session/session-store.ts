import {
  kidSummarySchema,
  messages,
  roleSchema,
  sessionUserSchema,
  STORAGE_KEYS,
  type LoginResponse,
  type Role,
  type SessionUser,
} from "@app/contracts";
import { z } from "zod/mini";
import { isParentRole } from "./roles";

export type KidSummary = z.infer<typeof kidSummarySchema>;

/** The `auth` slice of spec §3.1. */
export interface AuthState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string | null;
  role: Role | null;
  /** The active kid (set at login; a parent with several kids can switch it). */
  kid: KidSummary | null;
  resetPasswordToken: Record<string, unknown>;
  loggedPersonToken: string | null;
}

export interface SessionSnapshot {
  auth: AuthState;
  /** True once the persisted auth state has been restored (or the restore timed out). */
  rehydrated: boolean;
  /** When the server last confirmed the session (login or GET /api/me); not persisted. */
  verifiedAt: number | null;
}

export interface SessionStorages {
  local: Storage | null;
  session: Storage | null;
}

// Mini style, as the contracts' session schemas: restoring the session must not download zod classic (docs/decisions/0160).
// Built when a stored session is first read: a visitor's first load has none to check (0202).
const persistedAuthSchema = () => z.object({
  isAuthenticated: z.boolean(),
  user: z.nullable(sessionUserSchema),
  token: z.nullable(z.string()),
  role: z.nullable(roleSchema),
  kid: z.nullable(kidSummarySchema),
  resetPasswordToken: z.catch(z.record(z.string(), z.unknown()), {}),
  loggedPersonToken: z.catch(z.nullable(z.string()), null),
});

let authSchema: ReturnType<typeof persistedAuthSchema> | undefined;

/**
 * Local storage keys written at login and removed at logout (docs/decisions/0227). The persisted `auth` slice is
 * among them: the session is the browser's, so a second tab opens signed in (docs/decisions/0250).
 */
const LOCAL_KEYS = [
  STORAGE_KEYS.persistAuth,
  STORAGE_KEYS.token,
  STORAGE_KEYS.role,
  STORAGE_KEYS.userName,
  STORAGE_KEYS.kidName,
  STORAGE_KEYS.name,
] as const;
/** `persist:auth` here is where a tab opened before 0250 kept it: read once, removed at logout. */
const SESSION_KEYS = [STORAGE_KEYS.persistAuth, STORAGE_KEYS.hasLoggedIn] as const;

function browserStorages(): SessionStorages {
  // Private browsing modes may throw on mere access.
  const pick = (get: () => Storage): Storage | null => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  return { local: pick(() => window.localStorage), session: pick(() => window.sessionStorage) };
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or blocked storage must not break the app; the in-memory session still works.
  }
}

function defaultKid(user: SessionUser): KidSummary | null {
  if (user.kidUuid && user.kidName) return { uuid: user.kidUuid, kidName: user.kidName };
  return user.kids[0] ?? null;
}

/** The dropdown title of spec §2.2 / §6: user name for staff, kid name for parents, Guest if none. */
export function displayName(auth: AuthState): string {
  if (!auth.user) return messages.common.nav.guest;
  if (isParentRole(auth.role)) return auth.kid?.kidName || auth.user.kidName || messages.common.nav.guest;
  return auth.user.name || messages.common.nav.guest;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * A small external store for the session (read with useSyncExternalStore). Only `auth` is persisted,
 * as JSON in local storage under `persist:auth`, shared by every tab of the browser (0250); the token
 * also lives in local storage (`token`), where the API client reads it.
 */
export function createSessionStore(storages: SessionStorages = browserStorages()) {
  const { local, session } = storages;

  const initialAuth = (): AuthState => ({
    isAuthenticated: false,
    user: null,
    token: read(local, STORAGE_KEYS.token),
    role: null,
    kid: null,
    resetPasswordToken: {},
    loggedPersonToken: null,
  });

  let snapshot: SessionSnapshot = { auth: initialAuth(), rehydrated: false, verifiedAt: null };
  const listeners = new Set<() => void>();

  function set(next: Partial<SessionSnapshot>, persist = true) {
    snapshot = { ...snapshot, ...next };
    if (persist && snapshot.rehydrated) write(local, STORAGE_KEYS.persistAuth, JSON.stringify(snapshot.auth));
    listeners.forEach((l) => l());
  }

  function setAuth(next: Partial<AuthState>, extra: Partial<SessionSnapshot> = {}) {
    set({ auth: { ...snapshot.auth, ...next }, ...extra });
  }

  function restore(): AuthState {
    // A tab opened before the session moved to local storage still holds it in its session storage.
    const raw = read(local, STORAGE_KEYS.persistAuth) ?? read(session, STORAGE_KEYS.persistAuth);
    const base = initialAuth();
    if (!raw) return base;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return base;
    }
    const result = (authSchema ??= persistedAuthSchema()).safeParse(parsed);
    if (!result.success) return base;
    const restored = result.data;
    const token = base.token ?? restored.token;
    if (restored.isAuthenticated && (!token || !restored.role || !restored.user)) {
      // The token was removed (or the state is incomplete): the user is logged out.
      return { ...base, resetPasswordToken: restored.resetPasswordToken };
    }
    return { ...restored, token };
  }

  const store = {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): SessionSnapshot {
      return snapshot;
    },

    /** Restores the persisted auth state once; a no-op after that (or after the timeout fired). */
    rehydrateNow(): void {
      if (snapshot.rehydrated) return;
      const auth = restore();
      snapshot = { ...snapshot, auth, rehydrated: true };
      listeners.forEach((l) => l());
    },
    rehydrate(): Promise<void> {
      store.rehydrateNow();
      return Promise.resolve();
    },
    /**
     * Another tab changed the shared session (a login, a kid switched, a refreshed user): take what it
     * stored. Answers whether the account now signed in differs from the one this tab showed, so the
     * caller can drop that account's answers. A session that ended is left to the session watcher,
     * which runs the one clean-up (docs/decisions/0227).
     */
    adoptStored(): { accountChanged: boolean } {
      const auth = restore();
      const current = snapshot.auth;
      if (!auth.isAuthenticated) return { accountChanged: false };
      const sameAccount = current.isAuthenticated && current.user?.uuid === auth.user?.uuid && current.token === auth.token;
      set({ auth, rehydrated: true, ...(sameAccount ? {} : { verifiedAt: null }) }, false);
      return { accountChanged: current.isAuthenticated && !sameAccount };
    },

    /** Called by the rehydration guard when the restore takes longer than REHYDRATION_TIMEOUT_MS. */
    markRehydrated(): void {
      if (!snapshot.rehydrated) set({ rehydrated: true }, false);
    },

    /** Logged out → logged in (spec §4): state, local storage keys and `hasLoggedIn`. */
    login(response: LoginResponse): void {
      const { user, token, role, name } = response;
      const kid = defaultKid(user);
      write(local, STORAGE_KEYS.token, token);
      write(local, STORAGE_KEYS.role, role);
      write(local, STORAGE_KEYS.name, name);
      if (isParentRole(role)) {
        write(local, STORAGE_KEYS.kidName, kid?.kidName ?? user.kidName ?? null);
        write(local, STORAGE_KEYS.userName, null);
      } else {
        write(local, STORAGE_KEYS.userName, user.name);
        write(local, STORAGE_KEYS.kidName, null);
      }
      write(session, STORAGE_KEYS.hasLoggedIn, "true");
      snapshot = { ...snapshot, rehydrated: true };
      setAuth({ isAuthenticated: true, user, token, role, kid }, { verifiedAt: Date.now() });
    },

    /** Logged in → logged out: resets the state and removes every session storage key. */
    clear(): void {
      for (const key of LOCAL_KEYS) write(local, key, null);
      for (const key of SESSION_KEYS) write(session, key, null);
      set(
        {
          auth: { ...initialAuth(), token: null },
          verifiedAt: null,
        },
        false,
      );
    },

    /** The server confirmed the session (GET /api/me): keep the user fresh, keep the chosen kid if still theirs. */
    confirmUser(user: SessionUser): void {
      const current = snapshot.auth.kid;
      const kid = current && user.kids.some((k) => k.uuid === current.uuid) ? current : defaultKid(user);
      setAuth({ user, kid }, { verifiedAt: Date.now() });
    },

    /** A parent with several kids switches the active kid (navbar dropdown). */
    setActiveKid(kidUuid: string): void {
      const kid = snapshot.auth.user?.kids.find((k) => k.uuid === kidUuid);
      if (!kid) return;
      write(local, STORAGE_KEYS.kidName, kid.kidName);
      setAuth({ kid: { uuid: kid.uuid, kidName: kid.kidName } });
    },

    /** Spec §4: the reset-password-token action stores its payload. */
    setResetPasswordToken(payload: Record<string, unknown>): void {
      setAuth({ resetPasswordToken: payload });
    },

    /** Spec §4: the logged-person-token action stores the payload and writes it to local storage `token`. */
    setLoggedPersonToken(token: string): void {
      write(local, STORAGE_KEYS.token, token);
      setAuth({ loggedPersonToken: token });
    },
  };
  return store;
}
