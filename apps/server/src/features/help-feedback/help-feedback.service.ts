import { randomUUID } from "node:crypto";
import {
  FEEDBACK_LIMIT,
  HELP_LIMIT,
  messages,
  type createFeedbackSchema,
  type createHelpRequestSchema,
  type Feedback,
  type HelpRequest,
  type FeedbackListQuery,
  type HelpListQuery,
  type HelpStatus,
  type setHelpStatusSchema,
} from "@app/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { forbidden, notFound, tooManyRequests } from "../../lib/errors";
import { pageOf, type Page } from "../../lib/paging";
import { RateLimiter } from "../../lib/rate-limiter";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import { isParentOf } from "../kids/kid-access";
import * as repo from "./help-feedback.repository";

const forbiddenError = () => forbidden(messages.auth.serverErrors.forbidden);
const isParentRole = (role: string) => role === "father" || role === "mother";
/** Most help requests a parent's own list shows. */
const MY_HELP_MAX = 200;

function toHelp(r: repo.HelpListRow): HelpRequest {
  return {
    uuid: r.help.id,
    createdAt: r.help.createdAt.toISOString(),
    updatedAt: r.help.updatedAt.toISOString(),
    reason: r.help.reason,
    kidDetails: {
      uuid: r.help.kidId,
      kidName: r.kidName,
      fatherLoginData: { fatherMobile: r.fatherMobile },
      motherLoginData: { motherMobile: r.motherMobile },
    },
    raisedBy: { name: r.raisedByName, role: r.raisedByRole, mobile: r.raisedByMobile },
    status: r.help.status as HelpStatus,
    statusNote: r.help.statusNote,
    statusUpdatedAt: r.help.statusUpdatedAt ? r.help.statusUpdatedAt.toISOString() : null,
  };
}

function toFeedback(r: repo.FeedbackRow): Feedback {
  return {
    uuid: r.id,
    name: r.name,
    mobileNo: r.mobileNo,
    feedback: r.feedback,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * Help requests and feedback (spec §3.9, §3.10, §7; decisions.md §3, §4): parents create them for
 * their own kids, admins list them. docs/decisions/0042.
 */
export class HelpFeedbackService {
  private readonly helpByUser: RateLimiter;
  private readonly feedbackByUser: RateLimiter;

  constructor(private readonly db: Db) {
    this.helpByUser = new RateLimiter(db, "help-user", HELP_LIMIT.perUser, HELP_LIMIT.windowMs);
    this.feedbackByUser = new RateLimiter(db, "feedback-user", FEEDBACK_LIMIT.perUser, FEEDBACK_LIMIT.windowMs);
  }

  private async limit(limiter: RateLimiter, userId: string): Promise<void> {
    const wait = await limiter.take(userId);
    if (wait > 0) throw tooManyRequests(messages.auth.serverErrors.tooManyRequests, wait);
  }

  async listHelp(query: HelpListQuery): Promise<Page<HelpRequest>> {
    const { rows, total } = await repo.listHelp(this.db, query);
    return pageOf(rows.map(toHelp), total, query);
  }

  /** A father or mother, for one of their own kids (anything else, unknown kids included, is 403). */
  async createHelp(input: z.output<typeof createHelpRequestSchema>, ctx: RequestContext & { auth: AuthContext }): Promise<HelpRequest> {
    const { auth } = ctx;
    if (!isParentRole(auth.role)) throw forbiddenError();
    if (!isUuid(input.kidUuid) || !(await isParentOf(this.db, auth.userId, input.kidUuid))) throw forbiddenError();
    await this.limit(this.helpByUser, auth.userId);
    const id = randomUUID();
    const kidId = input.kidUuid.toLowerCase();
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await repo.insertHelp(tx, { id, kidId, reason: input.reason, createdBy: auth.userId });
      await recordAudit(tx, ctx, { action: "create", entity: "help-request", entityId: id, details: { kidId, length: input.reason.length } });
    });
    const row = await repo.findHelp(this.db, id);
    return toHelp(row!);
  }

  /** GET /api/help/mine: a father's or mother's help requests about their kids (either parent raised them), newest first. */
  async listMine(auth: AuthContext): Promise<HelpRequest[]> {
    if (!isParentRole(auth.role)) throw forbiddenError();
    return (await repo.listHelpOfParent(this.db, auth.userId, MY_HELP_MAX)).map(toHelp);
  }

  /** PUT /api/help/{uuid}/status (admin): open, in progress or resolved, with a note the parent sees (docs/decisions/0068). */
  async setStatus(id: string, input: z.output<typeof setHelpStatusSchema>, ctx: RequestContext): Promise<HelpRequest> {
    if (!isUuid(id)) throw notFound(messages.day.help.notFound);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = await repo.lockHelp(tx, id);
      if (!before) throw notFound(messages.day.help.notFound);
      const note = input.note || null;
      if (before.status === input.status && before.statusNote === note) return;
      await repo.setHelpStatus(tx, id, { status: input.status, statusNote: note, statusUpdatedBy: ctx.auth?.userId ?? null });
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "help-request",
        entityId: id,
        details: { status: input.status, previousStatus: before.status, noteLength: note?.length ?? 0 },
      });
    });
    return toHelp((await repo.findHelp(this.db, id))!);
  }

  async listFeedback(query: FeedbackListQuery): Promise<Page<Feedback>> {
    const { rows, total } = await repo.listFeedback(this.db, query);
    return pageOf(rows.map(toFeedback), total, query);
  }

  /** A father or mother; name and mobile are taken from the account. */
  async createFeedback(input: z.output<typeof createFeedbackSchema>, ctx: RequestContext & { auth: AuthContext }): Promise<Feedback> {
    const { auth } = ctx;
    if (!isParentRole(auth.role)) throw forbiddenError();
    await this.limit(this.feedbackByUser, auth.userId);
    const row = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const account = await repo.findAccount(tx, auth.userId);
      if (!account) throw forbiddenError();
      const saved = await repo.insertFeedback(tx, { name: account.name, mobileNo: account.mobile ?? "", feedback: input.feedback, createdBy: auth.userId });
      await recordAudit(tx, ctx, { action: "create", entity: "feedback", entityId: saved.id, details: { length: input.feedback.length } });
      return saved;
    });
    return toFeedback(row);
  }
}
