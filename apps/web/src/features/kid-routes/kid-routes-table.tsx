import { API_EXPORTS, messages, type KidRouteAssignment } from "@app/contracts";
import type { DataTableColumn } from "../../components/data-table";
import { ExportButtons } from "../../components/export-buttons";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { serialNoColumn } from "../../components/list-table";
import { RouteNameCell, useRouteRows } from "../transport/route-table-parts";
import { DeleteKidRouteModal, KidRouteModal, KidsList, StatusNote } from "./kid-route-modals";
import { useKidRoutesPage } from "./kid-routes-api";

const a = messages.routes.assignments;
const ui = a.ui;
const c = ui.columns;

/** The list of kid-route assignments (spec §2.14): route, driver, caretaker, kids; view, edit and delete (confirmed). */
export function KidRoutesTable() {
  const list = useListState(["routeUuid", "driverUuid", "caretakerUuid", "kidUuid"]);
  const query = useKidRoutesPage(list.apiSearch);
  const { modal, deleting, closeDelete, actionsColumn } = useRouteRows<KidRouteAssignment>(query, a.listFailure);

  const rows = query.data?.rows ?? [];
  const offset = pageOffset(query);
  const current = modal.current(rows);
  const columns: DataTableColumn<KidRouteAssignment>[] = [
    serialNoColumn(c.serialNo, offset),
    {
      key: "route",
      header: c.route,
      sortKey: "route",
      render: (row) => <RouteNameCell name={row.routes.name} from={row.routes.from} to={row.routes.to} />,
    },
    // The run the assignment carries (docs/decisions/0065, 0240): a kid's morning and afternoon are two rows.
    { key: "run", header: c.run, render: (row) => messages.day.runs[row.run] },
    {
      key: "driver",
      header: c.driver,
      render: (row) => (
        <>
          {row.driver.name}
          <StatusNote status={row.driver.status} />
        </>
      ),
    },
    { key: "caretaker", header: c.caretaker, render: (row) => row.caretaker.name },
    // The van (docs/decisions/0264), when one is named.
    { key: "vehicle", header: messages.vehicles.assignmentVehicleLabel, render: (row) => row.registrationNumber ?? messages.vehicles.assignmentVehiclePlaceholder },
    { key: "kids", header: c.kids, render: (row) => <KidsList kids={row.kids} /> },
    actionsColumn(c.actions, (row) => row.routes.name),
  ];

  return (
    <>
      <PagedList
        list={list}
        query={query}
        loadFailure={a.listFailure}
        toolbar={
          // Each assignment with its run, as the list shows it (docs/decisions/0240).
          <ListToolbar actions={<ExportButtons path={API_EXPORTS.kidRoutes} search={list.apiSearch} />}>
            <ListSearch list={list} />
          </ListToolbar>
        }
        label={ui.listTitle}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={messages.common.empty.noRoutesFound}
        minWidth={860}
      />
      <KidRouteModal assignment={current} mode={modal.mode ?? "view"} onModeChange={modal.setMode} onClose={modal.close} />
      <DeleteKidRouteModal assignment={deleting} onClose={closeDelete} />
    </>
  );
}
