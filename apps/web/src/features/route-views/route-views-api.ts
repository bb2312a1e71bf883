import { API, type CaretakerRouteView, type DriverRouteView, type KidRouteView } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

/**
 * The role route views of spec §3.12 (docs/decisions/0031): each answers the bare list, one item
 * per assignment, ordered by route name; `[]` when the person or kid has no assignment.
 */
export const routeViewKeys = {
  all: ["route-views"] as const,
  driver: (id: string) => ["route-views", "driver", id] as const,
  caretaker: (id: string) => ["route-views", "caretaker", id] as const,
  kid: (kidUuid: string) => ["route-views", "kid", kidUuid] as const,
};

async function fetchList<T>(path: string): Promise<T[]> {
  const body = await apiFetch<unknown>(path);
  if (!Array.isArray(body)) throw new Error("Unexpected response format");
  return body as T[];
}

/** GET /api/driver/route/{id}: `id` is the logged-in driver's account uuid (the server accepts it). */
export function useDriverRoutes(id: string | null | undefined) {
  return useQuery({
    queryKey: routeViewKeys.driver(id ?? ""),
    queryFn: () => fetchList<DriverRouteView>(API.driverRoute(id as string)),
    enabled: Boolean(id),
  });
}

/** GET /api/caretaker/route/{id}: `id` is the logged-in caretaker's account uuid. */
export function useCaretakerRoutes(id: string | null | undefined) {
  return useQuery({
    queryKey: routeViewKeys.caretaker(id ?? ""),
    queryFn: () => fetchList<CaretakerRouteView>(API.caretakerRoute(id as string)),
    enabled: Boolean(id),
  });
}

/** GET /api/kid/route/{kidUuid}: the routes of one of the parent's kids (the screen shows the first, spec §7). */
export function useKidRoutes(kidUuid: string | null | undefined) {
  return useQuery({
    queryKey: routeViewKeys.kid(kidUuid ?? ""),
    queryFn: () => fetchList<KidRouteView>(API.kidRoute(kidUuid as string)),
    enabled: Boolean(kidUuid),
  });
}
