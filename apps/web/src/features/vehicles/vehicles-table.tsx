import { messages, VEHICLE_PAPER_KINDS, type Vehicle } from "@app/contracts";
import { List } from "@mantine/core";
import type { DataTableColumn } from "../../components/data-table";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { serialNoColumn } from "../../components/list-table";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { useRouteRows } from "../transport/route-table-parts";
import { DeleteVehicleModal, PAPER_LABELS, paperDate, VehicleModal } from "./vehicle-modals";
import { useVehiclesPage } from "./vehicles-api";

const m = messages.vehicles;
const c = messages.routes.assignments.ui.columns;

/** The vehicles (docs/decisions/0264): registration, seats, papers, assignments; view (with the tracker's QR), edit, delete. Cards at phone width. */
export function VehiclesTable() {
  const list = useListState();
  const query = useVehiclesPage(list.apiSearch);
  const { modal, deleting, closeDelete, actionsColumn } = useRouteRows<Vehicle>(query, m.listFailure);
  const rows = query.data?.rows ?? [];
  const columns: DataTableColumn<Vehicle>[] = [
    serialNoColumn(c.serialNo, pageOffset(query)),
    { key: "registrationNumber", header: m.registrationLabel, sortKey: "registrationNumber", render: (row) => row.registrationNumber },
    { key: "seats", header: m.seatsLabel, sortKey: "seats", render: (row) => row.seats },
    {
      key: "papers",
      header: m.papersColumn,
      render: (row) => (
        <List size="sm" spacing={2} listStyleType="none" p={0} m={0}>
          {VEHICLE_PAPER_KINDS.map((paper) => (
            <List.Item key={paper}>{`${PAPER_LABELS[paper]}: ${paperDate(row, paper)}`}</List.Item>
          ))}
        </List>
      ),
    },
    { key: "assignments", header: m.assignmentsLabel, render: (row) => row.assignmentCount },
    actionsColumn(c.actions, (row) => row.registrationNumber),
  ];
  return (
    <>
      <PagedList
        list={list}
        query={query}
        loadFailure={m.listFailure}
        toolbar={
          <ListToolbar>
            <ListSearch list={list} label={m.searchLabel} />
          </ListToolbar>
        }
        label={m.title}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={m.empty}
        minWidth={760}
      />
      <VehicleModal vehicle={modal.current(rows)} mode={modal.mode ?? "view"} onModeChange={modal.setMode} onClose={modal.close} />
      <DeleteVehicleModal vehicle={deleting} onClose={closeDelete} />
    </>
  );
}
