// Issue 13 (docs/decisions/0180): the phones' switches are native radios in a named radio group
// (no Mantine SegmentedControl): the parent's kid switch on the home's calendar with two kids, the
// caretaker's Today / Tomorrow on the run sheet. One Tab stop, the arrows choose, a 44 px target on
// a phone, the chosen segment filled, axe clean; in English and Telugu at 360x740 and 1366x768
// (screenshots in e2e/.tmp/screenshots/phone-switches/, also attached to the report).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { LANGUAGE_NAMES, type Language } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { seedRouteWorld } from "../support/attendance";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, expect, field, loginAsAdmin, test, urlOf } from "../support/fixtures";
import { createKidViaApi } from "../support/kids";
import { wideElements } from "../support/layout";
import { acceptPrivacyNotice } from "../support/privacy";
import { sessionToken } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "phone-switches");
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
] as const;

async function openAs(browser: Browser, baseURL: string | undefined, language: Language, width: number, height: number, login: string, password: string): Promise<Page> {
  const t = catalogueFor(language);
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await page.goto("/login");
  // Chosen on the login page (a change from the browser's English), so the account's setting follows it at login.
  if (language !== "en") await page.getByRole("button", { name: LANGUAGE_NAMES[language], exact: true }).click();
  await expect(page.getByRole("heading", { name: t.auth.login.title, exact: true })).toBeVisible();
  await field(page, t.auth.login.identifierLabel).fill(login);
  await field(page, t.auth.login.passwordLabel).fill(password);
  await page.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
  return page;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  expect(await wideElements(page), `${name}: elements wider than the window`).toEqual([]);
}

/** The switch as a person meets it: its radios, the checked one filled, each at least 44 px tall on a phone. */
async function expectSwitch(group: Locator, names: readonly string[], checked: string, phone: boolean) {
  await expect(group.getByRole("radio")).toHaveCount(names.length);
  for (const name of names) {
    const radio = group.getByRole("radio", { name, exact: true });
    if (name === checked) await expect(radio).toBeChecked();
    else await expect(radio).not.toBeChecked();
    const box = await radio.boundingBox();
    expect(box, `${name} has a place on the screen`).not.toBeNull();
    if (phone) expect(box!.height, `${name}: a 44 px target`).toBeGreaterThanOrEqual(44);
  }
  // The chosen segment is filled (the primary colour), the others are not.
  const backgrounds = await group.locator("label").evaluateAll((labels) =>
    labels.map((label) => ({ checked: label.querySelector("input")!.checked, bg: getComputedStyle(label.querySelector("span")!).backgroundColor })),
  );
  const filled = backgrounds.filter((b) => b.bg !== "rgba(0, 0, 0, 0)");
  expect(filled, "only the chosen segment is filled").toHaveLength(1);
  expect(filled[0].checked).toBe(true);
}

test("the parent's kid switch and the caretaker's day switch are named radio groups: keyboard, 44 px, axe; English and Telugu", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.slow();
  const admin = await browser.newPage({ baseURL, viewport: { width: 1366, height: 768 } });
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const token = await sessionToken(admin);
  const world = await seedRouteWorld(admin.request, token, dataDir, testInfo, 1);
  const [family] = world.families;
  // A sister with the same parents: the father's account gets a second kid (a sibling).
  const sisterName = family.kidName.replace("Aarav", "Diya");
  // The office says yes to linking the existing parents (docs/decisions/0223).
  await createKidViaApi(admin.request, token, { ...family, kidName: sisterName }, undefined, { linkExistingParents: true });
  await admin.context().close();

  let noticeAnswered = false;
  for (const language of ["en", "te"] as const) {
    const t = catalogueFor(language);
    for (const { width, height } of SIZES) {
      const phone = width < 768;
      await test.step(`${language}, ${width}x${height}: the parent's home`, async () => {
        const parent = await openAs(browser, baseURL, language, width, height, family.father.mobile, family.father.password);
        await expect(parent).toHaveURL(urlOf("/parent-dashboard"));
        if (!noticeAnswered) {
          await acceptPrivacyNotice(parent, t.privacy.notice);
          noticeAnswered = true;
        }
        const kids = parent.getByRole("radiogroup", { name: t.common.nav.switchKid });
        await expect(kids).toBeVisible();
        await expectSwitch(kids, [family.kidName, sisterName], family.kidName, phone);
        await shot(parent, testInfo, `${language}-parent-home-${width}`);
        // The keyboard: the checked radio takes the focus, an arrow chooses the sister.
        await kids.getByRole("radio", { name: family.kidName, exact: true }).focus();
        await parent.keyboard.press("ArrowRight");
        await expect(kids.getByRole("radio", { name: sisterName, exact: true })).toBeChecked();
        await expect(kids.getByRole("radio", { name: sisterName, exact: true })).toBeFocused();
        await expectSwitch(kids, [family.kidName, sisterName], sisterName, phone);
        await expectNoSeriousA11yViolations(parent, `parent: home with two kids, ${language}, ${width}x${height}`);
        await parent.context().close();
      });

      await test.step(`${language}, ${width}x${height}: the caretaker's run sheet`, async () => {
        const r = t.fieldApp.runSheet;
        const caretaker = await openAs(browser, baseURL, language, width, height, world.caretaker.phone, world.caretaker.password);
        await expect(caretaker.getByRole("heading", { name: r.title })).toBeVisible();
        await expect(caretaker.getByRole("heading", { name: r.routeHeading(world.routeName) })).toBeVisible();
        const days = caretaker.getByRole("radiogroup", { name: r.dayLabel });
        await expectSwitch(days, [r.days.today, r.days.tomorrow], r.days.today, phone);
        await shot(caretaker, testInfo, `${language}-run-sheet-${width}`);
        await expectNoSeriousA11yViolations(caretaker, `caretaker: run sheet, ${language}, ${width}x${height}`);
        await days.getByRole("radio", { name: r.days.today, exact: true }).focus();
        await caretaker.keyboard.press("ArrowRight");
        await expect(caretaker.getByRole("heading", { name: r.titleTomorrow })).toBeVisible();
        await expect(caretaker).toHaveURL(/[?&]day=tomorrow/);
        await expect(days.getByRole("radio", { name: r.days.tomorrow, exact: true })).toBeFocused();
        await expectSwitch(days, [r.days.today, r.days.tomorrow], r.days.tomorrow, phone);
        if (phone) await shot(caretaker, testInfo, `${language}-run-sheet-tomorrow-${width}`);
        await caretaker.context().close();
      });
    }
  }
});
