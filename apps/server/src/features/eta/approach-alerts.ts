import type { FastifyBaseLogger } from "fastify";
import { TIME_ZONE, todayInIndia } from "@app/contracts";
import type { Db } from "../../db/client";
import { addDays } from "../../lib/india-dates";
import type { LiveAlertNotifier } from "../notifications/notifications.service";
import { decideAlerts } from "./alert-rules";
import * as repo from "./eta-alerts.repository";
import { runEtas } from "./eta.service";

/** How often the approach alerts are computed (docs/decisions/0263). */
export const ALERT_TICK_MS = 30_000;

const INDIA_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * The approach-alert tick (docs/decisions/0263): every 30 s, for each run that is on today, each
 * kid's next stop's ETA; the family is told once per leg when it falls to their lead time, again
 * only when it moved by more than 5 minutes, and once "running late". One server does it at a time
 * (a PostgreSQL advisory lock held for the tick's transaction); the jobs go through the
 * notification outbox like every other message.
 */
export class ApproachAlerts {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    private readonly notifier: LiveAlertNotifier,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((err: unknown) => this.log.error({ err }, "approach alerts: a tick failed"))
        .finally(() => {
          this.running = null;
        });
    }, ALERT_TICK_MS);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One tick; returns how many alert jobs it queued (0 when another server holds the lock). Tests call it with their clock. */
  async tick(now: Date = this.clock()): Promise<number> {
    const date = todayInIndia(now);
    const queued = await this.db.transaction(async (tx) => {
      if (!(await repo.tryTickLock(tx))) return 0;
      await repo.fillArrivals(tx, addDays(date, -1));
      let jobs = 0;
      for (const assignmentId of await repo.runsOnToday(tx, date)) {
        const etas = await runEtas(tx, assignmentId, now);
        if (!etas) continue;
        const seen = new Set<string>();
        for (let i = 0; i < etas.stops.length; i++) {
          const stop = etas.stops[i]!;
          // Only the kid's next stop: their later leg of this run is not "near" yet.
          if (stop.done || seen.has(stop.kidId)) continue;
          seen.add(stop.kidId);
          const estimate = etas.estimates[i];
          if (!estimate) continue;
          const leadMinutes = await this.notifier.approachLeadOf(tx, stop.kidId);
          const promise = await repo.findPromise(tx, stop.kidId, date, stop.leg);
          const decision = decideAlerts({ leadMinutes, centerMinutes: estimate.centerMinutes, minutesBehind: estimate.minutesBehind, promise, now });
          const write = {
            kidId: stop.kidId,
            assignmentId,
            date,
            leg: stop.leg,
            leadMinutes,
            now,
            promisedAt: new Date(now.getTime() + estimate.centerMinutes * 60_000),
          };
          const base = { kidId: stop.kidId, date, leg: stop.leg, time: INDIA_TIME.format(now) };
          if (decision.approach) {
            await repo.recordApproach(tx, { ...write, promisedAt: decision.approach.promisedAt }, decision.approach.times);
            jobs += await this.notifier.enqueueLiveAlert(tx, {
              ...base,
              kind: "approaching",
              eventId: `approaching:${stop.kidId}:${date}:${stop.leg}:${decision.approach.times}`,
              minutes: decision.approach.minutes,
            });
          }
          if (decision.late) {
            await repo.recordLate(tx, write);
            jobs += await this.notifier.enqueueLiveAlert(tx, { ...base, kind: "late", eventId: `late:${stop.kidId}:${date}:${stop.leg}`, minutes: decision.late.minutes });
          }
        }
      }
      return jobs;
    });
    if (queued > 0) this.notifier.jobsCommitted();
    return queued;
  }
}
