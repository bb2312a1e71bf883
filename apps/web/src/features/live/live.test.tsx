import { LIVE_API, LIVE_EVENTS, messages, type KidLive, type LiveVehicle } from "@app/contracts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { apiCalls, fakeLoginResponse, mockFetch, phoneViewport, renderApp } from "../../test/app-test-utils";
import { FIELD_DATA_URL } from "../offline/field-data";
import { KidLiveCards, LiveVans } from ".";
import { LIVE_POLL_MS } from "./live-api";
import { LIVE_COALESCE_MS } from "./use-live-updates";

// The van on the parent's home and the office's board (docs/decisions/0266). The map is P2's
// Leaflet component: here a list of its markers, so the test reads what it would draw.
vi.mock("../../components/map", () => ({
  MapView: ({ markers, label }: { markers: { id: string; kind: string; label: string }[]; label?: string }) => (
    <ul aria-label={label}>
      {markers.map((m) => (
        <li key={m.id}>{`${m.kind}: ${m.label}`}</li>
      ))}
    </ul>
  ),
}));

const p = messages.liveScreens.parent;
const b = messages.liveScreens.board;
const kid = { uuid: "kid-1", kidName: "Anvi" };
const NOW = Date.parse("2026-11-28T02:30:00.000Z");

/** A stand-in for the browser's EventSource: the test opens, breaks and feeds it. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }
  send(type: string) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify({ assignmentUuid: "a-1" }) }));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderWith(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...render(<AppProviders queryClient={queryClient}>{node}</AppProviders>), queryClient };
}

const liveAnswer = (overrides: Partial<KidLive> = {}): { body: { data: KidLive } } => ({
  body: {
    data: {
      active: true,
      vehicle: { lat: 16.3001, lng: 80.4412, at: new Date(NOW - 5_000).toISOString(), stale: false },
      eta: { leg: "homeDrop", minMinutes: 7, maxMinutes: 10, stopsBefore: 2 },
      stop: { lat: 16.3032, lng: 80.4365 },
      ...overrides,
    },
  },
});

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) => apiCalls(fetchMock).filter(([input]) => String(input) === path).length;

describe("the parent's van card", () => {
  it("shows nothing at all while the kid's trip is not on", async () => {
    const fetchMock = mockFetch({ [`GET ${LIVE_API.kidLive(kid.uuid)}`]: { body: { data: { active: false, vehicle: null, eta: null } } } });
    const { queryClient } = renderWith(<KidLiveCards kids={[kid]} />);
    await waitFor(() => expect(queryClient.getQueryState(["live", "kid", kid.uuid])?.status).toBe("success"));
    expect(callsTo(fetchMock, LIVE_API.kidLive(kid.uuid))).toBe(1);
    expect(screen.queryByRole("heading", { name: p.title(kid.kidName) })).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("while the trip is on shows the van and the kid's stop on the map, the ETA as a range and the stops before", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    mockFetch({ [`GET ${LIVE_API.kidLive(kid.uuid)}`]: liveAnswer() });
    renderWith(<KidLiveCards kids={[kid]} />);
    const card = (await screen.findByRole("heading", { name: p.title(kid.kidName) })).closest("section")!;
    expect(within(card as HTMLElement).getByText("7–10 min")).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText("2 stops before yours")).toBeInTheDocument();
    const map = within(card as HTMLElement).getByRole("list", { name: p.mapLabel(kid.kidName) });
    expect(within(map).getAllByRole("listitem").map((li) => li.textContent)).toEqual([`home: ${p.stopMarker}`, `van: ${p.vanMarker}`]);
    // A fresh position says when it was taken, not "last seen".
    expect(within(card as HTMLElement).queryByText(/Last seen/)).not.toBeInTheDocument();
  });

  it("says 'Last seen 40 s ago' when the van's positions stopped", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    mockFetch({
      [`GET ${LIVE_API.kidLive(kid.uuid)}`]: liveAnswer({
        vehicle: { lat: 16.3001, lng: 80.4412, at: new Date(NOW - 40_000).toISOString(), stale: true },
        eta: { leg: "instituteDrop", minMinutes: 4, maxMinutes: 4, stopsBefore: 0 },
      }),
    });
    renderWith(<KidLiveCards kids={[kid]} />);
    expect(await screen.findByText("Last seen 40 s ago")).toBeInTheDocument();
    expect(screen.getByText("About 4 min")).toBeInTheDocument();
    expect(screen.getByText("Your stop is next")).toBeInTheDocument();
    // The morning's stop is the institute.
    expect(screen.getByText(`institute: ${p.stopMarker}`)).toBeInTheDocument();
  });

  it("before the first position says the trip started and draws no empty map", async () => {
    mockFetch({ [`GET ${LIVE_API.kidLive(kid.uuid)}`]: liveAnswer({ vehicle: null, eta: null, stop: null }) });
    renderWith(<KidLiveCards kids={[kid]} />);
    expect(await screen.findByText(p.noPosition)).toBeInTheDocument();
    expect(screen.getByText(p.etaUnknown)).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});

const van = (overrides: Partial<LiveVehicle> = {}): LiveVehicle => ({
  assignmentUuid: "a-1",
  routeName: "Brodipet Morning",
  run: "morning",
  vehicleUuid: "v-1",
  registrationNumber: "AP07TA1234",
  caretakerName: "Lakshmi Devi",
  position: { lat: 16.3001, lng: 80.4412, at: new Date(NOW - 40_000).toISOString(), stale: false, battery: 82 },
  nextStop: "Anvi",
  minutesBehind: 6,
  active: true,
  ...overrides,
});
const vans = [
  van(),
  van({
    assignmentUuid: "a-2",
    routeName: "Arundelpet Morning",
    registrationNumber: null,
    caretakerName: "Kamala",
    position: { lat: 16.2951, lng: 80.4502, at: new Date(NOW - 180_000).toISOString(), stale: true, battery: null },
    nextStop: null,
    minutesBehind: -2,
  }),
  van({ assignmentUuid: "a-3", routeName: "Lakshmipuram Afternoon", run: "afternoon", position: null, nextStop: null, minutesBehind: null, active: false }),
];
const vansAnswer = { body: { data: { vehicles: vans } } };

describe("the office's live board", () => {
  it("at a desktop lists every van in a table: route, trip, vehicle, caretaker, last seen, battery, next stop, minutes behind; and maps the placed ones", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    mockFetch({ [`GET ${LIVE_API.liveVehicles}`]: vansAnswer });
    renderWith(<LiveVans />);
    const table = await screen.findByRole("table", { name: b.tableLabel });
    const rows = within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Brodipet Morning", "Morning", "AP07TA1234", "Lakshmi Devi", "40 s ago", "82%", "Anvi", "6 min late"],
      ["Arundelpet Morning", "Morning", b.noVehicle, "Kamala", `3 min ago · ${b.stale}`, "—", "—", "2 min early"],
      ["Lakshmipuram Afternoon", `Afternoon · ${b.notOn}`, "AP07TA1234", "Lakshmi Devi", b.noPosition, "—", "—", "—"],
    ]);
    const map = screen.getByRole("list", { name: b.mapLabel });
    expect(within(map).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["van: Brodipet Morning · AP07TA1234", "van: Arundelpet Morning"]);
  });

  it("on a phone shows each van as a card named by its route", async () => {
    phoneViewport();
    mockFetch({ [`GET ${LIVE_API.liveVehicles}`]: vansAnswer });
    renderWith(<LiveVans />);
    const card = await screen.findByRole("listitem", { name: "Brodipet Morning" });
    expect(within(card).getByText(b.columns.nextStop)).toBeInTheDocument();
    expect(within(card).getByText("6 min late")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when no van is on a trip", async () => {
    mockFetch({ [`GET ${LIVE_API.liveVehicles}`]: { body: { data: { vehicles: [] } } } });
    renderWith(<LiveVans />);
    expect(await screen.findByText(b.empty)).toBeInTheDocument();
  });
});

describe("where the screens show the van", () => {
  it("the parent's home puts the van card above the kid's day", async () => {
    mockFetch({ [`GET ${LIVE_API.kidLive(kid.uuid)}`]: liveAnswer() });
    renderApp("/parent-dashboard", { as: fakeLoginResponse("father", { kids: [kid], kidUuid: kid.uuid, kidName: kid.kidName }) });
    const card = await screen.findByRole("region", { name: p.title(kid.kidName) });
    const day = screen.getByRole("region", { name: messages.day.home.kidToday(kid.kidName) });
    expect(card.compareDocumentPosition(day) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("the office's Today board has a Vans section", async () => {
    mockFetch({ [`GET ${LIVE_API.liveVehicles}`]: vansAnswer });
    renderApp("/admin-dashboard/today", { as: "admin" });
    const section = await screen.findByRole("region", { name: b.title });
    expect(await within(section).findByRole("table", { name: b.tableLabel })).toBeInTheDocument();
  });
});

describe("live updates", () => {
  it("open one stream, refresh the live queries once per burst of position and run events, and close it on unmount", async () => {
    const fetchMock = mockFetch({ [`GET ${LIVE_API.liveVehicles}`]: vansAnswer });
    const view = renderWith(<LiveVans />);
    await screen.findByRole("table", { name: b.tableLabel });
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0];
    expect(source.url).toBe(LIVE_API.liveStream);
    act(() => source.open());
    expect(callsTo(fetchMock, LIVE_API.liveVehicles)).toBe(1);
    act(() => {
      source.send(LIVE_EVENTS.position);
      source.send(LIVE_EVENTS.position);
      source.send(LIVE_EVENTS.run);
    });
    await waitFor(() => expect(callsTo(fetchMock, LIVE_API.liveVehicles)).toBe(2), { timeout: LIVE_COALESCE_MS + 2_000 });
    // An event of another name refreshes nothing.
    act(() => source.send("heartbeat"));
    await new Promise((resolve) => setTimeout(resolve, LIVE_COALESCE_MS + 200));
    expect(callsTo(fetchMock, LIVE_API.liveVehicles)).toBe(2);
    expect(screen.queryByText(messages.liveScreens.stream.polling)).not.toBeInTheDocument();
    view.unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("a refused stream is closed and the screen asks again every 15 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const fetchMock = mockFetch({ [`GET ${LIVE_API.liveVehicles}`]: vansAnswer });
    renderWith(<LiveVans />);
    await screen.findByRole("table", { name: b.tableLabel });
    const source = FakeEventSource.instances[0];
    act(() => source.fail(true));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(await screen.findByText(messages.liveScreens.stream.polling)).toBeInTheDocument();
    const before = callsTo(fetchMock, LIVE_API.liveVehicles);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100));
    await waitFor(() => expect(callsTo(fetchMock, LIVE_API.liveVehicles)).toBe(before + 1));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100));
    await waitFor(() => expect(callsTo(fetchMock, LIVE_API.liveVehicles)).toBe(before + 2));
  });

  it("without EventSource the parent's card polls every 15 seconds, and shows the van once the trip starts", async () => {
    vi.stubGlobal("EventSource", undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    let active = false;
    const fetchMock = mockFetch({ [`GET ${LIVE_API.kidLive(kid.uuid)}`]: () => (active ? liveAnswer() : { body: { data: { active: false, vehicle: null, eta: null } } }) });
    renderWith(<KidLiveCards kids={[kid]} />);
    await waitFor(() => expect(callsTo(fetchMock, LIVE_API.kidLive(kid.uuid))).toBe(1));
    active = true;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100));
    expect(await screen.findByRole("heading", { name: p.title(kid.kidName) })).toBeInTheDocument();
  });

  it("are never answered from the service worker's field copy (only live answers are shown)", () => {
    expect(FIELD_DATA_URL.test(LIVE_API.liveStream)).toBe(false);
    expect(FIELD_DATA_URL.test(LIVE_API.kidLive(kid.uuid))).toBe(false);
    expect(FIELD_DATA_URL.test(LIVE_API.liveVehicles)).toBe(false);
  });
});
