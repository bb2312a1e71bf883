import {
  ABSENCE_LIMITS,
  messages,
  todayInIndia,
  isIsoDate,
  type AbsenceSource,
  type AttendanceType,
  type BoardLeg,
  type BoardRoute,
  type DayBoardResponse,
  type DayRun,
  type KidDaysResponse,
  type LegStates,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import type { AuthContext } from "../../plugins/auth";
import { isUuid } from "../files/files.service";
import { findKid, isParentOf } from "../kids/kid-access";
import { addDays, datesBetween } from "../../lib/india-dates";
import { allLegs, legStates, runLegs, type KidDayFacts } from "./day-legs";
import * as repo from "./day.repository";

const h = messages.day.home;
/** Kid-days within this many days of each other are read in one go (DayReader.legStatesOf). */
const LEG_STATES_SPAN_DAYS = 31;
const isParentRole = (role: string) => role === "father" || role === "mother";
const key = (kidId: string, date: string) => `${kidId}|${date}`;

/**
 * One truth for a kid's day (issue 10; docs/decisions/0067): captures, absences and the office's
 * corrections read together. Exported for the route screen (route-marks) and the day board.
 */
export class DayReader {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  today(): string {
    return todayInIndia(this.now());
  }

  /** Facts per kid and day for some kids between two dates (inclusive). */
  async facts(kidIds: string[], from: string, to: string): Promise<(kidId: string, date: string) => KidDayFacts> {
    const [assignments, captures, absences, marks] = await Promise.all([
      repo.assignmentsOfKids(this.db, kidIds),
      repo.capturesOf(this.db, kidIds, from, to),
      repo.absencesOf(this.db, kidIds, from, to),
      repo.marksOf(this.db, kidIds, from, to),
    ]);
    const routes = new Map<string, KidDayFacts["routeOfRun"]>();
    for (const a of assignments) {
      const r = routes.get(a.kidId) ?? { morning: null, afternoon: null };
      // The oldest assignment wins should old data hold two of the same run (the rule forbids new ones).
      r[a.run as DayRun] ??= { id: a.routeId, name: a.routeName };
      routes.set(a.kidId, r);
    }
    const byDay = new Map<string, Omit<KidDayFacts, "routeOfRun">>();
    const day = (kidId: string, date: string) => {
      const k = key(kidId, date);
      let f = byDay.get(k);
      if (!f) byDay.set(k, (f = { captures: new Map(), absences: new Map(), marks: new Map() }));
      return f;
    };
    for (const c of captures) day(c.kidId, c.date).captures.set(c.type as AttendanceType, c);
    for (const a of absences) day(a.kidId, a.date).absences.set(a.leg as AttendanceType, { source: a.source as AbsenceSource, markedAt: a.markedAt, markedBy: a.markedBy });
    for (const m of marks) day(m.kidId, m.date).marks.set(m.routeId, { mark: m.mark as "present" | "absent", markedAt: m.markedAt, markedBy: m.markedBy });
    return (kidId, date) => ({
      routeOfRun: routes.get(kidId) ?? { morning: null, afternoon: null },
      ...(byDay.get(key(kidId, date)) ?? { captures: new Map(), absences: new Map(), marks: new Map() }),
    });
  }

  /**
   * The four legs' states of some kid-days (the attendance list, lookup and export; docs/decisions/0242).
   * Days close together are read in one go; days far apart (a list sorted by name over a year) one
   * date at a time, so no year of captures is read for a page.
   */
  async legStatesOf(pairs: readonly { kidId: string; date: string }[]): Promise<(kidId: string, date: string) => LegStates> {
    const found = new Map<string, LegStates>();
    const dates = [...new Set(pairs.map((p) => p.date))].sort();
    if (dates.length) {
      const groups = addDays(dates[0]!, LEG_STATES_SPAN_DAYS) >= dates[dates.length - 1]! ? [dates] : dates.map((d) => [d]);
      for (const group of groups) {
        const from = group[0]!;
        const to = group[group.length - 1]!;
        const inGroup = pairs.filter((p) => p.date >= from && p.date <= to);
        const facts = await this.facts([...new Set(inGroup.map((p) => p.kidId))], from, to);
        for (const p of inGroup) found.set(key(p.kidId, p.date), legStates(facts(p.kidId, p.date)));
      }
    }
    const empty = legStates({ routeOfRun: { morning: null, afternoon: null }, captures: new Map(), absences: new Map(), marks: new Map() });
    return (kidId, date) => found.get(key(kidId, date)) ?? empty;
  }

  /** The legs of one run of some kids on one day (the route screen). */
  async runLegsOf(kidIds: string[], date: string, runOf: (kidId: string) => DayRun) {
    const facts = await this.facts(kidIds, date, date);
    return (kidId: string) => runLegs(facts(kidId, date), runOf(kidId));
  }

  /**
   * GET /api/kid-days/{kidUuid}?from&to: admins any kid, a father or mother their own (anything
   * else 403, unknown ids too). Default: today only; at most ABSENCE_LIMITS.rangeDaysMax days.
   */
  async kidDays(kidId: string, query: { from?: string; to?: string }, auth: AuthContext): Promise<KidDaysResponse["data"]> {
    if (auth.role !== "admin" && (!isParentRole(auth.role) || !isUuid(kidId) || !(await isParentOf(this.db, auth.userId, kidId)))) {
      throw forbidden(messages.auth.serverErrors.forbidden);
    }
    const kid = isUuid(kidId) ? await findKid(this.db, kidId) : undefined;
    if (!kid) throw notFound(messages.routes.views.kidNotFound);
    const today = this.today();
    const to = query.to?.trim() || query.from?.trim() || today;
    const from = query.from?.trim() || to;
    if (!isIsoDate(from) || !isIsoDate(to) || from > to) throw badRequest(h.rangeInvalid);
    if (addDays(from, ABSENCE_LIMITS.rangeDaysMax - 1) < to) throw badRequest(h.rangeTooLong(ABSENCE_LIMITS.rangeDaysMax));
    const facts = await this.facts([kid.id], from, to);
    return {
      kid: { uuid: kid.id, kidName: kid.kidName },
      today,
      days: datesBetween(from, to).map((date) => ({ date, legs: allLegs(facts(kid.id, date)) })),
    };
  }

  /** GET /api/day-board?date: per live route with kids, the counts of each leg and who is still missing (admin). */
  async board(rawDate: string | undefined): Promise<DayBoardResponse["data"]> {
    const date = rawDate?.trim() || this.today();
    if (!isIsoDate(date)) throw badRequest(messages.day.absences.dateInvalid);
    const rows = (await repo.routesWithKids(this.db)).filter((r) => r.kidStatus === "active");
    const facts = await this.facts([...new Set(rows.map((r) => r.kidId))], date, date);
    const byRoute = new Map<string, typeof rows>();
    for (const r of rows) byRoute.set(r.routeId, [...(byRoute.get(r.routeId) ?? []), r]);
    const routes: BoardRoute[] = [];
    for (const list of byRoute.values()) {
      const first = list[0];
      const legs: BoardRoute["legs"] = { homePickup: null, instituteDrop: null, institutePickup: null, homeDrop: null };
      const absentKids: BoardRoute["absentKids"] = [];
      for (const kid of list) {
        const run = kid.run as DayRun;
        const dayLegs = runLegs(facts(kid.kidId, date), run);
        // Each kid counts once: a kid who rode some leg of the run is not also absent (docs/decisions/0242).
        if (dayLegs.some((l) => l.status === "absent") && !dayLegs.some((l) => l.status === "done")) absentKids.push({ uuid: kid.kidId, kidName: kid.kidName });
        for (const l of dayLegs) {
          const cell: BoardLeg = (legs[l.leg] ??= { expected: 0, done: 0, absent: 0, missing: [] });
          cell.expected += 1;
          if (l.status === "done") cell.done += 1;
          else if (l.status === "absent") cell.absent += 1;
          else cell.missing.push({ uuid: kid.kidId, kidName: kid.kidName });
        }
      }
      routes.push({
        route: { uuid: first.routeId, name: first.routeName, from: first.from, to: first.to },
        caretakers: [...new Set(list.map((k) => k.caretakerName))],
        expected: list.length,
        absent: absentKids.length,
        absentKids,
        legs,
      });
    }
    return { date, generatedAt: this.now().toISOString(), routes };
  }
}
