import { API, messages } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { emptyDay, fakeLeg, fakeRecord } from "./attendance-fixtures";

const s = messages.attendance.screens;
const actions = messages.staff.ui.actions;

// 15 June 2025, midday in India. Only Date is faked, so user-event and Mantine keep real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T06:30:00Z"));
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

const PATH = "/admin-dashboard/kidattendance";
const second = fakeRecord({
  uuid: "att-2",
  kidName: "Ravi",
  date: "2025-06-14",
  userProfileUuid: "kid-2",
  homePickup: null,
  InstituteDrop: null,
  InstitutePickup: fakeLeg({ time: "15:10" }),
  homeDrop: fakeLeg({ time: "16:05" }),
});

function list(records = [fakeRecord(), second]) {
  return { status: 200, body: { data: records } };
}

const kidList = {
  status: 200,
  body: {
    data: {
      allUserProfiles: [
        { uuid: "kid-1", kidName: "Anvi", kidsDateOfBirth: "2018-01-01", age: 7, gender: "female", bloodGroup: "O+", status: "active", kidsImageThumb: null },
        { uuid: "kid-2", kidName: "Ravi", kidsDateOfBirth: "2017-01-01", age: 8, gender: "male", bloodGroup: "B+", status: "active", kidsImageThumb: null },
      ],
    },
  },
};

async function tableRows() {
  const table = await screen.findByRole("table", { name: s.tableLabel });
  return within(table).getAllByRole("row").slice(1);
}

describe("admin kid attendance (/admin-dashboard/kidattendance)", () => {
  it("lists the records: S.No., kid, DD-MM-YYYY date, one time per leg or '-', delete disabled", async () => {
    mockFetch({ [`GET ${API.allKidAttendance}`]: list() });
    renderApp(PATH, { as: "admin" });
    const rows = await tableRows();
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(rows[0]).slice(0, 7)).toEqual(["1", "Anvi", "15-06-2025", "7:45 AM", "8:30 AM", "-", "-"]);
    expect(cells(rows[1]).slice(0, 7)).toEqual(["2", "Ravi", "14-06-2025", "-", "-", "3:10 PM", "4:05 PM"]);
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual([s.columns.serialNo, s.columns.kidName, s.columns.date, ...Object.values(s.sectionTitles), s.columns.actions]);
    for (const row of rows) {
      expect(within(row).getByRole("button", { name: actions.view })).toBeEnabled();
      expect(within(row).getByRole("button", { name: actions.edit })).toBeEnabled();
      expect(within(row).getByRole("button", { name: actions.delete })).toBeDisabled();
    }
  });

  it("shows the empty text and load failures", async () => {
    mockFetch({ [`GET ${API.allKidAttendance}`]: list([]) });
    const first = renderApp(PATH, { as: "admin" });
    expect(await screen.findByText(s.empty)).toBeInTheDocument();
    first.unmount();
    mockFetch({ [`GET ${API.allKidAttendance}`]: { status: 500, body: { error: "boom" } } });
    renderApp(PATH, { as: "admin" });
    expect(await screen.findAllByText(s.fetchFailed)).toHaveLength(2); // inline + toast
  });

  it("view modal shows each leg with its photo, time, map link and capturer", async () => {
    mockFetch({ [`GET ${API.allKidAttendance}`]: list() });
    const { user } = renderApp(PATH, { as: "admin" });
    const rows = await tableRows();
    await user.click(within(rows[0]).getByRole("button", { name: actions.view }));
    const dialog = await screen.findByRole("dialog", { name: s.viewTitle });
    const home = within(dialog).getByRole("region", { name: s.sectionTitles.homePickup });
    expect(within(home).getByRole("img", { name: s.photoAlt(s.sectionTitles.homePickup, "Anvi") })).toHaveAttribute("src", "/api/files/photo-1-thumb");
    expect(within(home).getByText("7:45 AM")).toBeInTheDocument();
    expect(within(home).getByText("Lakshmi Caretaker")).toBeInTheDocument();
    const link = within(home).getByRole("link", { name: s.mapLinkLabel(s.sectionTitles.homePickup) });
    expect(link).toHaveAttribute("href", "https://maps.google.com/?q=16.3067,80.4365");
    expect(link).toHaveAttribute("target", "_blank");
    const drop = within(dialog).getByRole("region", { name: s.sectionTitles.InstituteDrop });
    expect(within(drop).getByRole("link")).toHaveAttribute("href", "https://maps.google.com/?q=16.3,80.45");
    for (const key of ["InstitutePickup", "homeDrop"] as const) {
      const region = within(dialog).getByRole("region", { name: s.sectionTitles[key] });
      expect(within(region).getByText(s.notCaptured)).toBeInTheDocument();
      expect(within(region).queryByRole("img")).not.toBeInTheDocument();
    }
  });

  it("edit modal PUTs the whole record with the new time and location, toasts, refreshes and closes", async () => {
    const record = fakeRecord();
    let puts = 0;
    const fetchMock = mockFetch({
      [`GET ${API.allKidAttendance}`]: () => list(puts ? [fakeRecord({ homePickup: fakeLeg({ time: "07:50" }) })] : [record]),
      [`PUT ${API.updateKidAttendance("att-1")}`]: () => {
        puts += 1;
        return { status: 200, body: { message: s.updateSuccess, data: record } };
      },
    });
    const { user } = renderApp(PATH, { as: "admin" });
    const rows = await tableRows();
    await user.click(within(rows[0]).getByRole("button", { name: actions.edit }));
    const dialog = await screen.findByRole("dialog", { name: s.editTitle });
    // Only captured legs are editable.
    expect(within(dialog).queryByRole("group", { name: s.sectionTitles.homeDrop })).not.toBeInTheDocument();
    const home = within(dialog).getByRole("group", { name: s.sectionTitles.homePickup });
    const lat = within(home).getByLabelText(new RegExp(`^${s.latitude}`)) as HTMLInputElement;
    // The time is the app's 12-hour picker (issue 11), not the browser's time input.
    expect(home.querySelector('input[type="time"]')).toBeNull();
    expect(within(home).getByRole("spinbutton", { name: new RegExp(`^${s.time}`) })).toHaveValue("07");
    expect(within(home).getByRole("combobox", { name: messages.attendance.capture.amPmLabel })).toHaveValue("AM");
    fireEvent.change(within(home).getByRole("spinbutton", { name: messages.attendance.capture.minutesLabel }), { target: { value: "50" } });
    await user.clear(lat);
    await user.type(lat, "16.31");
    await user.click(within(dialog).getByRole("button", { name: s.save }));
    expect(await screen.findByText(s.updateSuccess)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url, init]) => init?.method === "PUT" && String(url) === API.updateKidAttendance("att-1"));
    expect(call?.[0]).toBe(API.updateKidAttendance("att-1"));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      uuid: "att-1",
      kidName: "Anvi",
      date: "2025-06-15",
      userProfileUuid: "kid-1",
      homePickup: { time: "07:50", latitude: 16.31, longitude: 80.4365, photoUrl: "/api/files/photo-1" },
      InstituteDrop: { time: "08:30", latitude: 16.3, longitude: 80.45 },
      InstitutePickup: null,
      homeDrop: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: s.editTitle })).not.toBeInTheDocument());
    await waitFor(async () => expect(within((await tableRows())[0]).getByText("7:50 AM")).toBeInTheDocument());
  });

  it("edit refuses a bad latitude without a call, and toasts a failed save", async () => {
    const fetchMock = mockFetch({
      [`GET ${API.allKidAttendance}`]: list(),
      [`PUT ${API.updateKidAttendance("att-1")}`]: { status: 500, body: { error: "boom" } },
    });
    const { user } = renderApp(PATH, { as: "admin" });
    await user.click(within((await tableRows())[0]).getByRole("button", { name: actions.edit }));
    const dialog = await screen.findByRole("dialog", { name: s.editTitle });
    const home = within(dialog).getByRole("group", { name: s.sectionTitles.homePickup });
    const lat = within(home).getByLabelText(new RegExp(`^${s.latitude}`));
    await user.clear(lat);
    await user.type(lat, "123");
    await user.click(within(dialog).getByRole("button", { name: s.save }));
    expect(await within(dialog).findByText(messages.attendance.fields.latitudeInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
    await user.clear(lat);
    await user.type(lat, "16.2");
    await user.click(within(dialog).getByRole("button", { name: s.save }));
    expect(await screen.findByText(s.updateFailed)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: s.editTitle })).toBeInTheDocument();
  });

  it("lookup by date requires both kid and date (no call), then shows that day's legs", async () => {
    const dayPath = API.kidAttendanceByDate("kid-1", "2025-06-15");
    const fetchMock = mockFetch({
      [`GET ${API.allKidAttendance}`]: list(),
      [`GET ${API.allKidProfiles}`]: kidList,
      [`GET ${dayPath}`]: { status: 200, body: fakeRecord() },
      [`GET ${API.kidAttendanceByDate("kid-2", "2025-06-10")}`]: { status: 200, body: emptyDay("kid-2", "2025-06-10", "Ravi") },
    });
    const { user } = renderApp(PATH, { as: "admin" });
    await tableRows();
    await user.click(screen.getByRole("button", { name: s.getByDate }));
    const dialog = await screen.findByRole("dialog", { name: s.getByDate });
    const kid = within(dialog).getByRole("combobox", { name: new RegExp(`^${s.kidLabel}`) });
    await within(kid).findByRole("option", { name: "Anvi" });
    const show = within(dialog).getByRole("button", { name: s.show });

    await user.click(show);
    expect(await within(dialog).findByText(s.bothRequired)).toBeInTheDocument();
    await user.selectOptions(kid, "kid-1");
    await user.click(show);
    expect(within(dialog).getByText(s.bothRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/date/"))).toBe(false);

    await user.type(within(dialog).getByLabelText(new RegExp(`^${s.dateLabel}`)), "2025-06-15");
    await user.click(show);
    const home = await within(dialog).findByRole("region", { name: s.sectionTitles.homePickup });
    expect(within(dialog).queryByText(s.bothRequired)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === dayPath)).toBe(true);
    expect(within(home).getByText("7:45 AM")).toBeInTheDocument();
    expect(within(home).getByRole("img")).toHaveAttribute("src", "/api/files/photo-1-thumb");
    expect(within(home).getByRole("link")).toHaveAttribute("href", "https://maps.google.com/?q=16.3067,80.4365");
    expect(within(dialog).getByText(s.lookupResult("Anvi", "15-06-2025"))).toBeInTheDocument();

    // A day without captures: four empty legs.
    await user.selectOptions(kid, "kid-2");
    const date = within(dialog).getByLabelText(new RegExp(`^${s.dateLabel}`));
    await user.clear(date);
    await user.type(date, "2025-06-10");
    await user.click(show);
    expect(await within(dialog).findByText(s.noCaptureThatDay)).toBeInTheDocument();
    expect(within(dialog).getAllByText(s.notCaptured)).toHaveLength(4);
  });
});
