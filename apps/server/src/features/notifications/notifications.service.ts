import {
  DEFAULT_APPROACH_LEAD_MINUTES,
  messages,
  NOTIFICATION_CHANNELS,
  type AttendanceType,
  type NotificationChannel,
  type NotificationDelivery,
  type NotificationEvent,
  type NotificationSettings,
  type NotificationSettingsRequest,
  type PushSubscriptionRequest,
} from "@app/contracts";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest, conflict, forbidden } from "../../lib/errors";
import type { AuthContext } from "../../plugins/auth";
import type { NotificationPayload } from "./notification-text";
import * as repo from "./notifications.repository";

const srv = messages.notifications.server;
const isParent = (auth: AuthContext) => auth.role === "father" || auth.role === "mother";

/**
 * An attendance event that parents are told about: a capture of a leg, or the caretaker's
 * "not at the stop". `eventId` is unique per event (a capture's photo file id, an absence's id):
 * the same event enqueued twice gives no second message.
 */
export interface AttendanceNotificationEvent {
  kind: NotificationEvent;
  eventId: string;
  kidId: string;
  /** YYYY-MM-DD, the day in India. */
  date: string;
  type: AttendanceType;
  /** HH:mm, 24-hour, as captured. */
  time: string;
  /** The caretaker or admin who captured or marked. */
  actorUserId: string;
}

/** What other features call, inside their own transaction (docs/decisions/0061). */
export interface AttendanceNotifier {
  /** Writes one job per enabled channel per parent of the kid; returns how many were written. */
  enqueueAttendanceNotifications(tx: Db, event: AttendanceNotificationEvent): Promise<number>;
  /**
   * What the jobs of an event on this kid name (the kid, the actor, the route of the leg's run,
   * the parents) as a column for the caller to read in a statement it runs anyway (docs/decisions/0208).
   */
  attendanceNamesColumn(kidId: string, actorUserId: string, type: AttendanceType): SQL;
  /**
   * The jobs as an INSERT, from that column, for the caller to place in a data-modifying WITH of a
   * statement of its transaction (docs/decisions/0203); null when no parent is to be told.
   */
  attendanceJobsStatement(names: unknown, event: AttendanceNotificationEvent): SQL | null;
  /** The caller's transaction with jobs committed: they are sent now, not at the next poll (docs/decisions/0208). */
  jobsCommitted(): void;
}

/**
 * The van's alerts to a kid's parents (docs/decisions/0263): near the stop, or running late. The ETA
 * feature's tick calls it inside its own transaction.
 */
export interface LiveAlertEvent {
  kind: "approaching" | "late";
  /** Unique per alert (kid, day, leg, how many times told): the same alert written twice gives no second message. */
  eventId: string;
  kidId: string;
  date: string;
  leg: AttendanceType;
  /** Minutes from the stop ("approaching") or behind the usual time ("late"). */
  minutes: number;
  /** HH:mm India time of the alert. */
  time: string;
}

export interface LiveAlertNotifier {
  /**
   * The lead time of the kid's family: the longest one its parents chose (0 when every parent turned
   * the alert off or the kid has no parent to tell).
   */
  approachLeadOf(tx: Db, kidId: string): Promise<number>;
  /** Writes one job per channel per parent who did not turn the alert off; returns how many. */
  enqueueLiveAlert(tx: Db, event: LiveAlertEvent): Promise<number>;
  jobsCommitted(): void;
}

type Unavailable = NotificationSettings["channels"]["push"]["unavailable"];

/**
 * Parents' notifications: their channel settings and phones, the jobs an event creates, and the
 * admin's view of deliveries. Sending is the worker's (notifications.worker.ts).
 */
export class NotificationsService implements AttendanceNotifier, LiveAlertNotifier {
  constructor(
    private readonly db: Db,
    /** Channels the server can send on (WhatsApp and SMS only with credentials). */
    private readonly configured: ReadonlySet<NotificationChannel>,
    /** Wakes the outbox worker (its nudge). */
    private readonly wakeWorker: () => void = () => {},
  ) {}

  jobsCommitted(): void {
    this.wakeWorker();
  }

  private unavailable(channel: NotificationChannel, contact: { email: string | null; mobile: string | null }): Unavailable {
    if (!this.configured.has(channel)) return "notConfigured";
    if (channel === "email" && !contact.email) return "noEmail";
    if ((channel === "whatsapp" || channel === "sms") && !contact.mobile) return "noMobile";
    return null;
  }

  /** Saved choice, else the default: push where a phone subscribed, email otherwise. */
  private enabled(channel: NotificationChannel, settings: repo.SettingsRow | null, subscriptions: number): boolean {
    if (settings) return settings[channel];
    if (channel === "push") return subscriptions > 0;
    if (channel === "email") return subscriptions === 0;
    return false;
  }

  /** The channels a job is written for: chosen, usable for this parent, and (push) a phone to send to. */
  channelsFor(parent: repo.ParentRecipient): NotificationChannel[] {
    return NOTIFICATION_CHANNELS.filter(
      (ch) => this.enabled(ch, parent.settings, parent.subscriptions) && this.unavailable(ch, parent) === null && (ch !== "push" || parent.subscriptions > 0),
    );
  }

  async enqueueAttendanceNotifications(tx: Db, event: AttendanceNotificationEvent): Promise<number> {
    return repo.insertJobs(tx, await this.jobsOf(tx, event));
  }

  attendanceNamesColumn(kidId: string, actorUserId: string, type: AttendanceType): SQL {
    return repo.eventNamesColumn(kidId, actorUserId, type);
  }

  attendanceJobsStatement(names: unknown, event: AttendanceNotificationEvent): SQL | null {
    return repo.insertJobsStatement(this.jobsFrom(repo.eventNamesOf(names), event));
  }

  private async jobsOf(tx: Db, event: AttendanceNotificationEvent): Promise<repo.NewJobRow[]> {
    return this.jobsFrom(await repo.eventNames(tx, event.kidId, event.actorUserId, event.type), event);
  }

  private jobsFrom(names: repo.EventNames | undefined, event: AttendanceNotificationEvent): repo.NewJobRow[] {
    if (!names) return [];
    const payload: NotificationPayload = {
      event: event.kind,
      kidId: event.kidId,
      kidName: names.kidName,
      type: event.type,
      date: event.date,
      time: event.time,
      by: names.actorName,
      route: names.route,
    };
    // The kid's parents come with the names, in the same statement (docs/decisions/0186).
    return names.parents.flatMap((parent) =>
      this.channelsFor(parent).map((channel) => ({
        eventKey: event.eventId,
        event: event.kind,
        type: event.type,
        kidId: event.kidId,
        date: event.date,
        recipientUserId: parent.userId,
        channel,
        payload: { ...payload },
      })),
    );
  }

  async approachLeadOf(tx: Db, kidId: string): Promise<number> {
    const parents = await repo.parentRecipients(tx, kidId);
    return Math.max(0, ...parents.map((p) => leadOf(p.settings)));
  }

  async enqueueLiveAlert(tx: Db, event: LiveAlertEvent): Promise<number> {
    const kidName = await repo.kidFirstName(tx, event.kidId);
    if (kidName === null) return 0;
    const parents = await repo.parentRecipients(tx, event.kidId);
    const payload: NotificationPayload = { event: event.kind, kidId: event.kidId, kidName, type: event.leg, date: event.date, time: event.time, by: "", route: null, minutes: event.minutes };
    const rows = parents
      .filter((parent) => leadOf(parent.settings) > 0)
      .flatMap((parent) =>
        this.channelsFor(parent).map((channel) => ({
          eventKey: event.eventId,
          event: event.kind,
          type: event.leg,
          kidId: event.kidId,
          date: event.date,
          recipientUserId: parent.userId,
          channel,
          payload: { ...payload },
        })),
      );
    return repo.insertJobs(tx, rows);
  }

  private assertParent(auth: AuthContext): void {
    if (!isParent(auth)) throw forbidden(srv.notAParent);
  }

  async settings(auth: AuthContext): Promise<NotificationSettings> {
    this.assertParent(auth);
    const contact = await repo.findContact(this.db, auth.userId);
    if (!contact) throw forbidden(messages.auth.serverErrors.forbidden);
    const [saved, subscriptions] = await Promise.all([repo.findSettings(this.db, auth.userId), repo.countSubscriptions(this.db, auth.userId)]);
    const state = (ch: NotificationChannel) => ({ enabled: this.enabled(ch, saved, subscriptions), unavailable: this.unavailable(ch, contact) });
    return {
      channels: { push: state("push"), email: state("email"), whatsapp: state("whatsapp"), sms: state("sms") },
      customized: saved !== null,
      pushSubscriptions: subscriptions,
      approachLeadMinutes: leadOf(saved),
    };
  }

  /** Saves every channel; turning on one that cannot reach this parent is refused (nothing saved). */
  async saveSettings(auth: AuthContext, input: NotificationSettingsRequest): Promise<NotificationSettings> {
    this.assertParent(auth);
    const contact = await repo.findContact(this.db, auth.userId);
    if (!contact) throw forbidden(messages.auth.serverErrors.forbidden);
    for (const ch of NOTIFICATION_CHANNELS) {
      if (input[ch] && this.unavailable(ch, contact)) throw badRequest(srv.channelUnavailable(messages.notifications.settings.channels[ch]));
    }
    await repo.saveSettings(this.db, { userId: auth.userId, ...input });
    return this.settings(auth);
  }

  async subscribe(auth: AuthContext, input: PushSubscriptionRequest, endpointAllowed: (endpoint: string) => boolean): Promise<NotificationSettings> {
    this.assertParent(auth);
    if (!endpointAllowed(input.endpoint)) throw badRequest(srv.pushEndpointRefused);
    // An endpoint another account subscribed stays with it until that account turns it off
    // (docs/decisions/0234); on a shared family phone it already brings the family's messages.
    const saved = await repo.saveSubscription(this.db, { userId: auth.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
    if (!saved) throw conflict(srv.pushEndpointTaken);
    return this.settings(auth);
  }

  async unsubscribe(auth: AuthContext, endpoint: string): Promise<NotificationSettings> {
    this.assertParent(auth);
    await repo.deleteSubscription(this.db, endpoint, auth.userId);
    return this.settings(auth);
  }

  /** Admin: every notification of the kid's day with its state (the attendance record view). */
  async deliveries(kidId: string, date: string): Promise<NotificationDelivery[]> {
    const rows = await repo.deliveriesOf(this.db, kidId, date);
    return rows.map(({ job, recipientName, relation }) => ({
      uuid: job.id,
      event: job.event as NotificationEvent,
      type: job.type as AttendanceType,
      recipientName,
      recipientRelation: relation,
      channel: job.channel as NotificationChannel,
      status: job.status as NotificationDelivery["status"],
      attempts: job.attempts,
      reason: job.lastError,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      sentAt: job.sentAt ? job.sentAt.toISOString() : null,
    }));
  }
}

/** A parent's approach lead time: saved, else the default (docs/decisions/0263). */
function leadOf(settings: Pick<repo.SettingsRow, "approachLeadMinutes"> | null): number {
  return settings?.approachLeadMinutes ?? DEFAULT_APPROACH_LEAD_MINUTES;
}

/**
 * Push endpoints the server accepts: https on port 443 of a known push service's host (or a subdomain), or an
 * exact origin listed in PUSH_ALLOWED_ENDPOINTS. Anything else would let an account make the server
 * call an address of its choosing.
 */
export function pushEndpointAllowed(allowed: readonly string[]) {
  return (endpoint: string): boolean => {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    // No user name or password in the address: they would go out with every push request.
    if (url.username || url.password) return false;
    return allowed.some((entry) => {
      if (entry.includes("://")) return url.origin === entry.replace(/\/$/, "");
      // A push service's host on https's own port only (URL drops an explicit 443): another port
      // would point the server at whatever else listens there (docs/decisions/0234).
      return url.protocol === "https:" && url.port === "" && (url.hostname === entry || url.hostname.endsWith(`.${entry}`));
    });
  };
}
