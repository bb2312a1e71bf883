import { API, formatCourseTime12, formatDateIndia, LEGS_OF_RUN, messages, runSheetPath, todayInIndia, type Absence, type AttendanceType, type RunSheetDay, type RunSheetKid, type RunSheetRoute } from "@app/contracts";
import { Alert, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { ChoiceSwitch } from "../../components/choice-switch";
import { apiErrorMessage } from "../../components/api-error-message";
import { lazyDialog } from "../../components/lazy-dialog";
import { LoadError, LoadingText } from "../../components/query-status";
import { CaptureDialog, ConfirmKidDialog, usePreloadCaptureDialog, getCaptureQueue, PendingCapturesBanner } from "../attendance-capture";
import { OfflineNote } from "../offline/offline-note";
import { useDayAbsences } from "../day/day-api";
import { EmptyNote } from "../route-views/route-parts";
import { useAuth } from "../session/session-context";
import { KidCard, type LegPick } from "./kid-card";
import { LEGS } from "./leg-state";
import { currentRunAssignments, runHasCapture } from "./position-runs";
import { runSheetKey, useRunSheet } from "./run-sheet-api";
import classes from "./run-sheet.module.css";
import type { ReplaceDialogProps } from "./replace-dialog";

// Sharing the van's position and "Start run" are fetched after the sheet shows: the run sheet is in
// the caretaker's first download, which has a budget (docs/decisions/0092, 0267).
const PositionSharingLine = lazy(() => import("./position-sharing").then((m) => ({ default: m.PositionSharingLine })));
const StartRunButton = lazy(() => import("./start-run-button").then((m) => ({ default: m.StartRunButton })));

// Asked only when a leg was already recorded: fetched then (docs/decisions/0131).
const ReplaceDialog = lazyDialog<ReplaceDialogProps>(() => import("./replace-dialog").then((m) => m.ReplaceDialog));

const r = messages.fieldApp.runSheet;

interface Capturing {
  kid: RunSheetKid;
  type: AttendanceType;
  replace: boolean;
}

/**
 * The caretaker's home (issue 9): today's run sheet. Per route the kids in stop order with photo,
 * stop, home, a call button per parent and the two legs of the route's run, the current run's
 * routes first (docs/decisions/0240) (done / waiting on this phone / not yet);
 * a leg's button records it (after "Do you want to proceed with…?") or, when it already has a
 * capture, asks before replacing it. Works from the phone's copy with no signal.
 *
 * Today / Tomorrow (`?day=tomorrow`, docs/decisions/0053): tomorrow's sheet is for planning: the
 * kids and the absences marked in advance, nothing to record (captures are for the day itself).
 */
export function RunSheetPage() {
  const auth = useAuth();
  const userUuid = auth.user?.uuid;
  const [params, setParams] = useSearchParams();
  const day: RunSheetDay = params.get("day") === "tomorrow" ? "tomorrow" : "today";
  const query = useRunSheet(userUuid, day);
  const queue = getCaptureQueue();
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Capturing | null>(null);
  const [replacing, setReplacing] = useState<(Capturing & { question: string }) | null>(null);
  const [capturing, setCapturing] = useState<Capturing | null>(null);
  usePreloadCaptureDialog();

  // A capture acknowledged by the server leaves the queue: fetch the sheet again so it shows "done".
  const pending = snapshot.items.filter((c) => c.status === "pending").length;
  const before = useRef(pending);
  useEffect(() => {
    if (pending < before.current && userUuid) void queryClient.invalidateQueries({ queryKey: runSheetKey(userUuid) });
    before.current = pending;
  }, [pending, queryClient, userUuid]);

  // The leg button that started a capture gets the focus back when its dialogs are done, whichever
  // way they end (No, Escape, Submit): the dialogs follow one another, so Mantine's own return
  // would land on a button that is gone.
  const trigger = useRef<HTMLElement | null>(null);
  const endFlow = () => {
    const target = trigger.current;
    trigger.current = null;
    window.setTimeout(() => target?.isConnected && target.focus(), 0);
  };

  const pick = ({ kid, type, state }: LegPick) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const leg = messages.attendance.typeLabels[type];
    if (state.kind === "done") setReplacing({ kid, type, replace: true, question: messages.fieldApp.replace.question(leg, formatCourseTime12(state.time) || state.time, state.by) });
    else if (state.kind === "waiting") setReplacing({ kid, type, replace: true, question: messages.fieldApp.replace.waitingQuestion(leg, formatCourseTime12(state.time) || state.time) });
    else setConfirming({ kid, type, replace: false });
  };

  const sheet = query.data;
  // The day's absences of the caretaker's kids (issue 10); kept on the phone with the sheet.
  const date = sheet?.date ?? todayInIndia();
  const absences = useDayAbsences(date);
  const planning = day === "tomorrow";
  // The phone shares the van's position during her current runs (docs/decisions/0267).
  const sharing = planning ? [] : currentRunAssignments(sheet, snapshot.items, absences.data ?? []);
  return (
    <Stack gap="md">
      <PendingCapturesBanner />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {planning ? r.titleTomorrow : r.title}
          </Title>
          {sheet && (
            <Text size="sm" c="dimmed">
              {r.dateLine(formatDateIndia(sheet.date))} · {messages.common.timesAreIst}
            </Text>
          )}
        </Stack>
        <ChoiceSwitch
          label={r.dayLabel}
          value={day}
          onChange={(value) => setParams(value === "tomorrow" ? { day: "tomorrow" } : {}, { replace: true })}
          data={[
            { value: "today", label: r.days.today },
            { value: "tomorrow", label: r.days.tomorrow },
          ]}
        />
      </Group>
      <OfflineNote paths={[runSheetPath(day), API.dayAbsences(date)]} />
      {!planning && (
        <Suspense fallback={null}>
          <PositionSharingLine assignmentUuids={sharing} />
        </Suspense>
      )}
      {planning && (
        <Alert color="blue" variant="light" py="xs">
          {r.tomorrowNote}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingText>{planning ? r.loadingTomorrow : r.loading}</LoadingText>
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, r.loadFailed)} onRetry={() => void query.refetch()} />
      ) : !sheet || sheet.routes.length === 0 ? (
        <EmptyNote title={planning ? r.noRoutesTomorrow : r.noRoutes} hint={r.noRoutesHint} />
      ) : (
        sheet.routes.map((route) => (
          <RouteBlock key={route.uuid} route={route} date={sheet.date} absences={absences.data ?? []} queued={snapshot.items} onPick={planning ? null : pick} current={sharing.includes(route.uuid)} />
        ))
      )}

      <ConfirmKidDialog
        opened={confirming !== null}
        kidName={confirming?.kid.kidName ?? ""}
        onCancel={() => {
          setConfirming(null);
          endFlow();
        }}
        onConfirm={() => {
          setCapturing(confirming);
          setConfirming(null);
        }}
      />
      {replacing && (
        <ReplaceDialog
          opened
          question={replacing.question}
          onKeep={() => {
            setReplacing(null);
            endFlow();
          }}
          onReplace={() => {
            setCapturing(replacing);
            setReplacing(null);
          }}
        />
      )}
      {capturing && (
        <CaptureDialog
          opened
          kid={{ uuid: capturing.kid.uuid, kidName: capturing.kid.kidName }}
          defaultType={capturing.type}
          replace={capturing.replace}
          onClose={() => {
            setCapturing(null);
            endFlow();
          }}
        />
      )}
    </Stack>
  );
}

function RouteBlock({
  route,
  date,
  absences,
  queued,
  onPick,
  current,
}: {
  route: RunSheetRoute;
  date: string;
  absences: readonly Absence[];
  queued: Parameters<typeof KidCard>[0]["queued"];
  /** Null on tomorrow's sheet: nothing to record yet. */
  onPick: ((pick: LegPick) => void) | null;
  /** A run of hers going on now: "Start run" until it has a capture (docs/decisions/0267). */
  current: boolean;
}) {
  const headingId = useId();
  // Only the legs of the assignment's run (docs/decisions/0240); a copy kept from before runs has all four.
  const legs = route.run ? LEGS_OF_RUN[route.run] : LEGS;
  const legName = (type: AttendanceType) => messages.attendance.typeLabels[type];
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Stack gap={0}>
        <Title order={3} size="h4" id={headingId}>
          {r.routeHeading(route.routeInfo.name)}
        </Title>
        {route.run && (
          <Text size="sm" fw={600} c="blue.8">
            {r.runLine(messages.day.runs[route.run], r.legPair(legName(legs[0]!), legName(legs[1]!)))}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {r.fromTo(route.routeInfo.from, route.routeInfo.to)} · {r.driver(route.driver.name)}
        </Text>
      </Stack>
      {current && !runHasCapture(route, queued) && (
        <Suspense fallback={null}>
          <StartRunButton route={route} date={date} />
        </Suspense>
      )}
      {route.kids.length === 0 ? (
        <EmptyNote title={r.noKids} />
      ) : (
        <Stack component="ol" gap="sm" className={classes.plainList}>
          {route.kids.map((kid) => (
            <li key={kid.uuid}>
              <KidCard kid={kid} legs={legs} queued={queued} absences={absences.filter((a) => a.kidUuid === kid.uuid)} date={date} onPick={onPick} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
