import { messages, type SortDirection } from "@app/contracts";
import { Paper, ScrollArea, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { Key, ReactNode } from "react";

const l = messages.lists;

export interface DataTableColumn<T> {
  /** Stable id of the column. */
  key: string;
  /** Column heading (from the message catalogue). */
  header: ReactNode;
  /** The cell of one row; `index` is the 0-based row number (for an S.No. column add 1). */
  render: (row: T, index: number) => ReactNode;
  /** Keep the cell on one line (numbers, phones, actions). */
  nowrap?: boolean;
  /** Fixed width, e.g. for a thumbnail or the actions column. */
  width?: number | string;
  /** The server's sort key of this column: its header becomes a sort button. */
  sortKey?: string;
  /** Leave the column out of the phone card (e.g. S.No. or a decorative photo). */
  hideInCard?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (and of its scroll region). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Shown in a single full-width row when `rows` is empty (spec §8 empty-state texts). */
  emptyText: ReactNode;
  /** Below this width the table scrolls sideways inside its own region (tablets). */
  minWidth?: number;
  /** The current sort and what a click on a sortable header does. */
  sort?: { key: string | undefined; dir: SortDirection | undefined; onSort: (key: string) => void };
  /** Keep the table on phones too (e.g. a grid of tick boxes); otherwise rows become cards below 48em. */
  noCards?: boolean;
}

function SortHeader({ column, sort }: { column: DataTableColumn<never>; sort: NonNullable<DataTableProps<never>["sort"]> }) {
  const active = sort.key === column.sortKey;
  const arrow = active ? (sort.dir === "desc" ? " ▼" : " ▲") : "";
  return (
    <UnstyledButton
      onClick={() => sort.onSort(column.sortKey!)}
      fw={700}
      fz="sm"
      aria-label={`${l.sortBy(typeof column.header === "string" ? column.header : column.key)}${active ? `, ${sort.dir === "desc" ? l.sortedDescending : l.sortedAscending}` : ""}`}
    >
      {column.header}
      <span aria-hidden="true">{arrow}</span>
    </UnstyledButton>
  );
}

/**
 * The phone view (360 px): each row is a card with the column headings as labels, so nothing
 * scrolls sideways and the actions column stays in reach at the bottom of each card.
 */
function DataCards<T>({ label, columns, rows, rowKey, emptyText }: DataTableProps<T>) {
  if (rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md">
        {emptyText}
      </Text>
    );
  }
  const shown = columns.filter((c) => !c.hideInCard && c.key !== "sno");
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((row, index) => (
        <Paper key={rowKey(row, index)} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={6}>
            {shown.map((column) =>
              column.key === "actions" ? (
                <div key={column.key}>{column.render(row, index)}</div>
              ) : (
                <div key={column.key} style={{ display: "grid", gridTemplateColumns: "minmax(90px, 40%) 1fr", gap: 8 }}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {column.header}
                  </Text>
                  <div style={{ minWidth: 0, overflowWrap: "anywhere", fontSize: "var(--mantine-font-size-sm)" }}>{column.render(row, index)}</div>
                </div>
              ),
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A plain, accessible data table: real <table> markup with column headers, striped rows, an empty
 * state, and horizontal scrolling inside a keyboard-focusable region on narrow screens.
 * Loading and error states are left to the caller (see `LoadingText`, `LoadError`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, emptyText, minWidth = 720, sort, noCards } = props;
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  if (phone && !noCards) return <DataCards {...props} />;
  return (
    <ScrollArea type="auto" offsetScrollbars="x" viewportProps={{ tabIndex: 0, role: "region", "aria-label": label }}>
      <Table
        aria-label={label}
        // An empty table fits the screen so its empty-state text is never scrolled out of sight.
        miw={rows.length > 0 ? minWidth : undefined}
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="sm"
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                aria-sort={column.sortKey && sort?.key === column.sortKey ? (sort.dir === "desc" ? "descending" : "ascending") : undefined} w={column.width} style={rows.length > 0 ? { whiteSpace: "nowrap" } : undefined}>
                {column.sortKey && sort ? <SortHeader column={column as DataTableColumn<never>} sort={sort as NonNullable<DataTableProps<never>["sort"]>} /> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" c="dimmed" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: "nowrap" } : undefined}>
                    {column.render(row, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
