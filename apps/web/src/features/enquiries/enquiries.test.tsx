import { API, messages, TOAST_MS, type Enquiry } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";

const m = messages.enquiries;
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
  const table = await screen.findByRole("table", { name: m.tableLabel });
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
