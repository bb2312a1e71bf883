import { API, messages, TOAST_MS } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, apiFetch, clearRevalidationCache } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { useSessionStore } from "./session-context";

/**
 * Logout (spec §4, §8): POST /api/logout; on success toast, clear the session and every storage
 * key, go to /home. On failure the session is kept. A 401 means the server already ended the
 * session, so the client ends it too.
 */
export function useLogout() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async (): Promise<boolean> => {
    setPending(true);
    try {
      await apiFetch(API.logout, { method: "POST", skipAuthRedirect: true });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) {
        toast.error(messages.auth.logout.failure, TOAST_MS.logout);
        setPending(false);
        return false;
      }
    }
    toast.success(messages.auth.logout.success, TOAST_MS.logout);
    // Leave the guarded page first (synchronously, not as a transition that a suspended lazy page
    // would hold back), so its guard does not bounce the user to /login when the session clears.
    await navigate("/home", { replace: true, flushSync: true });
    store.clear();
    queryClient.clear();
    clearRevalidationCache();
    setPending(false);
    return true;
  }, [navigate, queryClient, store]);

  return { logout, pending };
}
