import { messages } from "@app/contracts";
import { useEffect } from "react";

/** Sets the browser tab title ("Login · Guntur Kids Ride") while a page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = messages.publicSite.pageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
