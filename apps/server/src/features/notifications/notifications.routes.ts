import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  attendanceDateParamSchema,
  errorResponseSchema,
  messages,
  NOTIFICATION_API,
  NOTIFICATION_API_ROUTES,
  notificationDeliveriesResponseSchema,
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  saveNotificationSettingsResponseSchema,
  vapidPublicKeyResponseSchema,
} from "@app/contracts";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { isUuid } from "../files/files.service";
import { parseOr400 } from "../staff/staff.shared";
import { createNotifications } from "./notifications.setup";
import type { AttendanceNotifier, LiveAlertNotifier } from "./notifications.service";
import type { NotificationWorker } from "./notifications.worker";

declare module "fastify" {
  interface FastifyInstance {
    /** Parents' notifications: what other features call to enqueue an attendance event (docs/decisions/0061). */
    notifications: AttendanceNotifier;
    /** The van's alerts to parents (docs/decisions/0263): what the ETA feature's tick calls. */
    liveAlerts: LiveAlertNotifier;
    /** The outbox worker of this process (started on ready unless NOTIFY_WORKER=off). */
    notificationWorker: NotificationWorker;
  }
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const id = z.string().max(100);

/**
 * Parents' notifications (issue 10; docs/decisions/0060-0062): settings, push subscriptions, the
 * VAPID public key and the admin's delivery states; starts the outbox worker. Registered with
 * fastify-plugin so `app.notifications` is visible to the features registered after it.
 */
export const notificationsPlugin = fp(async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, worker, vapid, endpointAllowed } = createNotifications(app);
  app.decorate("notifications", service);
  app.decorate("liveAlerts", service);
  app.decorate("notificationWorker", worker);
  if (app.config.notifications.worker) app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());

  const security = [{ bearer: [] }];
  const tags = ["notifications"];
  const parents = app.requireRole("father", "mother");

  app.get(NOTIFICATION_API.vapidPublicKey, { onRequest: app.authenticate, schema: { tags, security, response: { 200: vapidPublicKeyResponseSchema, ...errors } } }, async () => ({
    publicKey: vapid.publicKey,
  }));

  app.get(NOTIFICATION_API.settings, { onRequest: parents, schema: { tags, security, response: { 200: notificationSettingsResponseSchema, ...errors } } }, async (request) => ({
    data: await service.settings(request.auth!),
  }));

  app.put(
    NOTIFICATION_API.settings,
    { onRequest: parents, schema: { tags, security, body: notificationSettingsRequestSchema, response: { 200: saveNotificationSettingsResponseSchema, ...errors } } },
    async (request) => ({ message: messages.notifications.settings.saved, data: await service.saveSettings(request.auth!, request.body) }),
  );

  app.post(
    NOTIFICATION_API.pushSubscriptions,
    { onRequest: parents, schema: { tags, security, body: pushSubscriptionRequestSchema, response: { 200: notificationSettingsResponseSchema, ...errors, 409: errorResponseSchema } } },
    async (request) => ({ data: await service.subscribe(request.auth!, request.body, endpointAllowed) }),
  );

  app.delete(
    NOTIFICATION_API.pushSubscriptions,
    { onRequest: parents, schema: { tags, security, body: pushUnsubscribeRequestSchema, response: { 200: notificationSettingsResponseSchema, ...errors } } },
    async (request) => ({ data: await service.unsubscribe(request.auth!, request.body.endpoint) }),
  );

  app.get(
    NOTIFICATION_API_ROUTES.deliveries,
    {
      onRequest: app.requireRole("admin"),
      schema: { tags, security, params: z.object({ kidUuid: id, date: id }), response: { 200: notificationDeliveriesResponseSchema, ...errors } },
    },
    async (request) => {
      if (!isUuid(request.params.kidUuid)) throw notFound(messages.attendance.server.kidNotFound);
      const date = parseOr400(attendanceDateParamSchema, request.params.date);
      return { data: await service.deliveries(request.params.kidUuid.toLowerCase(), date) };
    },
  );
});
