import {
  API,
  CARETAKER_IMAGE_FIELD_NAMES,
  POLICE_VERIFICATION_IMAGE_FIELD,
  messages,
  type Caretaker,
  type CaretakerMutationResponse,
  type caretakerEditFormSchema,
  type caretakerFormSchema,
} from "@app/contracts";
import type { z } from "zod";
import {
  appendImage,
  fetchAllStaff,
  isPickedImage,
  staffCreateFormData,
  useAllStaff,
  useCreateStaff,
  useStaffPage,
  useUpdateStaff,
  type StaffEndpoints,
} from "../staff/staff-api";

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

const CARETAKERS: StaffEndpoints<Caretaker> = {
  key: caretakerKeys.all,
  list: API.allCaretakers,
  pick: pickCaretakers,
  create: API.createCaretaker,
  update: API.updateCaretaker,
};

/** Every caretaker, page by page (the kid-route form's picker). */
export const fetchCaretakers = (): Promise<Caretaker[]> => fetchAllStaff(CARETAKERS);
export const useCaretakersQuery = () => useAllStaff(CARETAKERS);
/** One page of the caretaker table (docs/decisions/0080). */
export const useCaretakersPage = (search: string) => useStaffPage(CARETAKERS, search);
export const useCreateCaretaker = () => useCreateStaff<CaretakerMutationResponse>(CARETAKERS);
/** The body is JSON, or multipart when an image is replaced (see caretakerUpdateBody). */
export const useUpdateCaretaker = () => useUpdateStaff<CaretakerMutationResponse, FormData | Record<string, unknown>>(CARETAKERS);

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

/** POST /api/caretaker/create body: multipart with the text fields and the three images. */
export function caretakerCreateFormData(data: z.output<typeof caretakerFormSchema>): FormData {
  return staffCreateFormData(data, TEXT_FIELDS, UPLOAD_FIELDS);
}

/** True when the edit form picked at least one replacement image. */
export function hasReplacedImages(data: z.output<typeof caretakerEditFormSchema>): boolean {
  return UPLOAD_FIELDS.some((name) => isPickedImage(data[name]));
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
  for (const name of UPLOAD_FIELDS) appendImage(form, name, data[name]);
  return form;
}
