import {
  API,
  DRIVER_IMAGE_FIELD_NAMES,
  POLICE_VERIFICATION_IMAGE_FIELD,
  isFileLike,
  type AllDriversResponse,
  type Driver,
  type DriverMutationResponse,
  type driverEditFormSchema,
  type driverFormSchema,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../lib/api-client";
import { fetchAllPages, fetchListPage } from "../../lib/list-fetch";

export const driverKeys = {
  all: ["drivers"] as const,
};

/** GET /api/driver/v1/get-all-driver-profile: the list is under `data.allDrivers` (spec §7). */
const pickDrivers = (body: unknown) => (body as AllDriversResponse | undefined)?.data?.allDrivers;

/** Every driver, page by page (the kid-route form's picker). */
export function fetchDrivers(): Promise<Driver[]> {
  return fetchAllPages(API.allDrivers, pickDrivers);
}

export function useDriversQuery() {
  return useQuery({ queryKey: driverKeys.all, queryFn: fetchDrivers });
}

/** One page of the driver table (docs/decisions/0080). */
export function useDriversPage(search: string) {
  return useQuery({
    queryKey: [...driverKeys.all, "page", search],
    queryFn: () => fetchListPage(API.allDrivers, search, pickDrivers),
    placeholderData: keepPreviousData,
  });
}

/** The text parts of the create call, in the order of spec §7. */
const CREATE_TEXT_FIELDS = [
  "name",
  "dob",
  "email",
  "bloodGroup",
  "status",
  "password",
  "phoneNumber",
  "aadharNo",
  "experience",
  "dlNo",
  "address",
  "prevCompanyName",
  "alternatePhone",
  "dlExpiry",
  "policeVerifiedOn",
] as const;

/** The images sent: the form's five and the optional police verification certificate (docs/decisions/0087). */
const UPLOAD_FIELDS = [...DRIVER_IMAGE_FIELD_NAMES, POLICE_VERIFICATION_IMAGE_FIELD] as const;

function appendFile(form: FormData, name: string, value: unknown) {
  if (isFileLike(value) && value.size > 0) {
    const file = value as File;
    form.append(name, file, file.name || `${name}.jpg`);
  }
}

/** POST create-driver-profile body: multipart with every field name of spec §7 and the five images. */
export function driverCreateFormData(data: z.output<typeof driverFormSchema>): FormData {
  const form = new FormData();
  for (const name of CREATE_TEXT_FIELDS) form.append(name, String(data[name] ?? ""));
  for (const name of UPLOAD_FIELDS) appendFile(form, name, data[name]);
  return form;
}

/**
 * PUT update-driver-profile body: the same text fields; the password only when a new one was
 * typed, the Aadhaar number only when a new one was typed (the masked one keeps the stored
 * number), and images only when replaced (spec §7).
 */
export function driverUpdateFormData(data: z.output<typeof driverEditFormSchema>): FormData {
  const form = new FormData();
  for (const name of CREATE_TEXT_FIELDS) {
    const value = data[name];
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  // A blanked document date is sent empty, which clears it (left out would keep it).
  for (const name of ["dlExpiry", "policeVerifiedOn"] as const) if (data[name] === null) form.append(name, "");
  for (const name of UPLOAD_FIELDS) appendFile(form, name, data[name]);
  return form;
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiFetch<DriverMutationResponse>(API.createDriver, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: FormData }) =>
      apiFetch<DriverMutationResponse>(API.updateDriver(uuid), { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}
