import {
  DAY_RUNS,
  kidRouteFormSchema,
  messages,
  type Caretaker,
  type Driver,
  type KidListItem,
  type KidRouteAssignment,
  type TransportRoute,
  type Vehicle,
} from "@app/contracts";
import { Button, Group, MultiSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect, useMemo, useRef, type FormEvent } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { FormField } from "../../components/form/form-field";
import { keepFocus } from "../../components/form/keep-focus";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { LoadError, LoadingText } from "../../components/query-status";
import { useCaretakersQuery } from "../caretakers/caretakers-api";
import { useDriversQuery } from "../drivers/drivers-api";
import { useKidsQuery } from "../kids/kids-api";
import { routeToast } from "../transport/route-toast";
import { useRoutesQuery } from "../transport/transport-api";
import { useAllVehiclesQuery } from "../vehicles/vehicles-api";
import { useCreateKidRoute, useKidRoutesQuery, useUpdateKidRoute, type KidRoutePayload } from "./kid-routes-api";

const a = messages.routes.assignments;
const ui = a.ui;
const empty = messages.common.empty;

export interface KidRouteValues {
  route_uuid: string;
  kids_uuids: string[];
  driver_uuid: string;
  caretaker_uuid: string;
  /** Issue 10 (docs/decisions/0065): the run the assignment carries. */
  run: "morning" | "afternoon";
  /** The van (docs/decisions/0264); "" for none. */
  vehicle_uuid: string;
}
type FieldName = keyof KidRouteValues;

const FIELD_ORDER: readonly FieldName[] = ["route_uuid", "kids_uuids", "driver_uuid", "caretaker_uuid"];
const EMPTY: KidRouteValues = { route_uuid: "", kids_uuids: [], driver_uuid: "", caretaker_uuid: "", run: "morning", vehicle_uuid: "" };

function toValues(assignment?: KidRouteAssignment): KidRouteValues {
  if (!assignment) return EMPTY;
  return {
    route_uuid: assignment.route_uuid,
    kids_uuids: [...assignment.kids_uuids],
    driver_uuid: assignment.driver_uuid,
    caretaker_uuid: assignment.caretaker_uuid,
    run: assignment.run,
    vehicle_uuid: assignment.vehicleUuid ?? "",
  };
}

export interface KidRouteFormData {
  routes: TransportRoute[];
  kids: KidListItem[];
  drivers: Driver[];
  caretakers: Caretaker[];
  /** The other assignments, to tell which kids already sit on the chosen route (may be missing). */
  assignments: KidRouteAssignment[] | undefined;
  /** The vans to name (docs/decisions/0264); the field is optional, so a failed load leaves it empty. */
  vehicles?: Vehicle[];
}

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The options a real operator may pick (docs/decisions/0031): active kids and active drivers only
 * (an inactive one already on the assignment being edited may stay), every caretaker; a kid already
 * on another assignment of the chosen route is shown but cannot be picked.
 */
export function kidRouteOptions(data: KidRouteFormData, values: KidRouteValues, assignment?: KidRouteAssignment) {
  const routes: Option[] = data.routes.map((r) => ({ value: r.uuid, label: r.name }));
  const onRouteElsewhere = new Set(
    (data.assignments ?? [])
      .filter((x) => x.route_uuid === values.route_uuid && x.uuid !== assignment?.uuid)
      .flatMap((x) => x.kids_uuids),
  );
  const current = new Set(assignment?.kids_uuids ?? []);
  const kids: Option[] = data.kids
    .filter((k) => k.status === "active" || current.has(k.uuid))
    .map((k) => {
      if (onRouteElsewhere.has(k.uuid)) return { value: k.uuid, label: ui.kidOnOtherAssignment(k.kidName), disabled: true };
      return { value: k.uuid, label: k.status === "active" ? k.kidName : ui.withStatus(k.kidName, k.status) };
    });
  const drivers: Option[] = data.drivers
    .filter((d) => d.status === "active" || d.uuid === assignment?.driver_uuid)
    .map((d) => {
      const label = ui.staffOption(d.name, d.phoneNumber);
      return { value: d.uuid, label: d.status === "active" ? label : ui.withStatus(label, d.status) };
    });
  const caretakers: Option[] = data.caretakers.map((c) => ({ value: c.uuid, label: ui.staffOption(c.name, c.phoneNumber) }));
  const vehicles: Option[] = (data.vehicles ?? []).map((v) => ({ value: v.uuid, label: v.registrationNumber }));
  return { routes, kids, drivers, caretakers, vehicles };
}

export interface KidRouteFormProps {
  /** Absent: the create form. Present: the edit form of this assignment. */
  assignment?: KidRouteAssignment;
  /** The create form's first values (the other run of the kids just saved, docs/decisions/0240). */
  initialValues?: KidRouteValues;
  data: KidRouteFormData;
  /** Called with what was sent once the server saved it. */
  onSaved?: (saved: KidRoutePayload) => void;
  onCancel?: () => void;
}

/**
 * The kid-route create/edit form (spec §2.14, §3.11, §5.12): route, kid(s), driver and caretaker,
 * all required; the route name is read-only and filled from the chosen route. Checked with the
 * shared `kidRouteFormSchema` on blur and on submit. A refusal keeps the choices and shows the
 * server's reason (an inactive driver, a kid already on the route, …).
 */
export function KidRouteForm({ assignment, initialValues, data, onSaved, onCancel }: KidRouteFormProps) {
  const form = useSchemaForm(kidRouteFormSchema, assignment ? toValues(assignment) : (initialValues ?? EMPTY), { fieldOrder: FIELD_ORDER });
  const create = useCreateKidRoute();
  const update = useUpdateKidRoute();
  const pending = create.isPending || update.isPending;
  const kidsRef = useRef<HTMLInputElement>(null);
  const options = useMemo(() => kidRouteOptions(data, form.values, assignment), [data, form.values, assignment]);
  const route = data.routes.find((r) => r.uuid === form.values.route_uuid);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validateAll();
    if (!result.success) {
      // The kids picker is a combobox whose form value sits in a hidden input: focus what is typed into.
      if (FIELD_ORDER.find((name) => result.errors[name]) === "kids_uuids") kidsRef.current?.focus();
      return;
    }
    const body: KidRoutePayload = {
      route_name: route?.name ?? "",
      route_uuid: result.data.route_uuid,
      kids_uuids: result.data.kids_uuids,
      driver_uuid: result.data.driver_uuid,
      caretaker_uuid: result.data.caretaker_uuid,
      run: result.data.run ?? "morning",
      vehicle_uuid: result.data.vehicle_uuid ?? null,
    };
    if (assignment) {
      update.mutate(
        { uuid: assignment.uuid, body },
        {
          onSuccess: () => {
            routeToast.success(a.updateSuccess);
            onSaved?.(body);
          },
          onError: (error) => routeToast.error(apiErrorMessage(error, a.updateFailure), a.updateFailure),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          routeToast.success(a.createSuccess);
          form.reset(EMPTY);
          onSaved?.(body);
        },
        onError: (error) => {
          const message = apiErrorMessage(error, a.createFailure, a.createError);
          routeToast.error(message, message === a.createError ? a.createError : a.createFailure);
        },
      });
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormField
            spec={{
              name: "route_uuid",
              label: ui.route,
              kind: "select",
              required: true,
              options: options.routes,
              description: options.routes.length === 0 ? empty.noRoutesAvailable : undefined,
            }}
            value={form.values.route_uuid}
            error={form.errors.route_uuid}
            onChange={(value) => form.changeAndValidate("route_uuid", String(value ?? ""))}
            onBlur={() => form.blur("route_uuid")}
          />
          <TextInput
            label={ui.routeName}
            value={route?.name ?? ""}
            readOnly
            description={ui.routeNameHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            variant="filled"
          />
          <div style={{ gridColumn: "1 / -1" }}>
            <MultiSelect
              ref={kidsRef}
              name="kids_uuids"
              label={ui.kids}
              required
              placeholder={form.values.kids_uuids.length === 0 ? ui.kidsPlaceholder : undefined}
              description={options.kids.length === 0 ? empty.noKidsAvailable : ui.kidsHint}
              inputWrapperOrder={["label", "input", "description", "error"]}
              data={options.kids}
              value={form.values.kids_uuids}
              error={form.errors.kids_uuids}
              searchable
              clearable
              nothingFoundMessage={empty.noKidsAvailable}
              maxDropdownHeight={200}
              // jsdom and some in-modal layouts report the field as detached: never hide the open list for that.
              comboboxProps={{ shadow: "md", hideDetached: false }}
              onChange={(value) => form.changeAndValidate("kids_uuids", value)}
              onBlur={() => form.blur("kids_uuids")}
            />
          </div>
          <FormField
            spec={{ name: "driver_uuid", label: ui.driver, kind: "select", required: true, options: options.drivers, description: ui.driversHint }}
            value={form.values.driver_uuid}
            error={form.errors.driver_uuid}
            onChange={(value) => form.changeAndValidate("driver_uuid", String(value ?? ""))}
            onBlur={() => form.blur("driver_uuid")}
          />
          <FormField
            spec={{ name: "caretaker_uuid", label: ui.caretaker, kind: "select", required: true, options: options.caretakers }}
            value={form.values.caretaker_uuid}
            error={form.errors.caretaker_uuid}
            onChange={(value) => form.changeAndValidate("caretaker_uuid", String(value ?? ""))}
            onBlur={() => form.blur("caretaker_uuid")}
          />
          <FormField
            spec={{
              name: "run",
              label: messages.day.assignments.runLabel,
              kind: "select",
              required: true,
              options: DAY_RUNS.map((value) => ({ value, label: messages.day.runs[value] })),
              // A kid rides one assignment per run (docs/decisions/0065): the way back is another one.
              description: ui.runHint,
            }}
            value={form.values.run}
            error={form.errors.run}
            onChange={(value) => form.changeAndValidate("run", (String(value ?? "") || "morning") as KidRouteValues["run"])}
            onBlur={() => form.blur("run")}
          />
          <FormField
            spec={{ name: "vehicle_uuid", label: messages.vehicles.assignmentVehicleLabel, kind: "select", options: options.vehicles }}
            value={form.values.vehicle_uuid}
            error={form.errors.vehicle_uuid}
            onChange={(value) => form.changeAndValidate("vehicle_uuid", String(value ?? ""))}
            onBlur={() => form.blur("vehicle_uuid")}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel} disabled={pending}>
              {ui.cancel}
            </Button>
          )}
          <Button type="submit" loading={pending} onMouseDown={keepFocus}>
            {assignment ? ui.save : ui.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Loads what the form chooses from; "Failed to fetch data." (spec §8 Kid routes) when a list cannot be had. */
export function useKidRouteFormData() {
  const routes = useRoutesQuery();
  const kids = useKidsQuery();
  const drivers = useDriversQuery();
  const caretakers = useCaretakersQuery();
  const assignments = useKidRoutesQuery();
  const vehicles = useAllVehiclesQuery();
  const required = [routes, kids, drivers, caretakers];
  const isError = required.some((q) => q.isError);
  const isPending = required.some((q) => q.isPending);
  const errorAt = Math.max(...required.map((q) => q.errorUpdatedAt));

  useEffect(() => {
    if (isError) routeToast.error(a.fetchFailure, a.fetchFailure);
  }, [isError, errorAt]);

  const data: KidRouteFormData | null =
    routes.data && kids.data && drivers.data && caretakers.data
      ? { routes: routes.data, kids: kids.data, drivers: drivers.data, caretakers: caretakers.data, assignments: assignments.data, vehicles: vehicles.data }
      : null;
  const retry = () => {
    for (const q of required) if (q.isError) void q.refetch();
  };
  return { data, isPending: isPending && !isError, isError, retry };
}

/** The form with its lists loaded (loading text, or the failure with a retry). */
export function KidRouteFormWithData(props: Omit<KidRouteFormProps, "data">) {
  const { data, isError, retry } = useKidRouteFormData();
  if (isError) return <LoadError message={a.fetchFailure} onRetry={retry} />;
  if (!data) return <LoadingText />;
  return <KidRouteForm {...props} data={data} />;
}
