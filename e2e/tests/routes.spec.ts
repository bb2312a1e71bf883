// Spec §2.10, §2.14–§2.17, §5.8, §8 Transport routes and Kid routes; issue 5 "Tests" (Playwright
// journeys): the admin creates, edits and deletes routes; assigns kids, a driver and a caretaker;
// the driver, the caretaker and the father each see exactly their route and kids; the admin marks
// a kid Absent on the route screen and the mark is stored.
import type { Locator, Page } from "@playwright/test";
import { todayInIndia } from "@app/contracts";
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { createKidViaApi, indianDate, newFamily, setPasswordViaApi, type Family } from "../support/kids";
import { acceptPrivacyNotice } from "../support/privacy";
import { outboxSnapshot, waitForPasswordLink } from "../support/outbox";
import {
  caretakerUuidByEmail,
  createKidRouteViaApi,
  createRouteViaApi,
  driverUuidByEmail,
  fillRouteForm,
  newRoute,
  routeUuidByName,
  type RouteData,
} from "../support/routes";
import {
  createCaretakerViaApi,
  createDriverViaApi,
  dashboardTile,
  logout,
  newStaff,
  rowWith,
  sessionToken,
  type StaffIdentity,
} from "../support/staff";

const t = messages.routes.transport;
const tui = t.ui;
const a = messages.routes.assignments;
const aui = a.ui;
const v = messages.routes.views.ui;
const mk = messages.routes.marks;
const actions = messages.staff.ui.actions;
const confirmKid = messages.attendance.confirm;

/** The "Route Management" table of /admin-dashboard/transport. */
const routesTable = (page: Page) => page.getByRole("table", { name: tui.tableTitle });
/** The "Kid Route List" table of /admin-dashboard/kidroutes. */
const kidRoutesTable = (page: Page) => page.getByRole("table", { name: aui.listTitle });

/** Staff and kids made through the API for a journey that starts after them. */
async function createStaff(page: Page, testInfo: Parameters<typeof newStaff>[0], token: string) {
  const driver = newStaff(testInfo, "driver");
  const caretaker = newStaff(testInfo, "caretaker");
  await createDriverViaApi(page.request, token, driver);
  await createCaretakerViaApi(page.request, token, caretaker);
  return {
    driver,
    caretaker,
    driverUuid: await driverUuidByEmail(page.request, token, driver.email),
    caretakerUuid: await caretakerUuidByEmail(page.request, token, caretaker.email),
  };
}

/** The kids of a route card: exactly these names, in any order. */
async function expectKidNames(list: Locator, names: string[]) {
  await expect(list.getByRole("listitem")).toHaveCount(names.length);
  for (const name of names) await expect(list.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
}

/** A driver's or caretaker's card on a route view: name and the phone link to call them. */
async function expectStaffCard(area: Locator, role: string, who: StaffIdentity) {
  const card = area.getByRole("region", { name: `${role}: ${who.name}`, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: v.call(who.name, who.phone), exact: true })).toBeVisible();
}

test.describe("transport routes", () => {
  test("admin creates a route with two sub-routes and stops, edits its distance, and deletes another route after confirming", async ({ page }, testInfo) => {
    const route = newRoute(testInfo);
    const other = newRoute(testInfo, "Kothapet Circle");
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);

    await test.step("Transport tile → Add Route → Create Route with two sub-routes", async () => {
      await dashboardTile(page, messages.dashboards.tiles.transport).click();
      await expect(page).toHaveURL(urlOf("/admin-dashboard/transport"));
      await page.getByRole("button", { name: tui.addRoute, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: tui.createTitle });
      await fillRouteForm(dialog, route);
      await expect(dialog.getByRole("group", { name: /^Sub-Route \d+$/ })).toHaveCount(2);
      await dialog.getByRole("button", { name: tui.submit, exact: true }).click();
      await expect(toast(page, t.createSuccess)).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    const row = rowWith(routesTable(page), route.name);
    await test.step("the new row in Route Management, and its view shows every detail", async () => {
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(tui.typeLabels.Shortest);
      await expect(row).toContainText(tui.km(12.5));
      await row.getByRole("button", { name: `${actions.view} ${route.name}`, exact: true }).click();
      const view = page.getByRole("dialog", { name: tui.viewTitle });
      const details = view.getByRole("region", { name: tui.routeDetails, exact: true });
      await expect(details).toContainText(route.from);
      await expect(details).toContainText(route.to);
      await expect(details).toContainText(route.description);
      await expect(details).toContainText(tui.minutes(35));
      await expect(details.getByRole("list", { name: tui.labels.stops }).getByRole("listitem")).toHaveText(route.stops);
      const subs = view.getByRole("region", { name: tui.subRouteDetails, exact: true });
      for (const [i, sub] of route.subRoutes.entries()) {
        const card = subs.getByRole("group", { name: tui.subRouteTitle(i + 1), exact: true });
        await expect(card).toContainText(sub.name);
        await expect(card).toContainText(tui.km(Number(sub.distance)));
        await expect(card).toContainText(tui.minutes(Number(sub.estimatedTime)));
        await expect(card.getByRole("listitem")).toHaveText(sub.stops);
      }
      await view.getByRole("button", { name: tui.close, exact: true }).click();
      await expect(view).toBeHidden();
    });

    await test.step("edit the distance → Save Changes → kept after a reload", async () => {
      await row.getByRole("button", { name: `${actions.edit} ${route.name}`, exact: true }).click();
      const edit = page.getByRole("dialog", { name: tui.editTitle });
      const distance = field(edit.getByRole("region", { name: tui.routeDetails, exact: true }), tui.labels.distance);
      await expect(distance).toHaveValue("12.5");
      await distance.fill("14.75");
      await edit.getByRole("button", { name: tui.saveChanges, exact: true }).click();
      await expect(toast(page, t.updateSuccess)).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(row).toContainText(tui.km(14.75));
      await page.reload();
      await expect(row).toContainText(tui.km(14.75));
      // The sub-routes survived the edit.
      await row.getByRole("button", { name: `${actions.view} ${route.name}`, exact: true }).click();
      const view = page.getByRole("dialog", { name: tui.viewTitle });
      await expect(view.getByRole("group", { name: /^Sub-Route \d+$/ })).toHaveCount(2);
      await view.getByRole("button", { name: tui.close, exact: true }).click();
    });

    await test.step("delete another route after confirming → gone, also after a reload", async () => {
      await createRouteViaApi(page.request, await sessionToken(page), other);
      await page.reload();
      const otherRow = rowWith(routesTable(page), other.name);
      await expect(otherRow).toHaveCount(1);
      await otherRow.getByRole("button", { name: `${actions.delete} ${other.name}`, exact: true }).click();
      const confirm = page.getByRole("dialog", { name: tui.deleteTitle });
      await expect(confirm).toContainText(tui.deleteConfirm(other.name));
      await confirm.getByRole("button", { name: tui.delete, exact: true }).click();
      await expect(toast(page, t.deleteSuccess)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(otherRow).toHaveCount(0);
      await page.reload();
      await expect(row).toHaveCount(1);
      await expect(otherRow).toHaveCount(0);
    });
  });
});

test.describe("kid routes and the role dashboards", () => {
  test("admin assigns two kids, a driver and a caretaker; the driver, the caretaker and the father each see exactly that route", async ({
    page,
    dataDir,
  }, testInfo) => {
    // Four logins and a set-up of three kids, two crews and two routes.
    test.slow();
    const route = newRoute(testInfo);
    const otherRoute = newRoute(testInfo, "Kothapet Circle");
    const kid1 = newFamily(testInfo);
    const kid2 = newFamily(testInfo);
    const kid3 = newFamily(testInfo);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const token = await sessionToken(page);

    // Set-up through the API: three kids, two crews, two routes; the second route gets kid 3 and the second crew.
    const before = outboxSnapshot(dataDir);
    const [k1, k2, k3] = [
      await createKidViaApi(page.request, token, kid1),
      await createKidViaApi(page.request, token, kid2),
      await createKidViaApi(page.request, token, kid3),
    ];
    const crew = await createStaff(page, testInfo, token);
    const otherCrew = await createStaff(page, testInfo, token);
    await createRouteViaApi(page.request, token, route);
    const otherRouteUuid = await createRouteViaApi(page.request, token, otherRoute);
    await createKidRouteViaApi(page.request, token, {
      routeUuid: otherRouteUuid,
      routeName: otherRoute.name,
      kidUuids: [k3.uuid],
      driverUuid: otherCrew.driverUuid,
      caretakerUuid: otherCrew.caretakerUuid,
    });
    const { link } = await waitForPasswordLink(dataDir, kid1.father.email, before);
    await setPasswordViaApi(page.request, link, kid1.father.password);
    expect(k2.uuid).not.toBe(k1.uuid);

    await test.step("admin: Create Kid Route with two kids, a driver and a caretaker", async () => {
      await page.goto("/admin-dashboard/kidroutes");
      const form = page.getByRole("region", { name: aui.formTitle });
      await field(form, aui.route).selectOption({ label: route.name });
      const routeName = field(form, aui.routeName);
      await expect(routeName).toHaveValue(route.name);
      await expect(routeName).toHaveAttribute("readonly", "");
      const kids = field(form, aui.kids);
      for (const kid of [kid1, kid2]) {
        await kids.click();
        await kids.fill(kid.kidName);
        await page.getByRole("option", { name: kid.kidName, exact: true }).click();
      }
      // Close the kids list (it stays open for more picks and would cover the buttons below).
      await kids.press("Escape");
      await expect(page.getByRole("listbox")).toBeHidden();
      await field(form, aui.driver).selectOption({ label: aui.staffOption(crew.driver.name, crew.driver.phone) });
      await field(form, aui.caretaker).selectOption({ label: aui.staffOption(crew.caretaker.name, crew.caretaker.phone) });
      await form.getByRole("button", { name: aui.submit, exact: true }).click();
      await expect(toast(page, a.createSuccess)).toBeVisible();

      const row = rowWith(kidRoutesTable(page), route.name);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(crew.driver.name);
      await expect(row).toContainText(crew.caretaker.name);
      await expect(row).toContainText(kid1.kidName);
      await expect(row).toContainText(kid2.kidName);
      await expect(row).not.toContainText(kid3.kidName);
      await page.reload();
      await expect(rowWith(kidRoutesTable(page), route.name)).toHaveCount(1);
      await logout(page, ADMIN.name);
    });

    await test.step("the driver sees that route, its caretaker and exactly its two kids", async () => {
      await submitLogin(page, crew.driver.phone, crew.driver.password);
      await expect(page).toHaveURL(urlOf("/driver-dashboard"));
      await page.goto("/driver-dashboard/kiddetails");
      const main = page.getByRole("main");
      const card = main.getByRole("region", { name: route.name, exact: true });
      await expect(card).toBeVisible();
      await expect(card).toContainText(route.from);
      await expect(card).toContainText(route.to);
      await expectStaffCard(card, v.caretaker, crew.caretaker);
      await expectKidNames(card.getByRole("list", { name: v.kids }), [kid1.kidName, kid2.kidName]);
      await expect(card).toContainText(v.kidsOnRoute(2));
      await expect(main.getByRole("heading", { level: 3 })).toHaveText([route.name]);
      await expect(main).not.toContainText(otherRoute.name);
      await expect(main).not.toContainText(kid3.kidName);
      await logout(page, crew.driver.name);
    });

    await test.step("the caretaker sees that route, its driver and exactly its two kids", async () => {
      await submitLogin(page, crew.caretaker.email, crew.caretaker.password);
      await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
      await page.goto("/caretaker-dashboard/caretakerkiddetails");
      const main = page.getByRole("main");
      const section = main.getByRole("region", { name: route.name, exact: true });
      await expect(section).toBeVisible();
      await expect(section).toContainText(route.from);
      await expect(section).toContainText(route.to);
      await expectStaffCard(section, v.driver, crew.driver);
      const kidList = section.getByRole("list", { name: new RegExp(`^${v.kids}\\b`) });
      await expectKidNames(kidList, [kid1.kidName, kid2.kidName]);
      // One route only: no route picker; nothing of the other route.
      await expect(main.getByLabel(v.chooseRoute)).toHaveCount(0);
      await expect(main).not.toContainText(otherRoute.name);
      await expect(main).not.toContainText(kid3.kidName);
      // Picking a kid asks first; No leaves things as they were.
      await kidList.getByRole("button").filter({ hasText: kid1.kidName }).click();
      const ask = page.getByRole("dialog", { name: confirmKid.question(kid1.kidName) });
      await expect(ask).toBeVisible();
      await ask.getByRole("button", { name: confirmKid.no, exact: true }).click();
      await expect(ask).toBeHidden();
      await logout(page, crew.caretaker.name);
    });

    await test.step("the father of kid 1 sees the route, the driver and the caretaker with their phones", async () => {
      await submitLogin(page, kid1.father.mobile, kid1.father.password);
      await expect(page).toHaveURL(urlOf("/parent-dashboard"));
      await acceptPrivacyNotice(page);
      await page.goto("/parent-dashboard/parentKidroute");
      const main = page.getByRole("main");
      const section = main.getByRole("region", { name: route.name, exact: true });
      await expect(section).toBeVisible();
      await expect(section).toContainText(route.from);
      await expect(section).toContainText(route.to);
      await expectStaffCard(section, v.driver, crew.driver);
      await expectStaffCard(section, v.caretaker, crew.caretaker);
      await expect(main).not.toContainText(otherRoute.name);
      await expect(main).not.toContainText(otherCrew.driver.name);
      await expect(main).not.toContainText(otherCrew.caretaker.name);
    });
  });
});

test.describe("route screen marks", () => {
  test("admin marks a kid Absent for today on the route screen and the mark survives a reload", async ({ page }, testInfo) => {
    const route: RouteData = newRoute(testInfo, "Lakshmipuram Run");
    const kid1: Family = newFamily(testInfo);
    const kid2: Family = newFamily(testInfo);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const token = await sessionToken(page);
    const k1 = await createKidViaApi(page.request, token, kid1);
    const k2 = await createKidViaApi(page.request, token, kid2);
    const crew = await createStaff(page, testInfo, token);
    const routeUuid = await createRouteViaApi(page.request, token, route);
    expect(await routeUuidByName(page.request, token, route.name)).toBe(routeUuid);
    await createKidRouteViaApi(page.request, token, {
      routeUuid,
      routeName: route.name,
      kidUuids: [k1.uuid, k2.uuid],
      driverUuid: crew.driverUuid,
      caretakerUuid: crew.caretakerUuid,
    });

    await page.goto("/admin-dashboard/route");
    const main = page.getByRole("main");
    await expect(main.getByText(mk.ui.chooseRouteFirst, { exact: true })).toBeVisible();
    await field(main, mk.ui.chooseRoute).selectOption({ label: route.name });
    await field(main, mk.ui.date).fill(todayInIndia());
    await field(main, mk.ui.date).press("Tab");

    const card = (kid: Family) => main.getByRole("article", { name: kid.kidName, exact: true });
    const markButton = (kid: Family, label: string) => card(kid).getByRole("group", { name: mk.ui.mark }).getByRole("button", { name: label, exact: true });
    await expect(card(kid1)).toBeVisible();
    await expect(card(kid2)).toBeVisible();
    await expect(card(kid1)).toContainText(mk.ui.notMarked);

    await markButton(kid1, mk.ui.absent).click();
    await expect(toast(page, mk.saved(kid1.kidName, "absent"))).toBeVisible();
    await expect(markButton(kid1, mk.ui.absent)).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(field(main, mk.ui.chooseRoute)).toHaveValue(routeUuid);
    // Shown DD-MM-YYYY whatever the browser's locale (issue 11).
    await expect(field(main, mk.ui.date)).toHaveValue(indianDate(todayInIndia()));
    await expect(card(kid1)).toBeVisible();
    await expect(card(kid1)).toContainText(mk.ui.absent);
    await expect(card(kid1)).not.toContainText(mk.ui.notMarked);
    await expect(markButton(kid1, mk.ui.absent)).toHaveAttribute("aria-pressed", "true");
    await expect(markButton(kid1, mk.ui.present)).toHaveAttribute("aria-pressed", "false");
    // The other kid is untouched.
    await expect(card(kid2)).toContainText(mk.ui.notMarked);
  });
});
