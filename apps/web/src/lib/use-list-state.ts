import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZES, type SortDirection } from "@app/contracts";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** The state of an admin list (search, sort, page, filters), kept in the URL so it can be bookmarked. */
export interface ListState {
  q: string;
  sort: string | undefined;
  dir: SortDirection | undefined;
  page: number;
  pageSize: number;
  /** A filter's value from the URL ("" when not set). */
  filter: (key: string) => string;
  /** The query string for the API ("" when everything is at its default). */
  apiSearch: string;
  setSearch: (q: string) => void;
  /** Sorts by the column; the same column again flips the direction. */
  toggleSort: (key: string) => void;
  /** Sets the sort outright; no key goes back to the list's own order. */
  setSort: (key: string | undefined, dir: SortDirection | undefined) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setFilter: (key: string, value: string | null | undefined) => void;
  /** Sets several filters in one step (a form's Apply), back to page 1. */
  setFilters: (patch: Record<string, string | null | undefined>) => void;
}

const BASE_KEYS = ["q", "sort", "dir", "page", "pageSize"] as const;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Reads and writes a list's state in the page's query string. `filterKeys` names the list's own
 * filters (e.g. "status", "from"); only these and the base keys are sent to the API. `defaults`
 * are filter values applied when the URL has none (e.g. attendance's date range).
 */
export function useListState(filterKeys: readonly string[] = [], defaults: Record<string, string> = {}): ListState {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (patch: Record<string, string | null | undefined>, resetPage: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === "") next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const q = params.get("q") ?? "";
  const sort = params.get("sort") ?? undefined;
  const dirParam = params.get("dir");
  const dir: SortDirection | undefined = dirParam === "asc" || dirParam === "desc" ? dirParam : undefined;
  const page = positiveInt(params.get("page"), 1);
  const sizeParam = positiveInt(params.get("pageSize"), LIST_PAGE_SIZE_DEFAULT);
  const pageSize = (LIST_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : LIST_PAGE_SIZE_DEFAULT;
  const filterValues = useMemo(
    () => Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? defaults[k] ?? ""])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys and defaults are per-screen constants; params drive updates
    [params],
  );

  const apiSearch = useMemo(() => {
    const out = new URLSearchParams();
    for (const key of BASE_KEYS) {
      const value = params.get(key);
      if (value) out.set(key, value);
    }
    if (page === 1) out.delete("page");
    if (pageSize === LIST_PAGE_SIZE_DEFAULT) out.delete("pageSize");
    for (const [key, value] of Object.entries(filterValues)) if (value) out.set(key, value);
    const text = out.toString();
    return text ? `?${text}` : "";
  }, [params, page, pageSize, filterValues]);

  return {
    q,
    sort,
    dir,
    page,
    pageSize,
    filter: (key) => filterValues[key] ?? "",
    apiSearch,
    setSearch: (value) => update({ q: value.trim() }, true),
    toggleSort: (key) => update({ sort: key, dir: sort === key && dir !== "desc" ? "desc" : "asc" }, true),
    setSort: (key, direction) => update({ sort: key ?? null, dir: key ? (direction ?? "asc") : null }, true),
    setPage: (value) => update({ page: value > 1 ? String(value) : null }, false),
    setPageSize: (value) => update({ pageSize: value === LIST_PAGE_SIZE_DEFAULT ? null : String(value) }, true),
    setFilter: (key, value) => update({ [key]: value ?? null }, true),
    setFilters: (patch) => update(patch, true),
  };
}
