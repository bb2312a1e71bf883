import { API, messages, RUN_SHEET_PATH, runSheetPath, type Absence, type AttendanceSection, type KidAttendanceDay, type RunSheet, type RunSheetKid } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_COPY_HEADER, forgetFreshness } from "../../lib/field-freshness";
import { apiCalls, mockFetch, renderApp } from "../../test/app-test-utils";
import { CaptureQueue, MemoryCaptureStore } from "../attendance-capture/capture-queue";
import { setCaptureQueueForTests } from "../attendance-capture/capture-service";
import { fakeRouteInfo, fakeRouteKid, fakeRouteStaff } from "../route-views/route-view-fixtures";
import { legStateOf } from "./leg-state";

const r = messages.fieldApp.runSheet;
const DATE = "2025-06-15";

function section(overrides: Partial<AttendanceSection> = {}): AttendanceSection {
  return {
    photoUrl: "/api/files/ph",
    photoThumbUrl: "/api/files/ph?thumb=1",
    time: "07:41",
    latitude: 16.3,
    longitude: 80.4,
    capturedBy: "Kamala",
    capturedByUuid: "caretaker-uuid",
    capturedByRole: "caretaker",
    capturedAt: "2025-06-15T02:11:00.000Z",
    editedAt: null,
    editedBy: null,
    ...overrides,
  };
}

function day(kidUuid: string, kidName: string, legs: Partial<Pick<KidAttendanceDay, "homePickup" | "InstituteDrop" | "InstitutePickup" | "homeDrop">> = {}): KidAttendanceDay {
  return { uuid: null, kidName, date: DATE, userProfileUuid: kidUuid, homePickup: null, InstituteDrop: null, InstitutePickup: null, homeDrop: null, createdAt: null, updatedAt: null, history: [], ...legs };
}

function sheetKid(overrides: Partial<RunSheetKid> & { uuid: string; kidName: string }): RunSheetKid {
  return {
    ...fakeRouteKid({ uuid: overrides.uuid, kidName: overrides.kidName }),
    stop: 1,
    address: "4-5-6, Arundelpet, Guntur",
    parents: [
      { relation: "father", name: "Ravi", mobile: "98765 43210" },
      { relation: "mother", name: "Sita", mobile: "9123456780" },
    ],
    attendance: day(overrides.uuid, overrides.kidName),
    ...overrides,
  };
}

function fakeSheet(generatedAt = "2025-06-15T02:35:00.000Z"): RunSheet {
  return {
    date: DATE,
    generatedAt,
    routes: [
      {
        uuid: "assignment-1",
        routeInfo: fakeRouteInfo({ name: "Brodipet Morning" }),
        driver: fakeRouteStaff({ name: "Ravi Kumar" }),
        kids: [
          sheetKid({ uuid: "kid-1", kidName: "Anvi", stop: 1, attendance: day("kid-1", "Anvi", { homePickup: section() }) }),
          sheetKid({ uuid: "kid-2", kidName: "Rahul", stop: 2, parents: [] }),
        ],
      },
    ],
  };
}

let queue: CaptureQueue;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T02:35:00Z"));
  queue = new CaptureQueue(new MemoryCaptureStore());
  setCaptureQueueForTests(queue);
  localStorage.clear();
  forgetFreshness();
});

afterEach(() => {
  act(() => notifications.clean());
  setCaptureQueueForTests(null);
  vi.useRealTimers();
});

describe("legStateOf", () => {
  it("done from the server, waiting from this phone's queue (newest word), else not yet", async () => {
    const d = day("kid-1", "Anvi", { homePickup: section({ time: "07:41", capturedBy: "Kamala" }) });
    expect(legStateOf(d, "homePickup", [])).toMatchObject({ kind: "done", time: "07:41", by: "Kamala" });
    expect(legStateOf(d, "homeDrop", [])).toEqual({ kind: "notYet" });
    const record = await queue.enqueue({ userProfileUuid: "kid-1", kidName: "Anvi", date: DATE, type: "homePickup", pickupTime: "07:50", latitude: 1, longitude: 2, photo: new Blob(["x"]) });
    expect(legStateOf(d, "homePickup", [record])).toMatchObject({ kind: "waiting", time: "07:50" });
    // Another day or another kid is not this leg; a refused capture is not waiting.
    expect(legStateOf(day("kid-2", "Rahul"), "homePickup", [record])).toEqual({ kind: "notYet" });
    expect(legStateOf(d, "homePickup", [{ ...record, status: "failed" }])).toMatchObject({ kind: "done" });
  });
});

describe("caretaker's home: today's run sheet", () => {
  it("shows each kid in stop order with stop, home, call buttons and the four legs: done, waiting, not yet", async () => {
    await queue.enqueue({ userProfileUuid: "kid-2", kidName: "Rahul", date: DATE, type: "homePickup", pickupTime: "07:55", latitude: 1, longitude: 2, photo: new Blob(["x"]) });
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: fakeSheet() }, "POST /api/v1/kid-attendance": new Error("offline") });
    renderApp("/caretaker-dashboard", { as: "caretaker" });

    expect(await screen.findByRole("heading", { name: r.title })).toBeInTheDocument();
    const route = await screen.findByRole("region", { name: r.routeHeading("Brodipet Morning") });
    const cards = within(route).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 4 }).textContent)).toEqual(["Anvi", "Rahul"]);
    const anvi = screen.getByRole("article", { name: "Anvi" });
    const rahul = screen.getByRole("article", { name: "Rahul" });
    expect(cards).toEqual([anvi, rahul]);
    expect(within(anvi).getByText(r.stop(1))).toBeInTheDocument();
    expect(within(rahul).getByText(r.stop(2))).toBeInTheDocument();
    expect(within(anvi).getByText(`${r.address}: 4-5-6, Arundelpet, Guntur`)).toBeInTheDocument();
    expect(within(anvi).getByRole("link", { name: r.call("father", "Ravi") })).toHaveAttribute("href", "tel:9876543210");
    expect(within(anvi).getByRole("link", { name: r.call("mother", "Sita") })).toHaveAttribute("href", "tel:9123456780");
    expect(within(rahul).getByText(r.noParentPhone)).toBeInTheDocument();

    const anviLegs = within(within(anvi).getByRole("list", { name: r.legsLabel("Anvi") })).getAllByRole("listitem");
    expect(anviLegs.map((li) => li.textContent)).toEqual([
      `Home Pickup${r.states.doneBy("7:41 AM", "Kamala")}${r.recordAgain}`,
      `Institute Drop${r.states.notYet}${r.record}`,
      `Institute Pickup${r.states.notYet}${r.record}`,
      `Home Drop${r.states.notYet}${r.record}`,
    ]);
    const rahulLegs = within(within(rahul).getByRole("list", { name: r.legsLabel("Rahul") })).getAllByRole("listitem");
    expect(rahulLegs[0]).toHaveTextContent(r.states.waiting("7:55 AM"));
    expect(screen.queryByText(/Offline:/)).not.toBeInTheDocument();
  });

  it("shows the day's absences on the legs (parent's, caretaker's), a capture still wins, and offers Not at the stop for the next pickup", async () => {
    const absence = (kidUuid: string, kidName: string, leg: Absence["leg"], source: Absence["source"]): Absence => ({
      kidUuid,
      kidName,
      date: DATE,
      leg,
      source,
      markedAt: "2025-06-14T12:00:00.000Z",
      markedBy: null,
    });
    mockFetch({
      [`GET ${RUN_SHEET_PATH}`]: { body: fakeSheet() },
      [`GET ${API.dayAbsences(DATE)}`]: {
        body: { data: { date: DATE, absences: [absence("kid-1", "Anvi", "homePickup", "parent"), absence("kid-2", "Rahul", "homePickup", "parent"), absence("kid-2", "Rahul", "instituteDrop", "parent")] } },
      },
    });
    renderApp("/caretaker-dashboard", { as: "caretaker" });
    const rahul = await screen.findByRole("article", { name: "Rahul" });
    const rahulLegs = () => within(within(rahul).getByRole("list", { name: r.legsLabel("Rahul") })).getAllByRole("listitem");
    await waitFor(() => expect(rahulLegs()[0]).toHaveTextContent(messages.day.absences.badgeBy.parent));
    expect(rahulLegs()[1]).toHaveTextContent(messages.day.absences.badgeBy.parent);
    expect(rahulLegs()[2]).toHaveTextContent(r.states.notYet);
    // Anvi was marked absent but was picked up after all: the capture is the truth.
    const anvi = screen.getByRole("article", { name: "Anvi" });
    expect(within(within(anvi).getByRole("list", { name: r.legsLabel("Anvi") })).getAllByRole("listitem")[0]).toHaveTextContent(r.states.doneBy("7:41 AM", "Kamala"));
    expect(within(rahul).getByRole("button", { name: messages.day.absences.notAtStop })).toBeInTheDocument();
  });

  it("a recorded leg asks before replacing; No keeps it and gives the focus back; Yes opens the capture for that leg", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: fakeSheet() } });
    const { user } = renderApp("/caretaker-dashboard", { as: "caretaker" });
    const again = await screen.findByRole("button", { name: r.recordLegAgain("Home Pickup", "Anvi") });
    await user.click(again);
    const question = messages.fieldApp.replace.question("Home Pickup", "7:41 AM", "Kamala");
    expect(question).toBe("Home Pickup was already recorded at 7:41 AM by Kamala. Replace it?");
    const dialog = await screen.findByRole("dialog", { name: question });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole("button", { name: messages.fieldApp.replace.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(again).toHaveFocus());

    await user.click(again);
    await user.click(within(await screen.findByRole("dialog", { name: question })).getByRole("button", { name: messages.fieldApp.replace.replace }));
    const capture = await screen.findByRole("dialog", { name: messages.attendance.capture.title });
    expect(within(capture).getByLabelText(messages.attendance.capture.typeLabel, { exact: false })).toHaveValue("homePickup");
    expect(within(capture).getByLabelText("Pickup time", { exact: false })).toBeInTheDocument();
  });

  it("a leg not yet recorded asks 'Do you want to proceed with…?' and opens the capture with the leg chosen and named", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: fakeSheet() } });
    const { user } = renderApp("/caretaker-dashboard", { as: "caretaker" });
    await user.click(await screen.findByRole("button", { name: r.recordLeg("Home Drop", "Rahul") }));
    await user.click(within(await screen.findByRole("dialog", { name: messages.attendance.confirm.question("Rahul") })).getByRole("button", { name: messages.attendance.confirm.yes }));
    const capture = await screen.findByRole("dialog", { name: messages.attendance.capture.title });
    expect(within(capture).getByLabelText(messages.attendance.capture.typeLabel, { exact: false })).toHaveValue("homeDrop");
    expect(within(capture).getByLabelText("Drop time", { exact: false })).toBeInTheDocument();
  });

  it("says when it shows the copy kept on the phone: 'Offline: showing data from HH:MM'", async () => {
    const sheet = fakeSheet("2025-06-15T02:12:00.000Z");
    // The service worker marks the copy it answers from its cache with the original answer's Date.
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: sheet, headers: { [FIELD_COPY_HEADER]: "Sun, 15 Jun 2025 02:12:00 GMT" } } });
    renderApp("/caretaker-dashboard", { as: "caretaker" });
    expect(await screen.findByText("Offline: showing data from 7:42 AM")).toBeInTheDocument();
  });

  it("Today / Tomorrow: tomorrow's sheet (?day=tomorrow) shows the absences marked in advance, with nothing to record", async () => {
    const TOMORROW = "2025-06-16";
    const tomorrowSheet: RunSheet = { ...fakeSheet(), date: TOMORROW, day: "tomorrow" };
    for (const route of tomorrowSheet.routes) for (const kid of route.kids) kid.attendance = { ...day(kid.uuid, kid.kidName), date: TOMORROW };
    const absent: Absence = { kidUuid: "kid-2", kidName: "Rahul", date: TOMORROW, leg: "homePickup", source: "parent", markedAt: "2025-06-15T02:00:00.000Z", markedBy: "Ravi" };
    const fetchMock = mockFetch({
      [`GET ${RUN_SHEET_PATH}`]: { body: fakeSheet() },
      [`GET ${runSheetPath("tomorrow")}`]: { body: tomorrowSheet },
      [`GET ${API.dayAbsences(TOMORROW)}`]: { body: { data: { date: TOMORROW, absences: [absent] } } },
    });
    const { user } = renderApp("/caretaker-dashboard", { as: "caretaker" });
    expect(await screen.findByRole("heading", { name: r.title })).toBeInTheDocument();
    const switcher = screen.getByRole("radiogroup", { name: r.dayLabel });
    await user.click(within(switcher).getByRole("radio", { name: r.days.tomorrow }));

    expect(await screen.findByRole("heading", { name: r.titleTomorrow })).toBeInTheDocument();
    expect(screen.getByText(r.tomorrowNote)).toBeInTheDocument();
    const rahul = await screen.findByRole("article", { name: "Rahul" });
    const legs = within(rahul).getByRole("list", { name: r.legsLabelTomorrow("Rahul") });
    await waitFor(() => expect(within(legs).getAllByRole("listitem")[0]).toHaveTextContent(messages.day.absences.badgeBy.parent));
    // Planning only: no Record buttons, no "Not at the stop".
    expect(within(rahul).queryByRole("button")).toBeNull();
    expect(within(screen.getByRole("article", { name: "Anvi" })).getByRole("list", { name: r.legsLabelTomorrow("Anvi") })).toHaveTextContent(r.states.notYet);
    expect(apiCalls(fetchMock).map(([input]) => String(input))).toContain(runSheetPath("tomorrow"));

    // Back to today: the captures can be recorded again.
    await user.click(within(screen.getByRole("radiogroup", { name: r.dayLabel })).getByRole("radio", { name: r.days.today }));
    expect(await screen.findByRole("heading", { name: r.title })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: r.recordLeg("Institute Drop", "Anvi") })).toBeInTheDocument();
  });
});

describe("runs on the run sheet (docs/decisions/0240)", () => {
  /** Anvi and Rahul ride the morning route and the evening route; the morning pickup of Anvi is done. */
  function twoRunSheet(): RunSheet {
    const morningKids = fakeSheet().routes[0]!.kids;
    return {
      date: DATE,
      day: "today",
      generatedAt: "2025-06-15T02:35:00.000Z",
      routes: [
        { uuid: "assignment-1", run: "morning", routeInfo: fakeRouteInfo({ name: "Brodipet Morning" }), driver: fakeRouteStaff({ name: "Ravi Kumar" }), kids: morningKids },
        { uuid: "assignment-2", run: "afternoon", routeInfo: fakeRouteInfo({ name: "Brodipet Evening" }), driver: fakeRouteStaff({ name: "Suresh" }), kids: morningKids },
      ],
    };
  }
  const legsOf = (route: HTMLElement, kidName: string) =>
    within(within(within(route).getByRole("article", { name: kidName })).getByRole("list", { name: r.legsLabel(kidName) })).getAllByRole("listitem");

  it("each route's cards show only its run's two legs, two Record buttons per kid, and the run under the heading", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: twoRunSheet() } });
    renderApp("/caretaker-dashboard", { as: "caretaker" });
    const morning = await screen.findByRole("region", { name: r.routeHeading("Brodipet Morning") });
    const evening = screen.getByRole("region", { name: r.routeHeading("Brodipet Evening") });
    expect(within(morning).getByText(r.runLine(messages.day.runs.morning, "Home Pickup and Institute Drop"))).toBeInTheDocument();
    expect(within(evening).getByText(r.runLine(messages.day.runs.afternoon, "Institute Pickup and Home Drop"))).toBeInTheDocument();

    expect(legsOf(morning, "Anvi").map((li) => li.textContent)).toEqual([`Home Pickup${r.states.doneBy("7:41 AM", "Kamala")}${r.recordAgain}`, `Institute Drop${r.states.notYet}${r.record}`]);
    expect(legsOf(evening, "Anvi").map((li) => li.textContent)).toEqual([`Institute Pickup${r.states.notYet}${r.record}`, `Home Drop${r.states.notYet}${r.record}`]);
    for (const route of [morning, evening]) {
      for (const kidName of ["Anvi", "Rahul"]) {
        const buttons = within(within(route).getByRole("article", { name: kidName })).getAllByRole("button", { name: /^Record/ });
        expect(buttons).toHaveLength(2);
      }
    }
    expect(within(evening).queryByRole("button", { name: r.recordLeg("Home Pickup", "Rahul") })).toBeNull();
    expect(within(morning).queryByRole("button", { name: r.recordLeg("Home Drop", "Rahul") })).toBeNull();
  });

  it("a Record again button's name starts with its visible text (axe: label-content-name-mismatch)", async () => {
    mockFetch({ [`GET ${RUN_SHEET_PATH}`]: { body: twoRunSheet() } });
    renderApp("/caretaker-dashboard", { as: "caretaker" });
    const morning = await screen.findByRole("region", { name: r.routeHeading("Brodipet Morning") });
    const again = within(within(morning).getByRole("article", { name: "Anvi" })).getByRole("button", { name: r.recordLegAgain("Home Pickup", "Anvi") });
    expect(again).toHaveTextContent(r.recordAgain);
    expect(again.getAttribute("aria-label")).toContain(again.textContent!);
    expect(r.recordLegAgain("Home Pickup", "Anvi")).toBe("Record again: Home Pickup for Anvi");
  });

  it("\"Not at the stop\" on the evening card says it marks Institute Pickup and Home Drop, asks so, and sends the afternoon pickup", async () => {
    const fetchMock = mockFetch({
      [`GET ${RUN_SHEET_PATH}`]: { body: twoRunSheet() },
      [`POST ${API.notAtStop}`]: { body: { message: "Rahul marked not at the stop.", data: { absences: [] } } },
    });
    const { user } = renderApp("/caretaker-dashboard", { as: "caretaker" });
    const morning = await screen.findByRole("region", { name: r.routeHeading("Brodipet Morning") });
    const evening = screen.getByRole("region", { name: r.routeHeading("Brodipet Evening") });
    const rahulMorning = within(morning).getByRole("article", { name: "Rahul" });
    const rahulEvening = within(evening).getByRole("article", { name: "Rahul" });
    expect(within(rahulMorning).getByRole("button", { name: r.notAtStop })).toHaveAccessibleDescription(r.notAtStopLegs("Home Pickup and Institute Drop"));
    const button = within(rahulEvening).getByRole("button", { name: r.notAtStop });
    expect(button).toHaveAccessibleDescription(r.notAtStopLegs("Institute Pickup and Home Drop"));
    expect(within(rahulEvening).getByText("Marks Institute Pickup and Home Drop absent")).toBeInTheDocument();
    // Anvi's morning pickup is done: no "Not at the stop" on her morning card; her evening card has one.
    expect(within(within(morning).getByRole("article", { name: "Anvi" })).queryByRole("button", { name: r.notAtStop })).toBeNull();
    expect(within(within(evening).getByRole("article", { name: "Anvi" })).getByRole("button", { name: r.notAtStop })).toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: r.notAtStop });
    expect(dialog).toHaveTextContent(r.notAtStopConfirm("Rahul", "Institute Pickup and Home Drop"));
    await user.click(within(dialog).getByRole("button", { name: messages.day.absences.confirm }));
    await waitFor(() => expect(apiCalls(fetchMock).some(([input, init]) => String(input) === API.notAtStop && init?.method === "POST")).toBe(true));
    const sent = apiCalls(fetchMock).find(([input, init]) => String(input) === API.notAtStop && init?.method === "POST")!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ kidUuid: "kid-2", leg: "institutePickup" });
  });
});
