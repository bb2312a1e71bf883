import { messages, type Enquiry } from "@app/contracts";
import { Alert, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useEnquiries } from "./enquiries-api";
import { EnquiryDetailsModal } from "./enquiry-details-modal";
import { EnquiryRow } from "./enquiry-row";
import classes from "./enquiries.module.css";

const m = messages.enquiries;
const c = m.columns;
const COLUMNS = [c.serialNo, c.guardianName, c.kidName, c.kidAge, c.phone, c.email, c.activity, c.status, c.reason, c.actions];

/** /admin-dashboard/enquiry (spec §2.9): "Your Enquiry Information" with view modal and inline edit. */
export function EnquiryScreen() {
  const query = useEnquiries();
  const [viewing, setViewing] = useState<Enquiry | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const enquiries = query.data;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.title}
      </Title>

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
                    serialNo={index + 1}
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

      <EnquiryDetailsModal enquiry={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
