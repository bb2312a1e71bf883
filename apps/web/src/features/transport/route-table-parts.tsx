import { messages } from "@app/contracts";
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { DataTableColumn } from "../../components/data-table";
import { useRowModal } from "../../components/list-table";
import { RowActions } from "../../components/row-actions";
import { routeToast } from "./route-toast";

const actions = messages.staff.ui.actions;

/** A route's name with "from → to" under it, as the route and kid-route tables show it. */
export function RouteNameCell({ name, from, to }: { name: string; from: string; to: string }) {
  return (
    <>
      <Text fw={500} size="sm">
        {name}
      </Text>
      <Text c="dimmed" size="xs">
        {messages.routes.marks.ui.fromTo(from, to)}
      </Text>
    </>
  );
}

/**
 * What the route and kid-route tables share (spec §2.10, §2.14): a failed load shown as a route
 * toast, the row the view/edit modal shows (kept by uuid, so the modal follows the list and a
 * saved edit shows the refreshed row), the row waiting for its delete confirmation, and the
 * view/edit/delete actions, each named with the row's route.
 */
export function useRouteRows<Row extends { uuid: string }>(query: { isError: boolean; errorUpdatedAt: number }, loadFailure: string) {
  const modal = useRowModal<"view" | "edit">();
  const [deleting, setDeleting] = useState<Row | null>(null);

  useEffect(() => {
    if (query.isError) routeToast.error(loadFailure, loadFailure);
  }, [query.isError, query.errorUpdatedAt, loadFailure]);

  const actionsColumn = (header: string, routeName: (row: Row) => string): DataTableColumn<Row> => ({
    key: "actions",
    header,
    render: (row) => (
      <RowActions
        labels={{ view: `${actions.view} ${routeName(row)}`, edit: `${actions.edit} ${routeName(row)}`, delete: `${actions.delete} ${routeName(row)}` }}
        onView={() => modal.open(row.uuid, "view")}
        onEdit={() => modal.open(row.uuid, "edit")}
        onDelete={() => setDeleting(row)}
      />
    ),
    width: 140,
  });

  return { modal, deleting, closeDelete: () => setDeleting(null), actionsColumn };
}
