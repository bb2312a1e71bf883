import { createElement, lazy, type ComponentType } from "react";

/**
 * `lazy()` for a page (pages take no props) that can also be fetched before the first render (`preload`). React's and
 * Preact's `lazy` suspend on their first render even when the module is already loaded: the app
 * would paint its frame, then render and paint the page once more. A page preloaded renders at
 * once (docs/decisions/0202).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  // Set before lazy's own callback runs, so the render after the suspension already uses it.
  const remember = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(remember);
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  Page.preload = (): Promise<void> => remember().then(() => undefined);
  return Page;
}
