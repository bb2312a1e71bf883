import { formatTimeIndia, getDisplayLocale, messages, TIME_ZONE, todayInIndia } from "@app/contracts";
import { Alert } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { freshnessOf, freshnessVersion, subscribeFreshness, subscribeServerReached } from "../../lib/field-freshness";

const o = messages.fieldApp.offline;
const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** "Offline: showing data from 07:42" (India time; the day too when it is not today). */
export function offlineText(syncedAt: string): string {
  const at = new Date(syncedAt);
  const day = DAY.format(at);
  return day === todayInIndia() ? o.showingFrom(formatTimeIndia(at, getDisplayLocale())) : o.showingFromDay(day, formatTimeIndia(at, getDisplayLocale()));
}

/**
 * Says the screen shows the copy kept on the phone, for the field calls it shows (`paths`, as the
 * API client fetched them): the oldest copy's time; nothing when every answer is fresh. One note
 * for every field screen: the run sheet and the parent's home and kid profile (issue 9).
 */
export function OfflineNote({ paths }: { paths: readonly string[] }) {
  useSyncExternalStore(subscribeFreshness, freshnessVersion);
  const freshness = freshnessOf(paths);
  const showing = freshness !== null;
  const queryClient = useQueryClient();
  // Back online (the browser says so, or a fresh answer reached the server, e.g. the capture
  // queue's sync): the screen's calls are fetched again now, and their fresh answers take the note
  // away. Waiting for their next refresh left it up to a minute after the sync (docs/decisions/0242).
  useEffect(() => {
    if (!showing) return;
    const refetch = () => void queryClient.refetchQueries({ type: "active" });
    window.addEventListener("online", refetch);
    const stop = subscribeServerReached(refetch);
    return () => {
      window.removeEventListener("online", refetch);
      stop();
    };
  }, [showing, queryClient]);
  if (!freshness) return null;
  return (
    <Alert color="yellow" variant="light" role="status" py="xs">
      {offlineText(freshness.syncedAt)}
    </Alert>
  );
}
