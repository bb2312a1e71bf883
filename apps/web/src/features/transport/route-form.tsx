import { messages, ROUTE_LIMITS, ROUTE_TYPES, type RouteType, type TransportRoute } from "@app/contracts";
import { ActionIcon, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { FormField, type FieldKind } from "../../components/form/form-field";
import { keepFocus } from "../../components/form/keep-focus";
import { PlusIcon, TrashIcon } from "../../components/icons";
import { ApiError } from "../../lib/api-client";
import { StopsInput } from "./stops-input";
import { routeToast } from "./route-toast";
import { useCreateRoute, useUpdateRoute } from "./transport-api";
import { subFieldName, useRouteForm, type RouteFormState, type SubRouteValues } from "./use-route-form";

const t = messages.routes.transport;
const ui = t.ui;
const labels = ui.labels;

type TextField = "from" | "to" | "name" | "distance" | "estimatedTime" | "description";

const TEXT_FIELDS: Record<TextField, { label: string; kind: FieldKind; maxLength: number; wide?: boolean }> = {
  from: { label: labels.from, kind: "text", maxLength: ROUTE_LIMITS.placeMax },
  to: { label: labels.to, kind: "text", maxLength: ROUTE_LIMITS.placeMax },
  name: { label: labels.name, kind: "text", maxLength: ROUTE_LIMITS.nameMax },
  distance: { label: labels.distance, kind: "decimal", maxLength: 10 },
  estimatedTime: { label: labels.estimatedTime, kind: "decimal", maxLength: 10 },
  description: { label: labels.description, kind: "textarea", maxLength: ROUTE_LIMITS.descriptionMax, wide: true },
};

function RouteTextField({ form, field, disabled }: { form: RouteFormState; field: TextField; disabled?: boolean }) {
  const spec = TEXT_FIELDS[field];
  return (
    <div style={spec.wide ? { gridColumn: "1 / -1" } : undefined}>
      <FormField
        spec={{ name: field, label: spec.label, kind: spec.kind, required: true, autoComplete: "off", maxLength: spec.maxLength }}
        value={form.values[field]}
        error={form.errors[field]}
        disabled={disabled}
        onChange={(value) => form.changeField(field, String(value ?? ""))}
        onBlur={() => form.blurField(field)}
      />
    </div>
  );
}

function SubRouteCard({
  form,
  sub,
  index,
  disabled,
  onRemove,
}: {
  form: RouteFormState;
  sub: SubRouteValues;
  index: number;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const title = ui.subRouteTitle(index + 1);
  const titleId = useId();
  const text = (field: "name" | "distance" | "estimatedTime", label: string, kind: FieldKind, maxLength: number) => (
    <FormField
      spec={{ name: subFieldName(sub.key, field), label, kind, required: true, autoComplete: "off", maxLength }}
      value={sub[field]}
      error={form.errors[subFieldName(sub.key, field)]}
      disabled={disabled}
      onChange={(value) => form.changeSub(sub.key, field, String(value ?? ""))}
      onBlur={() => form.blurSub(sub.key, field)}
    />
  );
  return (
    <Paper role="group" aria-labelledby={titleId} withBorder radius="md" p={{ base: "sm", sm: "md" }} bg="gray.0">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={4} size="h5" id={titleId}>
          {title}
        </Title>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={ui.removeSubRoute(index + 1)}
          title={ui.removeSubRoute(index + 1)}
          disabled={disabled}
          onClick={onRemove}
        >
          <TrashIcon />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        {text("name", labels.subRouteName, "text", ROUTE_LIMITS.nameMax)}
        {text("distance", labels.subRouteDistance, "decimal", 10)}
        {text("estimatedTime", labels.subRouteEstimatedTime, "decimal", 10)}
        <div style={{ gridColumn: "1 / -1" }}>
          <StopsInput
            name={subFieldName(sub.key, "stops")}
            label={labels.subRouteStops}
            stops={sub.stops}
            draft={sub.stopDraft}
            error={form.errors[subFieldName(sub.key, "stops")]}
            disabled={disabled}
            onDraftChange={(draft) => form.changeStopDraft(sub.key, draft)}
            onAdd={() => form.addTypedStop(sub.key)}
            onRemove={(i) => form.removeStop(sub.key, i)}
            onBlur={() => form.blurStops(sub.key)}
          />
        </div>
      </SimpleGrid>
    </Paper>
  );
}

export interface RouteFormProps {
  /** Absent: the Create Route form. Present: the edit form of this route ("Save Changes"). */
  route?: TransportRoute;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * The Create Route form and the edit form of the view/edit modal (spec §2.10, §4 Routes, §5.8):
 * a "Route Details" card (from, to, name, type by radio, distance, estimated time, stops as chips,
 * description) and a "Sub-Route Details" card (one blank sub-route to start; add and remove).
 * Every field is checked on blur and the whole form on submit, which is blocked on any error.
 * A refused save keeps what was typed and shows the server's text (decisions.md §2).
 */
export function RouteForm({ route, onSaved, onCancel }: RouteFormProps) {
  const form = useRouteForm(route);
  const create = useCreateRoute();
  const update = useUpdateRoute();
  const pending = create.isPending || update.isPending;
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [focusSub, setFocusSub] = useState<number | null>(null);
  const detailsId = useId();
  const subDetailsId = useId();

  // A new sub-route card takes the focus on its first field (keyboard users land where they type).
  useEffect(() => {
    if (focusSub === null) return;
    form.focus(subFieldName(focusSub, "name"));
    setFocusSub(null);
  }, [focusSub, form]);

  const onError = (error: unknown, fallback: string) => {
    const message = apiErrorMessage(error, fallback);
    routeToast.error(message, fallback);
    // A clashing name (409) belongs to the Route Name field.
    if (error instanceof ApiError && error.status === 409) {
      form.setError("name", message);
      form.focus("name");
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validateAll();
    if (!result.success) return;
    if (route) {
      update.mutate(
        { uuid: route.uuid, body: result.data },
        {
          onSuccess: () => {
            routeToast.success(t.updateSuccess);
            onSaved?.();
          },
          onError: (error) => onError(error, t.updateFailure),
        },
      );
    } else {
      create.mutate(result.data, {
        onSuccess: () => {
          routeToast.success(t.createSuccess);
          onSaved?.();
        },
        onError: (error) => onError(error, t.createFailure),
      });
    }
  };

  const { values, errors } = form;
  const atMax = values.subRoutes.length >= ROUTE_LIMITS.subRoutesMax;

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={detailsId}>
          <Title order={3} size="h4" mb="sm" id={detailsId}>
            {ui.routeDetails}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <RouteTextField form={form} field="from" />
            <RouteTextField form={form} field="to" />
            <RouteTextField form={form} field="name" />
            <Radio.Group
              name="type"
              label={labels.type}
              required
              value={values.type}
              error={errors.type}
              onChange={(value) => form.changeField("type", value as RouteType)}
            >
              <Group gap="lg" mt={8}>
                {ROUTE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={ui.typeLabels[type]} />
                ))}
              </Group>
            </Radio.Group>
            <RouteTextField form={form} field="distance" />
            <RouteTextField form={form} field="estimatedTime" />
            <div style={{ gridColumn: "1 / -1" }}>
              <StopsInput
                name="stops"
                label={labels.stops}
                stops={values.stops}
                draft={values.stopDraft}
                error={errors.stops}
                onDraftChange={(draft) => form.changeStopDraft(undefined, draft)}
                onAdd={() => form.addTypedStop(undefined)}
                onRemove={(i) => form.removeStop(undefined, i)}
                onBlur={() => form.blurStops(undefined)}
              />
            </div>
            <RouteTextField form={form} field="description" />
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={subDetailsId}>
          <Title order={3} size="h4" mb="sm" id={subDetailsId}>
            {ui.subRouteDetails}
          </Title>
          <Stack gap="md">
            {values.subRoutes.length === 0 && (
              <Text c="dimmed" size="sm">
                {ui.noSubRoutesHint}
              </Text>
            )}
            {values.subRoutes.map((sub, index) => (
              <SubRouteCard
                key={sub.key}
                form={form}
                sub={sub}
                index={index}
                onRemove={() => {
                  form.removeSubRoute(sub.key);
                  addButtonRef.current?.focus();
                }}
              />
            ))}
            <Group>
              <Button
                ref={addButtonRef}
                type="button"
                variant="light"
                leftSection={<PlusIcon />}
                disabled={atMax}
                onClick={() => setFocusSub(form.addSubRoute())}
              >
                {ui.addSubRoute}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel} disabled={pending}>
              {ui.cancel}
            </Button>
          )}
          <Button type="submit" loading={pending} onMouseDown={keepFocus}>
            {route ? ui.saveChanges : ui.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
