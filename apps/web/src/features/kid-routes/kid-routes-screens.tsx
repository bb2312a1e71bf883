import { messages } from "@app/contracts";
import { Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { KidRouteFormWithData } from "./kid-route-form";
import { KidRoutesTable } from "./kid-routes-table";

const ui = messages.routes.assignments.ui;
const sections = messages.dashboards.sections;

/** /admin-dashboard/kidroutes (spec §2.14): the create form, then the list of assignments. */
export function KidRoutesScreen() {
  // A fresh form after each create (the form also clears itself; the key resets its messages too).
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {sections.kidRoutes}
      </Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="kid-route-form-title">
        <Title order={3} size="h4" mb="sm" id="kid-route-form-title">
          {ui.formTitle}
        </Title>
        <KidRouteFormWithData key={formKey} onSaved={() => setFormKey((k) => k + 1)} />
      </Paper>
      <Title order={3} size="h4">
        {ui.listTitle}
      </Title>
      <KidRoutesTable />
    </Stack>
  );
}

/** /admin-dashboard/getkidroutes (spec §2.7): the list of assignments only. */
export function KidRoutesListScreen() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {sections.getKidRoutes}
      </Title>
      <KidRoutesTable />
    </Stack>
  );
}
