import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { staff } from "../messages/staff.js";
import {
  aadhaarField,
  ADDRESS_MAX,
  imageFieldNames,
  STAFF_IMAGE_FIELDS,
  staffAddressField,
  staffDobField,
  staffEditFormSchema,
  staffEmailField,
  staffFormSchema,
  staffIdentityMember,
  staffImagesMember,
  staffNameField,
  staffPasswordField,
  staffPhoneField,
  staffTimestampsMember,
  staffUpdateFieldsSchema,
} from "./staff.js";
import { policeVerificationFields, staffDocumentsMember } from "./staff-documents.js";

const c = staff.caretakers;
const f = staff.fields;

/**
 * The text fields of the caretaker calls (spec §3.7, §7 caretaker/create), in form order. Spec
 * §5.10: the same rules as a driver for phone, email, password, dob and images; name and address
 * required; Aadhaar digits only and exactly 12. The address on the Aadhaar card is optional.
 */
export const caretakerTextFields = {
  name: staffNameField(),
  phoneNumber: staffPhoneField(f.phoneRequired),
  alternatePhoneNumber: staffPhoneField(f.alternatePhoneRequired),
  email: staffEmailField(),
  dob: staffDobField(c.tooYoung),
  password: staffPasswordField(),
  aadharNo: aadhaarField(),
  address: staffAddressField(),
  aadharAddress: z
    .string()
    .trim()
    .max(ADDRESS_MAX, { error: c.aadharAddressTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
  ...policeVerificationFields,
};

/** A caretaker uploads the images every staff member does, and no more. */
export const CARETAKER_IMAGE_FIELDS = STAFF_IMAGE_FIELDS;
export type CaretakerImageField = keyof typeof CARETAKER_IMAGE_FIELDS;
export const CARETAKER_IMAGE_FIELD_NAMES: CaretakerImageField[] = imageFieldNames(CARETAKER_IMAGE_FIELDS);

/** Server: the text parts of POST /api/caretaker/create (multipart). */
export const createCaretakerFieldsSchema = z.object(caretakerTextFields);
export type CreateCaretakerFields = z.output<typeof createCaretakerFieldsSchema>;

/**
 * Server: PUT /api/caretaker/update/{uuid}: JSON as in the spec (or multipart to replace images).
 * Fields left out keep their stored value; blank password keeps it; blank or masked Aadhaar keeps it.
 */
export const updateCaretakerFieldsSchema = staffUpdateFieldsSchema(caretakerTextFields);
export type UpdateCaretakerFields = z.output<typeof updateCaretakerFieldsSchema>;
export type UpdateCaretakerRequest = z.input<typeof updateCaretakerFieldsSchema>;

/** Web: the create form (spec §5.10). */
export const caretakerFormSchema = staffFormSchema(caretakerTextFields, CARETAKER_IMAGE_FIELDS);
export type CaretakerForm = z.input<typeof caretakerFormSchema>;

export const caretakerEditFormSchema = staffEditFormSchema(caretakerTextFields, CARETAKER_IMAGE_FIELDS);
export type CaretakerEditForm = z.input<typeof caretakerEditFormSchema>;

/** A caretaker as every caretaker call answers (spec §3.7); Aadhaar masked, images as URLs, no password. */
export const caretakerSchema = z.object({
  ...staffIdentityMember,
  phoneNumber: z.string(),
  alternatePhoneNumber: z.string(),
  email: z.string(),
  dob: z.string(),
  age: z.number(),
  aadharNo: z.string(),
  address: z.string(),
  aadharAddress: z.string().nullable(),
  ...staffImagesMember,
  /** Issue 12 (docs/decisions/0087): the police verification. */
  ...staffDocumentsMember,
  ...staffTimestampsMember,
});
export type Caretaker = z.infer<typeof caretakerSchema>;

/** GET /api/caretaker/all: `{ data: [...] }` (the spec allows a bare array or a data array). */
export const allCaretakersResponseSchema = z.object({ data: z.array(caretakerSchema), ...pagedMember });
export type AllCaretakersResponse = z.infer<typeof allCaretakersResponseSchema>;

export const caretakerMutationResponseSchema = z.object({ message: z.string(), data: caretakerSchema });
export type CaretakerMutationResponse = z.infer<typeof caretakerMutationResponseSchema>;

/** GET /api/caretaker/me: the logged-in caretaker's own profile. */
export const caretakerMeResponseSchema = z.object({ data: caretakerSchema });
