import { formatDateIndia, isIsoDate, messages, todayInIndia } from "@app/contracts";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { useAttendanceDayQuery } from "../attendance-admin/attendance-api";
import { AttendanceLegs } from "../attendance-admin/attendance-legs";
import { LazyDateField } from "../../components/form/lazy-date-field";

const s = messages.attendance.screens;
const f = messages.attendance.fields;

/**
 * The state of the parent's day view: the picked date (today in India by default, never in the
 * future) and GET /api/v1/kid-attendance/{kidUuid}/date/{date} for it. Kept in the page (and
 * called before the profile query) so the day is asked for alongside the profile.
 */
export function useParentAttendanceDay(kidUuid: string | null) {
  const today = todayInIndia();
  const [picked, setPicked] = useState(today);
  const problem = !picked || !isIsoDate(picked) ? f.dateInvalid : picked > today ? f.dateFuture : null;
  const date = problem ? null : picked;
  const day = useAttendanceDayQuery(kidUuid, date);
  return { today, picked, setPicked, problem, date, day };
}

export type ParentAttendanceDayState = ReturnType<typeof useParentAttendanceDay>;

/**
 * The parent's Kid Profile block (issue 6): the active kid's four legs of today (in India) with
 * time, photo and a map link, and a date picker (never in the future) to look at another day.
 * A day without captures answers four null legs ("Not captured yet").
 */
export function ParentAttendanceDay({ kidUuid, kidName, state }: { kidUuid: string; kidName: string; state: ParentAttendanceDayState }) {
  const { today, picked, setPicked, problem, date, day } = state;
  const headingId = `attendance-day-${kidUuid}`;

  return (
    <Paper component="section" withBorder radius="md" p={{ base: "md", sm: "xl" }} aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {picked === today ? s.todayTitle : s.dayTitle(date ? formatDateIndia(date) : picked)}
          </Title>
          <Group gap="xs" align="flex-end">
            <LazyDateField name="attendanceDate" label={s.pickDate} value={picked} max={today} error={problem} onChange={setPicked} />
            {picked !== today && (
              <Button variant="light" onClick={() => setPicked(today)}>
                {s.today}
              </Button>
            )}
          </Group>
        </Group>
        {!date ? null : day.isPending ? (
          <LoadingText />
        ) : day.isError ? (
          <LoadError message={apiErrorMessage(day.error, s.fetchFailed)} onRetry={() => void day.refetch()} />
        ) : (
          <Stack gap="sm">
            {day.data.uuid === null && (
              <Text c="dimmed" size="sm">
                {s.noCaptureThatDay}
              </Text>
            )}
            <AttendanceLegs record={{ ...day.data, kidName: day.data.kidName || kidName }} headingOrder={4} wide />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
