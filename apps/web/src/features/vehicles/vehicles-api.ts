import { LIVE_API, type Vehicle, type VehicleListResponse, type VehicleRequest, type VehicleResponse } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { fetchAllPages, fetchListPage } from "../../lib/list-fetch";
import { kidRouteKeys } from "../transport/transport-api";

export const vehicleKeys = { all: ["vehicles"] as const };

const pickVehicles = (body: unknown) => (body as VehicleListResponse | undefined)?.data;

/** One page of the vehicle list (docs/decisions/0080). */
export function useVehiclesPage(search: string) {
  return useQuery({
    queryKey: [...vehicleKeys.all, "page", search],
    queryFn: () => fetchListPage(LIVE_API.vehicles, search, pickVehicles),
    placeholderData: keepPreviousData,
  });
}

/** Every vehicle, page by page (the kid-route form's vehicle picker). */
export function useAllVehiclesQuery() {
  return useQuery({ queryKey: [...vehicleKeys.all, "all"], queryFn: () => fetchAllPages<Vehicle>(LIVE_API.vehicles, pickVehicles) });
}

/** A vehicle change also changes the assignments that show its registration. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: vehicleKeys.all }), queryClient.invalidateQueries({ queryKey: kidRouteKeys.all })]);
}

export function useCreateVehicle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: VehicleRequest) => apiFetch<VehicleResponse>(LIVE_API.vehicles, { method: "POST", body }),
    onSuccess: refresh,
  });
}

export function useUpdateVehicle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: VehicleRequest }) => apiFetch<VehicleResponse>(LIVE_API.vehicle(uuid), { method: "PUT", body }),
    onSuccess: refresh,
  });
}

export function useDeleteVehicle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (uuid: string) => apiFetch<unknown>(LIVE_API.vehicle(uuid), { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export function useRegenerateTrackerId() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (uuid: string) => apiFetch<VehicleResponse>(LIVE_API.vehicleTrackerId(uuid), { method: "POST" }),
    onSuccess: refresh,
  });
}
