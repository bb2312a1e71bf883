import { ATTENDANCE_TYPES, isIsoDate, messages, type AttendanceType } from "@app/contracts";
import { Alert, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { DateField } from "../../components/form/date-field";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { ResponsiveModal } from "../../components/responsive-modal";
import { toast } from "../../lib/toast";
import { formatIndiaMoment } from "./day-dates";
import { useKidAbsenceDay, useSetAbsences } from "./day-api";

const a = messages.day.absences;

/**
 * The parent's "Mark absent": a date (the next school day by default, docs/decisions/0246), the
 * whole day or some legs, named as a parent chooses them ("Morning pickup"), each until its cut-off.
 */
export function AbsenceForm({
  kid,
  opened,
  onClose,
  defaultDate,
}: {
  kid: { uuid: string; kidName: string };
  opened: boolean;
  onClose: () => void;
  /** The day the picker opens on: the next school day (docs/decisions/0246), chosen by the caller. */
  defaultDate: string;
}) {
  const [date, setDate] = useState(defaultDate);
  const valid = isIsoDate(date);
  const day = useKidAbsenceDay(opened ? kid.uuid : null, valid ? date : null);
  const [legs, setLegs] = useState<AttendanceType[]>([]);
  const save = useSetAbsences();

  useEffect(() => {
    if (day.data) setLegs(day.data.legs.filter((l) => l.absent).map((l) => l.leg));
  }, [day.data]);

  const changeable = (leg: AttendanceType) => day.data?.legs.find((l) => l.leg === leg)?.changeable ?? false;
  const toggle = (leg: AttendanceType, on: boolean) => setLegs((list) => (on ? [...list, leg] : list.filter((l) => l !== leg)));
  const allChangeable = ATTENDANCE_TYPES.every(changeable);
  const whole = ATTENDANCE_TYPES.every((l) => legs.includes(l));

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={a.title} size="md">
      <Stack gap="md">
        <Text size="sm">{a.intro(kid.kidName)}</Text>
        <DateField name="absenceDate" label={a.dateLabel} value={date} onChange={setDate} error={valid ? null : a.dateInvalid} />
        {!valid ? null : day.isPending ? (
          <LoadingText />
        ) : day.isError ? (
          <LoadError message={apiErrorMessage(day.error, a.fetchFailed)} onRetry={() => void day.refetch()} />
        ) : (
          <Stack gap="xs">
            <Checkbox
              label={a.wholeDay}
              checked={whole}
              disabled={!allChangeable}
              onChange={(e) => setLegs(e.currentTarget.checked ? [...ATTENDANCE_TYPES] : [])}
            />
            {day.data.legs.map((l) => (
              <Checkbox
                key={l.leg}
                ml="lg"
                label={a.legChoices[l.leg]}
                description={l.changeable ? a.cutoffNote(formatIndiaMoment(l.cutoffAt)) : a.locked}
                checked={legs.includes(l.leg)}
                disabled={!l.changeable}
                onChange={(e) => toggle(l.leg, e.currentTarget.checked)}
              />
            ))}
            {save.isError && <Alert color="red">{apiErrorMessage(save.error, a.saveFailed)}</Alert>}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {a.cancel}
          </Button>
          <Button
            loading={save.isPending}
            disabled={!valid || !day.isSuccess}
            onClick={() =>
              save.mutate(
                { kidUuid: kid.uuid, date, legs },
                {
                  onSuccess: (answer) => {
                    toast.success(answer.message);
                    onClose();
                  },
                },
              )
            }
          >
            {save.isPending ? a.saving : a.save}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
