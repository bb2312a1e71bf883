import { ATTENDANCE_TYPES, messages, type BoardLeg, type BoardRoute } from "@app/contracts";
import { Suspense, type ReactNode } from "react";
import { Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { LiveVans } from "../live";
import { EtaAccuracyTable } from "../notifications/eta-accuracy-table";
import { useDayBoard } from "./day-api";
import { formatIndiaClock } from "./day-dates";
import classes from "./day.module.css";

const b = messages.day.board;
const LEG_COLUMNS = {
  homePickup: b.columns.pickedUp,
  instituteDrop: b.columns.droppedAtInstitute,
  institutePickup: b.columns.pickedUpFromInstitute,
  homeDrop: b.columns.droppedHome,
} as const;

/** One leg's cell: done of expected, and who is still missing. */
function LegCell({ cell, label }: { cell: BoardLeg | null; label: string }) {
  if (!cell) return <Text c="dimmed">{b.notOnRun}</Text>;
  return (
    <Stack gap={2}>
      {/* A div, not a paragraph: a bold count over a smaller line reads as a heading to axe's p-as-heading (docs/decisions/0251). */}
      <Text component="div" fw={600}>{`${cell.done} / ${cell.expected}`}</Text>
      {cell.missing.length > 0 && (
        <Text className={classes.missing} aria-label={`${b.missing(label)}: ${cell.missing.map((k) => k.kidName).join(", ")}`}>
          {cell.missing.map((k) => k.kidName).join(", ")}
        </Text>
      )}
    </Stack>
  );
}

function BoardRow({ row }: { row: BoardRoute }) {
  return (
    <Table.Tr data-route={row.route.name}>
      <Table.Th scope="row">
        <Text component="div" fw={600}>
          {row.route.name}
        </Text>
        <Text size="xs" c="dimmed">
          {row.caretakers.join(", ")}
        </Text>
      </Table.Th>
      <Table.Td>{row.expected}</Table.Td>
      {ATTENDANCE_TYPES.map((leg) => (
        <Table.Td key={leg}>
          <LegCell cell={row.legs[leg]} label={LEG_COLUMNS[leg]} />
        </Table.Td>
      ))}
      <Table.Td>
        <Text component="div" fw={600}>
          {row.absent}
        </Text>
        {row.absentKids.length > 0 && (
          <Text size="xs" c="dimmed">
            {row.absentKids.map((k) => k.kidName).join(", ")}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The phone's board (below 48em, as every admin list): one card per route with every column of the
 * table, each named by its heading, so nothing hides in a sideways scroll (docs/decisions/0251).
 */
function BoardCard({ row }: { row: BoardRoute }) {
  const items: { key: string; label: string; value: ReactNode }[] = [
    { key: "expected", label: b.columns.expected, value: <Text component="div" fw={600}>{row.expected}</Text> },
    ...ATTENDANCE_TYPES.map((leg) => ({ key: leg, label: LEG_COLUMNS[leg], value: <LegCell cell={row.legs[leg]} label={LEG_COLUMNS[leg]} /> })),
    {
      key: "absent",
      label: b.columns.absent,
      value: (
        <Stack gap={2}>
          <Text component="div" fw={600}>
            {row.absent}
          </Text>
          {row.absentKids.length > 0 && (
            <Text size="xs" c="dimmed">
              {row.absentKids.map((k) => k.kidName).join(", ")}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={row.route.name} data-route={row.route.name}>
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {row.route.name}
          </Title>
          {row.caretakers.length > 0 && (
            <Text size="xs" c="dimmed">
              {row.caretakers.join(", ")}
            </Text>
          )}
        </div>
        <dl className={classes.boardCardGrid}>
          {items.map((item) => (
            <div key={item.key} data-column={item.key}>
              <Text component="dt" size="xs" c="dimmed" fw={600}>
                {item.label}
              </Text>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}

/** /admin-dashboard/today (issue 10): per route, expected, each leg's progress, absences and who is missing; refreshes itself. */
export function DayBoard() {
  const query = useDayBoard();
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {b.title}
          </Title>
          <Text size="sm" c="dimmed">
            {b.intro}
          </Text>
        </Stack>
        {query.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {query.isFetching ? b.refreshing : b.updatedAt(formatIndiaClock(query.data.generatedAt))}
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, b.fetchFailed)} onRetry={() => void query.refetch()} />
      ) : !query.data.routes.length ? (
        <Text c="dimmed">{b.empty}</Text>
      ) : phone ? (
        <Stack gap="sm" role="list" aria-label={b.title}>
          {query.data.routes.map((row) => (
            <BoardCard key={row.route.uuid} row={row} />
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm" aria-label={b.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{b.columns.route}</Table.Th>
                  <Table.Th scope="col">{b.columns.expected}</Table.Th>
                  {ATTENDANCE_TYPES.map((leg) => (
                    <Table.Th scope="col" key={leg}>
                      {LEG_COLUMNS[leg]}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">{b.columns.absent}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.routes.map((row) => (
                  <BoardRow key={row.route.uuid} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {/* Where each van is and how it is running (docs/decisions/0266). */}
      <Suspense fallback={null}>
        <LiveVans />
      </Suspense>
      {/* How good the approach alerts' times were (docs/decisions/0263). */}
      <EtaAccuracyTable />
    </Stack>
  );
}
