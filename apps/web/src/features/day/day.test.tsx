import { API, ATTENDANCE_TYPES, messages, todayInIndia, type BoardRoute, type DayLeg, type KidAbsenceDay } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FIELD_COPY_HEADER, forgetFreshness } from "../../lib/field-freshness";
import { offlineText } from "../offline/offline-note";
import { apiCalls, fakeLoginResponse, mockFetch, phoneViewport, renderApp, sentBody } from "../../test/app-test-utils";
import { addDaysTo } from "./day-dates";
import { nextSchoolDay } from "./school-days";

const d = messages.day;
afterEach(() => {
  act(() => notifications.clean());
  forgetFreshness();
});

function leg(overrides: Partial<DayLeg> & Pick<DayLeg, "leg">): DayLeg {
  return { status: "pending", route: { uuid: "r1", name: "Brodipet Morning" }, capture: null, absence: null, correction: null, ...overrides };
}

const boardRoute: BoardRoute = {
  route: { uuid: "r1", name: "Brodipet Morning", from: "Brodipet", to: "School" },
  caretakers: ["Lakshmi Devi"],
  expected: 3,
  absent: 1,
  absentKids: [{ uuid: "k3", kidName: "Chitra" }],
  legs: {
    homePickup: { expected: 3, done: 1, absent: 1, missing: [{ uuid: "k2", kidName: "Bhavya" }] },
    instituteDrop: { expected: 3, done: 0, absent: 1, missing: [{ uuid: "k1", kidName: "Anvi" }, { uuid: "k2", kidName: "Bhavya" }] },
    institutePickup: null,
    homeDrop: null,
  },
};

describe("the admin's Today board", () => {
  it("shows per route the expected kids, each leg's progress with who is missing, and the absent kids", async () => {
    mockFetch({ [`GET ${API.dayBoard()}`]: { body: { data: { date: todayInIndia(), generatedAt: new Date().toISOString(), routes: [boardRoute] } } } });
    renderApp("/admin-dashboard/today", { as: "admin" });
    const table = await screen.findByRole("table", { name: d.board.title });
    const row = within(table).getByRole("row", { name: /Brodipet Morning/ });
    const cells = within(row).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual(["3", "1 / 3Bhavya", "0 / 3Anvi, Bhavya", d.board.notOnRun, d.board.notOnRun, "1Chitra"]);
    expect(within(row).getByLabelText(`${d.board.missing(d.board.columns.droppedAtInstitute)}: Anvi, Bhavya`)).toBeInTheDocument();
  });

  it("on a phone shows each route as a card with every column under its heading (docs/decisions/0251)", async () => {
    phoneViewport();
    mockFetch({ [`GET ${API.dayBoard()}`]: { body: { data: { date: todayInIndia(), generatedAt: new Date().toISOString(), routes: [boardRoute] } } } });
    renderApp("/admin-dashboard/today", { as: "admin" });
    const list = await screen.findByRole("list", { name: d.board.title });
    expect(screen.queryByRole("table")).toBeNull();
    const card = within(list).getByRole("listitem", { name: "Brodipet Morning" });
    expect(within(card).getByRole("heading", { name: "Brodipet Morning" })).toBeInTheDocument();
    expect(within(card).getByText("Lakshmi Devi")).toBeInTheDocument();
    const c = d.board.columns;
    const shown = [...card.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      [c.expected, "3"],
      [c.pickedUp, "1 / 3Bhavya"],
      [c.droppedAtInstitute, "0 / 3Anvi, Bhavya"],
      [c.pickedUpFromInstitute, d.board.notOnRun],
      [c.droppedHome, d.board.notOnRun],
      [c.absent, "1Chitra"],
    ]);
  });

  it("is a tile of the admin dashboard", async () => {
    mockFetch();
    renderApp("/admin-dashboard", { as: "admin" });
    expect(await screen.findByRole("link", { name: d.board.tile })).toHaveAttribute("href", "/admin-dashboard/today");
  });
});

describe("the parent's home", () => {
  const today = todayInIndia();
  // "Mark absent" opens on the next school day (docs/decisions/0246).
  const tomorrow = nextSchoolDay(today);
  const login = fakeLoginResponse("father", { kids: [{ uuid: "kid-1", kidName: "Anvi" }], kidUuid: "kid-1", kidName: "Anvi" });
  const todayLegs: DayLeg[] = [
    leg({
      leg: "homePickup",
      status: "done",
      capture: { time: "07:41", photoUrl: "/api/files/p1", photoThumbUrl: "/api/files/p1?thumb=1", latitude: 16.3, longitude: 80.4, capturedBy: "Lakshmi Devi", capturedAt: new Date().toISOString() },
    }),
    leg({ leg: "instituteDrop" }),
    leg({ leg: "institutePickup", status: "absent", absence: { source: "parent", markedAt: new Date().toISOString(), markedBy: "Father" } }),
    leg({ leg: "homeDrop", status: "notRiding", route: null }),
  ];
  const absenceDay = (absent: boolean): KidAbsenceDay => ({
    kidUuid: "kid-1",
    date: tomorrow,
    legs: ATTENDANCE_TYPES.map((l, i) => ({ leg: l, absent, source: absent ? "parent" : null, cutoffAt: new Date(Date.now() + 3600_000).toISOString(), changeable: i < 3 })),
  });

  function mockHome(extra: Parameters<typeof mockFetch>[0] = {}) {
    return mockFetch({
      [`GET ${API.kidDays("kid-1", today, today)}`]: { body: { data: { kid: { uuid: "kid-1", kidName: "Anvi" }, today, days: [{ date: today, legs: todayLegs }] } } },
      [`GET ${API.kidDays("kid-1", addDaysTo(today, -6), today)}`]: {
        body: { data: { kid: { uuid: "kid-1", kidName: "Anvi" }, today, days: [{ date: addDaysTo(today, -1), legs: todayLegs.map((l) => ({ ...l, status: "done" })) }, { date: today, legs: todayLegs }] } },
      },
      [`GET ${API.myHelp}`]: {
        body: {
          data: [
            {
              uuid: "h1",
              createdAt: new Date().toISOString(),
              updatedAt: new Date().toISOString(),
              reason: "Van was late",
              kidDetails: { uuid: "kid-1", kidName: "Anvi", fatherLoginData: { fatherMobile: null }, motherLoginData: { motherMobile: null } },
              raisedBy: { name: "Father", role: "father", mobile: null },
              status: "in_progress",
              statusNote: "Talking to the driver",
              statusUpdatedAt: new Date().toISOString(),
            },
          ],
        },
      },
      ...extra,
    });
  }

  it("opens on today: the captured leg with time, caretaker, photo and map link; absent and still-to-come legs; the week; help status", async () => {
    mockHome();
    renderApp("/parent-dashboard", { as: login });
    const today_ = await screen.findByRole("region", { name: d.home.kidToday("Anvi") });
    const pickup = await within(today_).findByRole("region", { name: d.legs.homePickup });
    expect(within(pickup).getByRole("img", { name: d.home.photoAlt("Anvi", d.legs.homePickup) })).toHaveAttribute("src", "/api/files/p1?thumb=1");
    expect(pickup).toHaveTextContent("7:41 AM");
    expect(pickup).toHaveTextContent(d.home.capturedBy("Lakshmi Devi"));
    expect(within(pickup).getByRole("link", { name: d.home.openMap })).toHaveAttribute("href", "https://maps.google.com/?q=16.3,80.4");
    expect(within(today_).getByRole("region", { name: d.legs.instituteDrop })).toHaveTextContent(d.home.stillToCome);
    expect(within(today_).getByRole("region", { name: d.legs.institutePickup })).toHaveTextContent(d.absences.badgeBy.parent);
    // A leg with no route today is one line, not a card (docs/decisions/0246).
    expect(within(today_).queryByRole("region", { name: d.legs.homeDrop })).toBeNull();
    expect(within(today_).getByText(d.home.notRidingLegs(d.legs.homeDrop))).toBeInTheDocument();
    const calendar = await screen.findByRole("list", { name: d.home.historyWeek });
    expect(within(calendar).getAllByRole("listitem")).toHaveLength(2);
    expect(await screen.findByText(d.help.statuses.in_progress)).toBeInTheDocument();
    expect(screen.getByText(`${d.home.noteLabel}: Talking to the driver`)).toBeInTheDocument();
  });

  it("keeps the four legs' places while today loads, so nothing below jumps when the day arrives (layout shift)", async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const body = { data: { kid: { uuid: "kid-1", kidName: "Anvi" }, today, days: [{ date: today, legs: todayLegs }] } };
    mockHome({ [`GET ${API.kidDays("kid-1", today, today)}`]: () => new Promise((resolve) => (answer = resolve)) });
    renderApp("/parent-dashboard", { as: login });
    const today_ = await screen.findByRole("region", { name: d.home.kidToday("Anvi") });
    // Screen readers hear "Loading…"; the four cards' shapes are hidden from them.
    expect(within(today_).getByRole("status")).toHaveTextContent(messages.common.loading);
    const shapes = today_.querySelectorAll("[data-leg-loading]");
    expect([...shapes].map((s) => s.getAttribute("data-leg-loading"))).toEqual([...ATTENDANCE_TYPES]);
    shapes.forEach((shape) => expect(shape).toHaveAttribute("aria-hidden", "true"));
    expect(within(today_).queryByRole("region", { name: d.legs.homePickup })).not.toBeInTheDocument();
    act(() => answer({ body }));
    expect(await within(today_).findByRole("region", { name: d.legs.homePickup })).toBeInTheDocument();
    expect(today_.querySelectorAll("[data-leg-loading]")).toHaveLength(0);
    expect(within(today_).queryByRole("status")).not.toBeInTheDocument();
  });

  it("says when today's legs are the copy kept on the phone ('Offline: showing data from HH:MM'); nothing when fresh", async () => {
    const syncedAt = new Date(Date.now() - 20 * 60_000);
    syncedAt.setUTCMilliseconds(0);
    const fresh = mockHome();
    const first = renderApp("/parent-dashboard", { as: login });
    await screen.findByRole("region", { name: d.legs.homePickup });
    await screen.findByRole("list", { name: d.home.historyWeek });
    expect(screen.queryByText(/Offline:/)).not.toBeInTheDocument();
    expect(fresh).toHaveBeenCalled();
    first.unmount();

    const body = { data: { kid: { uuid: "kid-1", kidName: "Anvi" }, today, days: [{ date: today, legs: todayLegs }] } };
    mockHome({ [`GET ${API.kidDays("kid-1", today, today)}`]: { body, headers: { [FIELD_COPY_HEADER]: syncedAt.toUTCString() } } });
    renderApp("/parent-dashboard", { as: login });
    expect(await screen.findByText(offlineText(syncedAt.toISOString()))).toBeInTheDocument();
    // The cached day is shown as it was.
    expect(await screen.findByRole("region", { name: d.legs.homePickup })).toHaveTextContent("7:41 AM");
  });

  it("marks tomorrow absent for the whole day; a leg past its cut-off cannot be changed", async () => {
    const fetchMock = mockHome({
      [`GET ${API.kidAbsenceDay("kid-1", tomorrow)}`]: { body: { data: absenceDay(false) } },
      [`PUT ${API.kidAbsenceDay("kid-1", tomorrow)}`]: { body: { message: d.absences.saved("Anvi"), data: absenceDay(true) } },
    });
    const { user } = renderApp("/parent-dashboard", { as: login });
    await user.click(await screen.findByRole("button", { name: d.home.markAbsent }));
    const dialog = await screen.findByRole("dialog", { name: d.absences.title });
    const homeDrop = await within(dialog).findByRole("checkbox", { name: d.absences.legChoices.homeDrop });
    expect(homeDrop).toBeDisabled();
    expect(within(dialog).getByText(d.absences.locked)).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: d.absences.wholeDay })).toBeDisabled();
    for (const l of ["homePickup", "instituteDrop", "institutePickup"] as const) await user.click(within(dialog).getByRole("checkbox", { name: d.absences.legChoices[l] }));
    await user.click(within(dialog).getByRole("button", { name: d.absences.save }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    // sentBody counts the screen's own calls, without the parent's privacy-consent check.
    const put = apiCalls(fetchMock).findIndex(([, init]) => init?.method === "PUT");
    expect(sentBody(fetchMock, put)).toEqual({ legs: ["homePickup", "instituteDrop", "institutePickup"] });
    expect(await screen.findByText(d.absences.saved("Anvi"))).toBeInTheDocument();
  });
});
