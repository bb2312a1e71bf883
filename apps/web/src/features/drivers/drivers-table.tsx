import { messages, type Driver } from "@app/contracts";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { photoColumn, serialNoColumn, useLoadFailureToast, useRowModal, viewEditActionsColumn } from "../../components/list-table";
import { LoadError, LoadingText } from "../../components/query-status";
import { displayValue } from "../../components/value-text";
import { DriverStatusBadge } from "./driver-details";
import { DriverModal, type DriverModalMode } from "./driver-modals";
import { useDriversQuery } from "./drivers-api";

const d = messages.staff.drivers;
const c = d.columns;
const ui = messages.staff.ui;

/**
 * The driver table of spec §2.12: S.No., photo, name, phone, email, experience, status and the row
 * actions view, edit and delete (delete disabled). View and edit open one modal.
 */
export function DriversTable() {
  const query = useDriversQuery();
  const modal = useRowModal<DriverModalMode>();
  useLoadFailureToast(query, d.loadFailure);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={d.loadFailure} onRetry={() => void query.refetch()} />;

  const drivers = query.data;
  const current = modal.current(drivers);

  const columns: DataTableColumn<Driver>[] = [
    serialNoColumn(c.serialNo),
    photoColumn(c.photo),
    { key: "name", header: c.name, render: (row) => displayValue(row.name, "dash") },
    { key: "phone", header: c.phone, render: (row) => displayValue(row.phoneNumber, "dash"), nowrap: true },
    { key: "email", header: c.email, render: (row) => displayValue(row.email, "dash") },
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
      <DataTable label={d.title} columns={columns} rows={drivers} rowKey={(row) => row.uuid} emptyText={d.empty} minWidth={860} />
      <DriverModal
        driver={current}
        mode={modal.mode ?? "view"}
        onModeChange={modal.setMode}
        onClose={modal.close}
      />
    </>
  );
}
