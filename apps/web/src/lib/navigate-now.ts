import { flushSync } from "react-dom";
import type { NavigateFunction, NavigateOptions, To } from "react-router";

/**
 * Navigates and renders the new page before returning. Logout and session expiry leave a guarded
 * page this way before they clear the session, so the page's guard never sees a signed-out user and
 * bounces to /login. (The declarative router ignores `navigate`'s own `flushSync` option, which only
 * the data router reads; docs/decisions/0130.)
 */
export function navigateNow(navigate: NavigateFunction, to: To, options?: NavigateOptions): void {
  flushSync(() => {
    void navigate(to, options);
  });
}
