import { messages, type Role } from "@app/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOP_LEVEL_ROUTES } from "../features/dashboards/dashboard-config";
import { API } from "@app/contracts";
import { currentPath, fakeLoginResponse, mockFetch, renderApp } from "../test/app-test-utils";
import { postLoginPath, rolesForPath } from "./route-access";

const loginHeading = () => screen.findByRole("heading", { name: messages.auth.login.title });

describe("route guards", () => {
  it.each(["/admin-dashboard", "/admin-dashboard/enquiry", "/driver-dashboard", "/caretaker-dashboard", "/parent-dashboard/kidprofile", "/profile", "/parentKidroute"])(
    "sends a logged-out visitor of %s to /login",
    async (path) => {
      mockFetch();
      const { router } = renderApp(path);
      await loginHeading();
      expect(currentPath(router)).toBe("/login");
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it.each<[string, Role, string]>([
    ["/admin-dashboard", "driver", "/driver-dashboard"],
    ["/admin-dashboard/help", "father", "/parent-dashboard"],
    ["/driver-dashboard", "admin", "/admin-dashboard"],
    ["/caretaker-dashboard/caretakerprofile", "mother", "/parent-dashboard"],
    ["/parent-dashboard", "caretaker", "/caretaker-dashboard"],
    ["/transport", "driver", "/driver-dashboard"],
    ["/driverprofile", "admin", "/admin-dashboard"],
  ])("shows Not permitted on %s to a %s, with a link to their own dashboard", async (path, role, own) => {
    mockFetch();
    const { router } = renderApp(path, { as: role });
    expect(await screen.findByRole("heading", { name: messages.common.notPermittedTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.common.notPermittedText)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: messages.common.goToMyDashboard })).toHaveAttribute("href", own);
    expect(currentPath(router)).toBe(path);
  });

  it("after login goes to the page the user wanted when their role may open it", async () => {
    mockFetch({ [`POST ${API.login}`]: { body: fakeLoginResponse("admin") } });
    const { user, router } = renderApp("/admin-dashboard/help");
    await loginHeading();
    await user.type(screen.getByRole("textbox", { name: messages.auth.login.identifierLabel }), "admin@example.com");
    await user.type(screen.getByLabelText(messages.auth.login.passwordLabel, { exact: false, selector: "input" }), "secret");
    await user.click(screen.getByRole("button", { name: messages.auth.login.submit }));
    await screen.findByRole("heading", { name: messages.dashboards.sections.help });
    expect(currentPath(router)).toBe("/admin-dashboard/help");
  });

  it("after login ignores a wanted page of another role and opens the own dashboard", async () => {
    mockFetch({ [`POST ${API.login}`]: { body: fakeLoginResponse("father") } });
    const { user, router } = renderApp("/admin-dashboard/help");
    await loginHeading();
    await user.type(screen.getByRole("textbox", { name: messages.auth.login.identifierLabel }), "9876543210");
    await user.type(screen.getByLabelText(messages.auth.login.passwordLabel, { exact: false, selector: "input" }), "secret");
    await user.click(screen.getByRole("button", { name: messages.auth.login.submit }));
    await screen.findByRole("heading", { name: messages.dashboards.parentTitle });
    expect(currentPath(router)).toBe("/parent-dashboard");
  });

  it.each(TOP_LEVEL_ROUTES.map((r) => [r.path, r.dashboard] as const))(
    "registers the top-level route %s for the %s role",
    async (path, dashboard) => {
      mockFetch();
      const role: Role = dashboard === "parent" ? "mother" : dashboard;
      const { router } = renderApp(path, { as: role });
      // The section itself is whatever its slice built; the guard let the owner in and the frame shows.
      expect(await screen.findByRole("link", { name: messages.dashboards.backToDashboard })).toBeInTheDocument();
      expect(screen.queryByText(messages.common.notPermittedTitle)).not.toBeInTheDocument();
      expect(currentPath(router)).toBe(path);
    },
  );

  it.each(["/", "/no-such-page", "/admin/whatever"])("sends %s to /home", async (path) => {
    mockFetch();
    const { router } = renderApp(path);
    await waitFor(() => expect(currentPath(router)).toBe("/home"));
  });

  it("sends an unknown dashboard child back to the dashboard root", async () => {
    mockFetch();
    const { router } = renderApp("/admin-dashboard/nope", { as: "admin" });
    await screen.findByRole("list", { name: messages.dashboards.tilesLabel });
    expect(currentPath(router)).toBe("/admin-dashboard");
  });
});

describe("route access table", () => {
  it("knows public, guarded and unknown paths", () => {
    expect(rolesForPath("/home")).toBe("public");
    expect(rolesForPath("/aboutus")).toBe("public");
    expect(rolesForPath("/admin-dashboard/kidroutes")).toEqual(["admin"]);
    expect(rolesForPath("/parentkiddetails")).toEqual(["father", "mother"]);
    expect(rolesForPath("/kiddetails?x=1")).toEqual(["driver"]);
    expect(rolesForPath("/nowhere")).toBeNull();
  });

  it("never sends a user off-site or to a page of another role after login", () => {
    expect(postLoginPath("admin", "//evil.example.com")).toBe("/admin-dashboard");
    expect(postLoginPath("admin", "https://evil.example.com")).toBe("/admin-dashboard");
    expect(postLoginPath("driver", "/admin-dashboard")).toBe("/driver-dashboard");
    expect(postLoginPath("mother", "/parent-dashboard/kidprofile")).toBe("/parent-dashboard/kidprofile");
    expect(postLoginPath("caretaker", undefined)).toBe("/caretaker-dashboard");
  });
});
