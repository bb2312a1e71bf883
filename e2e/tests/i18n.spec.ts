// Issue 11: Telugu and Hindi. At 360x740 the login page, the caretaker's run sheet (their home)
// and capture dialog, and the parent's home in each language, also in English, and the run sheet,
// capture dialog and parent's home at 1366x768 (screenshots in e2e/.tmp/screenshots/i18n/, also
// attached to the report); nothing wider than the phone; a failed login answered in the chosen
// language; the choice surviving a reload and a new login in a fresh browser (the account's
// setting); DD-MM-YYYY dates; and only the chosen language's files downloaded.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { API, LANGUAGE_NAMES, type Language } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { FAKE_MEDIA_FLAGS, GUNTUR, seedRouteWorld, setCaptureTime } from "../support/attendance";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/browser";
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { acceptPrivacyNotice } from "../support/privacy";
import { wideElements } from "../support/layout";
import { textNotInScriptFont } from "../support/script-fonts";
import { sessionToken } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "i18n");
mkdirSync(SHOTS, { recursive: true });

test.use({
  launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...FAKE_MEDIA_FLAGS] },
  permissions: ["camera", "geolocation"],
  geolocation: GUNTUR,
});

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  // Nothing wider than the window: long Telugu and Hindi words wrap instead of being cut off or
  // pushing the page sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await wideElements(page), `${name}: elements wider than the window`).toEqual([]);
  // Every Telugu or Hindi letter is drawn with the script's face, never as a box (docs/decisions/0153).
  const language = (await page.locator("html").getAttribute("lang"))?.slice(0, 2);
  if (language === "te" || language === "hi") expect(await textNotInScriptFont(page, language), `${name}: letters drawn as boxes`).toEqual([]);
}

/** The same screen on a laptop (1366x768), then back to the phone. */
async function wideShot(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, testInfo, `${name}-1366`);
  await page.setViewportSize({ width: 360, height: 740 });
}

async function phone(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 360, height: 740 },
    timezoneId: "Asia/Kolkata",
    permissions: ["camera", "geolocation"],
    geolocation: GUNTUR,
  });
  return context.newPage();
}

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}

for (const language of ["te", "hi", "en"] as const satisfies readonly Language[]) {
  const t = catalogueFor(language);
  test(`${LANGUAGE_NAMES[language]} at 360 px: login, a failed login, the caretaker's run sheet and capture dialog, the parent's home`, async ({
    browser,
    baseURL,
    dataDir,
  }, testInfo) => {
    test.setTimeout(180_000);
    const admin = await adminPage(browser, baseURL);
    // The afternoon run: its route's cards carry the Home Drop opened below (docs/decisions/0240).
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1, "afternoon");
    const [family] = world.families;

    // First visit: the browser's language is used.
    const page = await phone(browser, baseURL, `${language}-IN`);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: t.auth.login.title, exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", `${language}-IN`);
    await shot(page, testInfo, `${language}-login`);

    await test.step("a failed login shows the server's error in the chosen language", async () => {
      await field(page, t.auth.login.identifierLabel).fill(world.caretaker.phone);
      await field(page, t.auth.login.passwordLabel).fill("Wrong@12345");
      await page.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
      await expect(toast(page, t.auth.serverErrors.incorrectPassword)).toBeVisible();
      await expect(page.getByRole("main").getByText(t.auth.login.invalidPasswordField)).toBeVisible();
    });

    await test.step("the caretaker's run sheet (their home) and capture dialog", async () => {
      const r = t.fieldApp.runSheet;
      await field(page, t.auth.login.passwordLabel).fill(world.caretaker.password);
      await page.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
      await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
      await expect(page.getByRole("heading", { name: r.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: r.routeHeading(world.routeName) })).toBeVisible();
      await expect(page.getByRole("main").getByText(t.common.timesAreIst)).toBeVisible();
      await shot(page, testInfo, `${language}-run-sheet`);
      await wideShot(page, testInfo, `${language}-run-sheet`);

      await page.getByRole("button", { name: r.recordLeg(t.attendance.typeLabels.homeDrop, family.kidName) }).click();
      const confirm = page.getByRole("dialog", { name: t.attendance.confirm.question(family.kidName) });
      await confirm.getByRole("button", { name: t.attendance.confirm.yes, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: t.attendance.capture.title });
      await expect(dialog).toBeVisible();
      const found = t.attendance.capture.locationFound(987).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("987", "\\d+");
      await expect(dialog.getByText(new RegExp(found))).toBeVisible();
      await expect(dialog.getByText(t.common.timesAreIst)).toBeVisible();
      // The UI library's 12-hour picker, whatever the browser's locale; named for the leg.
      const c = t.attendance.capture;
      await expect(dialog.locator('input[type="time"]')).toHaveCount(0);
      await setCaptureTime(dialog, c.timeLabel("homeDrop"), "17:05", { minutes: c.minutesLabel, amPm: c.amPmLabel, am: c.amPm.am, pm: c.amPm.pm });
      await expect(dialog.getByRole("spinbutton", { name: c.timeLabel("homeDrop") })).toHaveValue("05");
      await expect(dialog.getByRole("combobox", { name: c.amPmLabel, exact: true })).toHaveValue(c.amPm.pm);
      await expect(dialog.locator('input[name="pickupTime"]')).toHaveValue("17:05");
      // Telugu and Hindi also read the time the usual way, with the part of the day.
      const reading = { te: "5:05 మధ్యాహ్నం", hi: "शाम 5:05", en: null }[language];
      if (reading) await expect(dialog.getByText(reading, { exact: true })).toBeVisible();
      await shot(page, testInfo, `${language}-capture-dialog`);
      await wideShot(page, testInfo, `${language}-capture-dialog`);
    });

    await test.step("the parent's home", async () => {
      const parent = await phone(browser, baseURL, `${language}-IN`);
      await parent.goto("/login");
      await field(parent, t.auth.login.identifierLabel).fill(family.father.mobile);
      await field(parent, t.auth.login.passwordLabel).fill(family.father.password);
      await parent.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
      await expect(parent).toHaveURL(urlOf("/parent-dashboard"));
      // The privacy notice comes first, in the reader's language (docs/decisions/0110).
      await shot(parent, testInfo, `${language}-privacy-notice`);
      await acceptPrivacyNotice(parent, t.privacy.notice);
      const today = parent.getByRole("region", { name: t.day.home.kidToday(family.kidName) });
      // The kid rides the afternoon run: its legs are cards, the morning's one line (docs/decisions/0246).
      await expect(today.getByRole("region", { name: t.day.legs.homeDrop })).toBeVisible();
      await expect(today.getByText(t.day.home.notRidingLegs(`${t.day.legs.homePickup}, ${t.day.legs.instituteDrop}`))).toBeVisible();
      await expect(parent.getByRole("region", { name: t.day.home.helpTitle })).toBeVisible();
      await expect(parent.getByRole("main").getByText(t.common.timesAreIst)).toBeVisible();
      await shot(parent, testInfo, `${language}-parent-home`);
      await wideShot(parent, testInfo, `${language}-parent-home`);
    });
  });
}

test("the choice survives a reload and a new login on another device (the account's setting)", async ({ browser, baseURL, dataDir }, testInfo) => {
  const admin = await adminPage(browser, baseURL);
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
  const [family] = world.families;
  const te = catalogueFor("te");

  const first = await phone(browser, baseURL, "en-IN");
  await first.goto("/login");
  await expect(first.getByRole("heading", { name: messages.auth.login.title, exact: true })).toBeVisible();
  await first.getByRole("group", { name: messages.common.language.label }).getByRole("button", { name: LANGUAGE_NAMES.te }).click();
  await expect(first.getByRole("heading", { name: te.auth.login.title, exact: true })).toBeVisible();
  await first.reload();
  await expect(first.getByRole("heading", { name: te.auth.login.title, exact: true })).toBeVisible();
  const saved = first.waitForResponse((r) => r.url().endsWith(API.myLanguage) && r.request().method() === "PUT");
  await field(first, te.auth.login.identifierLabel).fill(family.father.mobile);
  await field(first, te.auth.login.passwordLabel).fill(family.father.password);
  await first.getByRole("button", { name: te.auth.login.submit, exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(first.getByRole("heading", { name: te.dashboards.parentTitle })).toBeVisible();

  // Another phone, English browser, nothing stored: the account's Telugu is taken at login.
  const second = await phone(browser, baseURL, "en-IN");
  await submitLogin(second, family.father.mobile, family.father.password);
  await expect(second.getByRole("heading", { name: te.dashboards.parentTitle })).toBeVisible();
  await second.reload();
  await expect(second.getByRole("heading", { name: te.dashboards.parentTitle })).toBeVisible();
});

test("a date typed 05-06-2016 is the 5th of June", async ({ browser, baseURL }) => {
  const page = await phone(browser, baseURL, "en-IN");
  await page.goto("/enquiryform");
  const m = messages.publicSite.enquiry;
  // Names are letters and spaces (docs/decisions/0245): the time's digits written as letters.
  const kidName = `Sahithi ${Date.now()}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  await field(page, m.guardianNameLabel).fill("Padma");
  await field(page, m.kidNameLabel).fill(kidName);
  const dob = field(page, m.dobLabel);
  await dob.fill("05-06-2016");
  await field(page, m.phoneLabel).click();
  await expect(dob).toHaveValue("05-06-2016");
  await field(page, m.phoneLabel).fill("9876501234");
  await field(page, m.pickupLabel).fill("Brodipet");
  await field(page, m.dropLabel).fill("Arundelpet");
  await field(page, m.emailLabel).fill(`padma-${Date.now()}@example.com`);
  const created = page.waitForResponse((r) => r.url().endsWith(API.createEnquiry));
  await page.getByRole("button", { name: m.submit, exact: true }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBeLessThan(300);
  expect(JSON.parse(response.request().postData() ?? "{}").dateOfBirth).toBe("2016-06-05");
});

test("only the chosen language's files are downloaded", async ({ browser, baseURL }) => {
  const visit = async (locale: string) => {
    const page = await phone(browser, baseURL, locale);
    const urls: string[] = [];
    page.on("request", (r) => urls.push(new URL(r.url()).pathname));
    await page.goto("/login");
    await expect(page.getByRole("button", { name: catalogueFor(locale.slice(0, 2) as Language).auth.login.submit, exact: true })).toBeVisible();
    await page.goto("/home");
    await page.waitForLoadState("networkidle");
    return urls.filter((u) => u.startsWith("/assets/"));
  };
  const english = await visit("en-IN");
  expect(english.filter((u) => /\/(te|hi|icu)-[\w-]+\.js$|telugu|devanagari/.test(u))).toEqual([]);
  const telugu = await visit("te-IN");
  expect(telugu.some((u) => /\/te-[\w-]+\.js$/.test(u))).toBe(true);
  expect(telugu.some((u) => /noto-sans-telugu.*\.woff2$/.test(u))).toBe(true);
  expect(telugu.filter((u) => /\/hi-[\w-]+\.js$|devanagari/.test(u))).toEqual([]);
  const hindi = await visit("hi-IN");
  expect(hindi.some((u) => /noto-sans-devanagari.*\.woff2$/.test(u))).toBe(true);
  expect(hindi.filter((u) => /\/te-[\w-]+\.js$|telugu/.test(u))).toEqual([]);
});
