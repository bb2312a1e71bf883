import { API, messages, PARENT_API, type ExistingParent } from "@app/contracts";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCalls, mockFetch } from "../../test/app-test-utils";
import { fakeKidProfile } from "./kid-fixtures";
import { KidForm } from "./kid-form";
import { ParentEditButtons } from "./parent-edit-dialog";

/** docs/decisions/0223: the kid form asks before linking an existing parent; a parent's identity has its own dialog. */
const k = messages.kids;
const lp = k.linkParents;
const pe = k.parentEdit;

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { user };
}

const FATHER_ID = "33333333-3333-4333-8333-333333333333";
const existingFather: ExistingParent = { relation: "father", name: "Ravi Kumar", maskedMobile: "98xxxxxx10", maskedEmail: "r***@example.com", kidCount: 2 };
const sentPuts = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  apiCalls(fetchMock).filter(([u, init]) => String(u) === url && init?.method === "PUT");

describe("the kid form when the server finds an existing parent", () => {
  it("shows who the parent is and asks; yes sends the form again with linkExistingParents=true", async () => {
    const profile = fakeKidProfile();
    const saved = vi.fn();
    let calls = 0;
    const fetchMock = mockFetch({
      [`PUT ${API.updateKidProfile(profile.uuid)}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 409, body: { error: k.errors.parentExists("father", "Ravi Kumar", 2), existingParents: [existingFather] } }
          : { status: 200, body: { message: k.updateSuccess, data: profile } };
      },
    });
    const { user } = renderWithProviders(<KidForm profile={profile} onSaved={saved} />);
    await user.click(screen.getByRole("button", { name: k.save }));

    const dialog = await screen.findByRole("dialog", { name: lp.title });
    expect(dialog).toHaveTextContent(k.errors.parentExists("father", "Ravi Kumar", 2));
    const row = within(dialog).getByRole("listitem", { name: /Ravi Kumar/ });
    expect(row).toHaveTextContent("98xxxxxx10");
    expect(row).toHaveTextContent(lp.kidCount(2));
    expect(dialog).toHaveTextContent(lp.question);
    expect(saved).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: lp.link }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const puts = sentPuts(fetchMock, API.updateKidProfile(profile.uuid));
    expect(puts).toHaveLength(2);
    expect((puts[0][1]!.body as FormData).get("linkExistingParents")).toBeNull();
    expect((puts[1][1]!.body as FormData).get("linkExistingParents")).toBe("true");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: lp.title })).not.toBeInTheDocument());
  });

  it("no goes back to the form without sending anything more", async () => {
    const profile = fakeKidProfile();
    const fetchMock = mockFetch({
      [`PUT ${API.updateKidProfile(profile.uuid)}`]: { status: 409, body: { error: k.errors.parentExists("father", "Ravi Kumar", 2), existingParents: [existingFather] } },
    });
    const { user } = renderWithProviders(<KidForm profile={profile} />);
    await user.click(screen.getByRole("button", { name: k.save }));
    const dialog = await screen.findByRole("dialog", { name: lp.title });
    await user.click(within(dialog).getByRole("button", { name: lp.back }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: lp.title })).not.toBeInTheDocument());
    expect(sentPuts(fetchMock, API.updateKidProfile(profile.uuid))).toHaveLength(1);
    expect(screen.getByRole("button", { name: k.save })).toBeInTheDocument();
  });
});

describe("Edit father: a parent's identity through its own call", () => {
  const profile = fakeKidProfile({
    parentLinks: [
      { relation: "father", uuid: FATHER_ID, kidCount: 2 },
      { relation: "mother", uuid: "44444444-4444-4444-8444-444444444444", kidCount: 1 },
    ],
  });

  it("opens with the father's details, sends name, mobile and email (the masked Aadhaar is kept) and closes", async () => {
    const fetchMock = mockFetch({
      [`PUT ${PARENT_API.updateParent(FATHER_ID)}`]: {
        status: 200,
        body: { message: pe.success, data: { uuid: FATHER_ID, relation: "father", name: "Suresh K Reddy", mobile: "9876543210", email: "suresh@example.com", aadhaar: "XXXX XXXX 1234", kids: [] } },
      },
    });
    const { user } = renderWithProviders(<ParentEditButtons profile={profile} />);
    expect(screen.getByRole("button", { name: pe.open("mother") })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: pe.open("father") }));
    const dialog = await screen.findByRole("dialog", { name: pe.title("father") });
    expect(dialog).toHaveTextContent(pe.sharedNote(2));
    const name = within(dialog).getByRole("textbox", { name: new RegExp(pe.name) });
    expect(name).toHaveValue("Suresh Reddy");
    expect(within(dialog).getByRole("textbox", { name: new RegExp(pe.aadhaar) })).toHaveValue("XXXX XXXX 1234");
    await user.clear(name);
    await user.type(name, "Suresh K Reddy");
    await user.click(within(dialog).getByRole("button", { name: pe.save }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: pe.title("father") })).not.toBeInTheDocument());
    const [put] = sentPuts(fetchMock, PARENT_API.updateParent(FATHER_ID));
    expect(JSON.parse(String(put[1]!.body))).toEqual({ name: "Suresh K Reddy", mobile: "9876543210", email: "suresh@example.com" });
  });

  it("checks the fields before sending, and shows the server's mobile clash on the mobile field", async () => {
    const fetchMock = mockFetch({ [`PUT ${PARENT_API.updateParent(FATHER_ID)}`]: { status: 409, body: { error: pe.mobileTaken } } });
    const { user } = renderWithProviders(<ParentEditButtons profile={profile} />);
    await user.click(screen.getByRole("button", { name: pe.open("father") }));
    const dialog = await screen.findByRole("dialog", { name: pe.title("father") });
    const mobile = within(dialog).getByRole("textbox", { name: new RegExp(pe.mobile) });
    await user.clear(mobile);
    await user.type(mobile, "12345");
    await user.click(within(dialog).getByRole("button", { name: pe.save }));
    expect(await within(dialog).findByText(k.fields.phoneExactly10)).toBeInTheDocument();
    expect(sentPuts(fetchMock, PARENT_API.updateParent(FATHER_ID))).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, "9123456789");
    await user.click(within(dialog).getByRole("button", { name: pe.save }));
    expect(await within(dialog).findByText(pe.mobileTaken)).toBeInTheDocument();
    expect(mobile).toHaveAttribute("aria-invalid", "true");
    expect(sentPuts(fetchMock, PARENT_API.updateParent(FATHER_ID))).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: pe.title("father") })).toBeInTheDocument();
  });
});
