import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { IdbPositionStore, MAX_QUEUED_POSITIONS, type PositionFix, type QueuedPosition } from "../offline/position-store";
import { PositionSharer, SEND_EVERY_MS, type SharerEnvironment } from "./position-sharer";

// jsdom has no geolocation, wake lock or IndexedDB: the sharer takes them from its environment, so
// these tests hand it fakes (fake-indexeddb is a real IndexedDB in memory). Only the intervals and
// the clock are faked: fake-indexeddb needs the real timers to finish its transactions.

const T0 = Date.parse("2026-06-15T02:00:00.000Z");
const ASSIGNMENT = "assignment-1";

class FakeGeolocation {
  success: PositionCallback | null = null;
  failure: PositionErrorCallback | null = null;
  options: PositionOptions | undefined;
  cleared = 0;
  oneShots = 0;
  watchPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
    this.success = success;
    this.failure = failure ?? null;
    this.options = options;
    return 7;
  }
  clearWatch() {
    this.cleared += 1;
    this.success = null;
  }
  getCurrentPosition() {
    this.oneShots += 1;
  }
  /** A fix `seconds` after T0. */
  fix(seconds: number, accuracy = 12, lat = 16.3067, lng = 80.4365) {
    this.success?.({
      timestamp: T0 + seconds * 1000,
      coords: { latitude: lat, longitude: lng, accuracy, speed: 8.3, heading: 90, altitude: null, altitudeAccuracy: null },
    } as GeolocationPosition);
  }
  deny() {
    this.failure?.({ code: 1, message: "User denied Geolocation", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  }
}

class FakeSentinel extends EventTarget {
  released = false;
  release() {
    this.released = true;
    this.dispatchEvent(new Event("release"));
    return Promise.resolve();
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

let geolocation: FakeGeolocation;
let locks: FakeSentinel[];
let fakeDocument: FakeDocument;
let fakeWindow: EventTarget;
let store: IdbPositionStore;
let factory: IDBFactory;
let sent: PositionFix[][];
let answer: () => Promise<unknown>;
let sharer: PositionSharer;

function environment(): SharerEnvironment {
  return {
    geolocation: geolocation as unknown as Geolocation,
    wakeLock: {
      request: vi.fn(() => {
        const lock = new FakeSentinel();
        locks.push(lock);
        return Promise.resolve(lock);
      }),
    },
    batteryLevel: () => Promise.resolve(0.83),
    store,
    send: (positions) => {
      sent.push(positions);
      return answer();
    },
    userId: () => "caretaker-user",
    document: fakeDocument as unknown as Document,
    window: fakeWindow as unknown as Window,
  };
}

/** Lets the store's IndexedDB work (real timers) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const queuedTimes = async () => (await store.oldest(1000, "caretaker-user")).map((f) => (Date.parse(f.at) - T0) / 1000);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"], now: T0 });
  geolocation = new FakeGeolocation();
  locks = [];
  fakeDocument = new FakeDocument();
  fakeWindow = new EventTarget();
  factory = new IDBFactory();
  store = new IdbPositionStore(factory);
  sent = [];
  answer = () => Promise.reject(new ApiError("offline", 0));
  sharer = new PositionSharer(environment());
  sharer.attach();
  sharer.setAssignments([ASSIGNMENT]);
  // Opening the run sheet sends what waits from before: nothing here.
  await settle();
});

afterEach(() => {
  sharer.detach();
  vi.useRealTimers();
});

describe("taking fixes", () => {
  it("watches with high accuracy and keeps one fix every 10 s at most", async () => {
    expect(geolocation.options?.enableHighAccuracy).toBe(true);
    for (const second of [0, 3, 9, 10, 14, 19, 21, 30, 31]) geolocation.fix(second);
    await settle();
    expect(await queuedTimes()).toEqual([0, 10, 21, 31]);
    expect(sharer.getSnapshot()).toEqual({ status: "sharing", waiting: 4, held: false });
  });

  it("drops fixes worse than 100 m, without letting them hold back a good one", async () => {
    geolocation.fix(0, 150);
    geolocation.fix(2, 100.5);
    geolocation.fix(4, 100);
    geolocation.fix(14, 35);
    await settle();
    expect(await queuedTimes()).toEqual([4, 14]);
  });

  it("asks for a fix when none came for 15 s (a van at a stop)", async () => {
    geolocation.fix(0);
    await settle();
    vi.advanceTimersByTime(10_000);
    expect(geolocation.oneShots).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(geolocation.oneShots).toBe(1);
  });

  it("queues each fix with its time, accuracy, speed, heading and battery", async () => {
    geolocation.fix(0, 12.4, 16.30671234, 80.43651234);
    await settle();
    const [fix] = await store.oldest(10, "caretaker-user");
    expect(fix).toMatchObject({ assignmentUuid: ASSIGNMENT, lat: 16.306712, lng: 80.436512, at: "2026-06-15T02:00:00.000Z", accuracy: 12, speed: 8.3, heading: 90, battery: 83, userId: "caretaker-user" });
  });

  it("keeps the queue through a reload: a new store on the same database still has the fixes", async () => {
    geolocation.fix(0);
    geolocation.fix(10);
    await settle();
    expect((await new IdbPositionStore(factory).oldest(10, "caretaker-user")).length).toBe(2);
  });
});

describe("sending", () => {
  it("sends a batch as soon as 20 fixes wait, and removes them only after the server's 2xx", async () => {
    answer = () => Promise.resolve({ data: { stored: 20 } });
    for (let i = 0; i < 19; i += 1) geolocation.fix(i * 10);
    await settle();
    expect(sent).toEqual([]);
    geolocation.fix(190);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
    expect(sent[0]![0]).toEqual({ assignmentUuid: ASSIGNMENT, lat: 16.3067, lng: 80.4365, at: "2026-06-15T02:00:00.000Z", accuracy: 12, speed: 8.3, heading: 90, battery: 83 });
    expect(await store.count()).toBe(0);
    expect(sharer.getSnapshot().waiting).toBe(0);
  });

  it("keeps the fixes when there is no signal or the server fails, and sends them every 30 s", async () => {
    geolocation.fix(0);
    geolocation.fix(10);
    await settle();
    vi.advanceTimersByTime(SEND_EVERY_MS);
    await settle();
    expect(sent).toHaveLength(1);
    expect(await store.count()).toBe(2);
    // Now the count is worth showing: the fixes wait for the signal, not for the next batch.
    expect(sharer.getSnapshot()).toMatchObject({ waiting: 2, held: true });

    answer = () => Promise.reject(new ApiError("busy", 503));
    vi.advanceTimersByTime(SEND_EVERY_MS);
    await settle();
    expect(sent).toHaveLength(2);
    expect(await store.count()).toBe(2);

    answer = () => Promise.resolve({});
    vi.advanceTimersByTime(SEND_EVERY_MS);
    await settle();
    expect(sent).toHaveLength(3);
    expect(sent[2]!.map((f) => f.at)).toEqual(["2026-06-15T02:00:00.000Z", "2026-06-15T02:00:10.000Z"]);
    expect(await store.count()).toBe(0);
    expect(sharer.getSnapshot()).toMatchObject({ waiting: 0, held: false });
  });

  it("says the fixes wait while the phone is offline, and sends them at once when it is back online", async () => {
    fakeWindow.dispatchEvent(new Event("offline"));
    geolocation.fix(0);
    await settle();
    expect(sharer.getSnapshot()).toMatchObject({ waiting: 1, held: true });
    expect(sent).toEqual([]);
    answer = () => Promise.resolve({});
    fakeWindow.dispatchEvent(new Event("online"));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sharer.getSnapshot()).toMatchObject({ waiting: 0, held: false });
  });

  it("keeps the fixes when the session has ended (401): they go after the next login", async () => {
    geolocation.fix(0);
    await settle();
    answer = () => Promise.reject(new ApiError("login", 401));
    await sharer.flush();
    expect(await store.count()).toBe(1);
  });

  it("drops a batch the server refuses for good (400) so it cannot block the later fixes", async () => {
    geolocation.fix(0);
    await settle();
    answer = () => Promise.reject(new ApiError("refused", 400));
    await sharer.flush();
    expect(await store.count()).toBe(0);
  });

  it("sends at most 100 fixes a request, oldest first, and only this account's", async () => {
    const fixes: QueuedPosition[] = Array.from({ length: 150 }, (_, i) => {
      const at = new Date(T0 + i * 10_000).toISOString();
      return { key: `${at}|${ASSIGNMENT}`, assignmentUuid: ASSIGNMENT, lat: 16.3, lng: 80.4, at, userId: "caretaker-user" };
    });
    const other = new Date(T0 - 60_000).toISOString();
    await store.add([...fixes, { key: `${other}|${ASSIGNMENT}`, assignmentUuid: ASSIGNMENT, lat: 16.3, lng: 80.4, at: other, userId: "another-caretaker" }]);
    answer = () => Promise.resolve({});
    await sharer.flush();
    expect(sent.map((batch) => batch.length)).toEqual([100, 50]);
    expect(sent[0]![0]!.at).toBe(fixes[0]!.at);
    expect(await store.count()).toBe(1);
  });

  it("keeps at most MAX_QUEUED_POSITIONS fixes, dropping the oldest", async () => {
    const fixes = (from: number, n: number): QueuedPosition[] =>
      Array.from({ length: n }, (_, i) => {
        const at = new Date(T0 + (from + i) * 1000).toISOString();
        return { key: `${at}|${ASSIGNMENT}`, assignmentUuid: ASSIGNMENT, lat: 16.3, lng: 80.4, at, userId: null };
      });
    await store.add(fixes(0, MAX_QUEUED_POSITIONS));
    await store.add(fixes(MAX_QUEUED_POSITIONS, 5));
    expect(await store.count()).toBe(MAX_QUEUED_POSITIONS);
    expect((await store.oldest(1, null))[0]!.at).toBe(new Date(T0 + 5000).toISOString());
  });
});

describe("the screen and the permission", () => {
  it("holds a wake lock while sharing and asks again when the page is visible after being hidden", async () => {
    await settle();
    expect(locks).toHaveLength(1);
    // Hidden: the browser releases the lock; visible again: a new one is requested.
    fakeDocument.visibilityState = "hidden";
    await locks[0]!.release();
    fakeDocument.show("hidden");
    await settle();
    expect(locks).toHaveLength(1);
    fakeDocument.show("visible");
    await settle();
    expect(locks).toHaveLength(2);
    expect(locks[1]!.released).toBe(false);
  });

  it("pauses: stops watching and lets the screen sleep; resumes on request", async () => {
    await settle();
    sharer.pause();
    expect(sharer.getSnapshot().status).toBe("paused");
    expect(geolocation.cleared).toBe(1);
    expect(locks[0]!.released).toBe(true);
    sharer.resume();
    await settle();
    expect(sharer.getSnapshot().status).toBe("locating");
    expect(locks).toHaveLength(2);
  });

  it("says so when the location permission is refused, and stops watching", () => {
    geolocation.deny();
    expect(sharer.getSnapshot().status).toBe("denied");
    expect(geolocation.cleared).toBe(1);
  });

  it("shares nothing without a current run", () => {
    sharer.setAssignments([]);
    expect(sharer.getSnapshot().status).toBe("off");
    expect(geolocation.cleared).toBe(1);
  });
});
