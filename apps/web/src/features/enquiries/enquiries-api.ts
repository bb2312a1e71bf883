import { API, messages, type Enquiry, type UpdateEnquiryRequest } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../lib/api-client";
import { fetchListPage } from "../../lib/list-fetch";

export const enquiriesQueryKey = ["enquiries", "all"] as const;

/** GET /api/enquiry/v1/get-all-enquiries answers `{ data: [...] }` (spec §7: the client reads data.data). */
export async function fetchEnquiries(): Promise<Enquiry[]> {
  const body = await apiFetch<{ data?: unknown }>(API.allEnquiries);
  if (!body || !Array.isArray(body.data)) throw new ApiError(messages.enquiries.loadFailure, 200);
  return body.data as Enquiry[];
}

export function useEnquiries() {
  return useQuery({ queryKey: enquiriesQueryKey, queryFn: fetchEnquiries });
}

/** One page of the enquiry list (docs/decisions/0080). */
export function useEnquiriesPage(search: string) {
  return useQuery({
    queryKey: [...enquiriesQueryKey, "page", search],
    queryFn: () => fetchListPage(API.allEnquiries, search, (body) => (body as { data?: Enquiry[] } | undefined)?.data),
    placeholderData: keepPreviousData,
  });
}

export interface UpdateEnquiryVariables {
  uuid: string;
  body: { status: string; reason: string };
}

/** PUT /api/enquiry/v1/update-enquiry/{uuid} with JSON { status, reason }; success is 200. */
export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: UpdateEnquiryVariables) =>
      apiFetch<unknown>(API.updateEnquiry(uuid), { method: "PUT", body: body satisfies UpdateEnquiryRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesQueryKey }),
  });
}

/**
 * The text of a failed save: the server's own 4xx text (e.g. "Enquiry not found.", a field rule)
 * when it has one, else the catalogue's failure text of spec §8.
 */
export function updateFailureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.message &&
    error.message !== messages.auth.serverErrors.invalidRequest
  ) {
    return error.message;
  }
  return messages.enquiries.updateFailure;
}
