// The run sheet's runs (docs/decisions/0240), on a phone: a caretaker who rides a kid's morning route and
// its evening route sees under each only that run's two legs (two Record buttons per kid per card),
// and "Not at the stop" on the evening card says which legs it marks and marks only those. Screenshots
// at 360x740 and 1366x768, in English, Telugu and Hindi (e2e/.tmp/screenshots/run-sheet-runs/).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { API, todayInIndia, type Language } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { LANGUAGE_STORAGE_KEY } from "@app/contracts/i18n";
import { seedRouteWorld } from "../support/attendance";
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { wideElements } from "../support/layout";
import { sessionToken, uniqueDigits } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "run-sheet-runs");
mkdirSync(SHOTS, { recursive: true });

const r = messages.fieldApp.runSheet;
const legs = messages.attendance.typeLabels;

async function open(browser: Browser, baseURL: string | undefined, width: number, height: number, locale = "en-IN"): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale, timezoneId: "Asia/Kolkata" });
  return context.newPage();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await wideElements(page), `${name}: elements wider than the window`).toEqual([]);
}

test("a caretaker on a kid's morning and evening routes: two legs per card, and Not at the stop marks only its run", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.slow();
  const admin = await open(browser, baseURL, 1366, 768);
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const token = await sessionToken(admin);
  // The morning route with two kids, then the same kids' evening route with the same caretaker and driver.
  const world = await seedRouteWorld(admin.request, token, dataDir, testInfo, 2);
  const [first, second] = world.families;
  const headers = { Authorization: `Bearer ${token}` };
  const eveningName = `Brodipet Evening ${uniqueDigits(testInfo)}`;
  const route = await admin.request.post(API.createRoute, {
    headers,
    data: {
      from: "Sri Chaitanya School, Arundelpet",
      to: "Brodipet",
      name: eveningName,
      type: "Shortest",
      distance: 12.5,
      estimatedTime: 40,
      stops: ["Arundelpet", "Lakshmipuram", "Brodipet 4th Line"],
      description: "Afternoon drop from the school to Brodipet.",
      subRoutes: [],
    },
  });
  expect(route.status(), await route.text()).toBe(201);
  const drivers = (await (await admin.request.get(API.allDrivers, { headers })).json()).data.allDrivers as { uuid: string; email: string }[];
  const caretakers = (await (await admin.request.get(API.allCaretakers, { headers })).json()).data as { uuid: string; email: string }[];
  const assignment = await admin.request.post(API.createKidRoute, {
    headers,
    data: {
      route_name: eveningName,
      route_uuid: (await route.json()).data.uuid,
      kids_uuids: world.kidUuids,
      driver_uuid: drivers.find((d) => d.email === world.driver.email)!.uuid,
      caretaker_uuid: caretakers.find((c) => c.email === world.caretaker.email)!.uuid,
      run: "afternoon",
    },
  });
  expect(assignment.status(), await assignment.text()).toBe(201);

  const page = await open(browser, baseURL, 360, 740);
  const morning = page.getByRole("region", { name: r.routeHeading(world.routeName) });
  const evening = page.getByRole("region", { name: r.routeHeading(eveningName) });

  await test.step("each route's cards carry only its run's legs: two Record buttons per kid per card", async () => {
    await submitLogin(page, world.caretaker.phone, world.caretaker.password);
    await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
    await expect(morning).toBeVisible();
    await expect(evening).toBeVisible();
    await expect(morning.getByText(r.runLine(messages.day.runs.morning, r.legPair(legs.homePickup, legs.instituteDrop)))).toBeVisible();
    await expect(evening.getByText(r.runLine(messages.day.runs.afternoon, r.legPair(legs.institutePickup, legs.homeDrop)))).toBeVisible();
    for (const [region, [pickup, drop]] of [
      [morning, [legs.homePickup, legs.instituteDrop]],
      [evening, [legs.institutePickup, legs.homeDrop]],
    ] as const) {
      for (const family of [first, second]) {
        const card = region.getByRole("article", { name: family.kidName });
        await expect(card.getByRole("button", { name: /^Record/ })).toHaveCount(2);
        await expect(card.getByRole("button", { name: r.recordLeg(pickup, family.kidName) })).toBeVisible();
        await expect(card.getByRole("button", { name: r.recordLeg(drop, family.kidName) })).toBeVisible();
      }
    }
    await expect(page.getByRole("button", { name: /^Record/ })).toHaveCount(8);
    await shot(page, testInfo, "en-run-sheet-360");
  });

  await test.step("Not at the stop on the evening card says its legs and marks only Institute Pickup and Home Drop", async () => {
    const card = evening.getByRole("article", { name: second.kidName });
    const legsText = r.legPair(legs.institutePickup, legs.homeDrop);
    await expect(card.getByText(r.notAtStopLegs(legsText))).toBeVisible();
    await card.getByRole("button", { name: r.notAtStop }).click();
    const dialog = page.getByRole("dialog", { name: r.notAtStop });
    await expect(dialog).toContainText(r.notAtStopConfirm(second.kidName, legsText));
    await shot(page, testInfo, "en-not-at-stop-dialog-360");
    await dialog.getByRole("button", { name: messages.day.absences.confirm }).click();
    await expect(toast(page, messages.day.absences.notAtStopSaved(second.kidName))).toBeVisible();

    const eveningLegs = card.getByRole("list", { name: r.legsLabel(second.kidName) }).getByRole("listitem");
    await expect(eveningLegs).toHaveCount(2);
    for (let i = 0; i < 2; i++) await expect(eveningLegs.nth(i)).toContainText(messages.day.absences.badgeBy.caretaker);
    const morningLegs = morning.getByRole("article", { name: second.kidName }).getByRole("list", { name: r.legsLabel(second.kidName) }).getByRole("listitem");
    for (let i = 0; i < 2; i++) await expect(morningLegs.nth(i)).toContainText(r.states.notYet);
    // The other kid is untouched on both cards.
    const otherLegs = evening.getByRole("article", { name: first.kidName }).getByRole("list", { name: r.legsLabel(first.kidName) }).getByRole("listitem");
    for (let i = 0; i < 2; i++) await expect(otherLegs.nth(i)).toContainText(r.states.notYet);
    for (let i = 0; i < 2; i++) await expect(otherLegs.nth(i)).not.toContainText(messages.day.absences.badgeBy.caretaker);
    // The server holds the afternoon legs only.
    const absences = (await (await admin.request.get(API.dayAbsences(todayInIndia()), { headers })).json()) as { data: { absences: { kidUuid: string; leg: string }[] } };
    expect(absences.data.absences.filter((x) => x.kidUuid === world.kidUuids[1]).map((x) => x.leg).sort()).toEqual(["homeDrop", "institutePickup"]);
    await shot(page, testInfo, "en-run-sheet-marked-360");
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, testInfo, "en-run-sheet-1366");
    await page.context().close();
  });

  for (const language of ["te", "hi"] as Language[]) {
    await test.step(`${language}: the same sheet at 360x740 and 1366x768`, async () => {
      const t = catalogueFor(language);
      const phone = await open(browser, baseURL, 360, 740, `${language}-IN`);
      // The caretaker's account already holds English from the first step: a language picked on
      // this device wins over it (docs/decisions/0070).
      await phone.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
      await phone.goto("/login");
      await field(phone, t.auth.login.identifierLabel).fill(world.caretaker.phone);
      await field(phone, t.auth.login.passwordLabel).fill(world.caretaker.password);
      await phone.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
      await expect(phone.getByRole("heading", { name: t.fieldApp.runSheet.title })).toBeVisible();
      const card = phone.getByRole("region", { name: t.fieldApp.runSheet.routeHeading(eveningName) }).getByRole("article", { name: first.kidName });
      await expect(card.getByText(t.fieldApp.runSheet.notAtStopLegs(t.fieldApp.runSheet.legPair(t.attendance.typeLabels.institutePickup, t.attendance.typeLabels.homeDrop)))).toBeVisible();
      await shot(phone, testInfo, `${language}-run-sheet-360`);
      await phone.setViewportSize({ width: 1366, height: 768 });
      await shot(phone, testInfo, `${language}-run-sheet-1366`);
      await phone.context().close();
    });
  }
  await admin.context().close();
});
