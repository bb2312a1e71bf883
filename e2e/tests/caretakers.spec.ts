// Spec §2.7, §2.12, §2.16, §3.7, §5.10, §8 "Caretakers"; issue 3 "Caretakers"; decisions.md §3
// (Aadhaar masked everywhere), §4 (a caretaker cannot list caretakers).
import type { Locator, Page } from "@playwright/test";
import { API } from "@app/contracts";
import { expect, field, messages, test } from "../support/fixtures";
import { jpegFile, pngFile } from "../support/images";
import { createCaretakerViaApi, dashboardTile, isoDateYearsAgo, maskedAadhaar, newStaff, rowWith, type StaffIdentity } from "../support/staff";
import * as journey from "../support/staff-journeys";

const c = messages.staff.caretakers;
const l = messages.staff.labels;
const ui = messages.staff.ui;
const tiles = messages.dashboards.tiles;

const caretakerTable = (page: Page) => journey.staffTable(page, c.title);

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

test.describe("caretakers", () => {
  test("admin creates a caretaker with all images, views and edits it; the caretaker logs in by phone and sees their own profile", async ({
    page,
  }, testInfo) => {
    const who = newStaff(testInfo, "caretaker");
    const screen = { tile: tiles.careTaker, path: "/admin-dashboard/caretaker", addButton: c.addButton, createTitle: c.createTitle };
    const createDialog = await journey.adminOpensAddDialog(page, screen);
    await fillCaretakerForm(createDialog, who);
    // Age is computed from the birth date as it is typed (spec §3.7).
    await expect(createDialog.getByText(`${l.age}: ${ui.years(32)}`)).toBeVisible();
    await journey.saveStaffDialog(page, createDialog, { button: c.submit, path: API.createCaretaker, method: "POST", success: c.createSuccess, call: "caretaker/create" });

    const row = rowWith(caretakerTable(page), who.email);
    await journey.expectStaffRow(row, who, [ui.years(32)]);

    // View: name, masked Aadhaar, both addresses, photo and the Aadhaar images.
    await row.getByRole("button", { name: ui.actions.view }).click();
    const viewDialog = page.getByRole("dialog", { name: c.viewTitle });
    await journey.expectStaffView(viewDialog, who, {
      texts: ["7-1-20, Lakshmipuram, Guntur", "Door 7-1-20, Lakshmipuram, Guntur 522007"],
      documents: [l.aadharFrontImage, l.aadharBackImage],
    });

    // Edit: a new address and alternate phone; the Aadhaar stays as shown (masked).
    await viewDialog.getByRole("button", { name: ui.edit, exact: true }).click();
    const editDialog = page.getByRole("dialog", { name: c.editTitle });
    await expect(field(editDialog, l.name)).toHaveValue(who.name);
    await expect(field(editDialog, l.aadharNo)).toHaveValue(maskedAadhaar(who.aadhaarLast4));
    await field(editDialog, l.address).fill("22-8-1, Kothapet, Guntur");
    await journey.saveStaffDialog(page, editDialog, { button: c.save, path: API.updateCaretaker(""), method: "PUT", success: c.updateSuccess, call: "caretaker/update" });

    await page.reload();
    await rowWith(caretakerTable(page), who.email).getByRole("button", { name: ui.actions.view }).click();
    const viewAgain = page.getByRole("dialog", { name: c.viewTitle });
    await expect(viewAgain.getByText("22-8-1, Kothapet, Guntur", { exact: true })).toBeVisible();
    await expect(viewAgain.getByText(maskedAadhaar(who.aadhaarLast4), { exact: true })).toBeVisible();
    await viewAgain.getByRole("button", { name: c.close, exact: true }).click();
    await expect(viewAgain).toBeHidden();

    // The caretaker logs in with the phone number and the password set at creation.
    await journey.memberOpensOwnProfile(page, who, {
      dashboard: "/caretaker-dashboard",
      kidTile: dashboardTile(page, tiles.caretakerKidDetails),
      profileTile: dashboardTile(page, tiles.caretakerProfile),
      profile: "/caretaker-dashboard/caretakerprofile",
    });
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: messages.dashboards.sections.caretakerProfile, exact: true })).toBeVisible();
    await journey.expectOwnProfile(main, who, "22-8-1, Kothapet, Guntur");
  });

  test("a caretaker logs in by email and is not permitted on the admin's caretaker screen", async ({ page }, testInfo) => {
    const who = newStaff(testInfo, "caretaker");
    await journey.memberLogsInByEmail(page, who, createCaretakerViaApi, "/caretaker-dashboard");
    for (const name of [tiles.caretakerProfile, tiles.caretakerKidDetails]) {
      await expect(dashboardTile(page, name)).toBeVisible();
    }
    await page.goto("/caretaker-dashboard/caretakerprofile");
    await expect(page.getByRole("main").getByRole("heading", { name: who.name, exact: true })).toBeVisible();

    await page.goto("/admin-dashboard/caretaker");
    await expect(page.getByRole("heading", { name: messages.common.notPermittedTitle })).toBeVisible();
    await expect(page.getByRole("table", { name: c.title })).toHaveCount(0);
    await journey.expectListRefused(page, API.allCaretakers);
  });
});
