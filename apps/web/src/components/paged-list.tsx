import { Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ListPage } from "../lib/list-fetch";
import type { ListState } from "../lib/use-list-state";
import { DataTable, type DataTableProps, type DataTableSort } from "./data-table";
import { ListPager } from "./list-controls";
import { LoadError, LoadingText } from "./query-status";

export interface PagedListProps<T> extends Omit<DataTableProps<T>, "rows" | "sort"> {
  list: ListState;
  query: UseQueryResult<ListPage<T>>;
  /** Search, filters and exports; stays on screen while a page loads or fails. */
  toolbar?: ReactNode;
  loadFailure: string;
}

/**
 * An admin list: its toolbar, one page of rows (a table, or cards on a phone) with sortable
 * headers, and the pager. Loading and failure keep the toolbar so a bad filter can be undone.
 */
export function PagedList<T>({ list, query, toolbar, loadFailure, ...table }: PagedListProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <LoadingText />;
  else if (query.isError) body = <LoadError message={loadFailure} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <DataTable {...table} rows={query.data.rows} sort={listSort(list)} />
        <ListPager list={list} page={query.data.page} />
      </>
    );
  return (
    <Stack gap="sm">
      {toolbar}
      {body}
    </Stack>
  );
}

/** The 0-based position of the page's first row (for an S.No. column that continues across pages). */
export function pageOffset(query: UseQueryResult<ListPage<unknown>>): number {
  const page = query.data?.page;
  return page ? (page.page - 1) * page.pageSize : 0;
}

/** A list's sort as `DataTable` takes it: header clicks toggle, the phone cards' picker sets it. */
export function listSort(list: ListState): DataTableSort {
  return { key: list.sort, dir: list.dir, onSort: list.toggleSort, onSortChange: list.setSort };
}
