import { formatCourseTime12 } from "./course-time.js";
import type { Catalogue } from "./i18n/catalogue.js";
import type { Messages } from "./messages/index.js";
import type { AbsenceSource } from "./schemas/day-constants.js";

/**
 * One leg's state as every screen and file says it (docs/decisions/0242): what the day's one truth
 * (`DayReader`, docs/decisions/0067) decided, without the capture's photo and place. The admin's
 * attendance list and lookup, the parent's kid profile, the attendance CSV/XLSX and the parent's
 * home read it, and word it with `legStateText` / `legStateNote`, one set of catalogue entries.
 */
export interface LegState {
  status: "done" | "absent" | "pending" | "notRiding";
  /** The captured time ("HH:mm") when the leg was captured. */
  time: string | null;
  /** Who marked the leg absent, when an absence decided it: the caretaker's is "not at the stop". */
  absentBy: AbsenceSource | null;
  /** The office's Present/Absent on the route screen, which wins over the rest. */
  correction: "present" | "absent" | null;
}

type DayTexts = Catalogue<Messages["day"]>;

/** A kid's day leg (`DayLeg`) as a LegState. */
export function legStateOf(leg: {
  status: LegState["status"];
  capture: { time: string } | null;
  absence: { source: AbsenceSource } | null;
  correction: { mark: "present" | "absent" } | null;
}): LegState {
  return {
    status: leg.status,
    time: leg.capture?.time ?? null,
    absentBy: leg.status === "absent" && !leg.correction ? (leg.absence?.source ?? null) : null,
    correction: leg.correction?.mark ?? null,
  };
}

/**
 * The words for a leg's state: the office's correction, the captured time (12-hour), who marked it
 * absent ("Not at the stop" for the caretaker's), no route for it, or still to come (today) / not
 * captured (a past day, `isPast`).
 */
export function legStateText(day: DayTexts, state: LegState, isPast: boolean): string {
  const h = day.home;
  if (state.correction) return state.correction === "present" ? h.correctionPresent : h.correctionAbsent;
  if (state.status === "done") return state.time ? formatCourseTime12(state.time) || state.time : h.correctionPresent;
  if (state.status === "absent") return state.absentBy ? day.absences.badgeBy[state.absentBy] : day.absences.badge;
  if (state.status === "notRiding") return h.notRiding;
  return isPast ? h.notCaptured : h.stillToCome;
}

/**
 * What a table cell or a file says beyond a captured time: the office's correction or the absence
 * (who marked it). Null for a leg simply captured, still to come or not ridden: the cell then shows
 * the time, or stays empty as before.
 */
export function legStateNote(day: DayTexts, state: LegState | null | undefined): string | null {
  if (!state || (!state.correction && state.status !== "absent")) return null;
  return legStateText(day, state, false);
}
