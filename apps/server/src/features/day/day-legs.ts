import {
  ATTENDANCE_SECTION_OF_TYPE,
  ATTENDANCE_TYPES,
  LEGS_OF_RUN,
  legStateOf,
  RUN_OF_LEG,
  type AbsenceSource,
  type AttendanceType,
  type DayLeg,
  type DayRun,
  type LegStates,
  type LegStatus,
} from "@app/contracts";
import { fileUrl, thumbUrl } from "../files/files.service";

/** What is known about one kid on one day, gathered from captures, absences and the office's marks. */
export interface KidDayFacts {
  /** The route the kid rides on each run (null: no assignment for that run). */
  routeOfRun: Record<DayRun, { id: string; name: string } | null>;
  captures: Map<AttendanceType, CaptureFact>;
  absences: Map<AttendanceType, { source: AbsenceSource; markedAt: Date; markedBy: string | null }>;
  /** Marks by route id. */
  marks: Map<string, { mark: "present" | "absent"; markedAt: Date; markedBy: string | null }>;
}

export interface CaptureFact {
  time: string;
  /** Null once the retention period has passed (docs/decisions/0111). */
  photoFileId: string | null;
  latitude: number | null;
  longitude: number | null;
  capturedBy: string | null;
  capturedAt: Date;
}

/**
 * Whether the kid was in the van at `leg` or before it on the same run: a capture of that leg or
 * of an earlier leg of its run. An absence ("not at the stop", a parent's or the office's) of such
 * a leg no longer holds: the kid came after all (docs/decisions/0242).
 */
function rodeBy(facts: KidDayFacts, leg: AttendanceType): boolean {
  const legs = LEGS_OF_RUN[RUN_OF_LEG[leg]];
  return legs.slice(0, legs.indexOf(leg) + 1).some((l) => facts.captures.has(l));
}

/**
 * One leg's truth (docs/decisions/0067): the office's correction on the route screen wins, then
 * the caretaker's capture, then an absence; otherwise the leg is still to come (or not ridden at
 * all when the kid has no route for that run). A capture clears the absence of its leg and of the
 * legs after it on the same run, so a kid is never both absent and in the van (0242).
 */
export function legOf(facts: KidDayFacts, leg: AttendanceType): DayLeg {
  const route = facts.routeOfRun[RUN_OF_LEG[leg]];
  const mark = route ? facts.marks.get(route.id) : undefined;
  const capture = facts.captures.get(leg);
  const absence = rodeBy(facts, leg) ? undefined : facts.absences.get(leg);
  let status: LegStatus;
  if (mark) status = mark.mark === "present" ? "done" : "absent";
  else if (capture) status = "done";
  else if (absence) status = "absent";
  else status = route ? "pending" : "notRiding";
  return {
    leg,
    status,
    route: route ? { uuid: route.id, name: route.name } : null,
    capture: capture
      ? {
          time: capture.time,
          photoUrl: fileUrl(capture.photoFileId),
          photoThumbUrl: thumbUrl(capture.photoFileId),
          latitude: capture.latitude,
          longitude: capture.longitude,
          capturedBy: capture.capturedBy,
          capturedAt: capture.capturedAt.toISOString(),
        }
      : null,
    absence: absence ? { source: absence.source, markedAt: absence.markedAt.toISOString(), markedBy: absence.markedBy } : null,
    correction: mark ? { mark: mark.mark, markedAt: mark.markedAt.toISOString(), markedBy: mark.markedBy } : null,
  };
}

export function allLegs(facts: KidDayFacts): DayLeg[] {
  return ATTENDANCE_TYPES.map((leg) => legOf(facts, leg));
}

export function runLegs(facts: KidDayFacts, run: DayRun): DayLeg[] {
  return LEGS_OF_RUN[run].map((leg) => legOf(facts, leg));
}

/** The four legs' states by the attendance record's section keys (the admin's list, the lookup, the export). */
export function legStates(facts: KidDayFacts): LegStates {
  const states = {} as Record<keyof LegStates, LegStates[keyof LegStates]>;
  for (const leg of ATTENDANCE_TYPES) states[ATTENDANCE_SECTION_OF_TYPE[leg]] = legStateOf(legOf(facts, leg));
  return states as LegStates;
}
