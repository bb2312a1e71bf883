import { formatCourseTime12, formatDateIndia, messages, type AttendanceType } from "@app/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { CaptureRecord } from "./capture-queue";
import { useCaptureQueue } from "./use-capture-queue";

const q = messages.attendance.queue;

/** How long "All waiting captures have been sent." stays. */
export const ALL_SENT_MS = 5000;

function subscribeOnline(callback: () => void) {
  window.addEventListener("online", callback);
  window.addEventListener("offline", callback);
  return () => {
    window.removeEventListener("online", callback);
    window.removeEventListener("offline", callback);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Visually hidden but announced (the usual "sr-only" rules); absolutely placed, so a parent Stack adds no gap. */
const HIDDEN_STYLE = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

const typeLabel = (type: AttendanceType) => messages.attendance.typeLabels[type] ?? type;

/**
 * The caretaker's view of the on-device queue (decisions.md §3): "N captures waiting to be sent"
 * (a polite live region), Send now, why they wait (offline, session ended, server unreachable), and
 * the captures the server refused with its reason, each with Retry and Discard. Mounting it also
 * starts the automatic sending (see `useCaptureQueue`). Shows nothing while the queue is empty.
 */
export function PendingCapturesBanner() {
  const queue = useCaptureQueue();
  const online = useOnline();
  const [allSent, setAllSent] = useState(false);
  const previous = useRef({ pending: queue.pendingCount, failed: queue.failed.length });

  useEffect(() => {
    const before = previous.current;
    previous.current = { pending: queue.pendingCount, failed: queue.failed.length };
    if (queue.pendingCount > 0) {
      setAllSent(false);
      return;
    }
    if (before.pending > 0 && queue.failed.length <= before.failed) {
      setAllSent(true);
      const timer = window.setTimeout(() => setAllSent(false), ALL_SENT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [queue.pendingCount, queue.failed.length]);

  const waiting = queue.pendingCount;
  const visible = waiting > 0 || queue.failed.length > 0 || queue.others.length > 0;
  const reason =
    waiting === 0
      ? null
      : !online
        ? q.offline
        : queue.stoppedBy === "auth"
          ? q.loginAgain
          : queue.stoppedBy === "network" && !queue.flushing
            ? q.retryingLater
            : null;

  // With nothing to show, only the (empty) live region stays, out of the layout: no gap in the page.
  const hidden = !visible && !allSent;
  return (
    <Paper
      withBorder={visible}
      p={visible ? "sm" : 0}
      radius="md"
      bg={!visible ? undefined : queue.failed.length > 0 ? "red.0" : "yellow.0"}
      style={hidden ? HIDDEN_STYLE : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" style={waiting === 0 && !allSent ? HIDDEN_STYLE : undefined}>
          {/* Always in the page, so screen readers hear the count change (and "all sent"). */}
          <Stack gap={2}>
            <Text role="status" aria-live="polite" size="sm" fw={600}>
              {waiting > 0 ? q.waiting(waiting) : allSent ? q.allSent : ""}
            </Text>
            {reason && <Text size="sm">{reason}</Text>}
          </Stack>
          {waiting > 0 && (
            <Button size="xs" onClick={() => void queue.sendNow()} loading={queue.flushing} style={{ flexShrink: 0 }}>
              {q.sendNow}
            </Button>
          )}
        </Group>
        {queue.others.map((other) => (
          <Text key={other.userId} size="sm">
            {q.waitingForOther(other.count, other.userName || q.anotherCaretaker)}
          </Text>
        ))}
        {queue.failed.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {q.failedTitle(queue.failed.length)}
            </Text>
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
              {queue.failed.map((item) => (
                <FailedCapture key={item.id} item={item} busy={queue.flushing} onRetry={queue.retry} onDiscard={queue.discard} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function FailedCapture({
  item,
  busy,
  onRetry,
  onDiscard,
}: {
  item: CaptureRecord;
  busy: boolean;
  onRetry: (id: string, options?: { replace?: boolean }) => Promise<void>;
  onDiscard: (id: string) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const labelId = useId();
  const label = q.failedItem(item.kidName || q.unknownKid, typeLabel(item.type), formatDateIndia(item.date), formatCourseTime12(item.pickupTime));
  return (
    <li aria-labelledby={labelId}>
      <Text id={labelId} size="sm">
        {label}
      </Text>
      <Text size="sm" c="red.8">
        {item.lastError}
      </Text>
      <Group gap="xs" mt={4}>
        {confirming ? (
          <>
            <Text size="sm">{q.discardConfirm}</Text>
            <Button size="xs" color="red" onClick={() => void onDiscard(item.id)} aria-describedby={labelId}>
              {q.discardYes}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {q.discardNo}
            </Button>
          </>
        ) : (
          <>
            {item.lastStatus === 409 ? (
              // The leg was recorded meanwhile (another phone, or before a reload): replacing is a choice.
              <Button size="xs" variant="light" onClick={() => void onRetry(item.id, { replace: true })} disabled={busy} aria-describedby={labelId}>
                {q.replaceIt}
              </Button>
            ) : (
              <Button size="xs" variant="light" onClick={() => void onRetry(item.id)} disabled={busy} aria-describedby={labelId}>
                {q.retry}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} aria-describedby={labelId}>
              {q.discard}
            </Button>
          </>
        )}
      </Group>
    </li>
  );
}
