import { ENQUIRY_LIMIT, messages, type Enquiry, type EnquiryStatus } from "@app/contracts";
import type { z } from "zod";
import type { createEnquiryRequestSchema } from "@app/contracts";
import type { Db } from "../../db/client";
import { forbidden, tooManyRequests } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limiter";
import type { AuthContext } from "../../plugins/auth";
import * as repo from "./enquiries.repository";

type CreateInput = z.output<typeof createEnquiryRequestSchema>;

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const CREATORS = new Set(["admin", "father", "mother"]);

export class EnquiriesService {
  private readonly anonymousByIp = new RateLimiter(ENQUIRY_LIMIT.perIp, ENQUIRY_LIMIT.windowMs);

  constructor(private readonly db: Db) {}

  /** Visitors, parents and admins may send one (decisions.md §4); anonymous senders are rate-limited. */
  async create(input: CreateInput, auth: AuthContext | null, ip: string): Promise<Enquiry> {
    if (auth && !CREATORS.has(auth.role)) throw forbidden(messages.auth.serverErrors.forbidden);
    if (!auth) {
      const wait = this.anonymousByIp.retryAfter(ip);
      if (wait > 0) throw tooManyRequests(messages.auth.serverErrors.tooManyRequests, wait);
      this.anonymousByIp.hit(ip);
    }
    const row = await repo.insertEnquiry(this.db, {
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
    return toEnquiry(row);
  }
}
