import { ageInYears, isIsoDate, messages, type Caretaker } from "@app/contracts";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { photoColumn, serialNoColumn, useLoadFailureToast, useRowModal, viewEditActionsColumn } from "../../components/list-table";
import { LoadError, LoadingText } from "../../components/query-status";
import { displayValue } from "../../components/value-text";
import { CaretakerModal, type CaretakerModalMode } from "./caretaker-modals";
import { UnexpectedFormatError, useCaretakersQuery } from "./caretakers-api";

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
  const query = useCaretakersQuery();
  const modal = useRowModal<CaretakerModalMode>();
  const failure = query.error instanceof UnexpectedFormatError ? c.unexpectedFormat : c.loadFailure;
  useLoadFailureToast(query, failure);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={failure} onRetry={() => void query.refetch()} />;

  const caretakers = query.data;
  const current = modal.current(caretakers);

  const columns: DataTableColumn<Caretaker>[] = [
    serialNoColumn(col.serialNo),
    photoColumn(col.photo),
    { key: "name", header: col.name, render: (row) => displayValue(row.name, "dash") },
    { key: "phone", header: col.phone, render: (row) => displayValue(row.phoneNumber, "dash"), nowrap: true },
    { key: "email", header: col.email, render: (row) => displayValue(row.email, "dash") },
    { key: "age", header: col.age, render: caretakerAge, nowrap: true },
    viewEditActionsColumn(col.actions, modal.open),
  ];

  return (
    <>
      <DataTable label={c.title} columns={columns} rows={caretakers} rowKey={(row) => row.uuid} emptyText={c.empty} minWidth={760} />
      <CaretakerModal
        caretaker={current}
        mode={modal.mode ?? "view"}
        onModeChange={modal.setMode}
        onClose={modal.close}
      />
    </>
  );
}
