/**
 * The van's positions taken by the caretaker's phone and not yet acknowledged by the server
 * (docs/decisions/0267). Kept apart from the capture queue: a capture is one record with a photo,
 * sent alone with an Idempotency-Key and shown to the caretaker while it waits; positions are many
 * small fixes sent in batches, nothing to show but a count, and the server takes a repeated
 * assignment + time as the same fix, so a batch sent twice stores nothing twice.
 *
 * IndexedDB database "kidsride-positions", object store "positions" with the key
 * `<ISO time>|<assignment uuid>`: keys sort by time, so the oldest fixes come out first, and the
 * same fix queued twice is one entry. Without IndexedDB it falls back to memory (the fixes are
 * still sent while the page stays open).
 */
export const POSITION_DB_NAME = "kidsride-positions";
const POSITIONS = "positions";
/**
 * At most this many fixes wait on the phone (about 5 hours of one van at one fix every 10 s): a
 * phone that never reaches the server drops its oldest fixes rather than fill its storage. A van's
 * old position is worth little once the run is over.
 */
export const MAX_QUEUED_POSITIONS = 2_000;

/** One fix for one assignment, as queued and as sent (`POST /api/v1/positions`). */
export interface PositionFix {
  assignmentUuid: string;
  lat: number;
  lng: number;
  /** ISO time of the fix. */
  at: string;
  /** Metres. */
  accuracy?: number;
  /** Metres per second. */
  speed?: number;
  /** Degrees from north. */
  heading?: number;
  /** Percent, 0–100. */
  battery?: number;
}

export interface QueuedPosition extends PositionFix {
  key: string;
  /** The account whose phone took it: only that account's token sends it (as captures, capture-owner.ts). */
  userId: string | null;
}

export const positionKey = (fix: Pick<PositionFix, "at" | "assignmentUuid">) => `${fix.at}|${fix.assignmentUuid}`;

export interface PositionStore {
  /** Adds fixes (a key already there is kept once), then drops the oldest past MAX_QUEUED_POSITIONS. */
  add(fixes: QueuedPosition[]): Promise<void>;
  /** The oldest `limit` fixes `userId` may send (its own and untagged ones). */
  oldest(limit: number, userId: string | null): Promise<QueuedPosition[]>;
  remove(keys: string[]): Promise<void>;
  count(): Promise<number>;
}

const mayBeSentBy = (fix: QueuedPosition, userId: string | null) => fix.userId === null || fix.userId === userId;

export class MemoryPositionStore implements PositionStore {
  private readonly fixes = new Map<string, QueuedPosition>();

  add(fixes: QueuedPosition[]): Promise<void> {
    for (const fix of fixes) this.fixes.set(fix.key, fix);
    const keys = [...this.fixes.keys()].sort();
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_QUEUED_POSITIONS))) this.fixes.delete(key);
    return Promise.resolve();
  }

  oldest(limit: number, userId: string | null): Promise<QueuedPosition[]> {
    const sorted = [...this.fixes.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return Promise.resolve(sorted.filter((f) => mayBeSentBy(f, userId)).slice(0, limit));
  }

  remove(keys: string[]): Promise<void> {
    for (const key of keys) this.fixes.delete(key);
    return Promise.resolve();
  }

  count(): Promise<number> {
    return Promise.resolve(this.fixes.size);
  }
}

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted."));
  });
}

export class IdbPositionStore implements PositionStore {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = this.factory.open(POSITION_DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(POSITIONS)) request.result.createObjectStore(POSITIONS, { keyPath: "key" });
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          this.db = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error("The position database is blocked by another tab."));
    }).catch((error: unknown) => {
      this.db = null;
      throw error;
    });
    return this.db;
  }

  private async transact<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => Promise<T> | T): Promise<T> {
    const tx = (await this.open()).transaction(POSITIONS, mode);
    const done = finished(tx);
    const value = await body(tx.objectStore(POSITIONS));
    await done;
    return value;
  }

  async add(fixes: QueuedPosition[]): Promise<void> {
    await this.transact("readwrite", async (store) => {
      for (const fix of fixes) store.put(fix);
      const total = await promisify(store.count());
      const excess = total - MAX_QUEUED_POSITIONS;
      if (excess <= 0) return;
      // Keys sort by time: the first ones are the oldest.
      for (const key of await promisify(store.getAllKeys(null, excess))) store.delete(key);
    });
  }

  async oldest(limit: number, userId: string | null): Promise<QueuedPosition[]> {
    // Fixes of another account are rare (a shared phone) and the queue is capped: read it in order and filter.
    const all = await this.transact("readonly", (store) => promisify(store.getAll() as IDBRequest<QueuedPosition[]>));
    return all.filter((f) => mayBeSentBy(f, userId)).slice(0, limit);
  }

  async remove(keys: string[]): Promise<void> {
    await this.transact("readwrite", (store) => {
      for (const key of keys) store.delete(key);
    });
  }

  count(): Promise<number> {
    return this.transact("readonly", (store) => promisify(store.count()));
  }
}

/** IndexedDB when the browser can open it, memory otherwise (decided on first use). */
export function createBrowserPositionStore(): PositionStore {
  let chosen: Promise<PositionStore> | null = null;
  const pick = () =>
    (chosen ??= (async () => {
      try {
        if (typeof indexedDB === "undefined") throw new Error("No IndexedDB.");
        const store = new IdbPositionStore();
        await store.count();
        return store;
      } catch {
        return new MemoryPositionStore();
      }
    })());
  return {
    add: async (fixes) => (await pick()).add(fixes),
    oldest: async (limit, userId) => (await pick()).oldest(limit, userId),
    remove: async (keys) => (await pick()).remove(keys),
    count: async () => (await pick()).count(),
  };
}
