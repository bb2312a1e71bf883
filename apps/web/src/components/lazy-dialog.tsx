import { useEffect, useState, type ComponentType } from "react";

/**
 * A dialog whose code (Mantine's Modal with its focus trap, scroll lock and scroll area: about 15 KB
 * of gzipped JavaScript) is fetched the first time it opens rather than with the screen that offers
 * it (docs/decisions/0131). Until then it renders nothing. Once the code is here the dialog is first
 * mounted closed and opened on the next render, exactly as if it had been there all along: Mantine
 * notes the element to give the focus back to when `opened` changes, not on mount, and a dialog
 * mounted already open would move the focus before anyone noted where it was. It then stays mounted.
 * For dialogs on a phone's first download; the service worker precaches the chunk.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    const [mounted, setMounted] = useState(false);
    useEffect(() => {
      if (!props.opened || Dialog) return;
      let cancelled = false;
      load()
        .then((component) => {
          loaded = component;
          if (!cancelled) setDialog(() => component);
        })
        .catch(() => {
          // Offline before the service worker had it: the button stays, a later tap tries again.
        });
      return () => {
        cancelled = true;
      };
    }, [props.opened, Dialog]);
    useEffect(() => {
      if (Dialog) setMounted(true);
    }, [Dialog]);
    if (!Dialog) return null;
    return <Dialog {...props} opened={props.opened && mounted} />;
  }
  return LazyDialog;
}
