import { LIVE_API, type KidPoints, type PointRequest } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

export const geographyKeys = {
  points: (kidUuid: string) => ["geography", "kid-points", kidUuid] as const,
};

/** The kid's home point, the proposal from past captures and the institutes' points (admin). */
export function useKidPoints(kidUuid: string) {
  return useQuery({
    queryKey: geographyKeys.points(kidUuid),
    queryFn: async () => (await apiFetch<{ data: KidPoints }>(LIVE_API.kidHomePoint(kidUuid))).data,
  });
}

/** Which point a save or clear changes: the home (null) or the institute at that position. */
export type PointTarget = { kind: "home" } | { kind: "institute"; position: number };

const pathOf = (kidUuid: string, target: PointTarget) => (target.kind === "home" ? LIVE_API.kidHomePoint(kidUuid) : LIVE_API.kidInstitutePoint(kidUuid, target.position));

/** PUT (a point) or DELETE (null) of one of the kid's points; the answer is the kid's points anew. */
export function useSavePoint(kidUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, point }: { target: PointTarget; point: PointRequest | null }) =>
      (await apiFetch<{ data: KidPoints }>(pathOf(kidUuid, target), point ? { method: "PUT", body: point } : { method: "DELETE" })).data,
    onSuccess: (points) => queryClient.setQueryData(geographyKeys.points(kidUuid), points),
  });
}
