import { LIVE_STALE_AFTER_SECONDS, messages, todayInIndia, type DayRun, type DayLeg, type KidLive, type LiveVehicle, type StartRunResponse } from "@app/contracts";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { AuthContext } from "../../plugins/auth";
import { DayReader } from "../day/day.service";
import { etaForKid, runEtas, type KidEta } from "../eta";
import { isUuid } from "../files/files.service";
import { findKid, isParentOf } from "../kids/kid-access";
import * as repo from "./live.repository";

const isParentRole = (role: string) => role === "father" || role === "mother";

/** Midnight of an India date (IST has no daylight saving). */
export const startOfIndiaDay = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** A kid on a run today: whether they are through with it (delivered, absent, or not riding). */
export interface RunKid {
  kidId: string;
  kidName: string;
  position: number;
  finished: boolean;
  /** The run's legs of this kid today, from the day's model. */
  legs: DayLeg[];
}

export interface RunState {
  assignment: repo.AssignmentRow;
  startedAt: Date | null;
  /** Started today and some kid on it is still to be delivered (docs/decisions/0262). */
  on: boolean;
  kids: RunKid[];
}

/**
 * A kid is through with a run when its last leg (the institute in the morning, home in the
 * afternoon) is done or absent, or when they were absent and never rode it. The legs' states are
 * the day's model's (features/day), not derived again here.
 */
export function finishedRun(legs: DayLeg[]): boolean {
  const last = legs[legs.length - 1];
  if (!last || last.status === "done" || last.status === "absent" || last.status === "notRiding") return true;
  return !legs.some((l) => l.status === "done") && legs.some((l) => l.status === "absent");
}

export const isStale = (at: Date, now: Date) => now.getTime() - at.getTime() > LIVE_STALE_AFTER_SECONDS * 1000;

/** Runs, the parent's live view, the office's board and "Start run" (docs/decisions/0262). */
export class LiveService {
  private readonly day: DayReader;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.day = new DayReader(db, now);
  }

  today(): string {
    return todayInIndia(this.now());
  }

  /** Today's state of some assignments' runs. */
  async runStates(assignments: repo.AssignmentRow[], date = this.today()): Promise<RunState[]> {
    const ids = assignments.map((a) => a.id);
    const [starts, kidRows] = await Promise.all([repo.runStartsOn(this.db, ids, date), repo.kidsOfAssignments(this.db, ids)]);
    const runOf = new Map(assignments.map((a) => [a.id, a.run as DayRun]));
    // One read of the day's model per run (a kid rides one assignment per run).
    const legsByRun = new Map<DayRun, (kidId: string) => DayLeg[]>();
    for (const run of ["morning", "afternoon"] as const) {
      const kidIds = [...new Set(kidRows.filter((k) => runOf.get(k.assignmentId) === run).map((k) => k.kidId))];
      if (kidIds.length) legsByRun.set(run, await this.day.runLegsOf(kidIds, date, () => run));
    }
    return assignments.map((assignment) => {
      const run = assignment.run as DayRun;
      const kids = kidRows
        .filter((k) => k.assignmentId === assignment.id)
        .map((k) => {
          const legs = legsByRun.get(run)?.(k.kidId) ?? [];
          return { kidId: k.kidId, kidName: k.kidName, position: k.position, legs, finished: finishedRun(legs) };
        });
      const startedAt = starts.get(assignment.id) ?? null;
      return { assignment, startedAt, on: startedAt !== null && kids.some((k) => !k.finished), kids };
    });
  }

  /**
   * GET /api/v1/kids/{uuid}/live: the kid's parents and admins; everyone else 403, unknown kids
   * too for them (the answer tells no one else whether a kid exists). The kid's own caretaker and
   * driver get 403 as well: they ride the van; this call is the family's view (docs/decisions/0262).
   */
  async kidLive(kidId: string, auth: AuthContext): Promise<KidLive> {
    if (auth.role !== "admin" && (!isParentRole(auth.role) || !isUuid(kidId) || !(await isParentOf(this.db, auth.userId, kidId)))) {
      throw forbidden(messages.auth.serverErrors.forbidden);
    }
    if (auth.role === "admin" && !(isUuid(kidId) && (await findKid(this.db, kidId)))) throw notFound(messages.routes.views.kidNotFound);
    const now = this.now();
    const states = await this.runStates(await repo.assignmentsOfKid(this.db, kidId));
    // The kid's current run: one that is on and that the kid is not through with; the afternoon's
    // wins should the morning's still be open (a kid is not in two vans at once).
    const current = states
      .filter((s) => s.on && s.kids.some((k) => k.kidId === kidId && !k.finished))
      .sort((a, b) => (a.assignment.run === "afternoon" ? -1 : 0) - (b.assignment.run === "afternoon" ? -1 : 0))[0];
    if (!current) return { active: false, vehicle: null, eta: null };
    const [position, estimate, points] = await Promise.all([
      repo.lastPosition(this.db, current.assignment, startOfIndiaDay(this.today())),
      this.etaOf(kidId, now),
      repo.kidStopPoints(this.db, kidId),
    ]);
    // The kid's next leg: the ETA's, else the first of the run still to come.
    const leg = estimate?.leg ?? current.kids.find((k) => k.kidId === kidId)?.legs.find((l) => l.status === "pending")?.leg;
    return {
      active: true,
      vehicle: position ? { lat: position.lat, lng: position.lng, at: position.at.toISOString(), stale: isStale(position.at, now) } : null,
      eta: estimate
        ? { leg: estimate.leg, minMinutes: Math.max(0, Math.round(estimate.minMinutes)), maxMinutes: Math.max(0, Math.round(estimate.maxMinutes)), stopsBefore: Math.max(0, estimate.stopsBefore) }
        : null,
      // Only this kid's own stop (docs/decisions/0266).
      stop: leg ? (leg === "homePickup" || leg === "homeDrop" ? points.home : points.institute) : null,
    };
  }

  /** features/eta's estimate; a failure there leaves the van on the map without a range. */
  private async etaOf(kidId: string, now: Date): Promise<KidEta | null> {
    try {
      return await etaForKid(this.db, kidId, now);
    } catch {
      return null;
    }
  }

  /** The van's next stop and how far behind the usual it is, from features/eta's estimates of the run. */
  private async nextOf(state: RunState, now: Date): Promise<{ kidId: string | null; minutesBehind: number | null }> {
    const fallback = state.kids.find((k) => !k.finished)?.kidId ?? null;
    try {
      const etas = await runEtas(this.db, state.assignment.id, now);
      const i = etas ? etas.stops.findIndex((s) => !s.done) : -1;
      if (!etas || i < 0) return { kidId: fallback, minutesBehind: null };
      const behind = etas.estimates[i]?.minutesBehind;
      return { kidId: etas.stops[i]!.kidId, minutesBehind: behind === null || behind === undefined ? null : Math.round(behind) };
    } catch {
      return { kidId: fallback, minutesBehind: null };
    }
  }

  /** GET /api/v1/live/vehicles (admin): every assignment's van today. */
  async vehicles(): Promise<LiveVehicle[]> {
    const now = this.now();
    const since = startOfIndiaDay(this.today());
    const states = await this.runStates(await repo.allAssignments(this.db));
    const positions = await repo.lastPositions(this.db, states.map((s) => s.assignment), since);
    const nexts = new Map<string, { kidId: string | null; minutesBehind: number | null }>();
    // One run after the other: each reads its history (features/eta), and the board has few runs on at once.
    for (const s of states) if (s.on) nexts.set(s.assignment.id, await this.nextOf(s, now));
    return states.map((s) => {
      const p = positions.get(s.assignment.id) ?? null;
      const upcoming = nexts.get(s.assignment.id);
      const next = upcoming?.kidId ? s.kids.find((k) => k.kidId === upcoming.kidId) : undefined;
      return {
        assignmentUuid: s.assignment.id,
        routeName: s.assignment.routeName,
        run: s.assignment.run as DayRun,
        vehicleUuid: s.assignment.vehicleId,
        registrationNumber: s.assignment.registrationNumber,
        caretakerName: s.assignment.caretakerName,
        position: p ? { lat: p.lat, lng: p.lng, at: p.at.toISOString(), stale: isStale(p.at, now), battery: p.battery } : null,
        // First name only: the office's board never needs more to say where the van goes next.
        nextStop: next ? (next.kidName.trim().split(/\s+/)[0] ?? null) : null,
        minutesBehind: upcoming?.minutesBehind ?? null,
        active: s.on,
      };
    });
  }

  /** POST /api/v1/assignments/{uuid}/start-run: the caretaker's own assignment, today; idempotent. */
  async startRun(assignmentId: string, auth: AuthContext): Promise<{ created: boolean; data: StartRunResponse["data"] }> {
    const assignment = isUuid(assignmentId) ? await repo.assignmentById(this.db, assignmentId) : undefined;
    if (!assignment) throw notFound(messages.live.errors.assignmentNotFound);
    if (assignment.caretakerUserId !== auth.userId) throw forbidden(messages.live.errors.notYourRun);
    const date = this.today();
    const now = this.now();
    const created = await repo.insertRunStart(this.db, { assignmentId, date, source: "caretaker", startedBy: auth.userId, startedAt: now });
    const startedAt = created ? now : ((await repo.runStartsOn(this.db, [assignmentId], date)).get(assignmentId) ?? now);
    return { created, data: { assignmentUuid: assignmentId, date, startedAt: startedAt.toISOString(), alreadyOn: !created } };
  }

  /** The assignment ids a caller's stream carries events of; null: all of them (admins). */
  async visibleAssignments(auth: AuthContext): Promise<Set<string> | null> {
    if (auth.role === "admin") return null;
    if (isParentRole(auth.role)) return new Set(await repo.assignmentIdsOfParent(this.db, auth.userId));
    if (auth.role === "caretaker") return new Set(await repo.assignmentIdsOfCaretaker(this.db, auth.userId));
    return new Set();
  }
}
