import { messages, STORAGE_KEYS, TOAST_MS } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { currentCaptureOwner, currentCaptureUserId } from "./capture-owner";
import { CaptureQueue, webLockRunner, type CaptureRecord, type CaptureSender, type FlushOptions, type FlushResult, type NewCapture } from "./capture-queue";
import { CAPTURE_DB_NAME, createBrowserCaptureStore } from "./idb-capture-store";
import { sendCapture } from "./send-capture";

const t = messages.attendance.toasts;

/** How long the dialog's submit waits for the server before saying "Saved on this phone". */
export const QUICK_ACK_MS = 5000;
/** The "saved"/"not accepted" toasts carry something to act on: they stay longer than the spec's 3 s. */
export const INFO_TOAST_MS = 6000;

let queue: CaptureQueue | null = null;
let sender: CaptureSender = sendCapture;

/** The app's one capture queue (IndexedDB, shared with other tabs through a BroadcastChannel). */
export function getCaptureQueue(): CaptureQueue {
  if (!queue) {
    const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CAPTURE_DB_NAME) : null;
    const created = new CaptureQueue(createBrowserCaptureStore(), {
      lock: webLockRunner(`${CAPTURE_DB_NAME}-flush`),
      onLocalChange: () => channel?.postMessage("changed"),
    });
    if (channel) channel.onmessage = () => void created.refresh().catch(() => {});
    queue = created;
  }
  return queue;
}

/** Tests: use this queue (e.g. on a MemoryCaptureStore) and sender; `null` restores the defaults. */
export function setCaptureQueueForTests(testQueue: CaptureQueue | null, testSender: CaptureSender = sendCapture) {
  queue = testQueue;
  sender = testSender;
}

const NOT_LOGGED_IN: FlushResult = { sent: [], refused: [], stoppedBy: "auth" };

/**
 * The sender, guarded: a tagged capture goes out only while the token in local storage is its
 * owner's (someone may have logged out and in again during a long run). Otherwise the run stops as
 * on a 401 and the capture stays pending for its owner.
 */
const ownerSender: CaptureSender = (capture, idempotencyKey) => {
  if (capture.userId && capture.userId !== currentCaptureUserId()) {
    return Promise.reject(new ApiError(messages.attendance.queue.loginAgain, 401));
  }
  return sender(capture, idempotencyKey);
};

/**
 * Sends the waiting captures of the logged-in account (and untagged ones) with its token; without
 * a token nothing is tried. Other accounts' captures stay on the phone until they log in.
 */
export function flushCaptures(options: Omit<FlushOptions, "userId"> = {}): Promise<FlushResult> {
  if (!localStorage.getItem(STORAGE_KEYS.token)) return Promise.resolve(NOT_LOGGED_IN);
  return getCaptureQueue().flush(ownerSender, { ...options, userId: currentCaptureUserId() });
}

function info(message: string) {
  notifications.show({ message, color: "blue", autoClose: INFO_TOAST_MS, withBorder: true });
}

/** The toast for what happened to `record` in a run (null: still in flight). */
function report(record: CaptureRecord, result: FlushResult | null, quick: boolean) {
  if (result?.sent.includes(record.id)) return toast.success(t.submitted(messages.attendance.typeLabels[record.type]), TOAST_MS.default);
  const refusal = result?.refused.find((r) => r.id === record.id);
  if (refusal) return toast.error(t.refused(refusal.error), INFO_TOAST_MS);
  // Only the first answer says where the capture is; a later "still waiting" would be noise.
  if (quick) info(result?.stoppedBy === "auth" ? t.savedLoginAgain : t.savedOnPhone);
}

/**
 * Submit of the Capture Details dialog: stores the capture on the phone (throws if even that
 * fails: the dialog then stays open), starts sending it, and reports by toast, independently of
 * the dialog, which closes as soon as this resolves:
 * - acknowledged within QUICK_ACK_MS: "Attendance for {leg} submitted successfully" (the spec §8
 *   sentence, with the leg in words: "Attendance for Home Pickup submitted successfully");
 * - refused: "The attendance was not accepted: {server's error}" (it stays in the banner);
 * - no answer yet / offline / session ended: "Saved on this phone — …"; if it is acknowledged
 *   later in this run, the success toast follows.
 */
export async function queueCapture(capture: NewCapture, quickAckMs: number = QUICK_ACK_MS): Promise<CaptureRecord> {
  // Tagged with the account taking it, so only that account's token ever sends it.
  const owner = currentCaptureOwner();
  const record = await getCaptureQueue().enqueue({ ...capture, userId: capture.userId ?? owner.userId, userName: capture.userName ?? owner.userName });
  const sending = flushCaptures({ force: true }).catch(() => null);
  void (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<"slow">((resolve) => (timer = setTimeout(() => resolve("slow"), quickAckMs)));
    const first = await Promise.race([sending, slow]);
    clearTimeout(timer);
    if (first !== "slow") return report(record, first, true);
    info(t.savedOnPhone);
    const result = await sending;
    report(record, result, false);
  })();
  return record;
}
