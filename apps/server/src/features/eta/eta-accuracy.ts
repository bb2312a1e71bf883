import { ETA_ACCURACY_DAYS, todayInIndia, type EtaAccuracy } from "@app/contracts";
import type { Db } from "../../db/client";
import { addDays } from "../../lib/india-dates";
import { accuracyByRoute } from "./eta-alerts.repository";

const share = (kept: number, alerts: number) => (alerts > 0 ? Math.round((kept / alerts) * 1000) / 1000 : null);

/**
 * How good the ETAs are (docs/decisions/0263): per route, the approach alerts of the last 30 days
 * and the share whose van arrived within ±3 minutes of the promised time. An alert whose leg was
 * never captured counts as not kept: the promise was not shown to be kept.
 */
export async function etaAccuracy(db: Db, now: Date): Promise<EtaAccuracy> {
  const to = todayInIndia(now);
  const from = addDays(to, -(ETA_ACCURACY_DAYS - 1));
  const rows = await accuracyByRoute(db, from, to);
  const total = rows.reduce((t, r) => ({ alerts: t.alerts + r.alerts, arrived: t.arrived + r.arrived, kept: t.kept + r.kept }), { alerts: 0, arrived: 0, kept: 0 });
  return {
    from,
    to,
    routes: rows.map((r) => ({ routeUuid: r.routeId, routeName: r.routeName, alerts: r.alerts, arrived: r.arrived, kept: r.kept, share: share(r.kept, r.alerts) })),
    total: { ...total, share: share(total.kept, total.alerts) },
  };
}
