import { ConfigError } from "../../config";

type Env = Record<string, string | undefined>;

/** Settings of the parents' notifications (docs/decisions/0062); read from the environment at start-up. */
export interface NotificationConfig {
  /** Run the outbox worker in this process (NOTIFY_WORKER=off leaves jobs queued, e.g. for a second API-only process). */
  worker: boolean;
  /** How often the worker looks for due jobs, ms. */
  pollMs: number;
  /** Tries per job before it is marked failed. */
  maxAttempts: number;
  /** Wait after the first failed try; doubled each further try (capped at one hour). */
  retryBaseMs: number;
  /** How long a claimed job belongs to its worker before another may take it over (a crashed worker). */
  leaseMs: number;
  /** Timeout of one send (HTTP request to a provider). */
  sendTimeoutMs: number;
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  /**
   * Push endpoints the server will POST to: host suffixes of the browsers' push services (https),
   * or exact origins (tests use a local receiver). Protects against a parent registering an internal URL.
   */
  pushAllowedEndpoints: string[];
  whatsapp: { token: string; phoneNumberId: string; baseUrl: string; template: string; language: string } | null;
  sms: { authKey: string; templateId: string; baseUrl: string } | null;
}

/** The push services of Chrome/Android (FCM), Firefox, Edge/Windows and Safari. */
export const DEFAULT_PUSH_HOSTS = ["fcm.googleapis.com", "push.services.mozilla.com", "notify.windows.com", "push.apple.com"];

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
  } catch {
    throw new ConfigError(name, "must be an http(s) URL");
  }
  return raw.replace(/\/$/, "");
}

export function loadNotificationConfig(env: Env): NotificationConfig {
  const vapidPublic = env.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivate = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(vapidPublic) !== Boolean(vapidPrivate)) throw new ConfigError(vapidPublic ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY", "is required with the other VAPID key");
  const subject = env.VAPID_SUBJECT || undefined;
  if (subject && !/^(mailto:|https:)/.test(subject)) throw new ConfigError("VAPID_SUBJECT", "must start with mailto: or https:");
  const worker = (env.NOTIFY_WORKER ?? "on").toLowerCase();
  if (!["on", "off", "1", "0", "true", "false"].includes(worker)) throw new ConfigError("NOTIFY_WORKER", "must be on or off");
  const whatsappToken = env.WHATSAPP_TOKEN || undefined;
  const whatsappPhone = env.WHATSAPP_PHONE_NUMBER_ID || undefined;
  if (whatsappToken && !whatsappPhone) throw new ConfigError("WHATSAPP_PHONE_NUMBER_ID", "is required with WHATSAPP_TOKEN");
  const smsKey = env.MSG91_AUTH_KEY || undefined;
  const smsTemplate = env.MSG91_TEMPLATE_ID || undefined;
  if (smsKey && !smsTemplate) throw new ConfigError("MSG91_TEMPLATE_ID", "is required with MSG91_AUTH_KEY");
  const allowed = (env.PUSH_ALLOWED_ENDPOINTS ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  return {
    worker: ["on", "1", "true"].includes(worker),
    pollMs: intVar(env, "NOTIFY_POLL_MS", 2000, 10, 600_000),
    maxAttempts: intVar(env, "NOTIFY_MAX_ATTEMPTS", 8, 1, 50),
    retryBaseMs: intVar(env, "NOTIFY_RETRY_BASE_MS", 30_000, 1, 3_600_000),
    leaseMs: intVar(env, "NOTIFY_LEASE_MS", 120_000, 100, 3_600_000),
    sendTimeoutMs: intVar(env, "NOTIFY_SEND_TIMEOUT_MS", 20_000, 100, 120_000),
    vapid: { publicKey: vapidPublic, privateKey: vapidPrivate, subject },
    pushAllowedEndpoints: allowed.length ? allowed : DEFAULT_PUSH_HOSTS,
    whatsapp:
      whatsappToken && whatsappPhone
        ? {
            token: whatsappToken,
            phoneNumberId: whatsappPhone,
            baseUrl: baseUrl(env, "WHATSAPP_BASE_URL", "https://graph.facebook.com/v21.0"),
            template: env.WHATSAPP_TEMPLATE || "attendance_update",
            language: env.WHATSAPP_TEMPLATE_LANGUAGE || "en",
          }
        : null,
    sms: smsKey && smsTemplate ? { authKey: smsKey, templateId: smsTemplate, baseUrl: baseUrl(env, "MSG91_BASE_URL", "https://control.msg91.com") } : null,
  };
}
