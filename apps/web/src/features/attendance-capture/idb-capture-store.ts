import { ATTENDANCE_CAPTURE } from "@app/contracts";
import { MemoryCaptureStore, type CaptureFiles, type CaptureRecord, type CaptureStore } from "./capture-queue";

/**
 * The browser's capture store: IndexedDB database "kidsride-capture" with two object stores,
 * "captures" (the records, keyPath id) and "photos" (the JPEG of each capture, key = capture id).
 * Keeping the photos apart means listing the queue for the UI never reads the images.
 *
 * Photos are stored as `{ type, bytes: ArrayBuffer, thumbBytes?: ArrayBuffer }` rather than as
 * Blob: every browser stores ArrayBuffers, while Blobs in IndexedDB failed on some WebKit versions.
 * The thumbnail (a JPEG, docs/decisions/0206) rides in the photo's entry, so it is written and
 * removed with it; entries stored before thumbnails existed simply lack it (no version bump).
 *
 * Without IndexedDB (very old browsers, some private modes) it falls back to memory, so the capture
 * is still sent while the page stays open; a warning is logged.
 */
export const CAPTURE_DB_NAME = "kidsride-capture";
export const CAPTURE_DB_VERSION = 1;
const CAPTURES = "captures";
const PHOTOS = "photos";

interface StoredPhoto {
  type: string;
  bytes: ArrayBuffer;
  thumbBytes?: ArrayBuffer;
}

/** The thumbnail's bytes, or undefined if they cannot be read: never a reason to lose the capture. */
async function thumbBytes(thumb: Blob | undefined): Promise<ArrayBuffer | undefined> {
  if (!thumb) return undefined;
  try {
    return await thumb.arrayBuffer();
  } catch {
    return undefined;
  }
}

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted."));
  });
}

export function openCaptureDb(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(CAPTURE_DB_NAME, CAPTURE_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(CAPTURES)) db.createObjectStore(CAPTURES, { keyPath: "id" });
      if (!db.objectStoreNames.contains(PHOTOS)) db.createObjectStore(PHOTOS);
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app opened in another tab: let it upgrade; we reopen on next use.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("The capture database is blocked by another tab."));
  });
}

export class IdbCaptureStore implements CaptureStore {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  private async database(): Promise<IDBDatabase> {
    this.db ??= openCaptureDb(this.factory).catch((error: unknown) => {
      this.db = null;
      throw error;
    });
    return this.db;
  }

  /** Runs `body` in a transaction; reopens once if the connection was closed (version change, browser). */
  private async transact<T>(stores: string[], mode: IDBTransactionMode, body: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
    let transaction: IDBTransaction;
    try {
      transaction = (await this.database()).transaction(stores, mode);
    } catch {
      this.db = null;
      transaction = (await this.database()).transaction(stores, mode);
    }
    const finished = done(transaction);
    const value = await body(transaction);
    await finished;
    return value;
  }

  async add(record: CaptureRecord, { photo, thumb }: CaptureFiles): Promise<void> {
    // Read the bytes first: awaiting anything but IndexedDB inside a transaction ends it.
    const stored: StoredPhoto = { type: photo.type || ATTENDANCE_CAPTURE.photoType, bytes: await photo.arrayBuffer() };
    const thumbnail = await thumbBytes(thumb);
    if (thumbnail) stored.thumbBytes = thumbnail;
    await this.transact([CAPTURES, PHOTOS], "readwrite", (tx) => {
      tx.objectStore(PHOTOS).put(stored, record.id);
      tx.objectStore(CAPTURES).put(record);
    });
  }

  async update(record: CaptureRecord): Promise<void> {
    await this.transact([CAPTURES], "readwrite", async (tx) => {
      const store = tx.objectStore(CAPTURES);
      // Never resurrect a capture another tab has just sent or discarded.
      const current = await promisify(store.getKey(record.id));
      if (current !== undefined) store.put(record);
    });
  }

  async files(id: string): Promise<CaptureFiles | undefined> {
    const stored = await this.transact([PHOTOS], "readonly", (tx) => promisify(tx.objectStore(PHOTOS).get(id) as IDBRequest<StoredPhoto | undefined>));
    if (!stored) return undefined;
    const photo = new Blob([stored.bytes], { type: stored.type });
    if (!stored.thumbBytes?.byteLength) return { photo };
    return { photo, thumb: new Blob([stored.thumbBytes], { type: ATTENDANCE_CAPTURE.photoType }) };
  }

  async remove(id: string): Promise<void> {
    await this.transact([CAPTURES, PHOTOS], "readwrite", (tx) => {
      tx.objectStore(CAPTURES).delete(id);
      tx.objectStore(PHOTOS).delete(id);
    });
  }

  async records(): Promise<CaptureRecord[]> {
    return this.transact([CAPTURES], "readonly", (tx) => promisify(tx.objectStore(CAPTURES).getAll() as IDBRequest<CaptureRecord[]>));
  }
}

/** IndexedDB when the browser can open it, memory otherwise (decided on first use). */
export function createBrowserCaptureStore(): CaptureStore {
  let chosen: Promise<CaptureStore> | null = null;
  const pick = () =>
    (chosen ??= (async () => {
      try {
        if (typeof indexedDB === "undefined") throw new Error("No IndexedDB.");
        const store = new IdbCaptureStore();
        await store.records();
        // Ask the browser not to evict the queue under storage pressure (best effort).
        void navigator.storage?.persist?.().catch(() => false);
        return store;
      } catch (error) {
        console.warn("Attendance captures are kept in memory only:", error);
        return new MemoryCaptureStore();
      }
    })());
  return {
    add: async (record, files) => (await pick()).add(record, files),
    update: async (record) => (await pick()).update(record),
    files: async (id) => (await pick()).files(id),
    remove: async (id) => (await pick()).remove(id),
    records: async () => (await pick()).records(),
  };
}
