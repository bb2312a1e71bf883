import { LIST_PAGE_SIZE_MAX, type PageInfo } from "@app/contracts";
import { apiFetchWithHeaders } from "./api-client";

/** One page of an admin list as the screens use it. */
export interface ListPage<T> {
  rows: T[];
  page: PageInfo;
}

/** The page of an answer: the body's `page`, else the X-Total-Count headers, else the rows themselves. */
function pageInfo(body: unknown, headers: Headers, rows: unknown[]): PageInfo {
  const fromBody = body && typeof body === "object" && "page" in body ? (body as { page?: PageInfo }).page : undefined;
  if (fromBody && typeof fromBody.total === "number") return fromBody;
  const total = Number(headers.get("X-Total-Count"));
  if (headers.has("X-Total-Count") && Number.isFinite(total)) {
    return { total, page: Number(headers.get("X-Page")) || 1, pageSize: Number(headers.get("X-Page-Size")) || rows.length };
  }
  return { total: rows.length, page: 1, pageSize: rows.length };
}

/**
 * GET one page of a list: `search` is the query string of the list state ("" or "?q=…"); `pick`
 * finds the rows in the spec's answer shape (null when the answer is not what was expected).
 */
export async function fetchListPage<T>(path: string, search: string, pick: (body: unknown) => T[] | null | undefined): Promise<ListPage<T>> {
  const { data, headers } = await apiFetchWithHeaders<unknown>(`${path}${search}`);
  const rows = pick(data);
  if (!Array.isArray(rows)) throw new Error("Unexpected response format");
  return { rows, page: pageInfo(data, headers, rows) };
}

/**
 * Every row of a list, page by page (the pickers of a form that choose among all routes, staff or
 * kids). Each call stays bounded by the server's maximum page size.
 */
export async function fetchAllPages<T>(path: string, pick: (body: unknown) => T[] | null | undefined): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const { rows, page: info } = await fetchListPage(path, `?page=${page}&pageSize=${LIST_PAGE_SIZE_MAX}`, pick);
    all.push(...rows);
    if (rows.length === 0 || all.length >= info.total || rows.length < LIST_PAGE_SIZE_MAX) break;
  }
  return all;
}
