import type { AttendanceType } from "@app/contracts";
import { ownedBy } from "./capture-owner";

// Kept apart (the queue file was past 400 lines); callers keep importing it from here.
export { MemoryCaptureStore } from "./memory-capture-store";

/**
 * The durable queue of attendance captures (decisions.md §3 "Attendance that is never lost").
 *
 * - `enqueue` writes the capture (fields, JPEG and its thumbnail if any) to the device store BEFORE
 *   any network attempt.
 * - `flush(sender)` sends pending captures oldest first, one at a time, with the capture's id as
 *   the Idempotency-Key; the server treats a repeated key as the same capture, so re-sending
 *   after a lost answer creates no duplicate.
 * - A capture is removed ONLY after the server acknowledged it (2xx).
 * - A refusal (4xx other than 401/408/425/429: 400, 403, 404, 409, 413, 422…) marks it `failed`
 *   with the server's text: kept and shown, never retried by itself; the caretaker retries or
 *   discards it.
 * - 401 (session ended) stops the run and keeps the capture pending: it is sent after logging in.
 * - No answer (network, timeout), 5xx, 408, 425, 429: the capture stays pending with a growing
 *   backoff (30 s, 1, 2, 4 min, capped at 5 min, ±20 %) and the run stops (the network is probably
 *   down). Automatic runs skip captures still in their backoff, so one capture the server keeps
 *   failing on cannot hold the others back; forced runs (app opened, `online`, Send now, a new
 *   capture) try everything.
 * - Only one run at a time: runs in this tab join the one in progress; with the Web Locks API
 *   (`navigator.locks`) other tabs skip while one tab flushes.
 * - Each capture carries the account that took it (`userId`). A run given `userId` sends only that
 *   account's captures (and untagged ones, queued before tagging existed): on a phone shared by two
 *   caretakers, the other one's captures wait for her to log in again (see capture-owner.ts).
 */

export type CaptureStatus = "pending" | "failed";

/** The payload fields of spec §3.6 / §7, as the queue keeps them. */
export interface CaptureFields {
  userProfileUuid: string;
  date: string;
  type: AttendanceType;
  pickupTime: string;
  latitude: number;
  longitude: number;
  /** The caretaker confirmed this capture replaces one already recorded for the leg (sent as `replace=true`). */
  replace?: boolean;
}

/** What the dialog hands to `enqueue`. `kidName` is only for showing the capture while it waits. */
export interface NewCapture extends CaptureFields {
  kidName: string;
  photo: Blob;
  /** The photo's thumbnail made on the phone (docs/decisions/0206); optional, the server can make it. */
  thumb?: Blob;
  /** The account that took it (the token's userId claim); only that account's token sends it. */
  userId?: string | null;
  /** That account's name, to say whose captures wait ("waiting for Lakshmi to log in"). */
  userName?: string | null;
}

/** A queued capture without its photo (what lists and the UI hold). */
export interface CaptureRecord extends CaptureFields {
  id: string;
  kidName: string;
  /** The account that took it; null for captures queued before tagging (any account may send those). */
  userId: string | null;
  userName: string | null;
  createdAt: number;
  attempts: number;
  status: CaptureStatus;
  lastError: string | null;
  lastStatus: number | null;
  /** Automatic runs leave the capture alone until then (ms since epoch); null = at once. */
  nextAttemptAt: number | null;
}

/** The files of a capture, kept apart from its record. */
export interface CaptureFiles {
  photo: Blob;
  /** Absent for captures queued before phones made thumbnails, or when making it failed. */
  thumb?: Blob;
}

/** A queued capture with its photo (and thumbnail, if any), as handed to the sender. */
export interface QueuedCapture extends CaptureRecord, CaptureFiles {}

/** Where the queue lives: IndexedDB in the browser, memory in unit tests. */
export interface CaptureStore {
  /** Adds the record and its files together (one transaction). */
  add(record: CaptureRecord, files: CaptureFiles): Promise<void>;
  update(record: CaptureRecord): Promise<void>;
  /** The photo and thumbnail of a capture; undefined when the capture (or its photo) is gone. */
  files(id: string): Promise<CaptureFiles | undefined>;
  remove(id: string): Promise<void>;
  /** Every record (without photos), in any order. */
  records(): Promise<CaptureRecord[]>;
}

/** Sends one capture; resolves on a 2xx answer, rejects with an error carrying the HTTP `status` (0 = no answer). */
export type CaptureSender = (capture: QueuedCapture, idempotencyKey: string) => Promise<unknown>;

/** Why a run stopped before the queue was empty: session ended, no answer, another tab is sending. */
export type FlushStop = "auth" | "network" | "busy" | null;

export interface FlushResult {
  sent: string[];
  refused: { id: string; error: string }[];
  stoppedBy: FlushStop;
}

export interface FlushOptions {
  /** Also try captures still waiting out their backoff (app opened, online, Send now, new capture). */
  force?: boolean;
  /**
   * Send only this account's captures (and untagged ones); null: only untagged ones; undefined: all.
   * The app always passes the account of the token in use (`flushCaptures`).
   */
  userId?: string | null;
}

export interface QueueSnapshot {
  /** False until the store has been read once. */
  loaded: boolean;
  /** Every queued capture, oldest first. */
  items: readonly CaptureRecord[];
  pendingCount: number;
  failed: readonly CaptureRecord[];
  flushing: boolean;
  /** Why the last run stopped (null after a run that emptied what it could). */
  stoppedBy: FlushStop;
}

/** Runs `task` while holding a cross-tab lock; resolves to `busy` when another tab holds it. */
export type LockRunner = <T>(task: () => Promise<T>) => Promise<T | typeof BUSY>;
export const BUSY: unique symbol = Symbol("busy");

export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** The wait before an automatic retry after `attempts` unanswered tries (random in [0, 1) for jitter). */
export function backoffMs(attempts: number, random: number = Math.random()): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

export type FailureKind = "refused" | "auth" | "transient";

/** What an HTTP status means for a queued capture (0 = no answer). */
export function classifyStatus(status: number): FailureKind {
  if (status === 401) return "auth";
  if (status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429) return "refused";
  return "transient";
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 0;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * A random (version 4) UUID for the Idempotency-Key. `crypto.randomUUID` exists only on secure
 * pages (HTTPS, localhost); a phone testing the app over plain http on the LAN still gets one from
 * `crypto.getRandomValues`, which every browser offers everywhere.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const byAge = (a: CaptureRecord, b: CaptureRecord) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Lock names held in this tab (the module-level lock; Web Locks add the other tabs). */
const heldInThisTab = new Set<string>();

/**
 * A lock named `name`: in this tab always (module level), and across tabs with the Web Locks API
 * where the browser has it (secure pages only). Resolves to BUSY when another holder has it.
 */
export function webLockRunner(name: string): LockRunner {
  return async <T,>(task: () => Promise<T>) => {
    if (heldInThisTab.has(name)) return BUSY;
    heldInThisTab.add(name);
    try {
      const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
      if (!locks?.request) return await task();
      return await locks.request(name, { ifAvailable: true }, async (lock) => (lock ? task() : BUSY));
    } finally {
      heldInThisTab.delete(name);
    }
  };
}

export interface CaptureQueueOptions {
  now?: () => number;
  random?: () => number;
  newId?: () => string;
  lock?: LockRunner;
  /** Told after every change this tab makes (e.g. a BroadcastChannel to other tabs). */
  onLocalChange?: () => void;
}

const EMPTY_SNAPSHOT: QueueSnapshot = { loaded: false, items: [], pendingCount: 0, failed: [], flushing: false, stoppedBy: null };

export class CaptureQueue {
  private snapshot: QueueSnapshot = EMPTY_SNAPSHOT;
  private readonly listeners = new Set<(snapshot: QueueSnapshot) => void>();
  private running: Promise<FlushResult> | null = null;
  private rerun: { force: boolean; userId: string | null | undefined } | null = null;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly newId: () => string;
  private readonly lock: LockRunner;
  private readonly onLocalChange?: () => void;

  constructor(
    private readonly store: CaptureStore,
    options: CaptureQueueOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.newId = options.newId ?? randomUuid;
    this.lock = options.lock ?? (async (task) => task());
    this.onLocalChange = options.onLocalChange;
  }

  /** For `useSyncExternalStore`: the same object until something changes. */
  getSnapshot = (): QueueSnapshot => this.snapshot;

  /** Calls `listener` with every new snapshot; the first subscriber triggers the first read of the store. */
  subscribe = (listener: (snapshot: QueueSnapshot) => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.snapshot.loaded) void this.refresh().catch(() => {});
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Re-reads the store (also when another tab says it changed the queue). */
  async refresh(): Promise<QueueSnapshot> {
    const items = (await this.store.records()).sort(byAge);
    this.publish({
      loaded: true,
      items,
      pendingCount: items.filter((i) => i.status === "pending").length,
      failed: items.filter((i) => i.status === "failed"),
    });
    return this.snapshot;
  }

  private publish(change: Partial<QueueSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener(this.snapshot);
  }

  private async changed() {
    await this.refresh();
    this.onLocalChange?.();
  }

  /** Persists a new capture (before any network attempt) and returns its record. */
  async enqueue(input: NewCapture): Promise<CaptureRecord> {
    // The files go to the store apart: the record (listed by the UI) never holds image bytes.
    const { photo, thumb, userId, userName, ...fields } = input;
    // Strictly after every queued capture, so "oldest first" holds even within one millisecond
    // or after the phone's clock was set back.
    const latest = Math.max(0, ...(await this.store.records()).map((r) => r.createdAt));
    const record: CaptureRecord = {
      ...fields,
      userId: userId ?? null,
      userName: userId ? (userName ?? null) : null,
      id: this.newId(),
      createdAt: Math.max(this.now(), latest + 1),
      attempts: 0,
      status: "pending",
      lastError: null,
      lastStatus: null,
      nextAttemptAt: null,
    };
    await this.store.add(record, thumb ? { photo, thumb } : { photo });
    await this.changed();
    return record;
  }

  /** Every queued capture, oldest first. */
  async list(): Promise<CaptureRecord[]> {
    return (await this.store.records()).sort(byAge);
  }

  /** How many captures wait to be sent (refused ones not included). */
  async count(): Promise<number> {
    return (await this.store.records()).filter((r) => r.status === "pending").length;
  }

  /**
   * Puts a refused capture back in line (the caretaker's Retry); `replace` after a 409 ("already
   * recorded") when she confirmed that this capture replaces the recorded one.
   */
  async retry(id: string, options: { replace?: boolean } = {}): Promise<void> {
    const record = (await this.store.records()).find((r) => r.id === id);
    if (!record) return;
    await this.store.update({
      ...record,
      ...(options.replace ? { replace: true } : {}),
      status: "pending",
      nextAttemptAt: null,
      lastError: null,
      lastStatus: null,
    });
    await this.changed();
  }

  /** Removes a capture for good (the caretaker's Discard). */
  async discard(id: string): Promise<void> {
    await this.store.remove(id);
    await this.changed();
  }

  /**
   * Sends what is pending (see the module comment). A call while a run is in progress joins it
   * (and makes it look once more at the store before it ends), so the answer covers new captures.
   */
  flush(sender: CaptureSender, options: FlushOptions = {}): Promise<FlushResult> {
    if (this.running) {
      // The latest caller knows whose token is in use now (a re-login during a run).
      this.rerun = { force: Boolean(this.rerun?.force || options.force), userId: options.userId };
      return this.running;
    }
    this.publish({ flushing: true });
    const result: FlushResult = { sent: [], refused: [], stoppedBy: null };
    this.running = (async () => {
      let force = Boolean(options.force);
      let userId = options.userId;
      try {
        do {
          this.rerun = null;
          const pass = { force, userId };
          const outcome = await this.lock(() => this.runOnce(sender, pass, result));
          if (outcome === BUSY) {
            result.stoppedBy = "busy";
            break;
          }
          // Set by callers that joined during the pass (TypeScript cannot see that across the await).
          const joined = this.rerun as { force: boolean; userId: string | null | undefined } | null;
          force = force || Boolean(joined?.force);
          if (joined) userId = joined.userId;
          // No await between this check and `running = null` below: a caller either joins this
          // run (and is covered by one more pass) or starts a new one.
        } while (this.rerun && !result.stoppedBy);
        return result;
      } finally {
        this.running = null;
        this.rerun = null;
        this.publish({ flushing: false, stoppedBy: result.stoppedBy });
        // Another tab is sending: show the store as that tab leaves it.
        if (result.stoppedBy === "busy") void this.refresh().catch(() => {});
      }
    })();
    return this.running;
  }

  private async runOnce(sender: CaptureSender, { force, userId }: { force: boolean; userId: string | null | undefined }, result: FlushResult) {
    const tried = new Set<string>();
    for (;;) {
      const now = this.now();
      const next = (await this.store.records())
        .sort(byAge)
        .find(
          (r) =>
            r.status === "pending" &&
            !tried.has(r.id) &&
            ownedBy(r, userId) &&
            (force || r.nextAttemptAt === null || r.nextAttemptAt <= now),
        );
      if (!next) return;
      tried.add(next.id);
      const files = await this.store.files(next.id);
      if (!files) {
        // Cannot happen with an intact store; never send a capture without its photo.
        await this.store.update({ ...next, status: "failed", lastError: "The photo of this capture is missing.", lastStatus: null });
        result.refused.push({ id: next.id, error: "The photo of this capture is missing." });
        await this.changed();
        continue;
      }
      try {
        await sender({ ...next, ...files }, next.id);
      } catch (error) {
        const status = statusOf(error);
        const message = messageOf(error);
        const kind = classifyStatus(status);
        if (kind === "refused") {
          await this.store.update({ ...next, status: "failed", attempts: next.attempts + 1, lastError: message, lastStatus: status, nextAttemptAt: null });
          result.refused.push({ id: next.id, error: message });
          await this.changed();
          continue;
        }
        if (kind === "auth") {
          await this.store.update({ ...next, lastError: message, lastStatus: status });
          result.stoppedBy = "auth";
          await this.changed();
          return;
        }
        const attempts = next.attempts + 1;
        await this.store.update({
          ...next,
          attempts,
          lastError: message,
          lastStatus: status,
          nextAttemptAt: this.now() + backoffMs(attempts, this.random()),
        });
        result.stoppedBy = "network";
        await this.changed();
        return;
      }
      // Acknowledged by the server: only now does the capture leave the device.
      await this.store.remove(next.id);
      result.sent.push(next.id);
      await this.changed();
    }
  }
}
