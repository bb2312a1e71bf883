import { messages, VEHICLE_SEATS_MAX, vehicleRequestSchema, type Vehicle, type VehicleRequest } from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import type { FormEvent } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import type { FieldSpec } from "../../components/form/form-field";
import { FormFieldsGrid } from "../../components/form/form-fields-grid";
import { keepFocus } from "../../components/form/keep-focus";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { routeToast } from "../transport/route-toast";
import { useCreateVehicle, useUpdateVehicle } from "./vehicles-api";

const m = messages.vehicles;

export interface VehicleValues {
  registrationNumber: string;
  seats: string;
  permitExpiresOn: string;
  fitnessExpiresOn: string;
  insuranceExpiresOn: string;
  pucExpiresOn: string;
}
type Name = keyof VehicleValues;

const EMPTY: VehicleValues = { registrationNumber: "", seats: "", permitExpiresOn: "", fitnessExpiresOn: "", insuranceExpiresOn: "", pucExpiresOn: "" };
const FIELD_ORDER: readonly Name[] = ["registrationNumber", "seats", "permitExpiresOn", "fitnessExpiresOn", "insuranceExpiresOn", "pucExpiresOn"];

export function toVehicleValues(vehicle?: Vehicle): VehicleValues {
  if (!vehicle) return EMPTY;
  return {
    registrationNumber: vehicle.registrationNumber,
    seats: String(vehicle.seats),
    permitExpiresOn: vehicle.permitExpiresOn ?? "",
    fitnessExpiresOn: vehicle.fitnessExpiresOn ?? "",
    insuranceExpiresOn: vehicle.insuranceExpiresOn ?? "",
    pucExpiresOn: vehicle.pucExpiresOn ?? "",
  };
}

const SPECS: readonly FieldSpec<Name>[] = [
  { name: "registrationNumber", label: m.registrationLabel, kind: "text", required: true, description: m.registrationHint, maxLength: 40, autoComplete: "off" },
  { name: "seats", label: m.seatsLabel, kind: "decimal", required: true, maxLength: String(VEHICLE_SEATS_MAX).length },
  { name: "permitExpiresOn", label: m.permitLabel, kind: "date" },
  { name: "fitnessExpiresOn", label: m.fitnessLabel, kind: "date" },
  { name: "insuranceExpiresOn", label: m.insuranceLabel, kind: "date" },
  { name: "pucExpiresOn", label: m.pucLabel, kind: "date" },
];

/**
 * The vehicle's add/edit form (docs/decisions/0264): every rule is the contracts' `vehicleRequestSchema`
 * (the server checks the same), so a registration typed "ap-07 tb 1234" is taken as AP07TB1234.
 */
export function VehicleForm({ vehicle, onSaved, onCancel }: { vehicle?: Vehicle; onSaved?: (saved: Vehicle) => void; onCancel?: () => void }) {
  const form = useSchemaForm(vehicleRequestSchema, toVehicleValues(vehicle), { fieldOrder: FIELD_ORDER });
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const pending = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validateAll();
    if (!result.success) return;
    const body: VehicleRequest = result.data;
    const callbacks = {
      onSuccess: ({ data }: { data: Vehicle }) => {
        routeToast.success(vehicle ? m.updateSuccess : m.createSuccess);
        if (!vehicle) form.reset(EMPTY);
        onSaved?.(data);
      },
      onError: (error: unknown) => routeToast.error(apiErrorMessage(error, m.saveFailure), m.saveFailure),
    };
    if (vehicle) update.mutate({ uuid: vehicle.uuid, body }, callbacks);
    else create.mutate(body, callbacks);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack gap="md">
        <FormFieldsGrid
          specs={SPECS}
          values={form.values}
          errors={form.errors}
          disabled={pending}
          onChange={(name, value) => form.change(name, String(value ?? ""))}
          onPick={(name, value) => form.changeAndValidate(name, String(value ?? ""))}
          onBlur={(name) => form.blur(name)}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel} disabled={pending}>
              {m.cancel}
            </Button>
          )}
          <Button type="submit" loading={pending} onMouseDown={keepFocus}>
            {vehicle ? m.save : m.addVehicle}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
