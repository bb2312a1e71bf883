import { API, messages, type AuditEntry } from "@app/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/app-test-utils";
import { auditLogSearch, auditSortOf, NO_FILTERS } from "./audit-log-api";
import { detailsText, formatDateTimeIndia } from "./audit-format";

const m = messages.audit;

const ENTRIES: AuditEntry[] = [
  {
    id: 2,
    at: "2025-03-01T18:31:00.000Z", // 00:01 on 2 March in India
    actorUserId: "admin-uuid",
    actorName: "Asha Admin",
    actorRole: "admin",
    action: "update",
    entity: "enquiry",
    entityId: "enq-1",
    details: { fields: ["status", "reason"], status: "lost" },
    summary: "Asha Admin set the enquiry of Srinivas Rao to Lost",
    ip: "10.0.0.5",
  },
  {
    id: 1,
    at: "2025-03-01T10:00:00.000Z",
    actorUserId: null,
    actorName: null,
    actorRole: null,
    action: "create",
    entity: "enquiry",
    entityId: "enq-1",
    details: null,
    ip: null,
  },
];

/** A fetch stub for GET /api/audit-log that records every query string it was called with. */
function mockAuditFetch(reply: (params: URLSearchParams) => { status?: number; body: unknown }) {
  const queries: URLSearchParams[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== API.auditLog) return new Response(JSON.stringify({ error: "Not found." }), { status: 404 });
    queries.push(url.searchParams);
    const { status = 200, body } = reply(url.searchParams);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fn);
  return { fn, queries, last: () => Object.fromEntries(queries[queries.length - 1]) };
}

const page = (data: AuditEntry[], total = data.length, p = 1, pageSize = 25) => ({ data, page: p, pageSize, total });

describe("audit log screen", () => {
  it("lists who did what when, the time in India as DD-MM-YYYY, h:mm AM/PM", async () => {
    const { last } = mockAuditFetch(() => ({ body: page(ENTRIES) }));
    renderApp("/admin-dashboard/audit-log", { as: "admin" });
    const table = await screen.findByRole("table", { name: m.tableLabel });
    expect(screen.getByRole("heading", { name: m.title })).toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(Object.values(m.columns));
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((td) => td.textContent);
    expect(cells(rows[0])).toEqual([
      "02-03-2025, 12:01 AM",
      "Asha Admin",
      m.roles.admin,
      m.actions.update,
      m.entities.enquiry,
      "Asha Admin set the enquiry of Srinivas Rao to Lost",
      "10.0.0.5",
    ]);
    expect(cells(rows[1])).toEqual(["01-03-2025, 3:30 PM", m.anonymous, "-", m.actions.create, m.entities.enquiry, "-", "-"]);
    expect(last()).toEqual({ page: "1", pageSize: "25" });
    expect(screen.getByText(m.summary(1, 2, 2))).toBeInTheDocument();
  });

  it("shows a kid route's and an enquiry's old → new values as the server's sentence, asked for in the page's language", async () => {
    const languages: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        languages.push(new Headers(init?.headers).get("Accept-Language"));
        const entry = (id: number, entity: string, summary: string): AuditEntry => ({ ...ENTRIES[0], id, entity, summary, details: { fields: ["driver"] } });
        const body = page([
          entry(3, "route-assignment", "Asha Admin changed route R-12's driver: Venkat Rao → Suresh; Asha Admin added Meena to route R-12"),
          entry(4, "enquiry", "Asha Admin changed the enquiry of Srinivas Rao: status New → Won"),
        ]);
        return new Response(JSON.stringify(body), { status: String(input).includes(API.auditLog) ? 200 : 404, headers: { "Content-Type": "application/json" } });
      }),
    );
    renderApp("/admin-dashboard/audit-log", { as: "admin" });
    const table = await screen.findByRole("table", { name: m.tableLabel });
    const what = within(table).getByRole("cell", { name: /driver: Venkat Rao → Suresh/ });
    expect(what.textContent).toBe("Asha Admin changed route R-12's driver: Venkat Rao → Suresh; Asha Admin added Meena to route R-12");
    expect(within(table).getByRole("cell", { name: "Asha Admin changed the enquiry of Srinivas Rao: status New → Won" })).toBeInTheDocument();
    // The sentence is built on the server in the language the page asks for (docs/decisions/0150).
    expect(languages.at(-1)).toMatch(/^en-IN,en/);
  });

  it("sends the chosen filters as query parameters and starts again from page 1", async () => {
    const { last, queries } = mockAuditFetch((q) => ({ body: page(q.get("page") === "2" ? [ENTRIES[1]] : [ENTRIES[0]], 60, Number(q.get("page")), 25) }));
    const { user, router } = renderApp("/admin-dashboard/audit-log", { as: "admin" });
    await screen.findByRole("table", { name: m.tableLabel });
    await user.click(screen.getByRole("button", { name: "2" }));
    await screen.findByText(m.summary(26, 26, 60));
    expect(last()).toEqual({ page: "2", pageSize: "25" });

    expect(router.state.location.search).toBe("?page=2");
    await user.type(screen.getByRole("searchbox", { name: m.filters.who }), "  Asha ");
    await user.selectOptions(screen.getByRole("combobox", { name: m.filters.entity }), "enquiry");
    await user.selectOptions(screen.getByRole("combobox", { name: m.filters.action }), "update");
    await user.type(screen.getByLabelText(m.filters.from), "2025-03-01");
    await user.type(screen.getByLabelText(m.filters.to), "2025-03-02");
    const before = queries.length;
    await user.click(screen.getByRole("button", { name: m.filters.apply }));
    await screen.findByText(m.summary(1, 1, 60));
    expect(queries.length).toBe(before + 1);
    expect(last()).toEqual({ who: "Asha", entity: "enquiry", action: "update", from: "2025-03-01", to: "2025-03-02", page: "1", pageSize: "25" });
    // The view is in the URL, so it can be bookmarked and shared (issue 12).
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ who: "Asha", entity: "enquiry", action: "update", from: "2025-03-01", to: "2025-03-02" });

    await user.click(screen.getByRole("button", { name: m.filters.reset }));
    await vi.waitFor(() => expect(last()).toEqual({ page: "1", pageSize: "25" }));
    expect(screen.getByRole("combobox", { name: m.filters.entity })).toHaveValue("");
    expect(screen.getByRole("searchbox", { name: m.filters.who })).toHaveValue("");
    expect(router.state.location.search).toBe("");
  });

  it("a shared link opens with its filters in the form and sent to the server", async () => {
    const { last } = mockAuditFetch(() => ({ body: page([ENTRIES[0]], 30, 2, 25) }));
    renderApp("/admin-dashboard/audit-log?who=Asha&entity=enquiry&page=2", { as: "admin" });
    await screen.findByRole("table", { name: m.tableLabel });
    expect(last()).toEqual({ who: "Asha", entity: "enquiry", page: "2", pageSize: "25" });
    expect(screen.getByRole("searchbox", { name: m.filters.who })).toHaveValue("Asha");
    expect(screen.getByRole("combobox", { name: m.filters.entity })).toHaveValue("enquiry");
  });

  it("reads newest first, or oldest first with the Order control: sent as sort=oldest, kept in the URL, back to page 1, undone by Reset", async () => {
    const { last } = mockAuditFetch((q) => ({ body: page(q.get("sort") === "oldest" ? [...ENTRIES].reverse() : ENTRIES, 60, Number(q.get("page")), 25) }));
    const { user, router } = renderApp("/admin-dashboard/audit-log?entity=enquiry&page=2", { as: "admin" });
    const table = await screen.findByRole("table", { name: m.tableLabel }, { timeout: 15_000 });
    const order = screen.getByRole("combobox", { name: m.order });
    expect(order).toHaveValue("newest");
    expect(within(order).getAllByRole("option").map((o) => o.textContent)).toEqual([m.orders.newest, m.orders.oldest]);
    expect(last()).toEqual({ entity: "enquiry", page: "2", pageSize: "25" });

    await user.selectOptions(order, "oldest");
    await vi.waitFor(() => expect(last()).toEqual({ entity: "enquiry", sort: "oldest", page: "1", pageSize: "25" }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ entity: "enquiry", sort: "oldest" });
    await vi.waitFor(() => expect(within(table).getAllByRole("row")[1]).toHaveTextContent("01-03-2025, 3:30 PM"));

    // Applying other filters keeps the order.
    await user.selectOptions(screen.getByRole("combobox", { name: m.filters.action }), "update");
    await user.click(screen.getByRole("button", { name: m.filters.apply }));
    await vi.waitFor(() => expect(last()).toEqual({ entity: "enquiry", action: "update", sort: "oldest", page: "1", pageSize: "25" }));

    await user.selectOptions(screen.getByRole("combobox", { name: m.order }), "newest");
    await vi.waitFor(() => expect(last()).toEqual({ entity: "enquiry", action: "update", page: "1", pageSize: "25" }));
    expect(router.state.location.search).not.toContain("sort");

    await user.selectOptions(screen.getByRole("combobox", { name: m.order }), "oldest");
    await vi.waitFor(() => expect(router.state.location.search).toContain("sort=oldest"));
    await user.click(screen.getByRole("button", { name: m.filters.reset }));
    await vi.waitFor(() => expect(last()).toEqual({ page: "1", pageSize: "25" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("combobox", { name: m.order })).toHaveValue("newest");
  });

  it("a shared link with sort=oldest opens oldest first", async () => {
    const { last } = mockAuditFetch(() => ({ body: page(ENTRIES) }));
    renderApp("/admin-dashboard/audit-log?sort=oldest", { as: "admin" });
    await screen.findByRole("table", { name: m.tableLabel }, { timeout: 15_000 });
    expect(last()).toEqual({ sort: "oldest", page: "1", pageSize: "25" });
    expect(screen.getByRole("combobox", { name: m.order })).toHaveValue("oldest");
  });

  it("refuses a start date after the end date without calling the server", async () => {
    const { queries } = mockAuditFetch(() => ({ body: page(ENTRIES) }));
    const { user } = renderApp("/admin-dashboard/audit-log", { as: "admin" });
    await screen.findByRole("table", { name: m.tableLabel });
    await user.type(screen.getByLabelText(m.filters.from), "2025-03-05");
    await user.type(screen.getByLabelText(m.filters.to), "2025-03-01");
    const before = queries.length;
    await user.click(screen.getByRole("button", { name: m.filters.apply }));
    expect(await screen.findByText(m.invalidRange)).toBeInTheDocument();
    expect(queries.length).toBe(before);
  });

  it("shows the empty state and a failed load with a retry button", async () => {
    let fail = true;
    mockAuditFetch(() => (fail ? { status: 500, body: { error: "Internal Server Error" } } : { body: page([]) }));
    const { user } = renderApp("/admin-dashboard/audit-log", { as: "admin" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(m.loadFailure);
    fail = false;
    await user.click(within(alert).getByRole("button", { name: m.retry }));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });
});

describe("audit log helpers", () => {
  it("leaves unset filters out of the query string", () => {
    expect(auditLogSearch(NO_FILTERS, 3)).toBe("page=3&pageSize=25");
    expect(auditLogSearch({ ...NO_FILTERS, action: "view-identity-document" }, 1, 10)).toBe("action=view-identity-document&page=1&pageSize=10");
    expect(auditLogSearch(NO_FILTERS, 1, 25, "oldest")).toBe("sort=oldest&page=1&pageSize=25");
    expect(auditLogSearch(NO_FILTERS, 1, 25, "newest")).toBe("page=1&pageSize=25");
  });

  it("reads the order from the URL: oldest only when it says so", () => {
    expect(auditSortOf("oldest")).toBe("oldest");
    expect(auditSortOf(undefined)).toBe("newest");
    expect(auditSortOf("sideways")).toBe("newest");
  });

  it("formats times in India whatever the machine's zone, and details compactly", () => {
    expect(formatDateTimeIndia("2025-12-31T18:30:00Z")).toBe("01-01-2026, 12:00 AM");
    expect(formatDateTimeIndia("nonsense")).toBe("-");
    expect(detailsText({ fields: [], count: 2 })).toBe("count: 2");
    expect(detailsText({})).toBe("-");
  });
});
