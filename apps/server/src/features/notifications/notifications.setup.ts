import type { FastifyInstance } from "fastify";
import { queueVacuumFor } from "../../db/pglite-maintenance";
import type { NotificationChannel } from "@app/contracts";
import type { Channel } from "./channels/channel";
import { emailChannel } from "./channels/email";
import { pushChannel } from "./channels/push";
import { smsChannel } from "./channels/sms";
import { whatsappChannel } from "./channels/whatsapp";
import * as repo from "./notifications.repository";
import { NotificationsService, pushEndpointAllowed } from "./notifications.service";
import { NotificationWorker } from "./notifications.worker";
import { defaultVapidSubject, loadVapidKeys } from "./vapid";

/** Builds the channels the configuration allows, the service and the worker of one app. */
export function createNotifications(app: FastifyInstance) {
  const { config, db, mailer } = app;
  const n = config.notifications;
  const vapid = loadVapidKeys(config.dataDir, n, defaultVapidSubject(config.mailFrom, config.publicUrl));
  const channels = new Map<NotificationChannel, Channel>();
  channels.set(
    "push",
    pushChannel({ subscriptionsOf: (userId) => repo.subscriptionsOf(db, userId), forget: (endpoint) => repo.deleteSubscription(db, endpoint) }, vapid, n.sendTimeoutMs),
  );
  channels.set("email", emailChannel(mailer, new URL(config.publicUrl).hostname || "localhost"));
  if (n.whatsapp) channels.set("whatsapp", whatsappChannel(n.whatsapp, n.sendTimeoutMs));
  if (n.sms) channels.set("sms", smsChannel(n.sms, n.sendTimeoutMs));
  const service = new NotificationsService(db, new Set(channels.keys()), () => worker.nudge());
  const worker: NotificationWorker = new NotificationWorker(db, channels, n, config.publicUrl, app.log, queueVacuumFor(app.database, "notification_jobs"));
  return { service, worker, vapid, endpointAllowed: pushEndpointAllowed(n.pushAllowedEndpoints) };
}
