import { API, type AllKidRoutesResponse, type KidRouteAssignment, type KidRouteMutationResponse, type KidRouteRequest } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { fetchAllPages, fetchListPage } from "../../lib/list-fetch";
import { kidRouteKeys, routeKeys, routeMarkKeys } from "../transport/transport-api";

/** The JSON of spec §3.11/§7: route_name (read-only, from the chosen route), route_uuid, kids_uuids, driver_uuid, caretaker_uuid. */
export type KidRoutePayload = Required<Pick<KidRouteRequest, "route_uuid" | "kids_uuids" | "driver_uuid" | "caretaker_uuid" | "run">> & {
  route_name: string;
  /** The van (docs/decisions/0264): null clears it, left out keeps it. */
  vehicle_uuid?: string | null;
};

/** GET /api/getAll/v1/all → `{ data: [...] }`, newest first. */
const pickKidRoutes = (body: unknown) => (body as AllKidRoutesResponse | undefined)?.data;

/** Every assignment, page by page (the form checks which kids are already on a route). */
export function fetchKidRoutes(): Promise<KidRouteAssignment[]> {
  return fetchAllPages(API.allKidRoutes, pickKidRoutes);
}

export function useKidRoutesQuery() {
  return useQuery({ queryKey: kidRouteKeys.all, queryFn: fetchKidRoutes });
}

/** One page of the assignment list (docs/decisions/0080). */
export function useKidRoutesPage(search: string) {
  return useQuery({
    queryKey: [...kidRouteKeys.all, "page", search],
    queryFn: () => fetchListPage(API.allKidRoutes, search, pickKidRoutes),
    placeholderData: keepPreviousData,
  });
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
