import type { Page } from "@playwright/test";
import { expect, messages } from "./fixtures";

/** The notice's texts in any language (only the ones the helper reads). */
type NoticeTexts = { title: string; collectedTitle: string; give: string };

/**
 * A parent who has not answered the privacy notice sees it before the dashboard
 * (docs/decisions/0110): read it and agree.
 */
export async function acceptPrivacyNotice(page: Page, n: NoticeTexts = messages.privacy.notice) {
  const notice = page.getByRole("region", { name: n.title, exact: true });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("heading", { name: n.collectedTitle, exact: true })).toBeVisible();
  await notice.getByRole("button", { name: n.give, exact: true }).click();
  await expect(notice).toBeHidden();
}
