/**
 * The service worker's life in the page (issue 9, docs/decisions/0052): registered in production
 * builds only; when a new version has been installed, `needRefresh` turns true and `applyUpdate`
 * activates it and reloads. The worker never takes over by itself (registerType "prompt").
 */
interface UpdateState {
  needRefresh: boolean;
}

let state: UpdateState = { needRefresh: false };
let update: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function set(next: UpdateState) {
  state = next;
  for (const l of listeners) l();
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateSnapshot(): UpdateState {
  return state;
}

/**
 * Resolves once the page has loaded and the browser is idle (at most `idleTimeoutMs` later). A first
 * visit's worker downloads the whole app (about 1.5 MB) to keep it offline; on 3G that must not
 * compete with the first screen's own code, data and images (issue 13, docs/decisions/0137).
 */
export function afterPageSettles(idleTimeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
      else window.setTimeout(resolve, Math.min(idleTimeoutMs, 1000));
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
}

/** Registers the worker (production, secure page, supported browser); safe to call more than once. */
export async function startServiceWorker(): Promise<void> {
  if (update || !import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  await afterPageSettles();
  if (update) return;
  const { registerSW } = await import("virtual:pwa-register");
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => set({ needRefresh: true }),
    onRegisteredSW: (_url, registration) => {
      // A van may keep the app open all day: look for a new version every hour.
      if (registration) setInterval(() => void registration.update().catch(() => {}), 60 * 60 * 1000);
    },
  });
}

/** "Reload": the waiting worker takes over and the page reloads with the new version. */
export async function applyUpdate(): Promise<void> {
  await update?.(true);
}

/** Tests: pretend a new version is waiting (or not). */
export function setNeedRefreshForTests(needRefresh: boolean) {
  set({ needRefresh });
}
