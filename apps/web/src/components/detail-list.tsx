import { SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { isEmptyValue } from "./value-text";
import { messages } from "@app/contracts";

export interface DetailItem {
  label: string;
  /** Text or any node; null, undefined and blank text show "N/A". */
  value: ReactNode;
  /** Take the whole row (long text such as an address). */
  wide?: boolean;
}

/**
 * Read-only label/value pairs (a <dl>) for view modals and profile pages: one column on phones,
 * two from the `sm` breakpoint.
 */
export function DetailList({ items, cols = 2 }: { items: readonly DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <div key={item.label} style={item.wide ? { gridColumn: "1 / -1" } : undefined}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
            {typeof item.value === "string" || item.value === null || item.value === undefined
              ? isEmptyValue(item.value)
                ? messages.common.notAvailable
                : item.value
              : item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
