import { formatCourseTime12, messages, type Absence, type AttendanceType, type RunSheetKid } from "@app/contracts";
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import type { CaptureRecord } from "../attendance-capture";
import { legStateOf, type LegState } from "./leg-state";
import { RunNotAtStop } from "./run-not-at-stop";
import classes from "./run-sheet.module.css";

const r = messages.fieldApp.runSheet;
const legName = (type: AttendanceType) => messages.attendance.typeLabels[type];

/** "HH:mm" from the wire, shown the one way (12-hour in English, issue 11). */
const clock = (time: string) => formatCourseTime12(time) || time;

function stateText(state: LegState): string {
  switch (state.kind) {
    case "done":
      return state.by ? r.states.doneBy(clock(state.time), state.by) : r.states.done(clock(state.time));
    case "waiting":
      return r.states.waiting(clock(state.time));
    case "absent":
      return messages.day.absences.badgeBy[state.source];
    case "notYet":
      return r.states.notYet;
  }
}

const STATE_COLOR: Record<LegState["kind"], string> = { done: "green", waiting: "yellow", absent: "orange", notYet: "gray" };

export interface LegPick {
  kid: RunSheetKid;
  type: AttendanceType;
  state: LegState;
}

/** One kid of the run sheet: photo, name, stop, home, parents to call and the legs of the route's run. */
export function KidCard({
  kid,
  legs,
  queued,
  absences,
  date,
  onPick,
}: {
  kid: RunSheetKid;
  /** The legs of the route's run (docs/decisions/0240); all four on a copy kept from before runs. */
  legs: readonly AttendanceType[];
  queued: readonly CaptureRecord[];
  /** The day's absences of this kid (issue 10). */
  absences: readonly Absence[];
  date: string;
  /** Null on tomorrow's sheet (planning only): the legs' states without Record buttons. */
  onPick: ((pick: LegPick) => void) | null;
}) {
  const nameId = useId();
  const states = legs.map((type) => ({ type, state: legStateOf(kid.attendance, type, queued, absences) }));
  // "Not at the stop" for this run's pickup while nobody has recorded it: it marks only this run's legs.
  const nextPickup = onPick && states.find((x) => (x.type === "homePickup" || x.type === "institutePickup") && x.state.kind === "notYet");
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={nameId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={kid.kidsImageThumb ?? kid.kidsImage} alt={r.photoAlt(kid.kidName)} size={56} radius="md">
            {kid.kidName.slice(0, 1)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={4} id={nameId} size="h4" lh={1.2}>
              {kid.kidName}
            </Title>
            <Text size="sm" fw={600} c="blue.8">
              {r.stop(kid.stop)}
            </Text>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {kid.address ? `${r.address}: ${kid.address}` : r.noAddress}
            </Text>
          </Stack>
        </Group>

        {kid.parents.length > 0 ? (
          <Group gap="xs" grow>
            {kid.parents.map((p) => (
              <Button
                key={p.relation}
                component="a"
                href={`tel:${p.mobile.replace(/[^\d+]/g, "")}`}
                variant="light"
                size="sm"
                // Telugu and Hindi labels are longer than "Call father": wrap instead of "…".
                styles={{ root: { height: "auto", minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: "normal", textAlign: "center", overflow: "visible" } }}
                aria-label={r.call(r.relations[p.relation], p.name)}
              >
                {r.callShort(r.relations[p.relation])}
              </Button>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {r.noParentPhone}
          </Text>
        )}

        <ul className={classes.legs} aria-label={onPick ? r.legsLabel(kid.kidName) : r.legsLabelTomorrow(kid.kidName)}>
          {states.map(({ type, state }) => {
            return (
              <li key={type} className={classes.leg}>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {legName(type)}
                  </Text>
                  <Badge
                    color={STATE_COLOR[state.kind]}
                    variant={state.kind === "notYet" ? "outline" : "light"}
                    size="md"
                    tt="none"
                    h="auto"
                    py={2}
                    // The whole "Done at 17:05 by Lakshmi Devi" on a 360 px phone: wrap, never cut.
                    styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}
                  >
                    {stateText(state)}
                  </Badge>
                </Stack>
                {onPick && (
                <Button
                  size="sm"
                  style={{ flexShrink: 0 }}
                  variant={state.kind === "notYet" || state.kind === "absent" ? "filled" : "default"}
                  onClick={() => onPick({ kid, type, state })}
                  aria-label={state.kind === "done" || state.kind === "waiting" ? r.recordLegAgain(legName(type), kid.kidName) : r.recordLeg(legName(type), kid.kidName)}
                >
                  {state.kind === "done" || state.kind === "waiting" ? r.recordAgain : r.record}
                </Button>
                )}
              </li>
            );
          })}
        </ul>
        {nextPickup && (
          <RunNotAtStop kid={{ uuid: kid.uuid, kidName: kid.kidName }} leg={nextPickup.type as "homePickup" | "institutePickup"} date={date} />
        )}
      </Stack>
    </Paper>
  );
}
