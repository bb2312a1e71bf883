// Spec §2.7, §2.12, §2.15, §3.8, §5.9, §8 "Drivers"; issue 3 "Drivers"; decisions.md §3 (Aadhaar
// masked everywhere, images re-encoded and served through an authenticated route), §4 (who may call what).
import type { Locator, Page } from "@playwright/test";
import { API } from "@app/contracts";
import { ADMIN, expect, field, loginAsAdmin, messages, test, toast, urlOf } from "../support/fixtures";
import { fakeJpegFile, jpegFile, pngFile } from "../support/images";
import { createDriverViaApi, dashboardTile, expectImageLoaded, isoDateYearsAgo, maskedAadhaar, newStaff, rowWith, type StaffIdentity } from "../support/staff";
import * as journey from "../support/staff-journeys";

const d = messages.staff.drivers;
const l = messages.staff.labels;
const ui = messages.staff.ui;
const tiles = messages.dashboards.tiles;

/** The driver table of /admin-dashboard/driver. */
const driverTable = (page: Page) => journey.staffTable(page, d.title);

/** Fills every field of the "Add New Driver" form, the five images included (JPEG and PNG). */
async function fillDriverForm(form: Locator, who: StaffIdentity) {
  await field(form, l.name).fill(who.name);
  await field(form, l.email).fill(who.email);
  await field(form, l.dob).fill(isoDateYearsAgo(35));
  await field(form, l.password).fill(who.password);
  await field(form, l.phoneNumber).fill(who.phone);
  await field(form, l.alternatePhone).fill(who.alternatePhone);
  await field(form, l.aadharNo).fill(who.aadhaar);
  await field(form, d.labels.experience).fill("7");
  await field(form, d.labels.dlNo).fill("AP07 20100012345");
  await field(form, d.labels.prevCompanyName).fill("Sri Sai Travels");
  await field(form, d.labels.status).selectOption({ label: d.statusLabels.active });
  await field(form, d.labels.bloodGroup).selectOption("O+");
  await field(form, l.address).fill("12-3-45, Brodipet, Guntur");
  await field(form, l.profilePicture).setInputFiles(await jpegFile("driver-photo"));
  await field(form, l.aadharFrontImage).setInputFiles(await jpegFile("aadhar-front"));
  await field(form, l.aadharBackImage).setInputFiles(await pngFile("aadhar-back"));
  await field(form, d.labels.dlFrontImage).setInputFiles(await jpegFile("licence-front"));
  await field(form, d.labels.dlBackImage).setInputFiles(await pngFile("licence-back"));
}

test.describe("drivers", () => {
  test("admin creates a driver with all five images, views and edits it; the driver logs in by phone and sees their own profile", async ({
    page,
  }, testInfo) => {
    const who = newStaff(testInfo, "driver");
    // Create through "Add New Driver".
    const screen = { tile: tiles.driverProfile, path: "/admin-dashboard/driver", addButton: d.addButton, createTitle: d.createTitle };
    const createDialog = await journey.adminOpensAddDialog(page, screen);
    await fillDriverForm(createDialog, who);
    // Each picked image is previewed.
    await expect(createDialog.getByRole("img", { name: ui.previewAlt(d.labels.dlBackImage) })).toBeVisible();
    await journey.saveStaffDialog(page, createDialog, { button: d.submit, path: API.createDriver, method: "POST", success: d.createSuccess, call: "create-driver-profile" });

    // The new row in the table, with its thumbnail.
    const row = rowWith(driverTable(page), who.email);
    await journey.expectStaffRow(row, who, [ui.years(7), d.statusLabels.active]);

    // View: name, masked Aadhaar, photo and the four identity documents, all really loaded.
    await row.getByRole("button", { name: ui.actions.view }).click();
    const viewDialog = page.getByRole("dialog", { name: d.viewTitle });
    const photoBefore = await journey.expectStaffView(viewDialog, who, {
      texts: ["AP07 20100012345", "12-3-45, Brodipet, Guntur"],
      documents: [l.aadharFrontImage, l.aadharBackImage, d.labels.dlFrontImage, d.labels.dlBackImage],
    });

    // Edit from the view: experience, address and a new photo; the Aadhaar stays as shown (masked).
    await viewDialog.getByRole("button", { name: ui.edit, exact: true }).click();
    const editDialog = page.getByRole("dialog", { name: d.editTitle });
    await expect(field(editDialog, l.name)).toHaveValue(who.name);
    await expect(field(editDialog, l.aadharNo)).toHaveValue(maskedAadhaar(who.aadhaarLast4));
    await expect(field(editDialog, l.password)).toHaveValue("");
    await field(editDialog, d.labels.experience).fill("9");
    await field(editDialog, l.address).fill("4-5-6, Arundelpet, Guntur");
    await field(editDialog, l.profilePicture).setInputFiles(await pngFile("driver-photo-new"));
    await journey.saveStaffDialog(page, editDialog, { button: d.save, path: API.updateDriver(""), method: "PUT", success: d.updateSuccess, call: "update-driver-profile" });
    await expect(row).toContainText(ui.years(9));

    // The change is stored: after a reload the view shows it, the Aadhaar unchanged and masked.
    await page.reload();
    await rowWith(driverTable(page), who.email).getByRole("button", { name: ui.actions.view }).click();
    const viewAgain = page.getByRole("dialog", { name: d.viewTitle });
    await expect(viewAgain.getByText("4-5-6, Arundelpet, Guntur", { exact: true })).toBeVisible();
    await expect(viewAgain.getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();
    const newPhoto = viewAgain.getByRole("img", { name: ui.photoAlt(who.name) });
    await expectImageLoaded(newPhoto);
    expect(await newPhoto.getAttribute("src"), "the replaced photo is a new file").not.toBe(photoBefore);
    await viewAgain.getByRole("button", { name: d.close, exact: true }).click();
    await expect(viewAgain).toBeHidden();

    // The driver logs in with the phone number and the password set at creation.
    await journey.memberOpensOwnProfile(page, who, {
      dashboard: "/driver-dashboard",
      kidTile: dashboardTile(page, tiles.kidDetails),
      profileTile: dashboardTile(page, tiles.driverOwnProfile),
      profile: "/driver-dashboard/driverprofile",
    });
    await expect(page.getByRole("heading", { name: messages.dashboards.sections.driverProfile, exact: true })).toBeVisible();
    await journey.expectOwnProfile(page.getByRole("main"), who, "4-5-6, Arundelpet, Guntur");
  });

  test("a driver logs in by email, sees only their own dashboard and is not permitted on the admin's driver screen", async ({
    page,
  }, testInfo) => {
    const who = newStaff(testInfo, "driver");
    await journey.memberLogsInByEmail(page, who, createDriverViaApi, "/driver-dashboard");
    await page.goto("/driver-dashboard/driverprofile");
    await expect(page.getByRole("main").getByRole("heading", { name: who.name, exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();

    await page.goto("/admin-dashboard/driver");
    await expect(page.getByRole("heading", { name: messages.common.notPermittedTitle })).toBeVisible();
    await expect(page.getByText(messages.common.notPermittedText)).toBeVisible();
    await expect(page.getByRole("button", { name: d.addButton })).toHaveCount(0);
    await expect(page.getByRole("table", { name: d.title })).toHaveCount(0);
    // …and the server refuses the list to a driver as well.
    await journey.expectListRefused(page, API.allDrivers);

    await page.getByRole("link", { name: messages.common.goToMyDashboard }).click();
    await expect(page).toHaveURL(urlOf("/driver-dashboard"));
  });

  test("a text file named .jpg is refused by the server with the catalogue message and no driver is created", async ({ page }, testInfo) => {
    const who = newStaff(testInfo, "driver");
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin-dashboard/driver");
    await page.getByRole("button", { name: d.addButton, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: d.createTitle });
    await fillDriverForm(dialog, who);
    // The browser believes it is a JPEG (name and type); only the bytes say otherwise.
    await field(dialog, d.labels.dlFrontImage).setInputFiles(fakeJpegFile("licence-front"));
    const created = page.waitForResponse((r) => r.url().includes(API.createDriver) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: d.submit, exact: true }).click();
    expect((await created).status()).toBe(400);
    await expect(toast(page, messages.uploads.onlyJpgPng)).toBeVisible();
    // The form stays open with what was typed, and no driver appeared.
    await expect(dialog).toBeVisible();
    await expect(field(dialog, l.email)).toHaveValue(who.email);
    await dialog.getByRole("button", { name: ui.cancel, exact: true }).click();
    await page.reload();
    await expect(driverTable(page)).toBeVisible();
    await expect(rowWith(driverTable(page), who.email)).toHaveCount(0);
  });
});
