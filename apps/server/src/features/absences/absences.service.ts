import {
  ABSENCE_LIMITS,
  ATTENDANCE_TYPES,
  LEGS_OF_RUN,
  RUN_OF_LEG,
  isIsoDate,
  messages,
  todayInIndia,
  type Absence,
  type AbsenceSource,
  type AttendanceType,
  type KidAbsenceDay,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { addDays } from "../../lib/india-dates";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import { findKid, isParentOf } from "../kids/kid-access";
import { cutoffAt, formatCutoff, type AbsenceCutoffs } from "./absence-cutoff";
import * as repo from "./absences.repository";

const a = messages.day.absences;
const legName = (leg: AttendanceType) => messages.day.legs[leg];
const isParentRole = (role: string) => role === "father" || role === "mother";
const forbiddenError = () => forbidden(messages.auth.serverErrors.forbidden);
/** Most rows one day's list answers (every kid of a large service, four legs each). */
const DAY_LIST_MAX = 5000;

/**
 * What the caretaker's "not at the stop" tells the rest of the system. Called inside the
 * transaction that stores the absence, with that transaction, so that a notification outbox can be
 * written atomically with it (issue 10 Notifications; docs/decisions/0066).
 */
export interface AbsenceMarkedEvent {
  kidId: string;
  kidName: string;
  /** India date (today). */
  date: string;
  /** The legs newly marked absent (the pickup leg and the rest of its run). */
  legs: AttendanceType[];
  source: "caretaker" | "admin";
  routeId: string;
  routeName: string;
  markedByUserId: string;
  markedByName: string;
  at: Date;
}
/** Runs inside the marking's transaction; what it returns runs once that transaction has committed. */
export type OnAbsenceMarked = (event: AbsenceMarkedEvent, tx: Db) => Promise<void | (() => void)>;

export interface AbsencesDeps {
  now: () => Date;
  cutoffs: AbsenceCutoffs;
  /** Kids a caretaker works with (RouteAccess.kidIdsOfStaff). */
  kidIdsOfStaff: (userId: string) => Promise<string[]>;
  onAbsenceMarked?: OnAbsenceMarked;
}

function toAbsence(r: Awaited<ReturnType<typeof repo.absencesOnDate>>[number]): Absence {
  return {
    kidUuid: r.kidId,
    kidName: r.kidName,
    date: r.date,
    leg: r.leg as AttendanceType,
    source: r.source as AbsenceSource,
    markedAt: r.markedAt.toISOString(),
    markedBy: r.markedBy,
  };
}

/**
 * Absences (issue 10; docs/decisions/0066): parents mark a day or some legs before the cut-off and
 * undo them before it; the office at any time; the caretaker "not at the stop" today.
 */
export class AbsencesService {
  constructor(
    private readonly db: Db,
    private readonly deps: AbsencesDeps,
  ) {}

  private async kidFor(kidId: string, auth: AuthContext) {
    if (auth.role !== "admin" && (!isParentRole(auth.role) || !isUuid(kidId) || !(await isParentOf(this.db, auth.userId, kidId)))) throw forbiddenError();
    const kid = isUuid(kidId) ? await findKid(this.db, kidId) : undefined;
    if (!kid) throw notFound(messages.routes.views.kidNotFound);
    return kid;
  }

  private date(raw: string): string {
    const date = raw.trim();
    if (!isIsoDate(date)) throw badRequest(a.dateInvalid);
    if (date > addDays(todayInIndia(this.deps.now()), ABSENCE_LIMITS.daysAhead)) throw badRequest(a.dateTooFar(ABSENCE_LIMITS.daysAhead));
    return date;
  }

  private state(kidId: string, date: string, rows: repo.AbsenceRow[], auth: AuthContext): KidAbsenceDay {
    const now = this.deps.now();
    return {
      kidUuid: kidId,
      date,
      legs: ATTENDANCE_TYPES.map((leg) => {
        const row = rows.find((r) => r.leg === leg);
        const cutoff = cutoffAt(date, leg, this.deps.cutoffs);
        const changeable = auth.role === "admin" || (now < cutoff && (!row || row.source === "parent"));
        return { leg, absent: Boolean(row), source: (row?.source as AbsenceSource | undefined) ?? null, cutoffAt: cutoff.toISOString(), changeable };
      }),
    };
  }

  /** GET /api/absences/kid/{kidUuid}/date/{date}: admins and the kid's parents. */
  async getDay(kidId: string, rawDate: string, auth: AuthContext): Promise<KidAbsenceDay> {
    const kid = await this.kidFor(kidId, auth);
    const date = this.date(rawDate);
    return this.state(kid.id, date, await repo.findDay(this.db, kid.id, date), auth);
  }

  /**
   * PUT /api/absences/kid/{kidUuid}/date/{date}: the legs given are absent, the others are not.
   * Parents change a leg only before its cut-off and never one the caretaker or the office marked;
   * admins change any leg at any time.
   */
  async setDay(kidId: string, rawDate: string, legs: AttendanceType[], ctx: RequestContext & { auth: AuthContext }): Promise<{ message: string; data: KidAbsenceDay }> {
    const { auth } = ctx;
    const kid = await this.kidFor(kidId, auth);
    const date = this.date(rawDate);
    const isAdmin = auth.role === "admin";
    const now = this.deps.now();
    const changed = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = await repo.lockDay(tx, kid.id, date);
      const added = legs.filter((leg) => !before.some((r) => r.leg === leg));
      const removed = before.filter((r) => !legs.includes(r.leg as AttendanceType));
      if (!isAdmin) {
        const touched = new Set<string>([...added, ...removed.map((r) => r.leg)]);
        for (const leg of ATTENDANCE_TYPES.filter((l) => touched.has(l))) {
          const cutoff = cutoffAt(date, leg, this.deps.cutoffs);
          if (now >= cutoff) throw conflict(a.cutoffPassed(legName(leg), formatCutoff(cutoff)));
        }
        const staffMarked = ATTENDANCE_TYPES.map((l) => removed.find((r) => r.leg === l && r.source !== "parent")).find(Boolean);
        if (staffMarked) throw conflict(a.notYours(legName(staffMarked.leg as AttendanceType)));
      }
      if (!added.length && !removed.length) return false;
      await repo.deleteAbsences(tx, kid.id, date, removed.map((r) => r.leg));
      const source: AbsenceSource = isAdmin ? "admin" : "parent";
      await repo.insertAbsences(tx, added.map((leg) => ({ kidId: kid.id, date, leg, source, markedBy: auth.userId, createdAt: now })));
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "kid-absence",
        entityId: `${kid.id}:${date}`,
        details: { kidId: kid.id, date, added, removed: removed.map((r) => ({ leg: r.leg, source: r.source })), source },
      });
      return true;
    });
    const data = this.state(kid.id, date, await repo.findDay(this.db, kid.id, date), auth);
    return { message: changed ? a.saved(kid.kidName) : a.noChange, data };
  }

  /** GET /api/absences/date/{date}: admins every kid; a caretaker the kids of her own assignments (the run sheet). */
  async onDate(rawDate: string, auth: AuthContext): Promise<{ date: string; absences: Absence[] }> {
    const date = rawDate.trim();
    if (!isIsoDate(date)) throw badRequest(a.dateInvalid);
    const kidIds = auth.role === "admin" ? null : await this.deps.kidIdsOfStaff(auth.userId);
    return { date, absences: (await repo.absencesOnDate(this.db, date, kidIds, DAY_LIST_MAX)).map(toAbsence) };
  }

  /**
   * POST /api/absences/not-at-stop: today, a pickup leg of a run the caller works (caretaker: her
   * own assignment; admin: any). Marks that leg and the rest of its run; a leg already captured is
   * refused. The event goes to `onAbsenceMarked` inside the same transaction.
   */
  async notAtStop(input: { kidUuid: string; leg: "homePickup" | "institutePickup" }, ctx: RequestContext & { auth: AuthContext }): Promise<Absence[]> {
    const { auth } = ctx;
    const kid = isUuid(input.kidUuid) ? await findKid(this.db, input.kidUuid) : undefined;
    if (!kid && auth.role !== "admin") throw forbiddenError();
    if (!kid) throw notFound(messages.routes.views.kidNotFound);
    const run = RUN_OF_LEG[input.leg];
    const assignment = await repo.assignmentOfRun(this.db, kid.id, run, auth.role === "admin" ? null : auth.userId);
    if (!assignment) {
      if (auth.role !== "admin" && !(await this.deps.kidIdsOfStaff(auth.userId)).includes(kid.id)) throw forbiddenError();
      throw badRequest(a.notAtStopNotOnRun(kid.kidName, legName(input.leg)));
    }
    const now = this.deps.now();
    const date = todayInIndia(now);
    const legs = LEGS_OF_RUN[run].slice(LEGS_OF_RUN[run].indexOf(input.leg));
    const source = auth.role === "admin" ? "admin" : "caretaker";
    let afterCommit = undefined as void | (() => void);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await repo.lockDay(tx, kid.id, date);
      if ((await repo.capturedLegs(tx, kid.id, date)).includes(input.leg)) throw conflict(a.alreadyCaptured(kid.kidName, legName(input.leg)));
      const added = await repo.insertAbsences(tx, legs.map((leg) => ({ kidId: kid.id, date, leg, source, markedBy: auth.userId, createdAt: now })));
      if (!added.length) return;
      const addedLegs = ATTENDANCE_TYPES.filter((l) => added.some((r) => r.leg === l));
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "kid-absence",
        entityId: `${kid.id}:${date}`,
        details: { kidId: kid.id, date, added: addedLegs, source, routeId: assignment.routeId, notAtStop: true },
      });
      afterCommit = await this.deps.onAbsenceMarked?.(
        {
          kidId: kid.id,
          kidName: kid.kidName,
          date,
          legs: addedLegs,
          source,
          routeId: assignment.routeId,
          routeName: assignment.routeName,
          markedByUserId: auth.userId,
          markedByName: (await repo.userName(tx, auth.userId)) ?? "",
          at: now,
        },
        tx,
      );
    });
    afterCommit?.();
    return (await repo.absencesOnDate(this.db, date, [kid.id], 4)).map(toAbsence);
  }
}
