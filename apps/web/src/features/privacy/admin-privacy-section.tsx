import { formatDateIndia, messages } from "@app/contracts";
import { Alert, Badge, Button, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { toast } from "../../lib/toast";
import { ErasureConfirmDialog } from "./erasure-confirm-dialog";
import { useConfirmErasure, useErasureRequests, useFamiliesWithoutConsent, useRetentionStatus, useRunRetention } from "./privacy-api";

const a = messages.privacy.admin;

function Retention() {
  const status = useRetentionStatus();
  const run = useRunRetention();
  if (status.isPending) return <Loader size="sm" />;
  if (status.isError) return <Alert color="red">{apiErrorMessage(status.error, a.loadFailed)}</Alert>;
  const last = status.data.lastRun;
  return (
    <Stack gap="xs">
      <Text>{a.retentionDays(status.data.retentionDays)}</Text>
      <Text>
        {!last
          ? a.noRun
          : last.finishedAt
            ? a.lastRun(formatDateIndia(last.finishedAt), last.photosRemoved, last.sectionsCleared)
            : a.lastRunUnfinished(formatDateIndia(last.startedAt))}
      </Text>
      <Group>
        <Button variant="light" onClick={() => run.mutate(undefined, { onError: (err) => toast.error(apiErrorMessage(err, a.loadFailed)) })} loading={run.isPending}>
          {a.runNow}
        </Button>
      </Group>
    </Stack>
  );
}

function Families() {
  const [page, setPage] = useState(1);
  const families = useFamiliesWithoutConsent(page);
  if (families.isPending) return <Loader size="sm" />;
  if (families.isError) return <Alert color="red">{apiErrorMessage(families.error, a.loadFailed)}</Alert>;
  const { data, total, pageSize } = families.data;
  if (!total) return <Text>{a.familiesEmpty}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={a.familiesTableLabel} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{a.kid}</Table.Th>
              <Table.Th>{a.parents}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((f) => (
              <Table.Tr key={f.kidUuid}>
                <Table.Td>{f.kidName}</Table.Td>
                <Table.Td>
                  {f.parents
                    .map((p) => `${p.name} (${p.latest ? a.answered(a.decisionLabels[p.latest.decision], formatDateIndia(p.latest.decidedAt)) : a.noAnswer})`)
                    .join(", ")}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > pageSize && <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />}
    </Stack>
  );
}

function Erasures() {
  const list = useErasureRequests();
  const confirm = useConfirmErasure();
  // The request whose confirmation dialog (with its preview, docs/decisions/0220) is open.
  const [asking, setAsking] = useState<string | null>(null);
  if (list.isPending) return <Loader size="sm" />;
  if (list.isError) return <Alert color="red">{apiErrorMessage(list.error, a.loadFailed)}</Alert>;
  if (!list.data.length) return <Text>{a.erasureEmpty}</Text>;
  const run = (uuid: string) => {
    confirm.mutate(uuid, {
      onSuccess: () => {
        setAsking(null);
        toast.success(a.erased);
      },
      onError: (err) => toast.error(apiErrorMessage(err, a.loadFailed)),
    });
  };
  return (
    <>
      <ErasureConfirmDialog uuid={asking} onCancel={() => setAsking(null)} onConfirm={run} confirming={confirm.isPending} />
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={a.erasureTableLabel} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{a.requestedAt}</Table.Th>
              <Table.Th>{a.requestedBy}</Table.Th>
              <Table.Th>{a.kids}</Table.Th>
              <Table.Th>{a.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((r) => (
              <Table.Tr key={r.uuid}>
                <Table.Td>{formatDateIndia(r.requestedAt)}</Table.Td>
                <Table.Td>{r.requestedByName ?? ""}</Table.Td>
                <Table.Td>{r.kidNames.join(", ")}</Table.Td>
                <Table.Td>
                  {r.status === "pending" ? (
                    <Button size="xs" color="red" onClick={() => setAsking(r.uuid)} loading={confirm.isPending && confirm.variables === r.uuid}>
                      {a.confirm}
                    </Button>
                  ) : (
                    <Badge color="gray" variant="light">
                      {r.completedAt ? a.erasedSummary(formatDateIndia(r.completedAt)) : a.statusLabels.completed}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** The admin's Privacy screen (docs/decisions/0110–0112): retention, families without consent, erasure requests. */
export function AdminPrivacySection() {
  return (
    <Stack gap="md">
      <Title order={2}>{a.title}</Title>
      {(
        [
          ["retention-title", a.retentionTitle, <Retention key="r" />],
          ["erasure-title", a.erasureTitle, <Erasures key="e" />],
          ["families-title", a.familiesTitle, <Families key="f" />],
        ] as const
      ).map(([id, title, body]) => (
        <Paper key={id} component="section" aria-labelledby={id} withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4" id={id}>
              {title}
            </Title>
            {body}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
