import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { messages } from "@app/contracts";

export { ADMIN } from "./admin";
export { messages };
export { expect };

export interface E2EOptions {
  /** DATA_DIR of the server this project talks to (its outbox holds the sent emails). */
  dataDir: string;
}

export const test = base.extend<E2EOptions>({
  dataDir: [process.env.E2E_DATA_DIR ?? "", { option: true }],
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The form control with this label, as a person reads it. Mantine appends an aria-hidden " *"
 * to required labels; it is allowed, nothing else is (so "Password" never matches "Show password").
 */
export function field(page: Page | Locator, label: string): Locator {
  return page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`));
}

/** A toast (Mantine notifications have role="alert") showing this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole("alert").filter({ hasText: text });
}

export const urlOf = (path: string) => new RegExp(`^[^?#]*${escapeRegExp(path)}/?(?:[?#].*)?$`);

/** Fills the login page and presses Login (does not wait for the outcome). */
export async function submitLogin(page: Page, identifier: string, password: string) {
  const m = messages.auth.login;
  if (!urlOf("/login").test(page.url())) await page.goto("/login");
  await field(page, m.identifierLabel).fill(identifier);
  await field(page, m.passwordLabel).fill(password);
  await page.getByRole("button", { name: m.submit, exact: true }).click();
}

/** Logs in through the login page and waits for the admin dashboard. */
export async function loginAsAdmin(page: Page, identifier: string, password: string) {
  await submitLogin(page, identifier, password);
  await expect(page).toHaveURL(urlOf("/admin-dashboard"));
}

/** The account dropdown of the navigation bar (page header): a button titled with the user's name. */
export function accountMenu(page: Page, name: string): Locator {
  return page.getByRole("banner").getByRole("button", { name, exact: true });
}
