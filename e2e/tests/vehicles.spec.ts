// Vehicles (docs/decisions/0264): the admin adds a van, sees the QR code that sets up Traccar Client
// and its tracker id, names the van on a kid-route assignment and sees it in the assignment list;
// the same screens at phone width (360 px), with axe.
import type { Page } from "@playwright/test";
import { API, LANGUAGE_STORAGE_KEY, LIVE_API, traccarClientSetupUrl } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { ADMIN, expect, field, loginAsAdmin, messages, test, toast } from "../support/fixtures";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { createKidViaApi, newFamily } from "../support/kids";
import { caretakerUuidByEmail, createKidRouteViaApi, createRouteViaApi, driverUuidByEmail, newRoute } from "../support/routes";
import { createCaretakerViaApi, createDriverViaApi, dashboardTile, newStaff, rowWith, sessionToken, uniqueDigits } from "../support/staff";

const m = messages.vehicles;
const aui = messages.routes.assignments.ui;
const actions = messages.staff.ui.actions;

/** The vehicle list: a table on a desktop, a list of cards (same accessible name) at phone width. */
const vehiclesList = (page: Page, phone = false) => page.getByRole(phone ? "list" : "table", { name: m.title, exact: true });

test.describe("vehicles", () => {
  test("admin adds a van, sees its Traccar Client QR and tracker id, names it on an assignment and sees it in the list; at 360 px too", async ({ page }, testInfo) => {
    const digits = uniqueDigits(testInfo);
    const typed = `ap 07 tb ${digits.slice(-4)}`;
    const registration = `AP07TB${digits.slice(-4)}`;
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const token = await sessionToken(page);

    // An assignment to name the van on, made through the API (the kid-route screens have their own journey).
    const route = newRoute(testInfo, "Vehicle Loop");
    const routeUuid = await createRouteViaApi(page.request, token, route);
    const driver = newStaff(testInfo, "driver");
    const caretaker = newStaff(testInfo, "caretaker");
    await createDriverViaApi(page.request, token, driver);
    await createCaretakerViaApi(page.request, token, caretaker);
    const kid = await createKidViaApi(page.request, token, newFamily(testInfo));
    await createKidRouteViaApi(page.request, token, {
      routeUuid,
      routeName: route.name,
      kidUuids: [kid.uuid],
      driverUuid: await driverUuidByEmail(page.request, token, driver.email),
      caretakerUuid: await caretakerUuidByEmail(page.request, token, caretaker.email),
    });

    await test.step("Vehicles tile → add the van (typed loosely, stored normalised)", async () => {
      await dashboardTile(page, m.title).click();
      const form = page.getByRole("region", { name: m.addVehicle });
      await field(form, m.registrationLabel).fill(typed);
      await field(form, m.seatsLabel).fill("12");
      await form.getByRole("button", { name: m.addVehicle, exact: true }).click();
      await expect(toast(page, m.createSuccess)).toBeVisible();
      await expect(rowWith(vehiclesList(page), registration)).toHaveCount(1);
    });

    await test.step("its view shows the QR code, the server URL and the tracker id", async () => {
      await vehiclesList(page).getByRole("button", { name: `${actions.view} ${registration}` }).click();
      const dialog = page.getByRole("dialog", { name: `${m.viewVehicle} ${registration}` });
      const qr = dialog.getByRole("img", { name: m.trackerQrLabel(registration) });
      await expect(qr).toBeVisible();
      const origin = new URL(page.url()).origin;
      await expect(dialog.getByText(`${origin}${LIVE_API.tracker}`, { exact: true })).toBeVisible();
      const trackerId = (await dialog.getByTestId("tracker-id").textContent())!.trim();
      expect(trackerId).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      await expect(qr).toHaveAttribute("data-qr-text", traccarClientSetupUrl(origin, LIVE_API.tracker, trackerId));
      await expectNoSeriousA11yViolations(page, "admin: vehicle view with its tracker QR at 1366x768");
      await page.screenshot({ path: testInfo.outputPath("vehicle-view-1366.png"), fullPage: true });
      await dialog.getByRole("button", { name: m.close, exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step("name it on the assignment; the assignment list shows it", async () => {
      await page.goto("/admin-dashboard/kidroutes");
      const table = page.getByRole("table", { name: aui.listTitle });
      await table.getByRole("button", { name: `${actions.edit} ${route.name}` }).click();
      const dialog = page.getByRole("dialog", { name: aui.editTitle });
      await field(dialog, m.assignmentVehicleLabel).selectOption({ label: registration });
      await dialog.getByRole("button", { name: aui.save, exact: true }).click();
      await expect(toast(page, messages.routes.assignments.updateSuccess)).toBeVisible();
      await expect(rowWith(table, route.name)).toContainText(registration);
      await page.reload();
      await expect(rowWith(page.getByRole("table", { name: aui.listTitle }), route.name)).toContainText(registration);
    });

    await test.step("at 360 px: the vehicle card, its view with the QR, and the assignment's card", async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/admin-dashboard/vehicles?q=${registration}`);
      const list = vehiclesList(page, true);
      await expect(list.getByText(registration, { exact: true })).toBeVisible();
      await list.getByRole("button", { name: `${actions.view} ${registration}` }).click();
      const dialog = page.getByRole("dialog", { name: `${m.viewVehicle} ${registration}` });
      await expect(dialog.getByRole("img", { name: m.trackerQrLabel(registration) })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, "admin: vehicle view at 360x740");
      await page.screenshot({ path: testInfo.outputPath("vehicle-view-360.png"), fullPage: true });
      await dialog.getByRole("button", { name: m.close, exact: true }).click();
      await page.goto("/admin-dashboard/kidroutes");
      await expect(page.getByRole("list", { name: aui.listTitle, exact: true }).getByText(registration, { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("kid-routes-360.png"), fullPage: true });
    });
  });

  for (const language of ["te", "hi"] as const) {
    test(`the vehicle's view in ${language} at 360 px`, async ({ browser, baseURL }, testInfo) => {
      const c = catalogueFor(language).vehicles;
      const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
      const page = await context.newPage();
      await loginAsAdmin(page, ADMIN.email, ADMIN.password);
      const token = await sessionToken(page);
      // This device picks the language; saving it on the shared admin account is answered here, so
      // the other journeys' admin sessions keep theirs.
      await page.route(`**${API.myLanguage}`, (r) => r.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: { language } }) }));
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
      const registration = `TS09EA${uniqueDigits(testInfo).slice(-4)}`;
      const created = await page.request.post(LIVE_API.vehicles, {
        headers: { authorization: `Bearer ${token}` },
        data: { registrationNumber: registration, seats: 20, insuranceExpiresOn: "2027-01-31" },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto(`/admin-dashboard/vehicles?q=${registration}`);
      await expect(page.locator("html")).toHaveAttribute("lang", `${language}-IN`);
      const list = page.getByRole("list", { name: c.title, exact: true });
      await list.getByRole("button", { name: new RegExp(`${registration}$`) }).first().click();
      const dialog = page.getByRole("dialog", { name: `${c.viewVehicle} ${registration}` });
      await expect(dialog.getByRole("img", { name: c.trackerQrLabel(registration) })).toBeVisible();
      await expect(dialog.getByRole("button", { name: c.regenerateTrackerId })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `admin: vehicle view in ${language} at 360x740`);
      await page.screenshot({ path: testInfo.outputPath(`vehicle-view-${language}-360.png`), fullPage: true });
      await context.close();
    });
  }
});
