import { createElement, lazy, type ComponentProps, type ComponentType } from "react";

/**
 * `lazy()` for a page (or a dashboard's frame) that can also be fetched before the first render (`preload`). React's and
 * Preact's `lazy` suspend on their first render even when the module is already loaded: the app
 * would paint its frame, then render and paint the page once more. A page preloaded renders at
 * once (docs/decisions/0202).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props pass through unchanged
export function lazyPage<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let loaded: C | undefined;
  // Set before lazy's own callback runs, so the render after the suspension already uses it.
  const remember = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(remember);
  function Page(props: ComponentProps<C>) {
    return createElement(loaded ?? Lazy, props);
  }
  Page.preload = (): Promise<void> => remember().then(() => undefined);
  return Page;
}
