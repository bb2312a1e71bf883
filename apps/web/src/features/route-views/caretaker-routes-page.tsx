import { LEGS_OF_RUN, messages, todayInIndia, type CaretakerRouteView, type RouteKid } from "@app/contracts";
import { InputBase, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { ChoiceSwitch } from "../../components/choice-switch";
import { ChevronDownIcon } from "../../components/icons";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { CaptureDialog, ConfirmKidDialog, usePreloadCaptureDialog, PendingCapturesBanner } from "../attendance-capture";
import { AbsenceBadges, NotAtStopButton } from "../day/absence-parts";
import { useDayAbsences } from "../day/day-api";
import { addDaysTo } from "../day/day-dates";
import { useAuth } from "../session/session-context";
import { EmptyNote, KidButton, RouteSummary, StaffCard } from "./route-parts";
import { useCaretakerRoutes } from "./route-views-api";
import classes from "./route-views.module.css";

const ui = messages.routes.views.ui;
const common = messages.common;

/** Route names are unique, but one route may have two assignments (morning, evening): number repeats. */
function routeOptions(routes: readonly CaretakerRouteView[]) {
  const seen = new Map<string, number>();
  return routes.map((route) => {
    const name = route.routeInfo.name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return { value: route.uuid, label: n === 1 ? name : `${name} (${n})` };
  });
}

/**
 * /caretaker-dashboard/caretakerkiddetails (spec §2.16, §4 capture flow): the caretaker's routes
 * (GET /api/caretaker/route/{account uuid}); choose one (the only one is chosen already), see From,
 * To and the driver, then tap a kid: "Do you want to proceed with {kid name}?" No / Yes, and Yes
 * opens Capture Details for that kid. The pending-captures banner on top also sends what waits on
 * the phone whenever this page is opened.
 */
export function CaretakerRoutesPage() {
  const auth = useAuth();
  const query = useCaretakerRoutes(auth.user?.uuid);
  const [routeId, setRouteId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RouteKid | null>(null);
  const [capturing, setCapturing] = useState<RouteKid | null>(null);
  usePreloadCaptureDialog();

  const routes = query.data ?? [];
  const selected = routes.find((r) => r.uuid === routeId) ?? routes[0] ?? null;

  return (
    <Stack gap="md">
      <PendingCapturesBanner />
      <Title order={2} size="h3">
        {messages.dashboards.sections.caretakerKidDetails}
      </Title>
      {query.isPending ? (
        <LoadingText>{common.loadingKidDetails}</LoadingText>
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, ui.loadFailure)} onRetry={() => void query.refetch()} />
      ) : !selected ? (
        <EmptyNote title={common.empty.noRoutesAvailable} hint={ui.noRoutesHint} />
      ) : (
        <>
          {routes.length > 1 && (
            // A native select as Mantine's NativeSelect draws it, without the Combobox code it brings (docs/decisions/0180).
            <InputBase
              component="select"
              label={ui.chooseRoute}
              size="md"
              pointer
              rightSection={<ChevronDownIcon />}
              rightSectionPointerEvents="none"
              value={selected.uuid}
              onChange={(e) => setRouteId(e.currentTarget.value)}
            >
              {routeOptions(routes).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </InputBase>
          )}
          <CaretakerRoute route={selected} onPick={setConfirming} />
        </>
      )}

      <ConfirmKidDialog
        opened={confirming !== null}
        kidName={confirming?.kidName ?? ""}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setCapturing(confirming);
          setConfirming(null);
        }}
      />
      {capturing && <CaptureDialog opened kid={{ uuid: capturing.uuid, kidName: capturing.kidName }} onClose={() => setCapturing(null)} />}
    </Stack>
  );
}

function CaretakerRoute({ route, onPick }: { route: CaretakerRouteView; onPick: (kid: RouteKid) => void }) {
  // Issue 10: today's absences of this run's legs and "Not at the stop" on its pickup leg.
  const today = todayInIndia();
  // Tomorrow too, so the caretaker can plan the run around the absences parents have sent.
  const [day, setDay] = useState(today);
  const absences = useDayAbsences(day).data ?? [];
  const legs = LEGS_OF_RUN[route.run];
  const headingId = useId();
  const hintId = useId();
  const kidsHeadingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="md">
          <RouteSummary info={route.routeInfo} headingId={headingId} />
          <StaffCard role={ui.driver} person={route.driver} />
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={3} size="h4" id={kidsHeadingId}>
          {ui.kids}
          {route.kids.length > 0 && (
            <Text component="span" c="dimmed" fw={400} size="md">
              {` · ${ui.kidsOnRoute(route.kids.length)}`}
            </Text>
          )}
        </Title>
        <ChoiceSwitch
          label={messages.day.absences.absenceDay}
          value={day}
          onChange={setDay}
          data={[
            { value: today, label: messages.day.absences.today },
            { value: addDaysTo(today, 1), label: messages.day.absences.tomorrow },
          ]}
        />
        {route.kids.length === 0 ? (
          <EmptyNote title={common.empty.noKidsOnRoute} />
        ) : (
          <>
            <Text id={hintId} size="sm" c="dimmed">
              {ui.pickKidHint}
            </Text>
            <SimpleGrid component="ul" className={classes.plainList} cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-labelledby={kidsHeadingId}>
              {route.kids.map((kid) => (
                <li key={kid.uuid}>
                  <Stack gap={4}>
                    <KidButton kid={kid} onPick={onPick} describedBy={hintId} />
                    <AbsenceBadges absences={absences} kidUuid={kid.uuid} legs={legs} />
                    {day === today && !absences.some((x) => x.kidUuid === kid.uuid && x.leg === legs[0]) && <NotAtStopButton kid={kid} leg={legs[0] as "homePickup" | "institutePickup"} date={today} />}
                  </Stack>
                </li>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Stack>
  );
}
