import { ATTENDANCE_SECTION_KEYS, formatDateIndia, messages, type KidAttendanceRecord } from "@app/contracts";
import { useEffect, useState } from "react";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { LoadError, LoadingText } from "../../components/query-status";
import { RowActions } from "../../components/row-actions";
import { displayValue } from "../../components/value-text";
import { toast } from "../../lib/toast";
import { useAllAttendanceQuery } from "./attendance-api";
import { AttendanceModal, type AttendanceModalMode } from "./attendance-modals";

const s = messages.attendance.screens;

/**
 * The attendance table of spec §2.11: S.No., kid name, date (DD-MM-YYYY), the time of each of the
 * four legs ("-" when not captured) and the row actions view, edit and delete (delete disabled).
 */
export function AttendanceTable() {
  const query = useAllAttendanceQuery();
  const [selected, setSelected] = useState<{ uuid: string; mode: AttendanceModalMode } | null>(null);

  // A failed load is always shown (decisions.md §2): a toast once per failure, and inline below.
  useEffect(() => {
    if (query.isError) toast.error(s.fetchFailed);
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={s.fetchFailed} onRetry={() => void query.refetch()} />;

  const records = query.data;
  // The modal follows the list, so a saved edit shows the refreshed record.
  const current = selected ? (records.find((r) => r.uuid === selected.uuid) ?? null) : null;

  const columns: DataTableColumn<KidAttendanceRecord>[] = [
    { key: "sno", header: s.columns.serialNo, render: (_, i) => i + 1, nowrap: true, width: 64 },
    { key: "kidName", header: s.columns.kidName, render: (row) => displayValue(row.kidName, "dash") },
    { key: "date", header: s.columns.date, render: (row) => formatDateIndia(row.date), nowrap: true },
    ...ATTENDANCE_SECTION_KEYS.map<DataTableColumn<KidAttendanceRecord>>((key) => ({
      key,
      header: s.sectionTitles[key],
      render: (row) => displayValue(row[key]?.time, "dash"),
      nowrap: true,
    })),
    {
      key: "actions",
      header: s.columns.actions,
      render: (row) => (
        <RowActions
          onView={() => setSelected({ uuid: row.uuid, mode: "view" })}
          onEdit={() => setSelected({ uuid: row.uuid, mode: "edit" })}
        />
      ),
      width: 140,
    },
  ];

  return (
    <>
      <DataTable label={s.tableLabel} columns={columns} rows={records} rowKey={(row) => row.uuid} emptyText={s.empty} minWidth={900} />
      <AttendanceModal
        record={current}
        mode={selected?.mode ?? "view"}
        onModeChange={(mode) => setSelected((x) => (x ? { ...x, mode } : x))}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
