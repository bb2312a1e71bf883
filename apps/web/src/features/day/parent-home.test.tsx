import { API, formatDateIndia, messages, todayInIndia, type DayLeg, type KidAbsenceDay } from "@app/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { forgetFreshness } from "../../lib/field-freshness";
import { fakeLoginResponse, mockFetch, renderApp } from "../../test/app-test-utils";
import { addDaysTo } from "./day-dates";
import { isSchoolDay, nextSchoolDay, weekdayOf } from "./school-days";

// The parent's home read on a phone (docs/decisions/0246): today, the next school day's absences,
// a week of history (a month on demand), then the tiles, then the help requests.
const d = messages.day;
const h = d.home;
afterEach(() => {
  act(() => notifications.clean());
  forgetFreshness();
});

function leg(overrides: Partial<DayLeg> & Pick<DayLeg, "leg">): DayLeg {
  return { status: "pending", route: { uuid: "r1", name: "Brodipet Morning" }, capture: null, absence: null, correction: null, ...overrides };
}

const today = todayInIndia();
const next = nextSchoolDay(today);
const kid = { uuid: "kid-1", kidName: "Anvi" };
const login = fakeLoginResponse("father", { name: "Suresh Kumar", kids: [kid], kidUuid: kid.uuid, kidName: kid.kidName });
const captured = leg({
  leg: "homePickup",
  status: "done",
  capture: { time: "07:41", photoUrl: "/api/files/p1", photoThumbUrl: "/api/files/p1?thumb=1", latitude: 16.3, longitude: 80.4, capturedBy: "Lakshmi Devi", capturedAt: new Date().toISOString() },
});
const todayLegs: DayLeg[] = [captured, leg({ leg: "instituteDrop" }), leg({ leg: "institutePickup" }), leg({ leg: "homeDrop" })];
const parentAbsence = { source: "parent" as const, markedAt: new Date().toISOString(), markedBy: "Suresh Kumar" };
const nextLegs: DayLeg[] = [
  leg({ leg: "homePickup", status: "absent", absence: parentAbsence }),
  leg({ leg: "instituteDrop", status: "absent", absence: parentAbsence }),
  leg({ leg: "institutePickup" }),
  leg({ leg: "homeDrop" }),
];
const daysAnswer = (from: string, to: string, legsOf: (date: string) => DayLeg[]) => {
  const days = [];
  for (let date = from; date <= to; date = addDaysTo(date, 1)) days.push({ date, legs: legsOf(date) });
  return { body: { data: { kid, today, days } } };
};
const pastLegs = (date: string): DayLeg[] =>
  date === today ? todayLegs : isSchoolDay(date) ? todayLegs.map((l) => ({ ...l, status: "done" as const })) : todayLegs.map((l) => ({ ...l, status: "pending" as const, capture: null }));

function mockHome(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET ${API.kidDays(kid.uuid, today, today)}`]: daysAnswer(today, today, () => todayLegs),
    [`GET ${API.kidDays(kid.uuid, next, next)}`]: daysAnswer(next, next, () => nextLegs),
    [`GET ${API.kidDays(kid.uuid, addDaysTo(today, -6), today)}`]: daysAnswer(addDaysTo(today, -6), today, pastLegs),
    [`GET ${API.kidDays(kid.uuid, addDaysTo(today, -29), today)}`]: daysAnswer(addDaysTo(today, -29), today, pastLegs),
    [`GET ${API.myHelp}`]: { body: { data: [] } },
    ...extra,
  });
}

describe("school days", () => {
  it("are Monday to Saturday: the next one after a Saturday is Monday, after a Friday the Saturday", () => {
    expect(weekdayOf("2026-11-28")).toBe(6);
    expect(nextSchoolDay("2026-11-28")).toBe("2026-11-30");
    expect(nextSchoolDay("2026-11-29")).toBe("2026-11-30");
    expect(nextSchoolDay("2026-11-27")).toBe("2026-11-28");
    expect(nextSchoolDay("2026-12-31")).toBe("2027-01-01");
    expect(isSchoolDay("2026-11-29")).toBe(false);
  });
});

describe("the parent's home on a phone", () => {
  it("names the parent under the dashboard's title", async () => {
    mockHome();
    renderApp("/parent-dashboard", { as: login });
    expect(await screen.findByRole("heading", { level: 1, name: messages.dashboards.parentTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.dashboards.signedInAs("Suresh Kumar"))).toBeInTheDocument();
  });

  it("shows the absences already marked for the next school day under today's legs", async () => {
    mockHome();
    renderApp("/parent-dashboard", { as: login });
    const todayRegion = await screen.findByRole("region", { name: h.kidToday("Anvi") });
    const day = next === addDaysTo(today, 1) ? h.tomorrow : h.weekdays[weekdayOf(next)];
    expect(await within(todayRegion).findByText(h.dayAndDate(day, formatDateIndia(next)))).toBeInTheDocument();
    expect(within(todayRegion).getByText(h.absentLegs(`${d.absences.legChoices.homePickup}, ${d.absences.legChoices.instituteDrop}`))).toBeInTheDocument();
  });

  it("says a captured leg's time once", async () => {
    mockHome();
    renderApp("/parent-dashboard", { as: login });
    const pickup = await screen.findByRole("region", { name: d.legs.homePickup });
    expect(pickup.textContent?.split("7:41 AM")).toHaveLength(2);
    expect(pickup).toHaveTextContent(h.capturedBy("Lakshmi Devi"));
  });

  it("lists the last 7 days, newest first, and the last 30 on demand; a Sunday with nothing recorded says No school", async () => {
    const fetchMock = mockHome();
    const { user } = renderApp("/parent-dashboard", { as: login });
    const week = await screen.findByRole("list", { name: h.historyWeek });
    const days = within(week).getAllByRole("listitem");
    expect(days).toHaveLength(7);
    expect(days.map((li) => li.getAttribute("data-date"))).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDaysTo(today, -n)));
    const sunday = days.find((li) => !isSchoolDay(li.getAttribute("data-date") ?? ""));
    expect(sunday).toHaveTextContent(h.noSchool);
    // No request for the 60-day grid any more.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === API.kidDays(kid.uuid, addDaysTo(today, -59), today))).toBe(false);

    await user.click(screen.getByRole("button", { name: h.showMonth }));
    const month = await screen.findByRole("list", { name: h.historyMonth });
    expect(within(month).getAllByRole("listitem")).toHaveLength(30);
    await user.click(screen.getByRole("button", { name: h.showWeek }));
    expect(within(await screen.findByRole("list", { name: h.historyWeek })).getAllByRole("listitem")).toHaveLength(7);
  });

  it("puts today, then the week, then the tiles (Help, Notifications), then the help requests", async () => {
    mockHome();
    renderApp("/parent-dashboard", { as: login });
    const todayRegion = await screen.findByRole("region", { name: h.kidToday("Anvi") });
    const week = await screen.findByRole("region", { name: h.historyWeek });
    const tiles = screen.getByRole("list", { name: messages.dashboards.tilesLabel });
    const help = screen.getByRole("region", { name: h.helpTitle });
    const order = [todayRegion, week, tiles, help];
    for (let i = 1; i < order.length; i++) expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(tiles).getByRole("link", { name: messages.dashboards.tiles.help })).toBeInTheDocument();
    expect(within(tiles).getByRole("link", { name: messages.notifications.settings.title })).toBeInTheDocument();
  });

  it("opens 'Mark absent' on the next school day, its legs named as a parent chooses them", async () => {
    const absenceDay: KidAbsenceDay = {
      kidUuid: kid.uuid,
      date: next,
      legs: (["homePickup", "instituteDrop", "institutePickup", "homeDrop"] as const).map((l) => ({ leg: l, absent: false, source: null, cutoffAt: new Date(Date.now() + 3600_000).toISOString(), changeable: true })),
    };
    const fetchMock = mockHome({ [`GET ${API.kidAbsenceDay(kid.uuid, next)}`]: { body: { data: absenceDay } } });
    const { user } = renderApp("/parent-dashboard", { as: login });
    await user.click(await screen.findByRole("button", { name: h.markAbsent }));
    const dialog = await screen.findByRole("dialog", { name: d.absences.title });
    expect(within(dialog).getByLabelText(d.absences.dateLabel)).toHaveValue(formatDateIndia(next));
    await within(dialog).findAllByRole("checkbox");
    for (const l of ["homePickup", "instituteDrop", "institutePickup", "homeDrop"] as const) {
      expect(within(dialog).getByRole("checkbox", { name: d.absences.legChoices[l] })).toBeInTheDocument();
    }
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === API.kidAbsenceDay(kid.uuid, next))).toBe(true));
  });
});
