import { API, legStateText, messages, type LegState, type LegStates } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { LegStateBadge } from "../day/leg-state";
import { fakeLeg, fakeRecord } from "./attendance-fixtures";

// One leg's state reads the same on every screen (docs/decisions/0242): the words of
// `legStateText` / `legStateNote`, shown by the one component LegStateBadge.
const s = messages.attendance.screens;
const d = messages.day;
const actions = messages.staff.ui.actions;

const state = (overrides: Partial<LegState> = {}): LegState => ({ status: "pending", time: null, absentBy: null, correction: null, ...overrides });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T06:30:00Z"));
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe("LegStateBadge: one wording for a leg's state", () => {
  it.each<[string, LegState, boolean, string]>([
    ["captured", state({ status: "done", time: "07:41" }), false, "7:41 AM"],
    ["not at the stop (the caretaker's absence)", state({ status: "absent", absentBy: "caretaker" }), false, d.absences.notAtStop],
    ["absent, marked by a parent", state({ status: "absent", absentBy: "parent" }), false, d.absences.badgeBy.parent],
    ["absent, marked by the office", state({ status: "absent", absentBy: "admin" }), true, d.absences.badgeBy.admin],
    ["corrected present by the office", state({ status: "done", correction: "present" }), false, d.home.correctionPresent],
    ["corrected absent by the office, over a capture", state({ status: "absent", time: "07:41", correction: "absent" }), false, d.home.correctionAbsent],
    ["still to come today", state(), false, d.home.stillToCome],
    ["not captured on a past day", state(), true, d.home.notCaptured],
    ["no route for the leg", state({ status: "notRiding" }), false, d.home.notRiding],
  ])("%s", (_name, leg, isPast, words) => {
    render(
      <AppProviders>
        <LegStateBadge state={leg} isPast={isPast} />
      </AppProviders>,
    );
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(legStateText(d, leg, isPast)).toBe(words);
  });
});

const states = (overrides: Partial<LegStates> = {}): LegStates => ({
  homePickup: state({ status: "done", time: "07:45" }),
  InstituteDrop: state({ status: "done", time: "08:30" }),
  InstitutePickup: state({ status: "absent", absentBy: "caretaker" }),
  homeDrop: state({ status: "absent", absentBy: "caretaker" }),
  ...overrides,
});

describe("the admin's attendance list and its view dialog say 'Not at the stop' where it is", () => {
  it("the table's leg cell and the view dialog's leg read the leg's state; a captured leg its time", async () => {
    const record = fakeRecord({
      legStates: states({ homePickup: state({ status: "done", time: "07:45" }), InstituteDrop: state({ status: "done", time: "08:30", correction: "present" }) }),
    });
    const ravi = fakeRecord({
      uuid: "att-2",
      kidName: "Ravi",
      date: "2025-06-14",
      userProfileUuid: "kid-2",
      homePickup: null,
      InstituteDrop: null,
      InstitutePickup: fakeLeg({ time: "15:10" }),
      homeDrop: fakeLeg({ time: "16:05" }),
      legStates: states({
        homePickup: state({ status: "absent", absentBy: "parent" }),
        InstituteDrop: state(),
        InstitutePickup: state({ status: "done", time: "15:10" }),
        homeDrop: state({ status: "done", time: "16:05" }),
      }),
    });
    mockFetch({ [`GET ${API.allKidAttendance}`]: { status: 200, body: { data: [record, ravi] } } });
    const { user } = renderApp("/admin-dashboard/kidattendance", { as: "admin" });
    const table = await screen.findByRole("table", { name: s.tableLabel });
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(rows[0]!).slice(3, 7)).toEqual(["7:45 AM", d.home.correctionPresent, d.absences.notAtStop, d.absences.notAtStop]);
    expect(cells(rows[1]!).slice(3, 7)).toEqual([d.absences.badgeBy.parent, "-", "3:10 PM", "4:05 PM"]);

    await user.click(within(rows[0]!).getByRole("button", { name: actions.view }));
    const dialog = await screen.findByRole("dialog", { name: s.viewTitle });
    for (const key of ["InstitutePickup", "homeDrop"] as const) {
      const region = within(dialog).getByRole("region", { name: s.sectionTitles[key] });
      expect(within(region).getByText(d.absences.notAtStop)).toBeInTheDocument();
      expect(within(region).queryByText(s.notCaptured)).not.toBeInTheDocument();
    }
    // A captured leg keeps its time; the office's correction is said over it.
    const drop = within(dialog).getByRole("region", { name: s.sectionTitles.InstituteDrop });
    expect(within(drop).getByText(d.home.correctionPresent)).toBeInTheDocument();
    expect(within(drop).getByText("8:30 AM")).toBeInTheDocument();
    const home = within(dialog).getByRole("region", { name: s.sectionTitles.homePickup });
    expect(within(home).queryByText(d.home.correctionPresent)).not.toBeInTheDocument();
  });
});
