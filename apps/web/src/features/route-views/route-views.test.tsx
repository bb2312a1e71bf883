import { API, messages, STORAGE_KEYS } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeLoginResponse, mockFetch, renderApp } from "../../test/app-test-utils";
import { CaptureQueue, MemoryCaptureStore } from "../attendance-capture/capture-queue";
import { setCaptureQueueForTests } from "../attendance-capture/capture-service";
import { fakeCaretakerRoute, fakeDriverRoute, fakeKidRoute, fakeRouteInfo, fakeRouteKid, fakeRouteStaff } from "./route-view-fixtures";

const ui = messages.routes.views.ui;
const common = messages.common;
const photoAlt = messages.staff.ui.photoAlt;

type Reply = { status: number; body: unknown };
/** A reply the test releases later (to see the loading text). */
function deferred() {
  let release: (reply: Reply) => void = () => {};
  const promise = new Promise<Reply>((resolve) => (release = resolve));
  return { promise, release };
}

let queue: CaptureQueue;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T02:35:00Z"));
  // The caretaker page mounts the pending-captures banner: keep its queue in memory.
  queue = new CaptureQueue(new MemoryCaptureStore());
  setCaptureQueueForTests(queue);
});

afterEach(() => {
  act(() => notifications.clean());
  setCaptureQueueForTests(null);
  vi.useRealTimers();
});

describe("driver: /driver-dashboard/kiddetails", () => {
  const path = API.driverRoute("driver-uuid");

  it("lists each route with From/To, the caretaker with photo and phone, and its kids", async () => {
    const answer = deferred();
    const fetchMock = mockFetch({
      [`GET ${path}`]: () => answer.promise,
    });
    renderApp("/driver-dashboard/kiddetails", { as: "driver" });
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.driverKidDetails })).toBeInTheDocument();
    expect(await screen.findByText(common.loadingKidDetails)).toBeInTheDocument();

    answer.release({
      status: 200,
      body: [
        fakeDriverRoute([fakeRouteKid(), fakeRouteKid({ uuid: "kid-2", kidName: "Rahul", gender: "male", age: 9, kidsImage: null, kidsImageThumb: null, status: "paused" })]),
        fakeDriverRoute([], {
          uuid: "assignment-2",
          routeInfo: fakeRouteInfo({ uuid: "route-2", name: "Arundelpet Evening", from: "Arundelpet", to: "Kids Academy", stops: [] }),
        }),
      ],
    });

    const morning = await screen.findByRole("region", { name: "Brodipet Morning" });
    expect(within(morning).getByText("Brodipet")).toBeInTheDocument();
    expect(within(morning).getByText("St. Joseph's School")).toBeInTheDocument();
    expect(within(morning).getByText("Brodipet 4th Lane, Lakshmipuram")).toBeInTheDocument();
    // The caretaker: photo falls back to the default picture (none uploaded), name, phone to call.
    expect(within(morning).getByText("Lakshmi Devi")).toBeInTheDocument();
    expect(within(morning).getByRole("img", { name: photoAlt("Lakshmi Devi") })).toHaveAttribute("data-fallback", "true");
    expect(within(morning).getByRole("link", { name: ui.call("Lakshmi Devi", "9123456780") })).toHaveAttribute("href", "tel:+919123456780");
    // The kids, with photos (thumbnail, or the default picture) and their status when not active.
    const kids = within(morning).getByRole("list", { name: ui.kids });
    expect(within(kids).getAllByRole("listitem")).toHaveLength(2);
    expect(within(kids).getByRole("img", { name: photoAlt("Anvi") })).toHaveAttribute("src", "/api/files/k1-thumb");
    expect(within(kids).getByRole("img", { name: photoAlt("Rahul") })).toHaveAttribute("data-fallback", "true");
    expect(within(kids).getByText(messages.kids.statusLabels.paused)).toBeInTheDocument();
    expect(within(morning).getByText(ui.kidsOnRoute(2))).toBeInTheDocument();
    expect(within(morning).queryByText(common.empty.noKidsOnRoute)).not.toBeInTheDocument();

    const evening = screen.getByRole("region", { name: "Arundelpet Evening" });
    expect(within(evening).getByText(common.empty.noKidsOnRoute)).toBeInTheDocument();
    expect(within(evening).queryByRole("list")).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledWith(path, expect.anything());
  });

  it("says so when the driver has no route, and shows a load failure with Try again", async () => {
    mockFetch({ [`GET ${path}`]: { status: 200, body: [] } });
    const { unmount } = renderApp("/driver-dashboard/kiddetails", { as: "driver" });
    expect(await screen.findByText(common.empty.noRoutesAvailable)).toBeInTheDocument();
    unmount();

    mockFetch({ [`GET ${path}`]: { status: 500, body: {} } });
    renderApp("/driver-dashboard/kiddetails", { as: "driver" });
    expect(await screen.findByRole("alert")).toHaveTextContent(ui.loadFailure);
    expect(screen.getByRole("button", { name: messages.staff.ui.retry })).toBeInTheDocument();
  });
});

// ---- Caretaker: the real Capture Details dialog needs a camera and a location (jsdom has neither). ----

function fakeDevices() {
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: vi.fn() }], getVideoTracks: () => [] }) as unknown as MediaStream);
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude: 16.3, longitude: 80.43, accuracy: 10 } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  return { getUserMedia };
}

describe("caretaker: /caretaker-dashboard/caretakerkiddetails", () => {
  const path = API.caretakerRoute("caretaker-uuid");

  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>).mediaDevices;
    delete (navigator as unknown as Record<string, unknown>).geolocation;
  });

  it("shows the only route chosen, its driver and its kids; a kid asks first, No closes, Yes opens Capture Details", async () => {
    const { getUserMedia } = fakeDevices();
    const answer = deferred();
    mockFetch({ [`GET ${path}`]: () => answer.promise });
    const { user } = renderApp("/caretaker-dashboard/caretakerkiddetails", { as: "caretaker" });
    expect(await screen.findByText(common.loadingKidDetails)).toBeInTheDocument();
    answer.release({
      status: 200,
      body: [fakeCaretakerRoute([fakeRouteKid(), fakeRouteKid({ uuid: "kid-2", kidName: "Rahul", kidsImage: null, kidsImageThumb: null })])],
    });

    expect(await screen.findByRole("heading", { name: "Brodipet Morning" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: ui.chooseRoute })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: ui.call("Ravi Kumar", "9876543210") })).toHaveAttribute("href", "tel:+919876543210");
    const list = screen.getByRole("list", { name: /Kids/ });
    // Each kid also has "Not at the stop" (issue 10): the kid buttons are the others.
    const buttons = within(list)
      .getAllByRole("button")
      .filter((b) => b.textContent !== messages.day.absences.notAtStop);
    expect(within(list).getAllByRole("button", { name: messages.day.absences.notAtStop })).toHaveLength(2);
    expect(buttons.map((b) => b.textContent)).toEqual([expect.stringContaining("Anvi"), expect.stringContaining("Rahul")]);
    expect(buttons[0]).toHaveAccessibleDescription(ui.pickKidHint);

    await user.click(within(list).getByRole("button", { name: /Anvi/ }));
    const confirm = await screen.findByRole("dialog", { name: messages.attendance.confirm.question("Anvi") });
    await user.click(within(confirm).getByRole("button", { name: messages.attendance.confirm.no }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(getUserMedia).not.toHaveBeenCalled();

    await user.click(within(list).getByRole("button", { name: /Rahul/ }));
    const again = await screen.findByRole("dialog", { name: messages.attendance.confirm.question("Rahul") });
    await user.click(within(again).getByRole("button", { name: messages.attendance.confirm.yes }));
    const capture = await screen.findByRole("dialog", { name: messages.attendance.capture.title });
    expect(within(capture).getByText(messages.attendance.capture.kid("Rahul"))).toBeInTheDocument();
    expect(within(capture).queryByDisplayValue("kid-2")).not.toBeInTheDocument();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());

    await user.click(within(capture).getByRole("button", { name: messages.attendance.capture.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: messages.attendance.capture.title })).not.toBeInTheDocument());
  });

  it("lets the caretaker choose among several routes, and says when a route has no kids", async () => {
    mockFetch({
      [`GET ${path}`]: {
        status: 200,
        body: [
          fakeCaretakerRoute([fakeRouteKid()]),
          fakeCaretakerRoute([], {
            uuid: "assignment-2",
            routeInfo: fakeRouteInfo({ uuid: "route-2", name: "Arundelpet Evening", from: "Arundelpet", to: "Kids Academy" }),
            driver: fakeRouteStaff({ uuid: "driver-2", name: "Suresh Babu", phoneNumber: "9000000001" }),
          }),
        ],
      },
    });
    const { user } = renderApp("/caretaker-dashboard/caretakerkiddetails", { as: "caretaker" });
    const select = await screen.findByRole("combobox", { name: ui.chooseRoute });
    expect(select).toHaveValue("assignment-1");
    expect(screen.getByRole("button", { name: /Anvi/ })).toBeInTheDocument();

    await user.selectOptions(select, "Arundelpet Evening");
    expect(await screen.findByRole("heading", { name: "Arundelpet Evening" })).toBeInTheDocument();
    expect(screen.getByText("Suresh Babu")).toBeInTheDocument();
    expect(screen.getByText(common.empty.noKidsOnRoute)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Anvi/ })).not.toBeInTheDocument();
  });

  it("shows the captures waiting on the phone above the kids", async () => {
    await queue.enqueue({
      userProfileUuid: "kid-1",
      kidName: "Anvi",
      date: "2025-06-15",
      type: "homePickup",
      pickupTime: "08:05",
      latitude: 16.3,
      longitude: 80.4,
      photo: new Blob(["jpeg"], { type: "image/jpeg" }),
    });
    mockFetch({
      [`GET ${path}`]: { status: 200, body: [] },
      [`POST /api/v1/kid-attendance`]: new TypeError("Failed to fetch"),
    });
    renderApp("/caretaker-dashboard/caretakerkiddetails", { as: "caretaker" });
    expect(await screen.findByText(messages.attendance.queue.waiting(1))).toBeInTheDocument();
    expect(await screen.findByText(common.empty.noRoutesAvailable)).toBeInTheDocument();
  });
});

describe("parent: /parent-dashboard/parentKidroute", () => {
  it("shows the active kid's route with its driver and caretaker, and follows kid switching", async () => {
    const login = fakeLoginResponse("mother", {
      kids: [
        { uuid: "kid-1", kidName: "Anvi" },
        { uuid: "kid-2", kidName: "Rahul" },
      ],
    });
    const first = deferred();
    const fetchMock = mockFetch({
      [`GET ${API.kidRoute("kid-1")}`]: () => first.promise,
      [`GET ${API.kidRoute("kid-2")}`]: { status: 200, body: [] },
    });
    const { user, store } = renderApp("/parent-dashboard/parentKidroute", { as: login });
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.parentKidRoute })).toBeInTheDocument();
    expect(await screen.findByText(common.loadingRouteDetails)).toBeInTheDocument();
    first.release({
      status: 200,
      body: [
        fakeKidRoute(fakeRouteKid()),
        fakeKidRoute(fakeRouteKid(), { uuid: "assignment-9", routeInfo: fakeRouteInfo({ uuid: "route-9", name: "Tuition Evening" }) }),
      ],
    });

    const route = await screen.findByRole("region", { name: "Brodipet Morning" });
    // Every route the kid rides (issue 10, docs/decisions/0065), not only the first of the list.
    expect(screen.getByRole("region", { name: "Tuition Evening" })).toBeInTheDocument();
    expect(within(route).getByText("Brodipet")).toBeInTheDocument();
    expect(within(route).getByText("St. Joseph's School")).toBeInTheDocument();
    const driver = within(route).getByRole("region", { name: `${ui.driver}: Ravi Kumar` });
    expect(within(driver).getByRole("img", { name: photoAlt("Ravi Kumar") })).toHaveAttribute("src", "/api/files/p1-thumb");
    expect(within(driver).getByRole("link", { name: ui.call("Ravi Kumar", "9876543210") })).toHaveAttribute("href", "tel:+919876543210");
    const caretaker = within(route).getByRole("region", { name: `${ui.caretaker}: Lakshmi Devi` });
    expect(within(caretaker).getByRole("img", { name: photoAlt("Lakshmi Devi") })).toHaveAttribute("data-fallback", "true");
    expect(within(caretaker).getByRole("link", { name: ui.call("Lakshmi Devi", "9123456780") })).toHaveTextContent("9123456780");

    // Switching the kid here (the navbar menu calls the same store action) loads that kid's route.
    await user.click(screen.getByRole("radio", { name: "Rahul" }));
    expect(await screen.findByText(common.empty.noRoutesAvailable)).toBeInTheDocument();
    expect(screen.queryByText("Ravi Kumar")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(API.kidRoute("kid-2"), expect.anything());

    act(() => store.setActiveKid("kid-1"));
    expect(await screen.findByRole("region", { name: "Brodipet Morning" })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.kidName)).toBe("Anvi");
  });

  it("shows the server's reason when the route cannot be loaded", async () => {
    mockFetch({ [`GET ${API.kidRoute("kid-1")}`]: { status: 403, body: { error: "You may not see this kid." } } });
    renderApp("/parent-dashboard/parentKidroute", { as: "father" });
    expect(await screen.findByRole("alert")).toHaveTextContent("You may not see this kid.");
  });
});
