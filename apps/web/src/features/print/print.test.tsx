import { API_DESK, messages, PRINT_PAGES, type KidMonth, type RouteSheet } from "@app/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCalls, mockFetch, renderApp } from "../../test/app-test-utils";
import { addMonths } from "./print-api";

const p = messages.desk.print;

const leg = (l: RouteSheet["runs"][number]["kids"][number]["legs"][number]["leg"], overrides: Partial<RouteSheet["runs"][number]["kids"][number]["legs"][number]> = {}) => ({
  leg: l,
  onThisRoute: l === "homePickup" || l === "instituteDrop",
  status: "pending" as const,
  time: null,
  absenceSource: null,
  ...overrides,
});

const SHEET: RouteSheet = {
  route: { uuid: "r-1", name: "Brodipet Run", from: "Brodipet", to: "Arundelpet" },
  date: "2026-11-20",
  generatedAt: "2026-11-20T02:00:00.000Z",
  runs: [
    {
      assignmentUuid: "a-1",
      run: "morning",
      driver: { name: "Ramesh", phone: "7000000001" },
      caretaker: { name: "Kamala", phone: "8000000001" },
      kids: [
        { stop: 1, uuid: "k-2", kidName: "Zara", address: "4-5-6, Arundelpet", parentPhone: "6000000002", legs: [leg("homePickup", { status: "done", time: "07:41" }), leg("instituteDrop"), leg("institutePickup"), leg("homeDrop")] },
        { stop: 2, uuid: "k-1", kidName: "Arjun", address: "1-2-3, Brodipet", parentPhone: null, legs: [leg("homePickup", { status: "absent", absenceSource: "parent" }), leg("instituteDrop"), leg("institutePickup"), leg("homeDrop")] },
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("the route's daily sheet", () => {
  it("shows the kids in stop order with the four legs: a captured time, an absence, boxes to tick and legs not on this route", async () => {
    const fetchMock = mockFetch({ [`GET ${API_DESK.routeSheet("r-1", "2026-11-20")}`]: { body: { data: SHEET } } });
    renderApp(PRINT_PAGES.routeSheet("r-1", "2026-11-20"), { as: "admin" });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => within(r).queryByRole("rowheader")?.textContent ?? null)).toEqual([null, "Zara", "Arjun"]);
    expect(within(rows[0]).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([p.stop, p.kid, p.address, p.parentPhone, p.legs.homePickup, p.legs.instituteDrop, p.legs.institutePickup, p.legs.homeDrop]);
    expect(rows[1]).toHaveTextContent("✓ 7:41 AM");
    expect(rows[2]).toHaveTextContent(p.absent.parent);
    expect(within(rows[1]).getAllByLabelText(p.notOnRoute)).toHaveLength(2);
    expect(screen.getByText(/Ramesh \(7000000001\)/)).toBeInTheDocument();
    expect(screen.getByText(/Kamala \(8000000001\)/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: p.printButton })).toBeInTheDocument();
    expect(apiCalls(fetchMock).map(([url]) => String(url))).toContain(API_DESK.routeSheet("r-1", "2026-11-20"));
  });

  it("prints with the browser's print dialog", async () => {
    mockFetch({ [`GET ${API_DESK.routeSheet("r-1", "2026-11-20")}`]: { body: { data: SHEET } } });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = renderApp(PRINT_PAGES.routeSheet("r-1", "2026-11-20"), { as: "admin" });
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: p.printButton }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("shows the server's message when the route is unknown", async () => {
    mockFetch({ [`GET ${API_DESK.routeSheet("nope", "2026-11-20")}`]: { status: 404, body: { error: messages.routes.transport.notFound } } });
    renderApp(PRINT_PAGES.routeSheet("nope", "2026-11-20"), { as: "admin" });
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.routes.transport.notFound);
  });

  it("is an admin page: a parent is sent elsewhere and nothing is asked", async () => {
    const fetchMock = mockFetch({});
    renderApp(PRINT_PAGES.routeSheet("r-1", "2026-11-20"), { as: "father" });
    await screen.findAllByRole("heading");
    expect(apiCalls(fetchMock).some(([url]) => String(url).startsWith("/api/print"))).toBe(false);
  });
});

describe("a kid's month", () => {
  const days = ["2026-02-01", "2026-02-02"].map((date, i) => ({
    date,
    legs: (["homePickup", "instituteDrop", "institutePickup", "homeDrop"] as const).map((l) => ({
      leg: l,
      onThisRoute: true,
      status: i === 1 && l === "homePickup" ? ("done" as const) : i === 1 && l === "homeDrop" ? ("absent" as const) : ("pending" as const),
      time: i === 1 && l === "homePickup" ? "07:05" : null,
      absenceSource: i === 1 && l === "homeDrop" ? ("admin" as const) : null,
    })),
  }));
  const MONTH: KidMonth = { kid: { uuid: "k-1", kidName: "Arjun", status: "active" }, month: "2026-02", routes: { morning: "Brodipet Run", afternoon: null }, generatedAt: "2026-02-02T10:00:00.000Z", days, totals: { done: 1, absent: 1 } };

  it("shows a row per day with captured times, absences and the totals, and moves between months", async () => {
    const fetchMock = mockFetch({
      [`GET ${API_DESK.kidMonth("k-1", "2026-02")}`]: { body: { data: MONTH } },
      [`GET ${API_DESK.kidMonth("k-1", "2026-01")}`]: { body: { data: { ...MONTH, month: "2026-01", days: [], totals: { done: 0, absent: 0 } } } },
    });
    const { user } = renderApp(PRINT_PAGES.kidMonth("k-1", "2026-02"), { as: "admin" });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent("01-02-2026");
    expect(rows[2]).toHaveTextContent("✓ 7:05 AM");
    expect(rows[2]).toHaveTextContent(p.absent.admin);
    expect(screen.getByText(p.totals(1, 1))).toBeInTheDocument();
    expect(screen.getByText(p.routes("Brodipet Run", p.noRoute))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: p.previousMonth }));
    expect(await screen.findByText(p.totals(0, 0))).toBeInTheDocument();
    expect(apiCalls(fetchMock).map(([url]) => String(url))).toContain(API_DESK.kidMonth("k-1", "2026-01"));
  });

  it("adds months across years", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-05", 0)).toBe("2026-05");
  });
});
