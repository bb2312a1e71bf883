// Spec §2.3, §5.1, §8 "Login and account": the admin logs in by email or by mobile number.
import { ADMIN, accountMenu, expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf } from "../support/fixtures";

const m = messages.auth.login;

test.describe("login page", () => {
  test("admin logs in with the email address and lands on the admin dashboard", async ({ page }) => {
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    await expect(accountMenu(page, ADMIN.name)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("role"))).toBe("admin");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  });

  test("admin logs in with the mobile number and lands on the admin dashboard", async ({ page }) => {
    await loginAsAdmin(page, ADMIN.mobile, ADMIN.password);
    await expect(accountMenu(page, ADMIN.name)).toBeVisible();
  });

  test("a wrong password shows the field error and the toast", async ({ page }) => {
    await submitLogin(page, ADMIN.email, "Wrong@12345");
    await expect(page.getByText(m.invalidPasswordField, { exact: true })).toBeVisible();
    // The message belongs to the password field (read out with it by a screen reader).
    await expect(field(page, m.passwordLabel)).toHaveAccessibleDescription(m.invalidPasswordField);
    await expect(toast(page, messages.auth.serverErrors.incorrectPassword)).toBeVisible();
    await expect(page).toHaveURL(urlOf("/login"));
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("an empty form is refused with the required-field messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: m.submit, exact: true }).click();
    await expect(page.getByText(m.identifierRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(m.passwordRequired, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(urlOf("/login"));
  });

  test("Clear empties both fields", async ({ page }) => {
    await page.goto("/login");
    await field(page, m.identifierLabel).fill(ADMIN.email);
    await field(page, m.passwordLabel).fill("something");
    await page.getByRole("button", { name: m.clear, exact: true }).click();
    await expect(field(page, m.identifierLabel)).toHaveValue("");
    await expect(field(page, m.passwordLabel)).toHaveValue("");
  });
});
