import { API, messages, TOAST_MS } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { EnquiryFormPage } from "./enquiry-form-page";

const m = messages.publicSite.enquiry;
const office = messages.staff.fields;

// 15 June 2025, midday in India. Only Date is faked, so user-event and Mantine keep real timers.
const NOW = new Date("2025-06-15T06:30:00Z");

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={["/enquiryform"]}>
        <EnquiryFormPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

const field = {
  guardianName: () => screen.getByRole("textbox", { name: m.guardianNameLabel }),
  kidName: () => screen.getByRole("textbox", { name: m.kidNameLabel }),
  dateOfBirth: () => screen.getByLabelText(m.dobLabel, { exact: false }) as HTMLInputElement,
  phone: () => screen.getByRole("textbox", { name: m.phoneLabel }),
  pickupLocation: () => screen.getByRole("textbox", { name: m.pickupLabel }),
  dropLocation: () => screen.getByRole("textbox", { name: m.dropLabel }),
  email: () => screen.getByRole("textbox", { name: m.emailLabel }),
  activity: () => screen.getByRole("textbox", { name: m.activityLabel }),
};

const submitButton = () => screen.getByRole("button", { name: m.submit });

type User = ReturnType<typeof userEvent.setup>;

async function typeAndBlur(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  if (text) await user.type(input, text);
  await user.tab();
}

/** Pastes into text fields (fast) and types the date, as a visitor's browser would fill them. */
async function fillValidForm(user: User) {
  const paste = async (input: HTMLElement, text: string) => {
    await user.click(input);
    await user.paste(text);
  };
  await paste(field.guardianName(), "Ravi Kumar");
  await paste(field.kidName(), "Anu");
  await user.type(field.dateOfBirth(), "16-06-2018");
  await paste(field.phone(), "9876543210");
  await paste(field.pickupLocation(), "Brodipet 2nd Lane");
  await paste(field.dropLocation(), "St. Joseph's School");
  await paste(field.email(), "ravi@example.com");
  await paste(field.activity(), "school, swimming ,, music");
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("EnquiryFormPage", () => {
  it("labels every field visibly, in natural keyboard order, with today as the latest birth date", async () => {
    const { user } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: m.title })).toBeInTheDocument();
    const order = [
      field.guardianName(),
      field.kidName(),
      field.dateOfBirth(),
      field.phone(),
      field.pickupLocation(),
      field.dropLocation(),
      field.email(),
      field.activity(),
      submitButton(),
      screen.getByRole("button", { name: m.clear }),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    // A DD-MM-YYYY date field of the UI library, not the browser's own (issue 11); a later day is refused by the form's rule.
    expect(field.dateOfBirth()).toHaveAttribute("placeholder", messages.common.datePlaceholder);
    expect(field.guardianName()).toBeRequired();
    expect(field.activity()).not.toBeRequired();
  });

  it.each([
    ["guardianName", m.guardianNameRequired],
    ["kidName", m.kidNameRequired],
    ["dateOfBirth", m.dobRequired],
    ["phone", m.phoneRequired],
    ["pickupLocation", m.pickupRequired],
    ["dropLocation", m.dropRequired],
    ["email", m.emailRequired],
  ] as const)("shows the required message for %s on blur", async (name, message) => {
    const { user } = renderPage();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await typeAndBlur(user, field[name](), "");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field[name]()).toHaveAttribute("aria-invalid", "true");
    expect(field[name]()).toHaveAccessibleDescription(message);
  });

  it("treats blank-only text as missing", async () => {
    const { user } = renderPage();
    await typeAndBlur(user, field.guardianName(), "   ");
    expect(await screen.findByText(m.guardianNameRequired)).toBeInTheDocument();
  });

  it("refuses a date of birth in the future (tomorrow) and accepts today", async () => {
    const { user } = renderPage();
    await typeAndBlur(user, field.dateOfBirth(), "16-06-2025");
    expect(await screen.findByText(m.dobFuture)).toBeInTheDocument();
    await user.clear(field.dateOfBirth());
    await user.type(field.dateOfBirth(), "15-06-2025");
    await user.tab();
    await waitFor(() => expect(screen.queryByText(m.dobFuture)).not.toBeInTheDocument());
    expect(field.dateOfBirth()).not.toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a date of birth with a mistyped year", async () => {
    const { user } = renderPage();
    await typeAndBlur(user, field.dateOfBirth(), "16-06-0201");
    expect(await screen.findByText(m.dobTooOld)).toBeInTheDocument();
  });

  // The office forms' rules and texts (docs/decisions/0245).
  it.each([
    ["987654321", office.phoneRule],
    ["98765432101", office.phoneRule],
    ["5876543210", office.phoneRule],
    ["98765abcde", office.onlyNumeric],
  ])("refuses the phone number %s", async (phone, message) => {
    const { user } = renderPage();
    await typeAndBlur(user, field.phone(), phone);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("refuses names with digits or symbols, as the kid form does", async () => {
    const { user } = renderPage();
    await typeAndBlur(user, field.guardianName(), "Ravi Kumar 2");
    await typeAndBlur(user, field.kidName(), "Anu_R");
    expect(await screen.findAllByText(messages.kids.fields.kidNameLetters)).toHaveLength(2);
  });

  it("says a typed impossible date is not a date (not that it is missing)", async () => {
    const { user } = renderPage();
    await typeAndBlur(user, field.dateOfBirth(), "30-02-2019");
    expect(await screen.findByText(messages.kids.fields.dobInvalid)).toBeInTheDocument();
    expect(screen.queryByText(m.dobRequired)).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText(messages.kids.fields.dobInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(["ravi", "ravi@example", "ravi @example.com", "@example.com"])("refuses the email %s", async (email) => {
    const { user } = renderPage();
    await typeAndBlur(user, field.email(), email);
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
  });

  it("accepts valid values on blur and leaves the optional activity blank without a message", async () => {
    const { user } = renderPage();
    await typeAndBlur(user, field.phone(), "9876543210");
    await typeAndBlur(user, field.email(), "ravi@example.com");
    await typeAndBlur(user, field.activity(), "");
    for (const input of [field.phone(), field.email(), field.activity()]) {
      expect(input).not.toHaveAttribute("aria-invalid", "true");
    }
  });

  it("clears a message as soon as the field is corrected", async () => {
    const { user } = renderPage();
    await typeAndBlur(user, field.phone(), "98765");
    expect(await screen.findByText(office.phoneRule)).toBeInTheDocument();
    await user.type(field.phone(), "43210");
    expect(screen.queryByText(office.phoneRule)).not.toBeInTheDocument();
  });

  it("blocks submitting a blank form: every required message, no call, focus on the first field", async () => {
    const { user } = renderPage();
    await user.click(submitButton());
    for (const message of [
      m.guardianNameRequired,
      m.kidNameRequired,
      m.dobRequired,
      m.phoneRequired,
      m.pickupRequired,
      m.dropRequired,
      m.emailRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.guardianName()).toHaveFocus();
  });

  it("blocks submitting while one field is invalid", async () => {
    const { user } = renderPage();
    await fillValidForm(user);
    await user.clear(field.phone());
    await user.type(field.phone(), "987654321");
    await user.click(submitButton());
    expect(await screen.findByText(office.phoneRule)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.phone()).toHaveFocus();
  });

  it("sends a valid form, shows the success toast for 3 s and resets the form", async () => {
    const show = vi.spyOn(notifications, "show");
    fetchMock.mockResolvedValue(jsonResponse(201, { message: "ok", data: {} }));
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByText(m.success)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: m.success, autoClose: TOAST_MS.publicEnquiry }));
    expect(TOAST_MS.publicEnquiry).toBe(3000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe(API.createEnquiry);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
    expect(JSON.parse(init.body as string)).toEqual({
      nameOfEnquiry: "Ravi Kumar",
      nameOfKid: "Anu",
      // Born 16 June 2018, today is 15 June 2025: the seventh birthday is tomorrow.
      ageOfKid: 6,
      phoneNumber: "9876543210",
      email: "ravi@example.com",
      activity: ["school", "swimming", "music"],
      pickupLocation: "Brodipet 2nd Lane",
      dropLocation: "St. Joseph's School",
      dateOfBirth: "2018-06-16",
    });

    await waitFor(() => expect(field.guardianName()).toHaveValue(""));
    for (const input of Object.values(field)) expect(input()).toHaveValue("");
  });

  it("sends an empty activity list when activity is left blank, and the bearer token when logged in", async () => {
    localStorage.setItem("token", "abc");
    fetchMock.mockResolvedValue(jsonResponse(201, { message: "ok", data: {} }));
    const { user } = renderPage();
    await fillValidForm(user);
    await user.clear(field.activity());
    await user.click(submitButton());
    await screen.findByText(m.success);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(init.body as string).activity).toEqual([]);
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer abc");
  });

  it("shows a loading submit button while sending and does not send twice", async () => {
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute("data-loading", "true"));
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => resolve(jsonResponse(201, { message: "ok", data: {} })));
    await screen.findByText(m.success);
    await waitFor(() => expect(submitButton()).not.toBeDisabled());
  });

  it("shows the failure toast on a server error and keeps what was typed", async () => {
    const show = vi.spyOn(notifications, "show");
    fetchMock.mockResolvedValue(jsonResponse(500, { error: "boom" }));
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(m.failure)).toBeInTheDocument();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: m.failure, autoClose: 3000 }));
    expect(field.guardianName()).toHaveValue("Ravi Kumar");
    expect(field.dateOfBirth()).toHaveValue("16-06-2018");
    expect(field.phone()).toHaveValue("9876543210");
    expect(field.activity()).toHaveValue("school, swimming ,, music");
  });

  it("shows the failure toast when the network is down", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(m.failure)).toBeInTheDocument();
    expect(field.email()).toHaveValue("ravi@example.com");
  });

  it("shows the server's own 4xx text, such as the rate limit, instead of the generic failure", async () => {
    const limit = "Too many enquiries from this network. Please try again in an hour.";
    fetchMock.mockResolvedValue(jsonResponse(429, { error: limit }));
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.queryByText(m.failure)).not.toBeInTheDocument();
    expect(field.kidName()).toHaveValue("Anu");
  });

  it("falls back to the generic failure text for a 4xx without an error text", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 400 }));
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(m.failure)).toBeInTheDocument();
  });

  it("Clear resets every field and every message", async () => {
    const { user } = renderPage();
    await user.click(submitButton());
    expect(await screen.findByText(m.guardianNameRequired)).toBeInTheDocument();
    await user.type(field.kidName(), "Anu");
    await user.type(field.dateOfBirth(), "16-06-2018");
    await user.type(field.activity(), "music");
    await user.click(screen.getByRole("button", { name: m.clear }));
    for (const input of Object.values(field)) {
      expect(input()).toHaveValue("");
      expect(input()).not.toHaveAttribute("aria-invalid", "true");
    }
    for (const message of [m.guardianNameRequired, m.dobRequired, m.emailRequired]) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
