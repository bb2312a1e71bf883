import { ATTENDANCE_CAPTURE, CAMERA_IDEAL, messages, STORAGE_KEYS } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { mockFetch } from "../../test/app-test-utils";
import { CaptureDialog } from "./capture-dialog";
import { CaptureQueue, MemoryCaptureStore, type NewCapture } from "./capture-queue";
import { setCaptureQueueForTests } from "./capture-service";
import { ConfirmKidDialog } from "./confirm-kid-dialog";
import { PendingCapturesBanner } from "./pending-captures-banner";
import { RETRY_TICK_MS } from "./use-capture-queue";

const a = messages.attendance;
const c = a.capture;
const KID = { uuid: "3f1c9a52-8f0e-4c55-9a43-2b7a1c0d9e11", kidName: "Anvi" };
const POST = `POST ${ATTENDANCE_CAPTURE.path}`;

// ---- Browser APIs jsdom does not have: camera, location, canvas, media playback. ----

interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
}
let tracks: FakeTrack[] = [];
let getUserMedia: ReturnType<typeof vi.fn>;
let getCurrentPosition: ReturnType<typeof vi.fn>;
let alertMock: ReturnType<typeof vi.fn>;

function fakeStream() {
  const track = { stop: vi.fn() };
  tracks.push(track);
  return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
}

function grantLocation(latitude = 16.306652, longitude = 80.436539) {
  getCurrentPosition.mockImplementation((success: PositionCallback) =>
    success({ coords: { latitude, longitude, accuracy: 12 } } as GeolocationPosition),
  );
}

function defineOn(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
}

const restores: (() => void)[] = [];

/** Replaces a (jsdom) getter for one test; afterEach puts the original back. */
function overrideGetter(target: object, key: string, value: unknown) {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { get: () => value, configurable: true });
  restores.push(() => (original ? Object.defineProperty(target, key, original) : delete (target as Record<string, unknown>)[key]));
}

let queue: CaptureQueue;
/** Every JPEG the dialog encoded: the canvas's size and the quality. */
let encoded: { width: number; height: number; quality: number | undefined }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T02:35:00Z")); // 08:05 in India
  tracks = [];
  getUserMedia = vi.fn(async () => fakeStream());
  getCurrentPosition = vi.fn();
  grantLocation();
  alertMock = vi.fn();
  defineOn(navigator, "mediaDevices", { getUserMedia });
  defineOn(navigator, "geolocation", { getCurrentPosition });
  vi.stubGlobal("alert", alertMock);
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  // The fake camera's frames have a size at once (a real one fires loadedmetadata a moment later).
  overrideGetter(HTMLMediaElement.prototype, "readyState", 4);
  overrideGetter(HTMLVideoElement.prototype, "videoWidth", 1920);
  overrideGetter(HTMLVideoElement.prototype, "videoHeight", 1080);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () => ({ drawImage: vi.fn(), imageSmoothingEnabled: true, imageSmoothingQuality: "high" }) as unknown as CanvasRenderingContext2D,
  );
  encoded = [];
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback, type?: string, quality?: number) {
    encoded.push({ width: this.width, height: this.height, quality });
    callback(new Blob([new Uint8Array(2048)], { type }));
  });
  localStorage.setItem(STORAGE_KEYS.token, "token-caretaker");
  queue = new CaptureQueue(new MemoryCaptureStore());
  setCaptureQueueForTests(queue);
});

afterEach(() => {
  act(() => notifications.clean());
  setCaptureQueueForTests(null);
  delete (navigator as unknown as Record<string, unknown>).mediaDevices;
  delete (navigator as unknown as Record<string, unknown>).geolocation;
  for (const restore of restores.splice(0)) restore();
  vi.useRealTimers();
});

function renderDialog(props: { onClose?: () => void; onQueued?: () => void } = {}) {
  const onClose = props.onClose ?? vi.fn();
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <CaptureDialog opened onClose={onClose} kid={KID} onQueued={props.onQueued} />
    </AppProviders>,
  );
  return { ...view, user, onClose };
}

const submitButton = () => screen.getByRole("button", { name: c.submit });
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

/** The time picker: hours (named for the leg), minutes and AM/PM boxes; the value the capture sends. */
const hoursBox = (label: string) => screen.getByRole("spinbutton", { name: label });
const minutesBox = () => screen.getByRole("spinbutton", { name: c.minutesLabel });
const amPmBox = () => screen.getByRole("combobox", { name: c.amPmLabel });
// The dialog is portalled out of the render container: the picker's hidden input is found in the document.
const timeValue = () => document.querySelector<HTMLInputElement>('input[name="pickupTime"]')?.value;

async function setTime(user: ReturnType<typeof userEvent.setup>, label: string, hours: string, minutes: string, amPm: "AM" | "PM") {
  fireEvent.change(hoursBox(label), { target: { value: hours } });
  fireEvent.change(minutesBox(), { target: { value: minutes } });
  await user.selectOptions(amPmBox(), amPm);
}

async function capturePhoto(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole("button", { name: c.capture });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  expect(await screen.findByRole("button", { name: c.retake })).toBeInTheDocument();
}

describe("Capture Details dialog", () => {
  it("opens with the back camera at 4096x2160, the location, the kid id and today's date and time", async () => {
    renderDialog();
    expect(await screen.findByRole("dialog", { name: c.title })).toBeInTheDocument();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: {
        facingMode: "environment",
        width: { ideal: CAMERA_IDEAL.width, max: CAMERA_IDEAL.width },
        height: { ideal: CAMERA_IDEAL.height, max: CAMERA_IDEAL.height },
      },
    });
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), expect.objectContaining({ enableHighAccuracy: true }));
    expect(await screen.findByText(c.locationFound(12))).toBeInTheDocument();
    // Issue 9: no raw id for the caretaker to read.
    expect(screen.queryByDisplayValue(KID.uuid)).not.toBeInTheDocument();
    // DD-MM-YYYY whatever the browser's locale (issue 11).
    expect(field(c.dateLabel)).toHaveValue("15-06-2025");
    // Today's, never another day (docs/decisions/0243); the time can be corrected.
    expect(field(c.dateLabel)).toHaveAttribute("readonly");
    expect(screen.getByText(c.dateTodayHint)).toBeInTheDocument();
    // 12-hour with AM/PM whatever the browser's locale (issue 11), drawn by the app, not <input type="time">.
    expect(hoursBox("Pickup time")).toHaveValue("08");
    expect(minutesBox()).toHaveValue("05");
    expect(amPmBox()).toHaveValue("AM");
    expect(within(amPmBox()).getAllByRole("option").map((o) => o.textContent)).toEqual(expect.arrayContaining(["AM", "PM"]));
    expect(document.querySelector('input[type="time"]')).toBeNull();
    expect(screen.getByText(messages.common.timesAreIst)).toBeInTheDocument();
    expect(screen.queryByTestId("time-reading")).not.toBeInTheDocument();
    const select = screen.getByLabelText(c.typeLabel, { exact: false });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Home Pickup", "Institute Drop", "Institute Pickup", "Home Drop"]);
    expect(select).toHaveValue("homePickup");
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("alerts when location access is denied", async () => {
    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: "denied", PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    renderDialog();
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Please allow location access to continue."));
    expect(alertMock).toHaveBeenCalledTimes(1);
  });

  it("tries network location when GPS gives no fix, and offers Try again when that fails too", async () => {
    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 3, message: "timeout" } as GeolocationPositionError),
    );
    const { user } = renderDialog();
    expect(await screen.findByText(c.locationUnavailable)).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(getCurrentPosition.mock.calls[1][2]).toMatchObject({ enableHighAccuracy: false });
    expect(alertMock).not.toHaveBeenCalled();
    grantLocation();
    await user.click(screen.getByRole("button", { name: c.retryLocation }));
    expect(await screen.findByText(c.locationFound(12))).toBeInTheDocument();
  });

  it("alerts when camera access is denied and offers the phone's camera app instead", async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error("denied"), { name: "NotAllowedError" }));
    renderDialog();
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Please allow webcam access to continue."));
    expect(screen.getByLabelText(c.takePhoto)).toHaveAttribute("capture", "environment");
    expect(screen.getByRole("button", { name: c.capture })).toBeDisabled();
  });

  it("offers the phone's camera app when no camera can be opened (no API, insecure page)", async () => {
    delete (navigator as unknown as Record<string, unknown>).mediaDevices;
    renderDialog();
    expect(await screen.findByText(c.cameraUnavailable)).toBeInTheDocument();
    expect(screen.getByText(c.cameraFallbackHint)).toBeInTheDocument();
    expect(screen.getByLabelText(c.takePhoto)).toHaveAttribute("type", "file");
    expect(screen.getByRole("button", { name: c.retryCamera })).toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("enables Capture only once the camera's frames have a size", async () => {
    overrideGetter(HTMLMediaElement.prototype, "readyState", 0);
    renderDialog();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    const button = screen.getByRole("button", { name: c.capture });
    await act(async () => {});
    expect(button).toBeDisabled();
    fireEvent(screen.getByLabelText(c.cameraPreview), new Event("loadedmetadata"));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("switches between the back and the front camera, stopping the previous one", async () => {
    const { user } = renderDialog();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole("button", { name: c.useFrontCamera }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(getUserMedia.mock.calls[1][0]).toMatchObject({ video: { facingMode: "user" } });
    expect(tracks[0].stop).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: c.useBackCamera }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(3));
    expect(getUserMedia.mock.calls[2][0]).toMatchObject({ video: { facingMode: "environment" } });
  });

  it("enables Submit only with a photo and a pickup time; Retake goes back to the camera", async () => {
    const { user } = renderDialog();
    expect(await screen.findByRole("button", { name: c.submit })).toBeDisabled();
    expect(screen.getByText(c.submitHint)).toBeInTheDocument();
    await capturePhoto(user);
    expect(screen.getByRole("img", { name: c.capturedPhotoAlt("Anvi") })).toBeVisible();
    expect(submitButton()).toBeEnabled();
    // Clearing the hours to retype them keeps the minutes and AM/PM (and blocks Submit meanwhile).
    fireEvent.keyDown(hoursBox("Pickup time"), { key: "Backspace" });
    expect(submitButton()).toBeDisabled();
    expect(await screen.findByText(messages.attendance.fields.pickupTimeRequired)).toBeInTheDocument();
    expect(minutesBox()).toHaveValue("05");
    fireEvent.change(hoursBox("Pickup time"), { target: { value: "7" } });
    expect(submitButton()).toBeEnabled();
    expect(timeValue()).toBe("07:05");
    await user.click(screen.getByRole("button", { name: c.retake }));
    expect(screen.getByRole("button", { name: c.capture })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it("queues the capture with the chosen fields, closes, stops the camera and reports the server's acknowledgement", async () => {
    let sent: FormData | null = null;
    let key: string | null = null;
    const fetchMock = mockFetch({
      [POST]: (init) => {
        sent = init.body as FormData;
        key = new Headers(init.headers).get("Idempotency-Key");
        return { status: 201, body: { message: "ok" } };
      },
    });
    const onQueued = vi.fn();
    const { user, onClose, unmount } = renderDialog({ onQueued });
    await capturePhoto(user);
    await user.selectOptions(screen.getByLabelText(c.typeLabel, { exact: false }), "instituteDrop");
    // The time field is named for the leg: a drop has a "Drop time".
    expect(screen.queryByLabelText("Pickup time", { exact: false })).not.toBeInTheDocument();
    // 4:30 PM in the 12-hour picker is the spec's "HH:mm", 24-hour, on the wire.
    await setTime(user, "Drop time", "4", "30", "PM");
    expect(timeValue()).toBe("16:30");
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const record = onQueued.mock.calls[0][0];
    expect(record).toMatchObject({
      userProfileUuid: KID.uuid,
      kidName: "Anvi",
      date: "2025-06-15",
      type: "instituteDrop",
      pickupTime: "16:30",
      latitude: 16.306652,
      longitude: 80.436539,
    });
    // Spec §8's sentence with the leg in words (issue 9).
    expect(await screen.findByText("Attendance for Institute Drop submitted successfully")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(key).toBe(record.id);
    const form = sent as unknown as FormData;
    expect(form.get("userProfileUuid")).toBe(KID.uuid);
    expect(form.get("type")).toBe("instituteDrop");
    expect(form.get("pickupTime")).toBe("16:30");
    expect(form.get("date")).toBe("2025-06-15");
    // When the phone took it (docs/decisions/0243).
    expect(form.get("takenAt")).toBe(new Date(record.createdAt).toISOString());
    expect(form.get("latitude")).toBe("16.306652");
    expect((form.get("photo") as File).name).toBe("photo.jpg");
    // The phone's thumbnail of the 1600x900 photo rides along, last (docs/decisions/0206).
    expect(encoded).toEqual([
      { width: 1600, height: 900, quality: 0.8 },
      { width: 160, height: 90, quality: 0.8 },
    ]);
    expect([...form.keys()].at(-1)).toBe(ATTENDANCE_CAPTURE.thumbField);
    const thumb = form.get(ATTENDANCE_CAPTURE.thumbField) as File;
    expect(thumb.name).toBe(ATTENDANCE_CAPTURE.thumbFileName);
    expect(thumb.type).toBe("image/jpeg");
    expect(record).not.toHaveProperty("thumb");
    expect(await queue.count()).toBe(0);

    unmount();
    expect(tracks.every((t) => t.stop.mock.calls.length > 0)).toBe(true);
  });

  it("keeps the capture on the phone when the network is down and says so", async () => {
    mockFetch({ [POST]: new TypeError("Failed to fetch") });
    const { user, onClose } = renderDialog();
    await capturePhoto(user);
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(a.toasts.savedOnPhone)).toBeInTheDocument();
    expect(await queue.list()).toEqual([expect.objectContaining({ status: "pending", attempts: 1, type: "homePickup", pickupTime: "08:05" })]);
  });

  it("still queues and sends the photo when its thumbnail cannot be encoded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(HTMLCanvasElement.prototype.toBlob).mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback, type?: string) {
      // The browser gives null when it cannot encode; only the thumbnail's canvas fails here.
      callback(this.width === ATTENDANCE_CAPTURE.thumbSide ? null : new Blob([new Uint8Array(2048)], { type }));
    });
    let sent: FormData | null = null;
    mockFetch({
      [POST]: (init) => {
        sent = init.body as FormData;
        return { status: 201, body: {} };
      },
    });
    const { user, onClose } = renderDialog();
    await capturePhoto(user);
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(sent).not.toBeNull());
    const form = sent as unknown as FormData;
    expect((form.get("photo") as File).name).toBe("photo.jpg");
    expect(form.has(ATTENDANCE_CAPTURE.thumbField)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    mockFetch({ [POST]: { status: 403, body: { error: "This kid is not on your route." } } });
    const { user } = renderDialog();
    await capturePhoto(user);
    await user.click(submitButton());
    expect(await screen.findByText(a.toasts.refused("This kid is not on your route."))).toBeInTheDocument();
    expect(queue.getSnapshot().failed).toHaveLength(1);
  });

  it("takes today's date, which the caretaker cannot change (docs/decisions/0243)", async () => {
    mockFetch({ [POST]: { status: 201, body: { message: "ok" } } });
    const onQueued = vi.fn();
    const { user, onClose } = renderDialog({ onQueued });
    await capturePhoto(user);
    await user.type(field(c.dateLabel), "{backspace}{backspace}14-06-2025");
    expect(field(c.dateLabel)).toHaveValue("15-06-2025");
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onQueued.mock.calls[0][0]).toMatchObject({ date: "2025-06-15", pickupTime: "08:05" });
  });

  it("stops the camera when the dialog is closed", async () => {
    const { user, onClose, rerender } = renderDialog();
    await waitFor(() => expect(tracks).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: c.cancel }));
    expect(onClose).toHaveBeenCalled();
    rerender(
      <AppProviders>
        <CaptureDialog opened={false} onClose={onClose} kid={KID} />
      </AppProviders>,
    );
    await waitFor(() => expect(tracks[0].stop).toHaveBeenCalled());
  });
});

describe("ConfirmKidDialog", () => {
  it("asks about the kid and answers No or Yes", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ConfirmKidDialog opened kidName="Anvi" onConfirm={onConfirm} onCancel={onCancel} />
      </AppProviders>,
    );
    expect(await screen.findByRole("dialog", { name: "Do you want to proceed with Anvi?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe("PendingCapturesBanner", () => {
  const capture = (overrides: Partial<NewCapture> = {}): NewCapture => ({
    userProfileUuid: KID.uuid,
    kidName: "Anvi",
    date: "2025-06-15",
    type: "homePickup",
    pickupTime: "08:05",
    latitude: 16.3,
    longitude: 80.4,
    photo: new Blob(["jpeg"], { type: "image/jpeg" }),
    ...overrides,
  });

  function renderBanner() {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <PendingCapturesBanner />
      </AppProviders>,
    );
    return user;
  }

  it("counts the waiting captures, sends them on mount, on Send now and when the connection returns", async () => {
    await queue.enqueue(capture());
    await queue.enqueue(capture({ kidName: "Ravi" }));
    const fetchMock = mockFetch({ [POST]: new TypeError("Failed to fetch") });
    const user = renderBanner();
    expect(await screen.findByRole("status")).toHaveTextContent("2 captures waiting to be sent");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1)); // on mount; stops at the first failure
    expect(await screen.findByText(a.queue.retryingLater)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: a.queue.sendNow }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    const keys: string[] = [];
    mockFetch({
      [POST]: (init) => {
        keys.push(new Headers(init.headers).get("Idempotency-Key")!);
        return keys.length === 1 ? { status: 201, body: {} } : new TypeError("Failed to fetch");
      },
    });
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1 capture waiting to be sent"));

    mockFetch({ [POST]: { status: 201, body: {} } });
    await user.click(screen.getByRole("button", { name: a.queue.sendNow }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(a.queue.allSent));
    expect(screen.queryByRole("button", { name: a.queue.sendNow })).not.toBeInTheDocument();
  });

  it("shows refused captures with the server's reason, and lets the caretaker retry or discard them", async () => {
    await queue.enqueue(capture({ kidName: "Anvi" }));
    await queue.enqueue(capture({ kidName: "Ravi", type: "homeDrop", pickupTime: "17:30" }));
    mockFetch({ [POST]: { status: 422, body: { error: "Photo is not a JPEG." } } });
    const user = renderBanner();
    expect(await screen.findByText(a.queue.failedTitle(2))).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Anvi · Home Pickup · 15-06-2025 8:05 AM");
    expect(items[1]).toHaveTextContent("Ravi · Home Drop · 15-06-2025 5:30 PM");
    expect(items[0]).toHaveTextContent("Photo is not a JPEG.");
    expect(screen.getByRole("status")).toHaveTextContent("");

    const fetchMock = mockFetch({ [POST]: { status: 201, body: {} } });
    await user.click(within(items[0]).getByRole("button", { name: a.queue.retry }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const ravi = screen.getByRole("listitem");
    await user.click(within(ravi).getByRole("button", { name: a.queue.discard }));
    expect(within(ravi).getByText(a.queue.discardConfirm)).toBeInTheDocument();
    await user.click(within(ravi).getByRole("button", { name: a.queue.discardYes }));
    await waitFor(() => expect(screen.queryByRole("listitem")).not.toBeInTheDocument());
    expect(await queue.list()).toEqual([]);
  });

  it("retries by itself every 30 s while captures wait", async () => {
    const setIntervalSpy = vi.spyOn(window, "setInterval");
    const tick = () => {
      const call = setIntervalSpy.mock.calls.findLast(([, ms]) => ms === RETRY_TICK_MS);
      expect(call).toBeDefined();
      act(() => (call![0] as () => void)());
    };
    await queue.enqueue(capture());
    let calls = 0;
    mockFetch({ [POST]: () => (++calls === 1 ? new TypeError("Failed to fetch") : { status: 201, body: {} }) });
    renderBanner();
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole("status")).toHaveTextContent("1 capture waiting to be sent");
    // A tick inside the capture's backoff (24–36 s after the failure) sends nothing.
    vi.setSystemTime(new Date("2025-06-15T02:35:20Z"));
    tick();
    await waitFor(() => expect(queue.getSnapshot().flushing).toBe(false));
    expect(calls).toBe(1);
    vi.setSystemTime(new Date("2025-06-15T02:36:00Z"));
    tick();
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(a.queue.allSent));
  });

  it("says the session ended when the server answers 401, keeping the captures", async () => {
    await queue.enqueue(capture());
    mockFetch({ [POST]: { status: 401, body: { error: "Unauthorized" } } });
    renderBanner();
    expect(await screen.findByText(a.queue.loginAgain)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 capture waiting to be sent");
    expect(await queue.count()).toBe(1);
  });

  it("shows nothing while the queue is empty", async () => {
    const fetchMock = mockFetch({});
    renderBanner();
    await waitFor(() => expect(queue.getSnapshot().loaded).toBe(true));
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
