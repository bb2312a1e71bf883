import { API, messages, STAFF_DOCUMENT_ALERTS_PATH, type StaffDocumentAlert } from "@app/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { fakeCaretaker } from "../caretakers/caretaker-fixtures";
import { alertSentence } from "./document-alerts";

const m = messages.staffDocuments;
const c = messages.staff.caretakers;
const ui = messages.staff.ui;

const alert = (overrides: Partial<StaffDocumentAlert>): StaffDocumentAlert => ({
  role: "driver",
  uuid: "d1",
  name: "Venkat Rao",
  document: "drivingLicence",
  expiresOn: "2026-12-01",
  daysLeft: 9,
  ...overrides,
});

describe("staff documents (docs/decisions/0087)", () => {
  it("the admin dashboard warns of documents to renew, naming the person and the document, linking to them", async () => {
    mockFetch({
      [`GET ${STAFF_DOCUMENT_ALERTS_PATH}`]: {
        body: {
          data: [
            alert({ uuid: "d2", name: "Ravi Kumar", expiresOn: "2026-11-20", daysLeft: -2 }),
            alert({ role: "caretaker", uuid: "c1", name: "Lakshmi Devi", document: "policeVerification", expiresOn: "2026-11-22", daysLeft: 0 }),
            alert({}),
          ],
        },
      },
    });
    renderApp("/admin-dashboard", { as: "admin" });
    const region = await screen.findByRole("region", { name: m.alertsTitle });
    const links = within(region).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Ravi Kumar's driving licence expired on 20-11-2026",
      "Lakshmi Devi's police verification expires today",
      "Venkat Rao's driving licence expires in 9 days (01-12-2026)",
    ]);
    expect(links[0]).toHaveAttribute("href", "/admin-dashboard/driver?q=Ravi%20Kumar");
    expect(links[1]).toHaveAttribute("href", "/admin-dashboard/caretaker?q=Lakshmi%20Devi");
    expect(within(region).getByText(m.roles.caretaker)).toBeInTheDocument();
  });

  it("shows no warning when nothing expires soon", async () => {
    mockFetch({ [`GET ${STAFF_DOCUMENT_ALERTS_PATH}`]: { body: { data: [] } } });
    renderApp("/admin-dashboard", { as: "admin" });
    expect(await screen.findByRole("list", { name: messages.dashboards.tilesLabel })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: m.alertsTitle })).not.toBeInTheDocument());
  });

  it("says tomorrow for one day left", () => {
    expect(alertSentence(alert({ daysLeft: 1, expiresOn: "2026-11-23" }))).toBe("Venkat Rao's driving licence expires tomorrow (23-11-2026)");
  });

  it("a caretaker's police verification: shown with its validity, edited as DD-MM-YYYY and sent as YYYY-MM-DD", async () => {
    const caretaker = fakeCaretaker({ policeVerifiedOn: "2024-01-10", policeVerificationImage: "/api/files/pv1" });
    let body: Record<string, unknown> = {};
    mockFetch({
      [`GET ${API.allCaretakers}`]: { body: { data: [caretaker] } },
      [`PUT ${API.updateCaretaker(caretaker.uuid)}`]: (init) => {
        body = JSON.parse(String(init.body));
        return { status: 200, body: { message: c.updateSuccess, data: caretaker } };
      },
    });
    const { user } = renderApp("/admin-dashboard/caretaker", { as: "admin" });
    const table = await screen.findByRole("table", { name: c.title });
    await user.click(within(table).getByRole("button", { name: ui.actions.view }));
    const view = await screen.findByRole("dialog", { name: c.viewTitle });
    expect(within(view).getByText(`10-01-2024 · ${m.policeVerificationValidUntil("10-01-2027")}`)).toBeInTheDocument();
    expect(within(view).getByRole("img", { name: m.policeVerificationImageLabel })).toHaveAttribute("src", "/api/files/pv1");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(within(table).getByRole("button", { name: ui.actions.edit }));
    const dialog = await screen.findByRole("dialog", { name: c.editTitle });
    const date = within(dialog).getByLabelText(new RegExp(`^${m.policeVerifiedOnLabel}`)) as HTMLInputElement;
    expect(date).toHaveValue("10-01-2024");
    await user.clear(date);
    await user.type(date, "05-03-2025");
    await user.tab();
    await user.click(within(dialog).getByRole("button", { name: c.save }));
    expect(await screen.findByText(c.updateSuccess)).toBeInTheDocument();
    expect(body.policeVerifiedOn).toBe("2025-03-05");
  });
});
