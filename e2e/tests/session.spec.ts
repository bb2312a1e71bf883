// Spec §3.1, §4 "Session", decisions.md §2 (every non-public route is guarded).
import { ADMIN, accountMenu, expect, loginAsAdmin, messages, test, toast, urlOf } from "../support/fixtures";

test.describe("session", () => {
  test("a logged-out visitor who opens /admin-dashboard lands on /login", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(urlOf("/login"));
    await expect(page.getByRole("button", { name: messages.auth.login.submit, exact: true })).toBeVisible();
  });

  test("reloading the page keeps the session", async ({ page }) => {
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.reload();
    await expect(page).toHaveURL(urlOf("/admin-dashboard"));
    await expect(accountMenu(page, ADMIN.name)).toBeVisible();
    // A new visit in the same tab (not just a reload) is also still logged in.
    await page.goto("/home");
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(urlOf("/admin-dashboard"));
    await expect(accountMenu(page, ADMIN.name)).toBeVisible();
  });

  test("a second tab opens signed in as the same account, and Logout in either ends both (docs/decisions/0250)", async ({ page }) => {
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    // A new tab of the same browser (its own, empty session storage).
    const second = await page.context().newPage();
    await second.goto("/admin-dashboard");
    await expect(second).toHaveURL(urlOf("/admin-dashboard"));
    await expect(accountMenu(second, ADMIN.name)).toBeVisible();
    await expect(second.getByRole("heading", { name: messages.dashboards.adminTitle })).toBeVisible();

    await accountMenu(second, ADMIN.name).click();
    await second.getByRole("menuitem", { name: messages.common.nav.logout }).click();
    await expect(toast(second, messages.auth.logout.success)).toBeVisible();
    // The first tab notices at once and leaves the guarded page.
    await expect(accountMenu(page, ADMIN.name)).toBeHidden();
    await expect(page).not.toHaveURL(urlOf("/admin-dashboard"));
    expect(await page.evaluate(() => localStorage.getItem("persist:auth"))).toBeNull();
  });

  test("the account menu offers the dashboard and Logout, and closes on Escape", async ({ page }) => {
    await loginAsAdmin(page, ADMIN.mobile, ADMIN.password);
    await page.goto("/home");
    await accountMenu(page, ADMIN.name).click();
    await expect(page.getByRole("menuitem", { name: messages.common.nav.logout })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: messages.common.nav.logout })).toBeHidden();
    await accountMenu(page, ADMIN.name).click();
    await page.getByRole("menuitem", { name: messages.common.nav.dashboard }).click();
    await expect(page).toHaveURL(urlOf("/admin-dashboard"));
  });

  test("an unknown path shows the home page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(urlOf("/home"));
  });

  test("logout from the account menu clears the session", async ({ page }) => {
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();

    await accountMenu(page, ADMIN.name).click();
    await page.getByRole("menuitem", { name: messages.common.nav.logout }).click();
    await expect(toast(page, messages.auth.logout.success)).toBeVisible();
    await expect(page).toHaveURL(urlOf("/home"));

    const storage = await page.evaluate(() => ({
      local: ["persist:auth", "token", "role", "userName", "kidName", "name"].map((key) => localStorage.getItem(key)),
      session: ["persist:auth", "hasLoggedIn"].map((key) => sessionStorage.getItem(key)),
    }));
    expect(storage.local).toEqual([null, null, null, null, null, null]);
    expect(storage.session).toEqual([null, null]);

    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(urlOf("/login"));

    // The server revoked the token at once: it gets 401 everywhere.
    const me = await page.request.get("/api/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});
