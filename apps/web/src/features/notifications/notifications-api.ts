import {
  NOTIFICATION_API,
  type NotificationDelivery,
  type NotificationSettings,
  type NotificationSettingsRequest,
  type PushSubscriptionRequest,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

export const notificationKeys = {
  settings: ["notifications", "settings"] as const,
  deliveries: (kidUuid: string, date: string) => ["notifications", "deliveries", kidUuid, date] as const,
};

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: async () => (await apiFetch<{ data: NotificationSettings }>(NOTIFICATION_API.settings)).data,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsRequest) => apiFetch<{ message: string; data: NotificationSettings }>(NOTIFICATION_API.settings, { method: "PUT", body }),
    onSuccess: (res) => queryClient.setQueryData(notificationKeys.settings, res.data),
  });
}

export async function fetchVapidPublicKey(): Promise<string> {
  return (await apiFetch<{ publicKey: string }>(NOTIFICATION_API.vapidPublicKey)).publicKey;
}

export async function postPushSubscription(subscription: PushSubscriptionRequest): Promise<NotificationSettings> {
  return (await apiFetch<{ data: NotificationSettings }>(NOTIFICATION_API.pushSubscriptions, { method: "POST", body: subscription })).data;
}

export async function deletePushSubscription(endpoint: string): Promise<NotificationSettings> {
  return (await apiFetch<{ data: NotificationSettings }>(NOTIFICATION_API.pushSubscriptions, { method: "DELETE", body: { endpoint } })).data;
}

/** Admin: the delivery state of every notification of a kid's day. */
export function useNotificationDeliveries(kidUuid: string, date: string) {
  return useQuery({
    queryKey: notificationKeys.deliveries(kidUuid, date),
    queryFn: async () => (await apiFetch<{ data: NotificationDelivery[] }>(NOTIFICATION_API.deliveries(kidUuid, date))).data,
  });
}
