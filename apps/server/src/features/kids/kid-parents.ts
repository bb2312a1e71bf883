import type { FastifyBaseLogger } from "fastify";
import { maskAadhaar, messages, type ExistingParent } from "@app/contracts";
import type { Db } from "../../db/client";
import type { AadhaarCipher } from "../../lib/aadhaar";
import { conflict, HttpError } from "../../lib/errors";
import { textsIn } from "../../lib/i18n";
import type { Mailer } from "../../lib/mailer";
import type { AccountsService } from "../accounts/accounts.service";
import { maskEmail, maskPhone } from "../audit/audit-changes";
import type { RequestContext } from "../audit/audit.service";
import * as repo from "./kids.repository";

/**
 * What the kid calls and the parent's own edit share about parent accounts: finding an existing
 * parent by the form's contacts, the 409 that names existing parents (docs/decisions/0223), Aadhaar
 * binding and the set-password invitation (docs/decisions/0021).
 */
const e = messages.kids.errors;

export type Relation = repo.ParentRelation;
export const RELATIONS: readonly Relation[] = ["father", "mother"];

export const aadhaarContext = (userId: string) => `parent:${userId}`;

/** A parent's Aadhaar as every answer shows it: masked, or "" while none is given (docs/decisions/0268). */
export const maskedParentAadhaar = (profile: { aadhaarLast4: string | null } | null | undefined): string =>
  profile?.aadhaarLast4 ? maskAadhaar(profile.aadhaarLast4) : "";

/** True when the stored Aadhaar of a parent differs from `digits` (or none is stored yet, 0268, or it cannot be read). */
export function aadhaarDiffers(cipher: AadhaarCipher, profile: repo.ParentProfileRow, digits: string): boolean {
  if (!profile.aadhaarCiphertext) return true;
  try {
    return cipher.open(profile.aadhaarCiphertext, aadhaarContext(profile.userId)) !== digits;
  } catch {
    return true;
  }
}

/** A 409 that also says who the existing parents are, so the admin can say "link" (0223). */
export class ExistingParentsConflict extends HttpError {
  constructor(
    message: string,
    readonly existingParents: ExistingParent[],
  ) {
    super(409, message);
  }
}

/**
 * The account of role `relation` holding the form's mobile or email (other than `exceptUserId`),
 * or null. Held by another kind of account, or mobile and email on two accounts → 409 (0021).
 */
export async function matchParentAccount(
  db: Db,
  relation: Relation,
  contacts: { mobile?: string; email?: string },
  exceptUserId?: string,
): Promise<repo.ParentAccount | null> {
  const rows = (await repo.liveAccountsByContacts(db, contacts)).filter((r) => r.id !== exceptUserId);
  const byMobile = contacts.mobile ? rows.find((r) => r.mobile === contacts.mobile) : undefined;
  const byEmail = contacts.email ? rows.find((r) => r.email === contacts.email) : undefined;
  if (byMobile && byMobile.role !== relation) throw conflict(e.mobileTaken(relation));
  if (byEmail && byEmail.role !== relation) throw conflict(e.emailTaken(relation));
  if (byMobile && byEmail && byMobile.id !== byEmail.id) throw conflict(e.splitAccounts(relation));
  return byMobile ?? byEmail ?? null;
}

/** The 409 naming the existing parents the form would link: name, masked contacts, how many kids. */
export async function existingParentsConflict(db: Db, found: { relation: Relation; account: repo.ParentAccount }[]): Promise<ExistingParentsConflict> {
  const counts = await repo.kidCountsOf(
    db,
    found.map((f) => f.account.id),
  );
  const list: ExistingParent[] = found.map(({ relation, account }) => ({
    relation,
    name: account.name,
    maskedMobile: account.mobile ? maskPhone(account.mobile) : null,
    maskedEmail: account.email ? maskEmail(account.email) : null,
    kidCount: counts.get(account.id) ?? 0,
  }));
  const father = list.find((p) => p.relation === "father");
  const mother = list.find((p) => p.relation === "mother");
  const message = father && mother ? e.parentsExist(father.name, mother.name) : e.parentExists(list[0].relation, list[0].name, list[0].kidCount);
  return new ExistingParentsConflict(message, list);
}

export interface InvitationDeps {
  accounts: AccountsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Sends the set-password invitation (docs/decisions/0021); a failure is logged, the change stays. */
export async function sendInvitation(deps: InvitationDeps, userId: string, name: string, email: string, ctx: RequestContext): Promise<void> {
  try {
    const link = await deps.accounts.issuePasswordLink(userId, "invite");
    // The parent's own language once chosen, else the language of the admin who sends it (docs/decisions/0070).
    const mail = textsIn(await deps.accounts.mailLanguageOf(userId, ctx.auth?.language)).auth.mail;
    await deps.mailer.send({ to: email, subject: mail.inviteSubject, text: mail.inviteBody(name, link) });
  } catch (err) {
    deps.log.error({ err, userId }, "could not send the parent invitation");
  }
}
