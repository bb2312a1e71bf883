import { useEffect, useState, type ReactNode } from "react";
import { toast } from "../lib/toast";
import type { DataTableColumn } from "./data-table";
import { ImageWithFallback } from "./image-with-fallback";
import { RowActions } from "./row-actions";

/**
 * A failed list load is always shown (decisions.md §2): a toast once per failure (a retry that
 * fails again is a new failure, hence `errorUpdatedAt`); the caller also shows it inline.
 */
export function useLoadFailureToast(query: { isError: boolean; errorUpdatedAt: number }, message: string) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(message);
  }, [isError, errorUpdatedAt, message]);
}

/**
 * Which row a view/edit modal shows. Only the uuid is kept, so the modal follows the list and a
 * saved edit shows the refreshed row.
 */
export function useRowModal<Mode extends string>() {
  const [selected, setSelected] = useState<{ uuid: string; mode: Mode } | null>(null);
  return {
    mode: selected?.mode,
    open: (uuid: string, mode: Mode) => setSelected({ uuid, mode }),
    setMode: (mode: Mode) => setSelected((s) => (s ? { ...s, mode } : s)),
    close: () => setSelected(null),
    /** The selected row in the current list, or null (none selected, or it is gone). */
    current: <T extends { uuid: string }>(rows: readonly T[]): T | null =>
      selected ? (rows.find((x) => x.uuid === selected.uuid) ?? null) : null,
  };
}

/** The S.No. column (1-based row number; `offset` rows come before this page). */
export function serialNoColumn<T>(header: ReactNode, offset = 0): DataTableColumn<T> {
  return { key: "sno", header, render: (_, i) => offset + i + 1, nowrap: true, width: 64 };
}

/** A round 40 px profile thumbnail, decorative (the name is in the next column). */
export function photoColumn<T extends { profilePictureThumb?: string | null; profilePicture?: string | null }>(
  header: ReactNode,
): DataTableColumn<T> {
  return {
    key: "photo",
    header,
    render: (row) => <ImageWithFallback src={row.profilePictureThumb ?? row.profilePicture} alt="" w={40} h={40} radius="50%" />,
    width: 72,
    hideInCard: true,
  };
}

/** View and edit open the row's modal; delete stays disabled (no `onDelete`). */
export function viewEditActionsColumn<T extends { uuid: string }>(
  header: ReactNode,
  open: (uuid: string, mode: "view" | "edit") => void,
): DataTableColumn<T> {
  return {
    key: "actions",
    header,
    render: (row) => <RowActions onView={() => open(row.uuid, "view")} onEdit={() => open(row.uuid, "edit")} />,
    width: 140,
  };
}
