import { formatTimeIndia, getDisplayLocale, messages, TIME_ZONE, todayInIndia } from "@app/contracts";
import { Alert } from "@mantine/core";
import type { Freshness } from "./field-sync";

const o = messages.fieldApp.offline;
const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** "Offline: showing data from 07:42" (India time; the day too when it is not today). */
export function offlineText(syncedAt: string): string {
  const at = new Date(syncedAt);
  const day = DAY.format(at);
  return day === todayInIndia() ? o.showingFrom(formatTimeIndia(at, getDisplayLocale())) : o.showingFromDay(day, formatTimeIndia(at, getDisplayLocale()));
}

/** Says the screen shows the copy kept on the phone; nothing when the data is fresh. */
export function OfflineNote({ freshness }: { freshness: Freshness | null | undefined }) {
  if (!freshness?.fromCache) return null;
  return (
    <Alert color="yellow" variant="light" role="status" py="xs">
      {offlineText(freshness.syncedAt)}
    </Alert>
  );
}
