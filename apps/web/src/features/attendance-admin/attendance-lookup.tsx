import { attendanceLookupFormSchema, formatDateIndia, messages } from "@app/contracts";
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { ResponsiveModal } from "../../components/responsive-modal";
import { useKidsQuery } from "../kids/kids-api";
import { useAttendanceDayQuery } from "./attendance-api";
import { AttendanceHistory } from "./attendance-history";
import { AttendanceLegs } from "./attendance-legs";
import { DateField } from "../../components/form/date-field";

const s = messages.attendance.screens;

/**
 * "Get Kid Attendance By Date" (spec §2.11, §5.11): pick a kid (from the kid list) and a date; both
 * are needed ("Please enter both Kid and Date"), then the day's four legs are shown.
 */
export function AttendanceLookupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={s.getByDate} size="lg">
      {opened && <AttendanceLookupForm />}
    </ResponsiveModal>
  );
}

export function AttendanceLookupForm() {
  const kids = useKidsQuery();
  const [kidUuid, setKidUuid] = useState("");
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<{ kidUuid: string; date: string } | null>(null);
  const day = useAttendanceDayQuery(lookup?.kidUuid, lookup?.date);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = attendanceLookupFormSchema.safeParse({ kidUuid, date });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? s.bothRequired);
      setLookup(null);
      return;
    }
    setError(null);
    setLookup({ kidUuid: check.data.kidUuid, date: check.data.date });
  };

  const kidOptions = (kids.data ?? []).map((kid) => ({ value: kid.uuid, label: kid.kidName }));
  const kidName = kidOptions.find((o) => o.value === lookup?.kidUuid)?.label ?? "";

  return (
    <Stack gap="md">
      <form noValidate onSubmit={submit} aria-label={s.getByDate}>
        <Stack gap="sm">
          {kids.isError && <LoadError message={s.kidsLoadFailed} onRetry={() => void kids.refetch()} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={s.kidLabel}
              name="kidUuid"
              required
              value={kidUuid}
              onChange={(e) => setKidUuid(e.currentTarget.value)}
              data={[{ value: "", label: kids.isPending ? messages.common.loading : messages.staff.ui.selectPlaceholder }, ...kidOptions]}
            />
            <DateField name="date" label={s.dateLabel} required value={date} onChange={setDate} />
          </SimpleGrid>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit">{s.show}</Button>
          </Group>
        </Stack>
      </form>
      {lookup &&
        (day.isPending ? (
          <LoadingText />
        ) : day.isError ? (
          <LoadError message={apiErrorMessage(day.error, s.fetchFailed)} onRetry={() => void day.refetch()} />
        ) : (
          <Stack gap="sm" aria-live="polite">
            <Text fw={600}>{s.lookupResult(day.data.kidName || kidName, formatDateIndia(lookup.date))}</Text>
            {day.data.uuid === null && (
              <Text c="dimmed" size="sm">
                {s.noCaptureThatDay}
              </Text>
            )}
            <AttendanceLegs record={{ ...day.data, kidName: day.data.kidName || kidName }} />
            <AttendanceHistory history={day.data.history} kidName={day.data.kidName || kidName} />
          </Stack>
        ))}
    </Stack>
  );
}
