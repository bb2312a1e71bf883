import type { AuditSort } from "@app/contracts";
import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsAny } from "../../lib/paging";
import { auditLog, users } from "../../db/schema";

export type NewAuditRow = typeof auditLog.$inferInsert;

/**
 * One audit row. Written out as parameterised SQL, not built by the query builder: every write
 * of the app runs it inside its transaction (a capture among them, docs/decisions/0187). The
 * same columns and defaults as `db.insert(auditLog).values(row)`; details as jsonb (SQL NULL
 * when there are none).
 */
export async function insertAudit(db: Db, row: NewAuditRow): Promise<void> {
  await db.execute(auditInsertSql(row));
}

/** The same insert as SQL, for a statement that writes the audit row with its own work (0195). */
export function auditInsertSql(row: NewAuditRow): SQL {
  const details = row.details === undefined || row.details === null ? null : JSON.stringify(row.details);
  return sql`insert into audit_log (at, actor_user_id, actor_role, action, entity, entity_id, details, ip)
    values (coalesce(${row.at ? row.at.toISOString() : null}::timestamptz, now()), ${row.actorUserId ?? null}, ${row.actorRole ?? null},
      ${row.action}, ${row.entity}, ${row.entityId ?? null}, ${details}::jsonb, ${row.ip ?? null})`;
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  action?: string;
  actorUserId?: string;
  /** Part of the actor's account name, any case. */
  who?: string;
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

function where(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.entity) parts.push(eq(auditLog.entity, f.entity));
  if (f.entityId) parts.push(eq(auditLog.entityId, f.entityId));
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.actorUserId) parts.push(eq(auditLog.actorUserId, f.actorUserId));
  const who = containsAny(f.who, users.name);
  if (who) parts.push(who);
  if (f.from) parts.push(gte(auditLog.at, f.from));
  if (f.before) parts.push(lt(auditLog.at, f.before));
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page, newest first or, with `oldest`, oldest first (ties broken by id in the same direction,
 * so pages never overlap; the index on `at` serves both directions).
 */
export async function listAudit(db: Db, f: AuditFilter, limit: number, offset: number, order: AuditSort = "newest") {
  const condition = where(f);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorName: users.name,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(condition)
    .orderBy(...(order === "oldest" ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)]))
    .limit(limit)
    .offset(offset);
  // The count joins the accounts only when a name is searched: the join costs on a long log.
  const counted = db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  const [{ n }] = await (f.who ? counted.leftJoin(users, eq(users.id, auditLog.actorUserId)) : counted).where(condition);
  return { rows, total: n };
}

/** The accounts' emails and mobile numbers: what names them in audit details besides their ids. */
export async function contactsOf(db: Db, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(sql`${users.id} in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::uuid)`);
  return rows.flatMap((r) => [r.email, r.mobile]).filter((v): v is string => Boolean(v));
}

/**
 * Scrubs the details of the audit rows about, by or naming `ids` (or naming `texts`) through the
 * database's one scrubbing function, which the append-only trigger lets through and which records
 * itself (drizzle/0020, docs/decisions/0236). Returns how many rows it scrubbed.
 */
export async function eraseDetails(db: Db, ids: string[], texts: string[]): Promise<number> {
  const result = (await db.execute(
    sql`select audit_erase_details(
      array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid[],
      array(select jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb))) as n`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
