// Issue 10 (absences, the parent's home, the day board; docs/decisions/0065–0069, 0053): a father
// marks tomorrow absent and the caretaker's run sheet (Tomorrow) shows it; the father's home opens on today with the
// captured leg and its photo; the admin's Today board counts it.
import type { Browser, Page } from "@playwright/test";
import { captureViaApi, seedRouteWorld } from "../support/attendance";
import { formatDateIndia, todayInIndia } from "@app/contracts";
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { acceptPrivacyNotice } from "../support/privacy";
import { dashboardTile, expectImageLoaded, sessionToken } from "../support/staff";

const d = messages.day;
const r = messages.fieldApp.runSheet;
/** YYYY-MM-DD plus some days. */
const addDaysTo = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function newPage(browser: Browser, baseURL: string | undefined, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  return context.newPage();
}


test("a father marks tomorrow absent and sees today's pickup with its photo; the caretaker sees the absence; the admin's Today board counts the day", async ({
  browser,
  baseURL,
  dataDir,
}, testInfo) => {
  // Five people's screens in one journey on a shared 2-core machine.
  test.slow();
  const admin = await newPage(browser, baseURL, 1366, 768);
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 2);
  const [first, second] = world.families;
  await captureViaApi(admin.request, world.caretaker.phone, world.caretaker.password, world.kidUuids[0]);

  const father = await newPage(browser, baseURL, 360, 740);
  await test.step("the father's home opens on today: the pickup with time, photo, caretaker and map link; the rest still to come", async () => {
    await submitLogin(father, first.father.mobile, first.father.password);
    await expect(father).toHaveURL(urlOf("/parent-dashboard"));
    // His consent opens the capture photos of his kid to him (docs/decisions/0110).
    await acceptPrivacyNotice(father);
    const today = father.getByRole("region", { name: d.home.kidToday(first.kidName) });
    const pickup = today.getByRole("region", { name: d.legs.homePickup, exact: true });
    await expectImageLoaded(pickup.getByRole("img", { name: d.home.photoAlt(first.kidName, d.legs.homePickup) }));
    await expect(pickup).toContainText("7:41 AM");
    await expect(pickup).toContainText(d.home.capturedBy(world.caretaker.name));
    await expect(pickup.getByRole("link", { name: d.home.openMap })).toHaveAttribute("href", /maps\.google\.com\/\?q=16\.3067/);
    await expect(today.getByRole("region", { name: d.legs.instituteDrop, exact: true })).toContainText(d.home.stillToCome);
    // The last 7 days, newest first, show today's tick.
    await expect(father.getByRole("list", { name: d.home.historyWeek }).getByRole("listitem").first()).toHaveAttribute("aria-label", new RegExp(`${d.legs.homePickup} ✓`));
    await father.screenshot({ path: testInfo.outputPath("parent-home-360.png"), fullPage: true });
  });

  await test.step("the father marks tomorrow absent (whole day)", async () => {
    await father.getByRole("region", { name: d.home.kidToday(first.kidName) }).getByRole("button", { name: d.home.markAbsent }).click();
    const dialog = father.getByRole("dialog", { name: d.absences.title });
    // The dialog opens on the next school day (docs/decisions/0246); the caretaker below looks at tomorrow, a Sunday too.
    const date = field(dialog, d.absences.dateLabel);
    await date.fill(formatDateIndia(addDaysTo(todayInIndia(), 1)));
    await dialog.getByText(d.absences.intro(first.kidName)).click();
    await expect(date).toHaveValue(formatDateIndia(addDaysTo(todayInIndia(), 1)));
    await dialog.getByRole("checkbox", { name: d.absences.wholeDay }).check();
    await expect(dialog.getByRole("checkbox", { name: d.absences.legChoices.homeDrop })).toBeChecked();
    await dialog.getByRole("button", { name: d.absences.save }).click();
    await expect(toast(father, d.absences.saved(first.kidName))).toBeVisible();
  });

  await test.step("the caretaker's run sheet, switched to Tomorrow, shows that kid absent (and only that kid); nothing to record tomorrow", async () => {
    const caretaker = await newPage(browser, baseURL, 360, 740);
    await submitLogin(caretaker, world.caretaker.phone, world.caretaker.password);
    // The run sheet is the caretaker's home (docs/decisions/0051); the day switch is docs/decisions/0053.
    await expect(caretaker.getByRole("heading", { name: r.title })).toBeVisible();
    await caretaker.getByRole("radiogroup", { name: r.dayLabel }).locator("label", { hasText: r.days.tomorrow }).click();
    await expect(caretaker.getByRole("heading", { name: r.titleTomorrow })).toBeVisible();
    await expect(caretaker).toHaveURL(/[?&]day=tomorrow/);
    // The world's route rides the morning run: its cards have that run's two legs (docs/decisions/0240).
    const firstLegs = caretaker.getByRole("list", { name: r.legsLabelTomorrow(first.kidName) }).getByRole("listitem");
    await expect(firstLegs).toHaveCount(2);
    for (let i = 0; i < 2; i++) await expect(firstLegs.nth(i)).toContainText(d.absences.badgeBy.parent);
    const secondLegs = caretaker.getByRole("list", { name: r.legsLabelTomorrow(second.kidName) }).getByRole("listitem");
    await expect(secondLegs.first()).toContainText(r.states.notYet);
    await expect(caretaker.getByRole("list", { name: r.legsLabelTomorrow(second.kidName) }).getByText(d.absences.badgeBy.parent)).toHaveCount(0);
    await expect(caretaker.getByRole("button", { name: r.record, exact: true })).toHaveCount(0);
    await caretaker.screenshot({ path: testInfo.outputPath("run-sheet-tomorrow-360.png"), fullPage: true });
    // A reload keeps the day (it is in the address).
    await caretaker.reload();
    await expect(caretaker.getByRole("heading", { name: r.titleTomorrow })).toBeVisible();
    await caretaker.context().close();
  });

  await test.step("the caretaker's routes page shows it too, and marks the other kid not at the stop today", async () => {
    const caretaker = await newPage(browser, baseURL, 360, 740);
    await submitLogin(caretaker, world.caretaker.phone, world.caretaker.password);
    await dashboardTile(caretaker, messages.dashboards.tiles.caretakerKidDetails).click();
    await caretaker.locator("label", { hasText: d.absences.tomorrow }).click();
    await expect(caretaker.getByRole("radio", { name: d.absences.tomorrow })).toBeChecked();
    const badge = `${d.absences.badgeBy.parent} · ${d.legs.homePickup}`;
    await expect(caretaker.getByRole("listitem").filter({ hasText: first.kidName }).getByText(badge)).toBeVisible();
    await expect(caretaker.getByRole("listitem").filter({ hasText: second.kidName }).getByText(badge)).toHaveCount(0);
    await caretaker.locator("label", { hasText: d.absences.today }).click();
    await caretaker.getByRole("listitem").filter({ hasText: second.kidName }).getByRole("button", { name: d.absences.notAtStop }).click();
    await caretaker.getByRole("dialog", { name: d.absences.notAtStop }).getByRole("button", { name: d.absences.confirm }).click();
    await expect(toast(caretaker, d.absences.notAtStopSaved(second.kidName))).toBeVisible();
    await expect(caretaker.getByRole("listitem").filter({ hasText: second.kidName }).getByText(`${d.absences.badgeBy.caretaker} · ${d.legs.homePickup}`)).toBeVisible();
    await caretaker.screenshot({ path: testInfo.outputPath("caretaker-absences-360.png"), fullPage: true });
    await caretaker.context().close();
  });

  await test.step("the admin's Today board: 1 of 2 picked up, 1 absent, nobody missing the pickup", async () => {
    await admin.goto("/admin-dashboard");
    await dashboardTile(admin, d.board.tile).click();
    await expect(admin).toHaveURL(urlOf("/admin-dashboard/today"));
    const row = admin.getByRole("table", { name: d.board.title }).getByRole("row").filter({ hasText: world.routeName });
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText("2");
    await expect(cells.nth(1)).toContainText("1 / 2");
    await expect(cells.nth(2)).toContainText("0 / 2");
    await expect(cells.nth(2)).toContainText(first.kidName);
    await expect(cells.nth(5)).toContainText("1");
    await expect(cells.nth(5)).toContainText(second.kidName);
    await admin.screenshot({ path: testInfo.outputPath("day-board-1366.png"), fullPage: true });
  });

  await test.step("the admin's audit log, searched by the father's name, reads his consent and the absence as sentences", async () => {
    await admin.goto("/admin-dashboard/audit-log");
    await admin.getByRole("searchbox", { name: messages.audit.filters.who }).fill(first.father.name);
    await admin.getByRole("button", { name: messages.audit.filters.apply }).click();
    // The view is in the URL, so it can be bookmarked and shared.
    await expect(admin).toHaveURL(new RegExp(`who=${encodeURIComponent(first.father.name).replace(/%20/g, "(\\+|%20)")}`));
    const legs = Object.values(messages.attendance.screens.sectionTitles).join(", ");
    await expect(admin.getByRole("cell", { name: new RegExp(`^${first.father.name} marked ${first.kidName} absent on \\d{2}-\\d{2}-\\d{4}: ${legs}$`) })).toBeVisible();
    await expect(admin.getByRole("cell", { name: new RegExp(`^${first.father.name} accepted the privacy notice`) })).toBeVisible();
    await expect(admin.getByRole("cell", { name: messages.audit.entities["kid-absence"], exact: true })).toBeVisible();
    // Only his entries: nobody else's name in the Who column.
    const main = await admin.getByRole("table", { name: messages.audit.tableLabel }).innerText();
    expect(main).not.toContain(ADMIN.name);
  });
  await father.context().close();
  await admin.context().close();
});
