import { ATTENDANCE_CAPTURE, messages, STORAGE_KEYS } from "@app/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { mockFetch } from "../../test/app-test-utils";
import {
  backoffMs,
  BUSY,
  CaptureQueue,
  classifyStatus,
  MemoryCaptureStore,
  type CaptureSender,
  type NewCapture,
  type QueuedCapture,
} from "./capture-queue";
import { flushCaptures, setCaptureQueueForTests } from "./capture-service";
import { captureFormData, sendCapture } from "./send-capture";
import { captureFieldsForTest, captureRecordForTest } from "./test-captures";

const KID = "3f1c9a52-8f0e-4c55-9a43-2b7a1c0d9e11";

function newCapture(overrides: Partial<NewCapture> = {}): NewCapture {
  return {
    ...captureFieldsForTest({ userProfileUuid: KID }),
    photo: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" }),
    ...overrides,
  };
}

function setup(options: { now?: () => number } = {}) {
  const store = new MemoryCaptureStore();
  let clock = 1_000_000;
  let ids = 0;
  const queue = new CaptureQueue(store, {
    now: options.now ?? (() => clock),
    random: () => 0.5,
    newId: () => `00000000-0000-4000-8000-00000000000${++ids}`,
  });
  return { store, queue, advance: (ms: number) => (clock += ms) };
}

const ok: CaptureSender = async () => ({ message: "ok" });
const failWith = (status: number, message = `status ${status}`): CaptureSender => async () => {
  throw new ApiError(message, status);
};

afterEach(() => setCaptureQueueForTests(null));

describe("classifying answers", () => {
  it("treats validation refusals as final, 401 as the session, the rest as temporary", () => {
    for (const status of [400, 403, 404, 409, 413, 415, 422]) expect(classifyStatus(status)).toBe("refused");
    expect(classifyStatus(401)).toBe("auth");
    for (const status of [0, 408, 425, 429, 500, 502, 503, 504]) expect(classifyStatus(status)).toBe("transient");
  });

  it("backs off 30 s, 1, 2, 4 min, capped at 5 min, with ±20 % jitter", () => {
    expect([1, 2, 3, 4, 5, 12].map((n) => backoffMs(n, 0.5))).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    expect(backoffMs(1, 0)).toBe(24_000);
    expect(backoffMs(1, 0.999999)).toBeCloseTo(36_000, -1);
  });
});

describe("CaptureQueue", () => {
  it("persists a capture before any network attempt", async () => {
    const { store, queue } = setup();
    const sender = vi.fn<CaptureSender>(async (capture) => {
      // At the moment of sending, the capture and its photo are already in the store.
      expect(store.recordsById.has(capture.id)).toBe(true);
      expect(store.photos.get(capture.id)).toBe(capture.photo);
    });
    const record = await queue.enqueue(newCapture());
    expect(sender).not.toHaveBeenCalled();
    expect(await queue.count()).toBe(1);
    expect(await queue.list()).toEqual([
      expect.objectContaining({ id: record.id, status: "pending", attempts: 0, lastError: null, kidName: "Anvi", type: "homePickup" }),
    ]);
    await queue.flush(sender);
    expect(sender).toHaveBeenCalledTimes(1);
  });

  it("keeps the thumbnail with the photo and hands both to the sender; a capture without one still goes", async () => {
    const { store, queue } = setup();
    const thumb = new Blob([new Uint8Array([0xff, 0xd8, 0x01, 0xff, 0xd9])], { type: "image/jpeg" });
    const withThumb = await queue.enqueue(newCapture({ kidName: "With", thumb }));
    const without = await queue.enqueue(newCapture({ kidName: "Without" }));
    // The record (what lists and the UI read, and what IndexedDB keeps in "captures") holds no image.
    expect(withThumb).not.toHaveProperty("thumb");
    expect(withThumb).not.toHaveProperty("photo");
    expect(store.recordsById.get(withThumb.id)).not.toHaveProperty("thumb");
    expect(store.thumbs.get(withThumb.id)).toBe(thumb);
    expect(store.thumbs.has(without.id)).toBe(false);
    expect(await store.files(without.id)).toEqual({ photo: expect.any(Blob) });

    const seen = new Map<string, { photo: Blob; thumb?: Blob }>();
    const result = await queue.flush(async (capture) => {
      seen.set(capture.kidName, { photo: capture.photo, thumb: capture.thumb });
    });
    expect(result.sent).toEqual([withThumb.id, without.id]);
    expect(seen.get("With")?.thumb).toBe(thumb);
    expect(seen.get("With")?.photo.size).toBe(4);
    expect(seen.get("Without")?.thumb).toBeUndefined();
    expect(seen.get("Without")?.photo.size).toBe(4);
    // Sent: both files leave the phone with the record.
    expect(store.thumbs.size).toBe(0);
    expect(store.photos.size).toBe(0);
  });

  it("removes a capture only after the server acknowledged it, sending oldest first with its id as key", async () => {
    const { store, queue, advance } = setup();
    const first = await queue.enqueue(newCapture({ type: "homePickup" }));
    advance(1000);
    const second = await queue.enqueue(newCapture({ type: "instituteDrop" }));
    const seen: string[] = [];
    const sender = vi.fn<CaptureSender>(async (capture, key) => {
      expect(key).toBe(capture.id);
      seen.push(`${capture.type}:${await queue.count()}`);
    });
    const result = await queue.flush(sender);
    // While the first one was being sent, both were still on the phone.
    expect(seen).toEqual(["homePickup:2", "instituteDrop:1"]);
    expect(result).toEqual({ sent: [first.id, second.id], refused: [], stoppedBy: null });
    expect(store.recordsById.size).toBe(0);
    expect(store.photos.size).toBe(0);
  });

  it("marks a refused capture failed with the server's text, does not retry it, and goes on with the next", async () => {
    const { queue } = setup();
    const refused = await queue.enqueue(newCapture({ kidName: "Refused" }));
    const fine = await queue.enqueue(newCapture({ kidName: "Fine" }));
    const sender = vi.fn<CaptureSender>(async (capture) => {
      if (capture.kidName === "Refused") throw new ApiError("You are not the caretaker of this kid's route.", 403);
    });
    const result = await queue.flush(sender);
    expect(result.refused).toEqual([{ id: refused.id, error: "You are not the caretaker of this kid's route." }]);
    expect(result.sent).toEqual([fine.id]);
    const [item] = await queue.list();
    expect(item).toMatchObject({ id: refused.id, status: "failed", lastError: "You are not the caretaker of this kid's route.", lastStatus: 403, attempts: 1 });
    expect(await queue.count()).toBe(0);

    // Neither automatic nor forced runs send it again…
    await queue.flush(sender, { force: true });
    await queue.flush(sender);
    expect(sender).toHaveBeenCalledTimes(2);

    // …until the caretaker retries it.
    await queue.retry(refused.id);
    expect((await queue.list())[0]).toMatchObject({ status: "pending", lastError: null });
    const again = await queue.flush(ok);
    expect(again.sent).toEqual([refused.id]);
    expect(await queue.list()).toEqual([]);
  });

  it.each([400, 404, 409, 422])("treats %i as a refusal", async (status) => {
    const { queue } = setup();
    await queue.enqueue(newCapture());
    await queue.flush(failWith(status, "Bad capture."));
    expect(queue.getSnapshot().failed).toEqual([expect.objectContaining({ lastError: "Bad capture.", lastStatus: status })]);
  });

  it("discards a capture for good", async () => {
    const { queue, store } = setup();
    const record = await queue.enqueue(newCapture({ thumb: new Blob(["t"], { type: "image/jpeg" }) }));
    await queue.flush(failWith(422));
    await queue.discard(record.id);
    expect(await queue.list()).toEqual([]);
    expect(store.photos.size).toBe(0);
    expect(store.thumbs.size).toBe(0);
  });

  it.each([
    ["no answer", 0],
    ["a 500", 500],
    ["a 503", 503],
    ["a 429", 429],
  ])("keeps the capture pending after %s, stops the run and retries later with the same key", async (_label, status) => {
    const { queue, advance } = setup();
    const first = await queue.enqueue(newCapture());
    const second = await queue.enqueue(newCapture());
    const keys: string[] = [];
    let down = true;
    const sender: CaptureSender = async (_capture, key) => {
      keys.push(key);
      if (down) throw new ApiError(messages.common.networkError, status);
    };
    const result = await queue.flush(sender);
    expect(result).toEqual({ sent: [], refused: [], stoppedBy: "network" });
    // The run stopped at the first failure: the second was not tried.
    expect(keys).toEqual([first.id]);
    expect((await queue.list())[0]).toMatchObject({ status: "pending", attempts: 1, lastStatus: status, nextAttemptAt: 1_000_000 + 30_000 });
    expect(queue.getSnapshot()).toMatchObject({ pendingCount: 2, stoppedBy: "network", flushing: false });

    // An automatic run inside the backoff leaves the first alone and tries the next.
    await queue.flush(sender);
    expect(keys).toEqual([first.id, second.id]);

    // After the backoff, it is tried again with the same Idempotency-Key.
    advance(60_000);
    down = false;
    const later = await queue.flush(sender);
    expect(later.sent).toEqual([first.id, second.id]);
    expect(keys).toEqual([first.id, second.id, first.id, second.id]);
    expect(await queue.count()).toBe(0);
    expect(queue.getSnapshot().stoppedBy).toBeNull();
  });

  it("a forced run ignores the backoff", async () => {
    const { queue } = setup();
    const record = await queue.enqueue(newCapture());
    await queue.flush(failWith(0));
    const sender = vi.fn<CaptureSender>(ok);
    await queue.flush(sender);
    expect(sender).not.toHaveBeenCalled();
    await queue.flush(sender, { force: true });
    expect(sender).toHaveBeenCalledWith(expect.objectContaining({ id: record.id }), record.id);
  });

  it("keeps the capture pending on 401 and stops until the next run", async () => {
    const { queue } = setup();
    await queue.enqueue(newCapture());
    await queue.enqueue(newCapture());
    const sender = vi.fn<CaptureSender>(failWith(401, "Your session has ended."));
    const result = await queue.flush(sender);
    expect(result.stoppedBy).toBe("auth");
    expect(sender).toHaveBeenCalledTimes(1);
    const items = await queue.list();
    expect(items.map((i) => i.status)).toEqual(["pending", "pending"]);
    expect(items[0]).toMatchObject({ attempts: 0, lastStatus: 401, nextAttemptAt: null });
    expect(queue.getSnapshot().stoppedBy).toBe("auth");
    // Logged in again: the next run sends both.
    expect((await queue.flush(ok)).sent).toHaveLength(2);
  });

  it("tells subscribers about counts, refusals and flushing", async () => {
    const { queue } = setup();
    const seen: { pending: number; failed: number; flushing: boolean }[] = [];
    const unsubscribe = queue.subscribe((s) => seen.push({ pending: s.pendingCount, failed: s.failed.length, flushing: s.flushing }));
    await vi.waitFor(() => expect(queue.getSnapshot().loaded).toBe(true));
    await queue.enqueue(newCapture());
    await queue.enqueue(newCapture({ kidName: "Refused" }));
    expect(queue.getSnapshot()).toMatchObject({ pendingCount: 2, failed: [] });
    await queue.flush(async (c) => {
      if (c.kidName === "Refused") throw new ApiError("No.", 422);
    });
    expect(queue.getSnapshot()).toMatchObject({ pendingCount: 0, flushing: false });
    expect(queue.getSnapshot().failed).toHaveLength(1);
    expect(seen).toContainEqual({ pending: 2, failed: 0, flushing: true });
    expect(seen.at(-1)).toEqual({ pending: 0, failed: 1, flushing: false });
    const before = seen.length;
    unsubscribe();
    await queue.enqueue(newCapture());
    expect(seen).toHaveLength(before);
  });

  it("runs one flush at a time: a second call joins the first and also covers captures added meanwhile", async () => {
    const { queue } = setup();
    await queue.enqueue(newCapture({ kidName: "First" }));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    let inFlight = 0;
    const sender: CaptureSender = async (capture) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      if (capture.kidName === "First") await gate;
      sent.push(capture.kidName);
      inFlight -= 1;
    };
    const one = queue.flush(sender);
    await vi.waitFor(() => expect(inFlight).toBe(1));
    await queue.enqueue(newCapture({ kidName: "Second" }));
    const two = queue.flush(sender, { force: true });
    expect(two).toBe(one);
    release();
    const result = await two;
    expect(sent).toEqual(["First", "Second"]);
    expect(result.sent).toHaveLength(2);
  });

  it("skips the run while another tab holds the lock", async () => {
    const store = new MemoryCaptureStore();
    const queue = new CaptureQueue(store, { lock: async () => BUSY });
    await queue.enqueue(newCapture());
    const sender = vi.fn<CaptureSender>(ok);
    expect(await queue.flush(sender)).toEqual({ sent: [], refused: [], stoppedBy: "busy" });
    expect(sender).not.toHaveBeenCalled();
    expect(await queue.count()).toBe(1);
  });

  it("treats an unexpected exception of the sender as no answer (never loses the capture)", async () => {
    const { queue } = setup();
    await queue.enqueue(newCapture());
    const result = await queue.flush(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(result.stoppedBy).toBe("network");
    expect((await queue.list())[0]).toMatchObject({ status: "pending", lastStatus: 0, lastError: "Failed to fetch" });
  });
});

describe("sending over HTTP", () => {
  const queued = (overrides: Partial<QueuedCapture> = {}): QueuedCapture => ({
    ...newCapture(),
    ...captureRecordForTest("6b0c7d1e-9a8f-4e3b-8c2d-1f0e9d8c7b6a", { userProfileUuid: KID }),
    ...overrides,
  });

  it("builds the multipart body of spec §7 with the photo as photo.jpg", async () => {
    const capture = queued();
    const form = captureFormData(capture);
    expect([...form.keys()]).toEqual(["userProfileUuid", "date", "type", "pickupTime", "latitude", "longitude", "takenAt", "photo"]);
    expect(form.get("userProfileUuid")).toBe(KID);
    // When the phone took it: a capture sent after midnight still counts for its day (docs/decisions/0243).
    expect(form.get(ATTENDANCE_CAPTURE.takenAtField)).toBe(new Date(capture.createdAt).toISOString());
    expect(form.get("date")).toBe("2025-06-15");
    expect(form.get("type")).toBe("homePickup");
    expect(form.get("pickupTime")).toBe("08:05");
    expect(form.get("latitude")).toBe("16.306652");
    expect(form.get("longitude")).toBe("80.436539");
    const photo = form.get("photo") as File;
    expect(photo.name).toBe("photo.jpg");
    expect(photo.type).toBe("image/jpeg");
    expect(photo.size).toBe(4);
  });

  it("appends the phone's thumbnail last, as thumb.jpg, when the capture has one", async () => {
    const thumb = new Blob([new Uint8Array([0xff, 0xd8, 0x02, 0x03, 0xff, 0xd9])], { type: "image/jpeg" });
    const form = captureFormData(queued({ thumb, replace: true }));
    expect([...form.keys()]).toEqual(["userProfileUuid", "date", "type", "pickupTime", "latitude", "longitude", "takenAt", "replace", "photo", "thumb"]);
    expect(ATTENDANCE_CAPTURE.thumbField).toBe("thumb");
    const part = form.get(ATTENDANCE_CAPTURE.thumbField) as File;
    expect(part).toBeInstanceOf(File);
    expect(part.name).toBe(ATTENDANCE_CAPTURE.thumbFileName);
    expect(part.name).toBe("thumb.jpg");
    expect(part.type).toBe("image/jpeg");
    expect(part.size).toBe(6);
    expect((form.get("photo") as File).size).toBe(4);
    // A thumbnail the browser left untyped still goes out as a JPEG part.
    const untyped = captureFormData(queued({ thumb: new Blob([new Uint8Array([1, 2])]) })).get("thumb") as File;
    expect(untyped.type).toBe("image/jpeg");
    expect(untyped.size).toBe(2);
  });

  it("sends a capture queued without a thumbnail exactly as before", async () => {
    const form = captureFormData(queued({ thumb: undefined }));
    expect([...form.keys()]).toEqual(["userProfileUuid", "date", "type", "pickupTime", "latitude", "longitude", "takenAt", "photo"]);
    expect(form.has("thumb")).toBe(false);
  });

  it("POSTs with the bearer token and the Idempotency-Key, and maps the answers", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "token-caretaker");
    const fetchMock = mockFetch({ [`POST ${ATTENDANCE_CAPTURE.path}`]: { status: 201, body: { message: "Attendance recorded." } } });
    await expect(sendCapture(queued(), "key-1")).resolves.toEqual({ message: "Attendance recorded." });
    const init = fetchMock.mock.calls[0][1]!;
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer token-caretaker");
    expect(headers.get("Idempotency-Key")).toBe("key-1");
    expect(init.body).toBeInstanceOf(FormData);

    mockFetch({ [`POST ${ATTENDANCE_CAPTURE.path}`]: { status: 400, body: { error: messages.attendance.fields.latitudeInvalid } } });
    await expect(sendCapture(queued(), "key-2")).rejects.toMatchObject({ status: 400, message: messages.attendance.fields.latitudeInvalid });
    mockFetch({ [`POST ${ATTENDANCE_CAPTURE.path}`]: new TypeError("Failed to fetch") });
    await expect(sendCapture(queued(), "key-3")).rejects.toMatchObject({ status: 0 });
  });

  it("flushCaptures sends the queue through fetch with the same key on every retry, and not without a session", async () => {
    const { queue } = setup();
    setCaptureQueueForTests(queue);
    const record = await queue.enqueue(newCapture());
    const fetchMock = mockFetch({ [`POST ${ATTENDANCE_CAPTURE.path}`]: { status: 201, body: {} } });
    expect(await flushCaptures({ force: true })).toMatchObject({ stoppedBy: "auth" });
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem(STORAGE_KEYS.token, "token-caretaker");
    let calls = 0;
    const retried = mockFetch({
      [`POST ${ATTENDANCE_CAPTURE.path}`]: () => (++calls < 3 ? { status: 503, body: { error: "Busy." } } : { status: 201, body: {} }),
    });
    await flushCaptures({ force: true });
    await flushCaptures({ force: true });
    expect(await queue.count()).toBe(1);
    const result = await flushCaptures({ force: true });
    expect(result.sent).toEqual([record.id]);
    const keys = retried.mock.calls.map(([, init]) => new Headers(init!.headers).get("Idempotency-Key"));
    expect(keys).toEqual([record.id, record.id, record.id]);
    expect(await queue.count()).toBe(0);
  });
});
