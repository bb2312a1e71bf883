// Spec §2.9, §3.4, §4 (enquiry status), §5.7, §8 "Enquiry" (admin editor; the reason text as
// corrected by decisions.md §2); issue 3 "Enquiries (admin)".
import type { Page, TestInfo } from "@playwright/test";
import { API, type CreateEnquiryRequest } from "@app/contracts";
import { ADMIN, expect, field, loginAsAdmin, messages, test, toast } from "../support/fixtures";
import { dashboardTile, isoDateYearsAgo, rowWith, sessionToken } from "../support/staff";

const m = messages.enquiries;

/** An enquiry of its own for one test (the kid's name tells its row apart). */
function newEnquiry(testInfo: TestInfo): CreateEnquiryRequest & { nameOfKid: string; pickupLocation: string; dropLocation: string } {
  const tag = `${Date.now() % 1_000_000}${testInfo.parallelIndex}`;
  return {
    // Names are letters and spaces (docs/decisions/0245): the tag's digits written as letters.
    nameOfEnquiry: `Guardian ${tag}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]),
    nameOfKid: `Kid ${tag}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]),
    ageOfKid: 7,
    phoneNumber: `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`,
    email: `guardian.${tag}@example.com`,
    activity: ["school", "swimming"],
    pickupLocation: `Brodipet 2nd Lane ${tag}, Guntur`,
    dropLocation: `Vikas School ${tag}, Arundelpet, Guntur`,
  };
}

/** Sends the enquiry as the logged-in admin (decisions.md §4: admins may; not rate-limited like visitors). */
async function createEnquiry(page: Page, enquiry: CreateEnquiryRequest): Promise<string> {
  const response = await page.request.post(API.createEnquiry, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    data: enquiry,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { uuid: string } }).data.uuid;
}

const enquiryTable = (page: Page) => page.getByRole("table", { name: m.tableLabel });

test.describe("admin enquiry screen", () => {
  test("admin moves an enquiry to lost: a blank reason is refused and changes nothing, a reason is saved", async ({ page }, testInfo) => {
    const enquiry = newEnquiry(testInfo);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const uuid = await createEnquiry(page, enquiry);
    // It starts as follow-up with a reason, so "nothing changed" is visible in both columns.
    const start = await page.request.put(API.updateEnquiry(uuid), {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
      data: { status: "follow-up", reason: "Call back next week" },
    });
    expect(start.status(), await start.text()).toBe(200);

    await dashboardTile(page, messages.dashboards.tiles.enquiry).click();
    await expect(page.getByRole("heading", { name: m.title, exact: true })).toBeVisible();
    const row = rowWith(enquiryTable(page), enquiry.nameOfKid);
    await expect(row).toContainText(m.statusLabels["follow-up"]);
    await expect(row).toContainText("Call back next week");

    // Edit → lost → reason cleared → Save: stopped with the catalogue message, nothing sent.
    let puts = 0;
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes(API.updateEnquiry(uuid))) puts++;
    });
    await row.getByRole("button", { name: m.edit, exact: true }).click();
    const editor = page.getByRole("row", { name: m.editorLabel(enquiry.nameOfKid) });
    await editor.getByRole("combobox", { name: m.fields.status }).selectOption({ label: m.statusLabels.lost });
    const reason = editor.getByRole("textbox", { name: m.fields.reason });
    await expect(reason).toBeVisible();
    await reason.fill("");
    await editor.getByRole("button", { name: m.save, exact: true }).click();
    await expect(toast(page, m.reasonRequired)).toBeVisible();
    await expect(editor.getByText(m.reasonRequired, { exact: true })).toBeVisible();
    await expect(editor).toBeVisible();
    expect(puts, "no update is sent with a blank reason").toBe(0);

    // Only spaces are blank too.
    await reason.fill("   ");
    await editor.getByRole("button", { name: m.save, exact: true }).click();
    await expect(editor.getByText(m.reasonRequired, { exact: true })).toBeVisible();
    expect(puts).toBe(0);

    // A reload shows the stored enquiry unchanged.
    await page.reload();
    const rowAfterRefusal = rowWith(enquiryTable(page), enquiry.nameOfKid);
    await expect(rowAfterRefusal).toContainText(m.statusLabels["follow-up"]);
    await expect(rowAfterRefusal).toContainText("Call back next week");
    await expect(rowAfterRefusal).not.toContainText(m.statusLabels.lost);

    // With a reason the save goes through.
    await rowAfterRefusal.getByRole("button", { name: m.edit, exact: true }).click();
    const editorAgain = page.getByRole("row", { name: m.editorLabel(enquiry.nameOfKid) });
    await editorAgain.getByRole("combobox", { name: m.fields.status }).selectOption({ label: m.statusLabels.lost });
    await editorAgain.getByRole("textbox", { name: m.fields.reason }).fill("Chose another transport service");
    const saved = page.waitForResponse((r) => r.url().includes(API.updateEnquiry(uuid)) && r.request().method() === "PUT");
    await editorAgain.getByRole("button", { name: m.save, exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, m.updateSuccess)).toBeVisible();
    await expect(editorAgain).toBeHidden();

    await page.reload();
    const rowAfterSave = rowWith(enquiryTable(page), enquiry.nameOfKid);
    await expect(rowAfterSave).toContainText(m.statusLabels.lost);
    await expect(rowAfterSave).toContainText("Chose another transport service");
    await expect(rowAfterSave).not.toContainText("Call back next week");
  });

  test("an enquiry sent through the public form shows in View → Enquiry Details with its pickup and drop locations", async ({ page }, testInfo) => {
    const enquiry = newEnquiry(testInfo);
    const form = messages.publicSite.enquiry;
    await page.goto("/enquiryform");
    await field(page, form.guardianNameLabel).fill(enquiry.nameOfEnquiry);
    await field(page, form.kidNameLabel).fill(enquiry.nameOfKid);
    await field(page, form.dobLabel).fill(isoDateYearsAgo(7));
    await field(page, form.phoneLabel).fill(String(enquiry.phoneNumber));
    await field(page, form.pickupLabel).fill(enquiry.pickupLocation);
    await field(page, form.dropLabel).fill(enquiry.dropLocation);
    await field(page, form.emailLabel).fill(enquiry.email);
    await field(page, form.activityLabel).fill("school, swimming");
    await page.getByRole("button", { name: form.submit, exact: true }).click();
    await expect(toast(page, form.success)).toBeVisible();

    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin-dashboard/enquiry");
    const row = rowWith(enquiryTable(page), enquiry.nameOfKid);
    await expect(row).toContainText(enquiry.nameOfEnquiry);
    await expect(row).toContainText(enquiry.email);
    await expect(row).toContainText("school, swimming");
    await row.getByRole("button", { name: m.view, exact: true }).click();

    const details = page.getByRole("dialog", { name: m.detailsTitle });
    await expect(details).toBeVisible();
    await expect(details.getByText(enquiry.nameOfKid, { exact: true })).toBeVisible();
    await expect(details.getByText(enquiry.pickupLocation, { exact: true })).toBeVisible();
    await expect(details.getByText(enquiry.dropLocation, { exact: true })).toBeVisible();
    await details.getByRole("button", { name: messages.common.close, exact: true }).click();
    await expect(details).toBeHidden();
  });
});
