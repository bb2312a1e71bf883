// Spec §2.8, §2.17, §3.3, §5.6, §8 "Kid profiles"; issue 4 "Tests" (Playwright journeys);
// decisions.md §2 (edit every institute; father and mother images sent; navbar dashboard link for
// both parents), §3 (parent accounts invited through the outbox; Aadhaar masked everywhere; identity
// documents for admins only), §4 (a parent reads only their own kid).
import type { Locator, Page } from "@playwright/test";
import { API } from "@app/contracts";
import { ADMIN, accountMenu, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { jpegFile, pngFile } from "../support/images";
import {
  createKidViaApi,
  dominantColour,
  indianDate,
  instituteCard,
  newFamily,
  nightInstitute,
  schoolInstitute,
  sessionTimeValue,
  setPasswordViaApi,
  setSessionTime,
  statusFromPage,
  type Family,
  type Institute,
  type ParentIdentity,
} from "../support/kids";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { acceptPrivacyNotice } from "../support/privacy";
import { outboxSnapshot, waitForPasswordLink } from "../support/outbox";
import { dashboardTile, expectImageLoaded, isoDateYearsAgo, logout, maskedAadhaar, rowWith, sessionToken } from "../support/staff";

const k = messages.kids;
const l = k.labels;
const f = k.fields;
const ui = k.ui;
const staffUi = messages.staff.ui;
const tiles = messages.dashboards.tiles;
const confirm = messages.auth.confirm;

const SHOTS = join(process.cwd(), ".tmp", "screenshots", "kids");

/** A screenshot at 1366x768 and at 360x740 (docs/decisions/0223's dialogs), back to the desktop size after. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const [width, height] of [
    [1366, 768],
    [360, 740],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** The Kid Details table of /admin-dashboard/profile. */
const kidTable = (page: Page) => page.getByRole("table", { name: k.title });

/** "10:00 AM – 11:30 AM · 1h 30m": how a card shows an institute's session. */
const timings = (start12: string, end12: string, duration: string) => `${ui.timeRange(start12, end12)} · ${duration}`;
const SCHOOL_TIMINGS = timings("10:00 AM", "11:30 AM", "1h 30m");
const NIGHT_TIMINGS = timings("9:30 PM", "12:45 AM", "3h 15m");

async function fillParent(section: Locator, who: "father" | "mother", parent: ParentIdentity) {
  const p = who === "father";
  await field(section, p ? l.fatherName : l.motherName).fill(parent.name);
  await field(section, p ? l.fatherMobile : l.motherMobile).fill(parent.mobile);
  await field(section, p ? l.fatherEmail : l.motherEmail).fill(parent.email);
  await field(section, p ? l.fatherCompany : l.motherCompany).fill(parent.company);
  await field(section, p ? l.fatherOccupation : l.motherOccupation).fill(parent.occupation);
  await field(section, p ? l.father_aadhar_no : l.mother_aadhar_no).fill(parent.aadhaar);
  await field(section, p ? l.father_aadhar_front_image : l.mother_aadhar_front_image).setInputFiles(await jpegFile(`${who}-aadhar-front`));
  await field(section, p ? l.father_aadhar_back_image : l.mother_aadhar_back_image).setInputFiles(await pngFile(`${who}-aadhar-back`));
  await field(section, p ? l.fatherImage : l.motherImage).setInputFiles(await jpegFile(`${who}-portrait`));
}

/** Fills every field of "Add New Kid" except the institutes, all seven images included (JPEG and PNG). */
async function fillKidForm(dialog: Locator, family: Family) {
  const kid = dialog.getByRole("region", { name: ui.kidSection });
  await field(kid, l.kidName).fill(family.kidName);
  await field(kid, l.gender).selectOption({ label: k.genderLabels.male });
  await field(kid, l.kidsDateOfBirth).fill(family.dob);
  await field(kid, l.bloodGroup).selectOption("B+");
  await field(kid, l.status).selectOption({ label: k.statusLabels.active });
  await field(kid, l.joiningDate).fill(family.joiningDate);
  await field(kid, l.kidsImage).setInputFiles(await pngFile("kid-photo"));
  await fillParent(dialog.getByRole("region", { name: l.fatherDetails }), "father", family.father);
  await fillParent(dialog.getByRole("region", { name: l.motherDetails }), "mother", family.mother);
  const home = dialog.getByRole("region", { name: l.homeAddress });
  await field(home, l.address1).fill(family.address.address1);
  await field(home, l.city).fill(family.address.city);
  await field(home, l.state).fill(family.address.state);
  await field(home, l.zipCode).fill(family.address.zipCode);
  // Each picked image is previewed.
  await expect(dialog.getByRole("img", { name: staffUi.previewAlt(l.motherImage) })).toBeVisible();
}

/** The institute's text fields (not the session times). */
async function fillInstituteTexts(form: Locator, institute: Institute) {
  await field(form, l.name).fill(institute.name);
  await field(form, l.coach_name).fill(institute.coach_name);
  await field(form, l.phone_no).fill(institute.phone_no);
  await field(form, l.email).fill(institute.email);
  await field(form, l.course_name).fill(institute.course_name);
  await field(form, l.courseId).fill(institute.courseId);
  await field(form, l.inst_address).fill(institute.inst_address);
}

const meridiem = (form: Locator, label: string) => form.getByLabel(ui.meridiemOf(label), { exact: true });

/** No clear Aadhaar number anywhere in this part of the page. */
async function expectNoClearAadhaar(area: Locator, family: Family) {
  const text = await area.innerText();
  expect(text).not.toContain(family.father.aadhaar);
  expect(text).not.toContain(family.mother.aadhaar);
  expect(text).not.toMatch(/\d{12}/);
}

test.describe("kid profiles", () => {
  test("admin creates a kid with two institutes and all seven images, sees it in the table, views it, edits the second institute and saves", async ({
    page,
  }, testInfo) => {
    // Some forty fields, seven images, two institutes, a view, an edit and a reload: 60–70 s on a slow
    // 2-core machine.
    test.slow();
    const family = newFamily(testInfo);
    const school = schoolInstitute(family);
    const night = nightInstitute(family);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await dashboardTile(page, tiles.kidsProfile).click();
    await expect(page).toHaveURL(urlOf("/admin-dashboard/profile"));

    await page.getByRole("button", { name: k.addButton, exact: true }).click();
    const createDialog = page.getByRole("dialog", { name: k.createTitle });
    await expect(createDialog.getByText(ui.noInstitutesYet, { exact: true })).toBeVisible();
    await fillKidForm(createDialog, family);

    await test.step("first institute: 10:00 AM to 11:30 AM is 1h 30m, derived and read-only", async () => {
      await createDialog.getByRole("button", { name: l.addInstitute, exact: true }).click();
      const form = createDialog.getByRole("group", { name: ui.instituteFormLegend, exact: true });
      await fillInstituteTexts(form, school);
      const duration = field(form, l.course_duration);
      await expect(duration).toHaveAttribute("readonly", "");
      // The app's 12-hour picker, not the browser's time box (docs/decisions/0244).
      await expect(form.locator('input[type="time"]')).toHaveCount(0);
      await setSessionTime(form, l.course_start_time, "10:00");
      await expect(duration).toHaveValue("");
      await setSessionTime(form, l.course_end_time, "11:30");
      await expect(meridiem(form, l.course_start_time)).toHaveValue("AM");
      await expect(meridiem(form, l.course_end_time)).toHaveValue("AM");
      await expect(duration).toHaveValue("1h 30m");
      await form.getByRole("button", { name: ui.saveInstitute, exact: true }).click();
      await expect(form).toBeHidden();
      const card = instituteCard(createDialog.getByRole("list", { name: l.institutes }), school.name);
      await expect(card).toContainText(SCHOOL_TIMINGS);
      await expect(card).toContainText(school.coach_name);
    });

    await test.step("second institute: 9:30 PM (picked with the AM/PM box) to 12:45 AM wraps past midnight: 3h 15m", async () => {
      await createDialog.getByRole("button", { name: l.addInstitute, exact: true }).click();
      const form = createDialog.getByRole("group", { name: ui.instituteFormLegend, exact: true });
      await fillInstituteTexts(form, night);
      await setSessionTime(form, l.course_start_time, "09:30");
      await meridiem(form, l.course_start_time).selectOption("PM");
      await expect(sessionTimeValue(form, "course_start_time")).toHaveValue(night.course_start_time);
      await setSessionTime(form, l.course_end_time, night.course_end_time);
      await expect(meridiem(form, l.course_end_time)).toHaveValue("AM");
      await expect(field(form, l.course_duration)).toHaveValue("3h 15m");
      await form.getByRole("button", { name: ui.saveInstitute, exact: true }).click();
      await expect(form).toBeHidden();
      const list = createDialog.getByRole("list", { name: l.institutes });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expect(instituteCard(list, night.name)).toContainText(NIGHT_TIMINGS);
    });

    const created = page.waitForResponse((r) => r.url().includes(API.createKidProfile) && r.request().method() === "POST");
    await createDialog.getByRole("button", { name: k.submit, exact: true }).click();
    expect((await created).status(), "create-user-profile answers 201").toBe(201);
    await expect(toast(page, k.createSuccess)).toBeVisible();
    await expect(createDialog).toBeHidden();
    // Other journeys add kids at the same time: the list (newest first) is searched for this one,
    // and the search, kept in the URL, survives the reload below.
    await field(page, messages.lists.search).fill(family.kidName);
    await expect(page).toHaveURL(/[?&]q=/);

    // The Kid Details table: S.No., Kid Name, Age, DOB (DD-MM-YYYY), Gender, Blood Group, Status (green), Actions.
    const table = kidTable(page);
    await expect(table.getByRole("columnheader")).toHaveText(Object.values(k.columns));
    const row = rowWith(table, family.kidName);
    await expect(row).toBeVisible();
    const cells = row.getByRole("cell");
    await expect(cells.nth(1)).toHaveText(family.kidName);
    await expect(cells.nth(2)).toHaveText("7");
    await expect(cells.nth(3)).toHaveText(indianDate(family.dob));
    await expect(cells.nth(3)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    await expect(cells.nth(4)).toHaveText(k.genderLabels.male);
    await expect(cells.nth(5)).toHaveText("B+");
    const status = cells.nth(6).getByText(k.statusLabels.active, { exact: true });
    await expect(status).toBeVisible();
    expect(await dominantColour(status), "an active kid's status is green").toBe("green");
    await expectImageLoaded(row.locator("img"));
    await expect(row.getByRole("button", { name: staffUi.actions.delete })).toBeDisabled();

    await test.step("View Kid Details: every field, both institutes, masked Aadhaar, all seven images", async () => {
      await row.getByRole("button", { name: staffUi.actions.view }).click();
      const view = page.getByRole("dialog", { name: k.viewTitle });
      await expect(view.getByRole("heading", { name: family.kidName, exact: true })).toBeVisible();
      await expect(view.getByText(ui.ageYears(7), { exact: true })).toBeVisible();
      await expect(view.getByText(indianDate(family.dob), { exact: true })).toBeVisible();
      await expect(view.getByText(indianDate(family.joiningDate), { exact: true })).toBeVisible();
      await expect(view.getByText("4-5-6, Arundelpet, Guntur, Andhra Pradesh, 522002", { exact: true })).toBeVisible();
      const list = view.getByRole("list", { name: l.institutes });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expect(instituteCard(list, school.name)).toContainText(SCHOOL_TIMINGS);
      await expect(instituteCard(list, night.name)).toContainText(NIGHT_TIMINGS);
      await expect(instituteCard(list, night.name)).toContainText(night.coach_name);
      // The parents' details (the accounts panel below names the parents again, docs/decisions/0086).
      const parents = view.getByLabel(messages.kids.ui.parentsDetails, { exact: true });
      await expect(parents.getByText(family.father.email, { exact: true })).toBeVisible();
      await expect(parents.getByText(family.mother.mobile, { exact: true })).toBeVisible();
      await expect(view.getByText(maskedAadhaar(family.father.aadhaarLast4), { exact: true })).toBeVisible();
      await expect(view.getByText(maskedAadhaar(family.mother.aadhaarLast4), { exact: true })).toBeVisible();
      await expectNoClearAadhaar(page.locator("body"), family);
      await expectImageLoaded(view.getByRole("img", { name: ui.kidsImageAlt(family.kidName), exact: true }));
      for (const label of [
        l.fatherImage,
        l.father_aadhar_front_image,
        l.father_aadhar_back_image,
        l.motherImage,
        l.mother_aadhar_front_image,
        l.mother_aadhar_back_image,
      ]) {
        await expectImageLoaded(view.getByRole("img", { name: label, exact: true }));
      }
      await view.getByRole("button", { name: k.close, exact: true }).click();
      await expect(view).toBeHidden();
    });

    await test.step("Edit Kid Details: change the SECOND institute and save", async () => {
      await row.getByRole("button", { name: staffUi.actions.edit }).click();
      const edit = page.getByRole("dialog", { name: k.editTitle });
      await expect(field(edit, l.kidName)).toHaveValue(family.kidName);
      await expect(field(edit, l.father_aadhar_no)).toHaveValue(maskedAadhaar(family.father.aadhaarLast4));
      await expect(field(edit, l.mother_aadhar_no)).toHaveValue(maskedAadhaar(family.mother.aadhaarLast4));
      // Spec §4: no status selector on edit; the stored status is kept.
      await expect(field(edit, l.status)).toHaveCount(0);
      const list = edit.getByRole("list", { name: l.institutes });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await edit.getByRole("button", { name: ui.editInstitute(night.name), exact: true }).click();
      const form = edit.getByRole("group", { name: ui.instituteFormEditLegend(2), exact: true });
      await expect(field(form, l.coach_name)).toHaveValue(night.coach_name);
      await expect(sessionTimeValue(form, "course_start_time")).toHaveValue(night.course_start_time);
      await expect(field(form, l.course_duration)).toHaveValue("3h 15m");
      await field(form, l.coach_name).fill("Swathi Rani");
      await field(form, l.course_name).fill("Kuchipudi Intermediate");
      await form.getByRole("button", { name: ui.saveInstitute, exact: true }).click();
      await expect(form).toBeHidden();
      await expect(instituteCard(list, night.name)).toContainText("Swathi Rani");

      const updated = page.waitForResponse((r) => r.url().includes(API.updateKidProfile("")) && r.request().method() === "PUT");
      await edit.getByRole("button", { name: k.save, exact: true }).click();
      expect((await updated).status(), "update-user answers 200").toBe(200);
      await expect(toast(page, k.updateSuccess)).toBeVisible();
      await expect(edit).toBeHidden();
    });

    await test.step("after a reload the change is stored, the first institute and the status unchanged", async () => {
      await page.reload();
      const again = rowWith(kidTable(page), family.kidName);
      await expect(again.getByText(k.statusLabels.active, { exact: true })).toBeVisible();
      await again.getByRole("button", { name: staffUi.actions.view }).click();
      const view = page.getByRole("dialog", { name: k.viewTitle });
      const list = view.getByRole("list", { name: l.institutes });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      const second = instituteCard(list, night.name);
      await expect(second).toContainText("Swathi Rani");
      await expect(second).toContainText("Kuchipudi Intermediate");
      await expect(second).not.toContainText(night.coach_name);
      await expect(second).toContainText(NIGHT_TIMINGS);
      const first = instituteCard(list, school.name);
      await expect(first).toContainText(school.coach_name);
      await expect(first).toContainText(`${school.course_name} (${l.courseId}: ${school.courseId})`);
      await expect(first).toContainText(SCHOOL_TIMINGS);
      await expect(view.getByText(maskedAadhaar(family.father.aadhaarLast4), { exact: true })).toBeVisible();
    });
  });

  test("the father sets his password from the invitation and logs in by mobile; the mother does the same by email; both see their kid", async ({
    page,
    dataDir,
    baseURL,
  }, testInfo) => {
    const family = newFamily(testInfo);
    const school = schoolInstitute(family);
    const night = nightInstitute(family);
    await loginAsAdmin(page, ADMIN.mobile, ADMIN.password);
    const before = outboxSnapshot(dataDir);
    await createKidViaApi(page.request, await sessionToken(page), family, [school, night]);
    await logout(page, ADMIN.name);

    const parents = [
      { who: "father", parent: family.father, identifier: family.father.mobile },
      { who: "mother", parent: family.mother, identifier: family.mother.email },
    ] as const;
    for (const { who, parent, identifier } of parents) {
      await test.step(`the ${who} follows the invitation link from the outbox`, async () => {
        const { link, email } = await waitForPasswordLink(dataDir, parent.email, before);
        expect(email.headers.subject).toBe(messages.auth.mail.inviteSubject);
        expect(link.startsWith(`${baseURL}/confirm-password?token=`)).toBe(true);
        await page.goto(link);
        await field(page, confirm.newPasswordLabel).fill(parent.password);
        await field(page, confirm.confirmPasswordLabel).fill(parent.password);
        await page.getByRole("button", { name: confirm.submit, exact: true }).click();
        await expect(toast(page, confirm.success)).toBeVisible();
        await expect(page).toHaveURL(urlOf("/login"));
      });

      await test.step(`the ${who} logs in by ${who === "father" ? "mobile" : "email"} and sees the kid profile`, async () => {
        await submitLogin(page, identifier, parent.password);
        await expect(page).toHaveURL(urlOf("/parent-dashboard"));
        await acceptPrivacyNotice(page);
        await expect(dashboardTile(page, tiles.kidRouteDetails)).toBeVisible();
        // The navbar shows the kid's name and offers the dashboard to father and mother alike.
        const menu = accountMenu(page, family.kidName);
        await expect(menu).toBeVisible();
        await menu.click();
        await expect(page.getByRole("menuitem", { name: messages.common.nav.dashboard })).toBeVisible();
        await page.keyboard.press("Escape");

        await dashboardTile(page, tiles.kidProfile).click();
        await expect(page).toHaveURL(urlOf("/parent-dashboard/kidprofile"));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { name: messages.dashboards.sections.kidProfile, exact: true })).toBeVisible();
        await expect(main.getByRole("heading", { name: family.kidName, exact: true })).toBeVisible();
        await expect(main.getByText(ui.ageYears(7), { exact: true })).toBeVisible();
        await expect(main.getByText(indianDate(family.dob), { exact: true })).toBeVisible();
        const list = main.getByRole("list", { name: l.institutes });
        await expect(list.getByRole("listitem")).toHaveCount(2);
        await expect(instituteCard(list, school.name)).toContainText(SCHOOL_TIMINGS);
        await expect(instituteCard(list, night.name)).toContainText(NIGHT_TIMINGS);
        await expect(main.getByText(family.father.name, { exact: true })).toBeVisible();
        await expect(main.getByText(family.mother.email, { exact: true })).toBeVisible();
        await expect(main.getByText(maskedAadhaar(family.father.aadhaarLast4), { exact: true })).toBeVisible();
        await expect(main.getByText(maskedAadhaar(family.mother.aadhaarLast4), { exact: true })).toBeVisible();
        await expectNoClearAadhaar(page.locator("body"), family);
        await expectImageLoaded(main.getByRole("img", { name: ui.kidsImageAlt(family.kidName), exact: true }));
        // Aadhaar images are identity documents: admins only (decisions.md §3).
        for (const label of [l.father_aadhar_front_image, l.father_aadhar_back_image, l.mother_aadhar_front_image, l.mother_aadhar_back_image]) {
          await expect(main.getByRole("img", { name: label, exact: true })).toHaveCount(0);
        }
        await logout(page, family.kidName);
      });
    }
  });

  test("a parent cannot open another family's kid: 403 from the server and Not permitted on the admin's kid screen", async ({
    page,
    dataDir,
  }, testInfo) => {
    const familyA = newFamily(testInfo);
    const familyB = newFamily(testInfo);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const before = outboxSnapshot(dataDir);
    const adminToken = await sessionToken(page);
    const kidA = await createKidViaApi(page.request, adminToken, familyA);
    const kidB = await createKidViaApi(page.request, adminToken, familyB);
    const { link } = await waitForPasswordLink(dataDir, familyA.father.email, before);
    await setPasswordViaApi(page.request, link, familyA.father.password);
    await logout(page, ADMIN.name);

    await submitLogin(page, familyA.father.mobile, familyA.father.password);
    await expect(page).toHaveURL(urlOf("/parent-dashboard"));
    await acceptPrivacyNotice(page);
    await expect(accountMenu(page, familyA.kidName)).toBeVisible();
    // The page's own calls, with the father's session: his kid yes, the other family's kid and the list no.
    expect(await statusFromPage(page, API.kidProfile(kidA.uuid)), "own kid").toBe(200);
    expect(await statusFromPage(page, API.kidProfile(kidB.uuid)), "another family's kid").toBe(403);
    expect(await statusFromPage(page, API.allKidProfiles), "the list of every kid").toBe(403);

    await page.goto("/parent-dashboard/kidprofile");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: familyA.kidName, exact: true })).toBeVisible();
    await expect(main).not.toContainText(familyB.kidName);

    await page.goto("/admin-dashboard/profile");
    await expect(page.getByRole("heading", { name: messages.common.notPermittedTitle })).toBeVisible();
    await expect(page.getByText(messages.common.notPermittedText)).toBeVisible();
    await expect(page.getByRole("button", { name: k.addButton })).toHaveCount(0);
    await expect(kidTable(page)).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(familyB.kidName);
  });

  test("admin registers a single-mother family: no father, no Aadhaar number or card images; the view shows the mother only; her number added later", async ({
    page,
  }, testInfo) => {
    test.slow();
    const family = newFamily(testInfo);
    const school = schoolInstitute(family);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin-dashboard/profile");
    await page.getByRole("button", { name: k.addButton, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: k.createTitle });
    const kid = dialog.getByRole("region", { name: ui.kidSection });
    await field(kid, l.kidName).fill(family.kidName);
    await field(kid, l.gender).selectOption({ label: k.genderLabels.female });
    await field(kid, l.kidsDateOfBirth).fill(family.dob);
    await field(kid, l.bloodGroup).selectOption("O+");
    await field(kid, l.status).selectOption({ label: k.statusLabels.active });
    await field(kid, l.joiningDate).fill(family.joiningDate);
    await field(kid, l.kidsImage).setInputFiles(await pngFile("kid-photo"));
    const fatherSection = dialog.getByRole("region", { name: l.fatherDetails });
    await expect(fatherSection.getByText(ui.parentSectionOptional, { exact: true })).toBeVisible();
    const mother = dialog.getByRole("region", { name: l.motherDetails });
    await field(mother, l.motherName).fill(family.mother.name);
    await field(mother, l.motherMobile).fill(family.mother.mobile);
    await field(mother, l.motherEmail).fill(family.mother.email);
    await field(mother, l.motherCompany).fill(family.mother.company);
    await field(mother, l.motherOccupation).fill(family.mother.occupation);
    // docs/decisions/0268: the Aadhaar number may be left blank and added later; the hint says so.
    await expect(field(mother, l.mother_aadhar_no)).toHaveValue("");
    await expect(field(mother, l.mother_aadhar_no)).toHaveAccessibleDescription(ui.parentAadharHint);
    await field(mother, l.motherImage).setInputFiles(await jpegFile("mother-portrait"));
    const home = dialog.getByRole("region", { name: l.homeAddress });
    await field(home, l.address1).fill(family.address.address1);
    await field(home, l.city).fill(family.address.city);
    await field(home, l.state).fill(family.address.state);
    await field(home, l.zipCode).fill(family.address.zipCode);
    await dialog.getByRole("button", { name: l.addInstitute, exact: true }).click();
    const form = dialog.getByRole("group", { name: ui.instituteFormLegend, exact: true });
    await fillInstituteTexts(form, school);
    await setSessionTime(form, l.course_start_time, "10:00");
    await setSessionTime(form, l.course_end_time, "11:30");
    await form.getByRole("button", { name: ui.saveInstitute, exact: true }).click();
    await expect(form).toBeHidden();
    await shoot(page, "single-mother-form");

    const created = page.waitForResponse((r) => r.url().includes(API.createKidProfile) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: k.submit, exact: true }).click();
    const answer = await created;
    expect(answer.status(), "create-user-profile answers 201").toBe(201);
    const body = (await answer.json()) as { parentAccounts: { father: unknown; mother: { isNew: boolean } } };
    expect(body.parentAccounts.father, "no father account is made").toBeNull();
    expect(body.parentAccounts.mother.isNew).toBe(true);
    await expect(toast(page, k.createSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();

    await field(page, messages.lists.search).fill(family.kidName);
    const row = rowWith(kidTable(page), family.kidName);
    await row.getByRole("button", { name: staffUi.actions.view }).click();
    const view = page.getByRole("dialog", { name: k.viewTitle });
    await expect(view.getByText(family.mother.name, { exact: true })).toBeVisible();
    await expect(view.getByText(ui.aadhaarNotGiven, { exact: true })).toBeVisible();
    await expect(view.getByRole("heading", { name: l.motherDetails, exact: true })).toBeVisible();
    await expect(view.getByRole("heading", { name: l.fatherDetails, exact: true })).toHaveCount(0);
    await shoot(page, "single-mother-view");
    await view.getByText(ui.aadhaarNotGiven, { exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, "single-mother-no-aadhaar-yet");
    await view.getByRole("button", { name: k.close, exact: true }).click();
    await expect(view).toBeHidden();

    // The office adds her number later through the kid's edit.
    await row.getByRole("button", { name: staffUi.actions.edit }).click();
    const edit = page.getByRole("dialog", { name: k.editTitle });
    await expect(field(edit, l.mother_aadhar_no)).toHaveValue("");
    await field(edit, l.mother_aadhar_no).fill(family.mother.aadhaar);
    const updated = page.waitForResponse((r) => r.url().includes(API.updateKidProfile("")) && r.request().method() === "PUT");
    await edit.getByRole("button", { name: k.save, exact: true }).click();
    expect((await updated).status(), "update-user answers 200").toBe(200);
    await expect(toast(page, k.updateSuccess)).toBeVisible();
    await expect(edit).toBeHidden();
    await row.getByRole("button", { name: staffUi.actions.view }).click();
    await expect(view.getByText(maskedAadhaar(family.mother.aadhaarLast4), { exact: true })).toBeVisible();
    await expect(view.getByText(ui.aadhaarNotGiven, { exact: true })).toHaveCount(0);
    await expectNoClearAadhaar(page.locator("body"), family);
  });

  test("a blank Add New Kid is not sent: the required messages show and the first field is focused", async ({ page }) => {
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin-dashboard/profile");
    let posted = false;
    page.on("request", (r) => {
      if (r.url().includes(API.createKidProfile) && r.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: k.addButton, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: k.createTitle });
    await dialog.getByRole("button", { name: k.submit, exact: true }).click();

    for (const message of [
      f.kidNameRequired,
      f.genderRequired,
      f.dobRequired,
      f.bloodGroupRequired,
      f.statusRequired,
      f.joiningDateRequired,
      f.kidImageRequired,
      // One parent is enough, either one (docs/decisions/0244): a blank form asks for at least one.
      f.oneParentRequired,
      f.address1Required,
      f.cityRequired,
      f.stateRequired,
      f.zipCodeRequired,
      f.institutesRequired,
    ]) {
      await expect(dialog.getByText(message, { exact: true }), message).toBeVisible();
    }
    await expect(field(dialog, l.kidName)).toBeFocused();

    await test.step("field rules of spec §5.6, checked on blur", async () => {
      const kid = dialog.getByRole("region", { name: ui.kidSection });
      await field(kid, l.kidName).fill("Aarav 2");
      await field(kid, l.kidName).blur();
      await expect(kid.getByText(f.kidNameLetters, { exact: true })).toBeVisible();
      await field(kid, l.kidsDateOfBirth).fill(isoDateYearsAgo(2));
      await field(kid, l.kidsDateOfBirth).blur();
      await expect(kid.getByText(f.dobTooYoung, { exact: true })).toBeVisible();
      await field(kid, l.kidsDateOfBirth).fill(isoDateYearsAgo(-1));
      await field(kid, l.kidsDateOfBirth).blur();
      await expect(kid.getByText(f.dobFuture, { exact: true })).toBeVisible();
      const mother = dialog.getByRole("region", { name: l.motherDetails });
      await field(mother, l.motherMobile).fill("98480");
      await field(mother, l.motherMobile).blur();
      await expect(mother.getByText(f.phoneExactly10, { exact: true })).toBeVisible();
      const father = dialog.getByRole("region", { name: l.fatherDetails });
      await field(father, l.father_aadhar_no).fill("1234");
      await field(father, l.father_aadhar_no).blur();
      await expect(father.getByText(f.aadharLength, { exact: true })).toBeVisible();
    });

    await test.step("a blank institute is not added", async () => {
      await dialog.getByRole("button", { name: l.addInstitute, exact: true }).click();
      const form = dialog.getByRole("group", { name: ui.instituteFormLegend, exact: true });
      await form.getByRole("button", { name: ui.saveInstitute, exact: true }).click();
      for (const message of [f.instituteNameRequired, f.coachNameRequired, f.courseNameRequired, f.startTimeRequired, f.endTimeRequired]) {
        await expect(form.getByText(message, { exact: true }), message).toBeVisible();
      }
      await field(form, l.email).fill("not-an-email");
      await field(form, l.email).blur();
      await expect(form.getByText(f.emailInvalid, { exact: true })).toBeVisible();
      await form.getByRole("button", { name: ui.cancelInstitute, exact: true }).click();
      await expect(form).toBeHidden();
    });

    await dialog.getByRole("button", { name: k.submit, exact: true }).click();
    await expect(dialog.getByText(f.kidNameLetters, { exact: true })).toBeVisible();
    expect(posted, "nothing is sent while the form has errors").toBe(false);
    await dialog.getByRole("button", { name: staffUi.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test("linking an existing father asks first and keeps him as he is; his name is then corrected once, for both kids", async ({ page }, testInfo) => {
    test.slow();
    const lp = k.linkParents;
    const pe = k.parentEdit;
    const familyA = newFamily(testInfo);
    const familyB = newFamily(testInfo);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const adminToken = await sessionToken(page);
    const kidA = await createKidViaApi(page.request, adminToken, familyA);
    await createKidViaApi(page.request, adminToken, familyB);
    await dashboardTile(page, tiles.kidsProfile).click();
    await field(page, messages.lists.search).fill(familyB.kidName);
    const row = rowWith(kidTable(page), familyB.kidName);
    const isKidPut = (r: { url(): string; request(): { method(): string } }) => r.url().includes(API.updateKidProfile("")) && r.request().method() === "PUT";

    await test.step("the edit form names the father of another family: the server asks, the form shows who he is", async () => {
      await row.getByRole("button", { name: staffUi.actions.edit }).click();
      const edit = page.getByRole("dialog", { name: k.editTitle });
      await field(edit.getByRole("region", { name: l.fatherDetails }), l.fatherMobile).fill(familyA.father.mobile);
      const refused = page.waitForResponse(isKidPut);
      await edit.getByRole("button", { name: k.save, exact: true }).click();
      expect((await refused).status(), "an existing father is not linked without the admin's yes").toBe(409);
      const ask = page.getByRole("dialog", { name: lp.title });
      await expect(ask.getByRole("listitem", { name: `${messages.audit.roles.father}: ${familyA.father.name}` })).toBeVisible();
      await expect(ask.getByText(lp.question, { exact: true })).toBeVisible();
      await shoot(page, "link-parent");
      const linked = page.waitForResponse(isKidPut);
      await ask.getByRole("button", { name: lp.link, exact: true }).click();
      expect((await linked).status(), "the yes sends linkExistingParents=true").toBe(200);
      await expect(toast(page, k.updateSuccess)).toBeVisible();
      await expect(edit).toBeHidden();
    });

    const newName = `Suresh Kumar ${familyA.father.name.split(" ")[1]}`;
    await test.step("the kid view shows him as he was; Edit father renames him for both kids", async () => {
      await row.getByRole("button", { name: staffUi.actions.view }).click();
      const view = page.getByRole("dialog", { name: k.viewTitle });
      const parents = view.getByLabel(ui.parentsDetails, { exact: true });
      await expect(parents.getByText(familyA.father.email, { exact: true })).toBeVisible();
      await expect(parents.getByText(familyA.father.name, { exact: true })).toBeVisible();
      await view.getByRole("button", { name: pe.open("father"), exact: true }).click();
      const dialog = page.getByRole("dialog", { name: pe.title("father") });
      await expect(dialog.getByText(pe.sharedNote(2), { exact: true })).toBeVisible();
      await expect(field(dialog, pe.mobile)).toHaveValue(familyA.father.mobile);
      await expect(field(dialog, pe.aadhaar)).toHaveValue(maskedAadhaar(familyA.father.aadhaarLast4));
      await field(dialog, pe.name).fill(newName);
      await shoot(page, "edit-parent");
      const saved = page.waitForResponse((r) => r.url().includes("/api/v1/parents/") && r.request().method() === "PUT");
      await dialog.getByRole("button", { name: pe.save, exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expect(toast(page, pe.success)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(parents.getByText(newName, { exact: true })).toBeVisible();
    });
    const other = await page.request.get(API.kidProfile(kidA.uuid), { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(((await other.json()) as { data: { parentsDetails: { fatherName: string } } }).data.parentsDetails.fatherName, "the other kid shows the new name too").toBe(newName);
  });
});
