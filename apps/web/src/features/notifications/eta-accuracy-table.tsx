import { LIVE_API, messages, type EtaAccuracy } from "@app/contracts";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { apiErrorMessage } from "../../components/api-error-message";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { LoadError, LoadingText } from "../../components/query-status";
import { apiFetch } from "../../lib/api-client";

const a = messages.eta.accuracy;

export function useEtaAccuracy() {
  return useQuery({
    queryKey: ["eta", "accuracy"] as const,
    queryFn: async () => (await apiFetch<{ data: EtaAccuracy }>(LIVE_API.etaAccuracy)).data,
    staleTime: 5 * 60_000,
  });
}

const percent = (share: number | null) => (share === null ? a.none : a.percent(Math.round(share * 100)));

type AccuracyRow = { key: string; name: string; alerts: number; arrived: number; kept: number; share: number | null };
const columns: DataTableColumn<AccuracyRow>[] = [
  { key: "route", header: a.columns.route, render: (r) => r.name },
  { key: "alerts", header: a.columns.alerts, render: (r) => r.alerts, nowrap: true },
  { key: "arrived", header: a.columns.arrived, render: (r) => r.arrived, nowrap: true },
  { key: "kept", header: a.columns.kept, render: (r) => r.kept, nowrap: true },
  { key: "share", header: a.columns.share, render: (r) => percent(r.share), nowrap: true },
];

/**
 * How good the approach alerts' times are, per route, over the last 30 days (docs/decisions/0263):
 * a small table on the admin's Today board.
 */
export function EtaAccuracyTable() {
  const query = useEtaAccuracy();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="eta-accuracy-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="eta-accuracy-title">
          {a.title}
        </Title>
        <Text size="sm" c="dimmed">
          {a.intro}
        </Text>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <LoadError message={apiErrorMessage(query.error, a.loadFailed)} onRetry={() => void query.refetch()} />
        ) : !query.data.routes.length ? (
          <Text size="sm">{a.empty}</Text>
        ) : (
          // A table on a desktop, cards on a phone, as every list of the office (docs/decisions/0251).
          <DataTable
            label={a.title}
            columns={columns}
            rows={[...query.data.routes.map((r) => ({ key: r.routeUuid, name: r.routeName, ...r })), { key: "total", name: a.total, ...query.data.total }]}
            rowKey={(row) => row.key}
            emptyText={a.empty}
            minWidth={480}
          />
        )}
      </Stack>
    </Paper>
  );
}
