import { messages, type Driver } from "@app/contracts";
import { useEffect, useState } from "react";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { LoadError, LoadingText } from "../../components/query-status";
import { RowActions } from "../../components/row-actions";
import { displayValue } from "../../components/value-text";
import { toast } from "../../lib/toast";
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
  const [selected, setSelected] = useState<{ uuid: string; mode: DriverModalMode } | null>(null);

  // A failed load is always shown (decisions.md §2): a toast once per failure, and inline below.
  useEffect(() => {
    if (query.isError) toast.error(d.loadFailure);
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={d.loadFailure} onRetry={() => void query.refetch()} />;

  const drivers = query.data;
  // The modal follows the list, so a saved edit shows the refreshed driver.
  const current = selected ? (drivers.find((x) => x.uuid === selected.uuid) ?? null) : null;

  const columns: DataTableColumn<Driver>[] = [
    { key: "sno", header: c.serialNo, render: (_, i) => i + 1, nowrap: true, width: 64 },
    {
      key: "photo",
      header: c.photo,
      render: (row) => <ImageWithFallback src={row.profilePictureThumb ?? row.profilePicture} alt="" w={40} h={40} radius="50%" />,
      width: 72,
    },
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
    {
      key: "actions",
      header: c.actions,
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
      <DataTable label={d.title} columns={columns} rows={drivers} rowKey={(row) => row.uuid} emptyText={d.empty} minWidth={860} />
      <DriverModal
        driver={current}
        mode={selected?.mode ?? "view"}
        onModeChange={(mode) => setSelected((s) => (s ? { ...s, mode } : s))}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
