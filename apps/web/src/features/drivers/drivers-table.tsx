import { API_EXPORTS, DRIVER_STATUSES, messages, type Driver } from "@app/contracts";
import { Select } from "@mantine/core";
import type { DataTableColumn } from "../../components/data-table";
import { ExportButtons } from "../../components/export-buttons";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { useLoadFailureToast, useRowModal, viewEditActionsColumn } from "../../components/list-table";
import { staffLeadColumns } from "../staff/staff-columns";
import { DriverStatusBadge } from "./driver-details";
import { DriverModal, type DriverModalMode } from "./driver-modals";
import { useDriversPage } from "./drivers-api";

const d = messages.staff.drivers;
const c = d.columns;
const ui = messages.staff.ui;

/**
 * The driver table of spec §2.12: S.No., photo, name, phone, email, experience, status and the row
 * actions view, edit and delete (delete disabled). View and edit open one modal.
 */
export function DriversTable() {
  const list = useListState(["status"]);
  const query = useDriversPage(list.apiSearch);
  const modal = useRowModal<DriverModalMode>();
  useLoadFailureToast(query, d.loadFailure);

  const current = modal.current(query.data?.rows ?? []);

  const columns: DataTableColumn<Driver>[] = [
    ...staffLeadColumns<Driver>(c, pageOffset(query)),
    {
      key: "experience",
      header: c.experience,
      render: (row) => (typeof row.experience === "number" ? ui.years(row.experience) : messages.common.dash),
      nowrap: true,
    },
    { key: "status", header: c.status, render: (row) => <DriverStatusBadge status={row.status} /> },
    viewEditActionsColumn(c.actions, modal.open),
  ];

  return (
    <>
      <PagedList
        list={list}
        query={query}
        loadFailure={d.loadFailure}
        toolbar={
          <ListToolbar actions={<ExportButtons path={API_EXPORTS.drivers} search={list.apiSearch} />}>
            <ListSearch list={list} />
            <Select
              label={messages.lists.status}
              placeholder={messages.lists.allStatuses}
              data={DRIVER_STATUSES.map((s) => ({ value: s, label: d.statusLabels[s] }))}
              value={list.filter("status") || null}
              onChange={(v) => list.setFilter("status", v)}
              clearable
              w={{ base: "100%", sm: 180 }}
            />
          </ListToolbar>
        }
        label={d.title}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={d.empty}
        minWidth={860}
      />
      <DriverModal
        driver={current}
        mode={modal.mode ?? "view"}
        onModeChange={modal.setMode}
        onClose={modal.close}
      />
    </>
  );
}
