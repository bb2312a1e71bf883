import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_SORTS, messages, type AuditEntry } from "@app/contracts";
import { Alert, Button, Group, NativeSelect, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { AUDIT_FILTER_KEYS, auditSortOf, NO_FILTERS, useAuditLog, type AuditFilters } from "./audit-log-api";
import { actionLabel, actorText, entityLabel, formatDateTimeIndia, roleLabel } from "./audit-format";
import classes from "./audit-log.module.css";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { DateField } from "../../components/form/date-field";
import { useListState } from "../../lib/use-list-state";

const m = messages.audit;
const c = m.columns;
const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { key: "at", header: c.at, nowrap: true, render: (entry) => <time dateTime={entry.at}>{formatDateTimeIndia(entry.at)}</time> },
  { key: "actor", header: c.actor, nowrap: true, render: (entry) => actorText(entry) },
  { key: "role", header: c.role, nowrap: true, render: (entry) => roleLabel(entry.actorRole) },
  { key: "action", header: c.action, nowrap: true, render: (entry) => actionLabel(entry.action) },
  { key: "entity", header: c.entity, nowrap: true, render: (entry) => entityLabel(entry.entity) },
  // The sentence names people and records; raw ids and key:value dumps are never shown (docs/decisions/0082).
  { key: "what", header: c.what, render: (entry) => <div className={classes.wrap}>{entry.summary ?? messages.common.dash}</div> },
  { key: "ip", header: c.ip, nowrap: true, render: (entry) => entry.ip ?? messages.common.dash },
];

/** /admin-dashboard/audit-log (decisions.md §3 Audit log; docs/decisions/0006): who did what, when. */
export function AuditLogScreen() {
  // The filters and the page live in the URL (issue 12), so a view can be bookmarked and shared.
  const list = useListState(AUDIT_FILTER_KEYS);
  const filtersKey = AUDIT_FILTER_KEYS.map((key) => list.filter(key)).join("\n");
  const applied = useMemo<AuditFilters>(
    () => Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, list.filter(key)])) as unknown as AuditFilters,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters' values in the URL are what change
    [filtersKey],
  );
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [rangeError, setRangeError] = useState<string | undefined>();
  // A changed URL (back button, a shared link) shows its filters in the form.
  useEffect(() => setDraft(applied), [applied]);
  const page = list.page;
  // Newest first unless the URL says `sort=oldest` (docs/decisions/0197).
  const sort = auditSortOf(list.sort);
  const query = useAuditLog(applied, page, sort);
  const result = query.data;
  const totalPages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  const set = (key: keyof AuditFilters) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === "from" || key === "to") setRangeError(undefined);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(m.invalidRange);
      return;
    }
    list.setFilters({ ...draft, who: draft.who.trim() });
  };

  const reset = () => {
    setDraft(NO_FILTERS);
    setRangeError(undefined);
    list.setFilters({ ...(NO_FILTERS as unknown as Record<string, string>), sort: null });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.title}
      </Title>

      <form onSubmit={apply} aria-label={m.filtersLabel} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <TextInput type="search" label={m.filters.who} value={draft.who} maxLength={100} onChange={(e) => set("who")(e.currentTarget.value)} />
          <NativeSelect
            label={m.filters.entity}
            value={draft.entity}
            onChange={(e) => set("entity")(e.currentTarget.value)}
            data={[{ value: "", label: m.allEntities }, ...AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(value) }))]}
          />
          <NativeSelect
            label={m.filters.action}
            value={draft.action}
            onChange={(e) => set("action")(e.currentTarget.value)}
            data={[{ value: "", label: m.allActions }, ...AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) }))]}
          />
          <DateField name="auditFrom" label={m.filters.from} value={draft.from} onChange={set("from")} />
          <DateField name="auditTo" label={m.filters.to} value={draft.to} error={rangeError} onChange={set("to")} />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{m.filters.apply}</Button>
          <Button type="button" variant="default" onClick={reset}>
            {m.filters.reset}
          </Button>
        </Group>
      </form>

      {/* The order applies at once (like a sortable header) and goes back to page 1; newest first is left out of the URL. */}
      <NativeSelect
        label={m.order}
        value={sort}
        onChange={(e) => list.setFilters({ sort: e.currentTarget.value === "oldest" ? "oldest" : null })}
        data={AUDIT_SORTS.map((value) => ({ value, label: m.orders[value] }))}
        w={{ base: "100%", xs: 220 }}
      />

      {query.isError && (
        <Alert color="red" variant="light" role="alert" title={m.loadFailure}>
          {query.error.message !== m.loadFailure && <Text size="sm" mb="xs">{query.error.message}</Text>}
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
            {m.retry}
          </Button>
        </Alert>
      )}

      {query.isPending && !query.isError && (
        <Text role="status" aria-live="polite">
          {messages.common.loading}
        </Text>
      )}

      {result && (
        <>
          {/* Below 48em each entry is a card (issue 12: no table scrolls sideways on a phone). */}
          <DataTable label={m.tableLabel} columns={COLUMNS} rows={result.data} rowKey={(entry) => entry.id} emptyText={m.empty} minWidth={1000} />
          {result.total > 0 && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {m.summary(
                  (result.page - 1) * result.pageSize + 1,
                  Math.min(result.total, (result.page - 1) * result.pageSize + result.data.length),
                  result.total,
                )}
              </Text>
              {totalPages > 1 && (
                <Pagination
                  total={totalPages}
                  value={Math.min(page, totalPages)}
                  onChange={list.setPage}
                  size="sm"
                  siblings={1}
                  boundaries={1}
                  aria-label={m.paginationLabel}
                  getControlProps={(control) => ({ "aria-label": m.pageControls[control] })}
                />
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
