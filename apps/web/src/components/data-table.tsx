import { ScrollArea, Table, Text } from "@mantine/core";
import type { Key, ReactNode } from "react";

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
}

export interface DataTableProps<T> {
  /** Accessible name of the table (and of its scroll region). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Shown in a single full-width row when `rows` is empty (spec §8 empty-state texts). */
  emptyText: ReactNode;
  /** Below this width the table scrolls sideways inside its own region (phones, 360 px). */
  minWidth?: number;
}

/**
 * A plain, accessible data table: real <table> markup with column headers, striped rows, an empty
 * state, and horizontal scrolling inside a keyboard-focusable region on narrow screens.
 * Loading and error states are left to the caller (see `LoadingText`, `LoadError`).
 */
export function DataTable<T>({ label, columns, rows, rowKey, emptyText, minWidth = 720 }: DataTableProps<T>) {
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
              <Table.Th key={column.key} scope="col" w={column.width} style={rows.length > 0 ? { whiteSpace: "nowrap" } : undefined}>
                {column.header}
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
