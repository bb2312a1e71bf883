import { API, meResponseSchema, messages, STORAGE_KEYS, TOKEN_CHECK_INTERVAL_MS } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { navigateNow } from "../../lib/navigate-now";
import { ApiError, apiFetch, clearRevalidationCache, onUnauthorized } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { clearFieldData } from "../offline/clear-field-data";
import { clearAccountData } from "./end-session";
import { useAuth, useSessionStore } from "./session-context";
import { tokenExpired, tokenExpiresAt } from "./token-expiry";

/** setTimeout's longest delay; a later expiry is checked again when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** Whether the phone holds no usable login (none, or one whose expiry has passed). */
function noUsableToken(): boolean {
  const token = storedToken();
  return !token || tokenExpired(token);
}

/**
 * Keeps the session honest while the app runs (rendered once, inside the router). Every way a
 * session ends leaves the phone through `clearAccountData`, as Logout does (docs/decisions/0227):
 * - a 401 on any API call (password changed, logged out elsewhere) → /login;
 * - GET /api/me, once after a restored page load and every TOKEN_CHECK_INTERVAL_MS, rejecting the
 *   token → / (docs/decisions/0003);
 * - the token gone from local storage (another tab logged out) or its expiry passed, which is
 *   known from the token itself, so it also ends with no signal → /;
 * - a page opened with no usable token: copies a session left behind (the app was closed when it
 *   ended) are deleted.
 * The session is the browser's, not the tab's (docs/decisions/0250): a login, a kid switched or a
 * refreshed user in another tab is taken here at once; another account's login first drops the
 * answers this tab kept for the account it showed.
 */
export function SessionWatcher() {
  const store = useSessionStore();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  });

  useEffect(() => {
    if (!store.getSnapshot().auth.isAuthenticated && noUsableToken()) void clearFieldData();
  }, [store]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.persistAuth) return;
      const { accountChanged } = store.adoptStored();
      if (accountChanged) {
        queryClient.clear();
        clearRevalidationCache();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient, store]);

  useEffect(
    () =>
      onUnauthorized(async () => {
        if (!store.getSnapshot().auth.isAuthenticated) return;
        const { pathname, search } = locationRef.current;
        navigateNow(navigate, "/login", { replace: true, state: { from: pathname + search } });
        toast.error(messages.common.sessionExpired);
        await clearAccountData({ store, queryClient });
      }),
    [navigate, queryClient, store],
  );

  useEffect(() => {
    if (!isAuthenticated) return;
    let cancelled = false;
    let expiryTimer: number | undefined;
    const expire = async () => {
      if (cancelled || !store.getSnapshot().auth.isAuthenticated) return;
      if (locationRef.current.pathname !== "/") navigateNow(navigate, "/", { replace: true });
      await clearAccountData({ store, queryClient });
    };
    /** The checks that need no server: the token is still there and has not expired. */
    const checkLocally = (): boolean => {
      if (!noUsableToken()) return true;
      void expire();
      return false;
    };
    const check = async () => {
      if (!checkLocally()) return;
      try {
        const body = await apiFetch<unknown>(API.me, { skipAuthRedirect: true });
        const parsed = meResponseSchema.safeParse(body);
        if (!cancelled && parsed.success) store.confirmUser(parsed.data.user);
      } catch (err) {
        // Offline or a server hiccup keeps the session; only a rejected token ends it.
        if (!cancelled && err instanceof ApiError && err.status === 401) await expire();
      }
    };
    const scheduleExpiry = () => {
      const expiresAt = tokenExpiresAt(storedToken());
      if (expiresAt === null) return;
      expiryTimer = window.setTimeout(() => {
        if (checkLocally()) scheduleExpiry();
      }, Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS));
    };
    // A phone that slept past the expiry runs late timers late: look again when it wakes.
    const onVisible = () => {
      if (document.visibilityState === "visible") checkLocally();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) checkLocally();
    };
    // A session restored from storage is checked at once; a fresh login was just confirmed.
    if (store.getSnapshot().verifiedAt === null) void check();
    else checkLocally();
    scheduleExpiry();
    const timer = window.setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.clearTimeout(expiryTimer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, [isAuthenticated, navigate, queryClient, store]);

  return null;
}
