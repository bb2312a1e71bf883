import { API, formatDateIndia, messages, todayInIndia, type DayLeg, type HelpRequest } from "@app/contracts";
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { ChoiceSwitch } from "../../components/choice-switch";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { OfflineNote } from "../offline/offline-note";
import { useAuth } from "../session/session-context";
import { useKidDays, useMyHelp } from "./day-api";
import { addDaysTo } from "./day-dates";
import { LegCard, LegCardsLoading } from "./leg-card";
import classes from "./day.module.css";

const h = messages.day.home;
// The absence form (and its date picker) loads when a parent opens it (docs/decisions/0093).
const AbsenceForm = lazy(() => import("./absence-form").then((m) => ({ default: m.AbsenceForm })));
const CALENDAR_DAYS = 60;

/**
 * The parent dashboard's home (issue 10): today's four legs of each kid with time, photo, who
 * captured it and a map link, absences and what is still to come; "Mark absent"; the last 60 days;
 * the family's help requests with the office's status. The kid's details stay on the profile page.
 */
export function ParentHome() {
  const auth = useAuth();
  const kids = auth.user?.kids ?? [];
  const [calendarKid, setCalendarKid] = useState<string | null>(null);
  if (!kids.length) {
    return (
      <Alert color="blue" variant="light">
        {h.noKid}
      </Alert>
    );
  }
  const chosen = kids.find((k) => k.uuid === calendarKid) ?? kids[0];
  const today = todayInIndia();
  return (
    <Stack gap="lg" mb="xl">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {h.title}
        </Title>
        {/* The legs' times below are India time, said once here (issue 11). */}
        <Text size="sm" c="dimmed">
          {messages.common.timesAreIst}
        </Text>
      </Stack>
      {/* The day's legs and the calendar, when they come from the copy kept on the phone (issue 9). */}
      <OfflineNote paths={[...kids.map((k) => API.kidDays(k.uuid, today, today)), API.kidDays(chosen.uuid, addDaysTo(today, -(CALENDAR_DAYS - 1)), today)]} />
      {kids.map((kid) => (
        <KidToday key={kid.uuid} kid={kid} />
      ))}
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {h.calendarTitle}
            </Title>
            {kids.length > 1 && (
              <ChoiceSwitch label={messages.common.nav.switchKid} value={chosen.uuid} onChange={setCalendarKid} data={kids.map((k) => ({ value: k.uuid, label: k.kidName }))} />
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {h.calendarIntro}
          </Text>
          <Calendar kid={chosen} />
        </Stack>
      </Paper>
      <MyHelpRequests />
    </Stack>
  );
}

function KidToday({ kid }: { kid: { uuid: string; kidName: string } }) {
  const today = todayInIndia();
  const query = useKidDays(kid.uuid, today, today);
  const [absenceOpen, setAbsenceOpen] = useState(false);
  const markAbsentRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  // The form unmounts as it closes, so Mantine cannot hand the focus back itself (issue 14).
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
            {query.isPending ? <LegCardsLoading /> : query.data.days[0]?.legs.map((leg) => <LegCard key={leg.leg} leg={leg} kidName={kid.kidName} />)}
          </SimpleGrid>
        )}
      </Stack>
      {absenceOpen && (
        <Suspense fallback={null}>
          <AbsenceForm kid={kid} opened onClose={closeAbsence} />
        </Suspense>
      )}
    </Paper>
  );
}

const SYMBOL: Record<DayLeg["status"], string> = { done: "✓", absent: "✗", pending: "·", notRiding: "–" };

function Calendar({ kid }: { kid: { uuid: string; kidName: string } }) {
  const today = todayInIndia();
  const from = addDaysTo(today, -(CALENDAR_DAYS - 1));
  const query = useKidDays(kid.uuid, from, today);
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <LoadError message={apiErrorMessage(query.error, h.fetchFailed)} onRetry={() => void query.refetch()} />;
  const days = [...query.data.days].reverse();
  return (
    <ol className={classes.calendar} aria-label={h.calendarTitle}>
      {days.map((day) => {
        const ridden = day.legs.filter((l) => l.status !== "notRiding");
        const done = ridden.filter((l) => l.status === "done").length;
        const summary = day.legs.map((l) => `${messages.day.legs[l.leg]} ${SYMBOL[l.status]}`).join(", ");
        return (
          <li key={day.date} className={classes.calendarDay} aria-label={h.calendarDay(formatDateIndia(day.date), summary)} data-date={day.date}>
            <Text size="xs" fw={600}>
              {formatDateIndia(day.date).slice(0, 5)}
            </Text>
            <Text size="sm" aria-hidden className={classes.symbols}>
              {day.legs.map((l) => (
                <span key={l.leg} data-status={l.status}>
                  {SYMBOL[l.status]}
                </span>
              ))}
            </Text>
            <Text size="xs" c="dimmed" aria-hidden>
              {h.summaryDone(done, ridden.length)}
            </Text>
          </li>
        );
      })}
    </ol>
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
                    <Badge color={STATUS_COLOR[help.status]} variant="light">
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
