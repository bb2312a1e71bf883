import { ageInYears, API_EXPORTS, isIsoDate, messages, type Caretaker } from "@app/contracts";
import type { DataTableColumn } from "../../components/data-table";
import { ExportButtons } from "../../components/export-buttons";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { useLoadFailureToast, useRowModal, viewEditActionsColumn } from "../../components/list-table";
import { staffLeadColumns } from "../staff/staff-columns";
import { CaretakerModal, type CaretakerModalMode } from "./caretaker-modals";
import { UnexpectedFormatError, useCaretakersPage } from "./caretakers-api";

const c = messages.staff.caretakers;
const col = c.columns;
const ui = messages.staff.ui;

/** Age in years from the birth date (spec §3.7), or the server's value. */
function caretakerAge(row: Caretaker): string {
  const age = row.dob && isIsoDate(row.dob) ? ageInYears(row.dob) : row.age;
  return typeof age === "number" ? ui.years(age) : messages.common.dash;
}

/** The caretaker table: S.No., photo, name, phone, email, age, actions (delete disabled); "No caretakers found" when empty. */
export function CaretakersTable() {
  const list = useListState();
  const query = useCaretakersPage(list.apiSearch);
  const modal = useRowModal<CaretakerModalMode>();
  const failure = query.error instanceof UnexpectedFormatError ? c.unexpectedFormat : c.loadFailure;
  useLoadFailureToast(query, failure);

  const current = modal.current(query.data?.rows ?? []);

  const columns: DataTableColumn<Caretaker>[] = [
    ...staffLeadColumns<Caretaker>(col, pageOffset(query)),
    { key: "age", header: col.age, render: caretakerAge, nowrap: true },
    viewEditActionsColumn(col.actions, modal.open),
  ];

  return (
    <>
      <PagedList
        list={list}
        query={query}
        loadFailure={failure}
        toolbar={
          <ListToolbar actions={<ExportButtons path={API_EXPORTS.caretakers} search={list.apiSearch} />}>
            <ListSearch list={list} />
          </ListToolbar>
        }
        label={c.title}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={c.empty}
        minWidth={760}
      />
      <CaretakerModal
        caretaker={current}
        mode={modal.mode ?? "view"}
        onModeChange={modal.setMode}
        onClose={modal.close}
      />
    </>
  );
}
