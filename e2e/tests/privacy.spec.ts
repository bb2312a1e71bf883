// Issue 15 (DPDP Act): a parent accepts the invitation, reads and accepts the privacy notice, and
// downloads the family archive (docs/decisions/0110, 0112); the admin's erasure dialog says who stays (0220).
import { readFileSync } from "node:fs";
import { API } from "@app/contracts";
import { expect, field, loginAsAdmin, messages, submitLogin, test, toast, urlOf, ADMIN } from "../support/fixtures";
import { createKidViaApi, newFamily } from "../support/kids";
import { askErasureViaApi, createKidWithExistingFatherViaApi } from "../support/privacy";
import { outboxSnapshot, waitForPasswordLink } from "../support/outbox";
import { dashboardTile, logout, sessionToken } from "../support/staff";

const n = messages.privacy.notice;
const pg = messages.privacy.page;
const confirm = messages.auth.confirm;

test.describe("privacy", () => {
  test("the father accepts the invitation, reads and accepts the privacy notice, and downloads his family's data", async ({ page, dataDir }, testInfo) => {
    const family = newFamily(testInfo);
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const before = outboxSnapshot(dataDir);
    await createKidViaApi(page.request, await sessionToken(page), family);
    await logout(page, ADMIN.name);

    await test.step("he sets his password from the invitation link", async () => {
      const { link } = await waitForPasswordLink(dataDir, family.father.email, before);
      await page.goto(link);
      await field(page, confirm.newPasswordLabel).fill(family.father.password);
      await field(page, confirm.confirmPasswordLabel).fill(family.father.password);
      await page.getByRole("button", { name: confirm.submit, exact: true }).click();
      await expect(toast(page, confirm.success)).toBeVisible();
      await expect(page).toHaveURL(urlOf("/login"));
    });

    await test.step("after logging in he reads the notice before anything else and agrees", async () => {
      await submitLogin(page, family.father.mobile, family.father.password);
      await expect(page).toHaveURL(urlOf("/parent-dashboard"));
      const notice = page.getByRole("region", { name: n.title, exact: true });
      await expect(notice).toBeVisible();
      for (const heading of [n.collectedTitle, n.whoTitle, n.keptTitle, n.withdrawTitle]) {
        await expect(notice.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      }
      await expect(notice.getByText(n.kept(90))).toBeVisible();
      // The dashboard waits for his answer.
      await expect(dashboardTile(page, messages.dashboards.tiles.kidProfile)).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath("privacy-notice.png") });
      await notice.getByRole("button", { name: n.give, exact: true }).click();
      await expect(toast(page, n.saved)).toBeVisible();
      await expect(notice).toBeHidden();
      await expect(dashboardTile(page, messages.dashboards.tiles.kidProfile)).toBeVisible();
    });

    await test.step("his Privacy page shows the consent, and the archive downloads as one ZIP", async () => {
      await dashboardTile(page, pg.title).click();
      await expect(page).toHaveURL(urlOf("/parent-dashboard/privacy"));
      const main = page.getByRole("main");
      await expect(main.getByRole("region", { name: pg.statusTitle })).toContainText("You agreed on");
      await expect(main.getByRole("button", { name: pg.withdraw, exact: true })).toBeVisible();
      const downloading = page.waitForEvent("download");
      await main.getByRole("button", { name: pg.download, exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^family-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const file = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      const zip = readFileSync(file);
      // A ZIP: local file header first; the names are stored in the clear.
      expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
      const text = zip.toString("latin1");
      for (const name of ["README.txt", "family.json", "photos/"]) expect(text).toContain(name);
      await page.screenshot({ path: testInfo.outputPath("privacy-page.png"), fullPage: true });
    });
  });

  test("the admin's erasure dialog says which kid and account go and that the shared father stays with his other kid", async ({ page, dataDir }, testInfo) => {
    const a = messages.privacy.admin;
    const v = a.preview;
    // Father F has kid K with mother Mk; the office adds kid P with F and a new mother M2, who asks for erasure.
    const first = newFamily(testInfo);
    const second = { ...newFamily(testInfo), father: first.father };
    second.kidName = `Pranav ${second.mother.name.split(" ")[1]}`;
    await loginAsAdmin(page, ADMIN.email, ADMIN.password);
    const token = await sessionToken(page);
    const kept = await createKidViaApi(page.request, token, first);
    const before = outboxSnapshot(dataDir);
    await createKidWithExistingFatherViaApi(page.request, token, second);
    await askErasureViaApi(page.request, dataDir, second.mother, before);

    await page.goto("/admin-dashboard/privacy");
    const row = page.getByRole("table", { name: a.erasureTableLabel }).getByRole("row").filter({ hasText: second.mother.name });
    await expect(row).toContainText(second.kidName);
    await expect(row).not.toContainText(first.kidName);
    await row.getByRole("button", { name: a.confirm, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: v.title });
    await expect(dialog.getByRole("region", { name: v.kidsTitle })).toContainText(second.kidName);
    await expect(dialog.getByRole("region", { name: v.kidsTitle })).not.toContainText(first.kidName);
    await expect(dialog.getByRole("region", { name: v.accountsTitle })).toContainText(v.person(second.mother.name, v.relationLabels.mother));
    await expect(dialog.getByRole("region", { name: v.accountsTitle })).not.toContainText(first.father.name);
    await expect(dialog.getByRole("region", { name: v.stayingTitle })).toContainText(
      v.staying(first.father.name, v.relationLabels.father, first.kidName, second.kidName),
    );
    await page.screenshot({ path: testInfo.outputPath("erasure-dialog-1366.png") });
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(dialog.getByRole("button", { name: v.eraseNow, exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("erasure-dialog-360.png"), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });

    await dialog.getByRole("button", { name: v.eraseNow, exact: true }).click();
    await expect(toast(page, a.erased)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The father's first kid is untouched and still has both parents.
    const profile = await page.request.get(API.kidProfile(kept.uuid), { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(200);
    expect((await profile.json()).data.parentsDetails).toMatchObject({ fatherName: first.father.name, motherName: first.mother.name });
  });
});
