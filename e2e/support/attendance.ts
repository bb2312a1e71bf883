// Helpers for the attendance-capture journeys (issue 6): a route world seeded through the API (a
// route, a driver, a caretaker and kids on one assignment; the fathers with a password), the
// caretaker's capture flow on the phone, and the admin's / parent's reads of the attendance API
// made by a logged-in page (its own token).
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { API, messages, todayInIndia, type AttendanceType, type KidAttendanceDay, type KidAttendanceRecord } from "@app/contracts";
import { field, toast } from "./fixtures";
import { jpegFile } from "./images";
import { createKidViaApi, newFamily, setPasswordViaApi, type Family } from "./kids";
import { outboxSnapshot, waitForPasswordLink } from "./outbox";
import { createCaretakerViaApi, createDriverViaApi, newStaff, uniqueDigits, type StaffIdentity } from "./staff";

const a = messages.attendance;

/** The launch flags of playwright.config.ts plus Chromium's fake camera, which needs no prompt. */
export const FAKE_MEDIA_FLAGS = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];

/** Guntur, where the vans run. */
export const GUNTUR = { latitude: 16.3067, longitude: 80.4365 };

export interface RouteWorld {
  routeName: string;
  driver: StaffIdentity;
  caretaker: StaffIdentity;
  families: Family[];
  kidUuids: string[];
}

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>) {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/**
 * Seeds one route carrying `kids` new kids (each with its own family; the fathers set their
 * password from the invitation), a driver and a caretaker on one assignment. Admin token.
 */
export async function seedRouteWorld(
  request: APIRequestContext,
  adminToken: string,
  dataDir: string,
  testInfo: TestInfo,
  kids = 1,
  /** The run the route rides: a caretaker records only that run's legs (docs/decisions/0231). */
  run: "morning" | "afternoon" = "morning",
): Promise<RouteWorld> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const driver = newStaff(testInfo, "driver");
  const caretaker = newStaff(testInfo, "caretaker");
  await createDriverViaApi(request, adminToken, driver);
  await createCaretakerViaApi(request, adminToken, caretaker);

  const before = outboxSnapshot(dataDir);
  const families: Family[] = [];
  const kidUuids: string[] = [];
  for (let i = 0; i < kids; i++) {
    const family = newFamily(testInfo);
    families.push(family);
    kidUuids.push((await createKidViaApi(request, adminToken, family)).uuid);
  }
  for (const family of families) {
    const { link } = await waitForPasswordLink(dataDir, family.father.email, before);
    await setPasswordViaApi(request, link, family.father.password);
  }

  const routeName = `Brodipet Run ${uniqueDigits(testInfo)}`;
  const route = await ok(
    await request.post(API.createRoute, {
      headers,
      data: {
        from: "Brodipet",
        to: "Sri Chaitanya School, Arundelpet",
        name: routeName,
        type: "Shortest",
        distance: 12.5,
        estimatedTime: 40,
        stops: ["Brodipet 4th Line", "Lakshmipuram", "Arundelpet"],
        description: "Morning pickup from Brodipet to the school.",
        subRoutes: [{ name: "Lakshmipuram loop", distance: 2.5, estimatedTime: 10, stops: ["Lakshmipuram Main Road", "Vidya Nagar"] }],
      },
    }),
  );

  const drivers = (await ok(await request.get(API.allDrivers, { headers }))).data.allDrivers as { uuid: string; email: string }[];
  const caretakers = (await ok(await request.get(API.allCaretakers, { headers }))).data as { uuid: string; email: string }[];
  const driverUuid = drivers.find((d) => d.email === driver.email)?.uuid;
  const caretakerUuid = caretakers.find((c) => c.email === caretaker.email)?.uuid;
  expect(driverUuid, "the new driver is listed").toBeTruthy();
  expect(caretakerUuid, "the new caretaker is listed").toBeTruthy();

  const assignment = await request.post(API.createKidRoute, {
    headers,
    data: { route_name: routeName, route_uuid: route.data.uuid, kids_uuids: kidUuids, driver_uuid: driverUuid, caretaker_uuid: caretakerUuid, run },
  });
  expect(assignment.status(), await assignment.text()).toBe(201);
  return { routeName, driver, caretaker, families, kidUuids };
}

/** GET made by the page itself with its session token: status, content type and (JSON) body. */
export async function getFromPage(page: Page, path: string): Promise<{ status: number; contentType: string; body: unknown; bytes: number }> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem("token");
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: "no-store" });
    const contentType = response.headers.get("content-type") ?? "";
    if (contentType.includes("json")) return { status: response.status, contentType, body: await response.json(), bytes: 0 };
    const buffer = await response.arrayBuffer();
    return { status: response.status, contentType, body: null, bytes: buffer.byteLength };
  }, path);
}

/** Every attendance record of this kid in GET /api/v1/kid-attendance/all (admin page). */
export async function recordsOfKid(adminPage: Page, kidUuid: string): Promise<KidAttendanceRecord[]> {
  const all = await getFromPage(adminPage, API.allKidAttendance);
  expect(all.status, "GET kid-attendance/all").toBe(200);
  return (all.body as { data: KidAttendanceRecord[] }).data.filter((r) => r.userProfileUuid === kidUuid);
}

/** GET /api/v1/kid-attendance/{kid}/date/{date} as whoever is logged in on the page. */
export async function dayOfKid(page: Page, kidUuid: string, date: string): Promise<KidAttendanceDay> {
  const day = await getFromPage(page, API.kidAttendanceByDate(kidUuid, date));
  expect(day.status, `GET kid-attendance/${kidUuid}/date/${date}: ${JSON.stringify(day.body)}`).toBe(200);
  return day.body as KidAttendanceDay;
}

/** The bytes of a file the page's user may see, fetched by the page with its session token. */
export async function fileBytesFromPage(page: Page, path: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const token = localStorage.getItem("token");
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: "no-store" });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let text = "";
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, path);
  return Buffer.from(base64, "base64");
}

/**
 * Keeps, in the page, a copy of every file part the app posts as `field` (Playwright gives no body
 * for a multipart request built from Blobs); `sentFiles` reads them back. Call before the page
 * loads the app.
 */
export async function recordPostedFiles(page: Page, field: string): Promise<void> {
  await page.addInitScript((name) => {
    const sent: string[] = [];
    (window as unknown as { __sentFiles: string[] }).__sentFiles = sent;
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get(name) : null;
      if (file instanceof Blob) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        let text = "";
        for (const b of bytes) text += String.fromCharCode(b);
        sent.push(btoa(text));
      }
      return original(input, init);
    };
  }, field);
}

/** The file parts recordPostedFiles kept, oldest first. */
export async function sentFiles(page: Page): Promise<Buffer[]> {
  const sent = await page.evaluate(() => (window as unknown as { __sentFiles?: string[] }).__sentFiles ?? []);
  return sent.map((b) => Buffer.from(b, "base64"));
}

/** The photo at `photoUrl` is served to this page's user as a non-empty JPEG. */
export async function expectJpegServed(page: Page, photoUrl: string) {
  const photo = await getFromPage(page, photoUrl);
  expect(photo.status, `GET ${photoUrl}`).toBe(200);
  expect(photo.contentType).toMatch(/^image\/jpeg/);
  expect(photo.bytes).toBeGreaterThan(1000);
}

/** The kid's big button on the caretaker's kid-details screen. */
export function kidButton(page: Page, kidName: string): Locator {
  // The name starts with the kid's; other buttons only mention it ("Record Home Pickup for …").
  return page.getByRole("main").getByRole("button", { name: new RegExp(`^${kidName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`) });
}

/**
 * On /caretaker-dashboard/caretakerkiddetails: tap the kid, answer Yes, capture a frame of the
 * (fake) camera, choose the type and pickup time and Submit. Returns the Capture Details dialog
 * (closed by then). Does not wait for a toast: the caller knows whether the phone is online.
 */
export async function captureAttendance(page: Page, kidName: string, type: AttendanceType, pickupTime: string): Promise<Locator> {
  await kidButton(page, kidName).click();
  const confirm = page.getByRole("dialog", { name: a.confirm.question(kidName) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: a.confirm.yes, exact: true }).click();
  await expect(confirm).toBeHidden();
  return completeCapture(page, kidName, type, pickupTime);
}

/** The open Capture Details dialog: capture a frame of the fake camera, set type and time, Submit. */
export async function completeCapture(page: Page, kidName: string, type: AttendanceType, pickupTime: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: a.capture.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(a.capture.kid(kidName), { exact: true })).toBeVisible();
  // The fake camera plays in the preview; the granted geolocation is found.
  const preview = dialog.getByLabel(a.capture.cameraPreview);
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth), { message: "the camera stream plays" })
    .toBeGreaterThan(0);
  await expect(dialog.getByText(/Location found/)).toBeVisible();

  const submit = dialog.getByRole("button", { name: a.capture.submit, exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByRole("button", { name: a.capture.capture, exact: true }).click();
  await expect(dialog.getByRole("img", { name: a.capture.capturedPhotoAlt(kidName) })).toBeVisible();
  await expect(dialog.getByRole("button", { name: a.capture.retake, exact: true })).toBeVisible();

  await field(dialog, a.capture.typeLabel).selectOption(type);
  // The time field is named for the leg ("Drop time" for drops); no raw kid id is shown (issue 9).
  await setCaptureTime(dialog, a.capture.timeLabel(type), pickupTime);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  return dialog;
}

/** The success toast of spec §8 for this type, the leg in words ("Attendance for Home Pickup submitted successfully"). */
export const submittedToast = (page: Page, type: AttendanceType) => toast(page, a.toasts.submitted(a.typeLabels[type]));

/** The banner's live region (role=status) with the waiting count. */
export const queueStatus = (page: Page) => page.getByRole("status").filter({ hasText: /captures? waiting to be sent|All waiting captures/ });

/**
 * The capture's time picker (12-hour boxes: hours named for the leg, minutes, AM/PM; issue 11)
 * set to a wire time "HH:mm", 24-hour. `labels` are the reader's language's texts.
 */
export async function setCaptureTime(
  dialog: Locator,
  hoursLabel: string,
  time: string,
  labels: { minutes: string; amPm: string; am: string; pm: string } = {
    minutes: a.capture.minutesLabel,
    amPm: a.capture.amPmLabel,
    am: a.capture.amPm.am,
    pm: a.capture.amPm.pm,
  },
) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  await dialog.getByRole("spinbutton", { name: hoursLabel }).fill(String(h % 12 === 0 ? 12 : h % 12));
  await dialog.getByRole("spinbutton", { name: labels.minutes, exact: true }).fill(String(m).padStart(2, "0"));
  await dialog.getByRole("combobox", { name: labels.amPm, exact: true }).selectOption({ label: h < 12 ? labels.am : labels.pm });
}

/** A homePickup capture at 07:41 today, sent the way the caretaker's phone sends it, with the caretaker's own login. */
export async function captureViaApi(request: APIRequestContext, phone: string, password: string, kidUuid: string) {
  const login = await request.post(API.login, { data: { identifier: phone, password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).token as string;
  const photo = await jpegFile("photo", 320, 240);
  const res = await request.post(API.captureKidAttendance, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      userProfileUuid: kidUuid,
      date: todayInIndia(),
      type: "homePickup",
      pickupTime: "07:41",
      latitude: String(GUNTUR.latitude),
      longitude: String(GUNTUR.longitude),
      photo: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo.buffer },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
