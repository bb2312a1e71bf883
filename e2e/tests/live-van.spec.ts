// "Where is the van?" (docs/decisions/0266): a kid rides an afternoon run in a van with a tracker; the
// office pins the kid's home; the caretaker's first capture puts the run on; a recorded track through
// Guntur (fixtures/guntur-van-track.json) is replayed to /api/v1/tracker as Traccar Client sends it
// (OsmAnd GET with the vehicle's trackerId). The parent, on a 360x740 phone, sees the van on a map
// and the ETA to the kid's stop; the office's Today board lists the van; after the home drop the
// van is gone from the parent's home. Screenshots (e2e/.tmp/screenshots/live-van/, attached too) in
// English, Telugu and Hindi at 360x740 and 1366x768; axe on each screen.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { API, LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LIVE_API, todayInIndia, type AttendanceType, type Language } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { GUNTUR, seedRouteWorld } from "../support/attendance";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, expect, field, loginAsAdmin, test, urlOf } from "../support/fixtures";
import { jpegFile } from "../support/images";
import type { Family } from "../support/kids";
import { wideElements } from "../support/layout";
import { acceptPrivacyNotice } from "../support/privacy";
import { textNotInScriptFont } from "../support/script-fonts";
import { sessionToken, uniqueDigits } from "../support/staff";

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "live-van");
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 768 };

interface TrackFix {
  offsetSeconds: number;
  lat: number;
  lon: number;
  speedKnots: number;
  bearing: number;
  accuracy: number;
  batt: number;
}
const track = (JSON.parse(readFileSync(join(process.cwd(), "fixtures", "guntur-van-track.json"), "utf8")) as { positions: TrackFix[] }).positions;
/** Lakshmipuram, where the track ends: the kid's home. */
const HOME = { lat: 16.2962, lng: 80.4329 };

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>) {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** India's clock now as "HH:MM" (the capture's time). */
const indiaClock = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(11, 16);

/** One leg captured the way the caretaker's phone sends it, with her own login. */
async function captureLeg(request: APIRequestContext, token: string, kidUuid: string, type: AttendanceType) {
  const photo = await jpegFile("photo", 320, 240);
  const res = await request.post(API.captureKidAttendance, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      userProfileUuid: kidUuid,
      date: todayInIndia(),
      type,
      pickupTime: indiaClock(),
      latitude: String(GUNTUR.latitude),
      longitude: String(GUNTUR.longitude),
      photo: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo.buffer },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Replays fixes `from`..`to` of the track to the tracker endpoint (OsmAnd GET, as Traccar Client
 * sends it), their times shifted so the last fix of the whole track is `end` (the van's "now").
 */
async function replay(request: APIRequestContext, trackerId: string, from: number, to: number, end: number) {
  const last = track[track.length - 1].offsetSeconds;
  for (const fix of track.slice(from, to)) {
    const timestamp = Math.floor((end - (last - fix.offsetSeconds) * 1000) / 1000);
    const query = new URLSearchParams({
      id: trackerId,
      lat: String(fix.lat),
      lon: String(fix.lon),
      timestamp: String(timestamp),
      speed: String(fix.speedKnots),
      bearing: String(fix.bearing),
      accuracy: String(fix.accuracy),
      batt: String(fix.batt),
    });
    const res = await request.get(`${LIVE_API.tracker}?${query}`);
    expect(res.status(), `fix at +${fix.offsetSeconds}s: ${await res.text()}`).toBeLessThan(300);
  }
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  expect(await wideElements(page), `${name}: elements wider than the window`).toEqual([]);
  const language = (await page.locator("html").getAttribute("lang"))?.slice(0, 2);
  if (language === "te" || language === "hi") expect(await textNotInScriptFont(page, language), `${name}: letters drawn as boxes`).toEqual([]);
}

async function parentPhone(browser: Browser, baseURL: string | undefined, language: Language, family: Family): Promise<Page> {
  const t = catalogueFor(language);
  const context = await browser.newContext({ baseURL, locale: `${language}-IN`, viewport: PHONE, timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await page.goto("/login");
  await field(page, t.auth.login.identifierLabel).fill(family.father.mobile);
  await field(page, t.auth.login.passwordLabel).fill(family.father.password);
  await page.getByRole("button", { name: t.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(urlOf("/parent-dashboard"));
  await acceptPrivacyNotice(page, t.privacy.notice);
  return page;
}

test("where is the van: the parent sees it and its ETA while the kid rides, the office sees every van", async ({ browser, baseURL, dataDir }, testInfo) => {
  test.setTimeout(300_000);
  const adminContext = await browser.newContext({ baseURL, locale: "en-IN", viewport: DESKTOP, timezoneId: "Asia/Kolkata" });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin, ADMIN.email, ADMIN.password);
  const adminToken = await sessionToken(admin);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const request = admin.request;
  const world = await seedRouteWorld(request, adminToken, dataDir, testInfo, 1, "afternoon");
  const family = world.families[0];
  const kidUuid = world.kidUuids[0];
  const registration = `AP07TA${uniqueDigits(testInfo).slice(-4)}`;

  let trackerId = "";
  await test.step("the office adds the van, puts it on the kid's assignment and pins the kid's home", async () => {
    const vehicle = (await ok(await request.post(LIVE_API.vehicles, { headers, data: { registrationNumber: registration, seats: 12 } }))).data as {
      uuid: string;
      trackerId: string;
    };
    trackerId = vehicle.trackerId;
    expect(trackerId.length).toBeGreaterThan(10);
    const assignments = (await ok(await request.get(`${API.allKidRoutes}?kidUuid=${kidUuid}`, { headers }))).data as {
      uuid: string;
      route_name: string;
      route_uuid: string;
      kids_uuids: string[];
      driver_uuid: string;
      caretaker_uuid: string;
      run: string;
    }[];
    const assignment = assignments.find((a) => a.route_name === world.routeName);
    expect(assignment, "the new assignment is listed").toBeTruthy();
    const { uuid, route_uuid, route_name, kids_uuids, driver_uuid, caretaker_uuid, run } = assignment!;
    await ok(
      await request.put(API.updateKidRoute(uuid), { headers, data: { route_uuid, route_name, kids_uuids, driver_uuid, caretaker_uuid, run, vehicle_uuid: vehicle.uuid } }),
    );
    await ok(await request.put(LIVE_API.kidHomePoint(kidUuid), { headers, data: HOME }));
  });

  const caretakerLogin = await ok(await request.post(API.login, { data: { identifier: world.caretaker.phone, password: world.caretaker.password } }));
  const caretakerToken = caretakerLogin.token as string;
  const en = catalogueFor("en").liveScreens;
  const parent = await parentPhone(browser, baseURL, "en", family);
  const card = parent.getByRole("region", { name: en.parent.title(family.kidName) });

  await test.step("before the trip the parent's home shows no van", async () => {
    await expect(parent.getByRole("region", { name: catalogueFor("en").day.home.kidToday(family.kidName) })).toBeVisible();
    const live = await parent.evaluate(async (path) => (await fetch(path, { headers: { Authorization: `Bearer ${localStorage.getItem("token")}` } })).json(), LIVE_API.kidLive(kidUuid));
    expect(live.data.active).toBe(false);
    await expect(card).toHaveCount(0);
  });

  await test.step("the pickup at the institute puts the run on; the first half of the track arrives: the parent sees the van and an ETA", async () => {
    await captureLeg(request, caretakerToken, kidUuid, "institutePickup");
    const end = Date.now();
    await replay(request, trackerId, 0, 20, end);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole("img", { name: en.parent.vanMarker })).toBeVisible();
    await expect(card.getByTestId("live-eta")).toHaveText(/^(\d+–\d+ min|About \d+ min)$/, { timeout: 20_000 });
    // The rest of the track: the van keeps coming, the card stays.
    await replay(request, trackerId, 20, track.length, end);
    await expect(card.getByRole("img", { name: en.parent.vanMarker })).toBeVisible();
    await parent.evaluate(() => window.scrollTo(0, 0));
    await shot(parent, testInfo, "en-parent-van-360");
    await expectNoSeriousA11yViolations(parent, "parent: the van card at 360x740");
    await parent.setViewportSize(DESKTOP);
    await shot(parent, testInfo, "en-parent-van-1366");
    await parent.setViewportSize(PHONE);
  });

  await test.step("the office's Today board lists the van with its caretaker and battery, and maps it", async () => {
    await admin.goto("/admin-dashboard/today");
    const vans = admin.getByRole("region", { name: en.board.title, exact: true });
    const row = vans.getByRole("row", { name: new RegExp(world.routeName) });
    await expect(row).toContainText(registration);
    await expect(row).toContainText(world.caretaker.name);
    await expect(row).toContainText(en.board.battery(track[track.length - 1].batt));
    await expect(vans.getByRole("region", { name: en.board.mapLabel })).toBeVisible();
    await shot(admin, testInfo, "en-office-vans-1366");
    await expectNoSeriousA11yViolations(admin, "admin: the Today board's vans at 1366x768");
    await admin.setViewportSize(PHONE);
    await expect(vans.getByRole("listitem", { name: world.routeName })).toContainText(registration);
    await shot(admin, testInfo, "en-office-vans-360");
    await expectNoSeriousA11yViolations(admin, "admin: the Today board's vans at 360x740");
  });

  await test.step("the parent's van card in Telugu and Hindi at 360x740 and 1366x768", async () => {
    let current: Language = "en";
    for (const language of ["te", "hi", "en"] as const) {
      // The account's language is kept across logins, so the parent switches it on the open home.
      await parent.getByRole("banner").getByRole("button", { name: new RegExp(`^${LANGUAGE_SHORT_NAMES[current]},`) }).click();
      await parent.getByRole("menuitem", { name: LANGUAGE_NAMES[language] }).click();
      await expect(parent.locator("html")).toHaveAttribute("lang", `${language}-IN`);
      current = language;
      if (language === "en") break;
      const t = catalogueFor(language).liveScreens;
      const localCard = parent.getByRole("region", { name: t.parent.title(family.kidName) });
      await expect(localCard).toBeVisible();
      await expect(localCard.getByRole("img", { name: t.parent.vanMarker })).toBeVisible();
      await parent.evaluate(() => window.scrollTo(0, 0));
      await shot(parent, testInfo, `${language}-parent-van-360`);
      await expectNoSeriousA11yViolations(parent, `parent (${language}): the van card at 360x740`);
      await parent.setViewportSize(DESKTOP);
      await shot(parent, testInfo, `${language}-parent-van-1366`);
      await parent.setViewportSize(PHONE);
    }
  });

  await test.step("after the home drop the van is gone from the parent's open home, without a reload", async () => {
    await expect(card).toBeVisible();
    await captureLeg(request, caretakerToken, kidUuid, "homeDrop");
    await expect(card).toHaveCount(0, { timeout: 20_000 });
    await expect(parent.getByRole("img", { name: en.parent.vanMarker })).toHaveCount(0);
  });

  await parent.context().close();
  await adminContext.close();
});
