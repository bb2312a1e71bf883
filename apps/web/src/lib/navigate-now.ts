import type { NavigateFunction, NavigateOptions, To } from "react-router";

/**
 * Leaves the current page as part of the same update that follows (logout and session expiry clear
 * the session right after). With the declarative router and no transitions (docs/decisions/0130)
 * the navigation and the cleared session render together, so a guarded page never renders with a
 * signed-out user and bounces to /login. No `flushSync`: under Preact it tore down the toast that
 * logout had just shown.
 */
export function navigateNow(navigate: NavigateFunction, to: To, options?: NavigateOptions): void {
  void navigate(to, options);
}
