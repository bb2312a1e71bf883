import { API_DESK, type KidMonthResponse, type RouteSheetResponse } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

export function useRouteSheetQuery(routeUuid: string, date: string) {
  return useQuery({
    queryKey: ["print", "route-sheet", routeUuid, date],
    queryFn: async () => (await apiFetch<RouteSheetResponse>(API_DESK.routeSheet(routeUuid, date))).data,
  });
}

export function useKidMonthQuery(kidUuid: string, month: string) {
  return useQuery({
    queryKey: ["print", "kid-month", kidUuid, month],
    queryFn: async () => (await apiFetch<KidMonthResponse>(API_DESK.kidMonth(kidUuid, month))).data,
  });
}

/** "2026-11" plus some months (negative goes back). */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
