import { messages, type SortDirection } from "@app/contracts";
import { NativeSelect, Paper, ScrollArea, Stack, Table, Text, UnstyledButton } from "@mantine/core";
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
  /** Let the heading wrap (headings stay on one line otherwise): a wide table's two-word heading over short values. */
  wrapHeader?: boolean;
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
  sort?: DataTableSort;
  /** Keep the table on phones too (e.g. a grid of tick boxes); otherwise rows become cards below 48em. */
  noCards?: boolean;
  /** Extra attributes of a row (its `<tr>`, or its card on a phone): a name or a class, e.g. for a row being edited. */
  rowProps?: (row: T, index: number) => { "aria-label"?: string; className?: string } | undefined;
}

export interface DataTableSort {
  key: string | undefined;
  dir: SortDirection | undefined;
  /** A click on a sortable header: that column, or the other direction when it is already the sort. */
  onSort: (key: string) => void;
  /**
   * Sets the sort outright (undefined: the list's own order). Given, the phone cards get a "Sort
   * by" picker above them, since they have no headers to click (docs/decisions/0197).
   */
  onSortChange?: (key: string | undefined, dir: SortDirection | undefined) => void;
}

/** A column heading as plain text (for labels that cannot hold markup). */
function headerText(column: DataTableColumn<never>): string {
  return typeof column.header === "string" ? column.header : column.key;
}

function SortHeader({ column, sort }: { column: DataTableColumn<never>; sort: DataTableSort }) {
  const active = sort.key === column.sortKey;
  const arrow = active ? (sort.dir === "desc" ? " ▼" : " ▲") : "";
  return (
    <UnstyledButton
      onClick={() => sort.onSort(column.sortKey!)}
      fw={700}
      fz="sm"
      aria-label={`${l.sortBy(headerText(column))}${active ? `, ${sort.dir === "desc" ? l.sortedDescending : l.sortedAscending}` : ""}`}
    >
      {column.header}
      <span aria-hidden="true">{arrow}</span>
    </UnstyledButton>
  );
}

/**
 * The phone cards' sort: one choice per sortable column and direction, and the list's own order.
 * Shown only when the list can set a sort outright (`onSortChange`).
 */
function CardSort<T>({ columns, sort }: { columns: readonly DataTableColumn<T>[]; sort: DataTableSort | undefined }) {
  const sortable = columns.filter((c) => c.sortKey) as DataTableColumn<never>[];
  if (!sort?.onSortChange || sortable.length === 0) return null;
  const onSortChange = sort.onSortChange;
  const value = sort.key && sortable.some((c) => c.sortKey === sort.key) ? `${sort.key}:${sort.dir === "desc" ? "desc" : "asc"}` : "";
  return (
    <NativeSelect
      label={l.sortLabel}
      value={value}
      onChange={(event) => {
        const [key, dir] = event.currentTarget.value.split(":");
        onSortChange(key || undefined, key ? (dir as SortDirection) : undefined);
      }}
      data={[
        { value: "", label: l.defaultOrder },
        ...sortable.flatMap((c) => [
          { value: `${c.sortKey}:asc`, label: l.sortAscendingOption(headerText(c)) },
          { value: `${c.sortKey}:desc`, label: l.sortDescendingOption(headerText(c)) },
        ]),
      ]}
    />
  );
}

/**
 * The phone view (360 px): each row is a card with the column headings as labels, so nothing
 * scrolls sideways and the actions column stays in reach at the bottom of each card.
 */
function DataCards<T>({ label, columns, rows, rowKey, emptyText, sort, rowProps }: DataTableProps<T>) {
  const picker = <CardSort columns={columns} sort={sort} />;
  if (rows.length === 0) {
    return (
      <Stack gap="sm">
        {picker}
        <Text ta="center" c="dimmed" py="md">
          {emptyText}
        </Text>
      </Stack>
    );
  }
  const shown = columns.filter((c) => !c.hideInCard && c.key !== "sno");
  return (
    <Stack gap="sm">
      {picker}
      <Stack gap="sm" role="list" aria-label={label}>
        {rows.map((row, index) => (
          <Paper key={rowKey(row, index)} withBorder radius="md" p="sm" role="listitem" {...rowProps?.(row, index)}>
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
    </Stack>
  );
}

/**
 * A plain, accessible data table: real <table> markup with column headers, striped rows, an empty
 * state, and horizontal scrolling inside a keyboard-focusable region on narrow screens.
 * Loading and error states are left to the caller (see `LoadingText`, `LoadError`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, emptyText, minWidth = 720, sort, noCards, rowProps } = props;
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
                aria-sort={column.sortKey && sort?.key === column.sortKey ? (sort.dir === "desc" ? "descending" : "ascending") : undefined} w={column.width} style={rows.length > 0 && !column.wrapHeader ? { whiteSpace: "nowrap" } : undefined}>
                {column.sortKey && sort ? <SortHeader column={column as DataTableColumn<never>} sort={sort} /> : column.header}
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
              <Table.Tr key={rowKey(row, index)} {...rowProps?.(row, index)}>
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
