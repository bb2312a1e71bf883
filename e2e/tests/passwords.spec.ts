// Spec §2.4–2.6, §5.2–5.4, §8; issue 2 "Accounts". Runs on its own server (project
// "password-journeys" in playwright.config.ts) because it changes the admin's password. Every
// password it sets is generated here, so a retry starts from whatever the previous try left.
import { ADMIN, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";
import { outboxSnapshot, waitForPasswordLink } from "../support/outbox";

const a = messages.auth;

test("forgot password: the emailed link sets a new password, then Reset Password changes it again", async ({ page, dataDir, baseURL }) => {
  const stamp = Date.now().toString(36);
  const fromLink = `Linked@${stamp}`;
  const fromReset = `Reset@${stamp}`;
  let link = "";

  await test.step("ask for a reset link", async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: a.login.forgotLink }).click();
    await expect(page).toHaveURL(urlOf("/forgot-password"));
    const before = outboxSnapshot(dataDir);
    await field(page, a.forgot.emailLabel).fill(ADMIN.email);
    await page.getByRole("button", { name: a.forgot.submit, exact: true }).click();
    await expect(toast(page, a.forgot.success)).toBeVisible();
    ({ link } = await waitForPasswordLink(dataDir, ADMIN.email, before));
    expect(link.startsWith(`${baseURL}/confirm-password?token=`)).toBe(true);
  });

  await test.step("open the link and set a new password (the two must match)", async () => {
    await page.goto(link);
    await field(page, a.confirm.newPasswordLabel).fill(fromLink);
    await field(page, a.confirm.confirmPasswordLabel).fill(`${fromLink}x`);
    await page.getByRole("button", { name: a.confirm.submit, exact: true }).click();
    await expect(page.getByText(a.confirm.mismatch, { exact: true })).toBeVisible();

    await field(page, a.confirm.confirmPasswordLabel).fill(fromLink);
    await page.getByRole("button", { name: a.confirm.submit, exact: true }).click();
    await expect(toast(page, a.confirm.success)).toBeVisible();
  });

  await test.step("the old password no longer works, the new one does", async () => {
    await page.goto("/login");
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page.getByText(a.login.invalidPasswordField, { exact: true })).toBeVisible();
    await page.goto("/login");
    await loginAsAdmin(page, ADMIN.email, fromLink);
  });

  await test.step("the link works only once", async () => {
    const response = await page.request.post("/api/forgot/update/password", {
      data: { token: new URL(link).searchParams.get("token"), newPassword: "Another@123", confirmPassword: "Another@123" },
    });
    expect(response.status()).toBe(400);
  });

  await test.step("Reset Password changes the password with the old one", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto("/reset-password");
    await field(page, a.reset.identifierLabel).fill(ADMIN.mobile);
    await field(page, a.reset.oldPasswordLabel).fill(fromLink);
    await field(page, a.reset.newPasswordLabel).fill(fromReset);
    await page.getByRole("button", { name: a.reset.submit, exact: true }).click();
    await expect(toast(page, a.reset.success)).toBeVisible();
    await expect(page).toHaveURL(urlOf("/enquiryform"));
    await page.goto("/login");
    await loginAsAdmin(page, ADMIN.mobile, fromReset);
  });
});
