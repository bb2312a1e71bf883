// Helpers for the driver, caretaker and enquiry journeys: unique identities per test, the admin's
// bearer token, API shortcuts for setting up data a journey only needs to exist, logout, and
// "this picture really loaded" checks.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { API, messages } from "@app/contracts";
import { accountMenu, toast } from "./fixtures";
import { jpegFile, pngFile, type FilePayload } from "./images";

let counter = 0;

/**
 * Digits that no other test of this run gets: the time of day in ms (6 digits), the worker's
 * index and a per-worker counter. Workers start within the same run, so together they are unique.
 */
export function uniqueDigits(testInfo: TestInfo): string {
  counter = (counter + 1) % 100;
  const time = String(Date.now() % 1_000_000).padStart(6, "0");
  return `${time}${testInfo.parallelIndex % 10}${String(counter).padStart(2, "0")}`;
}

export interface StaffIdentity {
  name: string;
  email: string;
  /** 10 digits starting 6-8 (valid Indian mobile; never the admin's 98765…). */
  phone: string;
  alternatePhone: string;
  /** 12 digits, shown only as "XXXX XXXX <last 4>". */
  aadhaar: string;
  aadhaarLast4: string;
  password: string;
}

/** A fresh name, email, phone numbers, Aadhaar and password for one driver or caretaker. */
export function newStaff(testInfo: TestInfo, kind: "driver" | "caretaker"): StaffIdentity {
  const digits = uniqueDigits(testInfo); // 9 digits
  const first = kind === "driver" ? "7" : "8";
  const aadhaar = `4${digits}27`;
  const tag = digits.slice(-5);
  return {
    name: kind === "driver" ? `Ravi Driver ${tag}` : `Lakshmi Carer ${tag}`,
    email: `${kind}.${digits}@example.com`,
    phone: `${first}${digits}`,
    alternatePhone: `6${digits}`,
    aadhaar,
    aadhaarLast4: aadhaar.slice(-4),
    password: `Pass@${digits.slice(-4)}word`,
  };
}

/** "XXXX XXXX 1234": how every screen shows an Aadhaar number. */
export const maskedAadhaar = (last4: string) => `XXXX XXXX ${last4}`;

/** yyyy-mm-dd, `years` before today (the browser runs in Asia/Kolkata; a day either way does not matter here). */
export function isoDateYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The bearer token of whoever is logged in on this page. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token, "a logged-in session stores its token").toBeTruthy();
  return token!;
}

/** Logs out through the account menu of the navigation bar and waits for /home. */
export async function logout(page: Page, displayName: string) {
  await accountMenu(page, displayName).click();
  await page.getByRole("menuitem", { name: messages.common.nav.logout }).click();
  await expect(toast(page, messages.auth.logout.success)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/?(?:[?#].*)?$/);
}

/** Waits until the <img> has really loaded its picture (not the default fallback image). */
export async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).not.toHaveAttribute("data-fallback", "true");
  await expect
    .poll(async () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: "the image loads from the server",
    })
    .toBe(true);
  await expect(image).not.toHaveAttribute("data-fallback", "true");
}

/** The table row (role "row") that shows this text, e.g. a unique email. */
export function rowWith(page: Page | Locator, text: string): Locator {
  return page.getByRole("row").filter({ hasText: text });
}

function multipart(fields: Record<string, string>, files: Record<string, FilePayload>) {
  return { ...fields, ...files };
}

/** Creates a driver through POST create-driver-profile (admin token), for journeys that only need one to exist. */
export async function createDriverViaApi(request: APIRequestContext, adminToken: string, who: StaffIdentity) {
  const response = await request.post(API.createDriver, {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: multipart(
      {
        name: who.name,
        dob: isoDateYearsAgo(35),
        email: who.email,
        bloodGroup: "O+",
        status: "active",
        password: who.password,
        phoneNumber: who.phone,
        aadharNo: who.aadhaar,
        experience: "7",
        dlNo: "AP07 20100012345",
        address: "12-3-45, Brodipet, Guntur",
        prevCompanyName: "Sri Sai Travels",
        alternatePhone: who.alternatePhone,
      },
      {
        profilePicture: await jpegFile("photo"),
        aadharFrontImage: await jpegFile("aadhar-front"),
        aadharBackImage: await pngFile("aadhar-back"),
        dlFrontImage: await jpegFile("dl-front"),
        dlBackImage: await pngFile("dl-back"),
      },
    ),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Creates a caretaker through POST /api/caretaker/create (admin token). */
export async function createCaretakerViaApi(request: APIRequestContext, adminToken: string, who: StaffIdentity) {
  const response = await request.post(API.createCaretaker, {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: multipart(
      {
        name: who.name,
        phoneNumber: who.phone,
        alternatePhoneNumber: who.alternatePhone,
        email: who.email,
        dob: isoDateYearsAgo(32),
        password: who.password,
        aadharNo: who.aadhaar,
        address: "7-1-20, Lakshmipuram, Guntur",
        aadharAddress: "7-1-20, Lakshmipuram, Guntur",
      },
      {
        profilePicture: await jpegFile("photo"),
        aadharFrontImage: await jpegFile("aadhar-front"),
        aadharBackImage: await pngFile("aadhar-back"),
      },
    ),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A tile of the dashboard's tile grid (not a same-named link of the navigation bar). */
export function dashboardTile(page: Page, name: string): Locator {
  return page.getByRole("list", { name: messages.dashboards.tilesLabel }).getByRole("link", { name, exact: true });
}
