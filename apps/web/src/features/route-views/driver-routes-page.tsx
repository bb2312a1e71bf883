import { messages, type DriverRouteView } from "@app/contracts";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { useAuth } from "../session/session-context";
import { EmptyNote, KidTile, RouteSummary, StaffCard } from "./route-parts";
import { useDriverRoutes } from "./route-views-api";
import classes from "./route-views.module.css";

const ui = messages.routes.views.ui;
const common = messages.common;

/**
 * /driver-dashboard/kiddetails (spec §2.15, §3.12): every route the driver works (GET
 * /api/driver/route/{account uuid}), each with From/To and stops, the caretaker riding along (photo,
 * name, phone to call) and the kids on it with their photos ("No kids assigned to this route." when
 * none). "Loading kid details..." while loading; a failure is shown with Try again.
 */
export function DriverRoutesPage() {
  const auth = useAuth();
  const query = useDriverRoutes(auth.user?.uuid);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {messages.dashboards.sections.driverKidDetails}
      </Title>
      {query.isPending ? (
        <LoadingText>{common.loadingKidDetails}</LoadingText>
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, ui.loadFailure)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyNote title={common.empty.noRoutesAvailable} hint={ui.noRoutesHint} />
      ) : (
        query.data.map((route) => <DriverRouteCard key={route.uuid} route={route} />)
      )}
    </Stack>
  );
}

function DriverRouteCard({ route }: { route: DriverRouteView }) {
  const headingId = useId();
  const kids = route.kidDetails ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Stack gap="md">
        <RouteSummary info={route.routeInfo} headingId={headingId} showStops />
        <StaffCard role={ui.caretaker} person={route.caretaker} />
        <Stack gap="xs">
          <Group gap="xs" justify="space-between">
            <Title order={4} size="h5">
              {ui.kids}
            </Title>
            {kids.length > 0 && (
              <Text size="sm" c="dimmed">
                {ui.kidsOnRoute(kids.length)}
              </Text>
            )}
          </Group>
          {kids.length === 0 ? (
            <Text c="dimmed">{common.empty.noKidsOnRoute}</Text>
          ) : (
            <SimpleGrid component="ul" className={classes.plainList} cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-label={ui.kids}>
              {kids.map((kid) => (
                <li key={kid.uuid}>
                  <KidTile kid={kid} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
