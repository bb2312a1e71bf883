// The caretaker's phone as the van's tracker (docs/decisions/0267), on a 360x740 phone in Telugu with
// Chromium's geolocation emulation: she opens the run sheet, the page says it shares the van's
// location, "Start run" starts her current run, and the positions taken (one while the signal is
// gone) reach the server: the admin's live board has the van where the phone was. Screenshots in
// e2e/.tmp/screenshots/phone-position/.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { currentRunAt, LIVE_API, type Language, type LiveVehicle } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { LANGUAGE_STORAGE_KEY } from "@app/contracts/i18n";
import { seedRouteWorld } from "../support/attendance";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, expect, field, loginAsAdmin, test } from "../support/fixtures";
import { wideElements } from "../support/layout";
import { sessionToken } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "phone-position");
mkdirSync(SHOTS, { recursive: true });

/** Brodipet, Guntur, then a little further down the road. */
const FIRST = { latitude: 16.3008, longitude: 80.4428, accuracy: 12 };
const SECOND = { latitude: 16.3031, longitude: 80.4402, accuracy: 15 };

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  expect(await wideElements(page), `${name}: elements wider than the window`).toEqual([]);
}

test("a caretaker's phone in Telugu shares the van's position and starts her run; the office sees the van", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.slow();
  const t = catalogueFor("te");
  const p = t.positionSharing;
  const admin = await (await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, timezoneId: "Asia/Kolkata" })).newPage();
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const token = await sessionToken(admin);
  // Her route rides the run that is current now, so it is the one the phone shares.
  const world = await seedRouteWorld(admin.request, token, dataDir, testInfo, 1, currentRunAt(new Date()));
  const vanOnBoard = async (): Promise<LiveVehicle | undefined> => {
    const answer = await admin.request.get(LIVE_API.liveVehicles, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: { vehicles: LiveVehicle[] } }).data.vehicles.find((v) => v.routeName === world.routeName);
  };

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    locale: "te-IN",
    timezoneId: "Asia/Kolkata",
    geolocation: FIRST,
    permissions: ["geolocation"],
  });
  const phone = await context.newPage();
  await phone.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, "te"] as const);
  const region = phone.getByRole("region", { name: t.fieldApp.runSheet.routeHeading(world.routeName) });

  await test.step("the run sheet shares the van's location and offers Start run", async () => {
    await phone.goto("/login");
    await field(phone, t.auth.login.identifierLabel).fill(world.caretaker.phone);
    await field(phone, t.auth.login.passwordLabel).fill(world.caretaker.password);
    await phone.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
    await expect(phone.getByRole("heading", { name: t.fieldApp.runSheet.title })).toBeVisible();
    await expect(phone.getByRole("status").filter({ hasText: p.sharing })).toBeVisible();
    await expect(phone.getByRole("button", { name: p.pause })).toBeVisible();
    await expect(region.getByRole("button", { name: p.startRunOf(world.routeName) })).toBeVisible();
    await shot(phone, testInfo, "te-sharing-360");
    await expectNoSeriousA11yViolations(phone, "caretaker: run sheet sharing the van's location at 360x740 (te)");
  });

  await test.step("Start run starts the run on the server", async () => {
    await region.getByRole("button", { name: p.startRunOf(world.routeName) }).click();
    await expect(region.getByText(p.started)).toBeVisible();
    await expect(region.getByRole("button", { name: p.startRunOf(world.routeName) })).toHaveCount(0);
    await expect.poll(async () => (await vanOnBoard())?.active).toBe(true);
  });

  await test.step("a position taken with no signal waits on the phone and reaches the server when it is back", async () => {
    await context.setOffline(true);
    // The sharer keeps one fix every 10 s: the next one is taken on the road, offline.
    await phone.waitForTimeout(10_500);
    await context.setGeolocation(SECOND);
    await expect(phone.getByText(/పంపాల్సి ఉన్నాయి|పంపాల్సి ఉంది/)).toBeVisible({ timeout: 20_000 });
    await shot(phone, testInfo, "te-waiting-360");
    await context.setOffline(false);
    await expect
      .poll(async () => (await vanOnBoard())?.position ?? null, { timeout: 45_000 })
      .toMatchObject({ lat: SECOND.latitude, lng: SECOND.longitude, stale: false });
    await expect(phone.getByText(/పంపాల్సి ఉన్నాయి|పంపాల్సి ఉంది/)).toHaveCount(0);
  });

  await test.step("Pause stops the sharing and says so", async () => {
    await phone.getByRole("button", { name: p.pause }).click();
    await expect(phone.getByText(p.paused)).toBeVisible();
    await expect(phone.getByRole("button", { name: p.resume })).toBeVisible();
    await shot(phone, testInfo, "te-paused-360");
    await phone.setViewportSize({ width: 1366, height: 768 });
    await shot(phone, testInfo, "te-paused-1366");
  });

  await context.close();

  for (const language of ["en", "hi"] as Language[]) {
    await test.step(`${language}: the sharing line at 360x740 and 1366x768; without the permission it asks to turn location on`, async () => {
      const l = catalogueFor(language);
      // English: no geolocation permission (the browser refuses); Hindi: granted.
      const granted = language === "hi";
      const other = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 740 },
        locale: `${language}-IN`,
        timezoneId: "Asia/Kolkata",
        geolocation: FIRST,
        permissions: granted ? ["geolocation"] : [],
      });
      const page = await other.newPage();
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
      await page.goto("/login");
      await field(page, l.auth.login.identifierLabel).fill(world.caretaker.phone);
      await field(page, l.auth.login.passwordLabel).fill(world.caretaker.password);
      await page.getByRole("button", { name: l.auth.login.submit, exact: true }).click();
      await expect(page.getByRole("heading", { name: l.fieldApp.runSheet.title })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: granted ? l.positionSharing.sharing : l.positionSharing.denied })).toBeVisible();
      await shot(page, testInfo, `${language}-${granted ? "sharing" : "denied"}-360`);
      await expectNoSeriousA11yViolations(page, `caretaker: run sheet, location ${granted ? "shared" : "refused"} at 360x740 (${language})`);
      await page.setViewportSize({ width: 1366, height: 768 });
      await shot(page, testInfo, `${language}-${granted ? "sharing" : "denied"}-1366`);
      await other.close();
    });
  }
  await admin.context().close();
});
