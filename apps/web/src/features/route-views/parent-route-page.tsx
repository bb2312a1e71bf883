import { messages, type KidRouteView } from "@app/contracts";
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { ChoiceSwitch } from "../../components/choice-switch";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { useAuth, useSessionStore } from "../session/session-context";
import { EmptyNote, RouteSummary, StaffCard } from "./route-parts";
import { useKidRoutes } from "./route-views-api";

const ui = messages.routes.views.ui;
const common = messages.common;

/**
 * /parent-dashboard/parentKidroute (spec §2.17, §3.12, §7 kid/route): the ACTIVE kid's route
 * (GET /api/kid/route/{kidUuid}: every route of the list, issue 10), From, To and stops, and
 * the driver and the caretaker of that route only (decisions.md §2) with photo, name and a phone
 * link. Follows the kid chosen in the navbar (or here, for a parent with several kids).
 */
export function ParentRoutePage() {
  const auth = useAuth();
  const store = useSessionStore();
  const kids = auth.user?.kids ?? [];
  const uuid = auth.kid?.uuid ?? auth.user?.kidUuid ?? kids[0]?.uuid ?? null;
  const query = useKidRoutes(uuid);
  // Issue 10 (docs/decisions/0065): every route the kid rides (morning and afternoon), not only the first.
  const routes = query.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {messages.dashboards.sections.parentKidRoute}
        </Title>
        {kids.length > 1 && uuid && (
          <ChoiceSwitch
            label={common.nav.switchKid}
            value={uuid}
            onChange={(value) => store.setActiveKid(value)}
            data={kids.map((kid) => ({ value: kid.uuid, label: kid.kidName }))}
          />
        )}
      </Group>
      {!uuid ? (
        <Alert color="blue" variant="light">
          {messages.kids.ui.noKidLinked}
        </Alert>
      ) : query.isPending ? (
        <LoadingText>{common.loadingRouteDetails}</LoadingText>
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, ui.kidRouteLoadFailure)} onRetry={() => void query.refetch()} />
      ) : !routes.length ? (
        <EmptyNote title={common.empty.noRoutesAvailable} hint={ui.noKidRouteHint} />
      ) : (
        routes.map((route) => <KidRouteCard key={route.uuid} route={route} />)
      )}
    </Stack>
  );
}

function KidRouteCard({ route }: { route: KidRouteView }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-run={route.run}>
      <Stack gap="md">
        <Badge variant="light" w="fit-content">
          {messages.day.runs[route.run]}
        </Badge>
        <RouteSummary info={route.routeInfo} headingId={headingId} showStops />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <StaffCard role={ui.driver} person={route.driver} />
          <StaffCard role={ui.caretaker} person={route.caretaker} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
