import { LIVE_API, messages, type EtaAccuracy } from "@app/contracts";
import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { apiErrorMessage } from "../../components/api-error-message";
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
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-labelledby="eta-accuracy-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{a.columns.route}</Table.Th>
                  <Table.Th scope="col">{a.columns.alerts}</Table.Th>
                  <Table.Th scope="col">{a.columns.arrived}</Table.Th>
                  <Table.Th scope="col">{a.columns.kept}</Table.Th>
                  <Table.Th scope="col">{a.columns.share}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.routes.map((r) => (
                  <Table.Tr key={r.routeUuid}>
                    <Table.Th scope="row">{r.routeName}</Table.Th>
                    <Table.Td>{r.alerts}</Table.Td>
                    <Table.Td>{r.arrived}</Table.Td>
                    <Table.Td>{r.kept}</Table.Td>
                    <Table.Td>{percent(r.share)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">{a.total}</Table.Th>
                  <Table.Td>{query.data.total.alerts}</Table.Td>
                  <Table.Td>{query.data.total.arrived}</Table.Td>
                  <Table.Td>{query.data.total.kept}</Table.Td>
                  <Table.Td>{percent(query.data.total.share)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
