import {
  API,
  CARETAKER_IMAGE_FIELD_NAMES,
  POLICE_VERIFICATION_IMAGE_FIELD,
  isFileLike,
  messages,
  type Caretaker,
  type CaretakerMutationResponse,
  type caretakerEditFormSchema,
  type caretakerFormSchema,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../lib/api-client";
import { fetchAllPages, fetchListPage } from "../../lib/list-fetch";

export const caretakerKeys = {
  all: ["caretakers"] as const,
};

/** The list answer is not an array nor `{ data: [...] }` (spec §8 "Unexpected response format!"). */
export class UnexpectedFormatError extends Error {
  constructor() {
    super(messages.staff.caretakers.unexpectedFormat);
    this.name = "UnexpectedFormatError";
  }
}

/** GET /api/caretaker/all: an array, or `{ data: [...] }` (spec §7). */
function pickCaretakers(body: unknown): Caretaker[] {
  if (Array.isArray(body)) return body as Caretaker[];
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (Array.isArray(data)) return data as Caretaker[];
  throw new UnexpectedFormatError();
}

/** Every caretaker, page by page (the kid-route form's picker). */
export function fetchCaretakers(): Promise<Caretaker[]> {
  return fetchAllPages(API.allCaretakers, pickCaretakers);
}

export function useCaretakersQuery() {
  return useQuery({ queryKey: caretakerKeys.all, queryFn: fetchCaretakers });
}

/** One page of the caretaker table (docs/decisions/0080). */
export function useCaretakersPage(search: string) {
  return useQuery({
    queryKey: [...caretakerKeys.all, "page", search],
    queryFn: () => fetchListPage(API.allCaretakers, search, pickCaretakers),
    placeholderData: keepPreviousData,
  });
}

/** The text parts of the create call (spec §3.7: the caretaker fields plus email and aadharAddress). */
const TEXT_FIELDS = [
  "name",
  "phoneNumber",
  "alternatePhoneNumber",
  "email",
  "dob",
  "password",
  "aadharNo",
  "address",
  "aadharAddress",
  "policeVerifiedOn",
] as const;

/** The images sent: the form's three and the optional police verification certificate (docs/decisions/0087). */
const UPLOAD_FIELDS = [...CARETAKER_IMAGE_FIELD_NAMES, POLICE_VERIFICATION_IMAGE_FIELD] as const;

function appendFile(form: FormData, name: string, value: unknown) {
  if (isFileLike(value) && value.size > 0) {
    const file = value as File;
    form.append(name, file, file.name || `${name}.jpg`);
  }
}

/** POST /api/caretaker/create body: multipart with the text fields and the three images. */
export function caretakerCreateFormData(data: z.output<typeof caretakerFormSchema>): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.append(name, data[name] === null || data[name] === undefined ? "" : String(data[name]));
  for (const name of UPLOAD_FIELDS) appendFile(form, name, data[name]);
  return form;
}

/** True when the edit form picked at least one replacement image. */
export function hasReplacedImages(data: z.output<typeof caretakerEditFormSchema>): boolean {
  return UPLOAD_FIELDS.some((name) => isFileLike(data[name]) && (data[name] as File).size > 0);
}

/**
 * PUT /api/caretaker/update/{uuid} body: JSON as in spec §7; multipart only when an image is
 * replaced (then only the replaced images are sent). A blank password and the masked Aadhaar
 * number are left out (both keep the stored value).
 */
export function caretakerUpdateBody(data: z.output<typeof caretakerEditFormSchema>): FormData | Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = data[name];
    if (value !== undefined) fields[name] = value;
  }
  if (!hasReplacedImages(data)) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? "" : String(value));
  for (const name of UPLOAD_FIELDS) appendFile(form, name, data[name]);
  return form;
}

export function useCreateCaretaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiFetch<CaretakerMutationResponse>(API.createCaretaker, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caretakerKeys.all }),
  });
}

export function useUpdateCaretaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: FormData | Record<string, unknown> }) =>
      apiFetch<CaretakerMutationResponse>(API.updateCaretaker(uuid), { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caretakerKeys.all }),
  });
}
