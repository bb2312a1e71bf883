import { API, messages, PRIVACY_API, PRIVACY_NOTICE_VERSION, type ConsentStatus } from "@app/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";

const n = messages.privacy.notice;
afterEach(() => act(() => notifications.clean()));

const status = (needsDecision: boolean): ConsentStatus => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  retentionDays: 90,
  latest: needsDecision ? null : { noticeVersion: PRIVACY_NOTICE_VERSION, decision: "given", decidedAt: new Date().toISOString() },
  needsDecision,
  consented: !needsDecision,
});

describe("the privacy notice before the parent's dashboard", () => {
  it("takes the parent back to the top of the page once answered (docs/decisions/0246)", async () => {
    mockFetch({
      [`GET ${PRIVACY_API.consent}`]: { body: status(true) },
      [`POST ${PRIVACY_API.consent}`]: { body: status(false) },
      [`GET ${API.myHelp}`]: { body: { data: [] } },
    });
    const { user } = renderApp("/parent-dashboard", { as: "father" });
    const give = await screen.findByRole("button", { name: n.give }, { timeout: 20_000 });
    // renderApp stubs scrollTo; watch it from here on, once the notice is shown.
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    await user.click(give);
    await waitFor(() => expect(screen.queryByRole("region", { name: n.title })).not.toBeInTheDocument());
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
