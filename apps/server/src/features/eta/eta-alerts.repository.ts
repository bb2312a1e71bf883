import { ETA_ACCURACY_MAX_ROUTES, ETA_KEPT_WITHIN_MINUTES } from "@app/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { etaPromises } from "../../db/schema-live";
import type { PromiseState } from "./alert-rules";

/** One advisory lock key for the approach-alert tick: one server computes and tells at a time. */
export const ALERT_TICK_LOCK = 263_0263;

/** Takes the tick's lock for the caller's transaction; false when another server holds it. */
export async function tryTickLock(tx: Db): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${ALERT_TICK_LOCK}) as got`)) as unknown as { rows: { got: boolean }[] };
  return Boolean(result.rows[0]?.got);
}

/**
 * The runs that are on today: started (run_starts, docs/decisions/0260) or with a leg of theirs
 * captured today. Bounded: one operator's vans.
 */
export async function runsOnToday(tx: Db, date: string): Promise<string[]> {
  const result = (await tx.execute(sql`select ra.id from route_assignments ra
    where exists (select 1 from run_starts rs where rs.assignment_id = ra.id and rs.date = ${date})
       or exists (select 1 from route_assignment_kids rak
           join kid_attendance ka on ka.kid_id = rak.kid_id and ka.date = ${date} and ka.deleted_at is null
           join kid_attendance_sections s on s.attendance_id = ka.id
           where rak.assignment_id = ra.id
             and s.type in (case when ra.run = 'afternoon' then 'institutePickup' else 'homePickup' end,
                            case when ra.run = 'afternoon' then 'homeDrop' else 'instituteDrop' end))
    order by ra.id limit 500`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

export async function findPromise(tx: Db, kidId: string, date: string, leg: string): Promise<PromiseState | null> {
  const [row] = await tx
    .select({ promisedAt: etaPromises.promisedAt, times: etaPromises.times, lateToldAt: etaPromises.lateToldAt })
    .from(etaPromises)
    .where(and(eq(etaPromises.kidId, kidId), eq(etaPromises.date, date), eq(etaPromises.leg, leg)))
    .limit(1);
  return row ?? null;
}

export interface PromiseWrite {
  kidId: string;
  assignmentId: string;
  date: string;
  leg: string;
  leadMinutes: number;
  now: Date;
  promisedAt: Date;
}

/** Records an approach alert: the first one, or a new promise after the ETA moved. */
export async function recordApproach(tx: Db, w: PromiseWrite, times: number): Promise<void> {
  await tx
    .insert(etaPromises)
    .values({ kidId: w.kidId, assignmentId: w.assignmentId, date: w.date, leg: w.leg, leadMinutes: w.leadMinutes, toldAt: w.now, promisedAt: w.promisedAt, times })
    .onConflictDoUpdate({
      target: [etaPromises.kidId, etaPromises.date, etaPromises.leg],
      set: { leadMinutes: w.leadMinutes, toldAt: w.now, promisedAt: w.promisedAt, times },
    });
}

/** Records a "running late" (a row with times 0 when no approach alert was sent yet). */
export async function recordLate(tx: Db, w: PromiseWrite): Promise<void> {
  await tx
    .insert(etaPromises)
    .values({ kidId: w.kidId, assignmentId: w.assignmentId, date: w.date, leg: w.leg, leadMinutes: w.leadMinutes, toldAt: w.now, promisedAt: w.promisedAt, times: 0, lateToldAt: w.now })
    .onConflictDoUpdate({ target: [etaPromises.kidId, etaPromises.date, etaPromises.leg], set: { lateToldAt: w.now } });
}

/**
 * Fills `arrived_at` of promises whose leg was captured since (the capture's time, India), from a
 * sweep rather than in the capture: the capture stays at its statements (docs/decisions/0208).
 */
export async function fillArrivals(tx: Db, fromDate: string): Promise<number> {
  const result = (await tx.execute(sql`update eta_promises ep
      set arrived_at = ((ka.date || ' ' || s.time)::timestamp at time zone 'Asia/Kolkata')
    from kid_attendance ka join kid_attendance_sections s on s.attendance_id = ka.id
    where ep.arrived_at is null and ep.date >= ${fromDate}
      and ka.kid_id = ep.kid_id and ka.date = ep.date and ka.deleted_at is null and s.type = ep.leg
    returning ep.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

export interface AccuracyRow {
  routeId: string;
  routeName: string;
  alerts: number;
  arrived: number;
  kept: number;
}

/** Per route: approach alerts since `fromDate`, how many arrived, how many within ±3 minutes. Bounded. */
export async function accuracyByRoute(db: Db, fromDate: string, toDate: string): Promise<AccuracyRow[]> {
  const within = ETA_KEPT_WITHIN_MINUTES * 60;
  const result = (await db.execute(sql`select tr.id as route_id, tr.name as route_name,
      count(*)::int as alerts,
      count(ep.arrived_at)::int as arrived,
      count(*) filter (where abs(extract(epoch from (ep.arrived_at - ep.promised_at))) <= ${within})::int as kept
    from eta_promises ep
      join route_assignments ra on ra.id = ep.assignment_id
      join transport_routes tr on tr.id = ra.route_id
    where ep.times > 0 and ep.date >= ${fromDate} and ep.date <= ${toDate}
    group by tr.id, tr.name
    order by count(*) desc, tr.name asc
    limit ${ETA_ACCURACY_MAX_ROUTES}`)) as unknown as { rows: { route_id: string; route_name: string; alerts: number; arrived: number; kept: number }[] };
  return result.rows.map((r) => ({ routeId: r.route_id, routeName: r.route_name, alerts: Number(r.alerts), arrived: Number(r.arrived), kept: Number(r.kept) }));
}
