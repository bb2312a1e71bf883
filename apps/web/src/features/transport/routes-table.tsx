import { API_EXPORTS, messages, type TransportRoute } from "@app/contracts";
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { DataTableColumn } from "../../components/data-table";
import { ExportButtons } from "../../components/export-buttons";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { RowActions } from "../../components/row-actions";
import { DeleteRouteModal, RouteModal, type RouteModalMode } from "./route-modals";
import { routeToast } from "./route-toast";
import { useRoutesPage } from "./transport-api";

const t = messages.routes.transport;
const ui = t.ui;
const c = ui.columns;

/**
 * "Route Management" (spec §2.10): Serial No, Route Name, Route Type, Route Distance and the
 * actions view, edit and delete (active, after a confirmation).
 */
export function RoutesTable() {
  const list = useListState();
  const query = useRoutesPage(list.apiSearch);
  const [selected, setSelected] = useState<{ uuid: string; mode: RouteModalMode } | null>(null);
  const [deleting, setDeleting] = useState<TransportRoute | null>(null);

  useEffect(() => {
    if (query.isError) routeToast.error(t.loadFailure, t.loadFailure);
  }, [query.isError, query.errorUpdatedAt]);

  const routes = query.data?.rows ?? [];
  const offset = pageOffset(query);
  // The modal follows the list, so a saved edit shows the refreshed route.
  const current = selected ? (routes.find((r) => r.uuid === selected.uuid) ?? null) : null;
  const actionLabels = (name: string) => ({
    view: `${messages.staff.ui.actions.view} ${name}`,
    edit: `${messages.staff.ui.actions.edit} ${name}`,
    delete: `${messages.staff.ui.actions.delete} ${name}`,
  });

  const columns: DataTableColumn<TransportRoute>[] = [
    { key: "sno", header: c.serialNo, render: (_, i) => offset + i + 1, nowrap: true, width: 90 },
    {
      key: "name",
      header: c.name,
      sortKey: "name",
      render: (row) => (
        <>
          <Text fw={500} size="sm">
            {row.name}
          </Text>
          <Text c="dimmed" size="xs">
            {messages.routes.marks.ui.fromTo(row.from, row.to)}
          </Text>
        </>
      ),
    },
    { key: "type", header: c.type, render: (row) => ui.typeLabels[row.type] ?? row.type, nowrap: true },
    { key: "distance", header: c.distance, sortKey: "distance", render: (row) => ui.km(row.distance), nowrap: true },
    {
      key: "actions",
      header: c.actions,
      render: (row) => (
        <RowActions
          labels={actionLabels(row.name)}
          onView={() => setSelected({ uuid: row.uuid, mode: "view" })}
          onEdit={() => setSelected({ uuid: row.uuid, mode: "edit" })}
          onDelete={() => setDeleting(row)}
        />
      ),
      width: 140,
    },
  ];

  return (
    <>
      <PagedList
        list={list}
        query={query}
        loadFailure={t.loadFailure}
        toolbar={
          <ListToolbar actions={<ExportButtons path={API_EXPORTS.routes} search={list.apiSearch} />}>
            <ListSearch list={list} />
          </ListToolbar>
        }
        label={ui.tableTitle}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={messages.common.empty.noRoutesFound}
        minWidth={620}
      />
      <RouteModal
        route={current}
        mode={selected?.mode ?? "view"}
        onModeChange={(mode) => setSelected((s) => (s ? { ...s, mode } : s))}
        onClose={() => setSelected(null)}
      />
      <DeleteRouteModal route={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
