import { AUDIT_ACTIONS, AUDIT_ENTITIES, messages, type AuditEntry } from "@app/contracts";
import { Alert, Button, Group, NativeSelect, Pagination, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { NO_FILTERS, useAuditLog, type AuditFilters } from "./audit-log-api";
import { actionLabel, actorText, entityLabel, formatDateTimeIndia, roleLabel } from "./audit-format";
import classes from "./audit-log.module.css";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { DateField } from "../../components/form/date-field";

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
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = useAuditLog(applied, page);
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
    setApplied(draft);
    setPage(1);
  };

  const reset = () => {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setRangeError(undefined);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.title}
      </Title>

      <form onSubmit={apply} aria-label={m.filtersLabel} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
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
                  value={page}
                  onChange={setPage}
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
