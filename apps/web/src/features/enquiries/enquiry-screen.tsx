import { API_EXPORTS, ENQUIRY_STATUS_NEW, ENQUIRY_STATUSES, messages, type Enquiry } from "@app/contracts";
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ExportButtons } from "../../components/export-buttons";
import { ListPager, ListSearch, ListToolbar } from "../../components/list-controls";
import { pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { useEnquiriesPage } from "./enquiries-api";
import { EnquiryDetailsModal } from "./enquiry-details-modal";
import { EnquiryRow } from "./enquiry-row";
import classes from "./enquiries.module.css";

const m = messages.enquiries;
const c = m.columns;
const COLUMNS = [c.serialNo, c.guardianName, c.kidName, c.kidAge, c.phone, c.email, c.activity, c.status, c.reason, c.actions];

/** /admin-dashboard/enquiry (spec §2.9): "Your Enquiry Information" with view modal and inline edit. */
export function EnquiryScreen() {
  const list = useListState(["status"]);
  const query = useEnquiriesPage(list.apiSearch);
  const [viewing, setViewing] = useState<Enquiry | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const enquiries = query.data?.rows;
  const offset = pageOffset(query);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.title}
      </Title>

      <ListToolbar actions={<ExportButtons path={API_EXPORTS.enquiries} search={list.apiSearch} />}>
        <ListSearch list={list} />
        <Select
          label={messages.lists.status}
          placeholder={messages.lists.allStatuses}
          data={[{ value: ENQUIRY_STATUS_NEW, label: m.statusNew }, ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: m.statusLabels[s] }))]}
          value={list.filter("status") || null}
          onChange={(v) => list.setFilter("status", v)}
          clearable
          w={{ base: "100%", sm: 180 }}
        />
      </ListToolbar>

      {query.isError && (
        // decisions.md §2: a failed load is shown, never only logged, and can be retried.
        <Alert color="red" variant="light" role="alert" title={m.loadFailure}>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
            {m.retry}
          </Button>
        </Alert>
      )}

      {query.isPending && !query.isError && (
        <Text role="status" aria-live="polite">
          {messages.common.loading}
        </Text>
      )}

      {enquiries && (
        <Table.ScrollContainer minWidth={900} type="native">
          <Table striped highlightOnHover withTableBorder verticalSpacing="xs" horizontalSpacing="xs" className={classes.table} aria-label={m.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((name) => (
                  <Table.Th key={name} scope="col">
                    {name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {enquiries.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Group justify="center" py="md">
                      <Text c="dimmed">{m.empty}</Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ) : (
                enquiries.map((enquiry, index) => (
                  <EnquiryRow
                    key={enquiry.uuid}
                    enquiry={enquiry}
                    serialNo={offset + index + 1}
                    editing={editingId === enquiry.uuid}
                    onView={setViewing}
                    onEdit={setEditingId}
                    onDoneEditing={() => setEditingId(null)}
                  />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {query.data && <ListPager list={list} page={query.data.page} />}

      <EnquiryDetailsModal enquiry={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
