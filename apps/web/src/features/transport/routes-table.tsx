import { API_EXPORTS, messages, type TransportRoute } from "@app/contracts";
import type { DataTableColumn } from "../../components/data-table";
import { ExportButtons } from "../../components/export-buttons";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { DeleteRouteModal, RouteModal } from "./route-modals";
import { RouteNameCell, useRouteRows } from "./route-table-parts";
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
  const { modal, deleting, closeDelete, actionsColumn } = useRouteRows<TransportRoute>(query, t.loadFailure);

  const routes = query.data?.rows ?? [];
  const offset = pageOffset(query);
  const current = modal.current(routes);

  const columns: DataTableColumn<TransportRoute>[] = [
    { key: "sno", header: c.serialNo, render: (_, i) => offset + i + 1, nowrap: true, width: 90 },
    {
      key: "name",
      header: c.name,
      sortKey: "name",
      render: (row) => <RouteNameCell name={row.name} from={row.from} to={row.to} />,
    },
    { key: "type", header: c.type, render: (row) => ui.typeLabels[row.type] ?? row.type, nowrap: true },
    { key: "distance", header: c.distance, sortKey: "distance", render: (row) => ui.km(row.distance), nowrap: true },
    actionsColumn(c.actions, (row) => row.name),
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
      <RouteModal route={current} mode={modal.mode ?? "view"} onModeChange={modal.setMode} onClose={modal.close} />
      <DeleteRouteModal route={deleting} onClose={closeDelete} />
    </>
  );
}
