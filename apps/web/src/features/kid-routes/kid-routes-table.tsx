import { messages, type KidRouteAssignment } from "@app/contracts";
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { DataTableColumn } from "../../components/data-table";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { RowActions } from "../../components/row-actions";
import { routeToast } from "../transport/route-toast";
import { DeleteKidRouteModal, KidRouteModal, KidsList, StatusNote, type KidRouteModalMode } from "./kid-route-modals";
import { useKidRoutesPage } from "./kid-routes-api";

const a = messages.routes.assignments;
const ui = a.ui;
const c = ui.columns;
const actions = messages.staff.ui.actions;

/** The list of kid-route assignments (spec §2.14): route, driver, caretaker, kids; view, edit and delete (confirmed). */
export function KidRoutesTable() {
  const list = useListState(["routeUuid", "driverUuid", "caretakerUuid", "kidUuid"]);
  const query = useKidRoutesPage(list.apiSearch);
  const [selected, setSelected] = useState<{ uuid: string; mode: KidRouteModalMode } | null>(null);
  const [deleting, setDeleting] = useState<KidRouteAssignment | null>(null);

  useEffect(() => {
    if (query.isError) routeToast.error(a.listFailure, a.listFailure);
  }, [query.isError, query.errorUpdatedAt]);

  const rows = query.data?.rows ?? [];
  const offset = pageOffset(query);
  const current = selected ? (rows.find((r) => r.uuid === selected.uuid) ?? null) : null;
  const columns: DataTableColumn<KidRouteAssignment>[] = [
    { key: "sno", header: c.serialNo, render: (_, i) => offset + i + 1, nowrap: true, width: 64 },
    {
      key: "route",
      header: c.route,
      sortKey: "route",
      render: (row) => (
        <>
          <Text fw={500} size="sm">
            {row.routes.name}
          </Text>
          <Text c="dimmed" size="xs">
            {messages.routes.marks.ui.fromTo(row.routes.from, row.routes.to)}
          </Text>
        </>
      ),
    },
    {
      key: "driver",
      header: c.driver,
      render: (row) => (
        <>
          {row.driver.name}
          <StatusNote status={row.driver.status} />
        </>
      ),
    },
    { key: "caretaker", header: c.caretaker, render: (row) => row.caretaker.name },
    { key: "kids", header: c.kids, render: (row) => <KidsList kids={row.kids} /> },
    {
      key: "actions",
      header: c.actions,
      render: (row) => (
        <RowActions
          labels={{ view: `${actions.view} ${row.routes.name}`, edit: `${actions.edit} ${row.routes.name}`, delete: `${actions.delete} ${row.routes.name}` }}
          onView={() => setSelected({ uuid: row.uuid, mode: "view" })}
          onEdit={() => setSelected({ uuid: row.uuid, mode: "edit" })}
          onDelete={() => setDeleting(row)}
        />
      ),
      width: 140,
    },
  ];

  return (
    <>
      <PagedList
        list={list}
        query={query}
        loadFailure={a.listFailure}
        toolbar={
          <ListToolbar>
            <ListSearch list={list} />
          </ListToolbar>
        }
        label={ui.listTitle}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={messages.common.empty.noRoutesFound}
        minWidth={760}
      />
      <KidRouteModal
        assignment={current}
        mode={selected?.mode ?? "view"}
        onModeChange={(mode) => setSelected((s) => (s ? { ...s, mode } : s))}
        onClose={() => setSelected(null)}
      />
      <DeleteKidRouteModal assignment={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
