// Issue 14: every role's main flow with the keyboard alone, the focus visible at every Tab stop
// (e2e/support/keyboard.ts): a visitor sends an enquiry; an admin signs in and adds a route; a
// caretaker opens the capture dialog and Tabs through it (the focus stays inside and comes back
// on close); a parent marks an absence. No click anywhere in this file.
import type { Browser, Page } from "@playwright/test";
import { FAKE_MEDIA_FLAGS, GUNTUR, kidButton, seedRouteWorld } from "../support/attendance";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/browser";
import { ADMIN, expect, field, loginAsAdmin, messages, test, toast, urlOf } from "../support/fixtures";
import { expectFocusInside, expectFocusTrapped, expectVisibleFocus, hasFocus, tabTo, typeInto } from "../support/keyboard";
import { newRoute } from "../support/routes";
import { sessionToken } from "../support/staff";

test.use({
  launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...FAKE_MEDIA_FLAGS] },
  permissions: ["camera", "geolocation"],
  geolocation: GUNTUR,
});

const login = messages.auth.login;

/** Signs in on /login with Tab, typing and Enter. */
async function keyboardLogin(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await typeInto(page, field(page, login.identifierLabel), identifier);
  await typeInto(page, field(page, login.passwordLabel), password);
  await page.keyboard.press("Enter");
}

async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    viewport: { width: 360, height: 740 },
    permissions: ["camera", "geolocation"],
    geolocation: GUNTUR,
  });
  return context.newPage();
}

test("a visitor sends an enquiry with the keyboard only", async ({ page }) => {
  const m = messages.publicSite.enquiry;
  const tag = `${Date.now() % 1_000_000}`;
  await page.goto("/enquiryform");
  await expect(page.getByRole("heading", { name: m.title, level: 1 })).toBeVisible();
  // The skip link is the first stop and is seen when focused.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: messages.common.skipToContent })).toBeFocused();
  await expectVisibleFocus(page);
  await typeInto(page, field(page, m.guardianNameLabel), "Padma Keyboard");
  // Names are letters and spaces (docs/decisions/0245): the tag's digits written as letters.
  await typeInto(page, field(page, m.kidNameLabel), `Sahithi ${tag.replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`);
  await typeInto(page, field(page, m.dobLabel), "05-06-2016");
  await typeInto(page, field(page, m.phoneLabel), `97${tag.padStart(8, "0")}`.slice(0, 10));
  await typeInto(page, field(page, m.pickupLabel), "Brodipet 4th Lane");
  await typeInto(page, field(page, m.dropLabel), "Arundelpet");
  await typeInto(page, field(page, m.emailLabel), `keyboard.${tag}@example.com`);
  await tabTo(page, page.getByRole("button", { name: m.submit, exact: true }));
  await page.keyboard.press("Enter");
  await expect(toast(page, m.success)).toBeVisible();
});

test("an admin signs in and adds a route with the keyboard only", async ({ page }, testInfo) => {
  const t = messages.routes.transport;
  const labels = t.ui.labels;
  const route = newRoute(testInfo, "Keyboard Loop");
  await keyboardLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(urlOf("/admin-dashboard"));

  // The Transport tile, then Add Route.
  await tabTo(page, page.getByRole("list", { name: messages.dashboards.tilesLabel }).getByRole("link", { name: messages.dashboards.tiles.transport, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(urlOf("/admin-dashboard/transport"));
  const add = page.getByRole("button", { name: t.ui.addRoute, exact: true });
  await tabTo(page, add, { max: 60 });
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: t.ui.createTitle });
  await expect(dialog).toBeVisible();
  const details = dialog.getByRole("region", { name: t.ui.routeDetails, exact: true });
  await typeInto(page, field(details, labels.from), route.from);
  await typeInto(page, field(details, labels.to), route.to);
  await typeInto(page, field(details, labels.name), route.name);
  // A radio group is one Tab stop; Space picks the focused choice, arrows move between them.
  await tabTo(page, details.getByRole("radio"));
  await page.keyboard.press("Space");
  await expect(details.getByRole("radio", { checked: true })).toHaveCount(1);
  await typeInto(page, field(details, labels.distance), route.distance);
  await typeInto(page, field(details, labels.estimatedTime), route.estimatedTime);
  const stops = field(details, labels.stops);
  await tabTo(page, stops);
  for (const stop of route.stops) {
    await page.keyboard.type(stop);
    await page.keyboard.press("Enter");
  }
  await expect(details.getByRole("list", { name: t.ui.stopsListLabel(labels.stops) }).getByRole("listitem")).toHaveText(route.stops);
  await typeInto(page, field(details, labels.description), route.description);

  // The form starts with one sub-route card: fill it too.
  const [sub] = route.subRoutes;
  const card = dialog.getByRole("group", { name: t.ui.subRouteTitle(1), exact: true });
  await typeInto(page, field(card, labels.subRouteName), sub.name);
  await typeInto(page, field(card, labels.subRouteDistance), sub.distance);
  await typeInto(page, field(card, labels.subRouteEstimatedTime), sub.estimatedTime);
  await tabTo(page, field(card, labels.subRouteStops));
  for (const stop of sub.stops) {
    await page.keyboard.type(stop);
    await page.keyboard.press("Enter");
  }
  await tabTo(page, dialog.getByRole("button", { name: t.ui.submit, exact: true }));
  await page.keyboard.press("Enter");
  await expect(toast(page, t.createSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Other journeys add routes meanwhile and the list pages by name, so the new one is searched for.
  // The focus is back on Add Route; the list's search box comes next.
  await tabTo(page, page.getByRole("searchbox", { name: messages.lists.search }));
  await page.keyboard.type(route.name);
  await expect(page.getByRole("table", { name: t.ui.tableTitle }).getByRole("row").filter({ hasText: route.name })).toHaveCount(1);
});

test("a caretaker opens the capture dialog and Tabs through it: the focus stays inside and comes back on close", async ({
  browser,
  baseURL,
  dataDir,
}, testInfo) => {
  const a = messages.attendance;
  const admin = await phonePage(browser, baseURL);
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
  const [family] = world.families;

  const page = await phonePage(browser, baseURL);
  await keyboardLogin(page, world.caretaker.phone, world.caretaker.password);
  await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
  await page.goto("/caretaker-dashboard/caretakerkiddetails");
  const kid = kidButton(page, family.kidName);
  await expect(kid).toBeVisible();
  await tabTo(page, kid, { max: 60 });
  await page.keyboard.press("Enter");

  const confirm = page.getByRole("dialog", { name: a.confirm.question(family.kidName) });
  await expect(confirm).toBeVisible();
  await expectFocusInside(confirm);
  await expectFocusTrapped(page, confirm, 4);
  await tabTo(page, confirm.getByRole("button", { name: a.confirm.yes, exact: true }));
  await page.keyboard.press("Enter");

  const capture = page.getByRole("dialog", { name: a.capture.title });
  await expect(capture).toBeVisible();
  await expect(capture.getByLabel(a.capture.cameraPreview)).toBeVisible();
  await expectFocusInside(capture);
  // Tab and Shift+Tab round the dialog more than once: never onto the page behind it.
  await expectFocusTrapped(page, capture, 16);
  await tabTo(page, capture.getByRole("button", { name: a.capture.capture, exact: true }));
  await page.keyboard.press("Enter");
  await expect(capture.getByRole("img", { name: a.capture.capturedPhotoAlt(family.kidName) })).toBeVisible();
  await expectFocusTrapped(page, capture, 8);

  await page.keyboard.press("Escape");
  await expect(capture).toBeHidden();
  // Back on the kid the caretaker started from, ready for the next one.
  await expect.poll(() => hasFocus(kid)).toBe(true);
  await expectVisibleFocus(page);
});

test("a parent marks an absence with the keyboard only", async ({ browser, baseURL, dataDir }, testInfo) => {
  const d = messages.day;
  const admin = await phonePage(browser, baseURL);
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
  const [family] = world.families;

  const page = await phonePage(browser, baseURL);
  await keyboardLogin(page, family.father.mobile, family.father.password);
  await expect(page).toHaveURL(urlOf("/parent-dashboard"));
  // The privacy notice first (docs/decisions/0110), agreed with the keyboard.
  const notice = page.getByRole("region", { name: messages.privacy.notice.title, exact: true });
  await expect(notice.getByRole("button", { name: messages.privacy.notice.give, exact: true })).toBeVisible();
  await tabTo(page, notice.getByRole("button", { name: messages.privacy.notice.give, exact: true }), { max: 80 });
  await page.keyboard.press("Enter");
  await expect(notice).toBeHidden();

  const markAbsent = page.getByRole("region", { name: d.home.kidToday(family.kidName) }).getByRole("button", { name: d.home.markAbsent });
  await expect(markAbsent).toBeVisible();
  await tabTo(page, markAbsent, { max: 60 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: d.absences.title });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await tabTo(page, dialog.getByRole("checkbox", { name: d.absences.wholeDay }));
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: d.absences.legChoices.homeDrop })).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: d.absences.save }));
  await page.keyboard.press("Enter");
  await expect(toast(page, d.absences.saved(family.kidName))).toBeVisible();
  await expect(dialog).toBeHidden();
  // Back on "Mark absent", ready for the next kid or date.
  await expect.poll(() => hasFocus(markAbsent)).toBe(true);
  await expectVisibleFocus(page);
});
