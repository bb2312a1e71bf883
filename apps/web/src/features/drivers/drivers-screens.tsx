import { messages } from "@app/contracts";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { PlusIcon } from "../../components/icons";
import { CreateDriverModal } from "./driver-modals";
import { DriverForm } from "./driver-form";
import { DriversTable } from "./drivers-table";

const d = messages.staff.drivers;
const sections = messages.dashboards.sections;

/** /admin-dashboard/driver (spec §2.7, §2.12): "Add New Driver" plus the driver table. */
export function DriversScreen() {
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {sections.drivers}
        </Title>
        <Button leftSection={<PlusIcon />} onClick={() => setCreating(true)}>
          {d.addButton}
        </Button>
      </Group>
      <DriversTable />
      <CreateDriverModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

/** /admin-dashboard/createdriver: the create form on its own; after a save it starts blank again. */
export function CreateDriverScreen() {
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {sections.createDriver}
      </Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <DriverForm key={formKey} onSaved={() => setFormKey((k) => k + 1)} />
      </Paper>
    </Stack>
  );
}

/** /admin-dashboard/getdriverlist: the driver table on its own. */
export function DriverListScreen() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {sections.driverList}
      </Title>
      <DriversTable />
    </Stack>
  );
}
