import { API_EXPORTS, ATTENDANCE_SECTION_KEYS, formatCourseTime12, formatDateIndia, legStateNote, messages, todayInIndia, type KidAttendanceRecord } from "@app/contracts";
import { Select } from "@mantine/core";
import { DateField } from "../../components/form/date-field";
import type { DataTableColumn } from "../../components/data-table";
import { ExportButtons } from "../../components/export-buttons";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { serialNoColumn, useLoadFailureToast, useRowModal, viewEditActionsColumn } from "../../components/list-table";
import { PagedList, pageOffset } from "../../components/paged-list";
import { displayValue } from "../../components/value-text";
import { useListState } from "../../lib/use-list-state";
import { useRoutesQuery } from "../transport/transport-api";
import { useAttendancePage } from "./attendance-api";
import { AttendanceModal, type AttendanceModalMode } from "./attendance-modals";

const s = messages.attendance.screens;
const l = messages.lists;

/**
 * The attendance table of spec §2.11: S.No., kid name, date (DD-MM-YYYY), the time of each of the
 * four legs ("-" when not captured) and the row actions view, edit and delete (delete disabled).
 * Filtered by a date range (today unless chosen), a route and the kid's name; paged on the server.
 */
export function AttendanceTable() {
  const today = todayInIndia();
  const list = useListState(["from", "to", "routeUuid", "kidUuid"], { from: today, to: today });
  const query = useAttendancePage(list.apiSearch);
  const routes = useRoutesQuery();
  const modal = useRowModal<AttendanceModalMode>();
  useLoadFailureToast(query, s.fetchFailed);

  const current = modal.current(query.data?.rows ?? []);

  const columns: DataTableColumn<KidAttendanceRecord>[] = [
    serialNoColumn(s.columns.serialNo, pageOffset(query)),
    { key: "kidName", header: s.columns.kidName, sortKey: "kidName", render: (row) => displayValue(row.kidName, "dash") },
    { key: "date", header: s.columns.date, sortKey: "date", render: (row) => formatDateIndia(row.date), nowrap: true },
    ...ATTENDANCE_SECTION_KEYS.map<DataTableColumn<KidAttendanceRecord>>((key) => ({
      key,
      header: s.sectionTitles[key],
      // The leg's state as every screen and the file word it ("Not at the stop", an office
      // correction, docs/decisions/0242), else the time: 12-hour with AM/PM, the one way times are
      // shown (docs/decisions/0251); anything else as stored.
      render: (row) => legStateNote(messages.day, row.legStates?.[key]) ?? displayValue(formatCourseTime12(row[key]?.time) || row[key]?.time, "dash"),
      nowrap: true,
    })),
    viewEditActionsColumn(s.columns.actions, modal.open),
  ];

  const toolbar = (
    <ListToolbar actions={<ExportButtons path={API_EXPORTS.attendance} search={list.apiSearch} />}>
      <ListSearch list={list} />
      <DateField name="from" label={l.from} value={list.filter("from")} max={list.filter("to") || undefined} onChange={(value) => list.setFilter("from", value)} />
      <DateField name="to" label={l.to} value={list.filter("to")} onChange={(value) => list.setFilter("to", value)} />
      <Select
        label={l.route}
        placeholder={l.allRoutes}
        data={(routes.data ?? []).map((r) => ({ value: r.uuid, label: r.name }))}
        value={list.filter("routeUuid") || null}
        onChange={(v) => list.setFilter("routeUuid", v)}
        clearable
        searchable
        w={{ base: "100%", sm: 200 }}
      />
    </ListToolbar>
  );

  return (
    <>
      <PagedList
        list={list}
        query={query}
        loadFailure={s.fetchFailed}
        toolbar={toolbar}
        label={s.tableLabel}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={s.empty}
        minWidth={900}
      />
      <AttendanceModal record={current} mode={modal.mode ?? "view"} onModeChange={modal.setMode} onClose={modal.close} />
    </>
  );
}
