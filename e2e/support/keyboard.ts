// Keyboard-only journeys (issue 14): move with Tab as a person without a mouse does, and check at
// every stop that the focus can be seen (docs/decisions/0115).
import { expect, type Locator, type Page } from "@playwright/test";

interface FocusInfo {
  what: string;
  outline: string | null;
  shadow: string | null;
}

/** What has the focus now and how it is drawn (outline or box-shadow). */
async function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: "body", outline: null, shadow: null };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2 ? `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}` : null;
    const shadow = s.boxShadow && s.boxShadow !== "none" ? s.boxShadow : null;
    const name = el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
    return { what: `${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`, outline, shadow };
  });
}

/** The focused element draws a focus indicator (an outline of 2px or more, or a box-shadow ring). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const info = await focusInfo(page);
  expect(info.what, "something has the keyboard focus").not.toBe("body");
  expect(info.outline ?? info.shadow, `the focus on ${info.what} is visible`).toBeTruthy();
}

/** Whether the focused element is one of `target`'s elements. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => els.some((el) => el === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until one of `target`'s elements has the focus, checking at every stop
 * that the focus is visible. Fails after `max` presses: the target cannot be reached by keyboard.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  // A person starts tabbing once the screen is there (the app's code arrives after the HTML).
  await expect(target.first()).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
  }
  expect(await hasFocus(target), `reached ${target.toString()} by keyboard within ${max} presses`).toBe(true);
}

/** Tab to the field, type the value (replacing what was there). */
export async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await expect(field).toBeVisible();
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(value);
}

/** Tabs `presses` times; every stop stays inside `container` and shows its focus (a focus trap). */
export async function expectFocusTrapped(page: Page, container: Locator, presses: number): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
    expect(await container.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays inside the dialog`).toBe(true);
  }
}

/** An opened dialog takes the focus (after its opening transition). */
export async function expectFocusInside(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement)), { message: "the dialog takes the focus" }).toBe(true);
}
