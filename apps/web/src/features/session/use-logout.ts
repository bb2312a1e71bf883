import { API, messages, TOAST_MS } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { navigateNow } from "../../lib/navigate-now";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
// The module itself, not the feature's index: the index also brings the capture dialogs (Modal and its
// scroll lock) into every page's first download (docs/decisions/0093).
import { flushCaptures } from "../attendance-capture/capture-service";
import { clearAccountData } from "./end-session";
import { useSessionStore } from "./session-context";

/** How long logout waits for waiting captures to go out with the token that may send them. */
const FLUSH_BEFORE_LOGOUT_MS = 8000;

/**
 * Logout (spec §4, §8): POST /api/logout; on success toast, clear the session and every storage
 * key, go to /home. On failure the session is kept. A 401 means the server already ended the
 * session, so the client ends it too. Issue 9: captures waiting on the phone are sent first (for a
 * few seconds; what cannot go stays kept for this caretaker), and the account's offline copies of
 * API data are removed from the phone.
 */
export function useLogout() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async (): Promise<boolean> => {
    setPending(true);
    await Promise.race([flushCaptures({ force: true }).catch(() => null), new Promise((resolve) => setTimeout(resolve, FLUSH_BEFORE_LOGOUT_MS))]);
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
    navigateNow(navigate, "/home", { replace: true });
    // The same clean-up as every other way a session ends (docs/decisions/0227).
    await clearAccountData({ store, queryClient });
    setPending(false);
    return true;
  }, [navigate, queryClient, store]);

  return { logout, pending };
}
