import { messages } from "@app/contracts";
import { Paper, Stack, Title } from "@mantine/core";
import { VehicleForm } from "./vehicle-form";
import { VehiclesTable } from "./vehicles-table";

const m = messages.vehicles;

/** /admin-dashboard/vehicles (docs/decisions/0264): the add form, then the list. */
export function VehiclesScreen() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.title}
      </Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="vehicle-form-title">
        <Title order={3} size="h4" mb="sm" id="vehicle-form-title">
          {m.addVehicle}
        </Title>
        <VehicleForm />
      </Paper>
      <VehiclesTable />
    </Stack>
  );
}
