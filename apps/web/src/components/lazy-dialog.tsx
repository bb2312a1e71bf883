import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code (Mantine's Modal with its focus trap, scroll lock and scroll area: about 15 KB
 * of gzipped JavaScript) is fetched the first time it opens rather than with the screen that offers
 * it (docs/decisions/0131). Until then it renders nothing; afterwards it stays mounted, so closing
 * plays as before. For dialogs on a phone's first download; the service worker precaches the chunk.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
