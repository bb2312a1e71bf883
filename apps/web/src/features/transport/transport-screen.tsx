import { messages } from "@app/contracts";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { PlusIcon } from "../../components/icons";
import { CreateRouteModal } from "./route-modals";
import { RoutesTable } from "./routes-table";

const ui = messages.routes.transport.ui;

/** /admin-dashboard/transport (spec §2.10): "Add Route" opens "Create Route"; the Route Management table below. */
export function TransportScreen() {
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {messages.dashboards.sections.transport}
        </Title>
        <Button leftSection={<PlusIcon />} onClick={() => setCreating(true)}>
          {ui.addRoute}
        </Button>
      </Group>
      <RoutesTable />
      <CreateRouteModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
