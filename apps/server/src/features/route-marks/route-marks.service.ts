import { messages, routeMarkDateField, type DayRun, type RouteMark, type RouteMarksResponse, type SetRouteMarkResponse } from "@app/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { DayReader } from "../day/day.service";
import { isUuid } from "../files/files.service";
import { findKid } from "../kids/kid-access";
import { toRouteKid } from "../kid-routes/kid-routes.service";
import { findRoute } from "../routes/route-lookup";
import { parseOr400 } from "../staff/staff.shared";
import * as repo from "./route-marks.repository";

const mk = messages.routes.marks;
const dateField = routeMarkDateField();

/**
 * The route screen on real data (spec §2.7 route, §4, §5.11; decisions.md §2): the kids of a
 * route for a day, each marked Present or Absent, stored. docs/decisions/0032.
 */
export class RouteMarksService {
  private readonly day: DayReader;

  constructor(private readonly db: Db) {
    this.day = new DayReader(db);
  }

  private async route(routeId: string) {
    const row = isUuid(routeId) ? await findRoute(this.db, routeId) : undefined;
    if (!row) throw notFound(messages.routes.transport.notFound);
    return row.route;
  }

  async get(routeId: string, rawDate: string): Promise<RouteMarksResponse["data"]> {
    const date = parseOr400(dateField, rawDate);
    const route = await this.route(routeId);
    const rows = await repo.kidsWithMarks(this.db, route.id, date);
    // Issue 10 (docs/decisions/0067): the same screen shows the day's captures and absences; the mark is the office's correction.
    const runOf = new Map(rows.map((r) => [r.id, r.run as DayRun]));
    const legsOf = await this.day.runLegsOf([...runOf.keys()], date, (kidId) => runOf.get(kidId)!);
    return {
      route: { uuid: route.id, name: route.name, from: route.fromPlace, to: route.toPlace },
      date,
      kids: rows.map((r) => ({
        ...toRouteKid(r),
        mark: (r.mark as RouteMark | null) ?? null,
        markedAt: r.markedAt ? r.markedAt.toISOString() : null,
        run: r.run as DayRun,
        legs: legsOf(r.id),
      })),
    };
  }

  async set(routeId: string, rawDate: string, kidId: string, mark: RouteMark, ctx: RequestContext): Promise<{ message: string; data: SetRouteMarkResponse["data"] }> {
    const date = parseOr400(dateField, rawDate);
    const route = await this.route(routeId);
    const kid = isUuid(kidId) ? await findKid(this.db, kidId) : undefined;
    if (!kid) throw notFound(messages.routes.views.kidNotFound);
    const saved = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await repo.isKidOnRoute(tx, route.id, kid.id))) throw badRequest(mk.kidNotOnRoute(kid.kidName, route.name));
      const before = await repo.findMark(tx, route.id, date, kid.id);
      if (before?.mark === mark) return before;
      const row = await repo.upsertMark(tx, { routeId: route.id, kidId: kid.id, date, mark, markedBy: ctx.auth?.userId ?? null });
      await recordAudit(tx, ctx, {
        action: before ? "update" : "create",
        entity: "route-mark",
        entityId: `${route.id}:${date}:${kid.id}`,
        details: { routeId: route.id, kidId: kid.id, date, mark, previous: before?.mark ?? null },
      });
      return row;
    });
    return {
      message: mk.saved(kid.kidName, mark),
      data: { routeUuid: route.id, kidUuid: kid.id, date, mark, markedAt: saved.updatedAt.toISOString() },
    };
  }
}
