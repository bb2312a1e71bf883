import { LIVE_API, type KidLive, type LiveVehicle } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

/**
 * The van's live position as the screens read it (docs/decisions/0266). Every key starts with
 * "live", so one event of the live stream refreshes whatever live screen is open.
 */
export const liveKeys = {
  all: ["live"] as const,
  kid: (kidUuid: string) => ["live", "kid", kidUuid] as const,
  vehicles: ["live", "vehicles"] as const,
};

/** How often a screen asks again when it cannot keep the live stream (docs/decisions/0266). */
export const LIVE_POLL_MS = 15_000;

/** `refetchInterval`: the polling interval while the stream is down, false while it carries the changes. */
export type LivePolling = number | false;

export function useKidLive(kidUuid: string, refetchInterval: LivePolling) {
  return useQuery({
    queryKey: liveKeys.kid(kidUuid),
    queryFn: async () => (await apiFetch<{ data: KidLive }>(LIVE_API.kidLive(kidUuid))).data,
    refetchInterval,
    refetchIntervalInBackground: false,
    // The van is an extra on the home: a failed read shows nothing and the next event or poll tries again.
    retry: false,
  });
}

export function useLiveVehicles(refetchInterval: LivePolling) {
  return useQuery({
    queryKey: liveKeys.vehicles,
    queryFn: async () => (await apiFetch<{ data: { vehicles: LiveVehicle[] } }>(LIVE_API.liveVehicles)).data.vehicles,
    refetchInterval,
    refetchIntervalInBackground: false,
  });
}
