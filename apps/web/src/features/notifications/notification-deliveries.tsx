import { formatDateTimeIndia, getDisplayLocale, messages } from "@app/contracts";
import { Badge, Stack, Table, Text, Title } from "@mantine/core";
import { LoadError, LoadingText } from "../../components/query-status";
import { useNotificationDeliveries } from "./notifications-api";

const d = messages.notifications.deliveries;
const channelNames = messages.notifications.settings.channels;
const statusColor = { queued: "gray", sending: "blue", sent: "green", failed: "red" } as const;

/** Admin, on the attendance record: each notification to a parent with its state and, when it failed, why. */
export function NotificationDeliveries({ kidUuid, date }: { kidUuid: string; date: string }) {
  const query = useNotificationDeliveries(kidUuid, date);
  return (
    <Stack gap="xs" component="section" aria-labelledby={`deliveries-${kidUuid}-${date}`}>
      <Title order={3} size="h5" id={`deliveries-${kidUuid}-${date}`}>
        {d.title}
      </Title>
      {query.isPending && <LoadingText />}
      {query.isError && <LoadError message={d.loadFailed} onRetry={() => void query.refetch()} />}
      {query.data && query.data.length === 0 && <Text c="dimmed">{d.empty}</Text>}
      {query.data && query.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{d.columns.event}</Table.Th>
                <Table.Th>{d.columns.recipient}</Table.Th>
                <Table.Th>{d.columns.channel}</Table.Th>
                <Table.Th>{d.columns.status}</Table.Th>
                <Table.Th>{d.columns.attempts}</Table.Th>
                <Table.Th>{d.columns.when}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((x) => (
                <Table.Tr key={x.uuid}>
                  <Table.Td>
                    {d.events[x.event]} · {d.legs[x.type]}
                  </Table.Td>
                  <Table.Td>{x.recipientName}</Table.Td>
                  <Table.Td>{channelNames[x.channel]}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[x.status]} variant="light">
                      {d.status[x.status]}
                    </Badge>
                    {x.reason && x.status !== "sent" && (
                      <Text size="xs" c={x.status === "failed" ? "red" : "dimmed"}>
                        {d.columns.reason}: {x.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{x.attempts}</Table.Td>
                  <Table.Td>{formatDateTimeIndia(x.sentAt ?? x.updatedAt, getDisplayLocale())}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
