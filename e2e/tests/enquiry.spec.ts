// Spec §2.18, §5.5, §8 "Enquiry": the public enquiry form at /enquiryform, used logged out.
import type { Page } from "@playwright/test";
import { API } from "@app/contracts";
import { expect, field, messages, test, toast } from "../support/fixtures";

const m = messages.publicSite.enquiry;

/** yyyy-mm-dd, `years` before today (local time of the browser is Asia/Kolkata). */
function isoDate(yearsAgo: number, daysAhead = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - yearsAgo);
  d.setDate(d.getDate() + daysAhead);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function countEnquiryPosts(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes(API.createEnquiry)) counter.count++;
  });
  return counter;
}

async function fillValidForm(page: Page) {
  await field(page, m.guardianNameLabel).fill("Lakshmi Prasad");
  await field(page, m.kidNameLabel).fill("Aarav Prasad");
  await field(page, m.dobLabel).fill(isoDate(7));
  await field(page, m.phoneLabel).fill("9876543210");
  await field(page, m.pickupLabel).fill("Brodipet 2nd Lane, Guntur");
  await field(page, m.dropLabel).fill("Vikas School, Arundelpet, Guntur");
  await field(page, m.emailLabel).fill("lakshmi.prasad@example.com");
  await field(page, m.activityLabel).fill("school, swimming");
}

test.describe("public enquiry form", () => {
  test("a visitor sends the enquiry form", async ({ page }) => {
    const posts = countEnquiryPosts(page);
    await page.goto("/enquiryform");
    await fillValidForm(page);
    const response = page.waitForResponse((r) => r.url().includes(API.createEnquiry) && r.request().method() === "POST");
    await page.getByRole("button", { name: m.submit, exact: true }).click();
    expect((await response).status()).toBe(201);
    const sent = (await response).request().postDataJSON() as Record<string, unknown>;
    // Pickup and drop locations are sent (decisions.md §2), activity split on commas.
    expect(JSON.stringify(sent)).toContain("Brodipet 2nd Lane, Guntur");
    expect(JSON.stringify(sent)).toContain("Vikas School, Arundelpet, Guntur");
    await expect(toast(page, m.success)).toBeVisible();
    // The form starts afresh for the next enquiry.
    await expect(field(page, m.guardianNameLabel)).toHaveValue("");
    expect(posts.count).toBe(1);
  });

  test("a blank form is refused with the spec's messages and nothing is sent", async ({ page }) => {
    const posts = countEnquiryPosts(page);
    await page.goto("/enquiryform");
    await page.getByRole("button", { name: m.submit, exact: true }).click();
    for (const text of [m.guardianNameRequired, m.kidNameRequired, m.dobRequired, m.phoneRequired, m.pickupRequired, m.dropRequired, m.emailRequired]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(toast(page, m.success)).toHaveCount(0);
    expect(posts.count).toBe(0);
  });

  test("invalid values are flagged on blur and block submission until fixed", async ({ page }) => {
    const posts = countEnquiryPosts(page);
    await page.goto("/enquiryform");
    await fillValidForm(page);

    await field(page, m.phoneLabel).fill("98765");
    await field(page, m.phoneLabel).blur();
    await expect(page.getByText(messages.staff.fields.phoneRule, { exact: true })).toBeVisible();

    await field(page, m.emailLabel).fill("not-an-email");
    await field(page, m.emailLabel).blur();
    await expect(page.getByText(m.emailInvalid, { exact: true })).toBeVisible();

    await field(page, m.dobLabel).fill(isoDate(0, 2));
    await field(page, m.dobLabel).blur();
    await expect(page.getByText(m.dobFuture, { exact: true })).toBeVisible();

    await field(page, m.guardianNameLabel).fill("");
    await field(page, m.guardianNameLabel).blur();
    await expect(page.getByText(m.guardianNameRequired, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: m.submit, exact: true }).click();
    await expect(page.getByText(messages.staff.fields.phoneRule, { exact: true })).toBeVisible();
    expect(posts.count).toBe(0);

    // Clear resets the form and its errors (spec §2.18).
    await page.getByRole("button", { name: m.clear, exact: true }).click();
    await expect(page.getByText(messages.staff.fields.phoneRule, { exact: true })).toHaveCount(0);
    await expect(field(page, m.phoneLabel)).toHaveValue("");
    expect(posts.count).toBe(0);
  });
});
