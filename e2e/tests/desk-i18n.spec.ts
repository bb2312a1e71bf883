// Issue 12 in Telugu and Hindi (and English to compare): the admin's kid list (search, paging),
// attendance list with its date filter, audit log, help list with its status filter, a driver's
// documents and the two print views, at 1366x768 and 360x740. Each screenshot (e2e/.tmp/
// screenshots/desk-i18n/) is checked first: in its language, nothing wider than the window or cut
// short, and no text of the English catalogue left where the language has its own.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { API, LANGUAGE_STORAGE_KEY, messages as english, PRINT_PAGES, todayInIndia, type Language } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { captureViaApi, seedRouteWorld } from "../support/attendance";
import { ADMIN, expect, loginAsAdmin, test } from "../support/fixtures";
import { wideElements } from "../support/layout";
import { textNotInScriptFont } from "../support/script-fonts";
import { sessionToken } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "desk-i18n");
mkdirSync(SHOTS, { recursive: true });

/** Every English catalogue text (4 characters or more) that `language` writes differently. */
function englishOnlyTexts(language: Language): string[] {
  const out: string[] = [];
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === "string") {
      if (en.length >= 4 && typeof other === "string" && other !== en && /[a-z]/i.test(en)) out.push(en);
      return;
    }
    if (en && typeof en === "object" && other && typeof other === "object") {
      for (const key of Object.keys(en)) walk((en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]);
    }
  };
  walk(english, catalogueFor(language));
  return out;
}

/** Texts on the page (each element's own text, labels and placeholders) that are English catalogue texts. */
function untranslated(page: Page, texts: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const english = new Set(list);
    const found = new Set<string>();
    for (const el of document.querySelectorAll("body *")) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim() ?? "")
        .join(" ")
        .trim();
      for (const text of [own, el.getAttribute("aria-label") ?? "", el.getAttribute("placeholder") ?? "", el.getAttribute("title") ?? ""]) {
        if (text && english.has(text)) found.add(text);
      }
    }
    return [...found];
  }, texts);
}

/** The app's own face of each script, both weights it loads (docs/decisions/0070). */
const SCRIPT_FONT = { te: ["Noto Sans Telugu", "తెలుగు"], hi: ["Noto Sans Devanagari", "हिन्दी"] } as const;

async function shot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", `${language}-IN`);
  if (language !== "en") {
    // Headings and buttons are bold: until the bold face is in, a phone without the script's
    // system font shows boxes there. The screen is readable only once both faces have loaded.
    const [family, sample] = SCRIPT_FONT[language];
    // A screen with no bold text never asks for the bold face, so both are asked for here.
    await page.evaluate(([f, s]) => Promise.all([document.fonts.load(`400 16px '${f}'`, s), document.fonts.load(`700 16px '${f}'`, s)]), [family, sample] as const);
    await expect
      .poll(() => page.evaluate(([f, s]) => document.fonts.check(`400 16px '${f}'`, s) && document.fonts.check(`700 16px '${f}'`, s), [family, sample] as const), {
        message: `${name}: the ${family} faces load`,
        timeout: 15_000,
      })
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
  }
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await wideElements(page), `${name}: elements wider than the window or cut short`).toEqual([]);
  if (language !== "en") {
    expect(await untranslated(page, englishOnlyTexts(language)), `${name}: English left on the screen`).toEqual([]);
    expect(await textNotInScriptFont(page, language), `${name}: letters drawn as boxes`).toEqual([]);
  }
}

/**
 * The shared e2e admin, with the page in `language`. The account's own language is left alone (other
 * journeys use it at the same time), so the call that would save the page's language on it is
 * answered in the browser.
 */
async function adminIn(browser: Browser, baseURL: string | undefined, language: Language, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await page.route(`**${API.myLanguage}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ language }) }));
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", `${language}-IN`);
  return page;
}

test("the desk's screens in Telugu, Hindi and English at 1366 and 360 px: nothing cut off, nothing left in English", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.setTimeout(900_000);
  const seed = await adminIn(browser, baseURL, "en", 1366, 768);
  const token = await sessionToken(seed);
  const headers = { Authorization: `Bearer ${token}` };
  const world = await seedRouteWorld(seed.request, token, dataDir, testInfo, 2);
  await captureViaApi(seed.request, world.caretaker.phone, world.caretaker.password, world.kidUuids[0]);
  const routes = (await (await seed.request.get(`${API.allRoutes}?q=${encodeURIComponent(world.routeName)}`, { headers })).json()) as { uuid: string; name: string }[];
  const routeUuid = routes.find((r) => r.name === world.routeName)!.uuid;
  // An enquiry marked won: its row in the audit log reads "status New → Won" in each language.
  // Names are letters and spaces (docs/decisions/0245): the route's number written as letters.
  const enquirer = `Srinivas ${world.routeName.split(" ").pop()}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  const sent = await seed.request.post(API.createEnquiry, {
    headers,
    data: { nameOfEnquiry: enquirer, nameOfKid: "Anvi", ageOfKid: 6, phoneNumber: "9876543210", email: "srinivas@example.com", activity: ["school"] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const won = await seed.request.put(API.updateEnquiry((await sent.json()).data.uuid), { headers, data: { status: "won" } });
  expect(won.status(), await won.text()).toBe(200);
  await seed.context().close();
  const kid = world.families[0].kidName;
  const today = todayInIndia();

  for (const language of ["te", "hi", "en"] as const) {
    const t = catalogueFor(language);
    for (const [width, height] of [
      [1366, 768],
      [360, 740],
    ] as const) {
      const page = await adminIn(browser, baseURL, language, width, height);
      const name = (screen: string) => `${language}-${screen}-${width}`;
      await test.step(`${language} ${width}px: kid list searched and paged`, async () => {
        await page.goto(`/admin-dashboard/getkiddetails?q=${encodeURIComponent(kid)}&pageSize=10`);
        await expect(page.getByText(t.lists.showing(1, 1, 1))).toBeVisible({ timeout: 30_000 });
        await shot(page, testInfo, language, name("kid-list"));
      });
      await test.step(`${language} ${width}px: attendance list for a date range`, async () => {
        await page.goto(`/admin-dashboard/kidattendance?from=${today}&to=${today}&q=${encodeURIComponent(kid)}`);
        await expect(page.getByText(t.lists.showing(1, 1, 1))).toBeVisible({ timeout: 30_000 });
        await shot(page, testInfo, language, name("attendance"));
      });
      await test.step(`${language} ${width}px: audit log names the enquiry's status change`, async () => {
        // Filtered in the URL: other journeys write to the same log meanwhile.
        await page.goto("/admin-dashboard/audit-log?entity=enquiry&action=update");
        const sentence = t.auditSentences.enquiryStatusChange(ADMIN.name, enquirer, t.enquiries.statusNew, t.enquiries.statusLabels.won);
        await expect(page.getByText(sentence, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
        // On a phone each entry is a card, the sentence in reach without scrolling sideways.
        if (width === 360) await expect(page.getByRole("list", { name: t.audit.tableLabel })).toBeVisible();
        await shot(page, testInfo, language, name("audit-log"));
      });
      await test.step(`${language} ${width}px: help list filtered by status`, async () => {
        await page.goto("/admin-dashboard/help?status=open");
        await expect(page.getByRole("heading", { name: t.helpFeedback.help.title })).toBeVisible();
        await expect(page.getByLabel(t.lists.status).first()).toHaveValue(t.day.help.statuses.open);
        await shot(page, testInfo, language, name("help"));
      });
      await test.step(`${language} ${width}px: a driver's documents`, async () => {
        await page.goto(`/admin-dashboard/getdriverlist?q=${encodeURIComponent(world.driver.name)}`);
        await page.getByRole("button", { name: t.staff.ui.actions.view }).first().click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByText(t.staffDocuments.dlExpiryLabel)).toBeVisible();
        await shot(page, testInfo, language, name("driver-documents"));
      });
      await test.step(`${language} ${width}px: print views`, async () => {
        await page.goto(PRINT_PAGES.routeSheet(routeUuid));
        await expect(page.getByRole("heading", { name: t.desk.print.routeSheetTitle })).toBeVisible();
        await expect(page.getByRole("rowheader", { name: kid })).toBeVisible();
        await shot(page, testInfo, language, name("route-sheet"));
        await page.goto(PRINT_PAGES.kidMonth(world.kidUuids[0]));
        await expect(page.getByRole("heading", { name: t.desk.print.kidMonthTitle })).toBeVisible();
        await shot(page, testInfo, language, name("kid-month"));
      });
      await page.context().close();
    }
  }
});
