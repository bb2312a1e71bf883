import { LIST_PAGE_SIZES, messages, type PageInfo } from "@app/contracts";
import { CloseButton, Group, Pagination, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState, type ReactNode } from "react";
import type { ListState } from "../lib/use-list-state";

const l = messages.lists;

/** The search box of a list: typing updates the URL (and so the server query) after a short pause. */
export function ListSearch({ list, label = l.search, placeholder = l.searchPlaceholder }: { list: ListState; label?: string; placeholder?: string }) {
  const [value, setValue] = useState(list.q);
  // A changed URL (back button, a shared link) shows its search in the box.
  useEffect(() => setValue(list.q), [list.q]);
  const commit = useDebouncedCallback((text: string) => list.setSearch(text), 350);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") list.setSearch(value);
      }}
      rightSection={
        value ? (
          <CloseButton
            aria-label={l.clearSearch}
            onClick={() => {
              setValue("");
              list.setSearch("");
            }}
          />
        ) : null
      }
      w={{ base: "100%", sm: 280 }}
    />
  );
}

/**
 * Search and filters above a list; exports (or other actions) on the right. On a phone the filters
 * take a line of their own (at least 16rem wide) and the actions go below them, so neither is squeezed.
 */
export function ListToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: "1 1 16rem" }}>
        {children}
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

/** "Showing 26–50 of 5,000", the page buttons and the page size, below a list. */
export function ListPager({ list, page }: { list: ListState; page: PageInfo | undefined }) {
  if (!page) return null;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const from = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const to = Math.min(page.total, page.page * page.pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {l.showing(from, to, page.total)}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Pagination
          total={pages}
          value={Math.min(list.page, pages)}
          onChange={list.setPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ "aria-label": control })}
          aria-label={l.pagination}
        />
        <Select
          aria-label={l.pageSize}
          data={LIST_PAGE_SIZES.map(String)}
          value={String(list.pageSize)}
          onChange={(v) => v && list.setPageSize(Number(v))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
      </Group>
    </Group>
  );
}
