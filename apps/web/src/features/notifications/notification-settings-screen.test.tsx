import { messages, NOTIFICATION_API, type NotificationSettings } from "@app/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";

const s = messages.notifications.settings;
const lead = messages.eta.settings;
/** A switch's accessible name is its label followed by its description. */
const named = (label: string) => (name: string) => name.startsWith(label);

const defaults: NotificationSettings = {
  channels: {
    push: { enabled: false, unavailable: null },
    email: { enabled: true, unavailable: null },
    whatsapp: { enabled: false, unavailable: "notConfigured" },
    sms: { enabled: false, unavailable: null },
  },
  customized: false,
  pushSubscriptions: 0,
  approachLeadMinutes: 10,
};

describe("parent notification settings (issue 10)", () => {
  it("shows each channel with its state and why one is unavailable; saves the choice with a PUT", async () => {
    let saved: unknown = null;
    const fetchMock = mockFetch({
      [`GET ${NOTIFICATION_API.settings}`]: { status: 200, body: { data: defaults } },
      [`PUT ${NOTIFICATION_API.settings}`]: (init) => {
        saved = JSON.parse(String(init.body));
        return { status: 200, body: { message: s.saved, data: { ...defaults, customized: true, channels: { ...defaults.channels, email: { enabled: false, unavailable: null }, sms: { enabled: true, unavailable: null } } } } };
      },
    });
    const { user } = renderApp("/parent-dashboard/notifications", { as: "father" });
    const region = await screen.findByRole("region", { name: s.title });
    const email = await within(region).findByRole("switch", { name: named(s.channels.email) });
    expect(email).toBeChecked();
    expect(within(region).getByText(s.defaultsNote)).toBeInTheDocument();
    expect(within(region).getByRole("switch", { name: named(s.channels.whatsapp) })).toBeDisabled();
    expect(within(region).getByText(s.unavailable.notConfigured)).toBeInTheDocument();

    await user.click(email);
    await user.click(within(region).getByRole("switch", { name: named(s.channels.sms) }));
    await user.click(within(region).getByRole("button", { name: s.save }));
    expect(await screen.findByText(s.saved)).toBeInTheDocument();
    expect(saved).toEqual({ push: false, email: false, whatsapp: false, sms: true, approachLeadMinutes: 10 });
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PUT")).toBe(true);
    // Saved once: the defaults note is gone.
    expect(within(region).queryByText(s.defaultsNote)).not.toBeInTheDocument();
  });

  it("offers the approach alert's lead time (5, 10, 15 minutes or off), the saved one chosen, and saves the new choice", async () => {
    let saved: unknown = null;
    mockFetch({
      [`GET ${NOTIFICATION_API.settings}`]: { status: 200, body: { data: defaults } },
      [`PUT ${NOTIFICATION_API.settings}`]: (init) => {
        saved = JSON.parse(String(init.body));
        return { status: 200, body: { message: s.saved, data: { ...defaults, customized: true, approachLeadMinutes: 0 } } };
      },
    });
    const { user } = renderApp("/parent-dashboard/notifications", { as: "father" });
    const region = await screen.findByRole("region", { name: s.title });
    const group = await within(region).findByRole("radiogroup", { name: named(lead.leadLabel) });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("value"))).toEqual(["5", "10", "15", "0"]);
    expect(within(group).getByRole("radio", { name: lead.leadMinutes(10) })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: lead.leadOff }));
    await user.click(within(region).getByRole("button", { name: s.save }));
    expect(await screen.findByText(s.saved)).toBeInTheDocument();
    expect(saved).toEqual({ push: false, email: true, whatsapp: false, sms: false, approachLeadMinutes: 0 });
    expect(within(group).getByRole("radio", { name: lead.leadOff })).toBeChecked();
  });
});
