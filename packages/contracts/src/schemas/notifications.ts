import { z } from "zod";
import { notifications } from "../messages/notifications.js";
import { approachLeadMinutesSchema } from "./eta.js";

/** Parents' notifications (issue 10; docs/decisions/0060-0062). */
const srv = notifications.server;

export const NOTIFICATION_CHANNELS = ["push", "email", "whatsapp", "sms"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** "approaching" and "late" are the van's alerts (docs/decisions/0263). */
export const NOTIFICATION_EVENTS = ["captured", "absent", "approaching", "late"] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Why a channel cannot be turned on for this account (null: it can). */
export const channelUnavailableReasons = ["notConfigured", "noEmail", "noMobile"] as const;

const onOff = z.boolean({ error: srv.settingsInvalid });

/** PUT /api/notifications/settings: every channel on or off. */
export const notificationSettingsRequestSchema = z.object({
  push: onOff,
  email: onOff,
  whatsapp: onOff,
  sms: onOff,
  /** The approach alert's lead time (docs/decisions/0263); left out, the saved one (10 by default) stays. */
  approachLeadMinutes: approachLeadMinutesSchema.optional(),
});
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;

export const channelStateSchema = z.object({
  enabled: z.boolean(),
  /** Null when the channel can be used; otherwise why not. */
  unavailable: z.enum(channelUnavailableReasons).nullable(),
});

/** GET/PUT /api/notifications/settings answer. */
export const notificationSettingsSchema = z.object({
  channels: z.object({ push: channelStateSchema, email: channelStateSchema, whatsapp: channelStateSchema, sms: channelStateSchema }),
  /** False until the parent saves once: the defaults (push where subscribed, email otherwise) apply. */
  customized: z.boolean(),
  /** How many phones (browsers) of this account get push notifications. */
  pushSubscriptions: z.number().int(),
  /** Minutes before the van reaches the stop that the parent is told; 0 = off (docs/decisions/0263). */
  approachLeadMinutes: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = z.object({ data: notificationSettingsSchema });
export const saveNotificationSettingsResponseSchema = z.object({ message: z.string(), data: notificationSettingsSchema });

/** The browser's PushSubscription.toJSON() (RFC 8030 endpoint, RFC 8291 keys). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ error: srv.subscriptionInvalid }).max(2000, { error: srv.subscriptionInvalid }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: srv.subscriptionInvalid }).regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { error: srv.subscriptionInvalid }),
      auth: z.string({ error: srv.subscriptionInvalid }).regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, { error: srv.subscriptionInvalid }),
    },
    { error: srv.subscriptionInvalid },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.string({ error: srv.subscriptionInvalid }).max(2000, { error: srv.subscriptionInvalid }) });

export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });

/** One notification (one channel, one parent, one event) as the admin sees it on the attendance record. */
export const notificationDeliverySchema = z.object({
  uuid: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  type: z.enum(["homePickup", "instituteDrop", "institutePickup", "homeDrop"]),
  recipientName: z.string(),
  recipientRelation: z.string().nullable(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  /** Why the last try failed; cleared once sent. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;
export const notificationDeliveriesResponseSchema = z.object({ data: z.array(notificationDeliverySchema) });
