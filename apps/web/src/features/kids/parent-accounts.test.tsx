import { API_DESK, messages, type ParentAccount } from "@app/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCalls, mockFetch } from "../../test/app-test-utils";
import { invitationText, ParentAccounts } from "./parent-accounts";

const inv = messages.desk.invitations;

const father: ParentAccount = { relation: "father", name: "Venkat Rao", email: "venkat@example.com", passwordSetAt: "2026-11-20T05:00:00.000Z", invitedAt: "2026-11-19T05:00:00.000Z", invitationExpiresAt: "2026-11-20T05:00:00.000Z" };
const mother: ParentAccount = { relation: "mother", name: "Lakshmi Rao", email: "lakshmi@example.com", passwordSetAt: null, invitedAt: "2026-11-19T05:00:00.000Z", invitationExpiresAt: "2026-11-20T05:00:00.000Z" };

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ParentAccounts kidUuid="k-1" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the parents' accounts on the kid view", () => {
  it("says which parent set a password (with the date) and which invitation is pending; only the pending one can be resent", async () => {
    let resent = false;
    const fetchMock = mockFetch({
      [`GET ${API_DESK.parentAccounts("k-1")}`]: () => ({ body: { data: [father, resent ? { ...mother, invitedAt: "2026-11-22T05:00:00.000Z" } : mother] } }),
      [`POST ${API_DESK.resendInvitation("k-1", "mother")}`]: () => {
        resent = true;
        return { body: { message: inv.resent("Lakshmi Rao"), data: mother } };
      },
    });
    renderPanel();
    const fatherRow = await screen.findByRole("listitem", { name: /Venkat Rao/ });
    expect(fatherRow).toHaveTextContent(inv.passwordSet);
    expect(fatherRow).toHaveTextContent(inv.setOn("20-11-2026"));
    expect(within(fatherRow).queryByRole("button")).not.toBeInTheDocument();
    const motherRow = screen.getByRole("listitem", { name: /Lakshmi Rao/ });
    expect(motherRow).toHaveTextContent(inv.pending);
    expect(motherRow).toHaveTextContent(inv.invitedOn("19-11-2026"));
    await userEvent.click(within(motherRow).getByRole("button", { name: inv.resend }));
    expect(await screen.findByText(inv.invitedOn("22-11-2026"))).toBeInTheDocument();
    expect(apiCalls(fetchMock).some(([url, init]) => String(url) === API_DESK.resendInvitation("k-1", "mother") && init?.method === "POST")).toBe(true);
  });

  it("marks an expired invitation", () => {
    expect(invitationText(mother, new Date("2026-11-21T00:00:00.000Z"))).toMatchObject({ set: false, expired: true });
    expect(invitationText(mother, new Date("2026-11-19T06:00:00.000Z"))).toMatchObject({ set: false, expired: false });
    expect(invitationText(father)).toMatchObject({ set: true, detail: inv.setOn("20-11-2026") });
  });
});
