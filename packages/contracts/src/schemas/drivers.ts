import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { BLOOD_GROUPS, DRIVER_STATUSES } from "../constants.js";
import { staff } from "../messages/staff.js";
import { requiredText } from "./common.js";
import {
  aadhaarField,
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
import { drivingLicenceFields, policeVerificationFields, staffDocumentsMember } from "./staff-documents.js";

const d = staff.drivers;
const f = staff.fields;

export const EXPERIENCE_MAX_YEARS = 60;

export const driverStatusSchema = z.enum(DRIVER_STATUSES, { error: d.statusInvalid });
export const bloodGroupSchema = z.enum(BLOOD_GROUPS, { error: d.bloodGroupInvalid });

const requiredChoice = (requiredMessage: string) => z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage });

/** Spec §5.9: required, numeric, not negative (years; one decimal place kept). */
const experienceField = () =>
  z
    .union([z.string(), z.number()], { error: d.experienceRequired })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: d.experienceRequired })
        .refine((v) => v === "" || /^-?\d+(\.\d+)?$/.test(v), { error: d.experienceNumeric })
        .refine((v) => !/^-?\d+(\.\d+)?$/.test(v) || Number(v) >= 0, { error: d.experienceNegative })
        .refine((v) => !/^-?\d+(\.\d+)?$/.test(v) || Number(v) <= EXPERIENCE_MAX_YEARS, { error: d.experienceTooHigh })
        .transform((v) => Math.round(Number(v) * 10) / 10),
    );

const dlNoField = () =>
  requiredText(d.dlNoRequired, 30).refine((v) => v === "" || /^[A-Za-z0-9 /-]+$/.test(v), { error: d.dlNoInvalid });

/**
 * The text fields of the driver calls (spec §7 create-driver-profile), in the order of the form,
 * so that the first error reported is the first wrong field.
 */
export const driverTextFields = {
  name: staffNameField(),
  dob: staffDobField(d.tooYoung),
  email: staffEmailField(),
  bloodGroup: requiredChoice(d.bloodGroupRequired).pipe(bloodGroupSchema),
  status: requiredChoice(d.statusRequired).pipe(driverStatusSchema),
  password: staffPasswordField(),
  phoneNumber: staffPhoneField(f.phoneRequired),
  alternatePhone: staffPhoneField(f.alternatePhoneRequired),
  aadharNo: aadhaarField(),
  experience: experienceField(),
  dlNo: dlNoField(),
  ...drivingLicenceFields,
  prevCompanyName: requiredText(d.prevCompanyRequired, 200),
  address: staffAddressField(),
  ...policeVerificationFields,
};

/** Image fields of the driver calls and the message when each is missing on create: the staff three, then the licence. */
export const DRIVER_IMAGE_FIELDS = {
  ...STAFF_IMAGE_FIELDS,
  dlFrontImage: d.dlFrontRequired,
  dlBackImage: d.dlBackRequired,
} as const;
export type DriverImageField = keyof typeof DRIVER_IMAGE_FIELDS;
export const DRIVER_IMAGE_FIELD_NAMES: DriverImageField[] = imageFieldNames(DRIVER_IMAGE_FIELDS);

/** Server: the text parts of POST /api/driver/v1/create-driver-profile (multipart). */
export const createDriverFieldsSchema = z.object(driverTextFields);
export type CreateDriverFields = z.output<typeof createDriverFieldsSchema>;

/**
 * Server: the text parts of PUT /api/driver/v1/update-driver-profile/{uuid} (multipart, or JSON).
 * Aadhaar: blank or the masked "XXXX XXXX 1234" keeps it.
 */
export const updateDriverFieldsSchema = staffUpdateFieldsSchema(driverTextFields);
export type UpdateDriverFields = z.output<typeof updateDriverFieldsSchema>;

/** Web: the create form (spec §5.9), every field required, images as picked files. */
export const driverFormSchema = staffFormSchema(driverTextFields, DRIVER_IMAGE_FIELDS);
export type DriverForm = z.input<typeof driverFormSchema>;

export const driverEditFormSchema = staffEditFormSchema(driverTextFields, DRIVER_IMAGE_FIELDS);
export type DriverEditForm = z.input<typeof driverEditFormSchema>;

/**
 * A driver as every driver call answers (spec §3.8). `aadharNo` is always masked; images are
 * URLs of GET /api/files/{id} (thumbnails add `?thumb=1`); the password is never returned.
 * Identity-document URLs are null for anyone but an admin.
 */
export const driverSchema = z.object({
  ...staffIdentityMember,
  dob: z.string(),
  age: z.number(),
  email: z.string(),
  bloodGroup: z.string(),
  status: z.string(),
  phoneNumber: z.string(),
  alternatePhone: z.string(),
  aadharNo: z.string(),
  experience: z.number(),
  dlNo: z.string(),
  prevCompanyName: z.string(),
  address: z.string(),
  ...staffImagesMember,
  dlFrontImage: z.string().nullable(),
  dlBackImage: z.string().nullable(),
  /** Issue 12 (docs/decisions/0087): the licence's expiry and the police verification. */
  dlExpiry: z.string().nullable().optional(),
  ...staffDocumentsMember,
  ...staffTimestampsMember,
});
export type Driver = z.infer<typeof driverSchema>;

/** GET /api/driver/v1/get-all-driver-profile: the client reads `data.allDrivers`. */
export const allDriversResponseSchema = z.object({ data: z.object({ allDrivers: z.array(driverSchema) }), ...pagedMember });
export type AllDriversResponse = z.infer<typeof allDriversResponseSchema>;

/** Create and update: the original client checks `data.status === 200` on the JSON body. */
export const driverMutationResponseSchema = z.object({ status: z.literal(200), message: z.string(), data: driverSchema });
export type DriverMutationResponse = z.infer<typeof driverMutationResponseSchema>;

export const driverDeleteResponseSchema = z.object({ status: z.literal(200), message: z.string() });

/** GET /api/driver/v1/me: the logged-in driver's own profile. */
export const driverMeResponseSchema = z.object({ data: driverSchema });
