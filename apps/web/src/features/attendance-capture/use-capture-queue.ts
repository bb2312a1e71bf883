import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { CaptureRecord, FlushResult, QueueSnapshot } from "./capture-queue";
import { currentCaptureUserId, ownedBy } from "./capture-owner";
import { flushCaptures, getCaptureQueue } from "./capture-service";

/** While captures wait, an automatic run every this often (captures in backoff are skipped). */
export const RETRY_TICK_MS = 30_000;

/** Captures another account took on this phone: they wait until that account logs in again. */
export interface OtherOwnerCaptures {
  userId: string;
  /** Null when the name was not known when the capture was taken. */
  userName: string | null;
  count: number;
}

/**
 * The queue as the logged-in account sees it: `pendingCount`, `failed` and `items` are its own
 * captures (and untagged ones); `others` counts the captures other accounts left on this phone.
 */
export interface CaptureQueueState extends QueueSnapshot {
  others: readonly OtherOwnerCaptures[];
  /** Try everything now (Send now). */
  sendNow: () => Promise<FlushResult | null>;
  /** Put a refused capture back in line and try it now. */
  /** `replace`: after a 409, send it again as a confirmed replacement of the recorded leg. */
  retry: (id: string, options?: { replace?: boolean }) => Promise<void>;
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

  const me = currentCaptureUserId();
  const view = useMemo(() => splitByOwner(snapshot, me), [snapshot, me]);

  const waiting = view.pendingCount > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void quietly(flushCaptures()), RETRY_TICK_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  const sendNow = useCallback(() => quietly(flushCaptures({ force: true })), []);
  const retry = useCallback(
    async (id: string, options?: { replace?: boolean }) => {
      await queue.retry(id, options);
      await quietly(flushCaptures({ force: true }));
    },
    [queue],
  );
  const discard = useCallback((id: string) => queue.discard(id), [queue]);

  return { ...snapshot, ...view, sendNow, retry, discard };
}

/** The logged-in account's part of the queue, and a count per other account. */
export function splitByOwner(
  snapshot: QueueSnapshot,
  me: string | null,
): Pick<CaptureQueueState, "items" | "pendingCount" | "failed" | "others"> {
  const items: CaptureRecord[] = [];
  const others = new Map<string, OtherOwnerCaptures>();
  for (const item of snapshot.items) {
    if (ownedBy(item, me)) {
      items.push(item);
      continue;
    }
    const owner = item.userId as string;
    const entry = others.get(owner) ?? { userId: owner, userName: null, count: 0 };
    entry.count += 1;
    entry.userName = item.userName ?? entry.userName;
    others.set(owner, entry);
  }
  return {
    items,
    pendingCount: items.filter((i) => i.status === "pending").length,
    failed: items.filter((i) => i.status === "failed"),
    others: [...others.values()],
  };
}
