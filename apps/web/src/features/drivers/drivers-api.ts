import {
  API,
  DRIVER_IMAGE_FIELD_NAMES,
  POLICE_VERIFICATION_IMAGE_FIELD,
  type AllDriversResponse,
  type Driver,
  type DriverMutationResponse,
  type driverEditFormSchema,
  type driverFormSchema,
} from "@app/contracts";
import type { z } from "zod";
import {
  appendImage,
  fetchAllStaff,
  staffCreateFormData,
  useAllStaff,
  useCreateStaff,
  useStaffPage,
  useUpdateStaff,
  type StaffEndpoints,
} from "../staff/staff-api";

export const driverKeys = {
  all: ["drivers"] as const,
};

const DRIVERS: StaffEndpoints<Driver> = {
  key: driverKeys.all,
  list: API.allDrivers,
  /** GET /api/driver/v1/get-all-driver-profile: the list is under `data.allDrivers` (spec §7). */
  pick: (body) => (body as AllDriversResponse | undefined)?.data?.allDrivers,
  create: API.createDriver,
  update: API.updateDriver,
};

/** Every driver, page by page (the kid-route form's picker). */
export const fetchDrivers = (): Promise<Driver[]> => fetchAllStaff(DRIVERS);
export const useDriversQuery = () => useAllStaff(DRIVERS);
/** One page of the driver table (docs/decisions/0080). */
export const useDriversPage = (search: string) => useStaffPage(DRIVERS, search);
export const useCreateDriver = () => useCreateStaff<DriverMutationResponse>(DRIVERS);
export const useUpdateDriver = () => useUpdateStaff<DriverMutationResponse, FormData>(DRIVERS);

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

/** POST create-driver-profile body: multipart with every field name of spec §7 and the five images. */
export function driverCreateFormData(data: z.output<typeof driverFormSchema>): FormData {
  return staffCreateFormData(data, CREATE_TEXT_FIELDS, UPLOAD_FIELDS);
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
  for (const name of UPLOAD_FIELDS) appendImage(form, name, data[name]);
  return form;
}
