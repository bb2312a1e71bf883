// The approach alert's lead time on the parent's notification settings (5, 10, 15 minutes or off)
// in English, Telugu and Hindi at 360 px and 1366 px, and the ETA accuracy table on the admin's
// Today board (docs/decisions/0263); axe on both.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { LIVE_API } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { seedRouteWorld } from "../support/attendance";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, expect, field, loginAsAdmin, test, toast, urlOf } from "../support/fixtures";
import { acceptPrivacyNotice } from "../support/privacy";
import { sessionToken } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "eta");
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function context(browser: Browser, baseURL: string | undefined, locale: string, width: number, height: number): Promise<Page> {
  const ctx = await browser.newContext({ baseURL, locale, viewport: { width, height }, timezoneId: "Asia/Kolkata" });
  return ctx.newPage();
}

test("the parent chooses the approach alert's lead time, in each language; the office sees the ETA accuracy", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await context(browser, baseURL, "en-IN", 1366, 768);
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  // One family per language: each parent's first login is in their browser's language.
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 3);

  for (const [index, language] of (["en", "te", "hi"] as const).entries()) {
    const family = world.families[index]!;
    const t = catalogueFor(language);
    await test.step(`${language}: the lead-time choice at 360 px and 1366 px`, async () => {
      const parent = await context(browser, baseURL, `${language}-IN`, 360, 740);
      await parent.goto("/login");
      await field(parent, t.auth.login.identifierLabel).fill(family.father.mobile);
      await field(parent, t.auth.login.passwordLabel).fill(family.father.password);
      await parent.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
      await expect(parent).toHaveURL(urlOf("/parent-dashboard"));
      await acceptPrivacyNotice(parent, t.privacy.notice);
      await parent.goto("/parent-dashboard/notifications");
      const screen = parent.getByRole("region", { name: t.notifications.settings.title });
      const group = screen.getByRole("radiogroup", { name: t.eta.settings.leadLabel });
      await expect(group.getByRole("radio")).toHaveCount(4);
      // 10 minutes by default; each language saves another choice, read back after a reload.
      await expect(group.getByRole("radio", { name: t.eta.settings.leadMinutes(10), exact: true })).toBeChecked();
      const next = { en: t.eta.settings.leadMinutes(15), te: t.eta.settings.leadOff, hi: t.eta.settings.leadMinutes(5) }[language];
      await group.getByRole("radio", { name: next, exact: true }).check();
      await screen.getByRole("button", { name: t.notifications.settings.save }).click();
      await expect(toast(parent, t.notifications.settings.saved)).toBeVisible();
      await parent.reload();
      await expect(parent.getByRole("radiogroup", { name: t.eta.settings.leadLabel }).getByRole("radio", { name: next, exact: true })).toBeChecked();
      await shot(parent, testInfo, `${language}-settings-360`);
      await expectNoSeriousA11yViolations(parent, `${language} notification settings`);
      await parent.setViewportSize({ width: 1366, height: 768 });
      await shot(parent, testInfo, `${language}-settings-1366`);
      await parent.context().close();
    });
  }

  await test.step("the Today board's accuracy table (no alerts yet) at 1366 px and 360 px", async () => {
    const a = catalogueFor("en").eta.accuracy;
    const res = await admin.request.get(LIVE_API.etaAccuracy, { headers: { authorization: `Bearer ${await sessionToken(admin)}` } });
    expect(res.status()).toBe(200);
    await admin.goto("/admin-dashboard/today");
    const section = admin.getByRole("region", { name: a.title });
    await expect(section.getByText(a.empty)).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(admin, testInfo, "admin-today-accuracy-1366");
    await expectNoSeriousA11yViolations(admin, "today board with the ETA accuracy");
    await admin.setViewportSize({ width: 360, height: 740 });
    await shot(admin, testInfo, "admin-today-accuracy-360");
  });
  await admin.context().close();
});
