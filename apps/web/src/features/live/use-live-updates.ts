import { LIVE_API, LIVE_EVENTS } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { LIVE_POLL_MS, liveKeys, type LivePolling } from "./live-api";

/** Events that arrive within this window are answered by one refresh (an office sees many vans at once). */
export const LIVE_COALESCE_MS = 1_000;

const canStream = () => typeof EventSource !== "undefined";

/**
 * Keeps the open screen's live queries fresh without a reload (docs/decisions/0266): one
 * `EventSource` on the live stream (the session cookie goes with it, as with every same-origin
 * request; it carries no bearer header), whose `position` and `run` events refresh the "live"
 * queries. While the stream is down (an error, a proxy that cut it, a browser without
 * EventSource) the answer is the 15-second polling interval the queries then use; once it is
 * back, false. The browser resumes a cut stream itself with Last-Event-ID; a stream the server
 * refused (401, 404) is closed for good and the screen keeps polling. Closed as the screen unmounts.
 */
export function useLiveUpdates(): LivePolling {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(() => !canStream());
  useEffect(() => {
    if (!canStream()) {
      setPolling(true);
      return;
    }
    const source = new EventSource(LIVE_API.liveStream, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasDown = false;
    const refresh = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: liveKeys.all });
      }, LIVE_COALESCE_MS);
    };
    source.addEventListener(LIVE_EVENTS.position, refresh);
    source.addEventListener(LIVE_EVENTS.run, refresh);
    source.addEventListener("open", () => {
      setPolling(false);
      // What changed while the stream was down is read once, not waited for.
      if (wasDown) refresh();
      wasDown = false;
    });
    source.addEventListener("error", () => {
      wasDown = true;
      setPolling(true);
      if (source.readyState === EventSource.CLOSED) source.close();
    });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
  return polling ? LIVE_POLL_MS : false;
}
