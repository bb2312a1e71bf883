import {
  API,
  type AllFeedbackResponse,
  type AllHelpResponse,
  type CreateFeedback,
  type CreateFeedbackResponse,
  type CreateHelpRequest,
  type CreateHelpResponse,
  type Feedback,
  type HelpRequest,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { fetchListPage } from "../../lib/list-fetch";

export const helpKeys = { all: ["help"] as const };
export const feedbackKeys = { all: ["feedback"] as const };

/** Spec §7: "data list" (help) and "Array or data array" (feedback): both forms are read. */
function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as T[];
  throw new Error("Unexpected response format");
}

export async function fetchHelps(): Promise<HelpRequest[]> {
  return listOf<HelpRequest>(await apiFetch<AllHelpResponse>(API.allHelp));
}

export async function fetchFeedbacks(): Promise<Feedback[]> {
  return listOf<Feedback>(await apiFetch<AllFeedbackResponse>(API.allFeedback));
}

export function useHelpsQuery() {
  return useQuery({ queryKey: helpKeys.all, queryFn: fetchHelps });
}

/** One page of the admin's help list (docs/decisions/0080). */
export function useHelpsPage(search: string) {
  return useQuery({
    queryKey: [...helpKeys.all, "page", search],
    queryFn: () => fetchListPage(API.allHelp, search, listOf<HelpRequest>),
    placeholderData: keepPreviousData,
  });
}

/** One page of the admin's feedback list (docs/decisions/0080). */
export function useFeedbacksPage(search: string) {
  return useQuery({
    queryKey: [...feedbackKeys.all, "page", search],
    queryFn: () => fetchListPage(API.allFeedback, search, listOf<Feedback>),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbacksQuery() {
  return useQuery({ queryKey: feedbackKeys.all, queryFn: fetchFeedbacks });
}

/** POST /api/help/create `{ kidUuid, reason }` (decisions.md §3, docs/decisions/0042). */
export function useCreateHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHelpRequest) => apiFetch<CreateHelpResponse>(API.createHelp, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}

/** POST /api/feedback/create `{ feedback }`: the name and mobile come from the account. */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedback) => apiFetch<CreateFeedbackResponse>(API.createFeedback, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
