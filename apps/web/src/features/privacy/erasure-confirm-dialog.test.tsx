import { PRIVACY_API, messages, type ErasurePreview, type ErasureRequest } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { apiCalls, mockFetch, renderApp } from "../../test/app-test-utils";

const a = messages.privacy.admin;
const v = a.preview;
afterEach(() => act(() => notifications.clean()));

const pending: ErasureRequest = {
  uuid: "req-1",
  status: "pending",
  requestedAt: "2026-11-20T05:00:00.000Z",
  requestedByName: "Meena Tadepalli",
  kidNames: ["Pranav Tadepalli"],
  completedAt: null,
  summary: null,
};
const preview: ErasurePreview = {
  uuid: "req-1",
  requestedByName: "Meena Tadepalli",
  kids: ["Pranav Tadepalli"],
  accounts: [{ name: "Meena Tadepalli", relation: "mother" }],
  staying: [{ name: "Phani Boundary", relation: "father", unlinkedFrom: ["Pranav Tadepalli"], keeps: ["Keerthi Kondaveeti"] }],
  counts: { attendanceRecords: 12, photos: 9, absences: 2, helpRequests: 1, feedback: 0 },
};

function mockPrivacy() {
  return mockFetch({
    [`GET ${PRIVACY_API.retention}`]: { body: { retentionDays: 90, lastRun: null } },
    [`GET ${PRIVACY_API.families}`]: { body: { data: [], page: 1, pageSize: 50, total: 0 } },
    [`GET ${PRIVACY_API.erasureRequests}`]: { body: { data: [pending] } },
    [`GET ${PRIVACY_API.erasurePreview("req-1")}`]: { body: preview },
    [`POST ${PRIVACY_API.confirmErasure("req-1")}`]: { body: { ...pending, status: "completed", requestedByName: null, kidNames: [], completedAt: new Date().toISOString(), summary: { kids: 1 } } },
  });
}

describe("the admin's erasure confirmation (docs/decisions/0220)", () => {
  it("says which kids and accounts are removed and who stays, before anything is erased; Cancel erases nothing", async () => {
    const fetchMock = mockPrivacy();
    renderApp("/admin-dashboard/privacy", { as: "admin" });
    const table = await screen.findByRole("table", { name: a.erasureTableLabel });
    await userEvent.click(within(table).getByRole("button", { name: a.confirm }));
    const dialog = await screen.findByRole("dialog", { name: v.title });
    await within(dialog).findByText(a.confirmQuestion("Meena Tadepalli"));
    const section = (title: string) => within(dialog).getByRole("region", { name: title });
    expect(within(section(v.kidsTitle)).getByRole("listitem")).toHaveTextContent("Pranav Tadepalli");
    expect(within(section(v.accountsTitle)).getByRole("listitem")).toHaveTextContent(v.person("Meena Tadepalli", v.relationLabels.mother));
    expect(within(section(v.stayingTitle)).getByRole("listitem")).toHaveTextContent(
      v.staying("Phani Boundary", v.relationLabels.father, "Keerthi Kondaveeti", "Pranav Tadepalli"),
    );
    expect(within(section(v.dataTitle)).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      `${v.countLabels.attendanceRecords}: 12`,
      `${v.countLabels.photos}: 9`,
      `${v.countLabels.absences}: 2`,
      `${v.countLabels.helpRequests}: 1`,
      `${v.countLabels.feedback}: 0`,
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: v.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: v.title })).not.toBeInTheDocument());
    expect(apiCalls(fetchMock).some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("erases only after Erase now", async () => {
    const fetchMock = mockPrivacy();
    renderApp("/admin-dashboard/privacy", { as: "admin" });
    const table = await screen.findByRole("table", { name: a.erasureTableLabel });
    await userEvent.click(within(table).getByRole("button", { name: a.confirm }));
    const dialog = await screen.findByRole("dialog", { name: v.title });
    await within(dialog).findByRole("region", { name: v.stayingTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: v.eraseNow }));
    await waitFor(() => expect(apiCalls(fetchMock).some(([url, init]) => init?.method === "POST" && String(url) === PRIVACY_API.confirmErasure("req-1"))).toBe(true));
    expect(await screen.findByText(a.erased)).toBeInTheDocument();
  });
});
