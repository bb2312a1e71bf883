import { Blob as NodeBlob } from "node:buffer";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAPTURE_DB_NAME, createBrowserCaptureStore, IdbCaptureStore } from "./idb-capture-store";
import { captureRecordForTest } from "./test-captures";

// jsdom has no IndexedDB: fake-indexeddb is one in memory, with IndexedDB's semantics (values
// structured-cloned, transactions that end when they have nothing left to do). jsdom's Blob has no
// arrayBuffer(): Node's stands in.

const record = (id: string) => captureRecordForTest(id);

const jpeg = (...bytes: number[]) => new NodeBlob([new Uint8Array([0xff, 0xd8, ...bytes, 0xff, 0xd9])], { type: "image/jpeg" }) as unknown as Blob;
/** A "photos" entry with each ArrayBuffer as its length (Blobs would not survive IndexedDB on old WebKit). */
const stored = (entry: unknown) =>
  Object.fromEntries(
    Object.entries(entry as Record<string, unknown>).map(([k, v]) => [k, Object.prototype.toString.call(v) === "[object ArrayBuffer]" ? (v as ArrayBuffer).byteLength : v]),
  );
const bytesOf = async (blob: Blob | undefined) => [...new Uint8Array(await blob!.arrayBuffer())];

let factory: IDBFactory;
/** Runs `body` on the capture database itself, past the store. */
async function withDatabase<T>(body: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = factory.open(CAPTURE_DB_NAME);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    return await body(db);
  } finally {
    db.close();
  }
}
/** The raw "photos" entry of a capture. */
const rawPhoto = (id: string) =>
  withDatabase(
    (db) =>
      new Promise<unknown>((resolve, reject) => {
        const get = db.transaction("photos").objectStore("photos").get(id);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      }),
  );
/** Writes a raw "photos" entry, as an older version of the app did. */
const putRawPhoto = (id: string, entry: unknown) =>
  withDatabase(
    (db) =>
      new Promise<void>((resolve, reject) => {
        const tx = db.transaction("photos", "readwrite");
        tx.objectStore("photos").put(entry, id);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      }),
  );

beforeEach(() => {
  factory = new IDBFactory();
  // The store builds its Blobs with the global constructor: Node's, which can give its bytes back.
  vi.stubGlobal("Blob", NodeBlob);
});
afterEach(() => vi.unstubAllGlobals());

describe("IdbCaptureStore", () => {
  it("keeps the thumbnail with the photo and gives both back", async () => {
    const store = new IdbCaptureStore(factory);
    await store.add(record("a"), { photo: jpeg(1, 2, 3), thumb: jpeg(9) });
    const files = await store.files("a");
    expect(files?.photo.type).toBe("image/jpeg");
    expect(await bytesOf(files?.photo)).toEqual([0xff, 0xd8, 1, 2, 3, 0xff, 0xd9]);
    expect(files?.thumb?.type).toBe("image/jpeg");
    expect(await bytesOf(files?.thumb)).toEqual([0xff, 0xd8, 9, 0xff, 0xd9]);
    // Stored as ArrayBuffers in the photo's entry; the record itself holds no image.
    expect(stored(await rawPhoto("a"))).toEqual({ type: "image/jpeg", bytes: 7, thumbBytes: 5 });
    expect(await store.records()).toEqual([record("a")]);
  });

  it("stores a capture without a thumbnail as before, and reads entries written before thumbnails existed", async () => {
    const store = new IdbCaptureStore(factory);
    await store.add(record("b"), { photo: jpeg(4) });
    expect(stored(await rawPhoto("b"))).toEqual({ type: "image/jpeg", bytes: 5 });
    const files = await store.files("b");
    expect(files).toEqual({ photo: expect.anything() });
    expect(files?.thumb).toBeUndefined();
    expect(await bytesOf(files?.photo)).toEqual([0xff, 0xd8, 4, 0xff, 0xd9]);

    // An entry as version 1 of the app wrote it (no thumbBytes), queued before this change.
    await putRawPhoto("old", { type: "image/jpeg", bytes: new Uint8Array([0xff, 0xd8, 7, 0xff, 0xd9]).buffer });
    const old = await store.files("old");
    expect(old?.thumb).toBeUndefined();
    expect(await bytesOf(old?.photo)).toEqual([0xff, 0xd8, 7, 0xff, 0xd9]);
    expect(await store.files("missing")).toBeUndefined();
  });

  it("removes the thumbnail with the capture", async () => {
    const store = new IdbCaptureStore(factory);
    await store.add(record("c"), { photo: jpeg(5), thumb: jpeg(6) });
    await store.remove("c");
    expect(await store.files("c")).toBeUndefined();
    expect(await store.records()).toEqual([]);
  });

  it("still stores the capture when the thumbnail's bytes cannot be read", async () => {
    const store = new IdbCaptureStore(factory);
    const broken = jpeg(8);
    vi.spyOn(broken, "arrayBuffer").mockRejectedValue(new Error("NotReadableError"));
    await store.add(record("d"), { photo: jpeg(7), thumb: broken });
    const files = await store.files("d");
    expect(files?.thumb).toBeUndefined();
    expect(await bytesOf(files?.photo)).toEqual([0xff, 0xd8, 7, 0xff, 0xd9]);
  });
});

describe("createBrowserCaptureStore", () => {
  it("forwards the thumbnail to the IndexedDB store and back", async () => {
    vi.stubGlobal("indexedDB", factory);
    const store = createBrowserCaptureStore();
    await store.add(record("e"), { photo: jpeg(1), thumb: jpeg(2) });
    expect(await rawPhoto("e")).toHaveProperty("thumbBytes");
    const files = await store.files("e");
    expect(await bytesOf(files?.thumb)).toEqual([0xff, 0xd8, 2, 0xff, 0xd9]);
    await store.remove("e");
    expect(await store.files("e")).toBeUndefined();
  });

  it("forwards the thumbnail to the memory fallback without IndexedDB", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("indexedDB", undefined);
    const store = createBrowserCaptureStore();
    const thumb = jpeg(3);
    await store.add(record("f"), { photo: jpeg(4), thumb });
    expect((await store.files("f"))?.thumb).toBe(thumb);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
