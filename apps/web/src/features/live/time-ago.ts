import { messages } from "@app/contracts";
import { useEffect, useState } from "react";

const a = messages.liveScreens.ago;

/** How long ago an ISO moment was, in the reader's language: "40 s", "3 min", "2 h" (never negative). */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return a.seconds(seconds);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return a.minutes(minutes);
  return a.hours(Math.floor(minutes / 60));
}

/** The current time, re-read every `everyMs`, so "last seen … ago" keeps counting between updates. */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
