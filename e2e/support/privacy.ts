import type { APIRequestContext, Page } from "@playwright/test";
import { API, PRIVACY_API } from "@app/contracts";
import { expect, messages } from "./fixtures";
import { createKidViaApi, schoolInstitute, setPasswordViaApi, type Family, type ParentIdentity } from "./kids";
import { waitForPasswordLink } from "./outbox";

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

/**
 * A kid whose father is an existing parent account (the father of another family's kid), created
 * as the office does after saying yes to "link this kid to them?" (`linkExistingParents=true`):
 * the shared-parent case of docs/families-and-privacy.md.
 */
export async function createKidWithExistingFatherViaApi(request: APIRequestContext, adminToken: string, family: Family): Promise<string> {
  return (await createKidViaApi(request, adminToken, family, [schoolInstitute(family)], { linkExistingParents: true })).uuid;
}

/** A parent invited by email sets a password and asks for erasure, through the API. */
export async function askErasureViaApi(request: APIRequestContext, dataDir: string, parent: ParentIdentity, seen: Set<string>) {
  const { link } = await waitForPasswordLink(dataDir, parent.email, seen);
  await setPasswordViaApi(request, link, parent.password);
  const login = await request.post(API.login, { data: { identifier: parent.mobile, password: parent.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).token as string;
  const asked = await request.post(PRIVACY_API.erasureRequests, { headers: { Authorization: `Bearer ${token}` } });
  expect(asked.status(), await asked.text()).toBe(201);
}
