import {
  API,
  BOARD_REFRESH_MS,
  type AllHelpResponse,
  type AttendanceType,
  type CreateHelpResponse,
  type DayAbsencesResponse,
  type DayBoardResponse,
  type HelpStatus,
  type KidAbsenceDay,
  type KidDaysResponse,
  type NotAtStopResponse,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { helpKeys } from "../help-feedback/help-feedback-api";

/** Issue 10 (docs/decisions/0066–0068): absences, a kid's days, the day board, help status. */
export const dayKeys = {
  all: ["day"] as const,
  kidDays: (kidUuid: string, from: string, to: string) => ["day", "kid", kidUuid, from, to] as const,
  kidAbsence: (kidUuid: string, date: string) => ["day", "absence", kidUuid, date] as const,
  dayAbsences: (date: string) => ["day", "absences", date] as const,
  board: ["day", "board"] as const,
  myHelp: ["help", "mine"] as const,
};

export function useKidDays(kidUuid: string | null, from: string, to: string) {
  return useQuery({
    queryKey: dayKeys.kidDays(kidUuid ?? "", from, to),
    queryFn: async () => (await apiFetch<KidDaysResponse>(API.kidDays(kidUuid as string, from, to))).data,
    enabled: Boolean(kidUuid),
  });
}

export function useKidAbsenceDay(kidUuid: string | null, date: string | null) {
  return useQuery({
    queryKey: dayKeys.kidAbsence(kidUuid ?? "", date ?? ""),
    queryFn: async () => (await apiFetch<{ data: KidAbsenceDay }>(API.kidAbsenceDay(kidUuid as string, date as string))).data,
    enabled: Boolean(kidUuid && date),
  });
}

export function useSetAbsences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kidUuid, date, legs }: { kidUuid: string; date: string; legs: AttendanceType[] }) =>
      apiFetch<{ message: string; data: KidAbsenceDay }>(API.kidAbsenceDay(kidUuid, date), { method: "PUT", body: { legs } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(dayKeys.kidAbsence(answer.data.kidUuid, answer.data.date), answer.data);
      void queryClient.invalidateQueries({ queryKey: ["day", "kid"] });
    },
  });
}

/** The day's absences of the caretaker's kids (or every kid for an admin). */
export function useDayAbsences(date: string) {
  return useQuery({
    queryKey: dayKeys.dayAbsences(date),
    queryFn: async () => (await apiFetch<DayAbsencesResponse>(API.dayAbsences(date))).data.absences,
  });
}

export function useNotAtStop(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kidUuid: string; leg: "homePickup" | "institutePickup" }) => apiFetch<NotAtStopResponse>(API.notAtStop, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dayKeys.dayAbsences(date) }),
  });
}

/** The admin's day board; refreshes itself while the page is visible (bounded polling). */
export function useDayBoard() {
  return useQuery({
    queryKey: dayKeys.board,
    queryFn: async () => (await apiFetch<DayBoardResponse>(API.dayBoard())).data,
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useMyHelp() {
  return useQuery({ queryKey: dayKeys.myHelp, queryFn: async () => (await apiFetch<AllHelpResponse>(API.myHelp)).data });
}

export function useSetHelpStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, status, note }: { uuid: string; status: HelpStatus; note: string }) =>
      apiFetch<CreateHelpResponse>(API.helpStatus(uuid), { method: "PUT", body: { status, note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
