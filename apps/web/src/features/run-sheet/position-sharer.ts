import { classifyStatus } from "../attendance-capture/capture-queue";
import { MAX_QUEUED_POSITIONS, positionKey, type PositionFix, type PositionStore, type QueuedPosition } from "../offline/position-store";

/**
 * The caretaker's phone as the van's tracker while the run sheet is open (docs/decisions/0267).
 *
 * - Watches the position (high accuracy) while a run of hers is current and she has not paused;
 *   keeps one fix every 10 s at most, and asks for one when none came for 15 s (a van standing
 *   still gets few fixes from `watchPosition`). Fixes worse than 100 m are dropped (the server
 *   refuses them too: a network fix puts the van in the wrong street).
 * - Every kept fix is written to the phone's store first (survives a reload and a lost signal),
 *   then sent in batches of up to 100: every 30 s, as soon as 20 wait, and at once when the phone
 *   is back online or the page visible again. A fix leaves the store only after the server's 2xx;
 *   a refusal the server will never change its mind on (4xx other than 401/408/425/429, the
 *   capture queue's rule) drops that batch so it cannot block the fixes after it.
 * - Holds a screen wake lock while sharing, and asks for it again when the page becomes visible
 *   (the browser releases it when the page is hidden).
 */
export const MIN_FIX_INTERVAL_MS = 10_000;
export const MAX_FIX_INTERVAL_MS = 15_000;
export const MAX_ACCURACY_M = 100;
export const SEND_EVERY_MS = 30_000;
export const SEND_AT_COUNT = 20;
export const BATCH_SIZE = 100;

export type SharingStatus = "off" | "locating" | "sharing" | "paused" | "denied" | "unavailable";

export interface SharingSnapshot {
  status: SharingStatus;
  /** Fixes on the phone not yet acknowledged by the server. */
  waiting: number;
  /**
   * The phone is offline or the last send got no 2xx: the fixes are waiting for the signal. A
   * count that is only waiting for the next batch (up to 30 s) is not worth showing.
   */
  held: boolean;
}

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: "release", listener: () => void): void;
}

export interface SharerEnvironment {
  geolocation: Geolocation | undefined;
  wakeLock: { request(type: "screen"): Promise<WakeLockSentinelLike> } | undefined;
  /** Battery level 0–1, or null where the phone does not tell (`navigator.getBattery`). */
  batteryLevel: () => Promise<number | null>;
  store: PositionStore;
  /** Sends one batch; rejects with an error carrying the HTTP `status` (0: no answer). */
  send: (positions: PositionFix[]) => Promise<unknown>;
  /** The account whose token would send (null: logged out, nothing is sent). */
  userId: () => string | null;
  document: Document;
  window: Window;
}

const PERMISSION_DENIED = 1;
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 5_000, timeout: 20_000 };
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const finite = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value);
const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 0;
};

export class PositionSharer {
  private snapshot: SharingSnapshot = { status: "off", waiting: 0, held: false };
  private offline = false;
  private sendFailed = false;
  private readonly listeners = new Set<() => void>();
  private assignments: string[] = [];
  private paused = false;
  private watchId: number | null = null;
  private lastKeptAt: number | null = null;
  private stillTimer: ReturnType<typeof setInterval> | null = null;
  private sendTimer: ReturnType<typeof setInterval> | null = null;
  private wakeLock: WakeLockSentinelLike | null = null;
  private flushing: Promise<void> | null = null;
  private attached = false;

  constructor(private readonly env: SharerEnvironment) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  private set(next: Partial<SharingSnapshot>) {
    const merged = { ...this.snapshot, ...next };
    if (merged.status === this.snapshot.status && merged.waiting === this.snapshot.waiting && merged.held === this.snapshot.held) return;
    this.snapshot = merged;
    for (const listener of this.listeners) listener();
  }

  /** The run sheet is open: send what waits, on a timer, when online and when visible again. */
  attach() {
    if (this.attached) return;
    this.attached = true;
    this.offline = this.env.window.navigator?.onLine === false;
    this.env.window.addEventListener("online", this.onOnline);
    this.env.window.addEventListener("offline", this.onOffline);
    this.env.document.addEventListener("visibilitychange", this.onVisibility);
    this.sendTimer = setInterval(() => void this.flush(), SEND_EVERY_MS);
    void this.refreshCount().then(() => this.flush());
  }

  /** The run sheet closed: stop watching and let the screen sleep; what waits is sent next time. */
  detach() {
    if (!this.attached) return;
    this.attached = false;
    this.env.window.removeEventListener("online", this.onOnline);
    this.env.window.removeEventListener("offline", this.onOffline);
    this.env.document.removeEventListener("visibilitychange", this.onVisibility);
    if (this.sendTimer) clearInterval(this.sendTimer);
    this.sendTimer = null;
    this.assignments = [];
    this.stopWatching();
    this.set({ status: "off" });
  }

  /** The assignments of her current runs (empty: nothing to share). */
  setAssignments(uuids: readonly string[]) {
    const next = [...new Set(uuids)].sort();
    if (next.join() === this.assignments.join()) return;
    this.assignments = next;
    this.update();
  }

  pause() {
    this.paused = true;
    this.update();
  }

  resume() {
    this.paused = false;
    // A denied permission may have been granted since: try again.
    this.update(true);
  }

  private update(retry = false) {
    if (!this.attached || this.assignments.length === 0) {
      this.stopWatching();
      return this.set({ status: "off" });
    }
    if (this.paused) {
      this.stopWatching();
      return this.set({ status: "paused" });
    }
    if (this.snapshot.status === "denied" && !retry) return;
    this.startWatching();
  }

  private startWatching() {
    const { geolocation } = this.env;
    if (!geolocation) return this.set({ status: "unavailable" });
    if (this.watchId !== null) return;
    this.set({ status: "locating" });
    this.watchId = geolocation.watchPosition(this.onFix, this.onError, WATCH_OPTIONS);
    this.stillTimer = setInterval(this.onStill, MAX_FIX_INTERVAL_MS / 3);
    void this.acquireWakeLock();
  }

  private stopWatching() {
    if (this.watchId !== null) this.env.geolocation?.clearWatch(this.watchId);
    this.watchId = null;
    if (this.stillTimer) clearInterval(this.stillTimer);
    this.stillTimer = null;
    const lock = this.wakeLock;
    this.wakeLock = null;
    if (lock && !lock.released) void lock.release().catch(() => {});
  }

  private get watching() {
    return this.watchId !== null;
  }

  private async acquireWakeLock() {
    const { wakeLock, document } = this.env;
    if (!wakeLock || !this.watching || document.visibilityState !== "visible") return;
    if (this.wakeLock && !this.wakeLock.released) return;
    try {
      const lock = await wakeLock.request("screen");
      if (!this.watching) return void lock.release().catch(() => {});
      this.wakeLock = lock;
      lock.addEventListener("release", () => {
        if (this.wakeLock === lock) this.wakeLock = null;
      });
    } catch {
      // Refused (battery saver, no user gesture yet): sharing goes on, the screen may sleep.
    }
  }

  private onVisibility = () => {
    if (this.env.document.visibilityState !== "visible") return;
    void this.acquireWakeLock();
    void this.flush();
  };

  private onOnline = () => {
    this.offline = false;
    this.set({ held: this.sendFailed });
    void this.flush();
  };

  private onOffline = () => {
    this.offline = true;
    this.set({ held: true });
  };

  /** No fix for 15 s (a van at a stop): ask for one. */
  private onStill = () => {
    if (!this.watching || this.lastKeptAt === null || Date.now() - this.lastKeptAt < MAX_FIX_INTERVAL_MS) return;
    this.env.geolocation?.getCurrentPosition(this.onFix, () => {}, { enableHighAccuracy: true, maximumAge: 0, timeout: MAX_FIX_INTERVAL_MS });
  };

  private onError = (error: GeolocationPositionError) => {
    if (error.code !== PERMISSION_DENIED) return; // No fix yet (tunnel, indoors): the watch goes on.
    this.stopWatching();
    this.set({ status: "denied" });
  };

  private onFix = (position: GeolocationPosition) => {
    if (!this.watching) return;
    const { latitude, longitude, accuracy, speed, heading } = position.coords;
    if (!finite(accuracy) || accuracy > MAX_ACCURACY_M) return;
    const at = position.timestamp;
    if (this.lastKeptAt !== null && at - this.lastKeptAt < MIN_FIX_INTERVAL_MS) return;
    this.lastKeptAt = at;
    this.set({ status: "sharing" });
    void this.keep({ latitude, longitude, accuracy, speed, heading, at });
  };

  private async keep(fix: { latitude: number; longitude: number; accuracy: number; speed: number | null; heading: number | null; at: number }) {
    const level = await this.env.batteryLevel().catch(() => null);
    const base: Omit<PositionFix, "assignmentUuid"> = { lat: round6(fix.latitude), lng: round6(fix.longitude), at: new Date(fix.at).toISOString(), accuracy: Math.round(fix.accuracy) };
    if (finite(fix.speed) && fix.speed >= 0) base.speed = Math.round(fix.speed * 10) / 10;
    if (finite(fix.heading) && fix.heading >= 0 && fix.heading < 360) base.heading = Math.round(fix.heading);
    if (finite(level)) base.battery = Math.round(level * 100);
    const userId = this.env.userId();
    const queued: QueuedPosition[] = this.assignments.map((assignmentUuid) => {
      const one = { ...base, assignmentUuid };
      return { ...one, key: positionKey(one), userId };
    });
    try {
      await this.env.store.add(queued);
    } catch {
      return; // Storage failed (full, private mode): this fix is lost, the next ones are tried.
    }
    const waiting = await this.refreshCount();
    if (waiting >= SEND_AT_COUNT) void this.flush();
  }

  private async refreshCount(): Promise<number> {
    const waiting = await this.env.store.count().catch(() => this.snapshot.waiting);
    this.set({ waiting: Math.min(waiting, MAX_QUEUED_POSITIONS), held: this.offline || this.sendFailed });
    return waiting;
  }

  /** Sends what waits, oldest first, batch by batch; one run at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll() {
    const userId = this.env.userId();
    if (!userId) return; // Logged out: the fixes wait for her next login.
    for (;;) {
      const batch = await this.env.store.oldest(BATCH_SIZE, userId);
      if (batch.length === 0) break;
      try {
        await this.env.send(batch.map(({ key: _key, userId: _owner, ...fix }) => fix));
        this.sendFailed = false;
      } catch (error) {
        if (classifyStatus(statusOf(error)) !== "refused") {
          this.sendFailed = true; // No signal, server busy, session over: keep them.
          break;
        }
      }
      await this.env.store.remove(batch.map((f) => f.key));
      if (batch.length < BATCH_SIZE) break;
    }
    await this.refreshCount();
  }
}
