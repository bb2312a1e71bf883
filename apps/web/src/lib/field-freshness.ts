/**
 * Was an answer the copy kept on the phone? (issue 9, docs/decisions/0052.) The service worker
 * answers the field calls network first and, when it falls back on its cache, marks the copy with
 * `X-Field-Copy-Of: <the original answer's Date>` (pwa.config.ts). The API client reports every GET
 * answer here, so any screen can say "Offline: showing data from 07:42" for the calls it shows,
 * whatever hook fetched them. The server's own stamp is used, never the phone's clock.
 */
export const FIELD_COPY_HEADER = "X-Field-Copy-Of";

export interface Freshness {
  /** True when this answer is the copy kept on the phone (the network could not be reached). */
  fromCache: boolean;
  /** When the server made the answer (ISO). */
  syncedAt: string;
}

const answers = new Map<string, Freshness>();
const listeners = new Set<() => void>();
const reachedListeners = new Set<() => void>();
let version = 0;
const MAX_PATHS = 200;
/** A copy was shown and no fresh answer has come since: the next fresh one means the server is back. */
let awaitingServer = false;

function changed() {
  version += 1;
  for (const l of listeners) l();
}

/** Called by the API client for every successful GET (a 304 is a fresh answer too). */
export function noteAnswer(path: string, headers: Headers): void {
  // With the browser offline an answer can only be a copy (some browsers, and test drivers, do not
  // let the worker see that it is offline, so its mark may be missing): dated by its server Date.
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  const copyOf = headers.get(FIELD_COPY_HEADER) ?? (offline ? (headers.get("Date") ?? new Date().toUTCString()) : null);
  if (!copyOf) {
    // Fresh: only a screen that showed a copy of this call changes (no re-render for every call).
    if (answers.delete(path)) changed();
    // The first fresh answer after copies (the queue's sync refetching the run sheet, say) says the
    // server is reachable again: the screens fetch the calls still shown as copies now, not at their
    // next refresh a minute later (docs/decisions/0242). Once per return, so it cannot loop.
    if (awaitingServer) {
      awaitingServer = false;
      if (answers.size > 0) for (const l of reachedListeners) l();
    }
    return;
  }
  awaitingServer = true;
  const at = new Date(copyOf);
  answers.delete(path);
  answers.set(path, { fromCache: true, syncedAt: Number.isNaN(at.getTime()) ? new Date(0).toISOString() : at.toISOString() });
  if (answers.size > MAX_PATHS) answers.delete(answers.keys().next().value!);
  changed();
}

/**
 * The oldest copy among `paths` (what the screen shows at worst), or null when every one of them
 * came fresh from the server (or was not fetched yet).
 */
export function freshnessOf(paths: readonly string[]): Freshness | null {
  let oldest: Freshness | null = null;
  for (const path of paths) {
    const f = answers.get(path);
    if (f?.fromCache && (!oldest || f.syncedAt < oldest.syncedAt)) oldest = f;
  }
  return oldest;
}

export function subscribeFreshness(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called once when a fresh answer arrives while other calls are still shown as copies: the phone
 * is back online and has reached the server (the OfflineNote then fetches what it shows again).
 */
export function subscribeServerReached(listener: () => void): () => void {
  reachedListeners.add(listener);
  return () => reachedListeners.delete(listener);
}

export function freshnessVersion(): number {
  return version;
}

/** Sign-out (and tests): nothing about the last account's answers stays. */
export function forgetFreshness(): void {
  answers.clear();
  awaitingServer = false;
  changed();
}
