import { messages, type Role } from "@app/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, mockFetch, renderApp } from "../../test/app-test-utils";
import { DASHBOARDS, tilesFor } from "./dashboard-config";

const tiles = messages.dashboards.tiles;

async function tileLinks() {
  const list = await screen.findByRole("list", { name: messages.dashboards.tilesLabel });
  return within(list).getAllByRole("link");
}

describe("dashboard tiles per role", () => {
  it("shows the admin the nine admin tiles of spec §6 plus the added Audit Log, with their targets", async () => {
    mockFetch();
    renderApp("/admin-dashboard", { as: "admin" });
    const links = await tileLinks();
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      // The day board first, with its own picture (docs/decisions/0251).
      [messages.day.board.tile, "/admin-dashboard/today"],
      [tiles.kidsProfile, "/admin-dashboard/profile"],
      [tiles.driverProfile, "/admin-dashboard/driver"],
      [tiles.enquiry, "/admin-dashboard/enquiry"],
      [tiles.transport, "/admin-dashboard/transport"],
      [tiles.kidsAttendance, "/admin-dashboard/kidattendance"],
      [tiles.help, "/admin-dashboard/help"],
      [tiles.feedback, "/admin-dashboard/feedback"],
      [tiles.kidRoutes, "/admin-dashboard/kidroutes"],
      [messages.vehicles.title, "/admin-dashboard/vehicles"],
      [tiles.careTaker, "/admin-dashboard/caretaker"],
      [tiles.auditLog, "/admin-dashboard/audit-log"],
      [messages.privacy.admin.tile, "/admin-dashboard/privacy"],
    ]);
    for (const link of links) expect(link.style.backgroundImage).toMatch(/^url\(.*\/tiles\/.+\.svg.*\)$/);
    // Every tile its own picture: the day board no longer borrows the attendance tile's.
    const images = links.map((link) => link.style.backgroundImage);
    expect(new Set(images).size).toBe(images.length);
  });

  it.each<[Role, string[], string[]]>([
    ["driver", [tiles.driverOwnProfile, tiles.kidDetails], ["/driver-dashboard/driverprofile", "/driver-dashboard/kiddetails"]],
    [
      "caretaker",
      [tiles.caretakerProfile, tiles.caretakerKidDetails],
      ["/caretaker-dashboard/caretakerprofile", "/caretaker-dashboard/caretakerkiddetails"],
    ],
    [
      "father",
      [tiles.kidProfile, tiles.kidRouteDetails, tiles.help, messages.notifications.settings.title, tiles.feedback, messages.privacy.page.title],
      ["/parent-dashboard/kidprofile", "/parent-dashboard/parentKidroute", "/parent-dashboard/help", "/parent-dashboard/notifications", "/parent-dashboard/feedback", "/parent-dashboard/privacy"],
    ],
    [
      "mother",
      [tiles.kidProfile, tiles.kidRouteDetails, tiles.help, messages.notifications.settings.title, tiles.feedback, messages.privacy.page.title],
      ["/parent-dashboard/kidprofile", "/parent-dashboard/parentKidroute", "/parent-dashboard/help", "/parent-dashboard/notifications", "/parent-dashboard/feedback", "/parent-dashboard/privacy"],
    ],
  ])("shows a %s only their own tiles", async (role, names, hrefs) => {
    mockFetch();
    const dashboard = role === "father" || role === "mother" ? "/parent-dashboard" : `/${role}-dashboard`;
    renderApp(dashboard, { as: role });
    const links = await tileLinks();
    expect(links.map((a) => a.textContent)).toEqual(names);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(hrefs);
  });

  it("filters tiles by role: no tile of one dashboard leaks to another role", () => {
    expect(tilesFor("admin", "admin")).toHaveLength(13); // 9 of the original, the audit log, Today (0067), Privacy (0110), Vehicles (0264)
    expect(tilesFor("admin", "father").map((t) => t.label)).not.toContain(tiles.auditLog);
    expect(tilesFor("admin", "father").map((t) => t.label)).toEqual([tiles.kidsProfile]);
    expect(tilesFor("admin", "mother").map((t) => t.label)).not.toContain(tiles.careTaker);
    expect(tilesFor("admin", "driver").map((t) => t.label)).toEqual([tiles.driverProfile]);
    expect(tilesFor("admin", "caretaker")).toEqual([]);
    expect(tilesFor("driver", "caretaker")).toEqual([]);
    expect(tilesFor("caretaker", "driver")).toEqual([]);
    expect(tilesFor("parent", "admin")).toEqual([]);
    expect(tilesFor("parent", null)).toEqual([]);
  });

  it("registers every relative route of spec §2.7 (plus the added audit-log) under /admin-dashboard", () => {
    expect(DASHBOARDS.admin.routes.map((r) => r.path).sort()).toEqual(
      [
        "profile",
        "driver",
        "enquiry",
        "transport",
        "help",
        "feedback",
        "kidroutes",
        "kidattendance",
        "caretaker",
        "getkidroutes",
        "overview",
        "route",
        "createdriver",
        "getdriverlist",
        "createkid",
        "getkiddetails",
        "audit-log",
        "today",
        "privacy",
        "vehicles",
      ].sort(),
    );
  });
});

describe("dashboard sections", () => {
  it("opens a tile's section with a back arrow to the dashboard root, which has none", async () => {
    mockFetch();
    const { user, router } = renderApp("/admin-dashboard", { as: "admin" });
    await tileLinks();
    expect(screen.queryByRole("link", { name: messages.dashboards.backToDashboard })).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: messages.dashboards.tilesLabel });
    await user.click(within(list).getByRole("link", { name: tiles.enquiry }));
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.enquiry })).toBeInTheDocument();
    expect(currentPath(router)).toBe("/admin-dashboard/enquiry");
    await user.click(screen.getByRole("link", { name: messages.dashboards.backToDashboard }));
    await tileLinks();
    expect(currentPath(router)).toBe("/admin-dashboard");
  });

  it.each(DASHBOARDS.admin.routes.map((r) => r.path))("renders /admin-dashboard/%s", async (path) => {
    mockFetch();
    renderApp(`/admin-dashboard/${path}`, { as: "admin" });
    // Built screens (tested in their own feature folders) and "coming soon" placeholders alike open with their title.
    expect((await screen.findAllByRole("heading", { level: 2 })).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: messages.dashboards.backToDashboard })).toHaveAttribute("href", "/admin-dashboard");
  });

  it("lets the admin pick Kids Profile or Driver Profile on the overview", async () => {
    mockFetch();
    const { user } = renderApp("/admin-dashboard/overview", { as: "admin" });
    const picker = await screen.findByRole("combobox", { name: messages.dashboards.overview.pickLabel });
    expect(screen.getByRole("heading", { name: messages.dashboards.sections.kidsProfile })).toBeInTheDocument();
    await user.selectOptions(picker, messages.dashboards.overview.driverProfile);
    expect(screen.getByRole("heading", { name: messages.dashboards.sections.drivers })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: messages.dashboards.sections.kidsProfile })).not.toBeInTheDocument();
  });

  it.each<[string, Role, string]>([
    ["/driver-dashboard/driverprofile", "driver", messages.dashboards.sections.driverProfile],
    ["/driver-dashboard/kiddetails", "driver", messages.dashboards.sections.driverKidDetails],
    ["/caretaker-dashboard/caretakerprofile", "caretaker", messages.dashboards.sections.caretakerProfile],
    ["/caretaker-dashboard/caretakerkiddetails", "caretaker", messages.dashboards.sections.caretakerKidDetails],
    ["/parent-dashboard/kidprofile", "father", messages.dashboards.sections.kidProfile],
    ["/parent-dashboard/parentKidroute", "mother", messages.dashboards.sections.parentKidRoute],
    ["/parent-dashboard/help", "father", messages.helpFeedback.help.formTitle],
    ["/parent-dashboard/feedback", "mother", messages.helpFeedback.feedback.formTitle],
  ])("renders %s for a %s", async (path, role, title) => {
    mockFetch();
    renderApp(path, { as: role });
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: messages.dashboards.backToDashboard })).toBeInTheDocument();
  });
});
