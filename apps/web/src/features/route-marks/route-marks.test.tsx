import { API, messages, type RouteMarkKid, type RouteMarksResponse } from "@app/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { fakeDateForEachTest } from "../../test/fake-date";
import { labelRe } from "../drivers/driver-fixtures";
import { fakeRoute } from "../transport/route-fixtures";

const mk = messages.routes.marks;
const ui = mk.ui;


fakeDateForEachTest();

const ROUTE = fakeRoute({ uuid: "route-a", name: "Brodipet Loop" });

function kid(overrides: Partial<RouteMarkKid> = {}): RouteMarkKid {
  return {
    uuid: "kid-1",
    kidName: "Anvi",
    age: 7,
    gender: "female",
    status: "active",
    kidsImage: null,
    kidsImageThumb: null,
    mark: null,
    markedAt: null,
    run: "morning",
    legs: [],
    ...overrides,
  };
}

function day(date: string, kids: RouteMarkKid[]): { status: number; body: RouteMarksResponse } {
  return { status: 200, body: { data: { route: { uuid: ROUTE.uuid, name: ROUTE.name, from: ROUTE.from, to: ROUTE.to }, date, kids } } };
}

const card = (name: string) => screen.getByRole("article", { name });
const dateInput = () => screen.getByLabelText(labelRe(ui.date)) as HTMLInputElement;

describe("route screen (/admin-dashboard/route): Present/Absent on real data", () => {
  it("starts on today, lists the chosen route's kids with their stored marks", async () => {
    const fetchMock = mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [ROUTE] },
      [`GET ${API.routeMarks("route-a", "2025-06-15")}`]: day("2025-06-15", [kid(), kid({ uuid: "kid-2", kidName: "Bhavya", mark: "absent", markedAt: "2025-06-15T03:00:00Z" })]),
    });
    const { user } = renderApp("/admin-dashboard/route", { as: "admin" });
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.route })).toBeInTheDocument();
    const select = await screen.findByLabelText(ui.chooseRoute);
    // DD-MM-YYYY whatever the browser's locale (issue 11); a later day is refused by the screen's own rule.
    expect(dateInput()).toHaveValue("15-06-2025");
    expect(dateInput()).toHaveAttribute("placeholder", messages.common.datePlaceholder);
    expect(screen.getByText(ui.chooseRouteFirst)).toBeInTheDocument();
    await user.selectOptions(select, "route-a");
    expect(await screen.findByRole("heading", { name: ui.kidsHeading("Brodipet Loop", "15-06-2025") })).toBeInTheDocument();
    expect(within(card("Anvi")).getByText(ui.notMarked)).toBeInTheDocument();
    expect(within(card("Anvi")).getByRole("button", { name: ui.present })).toHaveAttribute("aria-pressed", "false");
    expect(within(card("Bhavya")).getByRole("button", { name: ui.absent })).toHaveAttribute("aria-pressed", "true");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/route-marks/"))).toHaveLength(1);
  });

  it("marks a kid Absent: PUT { mark: 'absent' }, a toast, and the card shows it", async () => {
    let body: unknown;
    const fetchMock = mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [ROUTE] },
      [`GET ${API.routeMarks("route-a", "2025-06-15")}`]: day("2025-06-15", [kid()]),
      [`PUT ${API.routeMark("route-a", "2025-06-15", "kid-1")}`]: (init) => {
        body = JSON.parse(String(init.body));
        return {
          status: 200,
          body: { message: mk.saved("Anvi", "absent"), data: { routeUuid: "route-a", kidUuid: "kid-1", date: "2025-06-15", mark: "absent", markedAt: "2025-06-15T06:30:00Z" } },
        };
      },
    });
    const { user } = renderApp("/admin-dashboard/route?route=route-a", { as: "admin" });
    await waitFor(() => expect(card("Anvi")).toBeInTheDocument());
    await user.click(within(card("Anvi")).getByRole("button", { name: ui.absent }));
    expect(await screen.findByText(mk.saved("Anvi", "absent"))).toBeInTheDocument();
    expect(body).toEqual({ mark: "absent" });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/route-marks/route-a/date/2025-06-15/kid/kid-1");
    await waitFor(() => expect(within(card("Anvi")).getByRole("button", { name: ui.absent })).toHaveAttribute("aria-pressed", "true"));
    expect(within(card("Anvi")).getByText(ui.absent, { selector: ".mantine-Badge-label" })).toBeInTheDocument();
    // Both choices stay available after Absent.
    expect(within(card("Anvi")).getByRole("button", { name: ui.present })).toBeInTheDocument();
  });

  it("choosing Present hides the Absent button and shows the details; Change brings it back", async () => {
    mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [ROUTE] },
      [`GET ${API.routeMarks("route-a", "2025-06-15")}`]: day("2025-06-15", [kid()]),
      [`PUT ${API.routeMark("route-a", "2025-06-15", "kid-1")}`]: {
        status: 200,
        body: { message: "ok", data: { routeUuid: "route-a", kidUuid: "kid-1", date: "2025-06-15", mark: "present", markedAt: "2025-06-15T06:30:00Z" } },
      },
    });
    const { user } = renderApp("/admin-dashboard/route?route=route-a", { as: "admin" });
    await waitFor(() => expect(card("Anvi")).toBeInTheDocument());
    await user.click(within(card("Anvi")).getByRole("button", { name: ui.present }));
    await waitFor(() => expect(within(card("Anvi")).queryByRole("button", { name: ui.absent })).not.toBeInTheDocument());
    expect(within(card("Anvi")).getByText("7 years")).toBeInTheDocument();
    expect(within(card("Anvi")).getByText("Female")).toBeInTheDocument();
    expect(within(card("Anvi")).getByText("15-06-2025, 12:00 PM")).toBeInTheDocument();
    await user.click(within(card("Anvi")).getByRole("button", { name: ui.change }));
    expect(within(card("Anvi")).getByRole("button", { name: ui.absent })).toBeInTheDocument();
  });

  it("refuses a date in the future: the message, and no call for that day", async () => {
    const fetchMock = mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [ROUTE] },
      [`GET ${API.routeMarks("route-a", "2025-06-15")}`]: day("2025-06-15", [kid()]),
    });
    const { user } = renderApp("/admin-dashboard/route?route=route-a", { as: "admin" });
    await waitFor(() => expect(card("Anvi")).toBeInTheDocument());
    await user.clear(dateInput());
    await user.type(dateInput(), "16-06-2025");
    expect(await screen.findByText(mk.dateFuture)).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("2025-06-16"))).toBe(false);
  });

  it("a new date reloads that day's stored marks (the choice shown resets to what is stored)", async () => {
    const fetchMock = mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [ROUTE] },
      [`GET ${API.routeMarks("route-a", "2025-06-15")}`]: day("2025-06-15", [kid({ mark: "present", markedAt: "2025-06-15T03:00:00Z" })]),
      [`GET ${API.routeMarks("route-a", "2025-06-14")}`]: day("2025-06-14", [kid({ mark: "absent", markedAt: "2025-06-14T03:00:00Z" })]),
    });
    const { user, router } = renderApp("/admin-dashboard/route?route=route-a", { as: "admin" });
    await waitFor(() => expect(card("Anvi")).toBeInTheDocument());
    expect(within(card("Anvi")).queryByRole("button", { name: ui.absent })).not.toBeInTheDocument();
    // A choice in progress ("Change") does not follow to another day.
    await user.click(within(card("Anvi")).getByRole("button", { name: ui.change }));
    await user.clear(dateInput());
    await user.type(dateInput(), "14-06-2025");
    expect(await screen.findByRole("heading", { name: ui.kidsHeading("Brodipet Loop", "14-06-2025") })).toBeInTheDocument();
    await waitFor(() => expect(within(card("Anvi")).getByRole("button", { name: ui.absent })).toHaveAttribute("aria-pressed", "true"));
    expect(fetchMock.mock.calls.some(([url]) => url === API.routeMarks("route-a", "2025-06-14"))).toBe(true);
    // The choice is in the address, so a reload shows the same day.
    expect(router.state.location.search).toContain("date=2025-06-14");
    expect(router.state.location.search).toContain("route=route-a");
    await user.clear(dateInput());
    await user.type(dateInput(), "15-06-2025");
    await waitFor(() => expect(within(card("Anvi")).queryByRole("button", { name: ui.absent })).not.toBeInTheDocument());
    expect(within(card("Anvi")).getByRole("button", { name: ui.change })).toBeInTheDocument();
  });

  it("shows the empty texts and a save failure", async () => {
    mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [ROUTE, fakeRoute({ uuid: "route-b", name: "Empty Run" })] },
      [`GET ${API.routeMarks("route-a", "2025-06-15")}`]: day("2025-06-15", [kid()]),
      [`GET ${API.routeMarks("route-b", "2025-06-15")}`]: day("2025-06-15", []),
      [`PUT ${API.routeMark("route-a", "2025-06-15", "kid-1")}`]: { status: 500, body: {} },
    });
    const { user } = renderApp("/admin-dashboard/route?route=route-a", { as: "admin" });
    await waitFor(() => expect(card("Anvi")).toBeInTheDocument());
    await user.click(within(card("Anvi")).getByRole("button", { name: ui.absent }));
    expect(await screen.findByText(mk.saveFailure)).toBeInTheDocument();
    expect(within(card("Anvi")).getByText(ui.notMarked)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(ui.chooseRoute), "route-b");
    expect(await screen.findByText(messages.common.empty.noKidsOnRoute)).toBeInTheDocument();
  });

  it("says No Routes Available when there is no route", async () => {
    mockFetch({ [`GET ${API.allRoutes}`]: { status: 200, body: [] } });
    renderApp("/admin-dashboard/route", { as: "admin" });
    expect(await screen.findByText(messages.common.empty.noRoutesAvailable)).toBeInTheDocument();
  });
});
