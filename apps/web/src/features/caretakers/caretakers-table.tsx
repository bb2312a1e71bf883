import { ageInYears, isIsoDate, messages, type Caretaker } from "@app/contracts";
import { useEffect, useState } from "react";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { LoadError, LoadingText } from "../../components/query-status";
import { RowActions } from "../../components/row-actions";
import { displayValue } from "../../components/value-text";
import { toast } from "../../lib/toast";
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
  const [selected, setSelected] = useState<{ uuid: string; mode: CaretakerModalMode } | null>(null);
  const failure = query.error instanceof UnexpectedFormatError ? c.unexpectedFormat : c.loadFailure;

  useEffect(() => {
    if (query.isError) toast.error(failure);
  }, [query.isError, query.errorUpdatedAt, failure]);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={failure} onRetry={() => void query.refetch()} />;

  const caretakers = query.data;
  const current = selected ? (caretakers.find((x) => x.uuid === selected.uuid) ?? null) : null;

  const columns: DataTableColumn<Caretaker>[] = [
    { key: "sno", header: col.serialNo, render: (_, i) => i + 1, nowrap: true, width: 64 },
    {
      key: "photo",
      header: col.photo,
      render: (row) => <ImageWithFallback src={row.profilePictureThumb ?? row.profilePicture} alt="" w={40} h={40} radius="50%" />,
      width: 72,
    },
    { key: "name", header: col.name, render: (row) => displayValue(row.name, "dash") },
    { key: "phone", header: col.phone, render: (row) => displayValue(row.phoneNumber, "dash"), nowrap: true },
    { key: "email", header: col.email, render: (row) => displayValue(row.email, "dash") },
    { key: "age", header: col.age, render: caretakerAge, nowrap: true },
    {
      key: "actions",
      header: col.actions,
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
      <DataTable label={c.title} columns={columns} rows={caretakers} rowKey={(row) => row.uuid} emptyText={c.empty} minWidth={760} />
      <CaretakerModal
        caretaker={current}
        mode={selected?.mode ?? "view"}
        onModeChange={(mode) => setSelected((s) => (s ? { ...s, mode } : s))}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
