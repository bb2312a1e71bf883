// What the accessibility journeys (tests/a11y.spec.ts) visit: every screen of every role, and the
// dialogs opened from them. Adding a screen is one line in the role's list:
//   { label: "staff documents", path: "/admin-dashboard/documents" },
// and a dialog is one more field: `dialogs: [{ label: "…", open: (page) => page.getByRole(…).click() }]`.
import { expect, type Locator, type Page } from "@playwright/test";
import { messages } from "@app/contracts";
import { expectNoSeriousA11yViolations } from "./axe";

export interface A11yDialog {
  label: string;
  /** Clicks whatever opens the dialog (the scan waits for a dialog to be shown). */
  open: (page: Page) => Promise<void>;
}

export interface A11yScreen {
  label: string;
  path: string;
  /** Waited for before the scan, besides the loaders being gone (default: a heading in the main area). */
  ready?: (page: Page) => Locator;
  dialogs?: A11yDialog[];
}

/** The two sizes of issue 14: a laptop and a cheap Android phone. */
export const SIZES = [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

const actions = messages.staff.ui.actions;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The first row's button whose name starts with this word ("View" or "View <name>"). */
const firstRowButton = (page: Page, word: string) => page.getByRole("main").getByRole("button", { name: new RegExp(`^${escape(word)}\\b`) }).first();
const button = (page: Page, name: string) => page.getByRole("main").getByRole("button", { name, exact: true }).first();

export const PUBLIC_SCREENS: A11yScreen[] = [
  { label: "home", path: "/home" },
  { label: "about us", path: "/aboutUs" },
  { label: "privacy policy", path: "/privacypolicy" },
  { label: "enquiry form", path: "/enquiryform" },
  { label: "login", path: "/login" },
  { label: "forgot password", path: "/forgot-password" },
  { label: "reset password", path: "/reset-password" },
  { label: "confirm password", path: "/confirm-password?token=not-a-real-token" },
];

export const ADMIN_SCREENS: A11yScreen[] = [
  { label: "dashboard", path: "/admin-dashboard" },
  {
    label: "kids list",
    path: "/admin-dashboard/profile",
    dialogs: [
      { label: "add kid", open: (p) => button(p, messages.kids.addButton).click() },
      { label: "view kid", open: (p) => firstRowButton(p, actions.view).click() },
    ],
  },
  {
    label: "drivers list",
    path: "/admin-dashboard/driver",
    dialogs: [
      { label: "add driver", open: (p) => button(p, messages.staff.drivers.addButton).click() },
      { label: "view driver", open: (p) => firstRowButton(p, actions.view).click() },
    ],
  },
  {
    label: "caretakers list",
    path: "/admin-dashboard/caretaker",
    dialogs: [
      { label: "add caretaker", open: (p) => button(p, messages.staff.caretakers.addButton).click() },
      { label: "view caretaker", open: (p) => firstRowButton(p, actions.view).click() },
    ],
  },
  {
    label: "enquiries",
    path: "/admin-dashboard/enquiry",
    dialogs: [{ label: "view enquiry", open: (p) => firstRowButton(p, messages.enquiries.view).click() }],
  },
  {
    label: "transport routes",
    path: "/admin-dashboard/transport",
    dialogs: [
      { label: "add route", open: (p) => button(p, messages.routes.transport.ui.addRoute).click() },
      { label: "view route", open: (p) => firstRowButton(p, actions.view).click() },
    ],
  },
  { label: "kid routes", path: "/admin-dashboard/kidroutes" },
  { label: "attendance", path: "/admin-dashboard/kidattendance" },
  { label: "help requests", path: "/admin-dashboard/help" },
  { label: "feedback", path: "/admin-dashboard/feedback" },
  { label: "route screen", path: "/admin-dashboard/route" },
  { label: "audit log", path: "/admin-dashboard/audit-log" },
  { label: "today board", path: "/admin-dashboard/today" },
  { label: "privacy", path: "/admin-dashboard/privacy" },
];

export const PARENT_SCREENS: A11yScreen[] = [
  {
    label: "home (today, calendar)",
    path: "/parent-dashboard",
    dialogs: [{ label: "mark absent", open: (p) => button(p, messages.day.home.markAbsent).click() }],
  },
  { label: "kid profile", path: "/parent-dashboard/kidprofile" },
  { label: "kid route", path: "/parent-dashboard/parentKidroute" },
  { label: "help", path: "/parent-dashboard/help" },
  { label: "feedback", path: "/parent-dashboard/feedback" },
  { label: "notification settings", path: "/parent-dashboard/notifications" },
  { label: "privacy", path: "/parent-dashboard/privacy" },
];

export const CARETAKER_SCREENS: A11yScreen[] = [
  { label: "run sheet", path: "/caretaker-dashboard" },
  { label: "routes", path: "/caretaker-dashboard/caretakerkiddetails" },
  { label: "profile", path: "/caretaker-dashboard/caretakerprofile" },
];

export const DRIVER_SCREENS: A11yScreen[] = [
  { label: "dashboard", path: "/driver-dashboard" },
  { label: "profile", path: "/driver-dashboard/driverprofile" },
  { label: "routes", path: "/driver-dashboard/kiddetails" },
];

/** The screen's heading shown and its loaders gone (no wait for a quiet network: some screens poll). */
export async function settle(page: Page, ready?: Locator) {
  await expect(ready ?? page.getByRole("main").getByRole("heading").first()).toBeVisible();
  await expect(page.locator(".mantine-Loader:visible, [aria-busy=true]:visible")).toHaveCount(0);
}

/** The dialog shown now, once its opening transition is over (a half-faded dialog fails contrast). */
export async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog").last();
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expect(page.locator(".mantine-Loader:visible, [aria-busy=true]:visible")).toHaveCount(0);
  return dialog;
}

/** Visits each screen at the page's current size, scans it, then each of its dialogs (closed with Escape). */
export async function scanScreens(page: Page, role: string, screens: readonly A11yScreen[]) {
  const size = page.viewportSize();
  const at = size ? `${size.width}x${size.height}` : "";
  for (const screen of screens) {
    await page.goto(screen.path);
    await settle(page, screen.ready?.(page));
    await expectNoSeriousA11yViolations(page, `${role}: ${screen.label} at ${at}`);
    for (const dialog of screen.dialogs ?? []) {
      await dialog.open(page);
      const shown = await openDialog(page);
      await expectNoSeriousA11yViolations(page, `${role}: ${screen.label} → ${dialog.label} at ${at}`);
      await page.keyboard.press("Escape");
      await expect(shown).toBeHidden();
    }
  }
}
