import { API, messages } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiCalls, fakeLoginResponse, mockFetch, phoneViewport, renderApp, sentBody } from "../../test/app-test-utils";

const hf = messages.helpFeedback;
const h = hf.help;
const fb = hf.feedback;
const actions = messages.staff.ui.actions;

afterEach(() => {
  act(() => notifications.clean());
});

const help = {
  uuid: "help-1",
  // 20:00 UTC on 2 June is 01:30 on 3 June in India.
  createdAt: "2025-06-02T20:00:00.000Z",
  updatedAt: "2025-06-02T20:00:00.000Z",
  reason: "The van was late today.\nPlease check.",
  kidDetails: {
    uuid: "kid-1",
    kidName: "Anvi",
    fatherLoginData: { fatherMobile: "9876543210" },
    motherLoginData: { motherMobile: null },
  },
  raisedBy: { name: "Suresh Father", role: "father", mobile: "9876543210" },
};

const feedback = {
  uuid: "fb-1",
  name: "Padma Mother",
  mobileNo: "9123456780",
  feedback: "Very punctual driver.",
  createdAt: "2025-05-10T05:00:00.000Z",
  updatedAt: "2025-05-10T05:00:00.000Z",
};

function cells(row: HTMLElement) {
  return within(row).getAllByRole("cell").map((c) => c.textContent);
}

describe("admin help and feedback tables", () => {
  it("Helps Details: kid, mobiles ('-' when missing), reason, DD-MM-YYYY in India, delete disabled", async () => {
    mockFetch({ [`GET ${API.allHelp}`]: { status: 200, body: { data: [help] } } });
    renderApp("/admin-dashboard/help", { as: "admin" });
    expect(await screen.findByRole("heading", { name: h.title })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: h.title });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(cells(rows[0]).slice(0, 6)).toEqual(["1", "Anvi", "9876543210", "-", help.reason, "03-06-2025"]);
    expect(within(rows[0]).getByRole("button", { name: actions.delete })).toBeDisabled();
    expect(within(rows[0]).queryByRole("button", { name: actions.edit })).not.toBeInTheDocument();
  });

  it("Feedback Details: name, mobile, feedback, DD-MM-YYYY, delete disabled", async () => {
    mockFetch({ [`GET ${API.allFeedback}`]: { status: 200, body: { data: [feedback] } } });
    renderApp("/admin-dashboard/feedback", { as: "admin" });
    const table = await screen.findByRole("table", { name: fb.title });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(cells(rows[0]).slice(0, 5)).toEqual(["1", "Padma Mother", "9123456780", "Very punctual driver.", "10-05-2025"]);
    expect(within(rows[0]).getByRole("button", { name: actions.delete })).toBeDisabled();
  });

  it("Helps Details filters by status on the server, with the status in the address", async () => {
    const fetchMock = mockFetch({ [`GET ${API.allHelp}`]: { status: 200, body: { data: [help] } } });
    const { user, router } = renderApp("/admin-dashboard/help?status=in_progress", { as: "admin" });
    await screen.findByRole("table", { name: h.title });
    const listUrls = () => apiCalls(fetchMock).map(([url]) => String(url)).filter((url) => url.startsWith(API.allHelp));
    expect(listUrls()).toEqual([`${API.allHelp}?status=in_progress`]);
    const filter = screen.getByRole("textbox", { name: messages.lists.status });
    expect(filter).toHaveValue(messages.day.help.statuses.in_progress);
    await user.click(filter);
    // The list opens in a transition; the option is there before it counts as visible.
    await user.click(await screen.findByRole("option", { name: messages.day.help.statuses.resolved, hidden: true }));
    await waitFor(() => expect(listUrls()).toContain(`${API.allHelp}?status=resolved`));
    expect(router.state.location.search).toBe("?status=resolved");
  });

  // Each list's sortable headers are the server's sort keys (HELP_LIST_SORTS, FEEDBACK_LIST_SORTS; docs/decisions/0197).
  it.each([
    ["/admin-dashboard/help", API.allHelp, h.title, [h.columns.kidName, h.columns.createdAt], ["kidName", "createdAt"], { data: [help] }],
    ["/admin-dashboard/feedback", API.allFeedback, fb.title, [fb.columns.name, fb.columns.createdAt], ["name", "createdAt"], { data: [feedback] }],
  ])("%s sorts on the server by its sortable headers, the sort kept in the URL", async (path, api, title, headers, keys, body) => {
    const fetchMock = mockFetch({ [`GET ${api}`]: { status: 200, body } });
    const { user, router } = renderApp(path, { as: "admin" });
    const table = await screen.findByRole("table", { name: title }, { timeout: 15_000 });
    const listUrls = () => apiCalls(fetchMock).map(([url]) => String(url)).filter((url) => url.startsWith(api));
    expect(
      within(table)
        .getAllByRole("columnheader")
        .filter((th) => within(th).queryByRole("button"))
        .map((th) => th.textContent),
    ).toEqual(headers);
    await user.click(within(table).getByRole("button", { name: messages.lists.sortBy(headers[0]) }));
    await waitFor(() => expect(router.state.location.search).toBe(`?sort=${keys[0]}&dir=asc`));
    await waitFor(() => expect(listUrls()).toContain(`${api}?sort=${keys[0]}&dir=asc`));
    await user.click(within(table).getByRole("button", { name: messages.lists.sortBy(headers[1]) }));
    await waitFor(() => expect(router.state.location.search).toBe(`?sort=${keys[1]}&dir=asc`));
    await user.click(within(table).getByRole("button", { name: `${messages.lists.sortBy(headers[1])}, ${messages.lists.sortedAscending}` }));
    await waitFor(() => expect(listUrls()).toContain(`${api}?sort=${keys[1]}&dir=desc`));
    expect(within(table).getByRole("button", { name: `${messages.lists.sortBy(headers[1])}, ${messages.lists.sortedDescending}` }).closest("th")).toHaveAttribute("aria-sort", "descending");
  });

  it("Helps Details on a phone: cards (no table), sorted with the Sort by picker, the filter kept", async () => {
    phoneViewport();
    const fetchMock = mockFetch({ [`GET ${API.allHelp}`]: { status: 200, body: { data: [help] } } });
    const { user, router } = renderApp("/admin-dashboard/help?status=open", { as: "admin" });
    const cards = within(await screen.findByRole("list", { name: h.title }, { timeout: 15_000 })).getAllByRole("listitem");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(cards[0]).getByText("Anvi")).toBeInTheDocument();
    expect(within(cards[0]).getByRole("button", { name: actions.delete })).toBeDisabled();
    await user.selectOptions(screen.getByRole("combobox", { name: messages.lists.sortLabel }), "createdAt:asc");
    await waitFor(() => expect(router.state.location.search).toBe("?status=open&sort=createdAt&dir=asc"));
    await waitFor(() =>
      expect(apiCalls(fetchMock).map(([url]) => String(url))).toContain(`${API.allHelp}?sort=createdAt&dir=asc&status=open`),
    );
  });

  it.each([
    ["/admin-dashboard/help", `GET ${API.allHelp}`],
    ["/admin-dashboard/feedback", `GET ${API.allFeedback}`],
  ])("%s shows No Data Available when empty", async (path, key) => {
    mockFetch({ [key]: { status: 200, body: { data: [] } } });
    renderApp(path, { as: "admin" });
    expect(await screen.findByText(hf.empty)).toBeInTheDocument();
  });

  it.each([
    ["/admin-dashboard/help", `GET ${API.allHelp}`, h.fetchFailed],
    ["/admin-dashboard/feedback", `GET ${API.allFeedback}`, fb.fetchFailed],
  ])("%s shows a load failure", async (path, key, message) => {
    mockFetch({ [key]: { status: 500, body: { error: "boom" } } });
    renderApp(path, { as: "admin" });
    expect(await screen.findAllByText(message)).toHaveLength(2); // inline + toast
    expect(screen.getByRole("button", { name: messages.staff.ui.retry })).toBeInTheDocument();
  });
});

describe("parent help and feedback forms", () => {
  it("help: requires a reason, then POSTs { kidUuid, reason } for the active kid and toasts", async () => {
    const fetchMock = mockFetch({
      [`POST ${API.createHelp}`]: { status: 201, body: { message: h.created, data: help } },
    });
    // The account already holds the page's language, so the only call is the help itself (no language sync, issue 11).
    const { user } = renderApp("/parent-dashboard/help", { as: fakeLoginResponse("father", { language: "en" }) });
    expect(await screen.findByRole("heading", { name: h.formTitle })).toBeInTheDocument();
    expect(screen.getByText(h.intro("Anvi"))).toBeInTheDocument();
    const reason = screen.getByRole("textbox", { name: new RegExp(`^${h.reasonLabel}`) });
    await user.click(screen.getByRole("button", { name: h.submit }));
    expect(await screen.findByText(h.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(apiCalls(fetchMock)).toEqual([]);
    await user.type(reason, "  The van was late.  ");
    await user.click(screen.getByRole("button", { name: h.submit }));
    expect(await screen.findByText(h.created)).toBeInTheDocument();
    expect(apiCalls(fetchMock)[0]?.[0]).toBe(API.createHelp);
    expect(sentBody(fetchMock)).toEqual({ kidUuid: "kid-1", reason: "The van was late." });
    await waitFor(() => expect(reason).toHaveValue(""));
  });

  it("help: shows the server's refusal", async () => {
    mockFetch({ [`POST ${API.createHelp}`]: { status: 403, body: { error: "You can only ask for help for your own kid." } } });
    const { user } = renderApp("/parent-dashboard/help", { as: "mother" });
    await user.type(await screen.findByRole("textbox", { name: new RegExp(`^${h.reasonLabel}`) }), "Help");
    await user.click(screen.getByRole("button", { name: h.submit }));
    expect(await screen.findByText("You can only ask for help for your own kid.")).toBeInTheDocument();
  });

  it("feedback: requires text, then POSTs { feedback } and toasts", async () => {
    const fetchMock = mockFetch({
      [`POST ${API.createFeedback}`]: { status: 201, body: { message: fb.created, data: feedback } },
    });
    const { user } = renderApp("/parent-dashboard/feedback", { as: "mother" });
    expect(await screen.findByRole("heading", { name: fb.formTitle })).toBeInTheDocument();
    const text = screen.getByRole("textbox", { name: new RegExp(`^${fb.feedbackLabel}`) });
    await user.click(screen.getByRole("button", { name: fb.submit }));
    expect(await screen.findByText(fb.feedbackRequired)).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([]);
    await user.type(text, "Very punctual driver.");
    await user.click(screen.getByRole("button", { name: fb.submit }));
    expect(await screen.findByText(fb.created)).toBeInTheDocument();
    expect(apiCalls(fetchMock)[0]?.[0]).toBe(API.createFeedback);
    expect(sentBody(fetchMock)).toEqual({ feedback: "Very punctual driver." });
  });
});
