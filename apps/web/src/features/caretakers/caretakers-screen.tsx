import { messages } from "@app/contracts";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { PlusIcon } from "../../components/icons";
import { CreateCaretakerModal } from "./caretaker-modals";
import { CaretakersTable } from "./caretakers-table";

const c = messages.staff.caretakers;

/** /admin-dashboard/caretaker (spec §2.7, §2.12): the create button plus the caretaker list. */
export function CaretakersScreen() {
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {messages.dashboards.sections.caretakers}
        </Title>
        <Button leftSection={<PlusIcon />} onClick={() => setCreating(true)}>
          {c.addButton}
        </Button>
      </Group>
      <CaretakersTable />
      <CreateCaretakerModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
