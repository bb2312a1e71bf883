import {
  API,
  type RouteFormOutput,
  type RouteMutationResponse,
  type TransportRoute,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { fetchAllPages, fetchListPage } from "../../lib/list-fetch";

/**
 * Query keys of the route screens. A change to a route also changes what the kid-route
 * assignments and the route screen's marks show (the route's name), so those are refreshed too.
 */
export const routeKeys = {
  all: ["transport-routes"] as const,
};
export const kidRouteKeys = {
  all: ["kid-routes"] as const,
};
export const routeMarkKeys = {
  all: ["route-marks"] as const,
  day: (routeUuid: string, date: string) => ["route-marks", routeUuid, date] as const,
};

/** GET /api/route/all-routes: the body is the bare list (spec §7), ordered by name. */
const pickRoutes = (body: unknown) => (Array.isArray(body) ? (body as TransportRoute[]) : null);

/** Every route, page by page (pickers of the kid-route form and the route marks screen). */
export function fetchRoutes(): Promise<TransportRoute[]> {
  return fetchAllPages(API.allRoutes, pickRoutes);
}

export function useRoutesQuery() {
  return useQuery({ queryKey: routeKeys.all, queryFn: fetchRoutes });
}

/** One page of the route table; the paging comes in X-Total-Count headers (docs/decisions/0080). */
export function useRoutesPage(search: string) {
  return useQuery({
    queryKey: [...routeKeys.all, "page", search],
    queryFn: () => fetchListPage(API.allRoutes, search, pickRoutes),
    placeholderData: keepPreviousData,
  });
}

function useRefreshRoutes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: routeKeys.all }),
      queryClient.invalidateQueries({ queryKey: kidRouteKeys.all }),
      queryClient.invalidateQueries({ queryKey: routeMarkKeys.all }),
    ]);
}

/** POST /api/route/create, JSON of spec §7 (HTTP 201). */
export function useCreateRoute() {
  const refresh = useRefreshRoutes();
  return useMutation({
    mutationFn: (body: RouteFormOutput) => apiFetch<RouteMutationResponse>(API.createRoute, { method: "POST", body }),
    onSuccess: refresh,
  });
}

/** PUT /api/route/{uuid}: the whole edited route. */
export function useUpdateRoute() {
  const refresh = useRefreshRoutes();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: RouteFormOutput }) =>
      apiFetch<RouteMutationResponse>(API.updateRoute(uuid), { method: "PUT", body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/route/delete/{route name}: by name (spec §7), URL-encoded. */
export function useDeleteRoute() {
  const refresh = useRefreshRoutes();
  return useMutation({
    mutationFn: (name: string) => apiFetch<{ message: string }>(API.deleteRoute(name), { method: "DELETE" }),
    onSuccess: refresh,
  });
}
