// Spec §2.16, §4 (capture flow), §8 Attendance, §9 (attendance types, camera); issue 6 "Tests";
// decisions.md §3 (attendance that is never lost). The caretaker works on a phone-sized screen with
// Chromium's fake camera and a granted geolocation; the admin and the father read what arrived.
import { acceptPrivacyNotice } from "../support/privacy";
import type { Browser, Locator, Page } from "@playwright/test";
import { API, ATTENDANCE_CAPTURE, formatCourseTime12, todayInIndia } from "@app/contracts";
import {
  FAKE_MEDIA_FLAGS,
  GUNTUR,
  captureAttendance,
  dayOfKid,
  expectJpegServed,
  queueStatus,
  recordsOfKid,
  seedRouteWorld,
  submittedToast,
  fileBytesFromPage,
  recordPostedFiles,
  sentFiles,
} from "../support/attendance";
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { indianDate } from "../support/kids";
import { dashboardTile, expectImageLoaded, rowWith, sessionToken } from "../support/staff";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/browser";

const a = messages.attendance;
const screens = messages.attendance.screens;
const tiles = messages.dashboards.tiles;

// The standard launch flags of playwright.config.ts plus the fake camera (this spec only).
test.use({
  launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...FAKE_MEDIA_FLAGS] },
  permissions: ["camera", "geolocation"],
  geolocation: GUNTUR,
  viewport: { width: 360, height: 740 },
});

/** The Home Pickup leg in `area`: its photo really loads, its time and a map link to Guntur. */
async function expectLeg(area: Locator, kidName: string, time: string) {
  const leg = area.getByRole("region", { name: screens.sectionTitles.homePickup, exact: true });
  await expectImageLoaded(leg.getByRole("img", { name: screens.photoAlt(screens.sectionTitles.homePickup, kidName) }));
  // Shown the one way times are read (12-hour, issue 11).
  await expect(leg).toContainText(formatCourseTime12(time));
  await expect(leg.getByRole("link", { name: screens.mapLinkLabel(screens.sectionTitles.homePickup) })).toHaveAttribute(
    "href",
    new RegExp(`maps\\.google\\.com/\\?q=${GUNTUR.latitude}[0-9]*,${GUNTUR.longitude}`),
  );
}

/** A desktop page in a context of its own, logged in as the admin. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}

/** The caretaker logs in by phone and opens CareTaker KidDetails from the dashboard. */
async function openKidDetails(page: Page, phone: string, password: string) {
  await submitLogin(page, phone, password);
  await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
  await dashboardTile(page, tiles.caretakerKidDetails).click();
  await expect(page).toHaveURL(urlOf("/caretaker-dashboard/caretakerkiddetails"));
}

test.describe("attendance capture", () => {
  test("the caretaker captures a homePickup on the phone; the admin sees it in the table and by kid and date with the photo; the father sees it on his Kid Profile", async ({
    page,
    browser,
    baseURL,
    dataDir,
  }, testInfo) => {
    const admin = await adminPage(browser, baseURL);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 1);
    const [family] = world.families;
    const [kidUuid] = world.kidUuids;
    const today = todayInIndia();
    let sentThumb: Buffer | null = null;

    await test.step("the caretaker captures a homePickup", async () => {
      await recordPostedFiles(page, ATTENDANCE_CAPTURE.thumbField);
      await openKidDetails(page, world.caretaker.phone, world.caretaker.password);
      await expect(page.getByRole("main").getByText(world.routeName).first()).toBeVisible();
      const posted = page.waitForResponse((r) => r.url().endsWith(API.captureKidAttendance) && r.request().method() === "POST");
      await captureAttendance(page, family.kidName, "homePickup", "07:45");
      const response = await posted;
      expect(response.status(), await response.text()).toBe(201);
      expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
      // The phone drew the photo's thumbnail from the same frame and sent it along (decision 0206).
      const thumbs = await sentFiles(page);
      expect(thumbs, "the thumb part").toHaveLength(1);
      sentThumb = thumbs[0]!;
      expect(sentThumb.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      await expect(submittedToast(page, "homePickup")).toBeVisible();
      await expect(queueStatus(page).filter({ hasText: /waiting to be sent/ })).toHaveCount(0);
    });

    await test.step("the admin finds one record of today with the photo, in the list and by kid and date", async () => {
      const records = await recordsOfKid(admin, kidUuid);
      expect(records).toHaveLength(1);
      const [record] = records;
      expect(record.date).toBe(today);
      expect(record.kidName).toBe(family.kidName);
      expect(record.homePickup, "the homePickup section").not.toBeNull();
      expect(record.homePickup!.time).toBe("07:45");
      expect(record.homePickup!.latitude).toBeCloseTo(GUNTUR.latitude, 3);
      expect(record.homePickup!.longitude).toBeCloseTo(GUNTUR.longitude, 3);
      expect(record.homePickup!.capturedBy).toBe(world.caretaker.name);
      for (const leg of ["InstituteDrop", "InstitutePickup", "homeDrop"] as const) expect(record[leg], leg).toBeNull();

      const day = await dayOfKid(admin, kidUuid, today);
      expect(day.uuid).toBe(record.uuid);
      expect(day.homePickup?.photoUrl).toBe(record.homePickup!.photoUrl!);
      await expectJpegServed(admin, day.homePickup!.photoUrl!);
      // The server stored the phone's thumbnail: its image data byte for byte (the metadata segments
      // Chromium writes are removed), not one the server drew.
      const imageData = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
      const served = await fileBytesFromPage(admin, day.homePickup!.photoThumbUrl!);
      expect(imageData(served).equals(imageData(sentThumb!))).toBe(true);
    });

    await test.step("on /admin-dashboard/kidattendance: the table row, and Get Kid Attendance By Date with the photo", async () => {
      await admin.goto("/admin-dashboard/kidattendance");
      const row = rowWith(admin.getByRole("table", { name: screens.tableLabel }), family.kidName);
      await expect(row).toBeVisible();
      await expect(row).toContainText(indianDate(today));
      await expect(row).toContainText("7:45 AM");

      await admin.getByRole("button", { name: screens.getByDate, exact: true }).click();
      const lookup = admin.getByRole("dialog", { name: screens.getByDate });
      await field(lookup, screens.kidLabel).selectOption({ label: family.kidName });
      await field(lookup, screens.dateLabel).fill(today);
      // Leave the date field so its calendar closes and uncovers the button below it.
      await field(lookup, screens.dateLabel).press("Tab");
      await lookup.getByRole("button", { name: screens.show, exact: true }).click();
      await expect(lookup.getByText(screens.lookupResult(family.kidName, indianDate(today)), { exact: true })).toBeVisible();
      await expectLeg(lookup, family.kidName, "07:45");
    });

    await test.step("the father logs in and sees today's homePickup of his kid", async () => {
      const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
      const father = await context.newPage();
      await submitLogin(father, family.father.mobile, family.father.password);
      await expect(father).toHaveURL(urlOf("/parent-dashboard"));
      // His consent opens the capture photos of his kid to him (docs/decisions/0110).
      await acceptPrivacyNotice(father);
      await dashboardTile(father, tiles.kidProfile).click();
      await expect(father).toHaveURL(urlOf("/parent-dashboard/kidprofile"));
      await expect(father.getByRole("main").getByRole("heading", { name: family.kidName, exact: true })).toBeVisible();
      const todayBlock = father.getByRole("region", { name: screens.todayTitle });
      await expectLeg(todayBlock, family.kidName, "07:45");
      // Each leg not captured says its state as every screen does (docs/decisions/0242): the kid
      // rides the morning run only, so its drop is still to come and the afternoon has no route.
      const legRegion = (leg: "InstituteDrop" | "InstitutePickup" | "homeDrop") => todayBlock.getByRole("region", { name: screens.sectionTitles[leg], exact: true });
      await expect(legRegion("InstituteDrop")).toContainText(messages.day.home.stillToCome);
      for (const leg of ["InstitutePickup", "homeDrop"] as const) await expect(legRegion(leg)).toContainText(messages.day.home.notRiding);
      // And the API answers the father the same (his own kid only).
      const day = await dayOfKid(father, kidUuid, today);
      expect(day.homePickup?.time).toBe("07:45");
      await expectJpegServed(father, day.homePickup!.photoUrl!);
      await context.close();
    });
    await admin.context().close();
  });

  test("offline, two captures wait on the phone; after reconnecting both arrive exactly once", async ({ page, context, browser, baseURL, dataDir }, testInfo) => {
    const admin = await adminPage(browser, baseURL);
    const world = await seedRouteWorld(admin.request, await sessionToken(admin), dataDir, testInfo, 2);
    const [kidA, kidB] = world.families;
    const today = todayInIndia();

    const posts: { key: string; status: number }[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(API.captureKidAttendance) && r.request().method() === "POST") {
        posts.push({ key: r.request().headers()["idempotency-key"] ?? "", status: r.status() });
      }
    });

    await openKidDetails(page, world.caretaker.phone, world.caretaker.password);
    await expect(page.getByRole("main").getByText(world.routeName).first()).toBeVisible();

    await test.step("the network is cut: both captures are kept on the phone", async () => {
      await context.setOffline(true);
      await captureAttendance(page, kidA.kidName, "homePickup", "07:40");
      await expect(toast(page, a.toasts.savedOnPhone).first()).toBeVisible();
      await expect(queueStatus(page)).toHaveText(a.queue.waiting(1));
      await captureAttendance(page, kidB.kidName, "instituteDrop", "08:20");
      await expect(queueStatus(page)).toHaveText(a.queue.waiting(2));
      await expect(page.getByText(a.queue.offline)).toBeVisible();
      expect(posts.filter((p) => p.status >= 200 && p.status < 300)).toHaveLength(0);
    });

    await test.step("the connection returns: the queue empties by itself", async () => {
      await context.setOffline(false);
      await expect(queueStatus(page).filter({ hasText: /waiting to be sent/ })).toHaveCount(0, { timeout: 30_000 });
      await expect(queueStatus(page)).toHaveText(a.queue.allSent);
      const accepted = posts.filter((p) => p.status === 201);
      expect(accepted, JSON.stringify(posts)).toHaveLength(2);
      expect(new Set(accepted.map((p) => p.key)).size).toBe(2);
    });

    await test.step("reopening the screen sends nothing again", async () => {
      await page.reload();
      await expect(page.getByRole("main").getByText(world.routeName).first()).toBeVisible();
      await page.waitForTimeout(1500);
      expect(posts.filter((p) => p.status === 201)).toHaveLength(2);
      await expect(queueStatus(page).filter({ hasText: /waiting to be sent/ })).toHaveCount(0);
    });

    await test.step("the admin finds exactly one record per kid with the captured leg", async () => {
      const [uuidA, uuidB] = world.kidUuids;
      const recordsA = await recordsOfKid(admin, uuidA);
      const recordsB = await recordsOfKid(admin, uuidB);
      expect(recordsA).toHaveLength(1);
      expect(recordsB).toHaveLength(1);
      expect(recordsA[0].date).toBe(today);
      expect(recordsB[0].date).toBe(today);
      expect(recordsA[0].homePickup?.time).toBe("07:40");
      expect(recordsA[0].InstituteDrop).toBeNull();
      expect(recordsB[0].InstituteDrop?.time).toBe("08:20");
      expect(recordsB[0].homePickup).toBeNull();
      await expectJpegServed(admin, recordsA[0].homePickup!.photoUrl!);
      await expectJpegServed(admin, recordsB[0].InstituteDrop!.photoUrl!);
    });
    await admin.context().close();
  });
});
