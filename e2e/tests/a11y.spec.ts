// Accessibility (docs/decisions/0115): zero critical and zero serious axe-core findings (experimental rules
// included, docs/decisions/0251) on every screen of every role (e2e/support/a11y-screens.ts lists them; adding a screen is one line there), with their main
// dialogs open, at 1366x768 and 360x740, and once per role in Telugu. One browser context per role,
// signed in once; the sizes change the viewport of the same page (docs/decisions/0115).
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { API, type CreateEnquiryRequest } from "@app/contracts";
import { LANGUAGE_STORAGE_KEY } from "@app/contracts/i18n";
import { catalogueFor } from "@app/contracts/locales";
import {
  ADMIN_SCREENS,
  CARETAKER_SCREENS,
  DRIVER_SCREENS,
  PARENT_SCREENS,
  PUBLIC_SCREENS,
  SIZES,
  openDialog,
  scanScreens,
  settle,
  type A11yScreen,
} from "../support/a11y-screens";
import { captureViaApi, FAKE_MEDIA_FLAGS, GUNTUR, kidButton, seedRouteWorld, type RouteWorld } from "../support/attendance";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/browser";
import { ADMIN, expect, loginAsAdmin, messages, submitLogin, test, urlOf } from "../support/fixtures";
import { acceptPrivacyNotice } from "../support/privacy";
import { sessionToken } from "../support/staff";

test.use({
  launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...FAKE_MEDIA_FLAGS] },
  permissions: ["camera", "geolocation"],
  geolocation: GUNTUR,
});

const te = catalogueFor("te");

async function newContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    viewport: SIZES[0],
    permissions: ["camera", "geolocation"],
    geolocation: GUNTUR,
  });
}

/** Every screen at both sizes. */
async function scanAtBothSizes(page: Page, role: string, screens: readonly A11yScreen[]) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await scanScreens(page, role, screens);
  }
}

/**
 * Telugu, at the phone size: the longest words and the Telugu font. For a shared account (the
 * admin) the device's choice must not be saved on the account, or other journeys running at the
 * same time would find the admin's pages in Telugu: that one call is answered in the browser.
 */
async function scanInTelugu(page: Page, role: string, screens: readonly A11yScreen[], { keepAccountLanguage = false } = {}) {
  if (keepAccountLanguage) await page.route(`**${API.myLanguage}`, (route) => route.fulfill({ status: 200, json: { language: "te" } }));
  await page.setViewportSize(SIZES[1]);
  await page.evaluate(([key]) => localStorage.setItem(key, "te"), [LANGUAGE_STORAGE_KEY]);
  await page.goto(screens[0].path);
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  // The screens only: the dialogs' openers find their buttons by the English names (the Telugu
  // dialogs of the caretaker are opened by their own step).
  await scanScreens(
    page,
    `${role} (te)`,
    screens.map(({ dialogs: _dialogs, ...screen }) => screen),
  );
}

/** `capture`: the kid's home pickup is recorded today, so the parent's screens show its time, photo and map link. */
async function seededWorld(
  browser: Browser,
  baseURL: string | undefined,
  dataDir: string,
  testInfo: Parameters<typeof seedRouteWorld>[3],
  { capture = false } = {},
): Promise<RouteWorld> {
  const context = await newContext(browser, baseURL);
  const admin = await context.newPage();
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
  if (capture) await captureViaApi(admin.request, world.caretaker.phone, world.caretaker.password, world.kidUuids[0]);
  await context.close();
  return world;
}

test("visitor: the public site and the sign-in pages, both sizes and Telugu", async ({ browser, baseURL }) => {
  test.setTimeout(480_000);
  const page = await (await newContext(browser, baseURL)).newPage();
  await scanAtBothSizes(page, "visitor", PUBLIC_SCREENS);
  await test.step("the navbar's menus at the phone size: the burger and the language menu", async () => {
    await page.goto("/home");
    await settle(page);
    await page.getByRole("banner").getByRole("button", { name: messages.common.nav.toggleNavigation }).click();
    await expect(page.locator("#mobile-navigation")).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: new RegExp(`, ${messages.common.language.label}:`) }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "visitor: navbar menus at 360x740");
  });
  await scanInTelugu(page, "visitor", PUBLIC_SCREENS.slice(0, 5));
});

for (const size of SIZES) {
  test(`admin: every list, form and dialog at ${size.width}x${size.height}`, async ({ browser, baseURL, dataDir }, testInfo) => {
    test.setTimeout(600_000);
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.setViewportSize(size);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const token = await sessionToken(page);
    // Every list has a row to open: a route world (kid, driver, caretaker, route) and an enquiry.
    await seedRouteWorld(page.request, token, dataDir, testInfo, 1);
    const tag = `${Date.now() % 1_000_000}${testInfo.parallelIndex}`;
    const enquiry: CreateEnquiryRequest = {
      // Names are letters and spaces, as the public form asks (0245).
      nameOfEnquiry: `Guardian ${tag}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!),
      nameOfKid: `Kid ${tag}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!),
      ageOfKid: 7,
      phoneNumber: `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`,
      email: `a11y.${tag}@example.com`,
      activity: ["school"],
      pickupLocation: "Brodipet, Guntur",
      dropLocation: "Arundelpet, Guntur",
    };
    const sent = await page.request.post(API.createEnquiry, { headers: { Authorization: `Bearer ${token}` }, data: enquiry });
    expect(sent.status(), await sent.text()).toBe(201);

    await scanScreens(page, "admin", ADMIN_SCREENS);
    if (size.width === SIZES[1].width) await scanInTelugu(page, "admin", ADMIN_SCREENS.slice(0, 3), { keepAccountLanguage: true });
  });
}

// One test per size (as for the admin): each stays well inside its time limit on a loaded machine,
// and the two sizes can run on both workers.
for (const size of SIZES) {
  const phone = size.width === SIZES[1].width;
  test(`parent: the privacy notice, home and calendar, absences, kid, route, help, feedback, notifications, privacy at ${size.width}x${size.height}${phone ? " and in Telugu" : ""}`, async ({
    browser,
    baseURL,
    dataDir,
  }, testInfo) => {
    test.setTimeout(480_000);
    // A recorded leg: its map link is named by its visible words too (label-content-name-mismatch, docs/decisions/0251).
    const world = await seededWorld(browser, baseURL, dataDir, testInfo, { capture: true });
    const [family] = world.families;
    const page = await (await newContext(browser, baseURL)).newPage();
    await page.setViewportSize(size);
    await submitLogin(page, family.father.mobile, family.father.password);
    await expect(page).toHaveURL(urlOf("/parent-dashboard"));
    await expect(page.getByRole("region", { name: messages.privacy.notice.title, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `parent: privacy notice at ${size.width}x${size.height}`);
    await acceptPrivacyNotice(page);
    await scanScreens(page, "parent", PARENT_SCREENS);
    if (phone) await scanInTelugu(page, "parent", PARENT_SCREENS.slice(0, 3));
  });
}

for (const size of SIZES) {
  const phone = size.width === SIZES[1].width;
  test(`caretaker: run sheet, routes, profile and the capture dialogs at ${size.width}x${size.height}${phone ? " and in Telugu" : ""}`, async ({ browser, baseURL, dataDir }, testInfo) => {
    test.setTimeout(420_000);
    const world = await seededWorld(browser, baseURL, dataDir, testInfo);
    const [family] = world.families;
    const page = await (await newContext(browser, baseURL)).newPage();
    await submitLogin(page, world.caretaker.phone, world.caretaker.password);
    await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
    const captureDialogs = async (t: typeof te) => {
      const at = `${page.viewportSize()?.width}x${page.viewportSize()?.height}`;
      await page.goto("/caretaker-dashboard/caretakerkiddetails");
      await settle(page);
      await kidButton(page, family.kidName).click();
      const confirm = page.getByRole("dialog", { name: t.attendance.confirm.question(family.kidName) });
      await openDialog(page);
      await expectNoSeriousA11yViolations(page, `caretaker: confirm the kid at ${at}`);
      await confirm.getByRole("button", { name: t.attendance.confirm.yes, exact: true }).click();
      const capture = page.getByRole("dialog", { name: t.attendance.capture.title });
      await openDialog(page);
      // The camera plays in the preview, as a caretaker sees it.
      await expect(capture.getByLabel(t.attendance.capture.cameraPreview)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `caretaker: capture dialog at ${at}`);
      await page.keyboard.press("Escape");
      await expect(capture).toBeHidden();
    };
    await page.setViewportSize(size);
    await scanScreens(page, "caretaker", CARETAKER_SCREENS);
    await captureDialogs(messages);
    if (phone) {
      await scanInTelugu(page, "caretaker", CARETAKER_SCREENS);
      await captureDialogs(te);
    }
  });
}

test("driver: profile and routes; both sizes and Telugu", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.setTimeout(300_000);
  const world = await seededWorld(browser, baseURL, dataDir, testInfo);
  const page = await (await newContext(browser, baseURL)).newPage();
  await submitLogin(page, world.driver.phone, world.driver.password);
  await expect(page).toHaveURL(urlOf("/driver-dashboard"));
  await scanAtBothSizes(page, "driver", DRIVER_SCREENS);
  await scanInTelugu(page, "driver", DRIVER_SCREENS);
});
