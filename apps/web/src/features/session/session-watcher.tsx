import { API, meResponseSchema, messages, STORAGE_KEYS, TOKEN_CHECK_INTERVAL_MS } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { navigateNow } from "../../lib/navigate-now";
import { ApiError, apiFetch, onUnauthorized } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { useAuth, useSessionStore } from "./session-context";

/**
 * Keeps the session honest while the app runs (rendered once, inside the router):
 * - a 401 on any API call clears the session and sends the user to /login;
 * - every TOKEN_CHECK_INTERVAL_MS (and once after a restored page load) GET /api/me checks the
 *   token; when it is missing or rejected the session is cleared and the user goes to / (spec §4).
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

  useEffect(
    () =>
      onUnauthorized(async () => {
        if (!store.getSnapshot().auth.isAuthenticated) return;
        const { pathname, search } = locationRef.current;
        navigateNow(navigate, "/login", { replace: true, state: { from: pathname + search } });
        store.clear();
        queryClient.clear();
        toast.error(messages.common.sessionExpired);
      }),
    [navigate, queryClient, store],
  );

  useEffect(() => {
    if (!isAuthenticated) return;
    let cancelled = false;
    const expire = async () => {
      if (locationRef.current.pathname !== "/") navigateNow(navigate, "/", { replace: true });
      store.clear();
      queryClient.clear();
    };
    const check = async () => {
      if (!localStorage.getItem(STORAGE_KEYS.token)) {
        await expire();
        return;
      }
      try {
        const body = await apiFetch<unknown>(API.me, { skipAuthRedirect: true });
        const parsed = meResponseSchema.safeParse(body);
        if (!cancelled && parsed.success) store.confirmUser(parsed.data.user);
      } catch (err) {
        // Offline or a server hiccup keeps the session; only a rejected token ends it.
        if (!cancelled && err instanceof ApiError && err.status === 401) await expire();
      }
    };
    // A session restored from storage is checked at once; a fresh login was just confirmed.
    if (store.getSnapshot().verifiedAt === null) void check();
    const timer = window.setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [isAuthenticated, navigate, queryClient, store]);

  return null;
}
