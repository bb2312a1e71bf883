import { currentRunAt, messages, RUN_SHEET_DAYS, runsInSheetOrder, todayInIndia, type DayRun, type RunSheet, type RunSheetDay } from "@app/contracts";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { addDays } from "../../lib/india-dates";
import type { AuthContext } from "../../plugins/auth";
import type { AttendanceService } from "../attendance/attendance.service";
import { orderRunsByPoints } from "../geography";
import type { KidRoutesService } from "../kid-routes/kid-routes.service";
import * as repo from "./run-sheet.repository";

/**
 * The caretaker's run sheet (issue 9, docs/decisions/0051): her assignments (as
 * GET /api/caretaker/route answers them, the current run's first), each with its run, each kid
 * with stop, address, parents to call and the day's record (the screen shows the two legs of the
 * route's run, docs/decisions/0240). One call, so the phone can keep one answer for the van.
 */
export class RunSheetService {
  constructor(
    private readonly db: Db,
    private readonly routes: Pick<KidRoutesService, "caretakerView">,
    private readonly attendance: Pick<AttendanceService, "daysOf">,
    /** The server's clock: which run is going on now (docs/decisions/0240). */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * `day` is the query's `?day=` as sent: left out means today; `tomorrow` lets the caretaker see
   * tomorrow's absences the evening before (docs/decisions/0053). Nothing else is accepted.
   */
  async forCaretaker(auth: AuthContext, day?: unknown): Promise<RunSheet> {
    const which = dayOf(day);
    const now = this.clock();
    const today = todayInIndia(now);
    const date = which === "tomorrow" ? addDays(today, 1) : today;
    // Each assignment carries one run (0065); the current run's routes come first, then the day's
    // order, so the morning route is not under the evening one at 7 a.m. (docs/decisions/0240).
    const order = runsInSheetOrder(which === "today" ? currentRunAt(now) : null);
    const place = (run: DayRun) => order.indexOf(run);
    // A stable sort: within a run, the routes keep the order of the caretaker's view.
    const views = (await this.routes.caretakerView(auth.userId, auth)).sort((x, y) => place(x.run) - place(y.run));
    const allKids = views.flatMap((v) => v.kids);
    const ids = [...new Set(allKids.map((k) => k.uuid))];
    // Kids whose homes are on the map come in the van's path order (docs/decisions/0261).
    const [contacts, days, ordered] = await Promise.all([
      repo.contactsOf(this.db, ids),
      this.attendance.daysOf(
        allKids.map((k) => ({ id: k.uuid, kidName: k.kidName })),
        date,
      ),
      orderRunsByPoints(this.db, views),
    ]);
    return {
      date,
      day: which,
      generatedAt: new Date().toISOString(),
      routes: views.map((v, r) => ({
        uuid: v.uuid,
        run: v.run,
        routeInfo: v.routeInfo,
        driver: v.driver,
        kids: ordered[r]!.map((k, i) => ({
          ...k,
          stop: i + 1,
          address: contacts.get(k.uuid)?.address ?? "",
          parents: contacts.get(k.uuid)?.parents ?? [],
          attendance: days.get(k.uuid)!,
        })),
      })),
    };
  }
}

function dayOf(day: unknown): RunSheetDay {
  if (day === undefined) return "today";
  const found = RUN_SHEET_DAYS.find((d) => d === day);
  if (!found) throw badRequest(messages.fieldApp.runSheet.dayInvalid);
  return found;
}
