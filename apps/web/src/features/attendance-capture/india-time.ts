import { TIME_ZONE } from "@app/contracts";

const INDIA_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The time now in India as "HH:mm" (the pickup time's default and wire format), whatever the phone's zone. */
export function nowTimeInIndia(now: Date = new Date()): string {
  const parts = INDIA_TIME.formatToParts(now);
  const hour = parts.find((p) => p.type === "hour")?.value ?? "00";
  const minute = parts.find((p) => p.type === "minute")?.value ?? "00";
  return `${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`;
}
