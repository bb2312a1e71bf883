import { ageInYears, API_EXPORTS, formatDateIndia, isIsoDate, KID_STATUSES, messages, type KidListItem } from "@app/contracts";
import { Group, Select, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { ExportButtons } from "../../components/export-buttons";
import { ListPager, ListSearch, ListToolbar } from "../../components/list-controls";
import { listSort } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { LoadError, LoadingText } from "../../components/query-status";
import { RowActions } from "../../components/row-actions";
import { displayValue } from "../../components/value-text";
import { toast } from "../../lib/toast";
import { genderLabel, KidStatusBadge } from "./kid-details";
import { KidModal, type KidModalMode } from "./kid-modals";
import { useKidsPage } from "./kids-api";

const k = messages.kids;
const c = k.columns;

/** Whole years from the date of birth (the server's `age`, else worked out from the DOB). */
function ageOf(row: KidListItem): number | null {
  if (typeof row.age === "number") return row.age;
  return row.kidsDateOfBirth && isIsoDate(row.kidsDateOfBirth) ? ageInYears(row.kidsDateOfBirth) : null;
}

/**
 * The Kid Details table of spec §2.8: S.No., Kid Name, Age, DOB (DD-MM-YYYY), Gender, Blood Group,
 * Status (green when active, red otherwise) and the row actions view, edit and delete (disabled).
 * View and edit open one modal; "No data available" when empty; a failed load is shown.
 */
export function KidsTable() {
  const list = useListState(["status"]);
  const query = useKidsPage(list.apiSearch);
  const [selected, setSelected] = useState<{ uuid: string; mode: KidModalMode } | null>(null);

  // A failed load is always shown (decisions.md §2): a toast once per failure, and inline below.
  useEffect(() => {
    if (query.isError) toast.error(k.loadFailure);
  }, [query.isError, query.errorUpdatedAt]);

  const toolbar = (
    <ListToolbar actions={<ExportButtons path={API_EXPORTS.kids} search={list.apiSearch} />}>
      <ListSearch list={list} />
      <Select
        label={messages.lists.status}
        placeholder={messages.lists.allStatuses}
        data={KID_STATUSES.map((s) => ({ value: s, label: k.statusLabels[s] }))}
        value={list.filter("status") || null}
        onChange={(v) => list.setFilter("status", v)}
        clearable
        w={{ base: "100%", sm: 180 }}
      />
    </ListToolbar>
  );
  if (query.isPending) return <Stack gap="sm">{toolbar}<LoadingText /></Stack>;
  if (query.isError) return <Stack gap="sm">{toolbar}<LoadError message={k.loadFailure} onRetry={() => void query.refetch()} /></Stack>;
  const offset = (query.data.page.page - 1) * query.data.page.pageSize;

  const columns: DataTableColumn<KidListItem>[] = [
    { key: "sno", header: c.serialNo, render: (_, i) => offset + i + 1, nowrap: true, width: 64 },
    {
      key: "kidName",
      header: c.kidName,
      sortKey: "kidName",
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <ImageWithFallback src={row.kidsImageThumb} alt="" w={36} h={36} radius="50%" />
          <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
            {displayValue(row.kidName, "dash")}
          </Text>
        </Group>
      ),
    },
    { key: "age", header: c.age, render: (row) => displayValue(ageOf(row), "dash"), nowrap: true },
    { key: "dob", header: c.dob, sortKey: "dob", render: (row) => (row.kidsDateOfBirth ? formatDateIndia(row.kidsDateOfBirth) : messages.common.dash), nowrap: true },
    { key: "gender", header: c.gender, render: (row) => displayValue(genderLabel(row.gender), "dash") },
    { key: "bloodGroup", header: c.bloodGroup, render: (row) => displayValue(row.bloodGroup, "dash"), nowrap: true },
    { key: "status", header: c.status, sortKey: "status", render: (row) => <KidStatusBadge status={row.status} /> },
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
      <Stack gap="sm">
        {toolbar}
        <DataTable
          label={k.title}
          columns={columns}
          rows={query.data.rows}
          rowKey={(row) => row.uuid}
          emptyText={k.empty}
          minWidth={820}
          sort={listSort(list)}
        />
        <ListPager list={list} page={query.data.page} />
      </Stack>
      <KidModal
        uuid={selected?.uuid ?? null}
        mode={selected?.mode ?? "view"}
        onModeChange={(mode) => setSelected((s) => (s ? { ...s, mode } : s))}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
