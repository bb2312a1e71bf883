import { API, LANGUAGES, messages } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_COPY_HEADER, forgetFreshness } from "../../lib/field-freshness";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { emptyDay, fakeLeg, fakeRecord } from "../attendance-admin/attendance-fixtures";
import { fakeKidProfile } from "../kids/kid-fixtures";

const s = messages.attendance.screens;

// 20:00 UTC on 14 June is already 15 June (01:30) in India: "today" is India's day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-14T20:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  forgetFreshness();
});

const PATH = "/parent-dashboard/kidprofile";
const profile = { status: 200, body: { data: fakeKidProfile({ uuid: "kid-1", kidName: "Anvi" }) } };

describe("parent Kid Profile: today's pickup and drop", () => {
  it("says when the profile and the day are the copy kept on the phone: 'Offline: showing data from HH:MM' (the older of the two)", async () => {
    const copy = (date: string) => ({ [FIELD_COPY_HEADER]: date });
    mockFetch({
      [`GET ${API.kidProfile("kid-1")}`]: { ...profile, headers: copy("Sat, 14 Jun 2025 19:50:00 GMT") },
      [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-15")}`]: { status: 200, body: fakeRecord(), headers: copy("Sat, 14 Jun 2025 19:42:00 GMT") },
    });
    renderApp(PATH, { as: "father" });
    expect(await screen.findByText("Offline: showing data from 1:12 AM")).toBeInTheDocument();
    const block = await screen.findByRole("region", { name: s.todayTitle });
    expect(await within(block).findByText("7:45 AM")).toBeInTheDocument();
  });

  it("no offline note when the answers are fresh", async () => {
    mockFetch({ [`GET ${API.kidProfile("kid-1")}`]: profile, [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-15")}`]: { status: 200, body: fakeRecord() } });
    renderApp(PATH, { as: "father" });
    await screen.findByRole("region", { name: s.todayTitle });
    expect(screen.queryByText(/Offline:/)).not.toBeInTheDocument();
  });

  it("shows today's four legs (India's date) with time, photo and map link", async () => {
    const fetchMock = mockFetch({
      [`GET ${API.kidProfile("kid-1")}`]: profile,
      [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-15")}`]: { status: 200, body: fakeRecord() },
    });
    renderApp(PATH, { as: "father" });
    const block = await screen.findByRole("region", { name: s.todayTitle });
    const home = await within(block).findByRole("region", { name: s.sectionTitles.homePickup });
    expect(within(home).getByText("7:45 AM")).toBeInTheDocument();
    expect(within(home).getByRole("img", { name: s.photoAlt(s.sectionTitles.homePickup, "Anvi") })).toHaveAttribute("src", "/api/files/photo-1-thumb");
    expect(within(home).getByRole("link", { name: s.mapLinkLabel(s.sectionTitles.homePickup) })).toHaveAttribute(
      "href",
      "https://maps.google.com/?q=16.3067,80.4365",
    );
    expect(within(block).getByRole("region", { name: s.sectionTitles.InstituteDrop })).toHaveTextContent("8:30 AM");
    expect(within(within(block).getByRole("region", { name: s.sectionTitles.homeDrop })).getByText(s.notCaptured)).toBeInTheDocument();
    const picker = within(block).getByLabelText(s.pickDate);
    // DD-MM-YYYY whatever the browser's locale (issue 11).
    expect(picker).toHaveValue("15-06-2025");
    expect(picker).toHaveAttribute("placeholder", messages.common.datePlaceholder);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(API.kidAttendanceByDate("kid-1", "2025-06-15"));
  });

  it("names the map link starting with its visible words, in every language (WCAG 2.5.3, docs/decisions/0251)", async () => {
    mockFetch({
      [`GET ${API.kidProfile("kid-1")}`]: profile,
      [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-15")}`]: { status: 200, body: fakeRecord() },
    });
    renderApp(PATH, { as: "father" });
    const block = await screen.findByRole("region", { name: s.todayTitle });
    const home = await within(block).findByRole("region", { name: s.sectionTitles.homePickup });
    const link = within(home).getByRole("link", { name: s.mapLinkLabel(s.sectionTitles.homePickup) });
    // What a sighted reader sees, without the bracketed coordinates (axe's label-content-name-mismatch reads it so).
    const visible = (link.textContent ?? "").replace(/\([^()]*\)/g, "").trim();
    expect(visible).toBe(s.openMap);
    expect(link.getAttribute("aria-label")?.startsWith(visible)).toBe(true);
    for (const language of LANGUAGES) {
      const t = catalogueFor(language).attendance.screens;
      expect(t.mapLinkLabel(t.sectionTitles.homePickup).startsWith(t.openMap), language).toBe(true);
    }
  });

  it("takes a typed DD-MM-YYYY day in the field shown before the calendar's code arrives", async () => {
    const fetchMock = mockFetch({
      [`GET ${API.kidProfile("kid-1")}`]: profile,
      [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-15")}`]: { status: 200, body: emptyDay() },
      [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-12")}`]: { status: 200, body: emptyDay() },
    });
    renderApp(PATH, { as: "mother" });
    const block = await screen.findByRole("region", { name: s.todayTitle });
    const early = within(block).getByLabelText(s.pickDate);
    // Typed without a focus or click event (as a paste would land), so the calendar has not been asked for.
    fireEvent.change(early, { target: { value: "12-06-2025" } });
    expect(await screen.findByRole("region", { name: s.dayTitle("12-06-2025") })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(API.kidAttendanceByDate("kid-1", "2025-06-12"));
  });

  it("changes the day with the date picker, refuses a future day, and goes back to today", async () => {
    const fetchMock = mockFetch({
      [`GET ${API.kidProfile("kid-1")}`]: profile,
      [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-15")}`]: { status: 200, body: emptyDay() },
      [`GET ${API.kidAttendanceByDate("kid-1", "2025-06-12")}`]: {
        status: 200,
        body: fakeRecord({ date: "2025-06-12", homePickup: null, InstituteDrop: null, homeDrop: fakeLeg({ time: "16:20" }) }),
      },
    });
    const { user } = renderApp(PATH, { as: "mother" });
    const block = await screen.findByRole("region", { name: s.todayTitle });
    expect(await within(block).findByText(s.noCaptureThatDay)).toBeInTheDocument();
    expect(within(block).getAllByText(s.notCaptured)).toHaveLength(4);

    // The calendar's code loads when the parent reaches for the field: it opens, and the field has the focus.
    await user.click(within(block).getByLabelText(s.pickDate));
    expect(await screen.findByRole("button", { name: "June 2025" })).toBeInTheDocument();
    const picker = within(block).getByLabelText(s.pickDate);
    expect(picker).toHaveFocus();
    await user.clear(picker);
    await user.type(picker, "12-06-2025");
    const other = await screen.findByRole("region", { name: s.dayTitle("12-06-2025") });
    const homeDrop = await within(other).findByRole("region", { name: s.sectionTitles.homeDrop });
    expect(within(homeDrop).getByText("4:20 PM")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(API.kidAttendanceByDate("kid-1", "2025-06-12"));

    await user.clear(picker);
    await user.type(picker, "20-06-2025");
    expect(await screen.findByText(messages.attendance.fields.dateFuture)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/date/2025-06-20"))).toBe(false);

    await user.click(screen.getByRole("button", { name: s.today }));
    expect(await screen.findByRole("region", { name: s.todayTitle })).toBeInTheDocument();
    expect(picker).toHaveValue("15-06-2025");
  });
});
