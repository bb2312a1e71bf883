/**
 * The site's root address is the home page (the router sends "/" to "/home", spec §1). A visitor's
 * first load most often opens "/": redirecting there would first render and paint the frame
 * without a page, then the home page one render later (≈ 0.3 s later on a throttled phone). The
 * address is replaced before the first render instead, so that render is the home page itself
 * (docs/decisions/0205). The router's own redirect stays for links to "/" within the app.
 */
export function replaceRootAddress(location: Pick<Location, "pathname" | "search" | "hash"> = window.location, history: Pick<History, "state" | "replaceState"> = window.history): void {
  if (location.pathname === "/") history.replaceState(history.state, "", `/home${location.search}${location.hash}`);
}
