// docs/decisions/0251: on a 360 px phone, in English, Telugu and Hindi, every button and badge of each
// role's main screens shows its words whole (the header's language switch "తె" beside the account
// button, the parent's help status, the capture dialog's camera switch), nothing is wider than the
// phone, and the admin's Today board is a list of cards, one a route, with every column named.
// Screenshots in e2e/.tmp/screenshots/text-fit/ (also attached to the report).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from "@playwright/test";
import { API, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from "@app/contracts";
import { LANGUAGE_STORAGE_KEY } from "@app/contracts/i18n";
import { catalogueFor } from "@app/contracts/locales";
import { openDialog, settle } from "../support/a11y-screens";
import { FAKE_MEDIA_FLAGS, GUNTUR, seedRouteWorld, type RouteWorld } from "../support/attendance";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/browser";
import { ADMIN, expect, loginAsAdmin, submitLogin, test, urlOf } from "../support/fixtures";
import { cutLabels, wideElements } from "../support/layout";
import { acceptPrivacyNotice } from "../support/privacy";
import { sessionToken } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "text-fit");
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 360, height: 740 };

test.use({
  launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...FAKE_MEDIA_FLAGS] },
  permissions: ["camera", "geolocation"],
  geolocation: GUNTUR,
});

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "en-IN",
    viewport: PHONE,
    timezoneId: "Asia/Kolkata",
    permissions: ["camera", "geolocation"],
    geolocation: GUNTUR,
  });
  return context.newPage();
}

/**
 * The page speaks `language` from its next load. The account's own setting is answered in the
 * browser: the admin is shared with journeys running at the same time.
 */
async function speak(page: Page, language: Language) {
  await page.route(`**${API.myLanguage}`, (route) => route.fulfill({ status: 200, json: { language } }));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
}

async function expectEverythingFits(page: Page, testInfo: TestInfo, name: string) {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  expect.soft(await cutLabels(page), `${name}: buttons and badges whose words are cut`).toEqual([]);
  expect.soft(await wideElements(page), `${name}: elements wider than the phone`).toEqual([]);
}

async function visit(page: Page, testInfo: TestInfo, language: Language, name: string, path: string, ready?: (page: Page) => Locator) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAGS[language]);
  await settle(page, ready?.(page));
  await expectEverythingFits(page, testInfo, `${language}-${name}`);
}

/** A help request of the first family, which the office has taken up ("in progress": the longest status). */
async function helpInProgress(request: APIRequestContext, admin: Page, world: RouteWorld) {
  const [family] = world.families;
  // The father's calls go through a request context of their own: his login cookie stays out of the admin's browser.
  const login = await request.post(API.login, { data: { identifier: family.father.mobile, password: family.father.password } });
  expect(login.status(), await login.text()).toBe(200);
  const fatherToken = (await login.json()).token as string;
  const created = await request.post(API.createHelp, {
    headers: { Authorization: `Bearer ${fatherToken}` },
    data: { kidUuid: world.kidUuids[0], reason: "The van came 20 minutes late today." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const uuid = (await created.json()).data.uuid as string;
  const status = await admin.request.put(API.helpStatus(uuid), {
    headers: { Authorization: `Bearer ${await sessionToken(admin)}` },
    data: { status: "in_progress", note: "We are speaking to the driver." },
  });
  expect(status.status(), await status.text()).toBe(200);
}

for (const language of LANGUAGES) {
  const t = catalogueFor(language);
  test(`${LANGUAGE_NAMES[language]} at 360 px: every button and badge of each role's main screens shows its words whole`, async ({
    browser,
    baseURL,
    dataDir,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const admin = await phone(browser, baseURL);
    await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
    const [family] = world.families;
    await helpInProgress(request, admin, world);

    await test.step("a visitor: the home page and the login page", async () => {
      const visitor = await phone(browser, baseURL);
      await visitor.goto("/home");
      await speak(visitor, language);
      await visit(visitor, testInfo, language, "visitor-home", "/home");
      await visit(visitor, testInfo, language, "visitor-login", "/login");
      await visitor.context().close();
    });

    await test.step("the admin: the dashboard, the Today board as cards, help requests", async () => {
      await speak(admin, language);
      await visit(admin, testInfo, language, "admin-dashboard", "/admin-dashboard");
      // The Today board is among the first tiles.
      const tiles = admin.getByRole("list", { name: t.dashboards.tilesLabel }).getByRole("link");
      await expect(tiles.first()).toHaveText(t.day.board.tile);
      await visit(admin, testInfo, language, "admin-today", "/admin-dashboard/today", (p) => p.getByRole("list", { name: t.day.board.title }));
      const card = admin.getByRole("list", { name: t.day.board.title }).getByRole("listitem", { name: world.routeName });
      await expect(card.getByRole("heading", { name: world.routeName })).toBeVisible();
      for (const heading of [t.day.board.columns.expected, t.day.board.columns.pickedUp, t.day.board.columns.droppedHome, t.day.board.columns.absent]) {
        await expect(card.getByText(heading, { exact: true })).toBeVisible();
      }
      await expect(admin.getByRole("main").getByRole("table")).toHaveCount(0);
      await visit(admin, testInfo, language, "admin-help", "/admin-dashboard/help");
    });

    await test.step("the parent: home (today, help requests with their status) and the kid's profile", async () => {
      const parent = await phone(browser, baseURL);
      await submitLogin(parent, family.father.mobile, family.father.password);
      await expect(parent).toHaveURL(urlOf("/parent-dashboard"));
      await acceptPrivacyNotice(parent);
      await speak(parent, language);
      await visit(parent, testInfo, language, "parent-home", "/parent-dashboard", (p) => p.getByRole("region", { name: t.day.home.helpTitle }));
      await expect(parent.getByRole("region", { name: t.day.home.helpTitle }).getByText(t.day.help.statuses.in_progress, { exact: true })).toBeVisible();
      await visit(parent, testInfo, language, "parent-kid-profile", "/parent-dashboard/kidprofile");
      await parent.context().close();
    });

    await test.step("the caretaker: the run sheet and the capture dialog", async () => {
      const caretaker = await phone(browser, baseURL);
      await submitLogin(caretaker, world.caretaker.phone, world.caretaker.password);
      await expect(caretaker).toHaveURL(urlOf("/caretaker-dashboard"));
      await speak(caretaker, language);
      const r = t.fieldApp.runSheet;
      await visit(caretaker, testInfo, language, "caretaker-run-sheet", "/caretaker-dashboard", (p) => p.getByRole("heading", { name: r.routeHeading(world.routeName) }));
      await caretaker.getByRole("button", { name: r.recordLeg(t.attendance.typeLabels.homePickup, family.kidName) }).click();
      const confirm = caretaker.getByRole("dialog", { name: t.attendance.confirm.question(family.kidName) });
      await confirm.getByRole("button", { name: t.attendance.confirm.yes, exact: true }).click();
      const dialog = caretaker.getByRole("dialog", { name: t.attendance.capture.title });
      await openDialog(caretaker);
      await expect(dialog.getByRole("button", { name: t.attendance.capture.useFrontCamera })).toBeVisible();
      await expectEverythingFits(caretaker, testInfo, `${language}-caretaker-capture-dialog`);
      await caretaker.context().close();
    });

    await test.step("the driver: the dashboard and the kids of the routes", async () => {
      const driver = await phone(browser, baseURL);
      await submitLogin(driver, world.driver.phone, world.driver.password);
      await expect(driver).toHaveURL(urlOf("/driver-dashboard"));
      await speak(driver, language);
      await visit(driver, testInfo, language, "driver-dashboard", "/driver-dashboard");
      await visit(driver, testInfo, language, "driver-kids", "/driver-dashboard/kiddetails");
      await driver.context().close();
    });
    await admin.context().close();
  });
}
