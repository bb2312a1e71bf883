// Issue 12 on the enquiry screen (docs/decisions/0080, 0085, 0197): at 360 px the list is a list of
// cards whose actions are in reach and work, the sort is kept in the URL, and a won enquiry becomes a
// kid profile through the kid form pre-filled from it.
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { API, API_DESK, type CreateEnquiryRequest, type Enquiry } from "@app/contracts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, expect, field, loginAsAdmin, messages, test, toast } from "../support/fixtures";
import { jpegFile, pngFile } from "../support/images";
import { indianDate, instituteCard, newFamily, setSessionTime, type Family } from "../support/kids";
import { rowWith, sessionToken } from "../support/staff";

const m = messages.enquiries;
const l = messages.lists;
const ek = messages.desk.enquiryKid;
const k = messages.kids;
const kl = k.labels;

async function adminAt(browser: Browser, baseURL: string | undefined, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await loginAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}

/** An enquiry from a new family: the father is the guardian; every name is letters only, as the kid form wants. */
function enquiryOf(family: Family): CreateEnquiryRequest & { nameOfKid: string; dropLocation: string; pickupLocation: string } {
  return {
    nameOfEnquiry: family.father.name,
    nameOfKid: family.kidName,
    ageOfKid: 7,
    dateOfBirth: family.dob,
    phoneNumber: family.father.mobile,
    email: family.father.email,
    activity: ["school"],
    pickupLocation: `${family.address.address1}, Guntur`,
    dropLocation: `Vikas School ${family.kidName.split(" ")[1]}`,
  };
}

async function createEnquiry(page: Page, enquiry: CreateEnquiryRequest, status?: { status: string; reason: string }): Promise<string> {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const created = await page.request.post(API.createEnquiry, { headers, data: enquiry });
  expect(created.status(), await created.text()).toBe(201);
  const uuid = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  if (status) {
    const updated = await page.request.put(API.updateEnquiry(uuid), { headers, data: status });
    expect(updated.status(), await updated.text()).toBe(200);
  }
  return uuid;
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("at 360 px the enquiry list is cards: an enquiry's actions are in reach, its status is changed from its card, the sort picker fills the URL", async ({ browser, baseURL }, testInfo) => {
  const phone = await adminAt(browser, baseURL, 360, 740);
  const family = newFamily(testInfo);
  const enquiry = enquiryOf(family);
  const uuid = await createEnquiry(phone, enquiry);

  await phone.goto(`/admin-dashboard/enquiry?q=${encodeURIComponent(family.kidName)}`);
  const list = phone.getByRole("list", { name: m.tableLabel });
  const cards = list.getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(phone.getByRole("table", { name: m.tableLabel })).toHaveCount(0);
  const card = cards.first();
  await expect(card).toContainText(enquiry.nameOfEnquiry);
  await expect(card).toContainText(m.statusNew);
  await noSidewaysScroll(phone, 360);
  await expectNoSeriousA11yViolations(phone, "admin: enquiry cards at 360x740");
  await phone.screenshot({ path: testInfo.outputPath("enquiry-cards-360.png"), fullPage: true });

  // View: in reach and opens the details.
  const view = card.getByRole("button", { name: m.view, exact: true });
  await view.scrollIntoViewIfNeeded();
  await expect(view).toBeInViewport();
  await view.click();
  const details = phone.getByRole("dialog", { name: m.detailsTitle });
  await expect(details.getByText(enquiry.dropLocation, { exact: true })).toBeVisible();
  await details.getByRole("button", { name: messages.common.close, exact: true }).click();
  await expect(details).toBeHidden();

  // Edit: the card becomes the editor; follow-up needs a reason; Save stores both.
  const edit = card.getByRole("button", { name: m.edit, exact: true });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  await edit.click();
  const editor = phone.getByRole("listitem", { name: m.editorLabel(family.kidName) });
  await editor.getByRole("combobox", { name: m.fields.status }).selectOption({ label: m.statusLabels["follow-up"] });
  await editor.getByRole("textbox", { name: m.fields.reason }).fill("Call back after the exams");
  await noSidewaysScroll(phone, 360);
  await phone.screenshot({ path: testInfo.outputPath("enquiry-card-editor-360.png"), fullPage: true });
  const save = editor.getByRole("button", { name: m.save, exact: true });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  const saved = phone.waitForResponse((r) => r.url().includes(API.updateEnquiry(uuid)) && r.request().method() === "PUT");
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect(toast(phone, m.updateSuccess)).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(card).toContainText(m.statusLabels["follow-up"]);
  await expect(card).toContainText("Call back after the exams");

  // Stored: a reload shows it; the phone's sort picker puts the sort in the URL.
  await phone.reload();
  await expect(cards.first()).toContainText("Call back after the exams");
  await phone.getByLabel(l.sortLabel, { exact: true }).selectOption({ label: l.sortDescendingOption(m.columns.kidName) });
  await expect(phone).toHaveURL(/sort=nameOfKid&dir=desc/);
  await expect(cards).toHaveCount(1);
});

/** Fills what an enquiry cannot know: the father's work and Aadhaar, the mother, the photos, the rest of the address. */
async function completeKidForm(dialog: Locator, family: Family) {
  const kid = dialog.getByRole("region", { name: k.ui.kidSection });
  await field(kid, kl.gender).selectOption({ label: k.genderLabels.male });
  await field(kid, kl.bloodGroup).selectOption("B+");
  await field(kid, kl.kidsImage).setInputFiles(await pngFile("kid-photo"));
  const father = dialog.getByRole("region", { name: kl.fatherDetails });
  await field(father, kl.fatherCompany).fill(family.father.company);
  await field(father, kl.fatherOccupation).fill(family.father.occupation);
  await field(father, kl.father_aadhar_no).fill(family.father.aadhaar);
  await field(father, kl.father_aadhar_front_image).setInputFiles(await jpegFile("father-aadhar-front"));
  await field(father, kl.father_aadhar_back_image).setInputFiles(await pngFile("father-aadhar-back"));
  await field(father, kl.fatherImage).setInputFiles(await jpegFile("father-portrait"));
  const mother = dialog.getByRole("region", { name: kl.motherDetails });
  await field(mother, kl.motherName).fill(family.mother.name);
  await field(mother, kl.motherMobile).fill(family.mother.mobile);
  await field(mother, kl.motherEmail).fill(family.mother.email);
  await field(mother, kl.motherCompany).fill(family.mother.company);
  await field(mother, kl.motherOccupation).fill(family.mother.occupation);
  await field(mother, kl.mother_aadhar_no).fill(family.mother.aadhaar);
  await field(mother, kl.mother_aadhar_front_image).setInputFiles(await pngFile("mother-aadhar-front"));
  await field(mother, kl.mother_aadhar_back_image).setInputFiles(await jpegFile("mother-aadhar-back"));
  await field(mother, kl.motherImage).setInputFiles(await pngFile("mother-portrait"));
  const home = dialog.getByRole("region", { name: kl.homeAddress });
  await field(home, kl.city).fill(family.address.city);
  await field(home, kl.state).fill(family.address.state);
  await field(home, kl.zipCode).fill(family.address.zipCode);
}

async function wonEnquiryBecomesKid(page: Page, testInfo: TestInfo, width: number) {
  const family = newFamily(testInfo);
  const enquiry = enquiryOf(family);
  const uuid = await createEnquiry(page, enquiry, { status: "won", reason: "" });
  // A second enquiry that is not won offers no "Create kid profile".
  const other = newFamily(testInfo);
  await createEnquiry(page, { ...enquiryOf(other), nameOfKid: `${family.kidName} Jr` }, { status: "contacted", reason: "" });

  await page.goto(`/admin-dashboard/enquiry?q=${encodeURIComponent(family.kidName)}&sort=nameOfKid&dir=asc`);
  const items = width < 768 ? page.getByRole("list", { name: m.tableLabel }).getByRole("listitem") : rowWith(page.getByRole("table", { name: m.tableLabel }), family.kidName);
  await expect(items).toHaveCount(2);
  const won = items.first();
  await expect(won).toContainText(m.statusLabels.won);
  await expect(items.nth(1).getByRole("button", { name: ek.createKid })).toHaveCount(0);
  const create = won.getByRole("button", { name: ek.createKid, exact: true });
  await create.scrollIntoViewIfNeeded();
  await expect(create).toBeInViewport();
  await create.click();

  const dialog = page.getByRole("dialog", { name: k.createTitle });
  await expect(dialog.getByText(ek.prefilledFrom(enquiry.nameOfEnquiry))).toBeVisible();
  // Pre-filled from the enquiry.
  const kid = dialog.getByRole("region", { name: k.ui.kidSection });
  await expect(field(kid, kl.kidName)).toHaveValue(family.kidName);
  await expect(field(kid, kl.kidsDateOfBirth)).toHaveValue(indianDate(family.dob));
  await expect(field(kid, kl.status)).toHaveValue("active");
  const father = dialog.getByRole("region", { name: kl.fatherDetails });
  await expect(field(father, kl.fatherName)).toHaveValue(family.father.name);
  await expect(field(father, kl.fatherMobile)).toHaveValue(family.father.mobile);
  await expect(field(father, kl.fatherEmail)).toHaveValue(family.father.email);
  await expect(field(dialog.getByRole("region", { name: kl.homeAddress }), kl.address1)).toHaveValue(enquiry.pickupLocation);
  await expect(field(dialog.getByRole("region", { name: kl.motherDetails }), kl.motherName)).toHaveValue("");
  const institutes = dialog.getByRole("list", { name: kl.institutes });
  await expect(instituteCard(institutes, enquiry.dropLocation)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`enquiry-kid-form-${width}.png`), fullPage: true });
  // The form belongs to the screen, not to the row: turning a tablet (the list switches between
  // table and cards) keeps what was typed.
  await field(dialog.getByRole("region", { name: kl.homeAddress }), kl.city).fill(family.address.city);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width < 768 ? 1024 : 700, height: size.height });
  await expect(dialog).toBeVisible();
  await expect(field(kid, kl.kidName)).toHaveValue(family.kidName);
  await page.setViewportSize(size);
  await expect(field(dialog.getByRole("region", { name: kl.homeAddress }), kl.city)).toHaveValue(family.address.city);

  await completeKidForm(dialog, family);
  // The institute: the enquiry gave its name, place and course; the office adds the rest.
  await dialog.getByRole("button", { name: k.ui.editInstitute(enquiry.dropLocation) }).click();
  const form = dialog.getByRole("group", { name: k.ui.instituteFormEditLegend(1), exact: true });
  await expect(field(form, kl.name)).toHaveValue(enquiry.dropLocation);
  await expect(field(form, kl.course_name)).toHaveValue("school");
  await field(form, kl.coach_name).fill("Ramesh Babu");
  await field(form, kl.phone_no).fill("9848012345");
  await field(form, kl.email).fill("office@vikas.example.com");
  await field(form, kl.courseId).fill(`C2-${family.father.mobile.slice(-4)}`);
  await setSessionTime(form, kl.course_start_time, "10:00");
  await setSessionTime(form, kl.course_end_time, "11:30");
  await form.getByRole("button", { name: k.ui.saveInstitute, exact: true }).click();
  await expect(form).toBeHidden();

  const createdKid = page.waitForResponse((r) => r.url().includes(API.createKidProfile) && r.request().method() === "POST");
  const linked = page.waitForResponse((r) => r.url().includes(API_DESK.enquiryKid(uuid)) && r.request().method() === "PUT");
  await dialog.getByRole("button", { name: k.submit, exact: true }).click();
  const createdResponse = await createdKid;
  expect(createdResponse.status(), await createdResponse.text()).toBe(201);
  const kidUuid = ((await createdResponse.json()) as { data: { uuid: string } }).data.uuid;
  const linkResponse = await linked;
  expect(linkResponse.status(), await linkResponse.text()).toBe(200);
  expect(JSON.parse(linkResponse.request().postData() ?? "{}")).toEqual({ kidUuid });
  await expect(dialog).toBeHidden();
  await expect(toast(page, ek.linked)).toBeVisible();
  await expect(won.getByText(ek.kidCreated, { exact: true })).toBeVisible();
  await expect(won.getByRole("button", { name: ek.createKid })).toHaveCount(0);

  // The server keeps the link, and the kid is in the kid list with the enquiry's details.
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const all = (await (await page.request.get(`${API.allEnquiries}?q=${encodeURIComponent(family.kidName)}`, { headers })).json()) as { data: Enquiry[] };
  expect(all.data.find((e) => e.uuid === uuid)?.kidUuid).toBe(kidUuid);
  const kidProfile = (await (await page.request.get(API.kidProfile(kidUuid), { headers })).json()) as { data: { kidName: string; parentsDetails: { fatherMobile: string } } };
  expect(kidProfile.data.kidName).toBe(family.kidName);
  expect(kidProfile.data.parentsDetails.fatherMobile).toBe(family.father.mobile);
}

test("a won enquiry becomes a kid profile through the kid form pre-filled from it, and is linked to it", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await adminAt(browser, baseURL, 1366, 768);
  await wonEnquiryBecomesKid(admin, testInfo, 1366);
});

test("on a phone too, a won enquiry's card turns it into a kid profile with the form pre-filled", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const phone = await adminAt(browser, baseURL, 360, 740);
  await wonEnquiryBecomesKid(phone, testInfo, 360);
});
