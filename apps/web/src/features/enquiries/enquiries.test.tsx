import { API, API_DESK, messages, TOAST_MS, type Enquiry } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, phoneViewport, renderApp } from "../../test/app-test-utils";
import { fakeImage, labelRe } from "../drivers/driver-fixtures";
import { fakeKidProfile } from "../kids/kid-fixtures";

const m = messages.enquiries;
const l = messages.lists;
const ek = messages.desk.enquiryKid;
const PATH = "/admin-dashboard/enquiry";
const LIST_KEY = `GET ${API.allEnquiries}`;
const PUT_KEY = `PUT ${API.updateEnquiry("uuid-1")}`;

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    uuid: "uuid-1",
    nameOfEnquiry: "Srinivas Rao",
    nameOfKid: "Anvi",
    ageOfKid: 6,
    phoneNumber: "9876543210",
    email: "srinivas@example.com",
    activity: ["school", "swimming"],
    pickupLocation: "Brodipet 2nd Lane",
    dropLocation: "St. Joseph's School",
    dateOfBirth: "2019-02-03",
    status: null,
    reason: null,
    createdAt: "2025-06-15T06:30:00.000Z",
    updatedAt: "2025-06-15T06:30:00.000Z",
    ...overrides,
  };
}

const SECOND = enquiry({
  uuid: "uuid-2",
  nameOfEnquiry: "Lakshmi Devi",
  nameOfKid: "Ravi",
  ageOfKid: 9,
  phoneNumber: "9123456780",
  email: "lakshmi@example.com",
  activity: [],
  pickupLocation: null,
  dropLocation: null,
  dateOfBirth: null,
  status: "lost",
  reason: "Too far from our routes",
});

afterEach(() => {
  act(() => notifications.clean());
});

async function openScreen(handlers: Parameters<typeof mockFetch>[0] = { [LIST_KEY]: { body: { data: [enquiry(), SECOND] } } }) {
  const fetchMock = mockFetch(handlers);
  const view = renderApp(PATH, { as: "admin" });
  // The first render of the lazily loaded screen may be slow on a busy machine.
  const table = await screen.findByRole("table", { name: m.tableLabel }, { timeout: 15_000 });
  return { ...view, fetchMock, table };
}

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole("row").slice(1);
}

function putCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET").toUpperCase() === "PUT");
}

async function startEditing(user: ReturnType<typeof renderApp>["user"], table: HTMLElement, rowIndex = 0) {
  await user.click(within(bodyRows(table)[rowIndex]).getByRole("button", { name: m.edit }));
  return screen.getByRole("combobox", { name: m.fields.status });
}

describe("enquiry table (spec §2.9)", () => {
  it("shows the title and one row per enquiry under the spec's columns", async () => {
    const { table } = await openScreen();
    expect(screen.getByRole("heading", { name: m.title })).toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "S.No",
      "Guardian Name",
      "Kid Name",
      "Kid Age",
      "Phone",
      "Email",
      "Activity",
      "Status",
      "Reason",
      "Actions",
    ]);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((td) => td.textContent);
    expect(cells(rows[0])).toEqual(["1", "Srinivas Rao", "Anvi", "6", "9876543210", "srinivas@example.com", "school, swimming", m.statusNew, "-", ""]);
    expect(cells(rows[1])).toEqual([
      "2",
      "Lakshmi Devi",
      "Ravi",
      "9",
      "9123456780",
      "lakshmi@example.com",
      "-",
      m.statusLabels.lost,
      "Too far from our routes",
      "",
    ]);
    for (const row of rows) {
      expect(within(row).getByRole("button", { name: m.view })).toBeInTheDocument();
      expect(within(row).getByRole("button", { name: m.edit })).toBeInTheDocument();
    }
  });

  it("shows the loading text, then the empty state", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockFetch({ [LIST_KEY]: () => new Promise((resolve) => (answer = resolve)) });
    renderApp(PATH, { as: "admin" });
    expect(await screen.findByText(messages.common.loading)).toBeInTheDocument();
    answer({ body: { data: [] } });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(screen.queryByText(messages.common.loading)).not.toBeInTheDocument();
  });

  it("shows a failed load with a retry button instead of an empty list", async () => {
    let fail = true;
    mockFetch({
      [LIST_KEY]: () => (fail ? { status: 500, body: { error: "Internal Server Error" } } : { body: { data: [enquiry()] } }),
    });
    const { user } = renderApp(PATH, { as: "admin" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(m.loadFailure);
    expect(screen.queryByText(m.empty)).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: m.retry }));
    const table = await screen.findByRole("table", { name: m.tableLabel });
    expect(bodyRows(table)).toHaveLength(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Enquiry Details modal", () => {
  it("shows every field, the stored pickup and drop locations included", async () => {
    const { user, table } = await openScreen();
    await user.click(within(bodyRows(table)[0]).getByRole("button", { name: m.view }));
    const dialog = await screen.findByRole("dialog", { name: m.detailsTitle });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value(m.fields.guardianName)).toBe("Srinivas Rao");
    expect(value(m.fields.kidName)).toBe("Anvi");
    expect(value(m.fields.kidAge)).toBe("6");
    expect(value(m.fields.dateOfBirth)).toBe("03-02-2019");
    expect(value(m.fields.phone)).toBe("9876543210");
    expect(value(m.fields.email)).toBe("srinivas@example.com");
    expect(value(m.fields.activity)).toBe("school, swimming");
    expect(value(m.fields.pickupLocation)).toBe("Brodipet 2nd Lane");
    expect(value(m.fields.dropLocation)).toBe("St. Joseph's School");
    expect(value(m.fields.status)).toBe(m.statusNew);
    expect(value(m.fields.reason)).toBe(messages.common.notAvailable);
    await user.click(within(dialog).getByRole("button", { name: messages.common.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows N/A for the values an enquiry does not have", async () => {
    const { user, table } = await openScreen();
    await user.click(within(bodyRows(table)[1]).getByRole("button", { name: m.view }));
    const dialog = await screen.findByRole("dialog", { name: m.detailsTitle });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value(m.fields.pickupLocation)).toBe(messages.common.notAvailable);
    expect(value(m.fields.dropLocation)).toBe(messages.common.notAvailable);
    expect(value(m.fields.dateOfBirth)).toBe(messages.common.notAvailable);
    expect(value(m.fields.activity)).toBe(messages.common.notAvailable);
    expect(value(m.fields.status)).toBe(m.statusLabels.lost);
    expect(value(m.fields.reason)).toBe("Too far from our routes");
  });
});

describe("inline enquiry editor (spec §4, §5.7)", () => {
  it("edits only the chosen row, focuses the status and offers every status", async () => {
    const { user, table } = await openScreen();
    const status = await startEditing(user, table);
    expect(status).toHaveFocus();
    expect(within(status).getAllByRole("option").map((o) => o.textContent)).toEqual([
      m.statusPlaceholder,
      m.statusLabels.contacted,
      m.statusLabels.won,
      m.statusLabels.lost,
      m.statusLabels["follow-up"],
    ]);
    expect(within(bodyRows(table)[0]).getByRole("button", { name: m.save })).toBeInTheDocument();
    expect(within(bodyRows(table)[1]).getByRole("button", { name: m.edit })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: m.fields.reason })).not.toBeInTheDocument();
  });

  it("shows the reason input for lost and blocks saving it blank, without calling the server", async () => {
    const show = vi.spyOn(notifications, "show");
    const { user, table, fetchMock } = await openScreen();
    const status = await startEditing(user, table);
    await user.selectOptions(status, "lost");
    const reason = screen.getByRole("textbox", { name: m.fields.reason });
    await user.type(reason, "   ");
    await user.click(screen.getByRole("button", { name: m.save }));
    expect(await screen.findAllByText(m.reasonRequired)).toHaveLength(2); // toast and inline error
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: m.reasonRequired, autoClose: TOAST_MS.enquiryError }));
    expect(putCalls(fetchMock)).toHaveLength(0);
    // Still in edit mode.
    expect(screen.getByRole("button", { name: m.save })).toBeInTheDocument();
  });

  it("shows the reason input for follow-up too", async () => {
    const { user, table } = await openScreen();
    await user.selectOptions(await startEditing(user, table), "follow-up");
    expect(screen.getByRole("textbox", { name: m.fields.reason })).toHaveValue("");
  });

  it("hides and clears the reason when won is chosen", async () => {
    const { user, table } = await openScreen();
    const status = await startEditing(user, table);
    await user.selectOptions(status, "lost");
    await user.type(screen.getByRole("textbox", { name: m.fields.reason }), "Fees too high");
    await user.selectOptions(status, "won");
    expect(screen.queryByRole("textbox", { name: m.fields.reason })).not.toBeInTheDocument();
    await user.selectOptions(status, "lost");
    expect(screen.getByRole("textbox", { name: m.fields.reason })).toHaveValue("");
  });

  it("starts from the stored status and reason", async () => {
    const { user, table } = await openScreen();
    const status = await startEditing(user, table, 1);
    expect(status).toHaveValue("lost");
    expect(screen.getByRole("textbox", { name: m.fields.reason })).toHaveValue("Too far from our routes");
  });

  it("saves {status, reason} with PUT, shows the success toast, reloads the list and leaves edit mode", async () => {
    const show = vi.spyOn(notifications, "show");
    let saved = false;
    const { user, table, fetchMock } = await openScreen({
      [LIST_KEY]: () => ({ body: { data: [saved ? enquiry({ status: "lost", reason: "Fees too high" }) : enquiry(), SECOND] } }),
      [PUT_KEY]: () => {
        saved = true;
        return { body: { message: m.updateSuccess, data: enquiry({ status: "lost", reason: "Fees too high" }) } };
      },
    });
    const status = await startEditing(user, table);
    await user.selectOptions(status, "lost");
    await user.type(screen.getByRole("textbox", { name: m.fields.reason }), " Fees too high ");
    await user.click(screen.getByRole("button", { name: m.save }));
    expect(await screen.findByText(m.updateSuccess)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: m.updateSuccess, autoClose: TOAST_MS.enquiryAdminSuccess }));
    const puts = putCalls(fetchMock);
    expect(puts).toHaveLength(1);
    expect(puts[0][0]).toBe("/api/enquiry/v1/update-enquiry/uuid-1");
    expect(JSON.parse(String(puts[0][1]?.body))).toEqual({ status: "lost", reason: "Fees too high" });
    expect(new Headers(puts[0][1]?.headers).get("Content-Type")).toBe("application/json");
    const row = bodyRows(table)[0];
    await waitFor(() => expect(within(row).getByText("Fees too high")).toBeInTheDocument());
    expect(within(row).getByRole("button", { name: m.edit })).toHaveFocus();
    expect(screen.queryByRole("combobox", { name: m.fields.status })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === API.allEnquiries)).toHaveLength(2);
  });

  it("saves won with an empty reason", async () => {
    const { user, table, fetchMock } = await openScreen({
      [LIST_KEY]: { body: { data: [enquiry({ status: "lost", reason: "Was too far" })] } },
      [PUT_KEY]: { body: { message: m.updateSuccess, data: enquiry({ status: "won" }) } },
    });
    await user.selectOptions(await startEditing(user, table), "won");
    await user.click(screen.getByRole("button", { name: m.save }));
    expect(await screen.findByText(m.updateSuccess)).toBeInTheDocument();
    expect(JSON.parse(String(putCalls(fetchMock)[0][1]?.body))).toEqual({ status: "won", reason: "" });
  });

  it("shows the failure toast and keeps the editor when the server fails", async () => {
    const show = vi.spyOn(notifications, "show");
    const { user, table } = await openScreen({
      [LIST_KEY]: { body: { data: [enquiry()] } },
      [PUT_KEY]: { status: 500, body: { error: "Internal Server Error" } },
    });
    await user.selectOptions(await startEditing(user, table), "follow-up");
    await user.type(screen.getByRole("textbox", { name: m.fields.reason }), "Call back in June");
    await user.click(screen.getByRole("button", { name: m.save }));
    expect(await screen.findByText(m.updateFailure)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: m.updateFailure, color: "red" }));
    expect(screen.getByRole("textbox", { name: m.fields.reason })).toHaveValue("Call back in June");
    expect(screen.getByRole("button", { name: m.save })).toBeEnabled();
  });

  it("shows the server's own text for a refused save", async () => {
    const { user, table } = await openScreen({
      [LIST_KEY]: { body: { data: [enquiry()] } },
      [PUT_KEY]: { status: 404, body: { error: m.notFound } },
    });
    await user.selectOptions(await startEditing(user, table), "contacted");
    await user.click(screen.getByRole("button", { name: m.save }));
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
  });

  it("cancels with the Cancel button or Escape, without saving", async () => {
    const { user, table, fetchMock } = await openScreen();
    await user.selectOptions(await startEditing(user, table), "won");
    await user.click(screen.getByRole("button", { name: m.cancel }));
    expect(within(bodyRows(table)[0]).getByRole("button", { name: m.edit })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("combobox", { name: m.fields.status })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("combobox", { name: m.fields.status })).not.toBeInTheDocument();
    expect(within(bodyRows(table)[0]).getAllByRole("cell")[7]).toHaveTextContent(m.statusNew);
    expect(putCalls(fetchMock)).toHaveLength(0);
  });
});

/** The list calls the screen made, as "path?query". */
function listCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(API.allEnquiries));
}

describe("sorting the enquiry list (docs/decisions/0080, 0197)", () => {
  it("sorts by guardian, kid or status on the server: a header click puts the sort in the URL and the query, a second click flips it", async () => {
    const { user, fetchMock, router, table } = await openScreen();
    const sortable = within(table)
      .getAllByRole("columnheader")
      .filter((th) => within(th).queryByRole("button"))
      .map((th) => th.textContent);
    expect(sortable).toEqual([m.columns.guardianName, m.columns.kidName, m.columns.status]);

    await user.click(screen.getByRole("button", { name: l.sortBy(m.columns.guardianName) }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=nameOfEnquiry&dir=asc"));
    await waitFor(() => expect(listCalls(fetchMock)).toContain(`${API.allEnquiries}?sort=nameOfEnquiry&dir=asc`));
    expect(screen.getByRole("button", { name: `${l.sortBy(m.columns.guardianName)}, ${l.sortedAscending}` }).closest("th")).toHaveAttribute("aria-sort", "ascending");

    await user.click(screen.getByRole("button", { name: `${l.sortBy(m.columns.guardianName)}, ${l.sortedAscending}` }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=nameOfEnquiry&dir=desc"));
    await waitFor(() => expect(listCalls(fetchMock)).toContain(`${API.allEnquiries}?sort=nameOfEnquiry&dir=desc`));

    await user.click(screen.getByRole("button", { name: l.sortBy(m.columns.status) }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=status&dir=asc"));
    await waitFor(() => expect(listCalls(fetchMock)).toContain(`${API.allEnquiries}?sort=status&dir=asc`));
  });

  it("opens a shared link with its sort, filter and page sent to the server and shown on the header; sorting goes back to page 1", async () => {
    const fetchMock = mockFetch({ [LIST_KEY]: { body: { data: [enquiry(), SECOND], page: { page: 2, pageSize: 10, total: 12 } } } });
    const { user, router } = renderApp(`${PATH}?status=lost&sort=nameOfKid&dir=desc&page=2&pageSize=10`, { as: "admin" });
    const table = await screen.findByRole("table", { name: m.tableLabel }, { timeout: 15_000 });
    expect(listCalls(fetchMock)[0]).toBe(`${API.allEnquiries}?sort=nameOfKid&dir=desc&page=2&pageSize=10&status=lost`);
    expect(within(table).getByRole("button", { name: `${l.sortBy(m.columns.kidName)}, ${l.sortedDescending}` }).closest("th")).toHaveAttribute("aria-sort", "descending");
    await user.click(screen.getByRole("button", { name: l.sortBy(m.columns.guardianName) }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=lost&sort=nameOfEnquiry&dir=asc&pageSize=10"));
  });
});

describe("the enquiry list on a phone (360 px, issue 12)", () => {
  it("shows each enquiry as a card with its View and Edit actions, and no table to scroll sideways", async () => {
    phoneViewport();
    mockFetch({ [LIST_KEY]: { body: { data: [enquiry(), SECOND] } } });
    const { user } = renderApp(PATH, { as: "admin" });
    const cards = within(await screen.findByRole("list", { name: m.tableLabel }, { timeout: 15_000 })).getAllByRole("listitem");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    // The column headings label the values; the S.No. is left out of the card.
    for (const text of [m.columns.guardianName, "Srinivas Rao", m.columns.kidName, "Anvi", m.columns.phone, "9876543210", m.columns.status, m.statusNew]) {
      expect(within(cards[0]).getByText(text)).toBeInTheDocument();
    }
    expect(within(cards[0]).queryByText(m.columns.serialNo)).not.toBeInTheDocument();
    expect(within(cards[1]).getByText("Too far from our routes")).toBeInTheDocument();
    await user.click(within(cards[1]).getByRole("button", { name: m.view }));
    const dialog = await screen.findByRole("dialog", { name: m.detailsTitle });
    expect(within(dialog).getByText("Lakshmi Devi")).toBeInTheDocument();
  });

  it("changes an enquiry's status inside its card: the card becomes the editor, Save sends the PUT and hands the focus back", async () => {
    phoneViewport();
    const show = vi.spyOn(notifications, "show");
    let saved = false;
    const fetchMock = mockFetch({
      [LIST_KEY]: () => ({ body: { data: [saved ? enquiry({ status: "contacted" }) : enquiry(), SECOND] } }),
      [PUT_KEY]: () => {
        saved = true;
        return { body: { message: m.updateSuccess, data: enquiry({ status: "contacted" }) } };
      },
    });
    const { user } = renderApp(PATH, { as: "admin" });
    const list = await screen.findByRole("list", { name: m.tableLabel }, { timeout: 15_000 });
    await user.click(within(within(list).getAllByRole("listitem")[0]).getByRole("button", { name: m.edit }));
    const editor = screen.getByRole("listitem", { name: m.editorLabel("Anvi") });
    const status = within(editor).getByRole("combobox", { name: m.fields.status });
    expect(status).toHaveFocus();
    await user.selectOptions(status, "lost");
    expect(within(editor).getByRole("textbox", { name: m.fields.reason })).toBeInTheDocument();
    await user.selectOptions(status, "contacted");
    await user.click(within(editor).getByRole("button", { name: m.save }));
    expect(await screen.findByText(m.updateSuccess)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: m.updateSuccess }));
    expect(JSON.parse(String(putCalls(fetchMock)[0][1]?.body))).toEqual({ status: "contacted", reason: "" });
    await waitFor(() => expect(screen.queryByRole("listitem", { name: m.editorLabel("Anvi") })).not.toBeInTheDocument());
    const card = within(list).getAllByRole("listitem")[0];
    await waitFor(() => expect(within(card).getByText(m.statusLabels.contacted)).toBeInTheDocument());
    expect(within(card).getByRole("button", { name: m.edit })).toHaveFocus();
  });

  it("sorts with the Sort by picker above the cards, kept in the URL", async () => {
    phoneViewport();
    const fetchMock = mockFetch({ [LIST_KEY]: { body: { data: [enquiry(), SECOND] } } });
    const { user, router } = renderApp(PATH, { as: "admin" });
    await screen.findByRole("list", { name: m.tableLabel }, { timeout: 15_000 });
    const picker = screen.getByRole("combobox", { name: l.sortLabel });
    expect(picker).toHaveValue("");
    expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual([
      l.defaultOrder,
      l.sortAscendingOption(m.columns.guardianName),
      l.sortDescendingOption(m.columns.guardianName),
      l.sortAscendingOption(m.columns.kidName),
      l.sortDescendingOption(m.columns.kidName),
      l.sortAscendingOption(m.columns.status),
      l.sortDescendingOption(m.columns.status),
    ]);
    await user.selectOptions(picker, "nameOfKid:desc");
    await waitFor(() => expect(router.state.location.search).toBe("?sort=nameOfKid&dir=desc"));
    await waitFor(() => expect(listCalls(fetchMock)).toContain(`${API.allEnquiries}?sort=nameOfKid&dir=desc`));
    await user.selectOptions(screen.getByRole("combobox", { name: l.sortLabel }), "");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});

describe("a won enquiry becomes a kid profile (docs/decisions/0085)", () => {
  const WON = enquiry({ uuid: "uuid-3", nameOfKid: "Charan", status: "won" });
  const LINKED = enquiry({ uuid: "uuid-4", nameOfKid: "Divya", status: "won", kidUuid: "kid-4" });

  it("offers Create kid profile only on won enquiries not yet turned into a kid", async () => {
    const { table } = await openScreen({ [LIST_KEY]: { body: { data: [enquiry(), SECOND, WON, LINKED] } } });
    const rows = bodyRows(table);
    expect(rows.map((row) => within(row).queryAllByRole("button", { name: ek.createKid }).length)).toEqual([0, 0, 1, 0]);
    expect(within(rows[3]).getByText(ek.kidCreated)).toBeInTheDocument();
    expect(within(rows[2]).queryByText(ek.kidCreated)).not.toBeInTheDocument();
  });

  it("opens the kid form pre-filled from the enquiry, on a phone too", async () => {
    phoneViewport();
    mockFetch({ [LIST_KEY]: { body: { data: [enquiry(), WON] } } });
    const { user } = renderApp(PATH, { as: "admin" });
    const cards = within(await screen.findByRole("list", { name: m.tableLabel }, { timeout: 15_000 })).getAllByRole("listitem");
    expect(within(cards[0]).queryByRole("button", { name: ek.createKid })).not.toBeInTheDocument();
    await user.click(within(cards[1]).getByRole("button", { name: ek.createKid }));
    const dialog = await screen.findByRole("dialog", { name: messages.kids.createTitle });
    expect(within(dialog).getByText(ek.prefilledFrom("Srinivas Rao"))).toBeInTheDocument();
    const input = (name: string) => dialog.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    await waitFor(() => expect(input("kidName")).toHaveValue("Charan"));
    expect(input("fatherName")).toHaveValue("Srinivas Rao");
    expect(input("fatherMobile")).toHaveValue("9876543210");
    expect(input("fatherEmail")).toHaveValue("srinivas@example.com");
    expect(input("address1")).toHaveValue("Brodipet 2nd Lane");
    expect(input("status")).toHaveValue("active");
    expect(within(dialog).getByLabelText(labelRe(messages.kids.labels.kidsDateOfBirth))).toHaveValue("03-02-2019");
    // The drop place and the activities are the first institute; the second parent is left to the office.
    expect(within(within(dialog).getByRole("list", { name: messages.kids.labels.institutes })).getAllByText("St. Joseph's School", { exact: false }).length).toBeGreaterThan(0);
    expect(input("motherName")).toHaveValue("");
  });

  it("saves the pre-filled form, then links the new kid profile to the enquiry, which then reads Kid profile created", async () => {
    const kl = messages.kids.labels;
    const kui = messages.kids.ui;
    const show = vi.spyOn(notifications, "show");
    let linked = false;
    const fetchMock = mockFetch({
      [LIST_KEY]: () => ({ body: { data: [linked ? { ...WON, kidUuid: "kid-new" } : WON] } }),
      [`POST ${API.createKidProfile}`]: {
        status: 201,
        body: { message: messages.kids.createSuccess, data: fakeKidProfile({ uuid: "kid-new", kidName: "Charan" }), parentAccounts: { father: { uuid: "f", isNew: true }, mother: { uuid: "m", isNew: true } } },
      },
      [`PUT ${API_DESK.enquiryKid("uuid-3")}`]: () => {
        linked = true;
        return { body: { message: ek.linked, data: { ...WON, kidUuid: "kid-new" } } };
      },
    });
    const { user } = renderApp(PATH, { as: "admin" });
    const table = await screen.findByRole("table", { name: m.tableLabel }, { timeout: 15_000 });
    await user.click(within(bodyRows(table)[0]).getByRole("button", { name: ek.createKid }));
    const dialog = await screen.findByRole("dialog", { name: messages.kids.createTitle });
    const byName = (name: string) => dialog.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    await waitFor(() => expect(byName("kidName")).toHaveValue("Charan"));
    // What the enquiry cannot know: the second parent, Aadhaar, photos, the rest of the address and of the institute.
    const texts: Record<string, string> = {
      fatherCompany: "Guntur Mills",
      fatherOccupation: "Engineer",
      father_aadhar_no: "234567890123",
      motherName: "Padma Rao",
      motherMobile: "9876543211",
      motherEmail: "padma@example.com",
      motherCompany: "AP Health",
      motherOccupation: "Doctor",
      mother_aadhar_no: "345678901234",
      city: "Guntur",
      state: "Andhra Pradesh",
      zipCode: "522002",
    };
    for (const [name, value] of Object.entries(texts)) {
      await user.click(byName(name));
      await user.paste(value);
    }
    await user.selectOptions(byName("gender"), "male");
    await user.selectOptions(byName("bloodGroup"), "B+");
    for (const name of ["kidsImage", "father_aadhar_front_image", "father_aadhar_back_image", "fatherImage", "mother_aadhar_front_image", "mother_aadhar_back_image", "motherImage"]) {
      await user.upload(byName(name), fakeImage(`${name}.png`));
    }
    await user.click(within(dialog).getByRole("button", { name: kui.editInstitute("St. Joseph's School") }));
    const institute = within(dialog).getByRole("group", { name: kui.instituteFormEditLegend(1) });
    for (const [label, value] of [
      [kl.coach_name, "Ramesh"],
      [kl.phone_no, "9876500001"],
      [kl.email, "office@stjosephs.example"],
      [kl.courseId, "C1"],
    ]) {
      await user.click(within(institute).getByLabelText(labelRe(label)));
      await user.paste(value);
    }
    // The session times are the app's 12-hour picker (docs/decisions/0244): hours, minutes, AM/PM.
    for (const [label, hours, minutes, half] of [
      [kl.course_start_time, "9", "00", "AM"],
      [kl.course_end_time, "3", "30", "PM"],
    ]) {
      fireEvent.change(within(institute).getByRole("spinbutton", { name: label }), { target: { value: hours } });
      fireEvent.change(within(institute).getByRole("spinbutton", { name: kui.minutesOf(label) }), { target: { value: minutes } });
      await user.selectOptions(within(institute).getByRole("combobox", { name: kui.meridiemOf(label) }), half);
    }
    await user.click(within(institute).getByRole("button", { name: kui.saveInstitute }));
    await user.click(within(dialog).getByRole("button", { name: messages.kids.submit }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === API_DESK.enquiryKid("uuid-3") && init?.method === "PUT")).toBe(true));
    const link = fetchMock.mock.calls.find(([url, init]) => url === API_DESK.enquiryKid("uuid-3") && init?.method === "PUT")!;
    expect(JSON.parse(String(link[1]?.body))).toEqual({ kidUuid: "kid-new" });
    // The kid was created before the link was asked for.
    const order = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(order.indexOf(`POST ${API.createKidProfile}`)).toBeLessThan(order.indexOf(`PUT ${API_DESK.enquiryKid("uuid-3")}`));
    expect(await screen.findByText(ek.linked)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: ek.linked }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: messages.kids.createTitle })).not.toBeInTheDocument());
    await waitFor(() => expect(within(bodyRows(table)[0]).getByText(ek.kidCreated)).toBeInTheDocument());
    expect(within(bodyRows(table)[0]).queryByRole("button", { name: ek.createKid })).not.toBeInTheDocument();
  }, 90_000);
});
