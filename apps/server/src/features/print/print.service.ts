import { ATTENDANCE_TYPES, isIsoDate, LEGS_OF_RUN, messages, RUN_OF_LEG, type AttendanceType, type DayRun, type KidMonth, type PrintLeg, type RouteSheet } from "@app/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { addDays, datesBetween } from "../../lib/india-dates";
import { legOf, type KidDayFacts } from "../day/day-legs";
import { DayReader } from "../day/day.service";
import { isUuid } from "../files/files.service";
import * as repo from "./print.repository";

const p = messages.desk.print;

function printLeg(facts: KidDayFacts, leg: AttendanceType, onThisRoute: boolean): PrintLeg {
  const day = legOf(facts, leg);
  return {
    leg,
    onThisRoute,
    status: day.status,
    time: day.capture?.time ?? null,
    absenceSource: day.status === "absent" && day.absence ? day.absence.source : null,
  };
}

/** "2026-11" → its first and last day. */
function monthBounds(month: string): [string, string] {
  const [y, m] = month.split("-").map(Number);
  const first = `${month}-01`;
  const last = addDays(`${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`, -1);
  return [first, last];
}

/**
 * The print views (issue 12; docs/decisions/0084): a route's daily sheet and a kid's month. Both
 * read the day's one truth (DayReader, decision 0067), so paper and screen never disagree.
 */
export class PrintService {
  private readonly day: DayReader;

  constructor(
    private readonly db: Db,
    now: () => Date = () => new Date(),
  ) {
    this.day = new DayReader(db, now);
  }

  async routeSheet(routeId: string, rawDate: string | undefined): Promise<RouteSheet> {
    const date = rawDate || this.day.today();
    if (!isIsoDate(date)) throw badRequest(p.dateInvalid);
    const route = isUuid(routeId) ? await repo.findLiveRoute(this.db, routeId) : undefined;
    if (!route) throw notFound(messages.routes.transport.notFound);
    const assignments = await repo.assignmentsOfRoute(this.db, route.id);
    const kidRows = await repo.kidsInStopOrder(
      this.db,
      assignments.map((a) => a.id),
    );
    const kidIds = [...new Set(kidRows.map((k) => k.id))];
    const [facts, phones] = await Promise.all([this.day.facts(kidIds, date, date), repo.parentPhones(this.db, kidIds)]);
    return {
      route: { uuid: route.id, name: route.name, from: route.from, to: route.to },
      date,
      generatedAt: new Date().toISOString(),
      runs: assignments.map((a) => {
        const run = a.run as DayRun;
        const ridden = new Set<AttendanceType>(LEGS_OF_RUN[run]);
        return {
          assignmentUuid: a.id,
          run,
          driver: { name: a.driverName, phone: a.driverPhone },
          caretaker: { name: a.caretakerName, phone: a.caretakerPhone },
          kids: kidRows
            .filter((k) => k.assignmentId === a.id)
            .map((k, i) => ({
              stop: i + 1,
              uuid: k.id,
              kidName: k.kidName,
              address: [k.address1, k.city, k.zipCode].filter((x) => x && x.trim()).join(", "),
              parentPhone: phones.get(k.id) ?? null,
              legs: ATTENDANCE_TYPES.map((leg) => printLeg(facts(k.id, date), leg, ridden.has(leg))),
            })),
        };
      }),
    };
  }

  async kidMonth(kidId: string, rawMonth: string | undefined): Promise<KidMonth> {
    const month = rawMonth || this.day.today().slice(0, 7);
    const kid = isUuid(kidId) ? await repo.findKidForPrint(this.db, kidId) : undefined;
    if (!kid) throw notFound(messages.routes.views.kidNotFound);
    const [from, to] = monthBounds(month);
    const facts = await this.day.facts([kid.id], from, to);
    const routeOfRun = facts(kid.id, from).routeOfRun;
    let done = 0;
    let absent = 0;
    const days = datesBetween(from, to).map((date) => {
      const f = facts(kid.id, date);
      const legs = ATTENDANCE_TYPES.map((leg) => printLeg(f, leg, f.routeOfRun[RUN_OF_LEG[leg]] !== null));
      for (const l of legs) {
        if (l.status === "done") done += 1;
        else if (l.status === "absent") absent += 1;
      }
      return { date, legs };
    });
    return {
      kid: { uuid: kid.id, kidName: kid.kidName, status: kid.status },
      month,
      routes: { morning: routeOfRun.morning?.name ?? null, afternoon: routeOfRun.afternoon?.name ?? null },
      generatedAt: new Date().toISOString(),
      days,
      totals: { done, absent },
    };
  }
}
