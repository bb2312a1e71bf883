import { todayInIndia, type AttendanceListQuery } from "@app/contracts";
import type { AttendanceFilter } from "./attendance.repository";

/**
 * The date range of an attendance list or export (docs/decisions/0080): both left out → today in
 * India; only `from` → from that day to today (or that day, if it is later); only `to` → that day.
 */
export function resolveAttendanceFilter(q: Pick<AttendanceListQuery, "from" | "to" | "q" | "routeUuid" | "kidUuid">, today = todayInIndia()): AttendanceFilter {
  const from = q.from ?? q.to ?? today;
  const to = q.to ?? (from > today ? from : today);
  return { from, to, q: q.q, routeUuid: q.routeUuid, kidUuid: q.kidUuid };
}
