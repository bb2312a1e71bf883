import { ATTENDANCE_SECTION_KEYS, formatDateIndia, messages, type KidAttendanceRecord } from "@app/contracts";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { serialNoColumn, useLoadFailureToast, useRowModal, viewEditActionsColumn } from "../../components/list-table";
import { LoadError, LoadingText } from "../../components/query-status";
import { displayValue } from "../../components/value-text";
import { useAllAttendanceQuery } from "./attendance-api";
import { AttendanceModal, type AttendanceModalMode } from "./attendance-modals";

const s = messages.attendance.screens;

/**
 * The attendance table of spec §2.11: S.No., kid name, date (DD-MM-YYYY), the time of each of the
 * four legs ("-" when not captured) and the row actions view, edit and delete (delete disabled).
 */
export function AttendanceTable() {
  const query = useAllAttendanceQuery();
  const modal = useRowModal<AttendanceModalMode>();
  useLoadFailureToast(query, s.fetchFailed);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={s.fetchFailed} onRetry={() => void query.refetch()} />;

  const records = query.data;
  const current = modal.current(records);

  const columns: DataTableColumn<KidAttendanceRecord>[] = [
    serialNoColumn(s.columns.serialNo),
    { key: "kidName", header: s.columns.kidName, render: (row) => displayValue(row.kidName, "dash") },
    { key: "date", header: s.columns.date, render: (row) => formatDateIndia(row.date), nowrap: true },
    ...ATTENDANCE_SECTION_KEYS.map<DataTableColumn<KidAttendanceRecord>>((key) => ({
      key,
      header: s.sectionTitles[key],
      render: (row) => displayValue(row[key]?.time, "dash"),
      nowrap: true,
    })),
    viewEditActionsColumn(s.columns.actions, modal.open),
  ];

  return (
    <>
      <DataTable label={s.tableLabel} columns={columns} rows={records} rowKey={(row) => row.uuid} emptyText={s.empty} minWidth={900} />
      <AttendanceModal
        record={current}
        mode={modal.mode ?? "view"}
        onModeChange={modal.setMode}
        onClose={modal.close}
      />
    </>
  );
}
