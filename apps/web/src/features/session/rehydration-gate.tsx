import { REHYDRATION_TIMEOUT_MS } from "@app/contracts";
import { useEffect, type ReactNode } from "react";
import { PageLoader } from "../../app/layout/page-loader";
import { useRehydrated, useSessionStore } from "./session-context";

/**
 * The interface waits for the persisted session to be restored (spec §4), at most
 * REHYDRATION_TIMEOUT_MS; after that it goes on as logged out.
 */
export function RehydrationGate({ children, timeoutMs = REHYDRATION_TIMEOUT_MS }: { children: ReactNode; timeoutMs?: number }) {
  const store = useSessionStore();
  const rehydrated = useRehydrated();
  useEffect(() => {
    const timer = window.setTimeout(() => store.markRehydrated(), timeoutMs);
    void store.rehydrate().finally(() => window.clearTimeout(timer));
    return () => window.clearTimeout(timer);
  }, [store, timeoutMs]);
  return rehydrated ? <>{children}</> : <PageLoader />;
}
