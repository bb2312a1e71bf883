import { API, messages } from "@app/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { fakeDateForEachTest } from "../../test/fake-date";
import { fakeImage } from "../drivers/driver-fixtures";
import { labelledInput, STAFF_LABELS } from "../staff/staff-fixtures";
import { fakeCaretaker } from "./caretaker-fixtures";

const c = messages.staff.caretakers;
const f = messages.staff.fields;
const l = messages.staff.labels;
const ui = messages.staff.ui;

fakeDateForEachTest();

const LABELS = {
  ...STAFF_LABELS,
  alternatePhoneNumber: c.labels.alternatePhoneNumber,
  aadharAddress: c.labels.aadharAddress,
} as const;
type Field = keyof typeof LABELS;
const IMAGES = ["profilePicture", "aadharFrontImage", "aadharBackImage"] as const;

const input = labelledInput(LABELS);
type User = ReturnType<typeof renderApp>["user"];

const VALID = {
  name: "Padmavathi",
  phoneNumber: "9123400000",
  alternatePhoneNumber: "8123400000",
  email: "padma@example.com",
  dob: "1991-02-03",
  password: "Care@2025",
  aadharNo: "3456 7890 1234",
  address: "Kothapet, Guntur",
};

async function fillValid(user: User, root: HTMLElement) {
  for (const [name, value] of Object.entries(VALID)) {
    const el = input(name as Field, root);
    await user.click(el);
    if (name === "dob") await user.type(el, value);
    else await user.paste(value);
  }
  for (const name of IMAGES) await user.upload(input(name, root), fakeImage(`${name}.jpg`, "image/jpeg"));
}

const list = (items = [fakeCaretaker()]) => ({ status: 200, body: { data: items } });

async function openCreate(user: User) {
  await user.click(await screen.findByRole("button", { name: c.addButton }));
  return screen.findByRole("dialog", { name: c.createTitle });
}

describe("caretaker create form", () => {
  it.each<[Field, string, string]>([
    ["name", "", f.nameRequired],
    ["phoneNumber", "", f.phoneRequired],
    ["phoneNumber", "4123456789", f.phoneRule],
    ["alternatePhoneNumber", "81234x0000", f.onlyNumeric],
    ["email", "padma.example.com", f.emailInvalid],
    ["dob", "2026-01-01", f.dobFuture],
    ["dob", "2010-01-01", c.tooYoung],
    ["password", "password", f.passwordRule],
    ["aadharNo", "12345678901a", f.aadharDigits],
    ["aadharNo", "1234567890", f.aadharLength],
    ["address", "", f.addressRequired],
  ])("on blur of %s with %j shows %j", async (name, text, message) => {
    mockFetch({ [`GET ${API.allCaretakers}`]: list() });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const dialog = await openCreate(user);
    const el = input(name, dialog);
    await user.click(el);
    if (text) {
      if (name === "dob") await user.type(el, text);
      else await user.paste(text);
    }
    await user.tab();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it("refuses a picked file that is not JPG or PNG", async () => {
    mockFetch({ [`GET ${API.allCaretakers}`]: list() });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const dialog = await openCreate(user);
    await userEvent.setup({ applyAccept: false }).upload(input("aadharFrontImage", dialog), fakeImage("scan.pdf", "application/pdf"));
    expect(await within(dialog).findByText(messages.uploads.onlyJpgPng)).toBeInTheDocument();
  });

  it("shows the age computed from the typed birth date", async () => {
    mockFetch({ [`GET ${API.allCaretakers}`]: list() });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const dialog = await openCreate(user);
    await user.type(input("dob", dialog), "1991-06-16");
    expect(within(dialog).getByText(`${l.age}: 33 years`)).toBeInTheDocument();
  });

  it("blocks the submit of a blank form without calling the server", async () => {
    const fetchMock = mockFetch({ [`GET ${API.allCaretakers}`]: list() });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole("button", { name: c.submit }));
    for (const message of [f.nameRequired, f.phoneRequired, f.alternatePhoneRequired, f.emailRequired, f.dobRequired, f.passwordRequired, f.aadharRequired, f.addressRequired, f.profilePictureRequired, f.aadharFrontRequired, f.aadharBackRequired]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(input("name", dialog)).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("creates a caretaker as multipart with every field and image, then refreshes the list and closes", async () => {
    let sent: FormData | undefined;
    const fetchMock = mockFetch({
      [`GET ${API.allCaretakers}`]: () => list(sent ? [fakeCaretaker(), fakeCaretaker({ uuid: "n", name: "Padmavathi" })] : [fakeCaretaker()]),
      [`POST ${API.createCaretaker}`]: (init) => {
        sent = init.body as FormData;
        return { status: 201, body: { message: c.createSuccess, data: fakeCaretaker() } };
      },
    });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const dialog = await openCreate(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: c.submit }));
    expect(await screen.findByText(c.createSuccess)).toBeInTheDocument();
    const form = sent!;
    expect([...new Set(form.keys())].sort()).toEqual(
      // The police verification date is optional (docs/decisions/0087), sent empty when not given.
      ["name", "phoneNumber", "alternatePhoneNumber", "email", "dob", "password", "aadharNo", "aadharAddress", "address", "policeVerifiedOn", ...IMAGES].sort(),
    );
    expect(form.get("aadharNo")).toBe("345678901234");
    expect(form.get("aadharAddress")).toBe("");
    for (const name of IMAGES) expect((form.get(name) as File).name).toBe(`${name}.jpg`);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Padmavathi")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === API.allCaretakers)).toHaveLength(2);
  });

  it("shows a create failure (not only logged) and keeps what was typed", async () => {
    mockFetch({ [`GET ${API.allCaretakers}`]: list(), [`POST ${API.createCaretaker}`]: { status: 500, body: {} } });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const dialog = await openCreate(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: c.submit }));
    expect(await screen.findByText(c.createFailure)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: c.createTitle })).toBeInTheDocument();
    expect(input("name", dialog)).toHaveValue("Padmavathi");
    expect(input("email", dialog)).toHaveValue("padma@example.com");
  });

  it("shows the server's reason on the field it belongs to", async () => {
    mockFetch({ [`GET ${API.allCaretakers}`]: list(), [`POST ${API.createCaretaker}`]: { status: 409, body: { error: f.emailTaken } } });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const dialog = await openCreate(user);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: c.submit }));
    await waitFor(() => expect(screen.getAllByText(f.emailTaken)).toHaveLength(2));
    expect(input("email", dialog)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("caretaker list (/admin-dashboard/caretaker)", () => {
  it("lists caretakers with their age; delete is disabled", async () => {
    mockFetch({ [`GET ${API.allCaretakers}`]: list([fakeCaretaker(), fakeCaretaker({ uuid: "b", name: "Sita", dob: "1980-01-01", profilePictureThumb: null, profilePicture: null })]) });
    renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const table = await screen.findByRole("table", { name: c.title });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(Object.values(c.columns));
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText("Lakshmi Devi")).toBeInTheDocument();
    expect(within(rows[0]).getByText("32 years")).toBeInTheDocument();
    expect(within(rows[1]).getByText("45 years")).toBeInTheDocument();
    for (const row of rows) expect(within(row).getByRole("button", { name: ui.actions.delete })).toBeDisabled();
  });

  it("accepts a bare array too, and shows the empty text", async () => {
    mockFetch({ [`GET ${API.allCaretakers}`]: { status: 200, body: [] } });
    renderApp("/admin-dashboard/caretaker", { as: "admin" });
    expect(await screen.findByText(c.empty)).toBeInTheDocument();
  });

  it.each([
    ["a failed load", { status: 500, body: {} }, c.loadFailure],
    ["an unexpected answer", { status: 200, body: { items: [] } }, c.unexpectedFormat],
  ])("shows %s as a toast and inline", async (_, reply, message) => {
    mockFetch({ [`GET ${API.allCaretakers}`]: reply });
    renderApp("/admin-dashboard/caretaker", { as: "admin" });
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });

  it("views a caretaker read-only with the age and the Aadhaar number masked", async () => {
    mockFetch({ [`GET ${API.allCaretakers}`]: list([fakeCaretaker({ aadharNo: "987654329876" })]) });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const table = await screen.findByRole("table", { name: c.title });
    await user.click(within(table).getByRole("button", { name: ui.actions.view }));
    const dialog = await screen.findByRole("dialog", { name: c.viewTitle });
    expect(within(dialog).getByText("16-06-1992 (32 years)")).toBeInTheDocument();
    expect(within(dialog).getByText("XXXX XXXX 9876")).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/\d{12}/);
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: l.aadharBackImage })).toHaveAttribute("src", "/api/files/cab1");
    expect(within(dialog).getByText(messages.common.notAvailable)).toBeInTheDocument(); // no Aadhaar address
  });

  it("edits without new images as JSON (no password, masked Aadhaar left out)", async () => {
    const caretaker = fakeCaretaker();
    let body: unknown;
    let contentType: string | null = null;
    mockFetch({
      [`GET ${API.allCaretakers}`]: list([caretaker]),
      [`PUT ${API.updateCaretaker(caretaker.uuid)}`]: (init) => {
        body = JSON.parse(String(init.body));
        contentType = new Headers(init.headers).get("Content-Type");
        return { status: 200, body: { message: c.updateSuccess, data: caretaker } };
      },
    });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const table = await screen.findByRole("table", { name: c.title });
    await user.click(within(table).getByRole("button", { name: ui.actions.edit }));
    const dialog = await screen.findByRole("dialog", { name: c.editTitle });
    expect(within(dialog).getByText(`${l.age}: 32 years`)).toBeInTheDocument();
    await user.clear(input("address", dialog));
    await user.paste("New address, Guntur");
    await user.click(within(dialog).getByRole("button", { name: c.save }));
    expect(await screen.findByText(c.updateSuccess)).toBeInTheDocument();
    expect(contentType).toBe("application/json");
    expect(body).toEqual({
      name: "Lakshmi Devi",
      phoneNumber: "9988776655",
      alternatePhoneNumber: "8877665544",
      email: "lakshmi@example.com",
      dob: "1992-06-16",
      address: "New address, Guntur",
      aadharAddress: null,
      policeVerifiedOn: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits with a replaced image as multipart holding only that image; a failure shows the catalogue text", async () => {
    const caretaker = fakeCaretaker();
    let sent: FormData | undefined;
    mockFetch({
      [`GET ${API.allCaretakers}`]: list([caretaker]),
      [`PUT ${API.updateCaretaker(caretaker.uuid)}`]: (init) => {
        sent = init.body as FormData;
        return { status: 500, body: {} };
      },
    });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const table = await screen.findByRole("table", { name: c.title });
    await user.click(within(table).getByRole("button", { name: ui.actions.edit }));
    const dialog = await screen.findByRole("dialog", { name: c.editTitle });
    await user.upload(input("profilePicture", dialog), fakeImage("new.png"));
    await user.click(within(dialog).getByRole("button", { name: c.save }));
    expect(await screen.findByText(c.updateFailure)).toBeInTheDocument();
    expect(sent).toBeInstanceOf(FormData);
    expect((sent!.get("profilePicture") as File).name).toBe("new.png");
    expect(sent!.has("aadharFrontImage")).toBe(false);
    expect(sent!.has("aadharBackImage")).toBe(false);
    expect(sent!.has("password")).toBe(false);
    expect(screen.getByRole("dialog", { name: c.editTitle })).toBeInTheDocument();
  });
});
