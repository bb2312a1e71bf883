import { API, type AuditLogResponse, type AuditSort } from "@app/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

export const AUDIT_PAGE_SIZE = 25;

/** The filters of GET /api/audit-log this screen offers; empty text means "any". */
export interface AuditFilters {
  /** Part of the name of who did it. */
  who: string;
  entity: string;
  action: string;
  /** YYYY-MM-DD, a day in India, inclusive. */
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = ["who", "entity", "action", "from", "to"] as const;
export const NO_FILTERS: AuditFilters = { who: "", entity: "", action: "", from: "", to: "" };

/** The order a URL's `sort` asks for: oldest first only when it says so (docs/decisions/0197). */
export function auditSortOf(value: string | undefined): AuditSort {
  return value === "oldest" ? "oldest" : "newest";
}

/** The query string of one page: only the filters that are set, the order when not newest first, then page and pageSize. */
export function auditLogSearch(filters: AuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE, sort: AuditSort = "newest"): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (sort !== "newest") params.set("sort", sort);
  params.set("page", String(page));
  params.set("pageSize", String(pageSize));
  return params.toString();
}

export function useAuditLog(filters: AuditFilters, page: number, sort: AuditSort = "newest") {
  return useQuery({
    queryKey: ["audit-log", filters, page, sort],
    queryFn: () => apiFetch<AuditLogResponse>(`${API.auditLog}?${auditLogSearch(filters, page, AUDIT_PAGE_SIZE, sort)}`),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
