import { API, type AllKidRoutesResponse, type KidRouteAssignment, type KidRouteMutationResponse, type KidRouteRequest } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { kidRouteKeys, routeKeys, routeMarkKeys } from "../transport/transport-api";

/** The JSON of spec §3.11/§7: route_name (read-only, from the chosen route), route_uuid, kids_uuids, driver_uuid, caretaker_uuid. */
export type KidRoutePayload = Required<Pick<KidRouteRequest, "route_uuid" | "kids_uuids" | "driver_uuid" | "caretaker_uuid" | "run">> & { route_name: string };

/** GET /api/getAll/v1/all → `{ data: [...] }`, newest first. */
export async function fetchKidRoutes(): Promise<KidRouteAssignment[]> {
  const body = await apiFetch<AllKidRoutesResponse>(API.allKidRoutes);
  const list = body?.data;
  if (!Array.isArray(list)) throw new Error("Unexpected response format");
  return list;
}

export function useKidRoutesQuery() {
  return useQuery({ queryKey: kidRouteKeys.all, queryFn: fetchKidRoutes });
}

/** An assignment change also changes each route's assignment count and the route screen's kids. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: kidRouteKeys.all }),
      queryClient.invalidateQueries({ queryKey: routeKeys.all }),
      queryClient.invalidateQueries({ queryKey: routeMarkKeys.all }),
    ]);
}

/** POST /api/create-route-details/v1 (HTTP 201). */
export function useCreateKidRoute() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: KidRoutePayload) => apiFetch<KidRouteMutationResponse>(API.createKidRoute, { method: "POST", body }),
    onSuccess: refresh,
  });
}

/** PUT /api/update/v1/{uuid}: the same fields. */
export function useUpdateKidRoute() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: KidRoutePayload }) =>
      apiFetch<KidRouteMutationResponse>(API.updateKidRoute(uuid), { method: "PUT", body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/delete/v1/{uuid}. */
export function useDeleteKidRoute() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (uuid: string) => apiFetch<{ message: string }>(API.deleteKidRoute(uuid), { method: "DELETE" }),
    onSuccess: refresh,
  });
}
