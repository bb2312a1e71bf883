import {
  API,
  isFileLike,
  KID_IMAGE_FIELD_NAMES,
  toKidMultipartFields,
  type AllKidProfilesResponse,
  type CreateKidResponse,
  type KidEditFormOutput,
  type KidFormOutput,
  type KidListItem,
  type KidProfile,
  type KidProfileResponse,
  type UpdateKidResponse,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { fetchAllPages, fetchListPage } from "../../lib/list-fetch";

export const kidKeys = {
  all: ["kids"] as const,
  list: ["kids", "list"] as const,
  detail: (uuid: string) => ["kids", "detail", uuid] as const,
};

/** GET /api/userProfile/v1/get-all-users: the rows are under `data.allUserProfiles` (spec §7, axios `data.data`). */
const pickKids = (body: unknown) => (body as AllKidProfilesResponse | undefined)?.data?.allUserProfiles;

/** Every kid, page by page (the pickers of the kid-route form and the attendance lookup). */
export function fetchKids(): Promise<KidListItem[]> {
  return fetchAllPages(API.allKidProfiles, pickKids);
}

export function useKidsQuery() {
  return useQuery({ queryKey: kidKeys.list, queryFn: fetchKids });
}

/** One page of the Kid Details table for the list state's query string (docs/decisions/0080). */
export function useKidsPage(search: string) {
  return useQuery({
    queryKey: [...kidKeys.all, "page", search],
    queryFn: () => fetchListPage(API.allKidProfiles, search, pickKids),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/userProfile/v1/get-single-user-profile/{uuid}: the profile is under `data`. */
export async function fetchKid(uuid: string): Promise<KidProfile> {
  const body = await apiFetch<KidProfileResponse>(API.kidProfile(uuid));
  if (!body?.data || typeof body.data !== "object") throw new Error("Unexpected response format");
  return body.data;
}

/** One full profile (view and edit modals, the parent's page); nothing is asked for without an id. */
export function useKidQuery(uuid: string | null | undefined) {
  return useQuery({
    queryKey: kidKeys.detail(uuid ?? ""),
    queryFn: () => fetchKid(uuid as string),
    enabled: Boolean(uuid),
  });
}

function appendFile(form: FormData, name: string, value: unknown) {
  if (isFileLike(value) && value.size > 0) {
    const file = value as File;
    form.append(name, file, file.name || `${name}.jpg`);
  }
}

/**
 * The multipart body of spec §7: kidName, gender, kidsDateOfBirth, bloodGroup, status and
 * joiningDate as text; parentsDetails, home_address and institution_details as JSON text (built by
 * the contracts' `toKidMultipartFields`); then the picked images under their field names. On
 * update only newly picked images are present in `data`, so only those are sent.
 * `linkExistingParents` adds the admin's yes after a 409 naming existing parents.
 */
export function kidFormData(data: KidFormOutput | KidEditFormOutput, linkExistingParents = false): FormData {
  const form = new FormData();
  const { kidName, gender, kidsDateOfBirth, bloodGroup, status, joiningDate, parentsDetails, home_address, institution_details } = data;
  const fields = toKidMultipartFields({
    kidName,
    gender,
    kidsDateOfBirth,
    bloodGroup,
    status,
    joiningDate,
    parentsDetails,
    home_address,
    institution_details,
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of KID_IMAGE_FIELD_NAMES) appendFile(form, name, data[name]);
  // The admin said yes to linking parents who already have accounts (docs/decisions/0223).
  if (linkExistingParents) form.append("linkExistingParents", "true");
  return form;
}

export function useCreateKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiFetch<CreateKidResponse>(API.createKidProfile, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kidKeys.all }),
  });
}

export function useUpdateKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: FormData }) =>
      apiFetch<UpdateKidResponse>(API.updateKidProfile(uuid), { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kidKeys.all }),
  });
}
