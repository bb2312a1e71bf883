import { API, formatDateIndia, messages, todayInIndia, type DayLeg, type HelpRequest } from "@app/contracts";
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { WRAPPING_BADGE } from "../../components/badge-styles";
import { LoadError, LoadingText } from "../../components/query-status";
import { KidLiveCards } from "../live";
import { OfflineNote } from "../offline/offline-note";
import { useAuth } from "../session/session-context";
import { useKidDays, useMyHelp } from "./day-api";
import { LegCard, LegCardsLoading } from "./leg-card";
import { NextDayAbsence } from "./next-day-absence";
import { historyRange, nextSchoolDay, type HistorySpan } from "./school-days";
import classes from "./day.module.css";

const h = messages.day.home;
// The absence form (and its date picker) loads when a parent opens it (docs/decisions/0093).
// The recent days sit below today: fetched after it, keeping the phone's first download within its
// budget (docs/decisions/0092).
const RecentDays = lazy(() => import("./recent-days").then((m) => ({ default: m.RecentDays })));
const AbsenceForm = lazy(() => import("./absence-form").then((m) => ({ default: m.AbsenceForm })));

/**
 * The parent dashboard's home (docs/decisions/0067), read on a phone (docs/decisions/0246): today's four legs
 * of each kid with time, photo, who captured it and a map link, absences and what is still to
 * come, the absences already marked for the next school day and "Mark absent"; then the last 7
 * days (30 on demand); then `sections` (the dashboard's tiles: Help, Notifications…), so they stay
 * within the first two screens; then the family's help requests with the office's status.
 */
export function ParentHome({ sections }: { sections?: ReactNode }) {
  const auth = useAuth();
  const kids = auth.user?.kids ?? [];
  const [historyKid, setHistoryKid] = useState<string | null>(null);
  const [span, setSpan] = useState<HistorySpan>("week");
  if (!kids.length) {
    return (
      <>
        <Alert color="blue" variant="light">
          {h.noKid}
        </Alert>
        {sections}
      </>
    );
  }
  const chosen = kids.find((k) => k.uuid === historyKid) ?? kids[0];
  const today = todayInIndia();
  const next = nextSchoolDay(today);
  const history = historyRange(today, span);
  return (
    <Stack gap="lg" mb="xl">
      {/* One line on a phone where it fits: the home must not spend a screen on titles (docs/decisions/0246). */}
      <Group gap="xs" align="baseline" wrap="wrap">
        <Title order={2} size="h3">
          {h.title}
        </Title>
        {/* The legs' times below are India time, said once here (issue 11). */}
        <Text size="sm" c="dimmed">
          {messages.common.timesAreIst}
        </Text>
      </Group>
      {/* The day's legs and the history, when they come from the copy kept on the phone (docs/decisions/0052). */}
      <OfflineNote
        paths={[...kids.flatMap((k) => [API.kidDays(k.uuid, today, today), API.kidDays(k.uuid, next, next)]), API.kidDays(chosen.uuid, history.from, history.to)]}
      />
      {/* While a kid's trip is on: the van on a map and when it reaches the kid's stop (docs/decisions/0266). */}
      <Suspense fallback={null}>
        <KidLiveCards kids={kids} />
      </Suspense>
      {kids.map((kid) => (
        <KidToday key={kid.uuid} kid={kid} today={today} next={next} />
      ))}
      <Suspense fallback={<LoadingText>{messages.common.loading}</LoadingText>}>
        <RecentDays kids={kids} kid={chosen} onKidChange={setHistoryKid} span={span} onSpanChange={setSpan} today={today} />
      </Suspense>
      {sections}
      <MyHelpRequests />
    </Stack>
  );
}

function KidToday({ kid, today, next }: { kid: { uuid: string; kidName: string }; today: string; next: string }) {
  const query = useKidDays(kid.uuid, today, today);
  const [absenceOpen, setAbsenceOpen] = useState(false);
  const markAbsentRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  // The form unmounts as it closes, so Mantine cannot hand the focus back itself.
  const closeAbsence = () => {
    setAbsenceOpen(false);
    setTimeout(() => markAbsentRef.current?.focus(), 0);
  };
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {h.kidToday(kid.kidName)}
          </Title>
          <Button ref={markAbsentRef} variant="light" onClick={() => setAbsenceOpen(true)}>
            {h.markAbsent}
          </Button>
        </Group>
        {query.isError ? (
          <LoadError message={apiErrorMessage(query.error, h.fetchFailed)} onRetry={() => void query.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {query.isPending ? (
              <LegCardsLoading />
            ) : (
              query.data.days[0]?.legs.filter((leg) => leg.status !== "notRiding").map((leg) => <LegCard key={leg.leg} leg={leg} kidName={kid.kidName} />)
            )}
          </SimpleGrid>
        )}
        {query.data && <NotRidingLine legs={query.data.days[0]?.legs ?? []} />}
        <NextDayAbsence kidUuid={kid.uuid} today={today} next={next} />
      </Stack>
      {absenceOpen && (
        <Suspense fallback={null}>
          <AbsenceForm kid={kid} opened onClose={closeAbsence} defaultDate={next} />
        </Suspense>
      )}
    </Paper>
  );
}

/**
 * The legs the kid rides no route for today (a morning-only kid's afternoon) in one short line, not
 * two cards saying so: the home stays within two phone screens (docs/decisions/0246).
 */
function NotRidingLine({ legs }: { legs: readonly DayLeg[] }) {
  const names = legs.filter((leg) => leg.status === "notRiding").map((leg) => messages.day.legs[leg.leg]);
  if (names.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {h.notRidingLegs(names.join(", "))}
    </Text>
  );
}

const STATUS_COLOR = { open: "blue", in_progress: "yellow", resolved: "green" } as const;

function MyHelpRequests() {
  const query = useMyHelp();
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-label={h.helpTitle}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {h.helpTitle}
        </Title>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <LoadError message={apiErrorMessage(query.error, messages.helpFeedback.help.fetchFailed)} onRetry={() => void query.refetch()} />
        ) : !query.data.length ? (
          <Text c="dimmed">{h.helpEmpty}</Text>
        ) : (
          <Stack gap="xs" component="ul" className={classes.plainList}>
            {query.data.map((help: HelpRequest) => (
              <li key={help.uuid}>
                <Paper withBorder p="sm" radius="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={2}>
                      <Text size="sm" fw={600}>
                        {`${help.kidDetails.kidName} · ${formatDateIndia(help.createdAt)}`}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                        {help.reason}
                      </Text>
                      {help.statusNote && (
                        <Text size="sm" c="dimmed">
                          {`${h.noteLabel}: ${help.statusNote}`}
                        </Text>
                      )}
                    </Stack>
                    {/* Never squeezed into "का…": the badge keeps its words, wrapping them if it must (docs/decisions/0251). */}
                    <Badge color={STATUS_COLOR[help.status]} variant="light" styles={WRAPPING_BADGE}>
                      {messages.day.help.statuses[help.status]}
                    </Badge>
                  </Group>
                </Paper>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
