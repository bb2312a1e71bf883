import { ENQUIRY_LIMIT, messages, type Enquiry, type EnquiryListQuery, type EnquiryStatus } from "@app/contracts";
import type { z } from "zod";
import type { createEnquiryRequestSchema, updateEnquiryRequestSchema } from "@app/contracts";
import type { Db } from "../../db/client";
import { conflict, forbidden, notFound, tooManyRequests } from "../../lib/errors";
import { pageOf, type Page } from "../../lib/paging";
import { RateLimiter } from "../../lib/rate-limiter";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import * as repo from "./enquiries.repository";

type CreateInput = z.output<typeof createEnquiryRequestSchema>;
type UpdateInput = z.output<typeof updateEnquiryRequestSchema>;

export function toEnquiry(row: repo.EnquiryRow): Enquiry {
  return {
    uuid: row.id,
    nameOfEnquiry: row.nameOfEnquiry,
    nameOfKid: row.nameOfKid,
    ageOfKid: row.ageOfKid,
    phoneNumber: row.phoneNumber,
    email: row.email,
    activity: row.activity,
    pickupLocation: row.pickupLocation,
    dropLocation: row.dropLocation,
    dateOfBirth: row.dateOfBirth,
    status: (row.status as EnquiryStatus | null) ?? null,
    reason: row.reason,
    kidUuid: row.kidId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const CREATORS = new Set(["admin", "father", "mother"]);

export class EnquiriesService {
  private readonly anonymousByIp: RateLimiter;

  constructor(private readonly db: Db) {
    this.anonymousByIp = new RateLimiter(db, "enquiry-ip", ENQUIRY_LIMIT.perIp, ENQUIRY_LIMIT.windowMs);
  }

  /** Visitors, parents and admins may send one (decisions.md §4); anonymous senders are rate-limited. */
  async create(input: CreateInput, auth: AuthContext | null, ip: string): Promise<Enquiry> {
    if (auth && !CREATORS.has(auth.role)) throw forbidden(messages.auth.serverErrors.forbidden);
    if (!auth) {
      const wait = await this.anonymousByIp.take(ip);
      if (wait > 0) throw tooManyRequests(messages.auth.serverErrors.tooManyRequests, wait);
    }
    const row = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const created = await repo.insertEnquiry(tx, {
        nameOfEnquiry: input.nameOfEnquiry,
        nameOfKid: input.nameOfKid,
        ageOfKid: input.ageOfKid,
        phoneNumber: input.phoneNumber,
        email: input.email.toLowerCase(),
        activity: input.activity,
        pickupLocation: input.pickupLocation || null,
        dropLocation: input.dropLocation || null,
        dateOfBirth: input.dateOfBirth ?? null,
        createdBy: auth?.userId ?? null,
      });
      await recordAudit(tx, { auth, ip }, { action: "create", entity: "enquiry", entityId: created.id });
      return created;
    });
    return toEnquiry(row);
  }

  /** Admin list (spec §2.9), newest first. */
  async list(query: EnquiryListQuery): Promise<Page<Enquiry>> {
    const { rows, total } = await repo.listEnquiries(this.db, query);
    return pageOf(rows.map(toEnquiry), total, query);
  }

  /**
   * Admin status change (spec §4, §5.7; docs/decisions/0005): the schema already requires a reason
   * for lost and follow-up and clears it for contacted and won.
   */
  async update(id: string, input: UpdateInput, ctx: RequestContext): Promise<Enquiry> {
    if (!isUuid(id)) throw notFound(messages.enquiries.notFound);
    const row = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const current = await repo.lockEnquiry(tx, id);
      if (!current) throw notFound(messages.enquiries.notFound);
      const updated = await repo.updateEnquiry(tx, id, input);
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "enquiry",
        entityId: id,
        // Status old → new as codes ("new" when none was set), labelled in the reader's language when
        // read; the reason is free text the office types, so it is named, never copied (docs/decisions/0150).
        details: {
          fields: [updated.status !== current.status ? "status" : null, updated.reason !== current.reason ? "reason" : null].filter(Boolean),
          status: updated.status,
          ...(updated.status !== current.status ? { changes: { status: { from: current.status ?? "new", to: updated.status ?? "new" } } } : {}),
        },
      });
      return updated;
    });
    return toEnquiry(row);
  }

  /**
   * Links a won enquiry to the kid profile made from it (docs/decisions/0085): only a won
   * enquiry, only once, only to a kid that exists. The kid itself is created by the kid form.
   */
  async linkKid(id: string, kidId: string, ctx: RequestContext): Promise<Enquiry> {
    if (!isUuid(id)) throw notFound(messages.enquiries.notFound);
    const row = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const current = await repo.lockEnquiry(tx, id);
      if (!current) throw notFound(messages.enquiries.notFound);
      if (current.status !== "won") throw conflict(messages.desk.enquiryKid.notWon);
      if (current.kidId) throw conflict(messages.desk.enquiryKid.alreadyLinked);
      if (!isUuid(kidId) || !(await repo.kidExists(tx, kidId))) throw notFound(messages.routes.views.kidNotFound);
      const updated = await repo.linkKid(tx, id, kidId);
      await recordAudit(tx, ctx, { action: "update", entity: "enquiry", entityId: id, details: { fields: ["kid"], kidId } });
      return updated;
    });
    return toEnquiry(row);
  }
}
