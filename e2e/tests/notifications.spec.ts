// Issue 10 "Notifications": a caretaker's capture reaches the parents (by default by email: no
// phone subscribed) through the outbox worker; the link opens the parent's day; the admin sees the
// delivery state on the attendance record; the parent's notification settings screen works.
import type { Browser, Page } from "@playwright/test";
import { todayInIndia } from "@app/contracts";
import { FAKE_MEDIA_FLAGS, GUNTUR, captureAttendance, seedRouteWorld, submittedToast } from "../support/attendance";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/browser";
import { ADMIN, expect, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { listOutbox, type Email } from "../support/outbox";
import { acceptPrivacyNotice } from "../support/privacy";
import { dashboardTile, rowWith, sessionToken } from "../support/staff";

const n = messages.notifications;
const screens = messages.attendance.screens;
const tiles = messages.dashboards.tiles;

test.use({
  launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...FAKE_MEDIA_FLAGS] },
  permissions: ["camera", "geolocation"],
  geolocation: GUNTUR,
  viewport: { width: 360, height: 740 },
});

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}

async function waitForEmail(dataDir: string, to: string, text: string, timeoutMs = 30_000): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = listOutbox(dataDir).find((m) => (m.headers.to ?? "").toLowerCase().includes(to.toLowerCase()) && m.body.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} containing "${text}" within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe("parents' notifications", () => {
  test("the caretaker captures; both parents' outboxes hold the notification with a link to the day; the admin sees it sent", async ({
    page,
    browser,
    baseURL,
    dataDir,
  }, testInfo) => {
    // Four sessions and the worker's round trip: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const admin = await adminPage(browser, baseURL);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
    const [family] = world.families;
    const [kidUuid] = world.kidUuids;
    const today = todayInIndia();
    const text = `${family.kidName} was picked up from home at 7:45 AM by ${world.caretaker.name} (route ${world.routeName})`;

    await test.step("the caretaker captures the home pickup", async () => {
      await submitLogin(page, world.caretaker.phone, world.caretaker.password);
      await dashboardTile(page, tiles.caretakerKidDetails).click();
      await expect(page.getByRole("main").getByText(world.routeName).first()).toBeVisible();
      await captureAttendance(page, family.kidName, "homePickup", "07:45");
      await expect(submittedToast(page, "homePickup")).toBeVisible();
    });

    let link = "";
    await test.step("the father's and the mother's email outbox hold the notification", async () => {
      const father = await waitForEmail(dataDir, family.father.email, text);
      await waitForEmail(dataDir, family.mother.email, text);
      expect(father.headers.subject).toBe(n.text.capturedTitle(family.kidName, "homePickup"));
      link = /https?:\/\/\S+\/parent-dashboard\/kidprofile\?kid=[^\s]+/.exec(father.body)?.[0] ?? "";
      expect(link).toContain(`kid=${kidUuid}`);
      expect(link).toContain(`date=${today}`);
      for (const leak of [family.father.aadhaar, family.mother.aadhaar, "Arundelpet"]) expect(father.body).not.toContain(leak);
    });

    await test.step("the link opens the father's kid profile with today's leg", async () => {
      const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
      const father = await context.newPage();
      await submitLogin(father, family.father.mobile, family.father.password);
      await expect(father).toHaveURL(urlOf("/parent-dashboard"));
      await acceptPrivacyNotice(father);
      await father.goto(new URL(link).pathname + new URL(link).search);
      await expect(father).toHaveURL(urlOf("/parent-dashboard/kidprofile"));
      await expect(father.getByRole("region", { name: screens.todayTitle })).toContainText("7:45 AM");
      await context.close();
    });

    await test.step("the admin sees both emails as sent on the attendance record", async () => {
      await admin.goto("/admin-dashboard/kidattendance");
      await rowWith(admin.getByRole("table", { name: screens.tableLabel }), family.kidName).getByRole("button", { name: messages.staff.ui.actions.view }).click();
      const dialog = admin.getByRole("dialog", { name: screens.viewTitle });
      const deliveries = dialog.getByRole("region", { name: n.deliveries.title });
      await expect(deliveries.getByRole("row").filter({ hasText: n.deliveries.status.sent })).toHaveCount(2, { timeout: 15_000 });
      await expect(deliveries).toContainText(n.settings.channels.email);
      await admin.screenshot({ path: testInfo.outputPath("admin-deliveries-1366.png"), fullPage: true });
    });
    await admin.context().close();
  });

  test("the parent's notification settings: no permission asked on load; email turned off is saved; unavailable channels are explained", async ({
    page,
    browser,
    baseURL,
    dataDir,
  }, testInfo) => {
    const admin = await adminPage(browser, baseURL);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
    const [family] = world.families;
    await admin.context().close();

    // Counts the app's permission requests: none may happen without a tap.
    await page.addInitScript(() => {
      const w = window as unknown as { permissionRequests: number };
      w.permissionRequests = 0;
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
        w.permissionRequests += 1;
        return original(...args);
      };
    });
    const permissionRequests = () => page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
    await submitLogin(page, family.father.mobile, family.father.password);
    await expect(page).toHaveURL(urlOf("/parent-dashboard"));
    await acceptPrivacyNotice(page);
    await dashboardTile(page, tiles.kidProfile).click();
    await expect(page.getByRole("main").getByRole("heading", { name: family.kidName, exact: true })).toBeVisible();
    expect(await permissionRequests()).toBe(0);
    await page.goto("/parent-dashboard");
    await dashboardTile(page, n.settings.title).click();
    await expect(page).toHaveURL(urlOf("/parent-dashboard/notifications"));
    const screen = page.getByRole("region", { name: n.settings.title });
    const email = screen.getByRole("switch", { name: n.settings.channels.email });
    await expect(email).toBeChecked();
    await expect(screen.getByText(n.settings.defaultsNote)).toBeVisible();
    await expect(screen.getByRole("switch", { name: n.settings.channels.whatsapp })).toBeDisabled();
    await expect(screen.getByText(n.settings.unavailable.notConfigured).first()).toBeVisible();
    // This test browser has notifications blocked: the screen says how to allow them instead of a useless button.
    await expect(screen.getByText(n.settings.pushDenied)).toBeVisible();
    await expect(screen.getByRole("button", { name: n.settings.enablePhone })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("settings-360.png"), fullPage: true });

    await email.click({ force: true });
    await expect(email).not.toBeChecked();
    await screen.getByRole("button", { name: n.settings.save }).click();
    await expect(toast(page, n.settings.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: n.settings.channels.email })).not.toBeChecked();
    await expect(page.getByText(n.settings.defaultsNote)).toHaveCount(0);
    expect(await permissionRequests()).toBe(0);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: testInfo.outputPath("settings-1366.png"), fullPage: true });
  });
});
