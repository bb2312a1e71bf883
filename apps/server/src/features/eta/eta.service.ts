import { LEGS_OF_RUN, todayInIndia, type AttendanceType, type DayRun } from "@app/contracts";
import type { Db } from "../../db/client";
import { addDays } from "../../lib/india-dates";
import { estimateArrival, medianAndSpread, type EtaEstimate, type EtaStep, type EtaStop } from "./estimate";
import { absentLegs, assignmentRow, assignmentsOfKid, capturedLegs, kidsOfAssignment, latestPosition, runStarted, type RunKid, type RunRow } from "./eta.repository";

/** How far back the usual times are learned (docs/eta.md). */
export const HISTORY_WEEKS = 8;
/** A step known from fewer same-weekday days than this also learns from the other weekdays. */
const SAME_WEEKDAY_MIN = 2;

/** Midnight of an India date, as an instant. */
export function indiaMidnight(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!) - 330 * 60_000);
}

/** An "HH:mm" India time on an India date, as an instant. */
export function indiaInstant(date: string, time: string): Date {
  const [h, min] = time.split(":").map(Number);
  return new Date(indiaMidnight(date).getTime() + ((h ?? 0) * 60 + (min ?? 0)) * 60_000);
}

const minuteOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** One run of today with every stop's ETA: what the live view and the approach alerts read. */
export interface RunEtas {
  run: RunRow;
  date: string;
  kids: RunKid[];
  stops: EtaStop[];
  /** Per stop (same index as `stops`): its estimate, null when done or unknown. */
  estimates: (EtaEstimate | null)[];
}

/**
 * The stops of a run in the van's order: morning, every kid's home pickup then every institute drop;
 * afternoon, every institute pickup then every home drop (the assignment's order, docs/decisions/0065).
 * Legs marked absent are left out: the van does not stop there.
 */
function stopsOf(run: DayRun, runKids: RunKid[]): { kidId: string; leg: AttendanceType; point: RunKid["home"] }[] {
  const [first, second] = LEGS_OF_RUN[run];
  const pointOf = (k: RunKid, leg: AttendanceType) => (leg === "homePickup" || leg === "homeDrop" ? k.home : k.institute);
  return [...runKids.map((k) => ({ kidId: k.kidId, leg: first, point: pointOf(k, first) })), ...runKids.map((k) => ({ kidId: k.kidId, leg: second, point: pointOf(k, second) }))];
}

/** Loads a run of today (its kids, what is done, its history, the van) and estimates each stop. */
export async function runEtas(db: Db, assignmentId: string, now: Date): Promise<RunEtas | null> {
  const run = await assignmentRow(db, assignmentId);
  if (!run) return null;
  const date = todayInIndia(now);
  const runKids = await kidsOfAssignment(db, assignmentId);
  const kidIds = runKids.map((k) => k.kidId);
  const legs = LEGS_OF_RUN[run.run];
  const from = addDays(date, -7 * HISTORY_WEEKS);
  // One after the other: the tick runs this inside its transaction (one connection).
  const captures = await capturedLegs(db, kidIds, legs, from, date);
  const absences = await absentLegs(db, kidIds, date);
  const vehicle = await latestPosition(db, assignmentId, run.vehicleId, indiaMidnight(date), now);
  const absent = new Set(absences.map((a) => `${a.kidId}:${a.leg}`));
  const today = new Map<string, string>();
  // Past days: day → "kid:leg" → minute of day.
  const past = new Map<string, Map<string, number>>();
  for (const c of captures) {
    const key = `${c.kidId}:${c.leg}`;
    if (c.date === date) today.set(key, c.time);
    else {
      let day = past.get(c.date);
      if (!day) past.set(c.date, (day = new Map()));
      day.set(key, minuteOf(c.time));
    }
  }
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const sameWeekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === weekday;

  const raw = stopsOf(run.run, runKids).filter((s) => !absent.has(`${s.kidId}:${s.leg}`));
  const stops: EtaStop[] = raw.map((s) => {
    const key = `${s.kidId}:${s.leg}`;
    const time = today.get(key);
    const usualDays = [...past].filter(([d, m]) => m.has(key) && sameWeekday(d));
    const usualAll = usualDays.length >= SAME_WEEKDAY_MIN ? usualDays : [...past].filter(([, m]) => m.has(key));
    const usual = medianAndSpread(usualAll.map(([, m]) => m.get(key)!));
    return { ...s, done: time !== undefined, doneAt: time ? indiaInstant(date, time) : null, usualMinuteOfDay: usual ? Math.round(usual.median) : null };
  });
  const steps: (EtaStep | null)[] = stops.slice(0, -1).map((s, i) => {
    const a = `${s.kidId}:${s.leg}`;
    const b = `${stops[i + 1]!.kidId}:${stops[i + 1]!.leg}`;
    const diffs = (filter: (d: string) => boolean) =>
      [...past].filter(([d, m]) => filter(d) && m.has(a) && m.has(b) && m.get(b)! >= m.get(a)!).map(([, m]) => m.get(b)! - m.get(a)!);
    let values = diffs(sameWeekday);
    if (values.length < SAME_WEEKDAY_MIN) values = diffs(() => true);
    const stat = medianAndSpread(values);
    return stat ? { medianMinutes: stat.median, spreadMinutes: stat.spread, samples: values.length } : null;
  });
  const route = { estimatedMinutes: run.estimatedMinutes, distanceKm: run.distanceKm };
  const estimates = stops.map((_, targetIndex) => estimateArrival({ stops, targetIndex, vehicle, now, steps, route }));
  return { run, date, kids: runKids, stops, estimates };
}

/** The ETA of a kid's next leg while their run is on, for the live view. */
export interface KidEta {
  leg: AttendanceType;
  minMinutes: number;
  maxMinutes: number;
  stopsBefore: number;
}

/**
 * The kid's next leg today and its ETA, or null when no run of theirs is on, every leg is done or
 * absent, or nothing says where the van is. A run is on once started (run_starts) or once any stop
 * of it was captured today.
 */
export async function etaForKid(db: Db, kidId: string, now: Date): Promise<KidEta | null> {
  const date = todayInIndia(now);
  const assignments = await assignmentsOfKid(db, kidId);
  for (const run of ["morning", "afternoon"] as const) {
    const assignment = assignments.find((a) => a.run === run);
    if (!assignment) continue;
    const etas = await runEtas(db, assignment.assignmentId, now);
    if (!etas) continue;
    const mine = etas.stops.map((s, i) => ({ s, i })).filter(({ s }) => s.kidId === kidId);
    const next = mine.find(({ s }) => !s.done);
    if (!next) continue;
    const on = etas.stops.some((s) => s.done) || (await runStarted(db, assignment.assignmentId, date));
    if (!on) continue;
    const estimate = etas.estimates[next.i];
    if (!estimate) return null;
    return { leg: next.s.leg, minMinutes: estimate.minMinutes, maxMinutes: estimate.maxMinutes, stopsBefore: estimate.stopsBefore };
  }
  return null;
}
