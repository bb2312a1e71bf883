import { API, type RouteMark, type RouteMarksResponse, type SetRouteMarkResponse } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { routeMarkKeys } from "../transport/transport-api";

export type RouteDay = RouteMarksResponse["data"];

/** GET /api/route-marks/{routeUuid}/date/{date}: the route's kids with the mark of that day (docs/decisions/0032). */
export async function fetchRouteDay(routeUuid: string, date: string): Promise<RouteDay> {
  const body = await apiFetch<RouteMarksResponse>(API.routeMarks(routeUuid, date));
  if (!body?.data || !Array.isArray(body.data.kids)) throw new Error("Unexpected response format");
  return body.data;
}

/** Nothing is asked for until a route and a valid day are chosen. */
export function useRouteDayQuery(routeUuid: string, date: string | null) {
  return useQuery({
    queryKey: routeMarkKeys.day(routeUuid, date ?? ""),
    queryFn: () => fetchRouteDay(routeUuid, date as string),
    enabled: Boolean(routeUuid && date),
  });
}

/** PUT /api/route-marks/{routeUuid}/date/{date}/kid/{kidUuid} `{ mark }`; the day's list shows the stored mark at once. */
export function useSetRouteMark(routeUuid: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kidUuid, mark }: { kidUuid: string; mark: RouteMark }) =>
      apiFetch<SetRouteMarkResponse>(API.routeMark(routeUuid, date, kidUuid), { method: "PUT", body: { mark } }),
    onSuccess: (answer) => {
      const saved = answer?.data;
      if (!saved) return queryClient.invalidateQueries({ queryKey: routeMarkKeys.day(routeUuid, date) });
      queryClient.setQueryData<RouteDay>(routeMarkKeys.day(saved.routeUuid, saved.date), (day) =>
        day ? { ...day, kids: day.kids.map((k) => (k.uuid === saved.kidUuid ? { ...k, mark: saved.mark, markedAt: saved.markedAt } : k)) } : day,
      );
    },
  });
}
