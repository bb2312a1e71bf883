import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where each visited history entry was scrolled to, by the router's location key. */
const positions = new Map<string, number>();

/**
 * What the data router's `<ScrollRestoration>` did, for the declarative router (docs/decisions/0130):
 * a new page starts at the top; Back and Forward return to where the reader was on that entry. A link
 * to an anchor (the skip link) is left to the browser.
 */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [key]);

  useLayoutEffect(() => {
    if (hash) return;
    if (type !== "POP") window.scrollTo(0, 0);
    else {
      const y = positions.get(key);
      if (y !== undefined) window.scrollTo(0, y);
    }
  }, [key, hash, type]);

  return null;
}
