import { isFileLike } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { fetchAllPages, fetchListPage } from "../../lib/list-fetch";

/**
 * The calls of one staff kind (spec §7): its list, create and update paths, the query key its
 * lists are cached under, and where the rows are in its list answer (the kinds answer differently).
 */
export interface StaffEndpoints<Member> {
  key: readonly unknown[];
  list: string;
  pick: (body: unknown) => Member[] | undefined;
  create: string;
  update: (uuid: string) => string;
}

/** Every member of a kind, page by page (the kid-route form's pickers). */
export function fetchAllStaff<Member>(endpoints: StaffEndpoints<Member>): Promise<Member[]> {
  return fetchAllPages(endpoints.list, endpoints.pick);
}

export function useAllStaff<Member>(endpoints: StaffEndpoints<Member>) {
  return useQuery({ queryKey: endpoints.key, queryFn: () => fetchAllStaff(endpoints) });
}

/** One page of a kind's table (docs/decisions/0080); the previous page stays shown while the next loads. */
export function useStaffPage<Member>(endpoints: StaffEndpoints<Member>, search: string) {
  return useQuery({
    queryKey: [...endpoints.key, "page", search],
    queryFn: () => fetchListPage(endpoints.list, search, endpoints.pick),
    placeholderData: keepPreviousData,
  });
}

/** A create call (multipart); every list of the kind is refreshed after it. */
export function useCreateStaff<Answer>(endpoints: StaffEndpoints<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiFetch<Answer>(endpoints.create, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpoints.key }),
  });
}

/** An update call (multipart, or JSON where the kind allows it); every list of the kind is refreshed after it. */
export function useUpdateStaff<Answer, Body>(endpoints: StaffEndpoints<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: Body }) => apiFetch<Answer>(endpoints.update(uuid), { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpoints.key }),
  });
}

/** True for a picked image (an empty pick is no image). */
export const isPickedImage = (value: unknown): value is File => isFileLike(value) && value.size > 0;

/** Adds a picked image to a multipart body under its field name; anything else adds nothing. */
export function appendImage(form: FormData, name: string, value: unknown) {
  if (isPickedImage(value)) form.append(name, value, value.name || `${name}.jpg`);
}

/** A create call's multipart body: every text field under its spec name (empty when blank) and each picked image. */
export function staffCreateFormData(data: Record<string, unknown>, textFields: readonly string[], imageFields: readonly string[]): FormData {
  const form = new FormData();
  for (const name of textFields) form.append(name, String(data[name] ?? ""));
  for (const name of imageFields) appendImage(form, name, data[name]);
  return form;
}
