// A shared phone keeps nothing of the last person (docs/decisions/0227): however a session ends
// (Logout, or revoked elsewhere and noticed by a 401), the service worker's copies of the account's
// API answers are gone, the app shows nothing personal with no signal, and personal images never
// sit in the browser's HTTP cache.
import type { Browser, Page } from "@playwright/test";
import { API } from "@app/contracts";
import { seedRouteWorld } from "../support/attendance";
import { ADMIN, expect, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { acceptPrivacyNotice } from "../support/privacy";
import { dashboardTile, expectImageLoaded, logout, sessionToken } from "../support/staff";

test.use({
  viewport: { width: 360, height: 740 },
  // The service worker's cache is the subject here.
  serviceWorkers: "allow",
});

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}

/** Every `/api/` answer held in any of the page's Cache Storage caches. */
function apiCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname.startsWith("/api/")) found.push(request.url);
      }
    }
    return found;
  });
}

const d = messages.day;
const tiles = messages.dashboards.tiles;

test.describe("a shared phone keeps nothing of the last person", () => {
  // A service worker install and several logins on a shared 2-core machine.
  test.slow();

  test("after Logout a photo is not in the HTTP cache; a session revoked elsewhere is noticed, cleared like Logout, and offline nothing personal is served", async ({ page, context, browser, baseURL, dataDir, request }, testInfo) => {
    const admin = await adminPage(browser, baseURL);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
    await admin.context().close();
    const [family] = world.families;
    const { father } = family;
    const home = () => page.getByRole("region", { name: d.home.kidToday(family.kidName) });
    const photo = () => page.getByRole("img", { name: messages.kids.ui.kidsImageAlt(family.kidName) });
    let photoUrl = "";

    await test.step("the parent's home and kid profile, kept by the service worker; the photo is answered private, no-store", async () => {
      await submitLogin(page, father.mobile, father.password);
      await expect(page).toHaveURL(urlOf("/parent-dashboard"));
      await acceptPrivacyNotice(page);
      await expect(home()).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 90_000 }).toBe("activated");
      // Once more while controlled, so the worker keeps the day (a first visit's calls may have left before it took over).
      await page.reload();
      await expect(home()).toBeVisible();
      const photoAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/files/") && r.status() === 200);
      await dashboardTile(page, tiles.kidProfile).click();
      await expectImageLoaded(photo());
      const answer = await photoAnswer;
      photoUrl = new URL(answer.url()).pathname + new URL(answer.url()).search;
      // Soft: the steps below show what the header means (nothing left in the HTTP cache after Logout).
      expect.soft(await answer.headerValue("cache-control")).toContain("no-store");
      await expect.poll(() => apiCopies(page), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringContaining("/api/kid-days/")]));
    });

    await test.step("after Logout the photo is not served from any cache", async () => {
      await logout(page, family.kidName);
      await expect.poll(() => apiCopies(page)).toEqual([]);
      // A copy in the HTTP cache would answer 200 here; with no session the server says 401.
      const status = await page.evaluate(async (url) => (await fetch(url)).status, photoUrl);
      expect(status).toBe(401);
      const onlyCached = await page.evaluate(async (url) => {
        try {
          return (await fetch(url, { cache: "only-if-cached", mode: "same-origin" })).status;
        } catch {
          return "not cached";
        }
      }, photoUrl);
      expect(onlyCached).not.toBe(200);
    });

    await test.step("logged in again, the home is kept for offline use again", async () => {
      await submitLogin(page, father.mobile, father.password);
      await expect(page).toHaveURL(urlOf("/parent-dashboard"));
      await expect(home()).toBeVisible();
      await expect.poll(() => apiCopies(page), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringContaining("/api/kid-days/")]));
    });

    await test.step("the password is changed from another device: the next call's 401 returns the phone to login and leaves no copy", async () => {
      const changed = await request.post(API.resetPassword, {
        data: { identifier: father.mobile, oldPassword: father.password, newPassword: `${father.password}-new` },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      await dashboardTile(page, tiles.kidRouteDetails).click();
      await expect(page).toHaveURL(urlOf("/login"));
      await expect(toast(page, messages.common.sessionExpired)).toBeVisible();
      await expect.poll(() => apiCopies(page)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    });

    await test.step("no signal: the dashboard path shows the login form and nothing of the family", async () => {
      await context.setOffline(true);
      await page.goto("/parent-dashboard");
      await expect(page).toHaveURL(urlOf("/login"));
      await expect(page.getByRole("button", { name: messages.auth.login.submit, exact: true })).toBeVisible();
      await expect(page.getByText(family.kidName)).toHaveCount(0);
      await expect(page.getByText(/^Offline:/)).toHaveCount(0);
      expect(await apiCopies(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("login-after-revoked-offline-360.png"), fullPage: true });
      await context.setOffline(false);
    });
  });
});
