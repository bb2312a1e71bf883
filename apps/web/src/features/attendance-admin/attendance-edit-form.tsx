import {
  messages,
  updateKidAttendanceRequestSchema,
  type AttendanceSectionKey,
  type KidAttendanceRecord,
} from "@app/contracts";
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { toast } from "../../lib/toast";
import { useUpdateAttendance } from "./attendance-api";
import { legsOf } from "./attendance-legs";
import { TimeField } from "../../components/form/time-field";

const s = messages.attendance.screens;

type LegValues = { time: string; latitude: string; longitude: string };
type Values = Partial<Record<AttendanceSectionKey, LegValues>>;
type Errors = Record<string, string>;

function initialValues(record: KidAttendanceRecord): Values {
  const values: Values = {};
  for (const [key, section] of legsOf(record)) {
    if (section) values[key] = { time: section.time, latitude: section.latitude === null ? "" : String(section.latitude), longitude: section.longitude === null ? "" : String(section.longitude) };
  }
  return values;
}

/**
 * The edit modal's form (spec §4, §7): the time, latitude and longitude of each captured leg (the
 * photo never changes). Checked with the shared update schema, then the WHOLE record is sent with
 * PUT update/{uuid}; the list refreshes and the modal closes.
 */
export function AttendanceEditForm({
  record,
  onSaved,
  onCancel,
}: {
  record: KidAttendanceRecord;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(record));
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateAttendance();
  const captured = legsOf(record).filter(([, section]) => section !== null);

  const change = (key: AttendanceSectionKey, field: keyof LegValues, value: string) => {
    setValues((v) => ({ ...v, [key]: { ...(v[key] as LegValues), [field]: value } }));
    setErrors((e) => {
      const { [`${key}.${field}`]: _removed, ...rest } = e;
      return rest;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const edits: Record<string, LegValues> = {};
    for (const [key] of captured) edits[key] = values[key] as LegValues;
    const check = updateKidAttendanceRequestSchema.safeParse(edits);
    if (!check.success) {
      const next: Errors = {};
      for (const issue of check.error.issues) {
        const path = issue.path.join(".");
        if (!next[path]) next[path] = issue.message;
      }
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const body: Record<string, unknown> = { ...record };
    for (const [key, section] of captured) {
      const v = values[key] as LegValues;
      // A place removed by the retention job stays removed unless the admin types one.
      const place = (raw: string) => (raw.trim() === "" ? undefined : Number(raw.trim()));
      body[key] = { ...section, time: v.time.trim(), latitude: place(v.latitude), longitude: place(v.longitude) };
    }
    update.mutate(
      { uuid: record.uuid, body },
      {
        onSuccess: (response) => {
          toast.success(response?.message || s.updateSuccess);
          onSaved();
        },
        onError: () => toast.error(s.updateFailed),
      },
    );
  };

  if (captured.length === 0) {
    return (
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {s.nothingToEdit}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {s.close}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {captured.map(([key]) => {
          const v = values[key] as LegValues;
          const field = (name: keyof LegValues, label: string, extra: Record<string, unknown>) => (
            <TextInput
              name={`${key}.${name}`}
              label={label}
              value={v[name]}
              error={errors[`${key}.${name}`]}
              onChange={(e) => change(key, name, e.currentTarget.value)}
              required
              {...extra}
            />
          );
          return (
            <Fieldset key={key} legend={s.sectionTitles[key]} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {/* 12-hour with AM/PM whatever the browser's locale (issue 11). */}
                <TimeField name={`${key}.time`} label={s.time} value={v.time} error={errors[`${key}.time`]} onChange={(next) => change(key, "time", next)} />
                {field("latitude", s.latitude, { inputMode: "decimal" })}
                {field("longitude", s.longitude, { inputMode: "decimal" })}
              </SimpleGrid>
            </Fieldset>
          );
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
