import { API, DROPDOWN_MAX_HEIGHT_PX, messages, STORAGE_KEYS, type Role } from "@app/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast";
import { currentPath, fakeLoginResponse, mockFetch, renderApp } from "../../test/app-test-utils";

const nav = messages.common.nav;

function mainNav() {
  return screen.getAllByRole("navigation", { name: nav.mainNavigation })[0];
}

describe("Navbar", () => {
  it("has the brand link to / and the Home, AboutUs and Enquiry links", async () => {
    mockFetch();
    renderApp("/login");
    await screen.findByRole("heading", { name: messages.auth.login.title });
    expect(screen.getByRole("link", { name: messages.common.brand })).toHaveAttribute("href", "/");
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      [nav.home, "/home"],
      [nav.aboutUs, "/aboutUs"],
      [nav.enquiry, "/enquiryform"],
    ]);
    expect(screen.queryByRole("button", { name: nav.logout })).not.toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ["admin", "Asha Admin"],
    ["driver", "Ravi Driver"],
    ["caretaker", "Lakshmi Caretaker"],
  ])("titles the dropdown with the user name for a %s", async (role, name) => {
    mockFetch();
    renderApp(`/${role}-dashboard`, { as: role });
    expect(await screen.findByRole("button", { name })).toBeInTheDocument();
  });

  it.each<Role>(["father", "mother"])("titles the dropdown with the kid name for a %s and links the dashboard", async (role) => {
    mockFetch();
    const { user } = renderApp("/parent-dashboard", { as: role });
    await user.click(await screen.findByRole("button", { name: "Anvi" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: nav.dashboard })).toHaveAttribute("href", "/parent-dashboard");
    expect(within(menu).getByRole("menuitem", { name: nav.logout })).toBeInTheDocument();
  });

  it("titles the dropdown Guest for a parent without a kid", async () => {
    mockFetch();
    renderApp("/parent-dashboard", { as: fakeLoginResponse("mother", { kids: [] }) });
    expect(await screen.findByRole("button", { name: nav.guest })).toBeInTheDocument();
  });

  it("scrolls at 200 px and closes on Escape, on Tab and on an outside click", async () => {
    mockFetch();
    const { user } = renderApp("/admin-dashboard", { as: "admin" });
    const trigger = await screen.findByRole("button", { name: "Asha Admin" });

    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(menu).toHaveStyle({ maxHeight: `${DROPDOWN_MAX_HEIGHT_PX}px`, overflowY: "auto" });
    expect(within(menu).getByRole("menuitem", { name: nav.dashboard })).toHaveAttribute("href", "/admin-dashboard");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());

    await user.click(trigger);
    await screen.findByRole("menu");
    await user.keyboard("{ArrowDown}");
    await user.tab();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await screen.findByRole("menu");
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });

  it("works the menu from the keyboard: arrows open it and move between items, Escape returns to the button", async () => {
    mockFetch();
    const { user } = renderApp("/admin-dashboard", { as: "admin" });
    const trigger = await screen.findByRole("button", { name: "Asha Admin" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    trigger.focus();
    await user.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "Asha Admin" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("aria-controls", menu.id);
    const dashboard = within(menu).getByRole("menuitem", { name: nav.dashboard });
    const logout = within(menu).getByRole("menuitem", { name: nav.logout });
    await waitFor(() => expect(dashboard).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(logout).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(dashboard).toHaveFocus();
    await user.keyboard("{End}");
    expect(logout).toHaveFocus();
    await user.keyboard("{Home}");
    expect(dashboard).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(within(screen.getByRole("menu")).getByRole("menuitem", { name: nav.logout })).toHaveFocus());
  });

  it("names each language in itself in the language menu and marks the current one", async () => {
    mockFetch();
    const { user } = renderApp("/login");
    await user.click(await screen.findByRole("button", { name: new RegExp(`, ${messages.common.language.label}:`) }));
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.getAttribute("lang"))).toEqual(["en-IN", "te-IN", "hi-IN"]);
    expect(items[0]).toHaveAttribute("aria-current", "true");
  });

  it("lets a parent with several kids switch the active kid", async () => {
    mockFetch();
    const kids = [
      { uuid: "kid-1", kidName: "Anvi" },
      { uuid: "kid-2", kidName: "Bhavya" },
    ];
    const { user, store } = renderApp("/parent-dashboard", { as: fakeLoginResponse("father", { kids }) });
    expect(localStorage.getItem(STORAGE_KEYS.kidName)).toBe("Anvi");
    await user.click(await screen.findByRole("button", { name: "Anvi" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(nav.switchKid)).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Bhavya" }));
    expect(await screen.findByRole("button", { name: "Bhavya" })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.kidName)).toBe("Bhavya");
    expect(store.getSnapshot().auth.kid).toEqual({ uuid: "kid-2", kidName: "Bhavya" });
  });

  it("logs out: toast, every storage key cleared, session reset, /home", async () => {
    const fetchMock = mockFetch({ [`POST ${API.logout}`]: { body: { message: "ok" } } });
    const success = vi.spyOn(toast, "success");
    const { user, store, router } = renderApp("/admin-dashboard", { as: "admin" });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("token-admin");
    await user.click(await screen.findByRole("button", { name: "Asha Admin" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: nav.logout }));
    await waitFor(() => expect(currentPath(router)).toBe("/home"));
    expect(success).toHaveBeenCalledWith(messages.auth.logout.success, 2000);
    expect(fetchMock).toHaveBeenCalledWith(API.logout, expect.objectContaining({ method: "POST" }));
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.userName, STORAGE_KEYS.kidName, STORAGE_KEYS.name]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.persistAuth)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.hasLoggedIn)).toBeNull();
    expect(store.getSnapshot().auth.isAuthenticated).toBe(false);
    expect(screen.queryByRole("button", { name: "Asha Admin" })).not.toBeInTheDocument();
  });

  it("keeps the session when logout fails", async () => {
    mockFetch({ [`POST ${API.logout}`]: { status: 500, body: { error: "down" } } });
    const failure = vi.spyOn(toast, "error");
    const { user, store, router } = renderApp("/admin-dashboard", { as: "admin" });
    await user.click(await screen.findByRole("button", { name: "Asha Admin" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: nav.logout }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(messages.auth.logout.failure, 2000));
    expect(store.getSnapshot().auth.isAuthenticated).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("token-admin");
    expect(currentPath(router)).toBe("/admin-dashboard");
  });
});

describe("Footer", () => {
  it("shows the about text, the quick links and this year's copyright when logged out", async () => {
    mockFetch();
    renderApp("/login");
    const footer = await screen.findByRole("contentinfo");
    const f = messages.common.footer;
    expect(within(footer).getByText(f.about)).toBeInTheDocument();
    const links = within(footer).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      [f.home, "/home"],
      [f.aboutUs, "/aboutUs"],
      [f.contactUs, "/enquiryform"],
      [f.privacyPolicy, "/privacypolicy"],
    ]);
    expect(within(footer).getByText(f.copyright(new Date().getFullYear()))).toBeInTheDocument();
  });

  it("is hidden when logged in", async () => {
    mockFetch();
    renderApp("/admin-dashboard", { as: "admin" });
    await screen.findByRole("heading", { name: messages.dashboards.adminTitle });
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });
});
