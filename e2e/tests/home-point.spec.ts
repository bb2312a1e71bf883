// The admin pins a kid's home on the map (docs/decisions/0261): Leaflet drawn with no tile server
// (MAP_TILE_URL is empty in playwright.config.ts), a click on the map places the pin, Save stores
// it, and after a reload the kid's view shows it again. Axe on the view; screenshots at 1366 and 360 px.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { LIVE_API, type KidPoints, type Language } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, expect, field, loginAsAdmin, messages, test, toast } from "../support/fixtures";
import { createKidViaApi, newFamily } from "../support/kids";
import { rowWith, sessionToken } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "home-point");

async function shoot(page: Page, name: string, sizes: [number, number][] = [[1366, 768], [360, 740]], show?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await show?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: false });
  }
}

/** Logs the admin in (in this language) and opens the kid's View Kid Details dialog. */
async function openKidView(page: Page, kidName: string, language: Language = "en") {
  const t = catalogueFor(language);
  await page.goto("/admin-dashboard/profile");
  await field(page, t.lists.search).fill(kidName);
  await rowWith(page.getByRole("table", { name: t.kids.title }), kidName).getByRole("button", { name: t.staff.ui.actions.view }).click();
  return page.getByRole("dialog", { name: t.kids.viewTitle });
}

test("the admin places the kid's home pin by clicking the map, saves it, and sees it after a reload", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const g = messages.geography;
  // Nothing but this server: no tile server, no map library from a CDN.
  const elsewhere: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) elsewhere.push(r.url());
  });

  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  const token = await sessionToken(page);
  const family = newFamily(testInfo);
  const { uuid } = await createKidViaApi(page.request, token, family);

  const view = await openKidView(page, family.kidName);
  const home = view.getByRole("region", { name: g.ui.homeTitle, exact: true });
  await expect(home.getByText(g.ui.noPoint)).toBeVisible();
  const map = home.getByRole("region", { name: g.ui.mapOf(g.ui.homeTitle) });
  await expect(map).toBeVisible();
  await expect(home.getByText(g.noTiles)).toBeVisible();

  await test.step("a click on the map places the pin and fills the latitude and longitude", async () => {
    await map.scrollIntoViewIfNeeded();
    await map.click({ position: { x: 120, y: 90 } });
    await expect(home.getByRole("img", { name: g.ui.homePin(family.kidName) })).toBeVisible();
    await expect(field(home, g.ui.latitude)).not.toHaveValue("");
    await expect(field(home, g.ui.longitude)).not.toHaveValue("");
  });
  const lat = Number(await field(home, g.ui.latitude).inputValue());
  const lng = Number(await field(home, g.ui.longitude).inputValue());
  // The map opens on Guntur: the pin is near it.
  expect(Math.abs(lat - 16.3067)).toBeLessThan(0.1);
  expect(Math.abs(lng - 80.4365)).toBeLessThan(0.1);

  await home.getByRole("button", { name: g.ui.save, exact: true }).click();
  await expect(toast(page, g.ui.saved)).toBeVisible();
  await expect(home.getByText(g.ui.pointSet(lat.toFixed(6), lng.toFixed(6)))).toBeVisible();
  const stored = await page.request.get(LIVE_API.kidHomePoint(uuid), { headers: { Authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { data: KidPoints }).data.point).toEqual({ lat, lng });
  await expectNoSeriousA11yViolations(page, "admin: kid view with the home map");
  await shoot(page, "kid-view-home-pin", undefined, map);

  await test.step("after a reload the view shows the saved pin", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload();
    const again = await openKidView(page, family.kidName);
    const section = again.getByRole("region", { name: g.ui.homeTitle, exact: true });
    await expect(section.getByText(g.ui.pointSet(lat.toFixed(6), lng.toFixed(6)))).toBeVisible();
    await expect(section.getByRole("img", { name: g.ui.homePin(family.kidName) })).toBeVisible();
    await expect(field(section, g.ui.latitude)).toHaveValue(String(lat));
  });
  expect(elsewhere, "requests to other hosts").toEqual([]);
});
