import {
  API,
  type AllKidAttendanceResponse,
  type KidAttendanceDay,
  type KidAttendanceRecord,
  type UpdateKidAttendanceResponse,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { fetchListPage } from "../../lib/list-fetch";

export const attendanceKeys = {
  all: ["attendance"] as const,
  list: ["attendance", "list"] as const,
  day: (kidUuid: string, date: string) => ["attendance", "day", kidUuid, date] as const,
};

/** GET /api/v1/kid-attendance/all → `{ data: KidAttendanceRecord[] }` (spec §7), newest day first. */
export async function fetchAllAttendance(): Promise<KidAttendanceRecord[]> {
  const body = await apiFetch<AllKidAttendanceResponse>(API.allKidAttendance);
  const list = body?.data;
  if (!Array.isArray(list)) throw new Error("Unexpected response format");
  return list;
}

export function useAllAttendanceQuery() {
  return useQuery({ queryKey: attendanceKeys.list, queryFn: fetchAllAttendance });
}

/** One page of the attendance list for a date range, route and kid (docs/decisions/0080). */
export function useAttendancePage(search: string) {
  return useQuery({
    queryKey: [...attendanceKeys.list, "page", search],
    queryFn: () => fetchListPage(API.allKidAttendance, search, (body) => (body as AllKidAttendanceResponse | undefined)?.data),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/v1/kid-attendance/{kidUuid}/date/{date} → the bare day record ("object of sections"):
 * `uuid` null and four null legs when nothing was captured that day.
 */
export async function fetchAttendanceDay(kidUuid: string, date: string): Promise<KidAttendanceDay> {
  const body = await apiFetch<KidAttendanceDay>(API.kidAttendanceByDate(kidUuid, date));
  if (!body || typeof body !== "object" || !("homePickup" in body)) throw new Error("Unexpected response format");
  return body;
}

/** Nothing is asked for until both a kid and a date are known. */
export function useAttendanceDayQuery(kidUuid: string | null | undefined, date: string | null | undefined) {
  return useQuery({
    queryKey: attendanceKeys.day(kidUuid ?? "", date ?? ""),
    queryFn: () => fetchAttendanceDay(kidUuid as string, date as string),
    enabled: Boolean(kidUuid && date),
  });
}

/** PUT /api/v1/kid-attendance/update/{uuid} with the whole record (spec §7); refreshes every attendance query. */
export function useUpdateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: unknown }) =>
      apiFetch<UpdateKidAttendanceResponse>(API.updateKidAttendance(uuid), { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
