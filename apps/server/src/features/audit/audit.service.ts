import type { AuditAction, AuditLogResponse, auditLogQuerySchema, Language } from "@app/contracts";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { textsIn } from "../../lib/i18n";
import type { AuthContext } from "../../plugins/auth";
import { EMAIL_KEY, maskAuditValue, PHONE_KEY } from "./audit-changes";
import { namesFor } from "./audit-names";
import { auditSummary } from "./audit-summary";
import * as repo from "./audit.repository";

/** Who is acting and from where: passed from the route to every service that changes data. */
export interface RequestContext {
  auth: AuthContext | null;
  ip: string;
}

export const requestContext = (request: { auth: AuthContext | null; ip: string }): RequestContext => ({
  auth: request.auth,
  ip: request.ip,
});

export interface AuditEvent {
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  /** Field names, counts, kinds: never secrets (passwords, Aadhaar numbers, tokens). */
  details?: Record<string, unknown> | null;
}

/** Keys whose values must never reach the audit log, whatever a caller passes. */
const SECRET_KEYS = /password|aadha?ar(no|number)?$|token|secret|ciphertext/i;
/**
 * Places are personal data with a retention period (docs/decisions/0111); the append-only audit
 * log would keep them past it, so coordinates are dropped at any depth (docs/decisions/0113).
 */
const PLACE_KEYS = /^(latitude|longitude)$/i;

/**
 * Drops secret and place keys at any depth, and masks every string under a key that names a
 * phone or an email (e.g. `changes.phoneNumber.from`), so old → new values never hold them in
 * the clear (docs/decisions/0088).
 */
function scrubValue(value: unknown, maskKey: string | null = null): unknown {
  if (typeof value === "string" && maskKey) return maskAuditValue(maskKey, value);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, maskKey));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEYS.test(key) && !PLACE_KEYS.test(key))
        .map(([key, v]) => [key, scrubValue(v, maskKey ?? (PHONE_KEY.test(key) || EMAIL_KEY.test(key) ? key : null))]),
    );
  }
  return value;
}

function scrub(details: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!details) return null;
  return scrubValue(details) as Record<string, unknown>;
}

/**
 * Writes one audit row. Pass the transaction of the change so that the row commits (or rolls
 * back) together with it.
 */
export async function recordAudit(db: Db, ctx: RequestContext, event: AuditEvent): Promise<void> {
  await repo.insertAudit(db, auditRow(ctx, event));
}

/**
 * The audit row of an event as an insert to run inside another statement of the same transaction
 * (a data-modifying WITH): the capture writes it with the read of its answer (docs/decisions/0195).
 * The same row recordAudit writes.
 */
export function auditStatement(ctx: RequestContext, event: AuditEvent): SQL {
  return repo.auditInsertSql(auditRow(ctx, event));
}

function auditRow(ctx: RequestContext, event: AuditEvent): repo.NewAuditRow {
  return {
    actorUserId: ctx.auth?.userId ?? null,
    actorRole: ctx.auth?.role ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    details: scrub(event.details),
    ip: ctx.ip || null,
  };
}

/** Start of a YYYY-MM-DD day in India (UTC+05:30, no daylight saving). */
function indiaDayStart(date: string, plusDays = 0): Date {
  const d = new Date(`${date}T00:00:00+05:30`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

export class AuditService {
  constructor(private readonly db: Db) {}

  /** One page; each row's sentence is written in the reader's language (docs/decisions/0150). */
  async list(query: z.output<typeof auditLogQuerySchema>, language: Language = "en"): Promise<AuditLogResponse> {
    const { rows, total } = await repo.listAudit(
      this.db,
      {
        entity: query.entity,
        entityId: query.entityId,
        action: query.action,
        actorUserId: query.actor,
        who: query.who || undefined,
        from: query.from ? indiaDayStart(query.from) : undefined,
        before: query.to ? indiaDayStart(query.to, 1) : undefined,
      },
      query.pageSize,
      (query.page - 1) * query.pageSize,
      query.sort,
    );
    const names = await namesFor(this.db, rows);
    const texts = textsIn(language);
    return {
      data: rows.map((r) => ({ ...r, at: r.at.toISOString(), details: r.details ?? null, summary: auditSummary(r, names, texts) })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }
}
