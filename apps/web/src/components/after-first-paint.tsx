import { useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children just after the page's first paint: for what sits below the fold on a phone
 * (the footer, the home page's lower sections). The first render of a cold load is one long task
 * on a slow phone's main thread, and the largest element on screen is painted only when it ends;
 * leaving out what nobody sees yet brings that paint forward (docs/decisions/0202). Nothing above
 * it moves when it appears.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // The next frame is the first paint; the task after it runs once that frame is out.
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return shown ? <>{children}</> : null;
}
