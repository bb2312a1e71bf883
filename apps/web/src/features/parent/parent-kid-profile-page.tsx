import { API, messages } from "@app/contracts";
import { Alert, Group, Paper, Stack, Title } from "@mantine/core";
import { ChoiceSwitch } from "../../components/choice-switch";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { KidProfileDetails } from "../kids/kid-details";
import { useKidQuery } from "../kids/kids-api";
import { PushPrompt } from "../notifications/push-prompt";
import { OfflineNote } from "../offline/offline-note";
import { useAuth, useSessionStore } from "../session/session-context";
import { ParentAttendanceDay, useParentAttendanceDay } from "./parent-attendance-day";

const ui = messages.kids.ui;

/**
 * /parent-dashboard/kidprofile (spec §2.17): the ACTIVE kid's profile, read with the parent's own
 * token (GET get-single-user-profile/{uuid}; the server answers 403 for another family's kid):
 * photo, name, age, date of birth, gender, blood group, status, every institute with its course
 * and timings, and the parents' details with Aadhaar masked. A parent with several kids switches
 * in the navbar menu (or here); the page follows the session's active kid. Below the profile, the
 * kid's four pickup/drop legs of today, with a date picker for another day (issue 6), shown once the profile is read.
 */
export function ParentKidProfilePage() {
  const auth = useAuth();
  const store = useSessionStore();
  const kids = auth.user?.kids ?? [];
  const uuid = auth.kid?.uuid ?? auth.user?.kidUuid ?? kids[0]?.uuid ?? null;
  // Asked for first, so the profile call stays the page's last one (both start together).
  const attendanceDay = useParentAttendanceDay(uuid);
  const query = useKidQuery(uuid);
  const kidName = kids.find((kid) => kid.uuid === uuid)?.kidName ?? auth.user?.kidName ?? "";

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {messages.dashboards.sections.kidProfile}
        </Title>
        {kids.length > 1 && uuid && (
          <ChoiceSwitch
            label={messages.common.nav.switchKid}
            value={uuid}
            onChange={(value) => store.setActiveKid(value)}
            data={kids.map((kid) => ({ value: kid.uuid, label: kid.kidName }))}
          />
        )}
      </Group>
      {uuid && <OfflineNote paths={[API.kidProfile(uuid), ...(attendanceDay.date ? [API.kidAttendanceByDate(uuid, attendanceDay.date)] : [])]} />}
      {!uuid ? (
        <Alert color="blue" variant="light">
          {ui.noKidLinked}
        </Alert>
      ) : query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, ui.profileLoadFailure)} onRetry={() => void query.refetch()} />
      ) : (
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          <KidProfileDetails profile={query.data} photoSize={120} />
        </Paper>
      )}
      {/* Issue 6: the active kid's pickup and drop of today (or a picked day). */}
      {uuid && query.isSuccess && <ParentAttendanceDay kidUuid={uuid} kidName={kidName} state={attendanceDay} />}
      {/* Offered once the parent has seen the kid's day, never on the app's first load (issue 10). */}
      {uuid && query.isSuccess && <PushPrompt />}
    </Stack>
  );
}
