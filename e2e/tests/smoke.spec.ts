// Screenshots of the main screens on a desktop and a 360x740 phone, for a person to look at
// (e2e/.tmp/screenshots). Not compared pixel by pixel; asserted: no uncaught script error and no
// horizontal scrolling at either width (issue 2: usable on a 360x740 phone screen).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN, expect, loginAsAdmin, test, urlOf } from "../support/fixtures";

const shotsDir = join(fileURLToPath(new URL(".", import.meta.url)), "..", ".tmp", "screenshots");
const viewports = [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
];
const pages = [
  { path: "/home", name: "home", login: false },
  { path: "/login", name: "login", login: false },
  { path: "/enquiryform", name: "enquiryform", login: false },
  { path: "/admin-dashboard", name: "admin-dashboard", login: true },
];

for (const viewport of viewports) {
  test.describe(`screens at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const target of pages) {
      test(`${target.path} renders without horizontal overflow`, async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        if (target.login) await loginAsAdmin(page, ADMIN.email, ADMIN.password);
        await page.goto(target.path);
        await expect(page).toHaveURL(urlOf(target.path));
        await expect(page.locator("#root")).not.toBeEmpty();
        await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: join(shotsDir, `${target.name}-${viewport.width}x${viewport.height}.png`), fullPage: true });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `page width ${scrollWidth}px in a ${viewport.width}px window`).toBeLessThanOrEqual(viewport.width);
        expect(errors, "uncaught script errors").toEqual([]);
      });
    }
  });
}
