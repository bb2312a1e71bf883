import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { FlushResult, QueueSnapshot } from "./capture-queue";
import { flushCaptures, getCaptureQueue } from "./capture-service";

/** While captures wait, an automatic run every this often (captures in backoff are skipped). */
export const RETRY_TICK_MS = 30_000;

export interface CaptureQueueState extends QueueSnapshot {
  /** Try everything now (Send now). */
  sendNow: () => Promise<FlushResult | null>;
  /** Put a refused capture back in line and try it now. */
  retry: (id: string) => Promise<void>;
  /** Remove a capture for good. */
  discard: (id: string) => Promise<void>;
}

const quietly = (run: Promise<FlushResult>) => run.catch(() => null);

/**
 * The queue for the UI (counts, refused captures, flushing state), and the triggers that send it:
 * on mount (the app opened), on `online`, when the page becomes visible again (phone unlocked),
 * and every RETRY_TICK_MS while captures wait. `queueCapture` starts a run after each new capture.
 */
export function useCaptureQueue(): CaptureQueueState {
  const queue = getCaptureQueue();
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  useEffect(() => {
    void quietly(flushCaptures({ force: true }));
    const onOnline = () => void quietly(flushCaptures({ force: true }));
    const onVisible = () => {
      if (document.visibilityState === "visible") void quietly(flushCaptures());
    };
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  const waiting = snapshot.pendingCount > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void quietly(flushCaptures()), RETRY_TICK_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  const sendNow = useCallback(() => quietly(flushCaptures({ force: true })), []);
  const retry = useCallback(
    async (id: string) => {
      await queue.retry(id);
      await quietly(flushCaptures({ force: true }));
    },
    [queue],
  );
  const discard = useCallback((id: string) => queue.discard(id), [queue]);

  return { ...snapshot, sendNow, retry, discard };
}
