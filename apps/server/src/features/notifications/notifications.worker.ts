import type { FastifyBaseLogger } from "fastify";
import { messages, type NotificationChannel } from "@app/contracts";
import type { Db } from "../../db/client";
import { PermanentFailure, type Channel } from "./channels/channel";
import { renderNotification, type NotificationPayload } from "./notification-text";
import type { NotificationConfig } from "./notifications.config";
import { shortenText } from "../../lib/text-guard";
import * as repo from "./notifications.repository";

const reasons = messages.notifications.server.reasons;
/**
 * Jobs a round claims: a round is one claim and one "sent" however many it carries, so a backlog
 * (a morning's burst of captures, two mails each) is cleared in fewer statements; 25 sends at once
 * stay well within a lease (docs/decisions/0208).
 */
const BATCH = 25;
const MAX_DELAY_MS = 3_600_000;
/**
 * How soon after a nudge (jobs just committed) a round runs: long enough that the jobs of a busy
 * minute share rounds (each round is a claim and a "sent" however many jobs it carries), short
 * enough that a parent hears at once rather than at the next poll (docs/decisions/0208).
 */
export const NUDGE_DELAY_MS = 50;

/** Wait before try n+1 after n failed tries: base, 2×base, 4×base … at most an hour, plus up to 10 % jitter. */
export function retryDelayMs(baseMs: number, failedTries: number): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, failedTries - 1), MAX_DELAY_MS);
  return Math.round(delay * (1 + Math.random() * 0.1));
}

/**
 * The outbox worker (docs/decisions/0061). Every `pollMs` it (1) hands jobs whose worker died
 * mid-send back to the queue or marks them failed, by channel; (2) claims due jobs with
 * FOR UPDATE SKIP LOCKED; (3) sends each and records sent / retry later / failed. No transaction
 * is held while a provider is called.
 */
export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private recoveredAt = 0;
  /** A round is claiming or sending now. */
  private inRound = false;
  /** Jobs were committed during the running round: the next round follows it at once. */
  private nudgedInRound = false;
  /** When the pending timer fires (Infinity when there is none). */
  private dueAt = Infinity;

  constructor(
    private readonly db: Db,
    private readonly channels: ReadonlyMap<NotificationChannel, Channel>,
    private readonly config: Pick<NotificationConfig, "pollMs" | "maxAttempts" | "retryBaseMs" | "leaseMs">,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    /** PGlite's: the queue table vacuumed as jobs go through (no autovacuum there). */
    private readonly vacuum?: { afterRound(jobs: number): Promise<boolean> },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the sends in flight to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /**
   * Jobs were just committed (a capture, a "not at the stop"): send them now instead of at the next
   * poll, up to pollMs later (docs/decisions/0208). Nudges while a round runs make the next round
   * follow it; nudges before a pending round changes nothing.
   */
  nudge(): void {
    if (this.stopped) return;
    if (this.inRound) {
      this.nudgedInRound = true;
      return;
    }
    if (this.timer && this.dueAt <= Date.now() + NUDGE_DELAY_MS) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(NUDGE_DELAY_MS);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.dueAt = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.dueAt = Infinity;
      this.inRound = true;
      this.nudgedInRound = false;
      const after = (delay: number) => {
        this.inRound = false;
        this.schedule(this.nudgedInRound ? Math.min(delay, NUDGE_DELAY_MS) : delay);
      };
      const run = this.runOnce(false).then(
        (n) => after(n === BATCH ? 0 : this.config.pollMs),
        (err: unknown) => {
          this.log.error({ err }, "notification worker: a round failed");
          after(this.config.pollMs);
        },
      );
      this.running = run;
    }, delay);
    this.timer.unref?.();
  }

  /**
   * One round; returns how many jobs it claimed. Tests call it directly (`recover` defaults to
   * true). The statements of a round do not grow with its jobs: one claim that reads the
   * recipients too (0203), one "sent" for every job that went (docs/decisions/0193); only a
   * failure is recorded on its own.
   */
  async runOnce(recover = true): Promise<number> {
    // Recovery looks for claims whose worker died: a back-to-back round of a busy queue leaves it
    // to the next round that comes at least a poll interval after the last recovery.
    if (recover || Date.now() - this.recoveredAt >= this.config.pollMs) {
      this.recoveredAt = Date.now();
      const resendable = [...this.channels.values()].filter((c) => c.resendIsHarmless).map((c) => c.name);
      await repo.recoverAbandoned(this.db, resendable, reasons.interrupted);
    }
    // The claim brings its recipients' contacts: one statement, not two (docs/decisions/0203).
    const { jobs, contacts } = await repo.claimDueWithContacts(this.db, BATCH, this.config.leaseMs);
    if (jobs.length === 0) return 0;
    const outcomes = await Promise.all(jobs.map((job) => this.deliver(job, contacts.get(job.recipientUserId))));
    await repo.markAllSent(
      this.db,
      jobs.filter((_, i) => outcomes[i]),
    );
    try {
      await this.vacuum?.afterRound(jobs.length);
    } catch (err) {
      this.log.warn({ err }, "notification worker: the queue's VACUUM failed; it is tried again later");
    }
    return jobs.length;
  }

  /** Sends one job; true when it went (the round marks those sent together), else records why not. */
  private async deliver(job: repo.JobRow, recipient: repo.Contact | undefined): Promise<boolean> {
    const channel = this.channels.get(job.channel as NotificationChannel);
    if (!channel) return this.failed(job, reasons.notConfigured);
    if (!recipient) return this.failed(job, reasons.noContact);
    const text = renderNotification(recipient, job.payload as unknown as NotificationPayload, this.publicUrl);
    try {
      await channel.send(recipient, { jobId: job.id, eventKey: job.eventKey, ...text });
      return true;
    } catch (err) {
      const reason = shortenText(err instanceof Error ? err.message : String(err), 500) || "Unknown error";
      if (err instanceof PermanentFailure || job.attempts >= this.config.maxAttempts) {
        this.log.warn({ job: job.id, channel: job.channel, attempts: job.attempts, reason }, "notification failed");
        return this.failed(job, reason);
      }
      await repo.markRetry(this.db, job, retryDelayMs(this.config.retryBaseMs, job.attempts), reason);
      return false;
    }
  }

  private async failed(job: repo.JobRow, reason: string): Promise<false> {
    await repo.markFailed(this.db, job, reason);
    return false;
  }
}
