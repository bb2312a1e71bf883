import { messages } from "@app/contracts";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { KidRouteFormWithData, type KidRouteValues } from "./kid-route-form";
import type { KidRoutePayload } from "./kid-routes-api";
import { KidRoutesTable } from "./kid-routes-table";

const ui = messages.routes.assignments.ui;
const sections = messages.dashboards.sections;

/**
 * /admin-dashboard/kidroutes (docs/decisions/0031): the create form, then the list of assignments. A morning
 * assignment just saved is followed by the offer of the same kids' afternoon run, which is an
 * assignment of its own (docs/decisions/0065, 0240): the form comes back with the kids, driver and
 * caretaker chosen and the afternoon run, the admin picks the evening route.
 */
export function KidRoutesScreen() {
  // A fresh form after each create (the form also clears itself; the key resets its messages too).
  const [formKey, setFormKey] = useState(0);
  const [offer, setOffer] = useState<KidRoutePayload | null>(null);
  const [initial, setInitial] = useState<KidRouteValues | undefined>(undefined);
  const saved = (body: KidRoutePayload) => {
    setOffer(body.run === "morning" ? body : null);
    setInitial(undefined);
    setFormKey((k) => k + 1);
  };
  const takeOffer = (body: KidRoutePayload) => {
    setInitial({ route_uuid: "", kids_uuids: [...body.kids_uuids], driver_uuid: body.driver_uuid, caretaker_uuid: body.caretaker_uuid, run: "afternoon", vehicle_uuid: body.vehicle_uuid ?? "" });
    setOffer(null);
    setFormKey((k) => k + 1);
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {sections.kidRoutes}
      </Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="kid-route-form-title">
        <Title order={3} size="h4" mb="sm" id="kid-route-form-title">
          {ui.formTitle}
        </Title>
        {offer && (
          <Alert color="blue" variant="light" mb="md" title={ui.afternoonOfferTitle(offer.route_name)}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{ui.afternoonOffer}</Text>
              <Button size="sm" variant="light" onClick={() => takeOffer(offer)}>
                {ui.afternoonOfferButton}
              </Button>
            </Stack>
          </Alert>
        )}
        {initial && (
          <Alert color="blue" variant="light" mb="md">
            {ui.afternoonPrefilled}
          </Alert>
        )}
        <KidRouteFormWithData key={formKey} initialValues={initial} onSaved={saved} />
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
