import { API, messages } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { fakeCaretaker } from "../caretakers/caretaker-fixtures";
import { fakeDriver } from "../drivers/driver-fixtures";

const l = messages.staff.labels;
const d = messages.staff.drivers;
const ui = messages.staff.ui;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T06:30:00Z"));
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe("own profile pages", () => {
  it("shows the driver's own profile from GET /api/driver/v1/me, Aadhaar masked", async () => {
    const driver = fakeDriver({ aadharFrontImage: null, aadharBackImage: null, dlFrontImage: null, dlBackImage: null });
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const reply = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({ [`GET ${API.driverMe}`]: () => reply });
    renderApp("/driver-dashboard/driverprofile", { as: "driver" });
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.driverProfile })).toBeInTheDocument();
    expect(await screen.findByText(messages.common.loading)).toBeInTheDocument();
    answer({ status: 200, body: { data: driver } });
    expect(await screen.findByRole("heading", { name: "Ravi Kumar" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: ui.photoAlt("Ravi Kumar") })).toHaveAttribute("src", "/api/files/p1");
    expect(screen.getByText("12-04-1985 (40 years)")).toBeInTheDocument();
    expect(screen.getByText("XXXX XXXX 4321")).toBeInTheDocument();
    expect(screen.getByText("AP07 20100012345")).toBeInTheDocument();
    expect(screen.getByText("12-3-45, Brodipet, Guntur")).toBeInTheDocument();
    expect(screen.getByText(d.statusLabels.active)).toBeInTheDocument();
    for (const label of [l.phoneNumber, l.email, l.dob, l.aadharNo, l.address, d.labels.experience, d.labels.dlNo]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(document.body.textContent).not.toMatch(/\d{12}/);
    expect(fetchMock).toHaveBeenCalledWith(API.driverMe, expect.anything());
  });

  it("shows the caretaker's own profile from GET /api/caretaker/me", async () => {
    mockFetch({ [`GET ${API.caretakerMe}`]: { status: 200, body: { data: fakeCaretaker() } } });
    renderApp("/caretaker-dashboard/caretakerprofile", { as: "caretaker" });
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.caretakerProfile })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Lakshmi Devi" })).toBeInTheDocument();
    expect(screen.getByText("16-06-1992 (32 years)")).toBeInTheDocument();
    expect(screen.getByText("XXXX XXXX 9876")).toBeInTheDocument();
    expect(screen.getByText("7-1-20, Lakshmipuram, Guntur")).toBeInTheDocument();
  });

  it("shows the server's reason when the profile cannot be loaded, with a retry", async () => {
    mockFetch({ [`GET ${API.driverMe}`]: { status: 404, body: { error: d.notFound } } });
    renderApp("/driver-dashboard/driverprofile", { as: "driver" });
    expect(await screen.findByRole("alert")).toHaveTextContent(d.notFound);
    expect(screen.getByRole("button", { name: ui.retry })).toBeInTheDocument();
  });

  it("falls back to the catalogue text on a server failure", async () => {
    mockFetch({ [`GET ${API.caretakerMe}`]: { status: 500, body: {} } });
    renderApp("/caretaker-dashboard/caretakerprofile", { as: "caretaker" });
    expect(await screen.findByRole("alert")).toHaveTextContent(ui.profileLoadFailure);
  });
});
