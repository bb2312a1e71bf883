import { messages } from "@app/contracts";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { PlusIcon } from "../../components/icons";
import { KidForm } from "./kid-form";
import { CreateKidModal } from "./kid-modals";
import { KidsTable } from "./kids-table";

const k = messages.kids;
const sections = messages.dashboards.sections;

/** /admin-dashboard/profile (spec §2.8): "Add New Kid" (large modal form) plus the Kid Details table. */
export function KidsProfileScreen() {
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {sections.kidsProfile}
        </Title>
        <Button leftSection={<PlusIcon />} onClick={() => setCreating(true)}>
          {k.addButton}
        </Button>
      </Group>
      <Title order={3} size="h4">
        {k.title}
      </Title>
      <KidsTable />
      <CreateKidModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

/** /admin-dashboard/createkid: the create form on its own; after a save it starts blank again. */
export function CreateKidScreen() {
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {sections.createKid}
      </Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <KidForm key={formKey} onSaved={() => setFormKey((n) => n + 1)} />
      </Paper>
    </Stack>
  );
}

/** /admin-dashboard/getkiddetails: the Kid Details table on its own. */
export function KidDetailsListScreen() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {sections.kidDetailsList}
      </Title>
      <KidsTable />
    </Stack>
  );
}
