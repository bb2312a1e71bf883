import type { ListParams, PageInfo, SortDirection } from "@app/contracts";
import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { FastifyReply } from "fastify";

/**
 * The shared paging of every admin list (docs/decisions/0080): LIMIT/OFFSET of one page, the
 * order rule, the contains-search and the total, so the ten lists do not each re-invent them.
 */
export function pageBounds(p: Pick<ListParams, "page" | "pageSize">): { limit: number; offset: number } {
  return { limit: p.pageSize, offset: (p.page - 1) * p.pageSize };
}

/**
 * The one order rule: the chosen column in the chosen direction (ascending unless `dir=desc`),
 * empty values last, then the list's tie-breaker (its id) so pages never overlap or skip a row.
 * Without `sort` the list's default order applies (newest first for most lists).
 */
export function orderFor(column: AnyColumn | SQL, dir: SortDirection | undefined, tieBreak: AnyColumn): SQL[] {
  const direction = dir === "desc" ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, dir === "desc" ? desc(tieBreak) : asc(tieBreak)];
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" and not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of the columns contains the search text, ignoring case (undefined: no search). */
export function containsAny(q: string | undefined, ...columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((c) => ilike(c as AnyColumn, pattern)));
}

/** `count(*)` as a JS number (PostgreSQL answers bigint as text). */
export const countAll = sql<number>`count(*)::int`;

export interface Page<T> {
  rows: T[];
  page: PageInfo;
}

export function pageOf<T>(rows: T[], total: number, p: Pick<ListParams, "page" | "pageSize">): Page<T> {
  return { rows, page: { page: p.page, pageSize: p.pageSize, total } };
}

/** The paging also travels in headers, for the answers whose spec shape is a bare array. */
export function setPageHeaders(reply: FastifyReply, page: PageInfo): void {
  reply.header("X-Total-Count", String(page.total));
  reply.header("X-Page", String(page.page));
  reply.header("X-Page-Size", String(page.pageSize));
}
