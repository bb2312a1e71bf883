// Issue 9: the caretaker's field app. Installable and opening with no signal (service worker,
// manifest), today's run sheet (done / waiting / not yet, across reloads), offline captures sent
// exactly once, and no silent overwrite (the replace question, the admin's history).
import type { Browser, Page } from "@playwright/test";
import { API, todayInIndia } from "@app/contracts";
import { FAKE_MEDIA_FLAGS, GUNTUR, completeCapture, queueStatus, recordsOfKid, seedRouteWorld } from "../support/attendance";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/browser";
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { indianDate } from "../support/kids";
import { acceptPrivacyNotice } from "../support/privacy";
import { dashboardTile, logout, sessionToken } from "../support/staff";

const a = messages.attendance;
const r = messages.fieldApp.runSheet;
const screens = a.screens;

test.use({
  launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...FAKE_MEDIA_FLAGS] },
  permissions: ["camera", "geolocation"],
  geolocation: GUNTUR,
  viewport: { width: 360, height: 740 },
  // The service worker is the subject here.
  serviceWorkers: "allow",
});

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}

const legsOf = (page: Page, kidName: string) => page.getByRole("list", { name: r.legsLabel(kidName) }).getByRole("listitem");
const leg = (page: Page, kidName: string, index: number) => legsOf(page, kidName).nth(index);

/** Tap a leg's button; for a leg not yet recorded answer "Yes" to "Do you want to proceed with…?". */
async function startLeg(page: Page, kidName: string, legName: string) {
  await page.getByRole("button", { name: r.recordLeg(legName, kidName) }).click();
  const confirm = page.getByRole("dialog", { name: a.confirm.question(kidName) });
  await confirm.getByRole("button", { name: a.confirm.yes, exact: true }).click();
  await expect(confirm).toBeHidden();
}

test.describe("field app (issue 9)", () => {
  // Long journeys (a service worker install, several contexts) on a shared 2-core machine.
  test.slow();
  test("installable; after one visit the run sheet opens offline; an offline capture waits and is sent exactly once", async ({ page, context, browser, baseURL, dataDir }, testInfo) => {
    const admin = await adminPage(browser, baseURL);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 2);
    const [kidA, kidB] = world.families;
    const posts: { key: string; status: number }[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith(API.captureKidAttendance) && res.request().method() === "POST") posts.push({ key: res.request().headers()["idempotency-key"] ?? "", status: res.status() });
    });

    await test.step("one visit: the run sheet is the caretaker's home, the service worker takes the page", async () => {
      await submitLogin(page, world.caretaker.phone, world.caretaker.password);
      await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
      await expect(page.getByRole("heading", { name: r.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: r.routeHeading(world.routeName) })).toBeVisible();
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText(r.stop(1));
      await expect(cards.nth(0).getByRole("heading", { name: kidA.kidName })).toBeVisible();
      await expect(cards.nth(1).getByRole("heading", { name: kidB.kidName })).toBeVisible();
      await expect(cards.nth(0).getByRole("link", { name: new RegExp(`^Call father`) })).toHaveAttribute("href", /^tel:\d{10}$/);
      await expect(leg(page, kidA.kidName, 0)).toContainText(r.states.notYet);
      // The worker is installed and, on its first install, takes this very page (docs/decisions/0052):
      // no second visit needed; the sheet is kept.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 90_000 }).toBe("activated");
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open("kidsride-field-data")).keys()).some((k) => k.url.endsWith("/api/v1/run-sheet"))), { timeout: 30_000 })
        .toBe(true);
    });

    await test.step("the manifest is valid and linked", async () => {
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBeTruthy();
      const res = await page.request.get(new URL(href!, page.url()).toString());
      expect(res.status()).toBe(200);
      const manifest = await res.json();
      expect(manifest).toMatchObject({ name: "Guntur Kids Ride", short_name: "Kids Ride", display: "standalone", start_url: "/", theme_color: "#1c7ed6" });
      const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
      expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      expect(icons.some((i) => i.purpose === "maskable")).toBe(true);
      for (const icon of icons) {
        const got = await page.request.get(new URL(icon.src, page.url()).toString());
        expect(got.status(), icon.src).toBe(200);
        expect(got.headers()["content-type"]).toMatch(/^image\/png/);
      }
    });

    await test.step("no signal: the app reopens from the phone and shows the run sheet with the offline note", async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole("heading", { name: r.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: kidA.kidName })).toBeVisible();
      await expect(page.getByText(/^Offline: showing data from \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
      // Not the browser's offline page: the service worker controls the page and served the shell.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    });

    await test.step("an offline capture shows 'waiting' on the run sheet, also after a reload", async () => {
      await startLeg(page, kidA.kidName, "Home Pickup");
      await completeCapture(page, kidA.kidName, "homePickup", "07:45");
      await expect(toast(page, a.toasts.savedOnPhone).first()).toBeVisible();
      await expect(leg(page, kidA.kidName, 0)).toContainText(r.states.waiting("7:45 AM"));
      // The focus is back on the leg's button.
      await expect(page.getByRole("button", { name: r.recordLegAgain("Home Pickup", kidA.kidName) })).toBeFocused();
      await page.reload();
      await expect(leg(page, kidA.kidName, 0)).toContainText(r.states.waiting("7:45 AM"));
      await expect(leg(page, kidA.kidName, 1)).toContainText(r.states.notYet);
      expect(posts.filter((p) => p.status === 201)).toHaveLength(0);
    });

    await test.step("the connection returns: sent exactly once, the leg is done", async () => {
      await context.setOffline(false);
      await expect(leg(page, kidA.kidName, 0)).toContainText(r.states.doneBy("7:45 AM", world.caretaker.name), { timeout: 30_000 });
      await expect(queueStatus(page).filter({ hasText: /waiting to be sent/ })).toHaveCount(0);
      await page.reload();
      await expect(leg(page, kidA.kidName, 0)).toContainText(r.states.doneBy("7:45 AM", world.caretaker.name));
      await expect(page.getByText(/^Offline:/)).toHaveCount(0);
      await page.waitForTimeout(1500);
      const accepted = posts.filter((p) => p.status === 201);
      expect(accepted, JSON.stringify(posts)).toHaveLength(1);
      const records = await recordsOfKid(admin, world.kidUuids[0]);
      expect(records).toHaveLength(1);
      expect(records[0].homePickup?.time).toBe("07:45");
      expect(records[0].history).toEqual([]);
    });

    await test.step("sign-out removes the account's offline copy", async () => {
      await logout(page, world.caretaker.name);
      await expect(page).toHaveURL(urlOf("/home"));
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes("kidsride-field-data"))).toBe(false);
    });
    await admin.context().close();
  });

  test("a second capture of a recorded leg asks before replacing; the admin sees both in the history", async ({ page, browser, baseURL, dataDir }, testInfo) => {
    const admin = await adminPage(browser, baseURL);
    // The afternoon run: its caretaker records the drop home (docs/decisions/0231).
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1, "afternoon");
    const [kid] = world.families;
    const today = todayInIndia();

    await submitLogin(page, world.caretaker.phone, world.caretaker.password);
    await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
    await startLeg(page, kid.kidName, "Home Drop");
    await completeCapture(page, kid.kidName, "homeDrop", "17:05");
    await expect(toast(page, a.toasts.submitted("Home Drop"))).toBeVisible();
    // The afternoon card has its run's two legs, Institute Pickup then Home Drop (docs/decisions/0240).
    await expect(leg(page, kid.kidName, 1)).toContainText(r.states.doneBy("5:05 PM", world.caretaker.name));
    // For a person to look at: the run sheet on a 360 px phone.
    await page.screenshot({ path: testInfo.outputPath("run-sheet-360.png"), fullPage: true });

    await test.step("Record again asks first; 'No, keep it' changes nothing", async () => {
      await page.getByRole("button", { name: r.recordLegAgain("Home Drop", kid.kidName) }).click();
      const question = messages.fieldApp.replace.question("Home Drop", "5:05 PM", world.caretaker.name);
      const dialog = page.getByRole("dialog", { name: question });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: messages.fieldApp.replace.keep }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: r.recordLegAgain("Home Drop", kid.kidName) })).toBeFocused();
    });

    await test.step("'Yes, replace' captures again; the new capture is on the leg", async () => {
      await page.getByRole("button", { name: r.recordLegAgain("Home Drop", kid.kidName) }).click();
      await page.getByRole("dialog", { name: /was already recorded/ }).getByRole("button", { name: messages.fieldApp.replace.replace }).click();
      const posted = page.waitForResponse((res) => res.url().endsWith(API.captureKidAttendance) && res.request().method() === "POST");
      await completeCapture(page, kid.kidName, "homeDrop", "17:20");
      const response = await posted;
      expect(response.status(), await response.text()).toBe(201);
      await expect(leg(page, kid.kidName, 1)).toContainText(r.states.doneBy("5:20 PM", world.caretaker.name));
    });

    await test.step("the admin sees the replaced capture in the history of the record", async () => {
      const [record] = await recordsOfKid(admin, world.kidUuids[0]);
      expect(record.homeDrop?.time).toBe("17:20");
      expect(record.history).toHaveLength(1);
      expect(record.history![0]).toMatchObject({ type: "homeDrop", time: "17:05", capturedBy: world.caretaker.name, replacedBy: world.caretaker.name });
      await admin.goto("/admin-dashboard/kidattendance");
      await admin.getByRole("button", { name: screens.getByDate, exact: true }).click();
      const lookup = admin.getByRole("dialog", { name: screens.getByDate });
      await field(lookup, screens.kidLabel).selectOption({ label: kid.kidName });
      await field(lookup, screens.dateLabel).fill(today);
      // Leave the date field so its calendar closes and uncovers the button below it.
      await field(lookup, screens.dateLabel).press("Tab");
      await lookup.getByRole("button", { name: screens.show, exact: true }).click();
      await expect(lookup.getByText(screens.lookupResult(kid.kidName, indianDate(today)), { exact: true })).toBeVisible();
      const history = lookup.getByRole("region", { name: messages.fieldApp.replace.historyTitle });
      await expect(history).toContainText(messages.fieldApp.replace.historyItem("Home Drop", "5:05 PM", world.caretaker.name, world.caretaker.name));
      await expect(lookup.getByRole("region", { name: screens.sectionTitles.homeDrop, exact: true })).toContainText("5:20 PM");
    });
    await admin.context().close();
  });

  test("a parent: after one visit the home and the kid profile open with no signal, with the day kept and 'Offline: showing data from HH:MM'", async ({ page, context, browser, baseURL, dataDir }, testInfo) => {
    const admin = await adminPage(browser, baseURL);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
    const [family] = world.families;
    const d = messages.day;
    const home = () => page.getByRole("region", { name: d.home.kidToday(family.kidName) });

    await test.step("one visit: the home with today's legs and the kid profile; the worker controls the page", async () => {
      await submitLogin(page, family.father.mobile, family.father.password);
      await expect(page).toHaveURL(urlOf("/parent-dashboard"));
      await acceptPrivacyNotice(page);
      await expect(home().getByRole("region", { name: d.legs.homePickup, exact: true })).toContainText(d.home.stillToCome);
      await expect(page.getByText(/^Offline:/)).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 90_000 }).toBe("activated");
      // Visited once more while controlled, so the worker keeps the day (a first visit's calls may have left before it took over).
      await page.reload();
      await expect(home().getByRole("region", { name: d.legs.homePickup, exact: true })).toContainText(d.home.stillToCome);
      await dashboardTile(page, messages.dashboards.tiles.kidProfile).click();
      await expect(page.getByRole("region", { name: screens.todayTitle })).toBeVisible();
      await expect(page.getByText(family.kidName).first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open("kidsride-field-data")).keys()).map((k) => new URL(k.url).pathname)), { timeout: 30_000 })
        .toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\/kid-days\//), expect.stringMatching(/^\/api\/userProfile\/v1\/get-single-user-profile\//)]));
    });

    await test.step("no signal: the home reopens from the phone with the cached day and the offline note", async () => {
      await context.setOffline(true);
      await page.goto("/parent-dashboard");
      await expect(page.getByText(/^Offline: showing data from \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
      await expect(home().getByRole("region", { name: d.legs.homePickup, exact: true })).toContainText(d.home.stillToCome);
      await page.screenshot({ path: testInfo.outputPath("parent-home-offline-360.png"), fullPage: true });
      await page.goto("/parent-dashboard/kidprofile");
      await expect(page.getByText(/^Offline: showing data from \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
      await expect(page.getByRole("region", { name: screens.todayTitle })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("parent-profile-offline-360.png"), fullPage: true });
    });

    await test.step("back online: fresh data, no note", async () => {
      await context.setOffline(false);
      await page.reload();
      await expect(page.getByRole("region", { name: screens.todayTitle })).toBeVisible();
      await expect(page.getByText(/^Offline:/)).toHaveCount(0);
    });
    await admin.context().close();
  });
});
