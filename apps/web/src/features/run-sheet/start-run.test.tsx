import { LIVE_API, messages, RUN_SHEET_PATH, type RunSheet, type RunSheetKid } from "@app/contracts";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetFreshness } from "../../lib/field-freshness";
import { apiCalls, mockFetch, renderApp } from "../../test/app-test-utils";
import { CaptureQueue, MemoryCaptureStore } from "../attendance-capture/capture-queue";
import { setCaptureQueueForTests } from "../attendance-capture/capture-service";
import { MemoryPositionStore } from "../offline/position-store";
import { fakeRouteInfo, fakeRouteKid, fakeRouteStaff } from "../route-views/route-view-fixtures";
import { PositionSharer } from "./position-sharer";
import { setPositionSharerForTests } from "./position-service";

// The run sheet's "Start run" and its line about the van's location (docs/decisions/0267), with a
// fake geolocation and wake lock (jsdom has neither).

const p = messages.positionSharing;
const r = messages.fieldApp.runSheet;
const DATE = "2025-06-15";
/** 08:05 in India: the morning run is the current one. */
const NOW = "2025-06-15T02:35:00Z";

function kid(uuid: string, kidName: string, homePickupDone = false): RunSheetKid {
  const done = { photoUrl: null, photoThumbUrl: null, time: "07:41", latitude: null, longitude: null, capturedBy: "Kamala", capturedByUuid: null, capturedByRole: "caretaker", capturedAt: "2025-06-15T02:11:00.000Z", editedAt: null, editedBy: null };
  return {
    ...fakeRouteKid({ uuid, kidName }),
    stop: 1,
    address: "Arundelpet, Guntur",
    parents: [],
    attendance: { uuid: null, kidName, date: DATE, userProfileUuid: uuid, homePickup: homePickupDone ? done : null, InstituteDrop: null, InstitutePickup: null, homeDrop: null, createdAt: null, updatedAt: null, history: [] },
  };
}

function sheet(): RunSheet {
  return {
    date: DATE,
    day: "today",
    generatedAt: NOW,
    routes: [
      { uuid: "morning-1", run: "morning", routeInfo: fakeRouteInfo({ name: "Brodipet Morning" }), driver: fakeRouteStaff({ name: "Ravi Kumar" }), kids: [kid("kid-1", "Anvi")] },
      { uuid: "morning-2", run: "morning", routeInfo: fakeRouteInfo({ name: "Lakshmipuram Morning" }), driver: fakeRouteStaff({ name: "Ravi Kumar" }), kids: [kid("kid-3", "Sai", true)] },
      { uuid: "evening-1", run: "afternoon", routeInfo: fakeRouteInfo({ name: "Brodipet Evening" }), driver: fakeRouteStaff({ name: "Ravi Kumar" }), kids: [kid("kid-2", "Rahul")] },
    ],
  };
}

let success: PositionCallback | null;
let failure: PositionErrorCallback | null;
let sharer: PositionSharer;
const wakeLock = { request: vi.fn(() => Promise.resolve({ released: false, release: () => Promise.resolve(), addEventListener: () => {} })) };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
  setCaptureQueueForTests(new CaptureQueue(new MemoryCaptureStore()));
  forgetFreshness();
  success = null;
  failure = null;
  wakeLock.request.mockClear();
  sharer = new PositionSharer({
    geolocation: {
      watchPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
        success = ok;
        failure = fail ?? null;
        return 1;
      },
      clearWatch: () => {
        success = null;
      },
      getCurrentPosition: () => {},
    } as Geolocation,
    wakeLock,
    batteryLevel: () => Promise.resolve(null),
    store: new MemoryPositionStore(),
    send: () => Promise.resolve({}),
    userId: () => null,
    document,
    window,
  });
  setPositionSharerForTests(sharer);
});

afterEach(() => {
  setPositionSharerForTests(null);
  setCaptureQueueForTests(null);
  vi.useRealTimers();
});

describe("the run sheet shares the van's position during her current run", () => {
  it("offers Start run on the current run's routes without a capture, and calls start-run", async () => {
    const fetchMock = mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: sheet() }, [`POST ${LIVE_API.startRun("morning-1")}`]: { body: { data: { started: true } } } });
    const { user } = renderApp("/caretaker-dashboard", { as: "caretaker" });

    const morning = await screen.findByRole("region", { name: r.routeHeading("Brodipet Morning") });
    const button = await within(morning).findByRole("button", { name: p.startRunOf("Brodipet Morning") });
    expect(button).toHaveTextContent(p.startRun);
    // A run with a capture is already on; the afternoon run is not current at 08:05.
    expect(within(screen.getByRole("region", { name: r.routeHeading("Lakshmipuram Morning") })).queryByRole("button", { name: /Start run/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: r.routeHeading("Brodipet Evening") })).queryByRole("button", { name: /Start run/ })).not.toBeInTheDocument();

    await user.click(button);
    expect(await within(morning).findByText(p.started)).toBeInTheDocument();
    expect(within(morning).queryByRole("button", { name: p.startRunOf("Brodipet Morning") })).not.toBeInTheDocument();
    const starts = apiCalls(fetchMock).filter(([url, init]) => String(url) === LIVE_API.startRun("morning-1") && init?.method === "POST");
    expect(starts).toHaveLength(1);
  });

  it("says when a start fails, and keeps the button", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: sheet() }, [`POST ${LIVE_API.startRun("morning-1")}`]: new Error("offline") });
    const { user } = renderApp("/caretaker-dashboard", { as: "caretaker" });
    const morning = await screen.findByRole("region", { name: r.routeHeading("Brodipet Morning") });
    await user.click(await within(morning).findByRole("button", { name: p.startRunOf("Brodipet Morning") }));
    expect(await within(morning).findByRole("alert")).toHaveTextContent(p.startFailed);
    expect(within(morning).getByRole("button", { name: p.startRunOf("Brodipet Morning") })).toBeEnabled();
  });

  it("says it is sharing once a fix arrives, with a pause, and holds the screen awake", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: sheet() } });
    const { user } = renderApp("/caretaker-dashboard", { as: "caretaker" });
    expect(await screen.findByText(p.locating)).toBeInTheDocument();
    expect(sharer.getSnapshot().status).toBe("locating");
    act(() => success?.({ timestamp: Date.now(), coords: { latitude: 16.3, longitude: 80.43, accuracy: 10, speed: null, heading: null, altitude: null, altitudeAccuracy: null } } as GeolocationPosition));
    expect(await screen.findByText(p.sharing)).toBeInTheDocument();
    expect(wakeLock.request).toHaveBeenCalledWith("screen");

    await user.click(screen.getByRole("button", { name: p.pause }));
    expect(screen.getByText(p.paused)).toBeInTheDocument();
    expect(success).toBeNull();
    await user.click(screen.getByRole("button", { name: p.resume }));
    expect(screen.getByText(p.locating)).toBeInTheDocument();
  });

  it("tells her to turn the location on when the permission is refused", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: sheet() } });
    renderApp("/caretaker-dashboard", { as: "caretaker" });
    await screen.findByText(p.locating);
    act(() => failure?.({ code: 1, message: "denied", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError));
    expect(await screen.findByText(p.denied)).toBeInTheDocument();
    expect(screen.getByText(p.deniedHint)).toBeInTheDocument();
  });

  it("shares nothing on tomorrow's sheet", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}?day=tomorrow`]: { body: { ...sheet(), day: "tomorrow", date: "2025-06-16" } } });
    renderApp("/caretaker-dashboard?day=tomorrow", { as: "caretaker" });
    await screen.findByRole("region", { name: r.routeHeading("Brodipet Morning") });
    expect(screen.queryByText(p.locating)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Start run/ })).not.toBeInTheDocument();
    expect(success).toBeNull();
  });
});
