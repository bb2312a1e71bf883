// The steps the driver and caretaker journeys share: the admin's create/edit dialogs and the view
// of one member, the member's own profile after logging in, and the member being kept out of the
// admin's list. Each spec keeps what only its kind has (fields, texts, tiles, paths).
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ADMIN, expect, loginAsAdmin, messages, submitLogin, toast, urlOf } from "./fixtures";
import { dashboardTile, expectImageLoaded, logout, maskedAadhaar, sessionToken, type StaffIdentity } from "./staff";

const ui = messages.staff.ui;

/** A kind's admin table (its accessible name is the kind's title). */
export const staffTable = (page: Page, title: string) => page.getByRole("table", { name: title });

/** The admin logs in by email, opens the kind's screen through its dashboard tile and its Add dialog. */
export async function adminOpensAddDialog(page: Page, screen: { tile: string; path: string; addButton: string; createTitle: string }) {
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  await dashboardTile(page, screen.tile).click();
  await expect(page).toHaveURL(urlOf(screen.path));
  await page.getByRole("button", { name: screen.addButton, exact: true }).click();
  return page.getByRole("dialog", { name: screen.createTitle });
}

/** The member's row: name, phone, these texts, the thumbnail really loaded; delete shown but disabled (spec §2.12). */
export async function expectStaffRow(row: Locator, who: StaffIdentity, texts: string[]) {
  await expect(row).toBeVisible();
  await expect(row).toContainText(who.name);
  await expect(row).toContainText(who.phone);
  for (const text of texts) await expect(row).toContainText(text);
  await expectImageLoaded(row.locator("img"));
  await expect(row.getByRole("button", { name: ui.actions.delete })).toBeDisabled();
}

/** No clear Aadhaar number anywhere in this part of the page. */
export async function expectNoClearAadhaar(area: Locator, who: StaffIdentity) {
  const text = await area.innerText();
  expect(text).not.toContain(who.aadhaar);
  expect(text).not.toMatch(/\d{12}/);
}

/** The create or edit dialog's save: the call succeeds, its toast shows and the dialog closes. */
export async function saveStaffDialog(
  page: Page,
  dialog: Locator,
  save: { button: string; path: string; method: "POST" | "PUT"; success: string; call: string },
) {
  const response = page.waitForResponse((r) => r.url().includes(save.path) && r.request().method() === save.method);
  await dialog.getByRole("button", { name: save.button, exact: true }).click();
  expect((await response).ok(), `${save.call} succeeds`).toBe(true);
  await expect(toast(page, save.success)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * The view of one member: the name, the Aadhaar number only masked, these texts, and the photo and
 * these identity documents really loaded. Answers the photo's address, to compare after an edit.
 */
export async function expectStaffView(dialog: Locator, who: StaffIdentity, shown: { texts: string[]; documents: string[] }) {
  await expect(dialog.getByRole("heading", { name: who.name })).toBeVisible();
  await expect(dialog.getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();
  for (const text of shown.texts) await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await expectNoClearAadhaar(dialog, who);
  const photo = dialog.getByRole("img", { name: ui.photoAlt(who.name) });
  await expectImageLoaded(photo);
  for (const label of shown.documents) {
    await expectImageLoaded(dialog.getByRole("img", { name: label, exact: true }));
  }
  return photo.getAttribute("src");
}

/**
 * The admin logs out and the member logs in with the phone number and the password set at
 * creation: their dashboard (with the kid tile), then their own profile through its tile.
 */
export async function memberOpensOwnProfile(page: Page, who: StaffIdentity, screens: { dashboard: string; kidTile: Locator; profileTile: Locator; profile: string }) {
  await logout(page, ADMIN.name);
  await submitLogin(page, who.phone, who.password);
  await expect(page).toHaveURL(urlOf(screens.dashboard));
  await expect(screens.kidTile).toBeVisible();
  await screens.profileTile.click();
  await expect(page).toHaveURL(urlOf(screens.profile));
}

/** The member's own profile: name, the Aadhaar number only masked, the address, the email and the photo. */
export async function expectOwnProfile(main: Locator, who: StaffIdentity, address: string) {
  await expect(main.getByRole("heading", { name: who.name, exact: true })).toBeVisible();
  await expect(main.getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();
  await expect(main.getByText(address, { exact: true })).toBeVisible();
  await expect(main.getByText(who.email, { exact: true })).toBeVisible();
  await expectImageLoaded(main.getByRole("img", { name: ui.photoAlt(who.name) }));
  await expectNoClearAadhaar(main, who);
}

/** The admin (by mobile) creates the member through the API and logs out; the member logs in by email. */
export async function memberLogsInByEmail(
  page: Page,
  who: StaffIdentity,
  createViaApi: (request: APIRequestContext, adminToken: string, who: StaffIdentity) => Promise<void>,
  dashboard: string,
) {
  await loginAsAdmin(page, ADMIN.mobile, ADMIN.password);
  await createViaApi(page.request, await sessionToken(page), who);
  await logout(page, ADMIN.name);
  await submitLogin(page, who.email, who.password);
  await expect(page).toHaveURL(urlOf(dashboard));
}

/** The server refuses the admin's list of this kind to whoever is logged in on the page. */
export async function expectListRefused(page: Page, listPath: string) {
  const list = await page.request.get(listPath, { headers: { Authorization: `Bearer ${await sessionToken(page)}` } });
  expect(list.status()).toBe(403);
}
