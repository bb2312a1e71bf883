import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import { createSessionStore, type AuthState, type SessionStore } from "./session-store";

const SessionContext = createContext<SessionStore | null>(null);

/**
 * The app's store, restored before the first render: the persisted session is read synchronously
 * from session storage, so the rehydration gate has nothing to wait for and the first paint is the
 * page, not a loader followed by a second render and paint (docs/decisions/0202).
 */
function restoredSessionStore(): SessionStore {
  const store = createSessionStore();
  store.rehydrateNow();
  return store;
}

/** Provides one session store; tests pass their own store so each test builds its own state. */
export function SessionProvider({ children, store }: { children: ReactNode; store?: SessionStore }) {
  const [value] = useState(() => store ?? restoredSessionStore());
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSessionStore must be used inside <SessionProvider>");
  return store;
}

/** The current auth state; re-renders when it changes. */
export function useAuth(): AuthState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot().auth);
}

export function useRehydrated(): boolean {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot().rehydrated);
}
