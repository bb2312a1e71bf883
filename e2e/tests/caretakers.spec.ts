// Spec §2.7, §2.12, §2.16, §3.7, §5.10, §8 "Caretakers"; issue 3 "Caretakers"; decisions.md §3
// (Aadhaar masked everywhere), §4 (a caretaker cannot list caretakers).
import type { Locator, Page } from "@playwright/test";
import { API } from "@app/contracts";
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { jpegFile, pngFile } from "../support/images";
import {
  createCaretakerViaApi,
  dashboardTile,
  expectImageLoaded,
  isoDateYearsAgo,
  logout,
  maskedAadhaar,
  newStaff,
  rowWith,
  sessionToken,
  type StaffIdentity,
} from "../support/staff";

const c = messages.staff.caretakers;
const l = messages.staff.labels;
const ui = messages.staff.ui;
const tiles = messages.dashboards.tiles;

const caretakerTable = (page: Page) => page.getByRole("table", { name: c.title });

async function fillCaretakerForm(form: Locator, who: StaffIdentity) {
  await field(form, l.name).fill(who.name);
  await field(form, l.phoneNumber).fill(who.phone);
  await field(form, c.labels.alternatePhoneNumber).fill(who.alternatePhone);
  await field(form, l.email).fill(who.email);
  await field(form, l.dob).fill(isoDateYearsAgo(32));
  await field(form, l.password).fill(who.password);
  await field(form, l.aadharNo).fill(who.aadhaar);
  await field(form, l.address).fill("7-1-20, Lakshmipuram, Guntur");
  await field(form, c.labels.aadharAddress).fill("Door 7-1-20, Lakshmipuram, Guntur 522007");
  await field(form, l.profilePicture).setInputFiles(await jpegFile("caretaker-photo"));
  await field(form, l.aadharFrontImage).setInputFiles(await pngFile("aadhar-front"));
  await field(form, l.aadharBackImage).setInputFiles(await jpegFile("aadhar-back"));
}

async function expectNoClearAadhaar(area: Locator, who: StaffIdentity) {
  const text = await area.innerText();
  expect(text).not.toContain(who.aadhaar);
  expect(text).not.toMatch(/\d{12}/);
}

test.describe("caretakers", () => {
  test("admin creates a caretaker with all images, views and edits it; the caretaker logs in by phone and sees their own profile", async ({
    page,
  }, testInfo) => {
    const who = newStaff(testInfo, "caretaker");
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await dashboardTile(page, tiles.careTaker).click();
    await expect(page).toHaveURL(urlOf("/admin-dashboard/caretaker"));

    await page.getByRole("button", { name: c.addButton, exact: true }).click();
    const createDialog = page.getByRole("dialog", { name: c.createTitle });
    await fillCaretakerForm(createDialog, who);
    // Age is computed from the birth date as it is typed (spec §3.7).
    await expect(createDialog.getByText(`${l.age}: ${ui.years(32)}`)).toBeVisible();
    const created = page.waitForResponse((r) => r.url().includes(API.createCaretaker) && r.request().method() === "POST");
    await createDialog.getByRole("button", { name: c.submit, exact: true }).click();
    expect((await created).ok(), "caretaker/create succeeds").toBe(true);
    await expect(toast(page, c.createSuccess)).toBeVisible();
    await expect(createDialog).toBeHidden();

    const row = rowWith(caretakerTable(page), who.email);
    await expect(row).toBeVisible();
    await expect(row).toContainText(who.name);
    await expect(row).toContainText(who.phone);
    await expect(row).toContainText(ui.years(32));
    await expectImageLoaded(row.locator("img"));
    await expect(row.getByRole("button", { name: ui.actions.delete })).toBeDisabled();

    // View: name, masked Aadhaar, both addresses, photo and the Aadhaar images.
    await row.getByRole("button", { name: ui.actions.view }).click();
    const viewDialog = page.getByRole("dialog", { name: c.viewTitle });
    await expect(viewDialog.getByRole("heading", { name: who.name })).toBeVisible();
    await expect(viewDialog.getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();
    await expect(viewDialog.getByText("7-1-20, Lakshmipuram, Guntur", { exact: true })).toBeVisible();
    await expect(viewDialog.getByText("Door 7-1-20, Lakshmipuram, Guntur 522007", { exact: true })).toBeVisible();
    await expectNoClearAadhaar(viewDialog, who);
    await expectImageLoaded(viewDialog.getByRole("img", { name: ui.photoAlt(who.name) }));
    for (const label of [l.aadharFrontImage, l.aadharBackImage]) {
      await expectImageLoaded(viewDialog.getByRole("img", { name: label, exact: true }));
    }

    // Edit: a new address and alternate phone; the Aadhaar stays as shown (masked).
    await viewDialog.getByRole("button", { name: ui.edit, exact: true }).click();
    const editDialog = page.getByRole("dialog", { name: c.editTitle });
    await expect(field(editDialog, l.name)).toHaveValue(who.name);
    await expect(field(editDialog, l.aadharNo)).toHaveValue(maskedAadhaar(who.aadhaarLast4));
    await field(editDialog, l.address).fill("22-8-1, Kothapet, Guntur");
    const updated = page.waitForResponse((r) => r.url().includes(API.updateCaretaker("")) && r.request().method() === "PUT");
    await editDialog.getByRole("button", { name: c.save, exact: true }).click();
    expect((await updated).ok(), "caretaker/update succeeds").toBe(true);
    await expect(toast(page, c.updateSuccess)).toBeVisible();
    await expect(editDialog).toBeHidden();

    await page.reload();
    await rowWith(caretakerTable(page), who.email).getByRole("button", { name: ui.actions.view }).click();
    const viewAgain = page.getByRole("dialog", { name: c.viewTitle });
    await expect(viewAgain.getByText("22-8-1, Kothapet, Guntur", { exact: true })).toBeVisible();
    await expect(viewAgain.getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();
    await viewAgain.getByRole("button", { name: c.close, exact: true }).click();
    await expect(viewAgain).toBeHidden();

    // The caretaker logs in with the phone number and the password set at creation.
    await logout(page, ADMIN.name);
    await submitLogin(page, who.phone, who.password);
    await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
    await expect(dashboardTile(page, tiles.caretakerKidDetails)).toBeVisible();
    await dashboardTile(page, tiles.caretakerProfile).click();
    await expect(page).toHaveURL(urlOf("/caretaker-dashboard/caretakerprofile"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: messages.dashboards.sections.caretakerProfile, exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: who.name, exact: true })).toBeVisible();
    await expect(main.getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();
    await expect(main.getByText("22-8-1, Kothapet, Guntur", { exact: true })).toBeVisible();
    await expect(main.getByText(who.email, { exact: true })).toBeVisible();
    await expectImageLoaded(main.getByRole("img", { name: ui.photoAlt(who.name) }));
    await expectNoClearAadhaar(main, who);
  });

  test("a caretaker logs in by email and is not permitted on the admin's caretaker screen", async ({ page }, testInfo) => {
    const who = newStaff(testInfo, "caretaker");
    await loginAsAdmin(page, ADMIN.mobile, ADMIN.password);
    await createCaretakerViaApi(page.request, await sessionToken(page), who);
    await logout(page, ADMIN.name);

    await submitLogin(page, who.email, who.password);
    await expect(page).toHaveURL(urlOf("/caretaker-dashboard"));
    for (const name of [tiles.caretakerProfile, tiles.caretakerKidDetails]) {
      await expect(dashboardTile(page, name)).toBeVisible();
    }
    await page.goto("/caretaker-dashboard/caretakerprofile");
    await expect(page.getByRole("main").getByRole("heading", { name: who.name, exact: true })).toBeVisible();

    await page.goto("/admin-dashboard/caretaker");
    await expect(page.getByRole("heading", { name: messages.common.notPermittedTitle })).toBeVisible();
    await expect(page.getByRole("table", { name: c.title })).toHaveCount(0);
    const list = await page.request.get(API.allCaretakers, { headers: { Authorization: `Bearer ${await sessionToken(page)}` } });
    expect(list.status()).toBe(403);
  });
});
