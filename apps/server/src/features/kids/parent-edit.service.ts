import type { FastifyBaseLogger } from "fastify";
import { messages, type ParentSummary, type UpdateParentRequest, updateParentRequestSchema } from "@app/contracts";
import type { Db } from "../../db/client";
import type { AadhaarCipher } from "../../lib/aadhaar";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { updateAccount } from "../accounts/account-store";
import type { AccountsService } from "../accounts/accounts.service";
import { auditChanges, withChanges } from "../audit/audit-changes";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import { parseOr400 } from "../staff/staff.shared";
import { aadhaarContext, aadhaarDiffers, maskedParentAadhaar, sendInvitation, type Relation } from "./kid-parents";
import * as repo from "./kids.repository";

const pe = messages.kids.parentEdit;

/**
 * PUT /api/v1/parents/{uuid}: the one place where a parent's identity (name, login mobile and email,
 * Aadhaar) changes once the parent may be shared by several kids (docs/decisions/0223). Admins
 * only (checked by the route before the body is read); audited as `update` of `parent`.
 */
export class ParentEditService {
  constructor(
    private readonly db: Db,
    private readonly aadhaar: AadhaarCipher,
    private readonly accounts: AccountsService,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async summary(db: Db, account: repo.ParentAccount): Promise<ParentSummary> {
    const [profile, kids] = await Promise.all([repo.findParentProfile(db, account.id), repo.kidsOfParent(db, account.id)]);
    return {
      uuid: account.id,
      relation: account.role as Relation,
      name: account.name,
      mobile: account.mobile,
      email: account.email,
      aadhaar: maskedParentAadhaar(profile),
      kids,
    };
  }

  /** A mobile or email held by any other live account → 409 (logins are unique among all accounts). */
  private async assertContactsFree(db: Db, userId: string, contacts: { mobile?: string; email?: string }): Promise<void> {
    const others = (await repo.liveAccountsByContacts(db, contacts)).filter((r) => r.id !== userId);
    if (contacts.mobile && others.some((r) => r.mobile === contacts.mobile)) throw conflict(pe.mobileTaken);
    if (contacts.email && others.some((r) => r.email === contacts.email)) throw conflict(pe.emailTaken);
  }

  async update(uuid: string, body: UpdateParentRequest, ctx: RequestContext): Promise<ParentSummary> {
    const input = parseOr400(updateParentRequestSchema, body);
    if (!isUuid(uuid)) throw notFound(pe.notFound);
    const account = await repo.findParentAccount(this.db, uuid);
    if (!account) throw notFound(pe.notFound);
    const set = {
      name: input.name !== undefined && input.name !== account.name ? input.name : undefined,
      mobile: input.mobile !== undefined && input.mobile !== account.mobile ? input.mobile : undefined,
      email: input.email !== undefined && input.email !== account.email ? input.email : undefined,
    };
    await this.assertContactsFree(this.db, uuid, set);

    const summary = await this.db
      .transaction(async (t) => {
        const tx = t as unknown as Db;
        const current = await repo.findParentAccount(tx, uuid);
        if (!current) throw notFound(pe.notFound);
        await this.assertContactsFree(tx, uuid, set);
        const profile = await repo.findParentProfile(tx, uuid);
        const newAadhaar = input.aadhaar && (!profile || aadhaarDiffers(this.aadhaar, profile, input.aadhaar)) ? input.aadhaar : undefined;
        if (newAadhaar && !profile) throw badRequest(pe.noProfile);
        const fields = (["name", "mobile", "email"] as const).filter((f) => set[f] !== undefined);
        await updateAccount(tx, uuid, set);
        if (newAadhaar && profile) {
          const sealed = this.aadhaar.seal(newAadhaar, aadhaarContext(uuid));
          await repo.updateParentProfile(tx, uuid, { aadhaarCiphertext: sealed.ciphertext, aadhaarLast4: sealed.last4 });
        }
        const changed = newAadhaar ? [...fields, "aadhaar"] : [...fields];
        if (changed.length) {
          const before = { name: current.name, mobile: current.mobile, email: current.email };
          await recordAudit(tx, ctx, {
            action: "update",
            entity: "parent",
            entityId: uuid,
            details: withChanges({ relation: current.role, fields: changed, via: "parentEdit" }, auditChanges(fields, before, set)),
          });
        }
        return this.summary(tx, { ...current, name: set.name ?? current.name, mobile: set.mobile ?? current.mobile, email: set.email ?? current.email });
      })
      .catch((err: unknown) => {
        const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
        const text = String((err as { constraint?: string; message?: string })?.constraint ?? (err as { message?: string })?.message ?? "");
        // A race past the check ends at the unique indexes: the same clear 409.
        if (code === "23505") throw conflict(text.includes("mobile") ? pe.mobileTaken : pe.emailTaken);
        throw err;
      });
    // An invited parent who has not set a password yet gets a fresh link at the new address (0021).
    if (set.email && !account.hasPassword) {
      await sendInvitation({ accounts: this.accounts, mailer: this.mailer, log: this.log }, uuid, summary.name, set.email, ctx);
    }
    return summary;
  }
}
