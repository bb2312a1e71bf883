import {
  PRIVACY_API,
  type ConsentDecision,
  type ConsentStatus,
  type ErasureList,
  type ErasurePreview,
  type ErasureRequest,
  type FamiliesResponse,
  type RetentionStatus,
  STORAGE_KEYS,
  messages,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../lib/api-client";

export const privacyKeys = {
  consent: ["privacy", "consent"] as const,
  families: (page: number) => ["privacy", "families", page] as const,
  retention: ["privacy", "retention"] as const,
  erasure: ["privacy", "erasure"] as const,
  erasurePreview: (uuid: string) => ["privacy", "erasure", "preview", uuid] as const,
};

export function useConsentStatus(enabled = true) {
  return useQuery({ queryKey: privacyKeys.consent, queryFn: () => apiFetch<ConsentStatus>(PRIVACY_API.consent), enabled });
}

export function useDecideConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { noticeVersion: string; decision: ConsentDecision }) =>
      apiFetch<ConsentStatus>(PRIVACY_API.consent, { method: "POST", body: input }),
    onSuccess: (status) => client.setQueryData(privacyKeys.consent, status),
  });
}

export function useFamiliesWithoutConsent(page: number) {
  return useQuery({
    queryKey: privacyKeys.families(page),
    queryFn: () => apiFetch<FamiliesResponse>(`${PRIVACY_API.families}?page=${page}&pageSize=50`),
  });
}

export function useRetentionStatus() {
  return useQuery({ queryKey: privacyKeys.retention, queryFn: () => apiFetch<RetentionStatus>(PRIVACY_API.retention) });
}

export function useRunRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<RetentionStatus>(PRIVACY_API.retentionRun, { method: "POST" }),
    onSuccess: (status) => client.setQueryData(privacyKeys.retention, status),
  });
}

export function useErasureRequests() {
  return useQuery({ queryKey: privacyKeys.erasure, queryFn: async () => (await apiFetch<ErasureList>(PRIVACY_API.erasureRequests)).data });
}

/** Admins: who and what a pending erasure removes and who stays, read fresh each time the dialog opens. */
export function useErasurePreview(uuid: string | null) {
  return useQuery({
    queryKey: privacyKeys.erasurePreview(uuid ?? ""),
    queryFn: () => apiFetch<ErasurePreview>(PRIVACY_API.erasurePreview(uuid!)),
    enabled: uuid !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAskErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ErasureRequest>(PRIVACY_API.erasureRequests, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.erasure }),
  });
}

export function useConfirmErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiFetch<ErasureRequest>(PRIVACY_API.confirmErasure(uuid), { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["privacy"] }),
  });
}

/**
 * Downloads the family archive: fetched with the bearer token (a plain link would not carry it),
 * then handed to the browser as a file named by the server.
 */
export async function downloadFamilyArchive(): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch(PRIVACY_API.exportArchive, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: "same-origin" });
  } catch {
    throw new ApiError(messages.common.networkError, 0);
  }
  if (!response.ok) throw new ApiError(messages.privacy.page.downloadFailed, response.status);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "family-data.zip";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
