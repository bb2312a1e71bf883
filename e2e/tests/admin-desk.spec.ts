// Issue 12 (the admin's desk): search and page the kid list, export attendance as CSV, a readable
// audit log, phone cards, and the printable route sheet (docs/decisions/0080–0082, 0084).
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { API, PRINT_PAGES, todayInIndia, type KidRouteAssignment } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { captureViaApi, seedRouteWorld } from "../support/attendance";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, expect, field, loginAsAdmin, messages, test } from "../support/fixtures";
import { createKidViaApi, indianDate, newFamily } from "../support/kids";
import { createDriverViaApi, newStaff, sessionToken, uniqueDigits } from "../support/staff";

const l = messages.lists;
const p = messages.desk.print;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const SHOTS = fileURLToPath(new URL("../.tmp/screenshots/desk", import.meta.url));

async function adminAt(browser: Browser, baseURL: string | undefined, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}


test("the printable route sheet lists the kids in stop order, the driver and the caretaker", async ({ browser, baseURL, dataDir }, testInfo) => {
  const admin = await adminAt(browser, baseURL, 1366, 768);
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 3);
  await captureViaApi(admin.request, world.caretaker.phone, world.caretaker.password, world.kidUuids[1]);

  await admin.goto(`/admin-dashboard/route`);
  await admin.getByLabel(messages.routes.marks.ui.chooseRoute).selectOption({ label: world.routeName });
  await admin.getByRole("link", { name: p.openRouteSheet }).click();
  await expect(admin.getByRole("heading", { name: p.routeSheetTitle })).toBeVisible();
  const rows = admin.getByRole("table").getByRole("row");
  // Header row, then one row per kid in the order the assignment lists them.
  await expect(rows).toHaveCount(4);
  for (const [i, family] of world.families.entries()) {
    await expect(rows.nth(i + 1).getByRole("rowheader")).toHaveText(family.kidName);
    await expect(rows.nth(i + 1).getByRole("cell").first()).toHaveText(String(i + 1));
  }
  await expect(rows.nth(2)).toContainText("✓ 7:41 AM");
  await expect(admin.getByText(world.driver.name)).toBeVisible();
  await expect(admin.getByText(world.caretaker.name)).toBeVisible();
  await expect(admin.getByRole("button", { name: p.printButton })).toBeVisible();
  await admin.emulateMedia({ media: "print" });
  await expect(admin.getByRole("button", { name: p.printButton })).toBeHidden();
  await admin.pdf({ path: testInfo.outputPath("route-sheet.pdf"), format: "A4" });
});

test("the kid list is searched and paged on the server, and at 360 px it shows cards with their actions", async ({ browser, baseURL }, testInfo) => {
  const admin = await adminAt(browser, baseURL, 1366, 768);
  const token = await sessionToken(admin);
  const tag = [...uniqueDigits(testInfo)].map((d) => LETTERS[Number(d)]).join("");
  const word = `Desk${tag}`;
  const names: string[] = [];
  for (let i = 0; i < 11; i++) {
    const family = newFamily(testInfo);
    family.kidName = `${word} ${LETTERS[i]}${LETTERS[i]}`;
    names.push(family.kidName);
    await createKidViaApi(admin.request, token, family);
  }

  await admin.goto("/admin-dashboard/getkiddetails");
  await field(admin, l.search).fill(word);
  await expect(admin.getByText(l.showing(1, 11, 11))).toBeVisible();
  await admin.getByLabel(l.pageSize).first().click();
  await admin.getByRole("option", { name: "10", exact: true }).click();
  await expect(admin.getByText(l.showing(1, 10, 11))).toBeVisible();
  await expect(admin).toHaveURL(/pageSize=10/);
  await admin.getByRole("button", { name: "2", exact: true }).click();
  await expect(admin.getByText(l.showing(11, 11, 11))).toBeVisible();
  await expect(admin).toHaveURL(/page=2/);

  const phone = await adminAt(browser, baseURL, 360, 740);
  await phone.goto(`/admin-dashboard/getkiddetails?q=${word}`);
  const cards = phone.getByRole("list", { name: messages.kids.title }).getByRole("listitem");
  await expect(cards).toHaveCount(11);
  const card = cards.filter({ hasText: names[0] });
  const view = card.getByRole("button", { name: messages.staff.ui.actions.view });
  await view.scrollIntoViewIfNeeded();
  await expect(view).toBeInViewport();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await view.click();
  await expect(phone.getByRole("dialog", { name: messages.kids.viewTitle })).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath("kid-view-360.png"), fullPage: true });
});

test("attendance exported for a date range opens as a CSV with the header and the day's row", async ({ browser, baseURL, dataDir }, testInfo) => {
  const admin = await adminAt(browser, baseURL, 1366, 768);
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
  await captureViaApi(admin.request, world.caretaker.phone, world.caretaker.password, world.kidUuids[0]);
  const today = todayInIndia();
  const [y, m, d] = today.split("-").map(Number);
  const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);

  await admin.goto("/admin-dashboard/kidattendance");
  await field(admin, l.from).fill(indianDate(yesterday));
  await field(admin, l.from).press("Tab");
  await field(admin, l.to).fill(indianDate(today));
  await field(admin, l.to).press("Tab");
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("button", { name: l.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`attendance-${yesterday}-to-${today}.csv`);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split(/\r?\n/);
  const e = messages.exports.attendance;
  expect(lines[0]).toContain(`${e.date},${e.kidName}`);
  const row = lines.find((line) => line.includes(world.families[0].kidName));
  expect(row, csv).toBeTruthy();
  // The day as the office reads it, DD-MM-YYYY (docs/decisions/0248).
  expect(row).toContain(indianDate(today));
  expect(row).toContain("07:41");
});

test("the audit log names the people and records, never their ids", async ({ browser, baseURL }, testInfo) => {
  const admin = await adminAt(browser, baseURL, 1366, 768);
  const family = newFamily(testInfo);
  const { uuid } = await createKidViaApi(admin.request, await sessionToken(admin), family);
  // Filtered in the URL: other journeys write to the same log meanwhile.
  await admin.goto("/admin-dashboard/audit-log?entity=kid&action=create");
  const sentence = admin.getByText(new RegExp(`${ADMIN.name} created kid profile ${family.kidName}`));
  await expect(sentence.first()).toBeVisible();
  const text = await admin.locator("main").innerText();
  expect(text).not.toContain(uuid);
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
});

test("the audit log names a kid route's old and new driver (docs/decisions/0150)", async ({ browser, baseURL, dataDir }, testInfo) => {
  const admin = await adminAt(browser, baseURL, 1366, 768);
  const token = await sessionToken(admin);
  const headers = { Authorization: `Bearer ${token}` };
  const world = await seedRouteWorld(admin.request, token, dataDir, testInfo, 1);
  const suresh = { ...newStaff(testInfo, "driver"), name: `Suresh ${uniqueDigits(testInfo).slice(-5)}` };
  await createDriverViaApi(admin.request, token, suresh);
  const drivers = (await (await admin.request.get(`${API.allDrivers}?pageSize=100&q=${encodeURIComponent(suresh.name)}`, { headers })).json()).data.allDrivers as { uuid: string; email: string }[];
  const sureshUuid = drivers.find((d) => d.email === suresh.email)!.uuid;
  const list = (await (await admin.request.get(`${API.allKidRoutes}?q=${encodeURIComponent(world.routeName)}`, { headers })).json()) as { data: KidRouteAssignment[] };
  const a = list.data.find((x) => x.route_name === world.routeName)!;
  const saved = await admin.request.put(API.updateKidRoute(a.uuid), {
    headers,
    data: { route_uuid: a.route_uuid, route_name: a.route_name, kids_uuids: a.kids_uuids, driver_uuid: sureshUuid, caretaker_uuid: a.caretaker_uuid, run: a.run },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await admin.goto("/admin-dashboard/audit-log");
  await admin.getByLabel(messages.audit.filters.entity).selectOption({ label: messages.audit.entities["route-assignment"] });
  await admin.getByRole("button", { name: messages.audit.filters.apply }).click();
  await expect(admin.getByRole("cell", { name: `${ADMIN.name} changed route ${world.routeName}'s driver: ${world.driver.name} → ${suresh.name}` })).toBeVisible();
});

// Screenshots of the desk's screens at each size (e2e/.tmp/screenshots/desk/), for
// people to look at; each one is checked to be in its language first.
test("the desk's screens at 1366 and 360 px, and the sheet as print", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.setTimeout(360_000);
  const seed = await adminAt(browser, baseURL, 1366, 768);
  const world = await seedRouteWorld(seed.request, await sessionToken(seed), dataDir, testInfo, 2);
  await captureViaApi(seed.request, world.caretaker.phone, world.caretaker.password, world.kidUuids[0]);
  const routes = (await (await seed.request.get(`${API.allRoutes}?q=${encodeURIComponent(world.routeName)}`, { headers: { Authorization: `Bearer ${await sessionToken(seed)}` } })).json()) as { uuid: string; name: string }[];
  const routeUuid = routes.find((r) => r.name === world.routeName)!.uuid;
  mkdirSync(SHOTS, { recursive: true });
  // English only for now: the login helper reads English labels (Telugu/Hindi shots are a follow-up).
  for (const language of ["en"] as const) {
    const t = catalogueFor(language).desk.print;
    for (const [width, height] of [
      [1366, 768],
      [360, 740],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: `${language}-IN`, timezoneId: "Asia/Kolkata" });
      const page = await context.newPage();
      await loginAsAdmin(page, ADMIN.email, ADMIN.password);
      await page.goto(PRINT_PAGES.routeSheet(routeUuid));
      await expect(page.getByRole("heading", { name: t.routeSheetTitle })).toBeVisible();
      await expect(page.getByRole("rowheader", { name: world.families[0].kidName })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/route-sheet-${language}-${width}.png`, fullPage: true });
      // The desk's new screens get the same axe scan as every other screen (issue 14).
      await expectNoSeriousA11yViolations(page, `admin: print route sheet at ${width}x${height}`);
      await page.goto(PRINT_PAGES.kidMonth(world.kidUuids[0]));
      await expect(page.getByRole("heading", { name: t.kidMonthTitle })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/kid-month-${language}-${width}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page, `admin: print kid month at ${width}x${height}`);
      await page.goto(`/admin-dashboard/getkiddetails?q=${encodeURIComponent(world.families[0].kidName)}`);
      await page.getByRole("button", { name: catalogueFor(language).staff.ui.actions.view }).first().click();
      await expect(page.getByRole("button", { name: catalogueFor(language).desk.invitations.resend }).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/kid-view-${language}-${width}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page, `admin: kid view with parents' accounts at ${width}x${height}`);
      if (width === 1366) {
        await page.goto(PRINT_PAGES.routeSheet(routeUuid));
        await expect(page.getByRole("rowheader", { name: world.families[0].kidName })).toBeVisible();
        await page.emulateMedia({ media: "print" });
        await page.screenshot({ path: `${SHOTS}/route-sheet-print-${language}.png`, fullPage: true });
        await page.pdf({ path: `${SHOTS}/route-sheet-${language}.pdf`, format: "A4" });
      }
      await context.close();
    }
  }
});
