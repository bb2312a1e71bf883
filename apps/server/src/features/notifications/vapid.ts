import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import type { NotificationConfig } from "./notifications.config";

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const FILE = "vapid-keys.json";

/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated once
 * into the data directory (mode 0600). It must never change silently: every phone's subscription
 * is bound to the public key, so a new key would stop all push notifications.
 */
export function loadVapidKeys(dataDir: string, config: NotificationConfig, fallbackSubject: string): VapidKeys {
  const subject = config.vapid.subject ?? fallbackSubject;
  if (config.vapid.publicKey && config.vapid.privateKey) return { subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FILE);
  if (!existsSync(file)) {
    const keys = webpush.generateVAPIDKeys();
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    } catch (err) {
      // Another process of the same installation wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** The VAPID subject: a mailto: of the sender address, else the public site. */
export function defaultVapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes("@") ? mailFrom.trim() : null);
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith("https:") ? publicUrl : "mailto:admin@localhost";
}
