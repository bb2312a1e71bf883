import { messages, PARENT_RELATIONS, type ParentAccount, type ParentRelation } from "@app/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors";
import { textsIn } from "../../lib/i18n";
import type { Mailer } from "../../lib/mailer";
import type { AccountsService } from "../accounts/accounts.service";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import * as repo from "./parent-invitations.repository";

const inv = messages.desk.invitations;

/**
 * Whether each parent of a kid has set a password, and a fresh invitation for one who has not
 * (issue 12; docs/decisions/0086). A new link retires every earlier one (AccountsService).
 */
export class ParentInvitationsService {
  constructor(
    private readonly db: Db,
    private readonly accounts: Pick<AccountsService, "issuePasswordLink" | "mailLanguageOf">,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async parents(kidId: string) {
    if (!isUuid(kidId) || !(await repo.kidExists(this.db, kidId))) throw notFound(messages.routes.views.kidNotFound);
    const rows = await repo.parentsOf(this.db, kidId);
    const invites = await repo.latestInvitations(
      this.db,
      rows.map((r) => r.userId),
    );
    return rows
      .filter((r): r is typeof r & { relation: ParentRelation } => (PARENT_RELATIONS as readonly string[]).includes(r.relation))
      .map((r) => {
        const invite = invites.get(r.userId);
        const account: ParentAccount = {
          relation: r.relation,
          name: r.name,
          email: r.email,
          passwordSetAt: r.hasPassword ? (r.passwordSetAt ?? invite?.createdAt ?? new Date(0)).toISOString() : null,
          invitedAt: invite ? invite.createdAt.toISOString() : null,
          invitationExpiresAt: invite ? invite.expiresAt.toISOString() : null,
        };
        return { ...r, account };
      });
  }

  async list(kidId: string): Promise<ParentAccount[]> {
    return (await this.parents(kidId)).map((p) => p.account);
  }

  async resend(kidId: string, relation: string, ctx: RequestContext): Promise<{ message: string; data: ParentAccount }> {
    if (!(PARENT_RELATIONS as readonly string[]).includes(relation)) throw badRequest(inv.relationInvalid);
    const parent = (await this.parents(kidId)).find((p) => p.relation === relation);
    if (!parent) throw notFound(inv.noParent);
    if (parent.hasPassword) throw conflict(inv.alreadySet);
    if (!parent.email) throw badRequest(inv.noEmail);
    const link = await this.accounts.issuePasswordLink(parent.userId, "invite");
    await recordAudit(this.db, ctx, { action: "resend-invitation", entity: "parent", entityId: parent.userId, details: { kidId, relation } });
    try {
      const mail = textsIn(await this.accounts.mailLanguageOf(parent.userId, ctx.auth?.language)).auth.mail;
      await this.mailer.send({ to: parent.email, subject: mail.inviteSubject, text: mail.inviteBody(parent.name, link) });
    } catch (err) {
      this.log.error({ err, userId: parent.userId }, "could not resend the parent invitation");
      throw new HttpError(503, inv.sendFailure);
    }
    const fresh = (await this.parents(kidId)).find((p) => p.relation === relation)!;
    return { message: inv.resent(parent.name), data: fresh.account };
  }
}
