import { z } from "zod";
import { isIsoDate } from "../dates.js";
import { audit } from "../messages/audit.js";
import { lists } from "../messages/lists.js";
import { LIST_PAGE_SIZE_MAX } from "./list-limits.js";

export const AUDIT_ACTIONS = ["create", "update", "delete", "view-identity-document", "resend-invitation"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every record type the server writes to the audit log (the screen's filter offers these). */
export const AUDIT_ENTITIES = [
  "driver",
  "caretaker",
  "enquiry",
  "file",
  "kid",
  "parent",
  "route",
  "route-assignment",
  "route-mark",
  "kid-attendance",
  "kid-absence",
  "help-request",
  "feedback",
  "privacy-consent",
  "family-export",
  "erasure-request",
  "family",
  "vehicle",
] as const;

/** The log's two orders (docs/decisions/0197): newest first (the default) or oldest first. */
export const AUDIT_SORTS = ["newest", "oldest"] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

const isoDate = z
  .string()
  .trim()
  .refine(isIsoDate, { error: audit.invalidDate })
  .optional();

/**
 * GET /api/audit-log query: filters, `sort` (newest first unless `oldest`), `page` from 1 and
 * `pageSize` up to the lists' maximum of 100 (docs/decisions/0197). Dates are days in India (inclusive).
 */
export const auditLogQuerySchema = z
  .object({
    entity: z.string().trim().min(1).max(50).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    actor: z.uuid({ error: "Invalid id." }).optional(),
    /** Part of the name of who did it, any case (docs/decisions/0153): the screen's "Who" box. */
    who: z.string().trim().max(100, { error: audit.whoTooLong }).optional(),
    from: isoDate,
    to: isoDate,
    sort: z.enum(AUDIT_SORTS, { error: audit.invalidSort }).default("newest"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIST_PAGE_SIZE_MAX, { error: lists.pageSizeTooLarge(LIST_PAGE_SIZE_MAX) })
      .default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: audit.invalidRange, path: ["to"] });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  /** The readable sentence naming people and records, never ids (docs/decisions/0082). */
  summary: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
