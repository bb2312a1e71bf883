import { z } from "zod";
import { AADHAAR_DIGITS, MIN_DRIVER_AGE_YEARS, ROLES, STAFF_PASSWORD_PATTERN } from "../constants.js";
import { ageInYears, isIsoDate, isOlderThan, todayInIndia } from "../dates.js";
import { staff } from "../messages/staff.js";
import { EMAIL_PATTERN, INDIAN_MOBILE, isMaskedAadhaar } from "../validation.js";
import { requiredText } from "./common.js";
import { imageFileField, optionalImageFileField } from "./uploads.js";

/**
 * Field rules shared by the driver and caretaker forms and calls (spec §5.9, §5.10). Each one is
 * used three ways: the web form, the server's check of a create call, and (optional) of an update.
 */
const f = staff.fields;

/** Nobody on the staff is older than this; an earlier birth date is a typing mistake. */
export const MAX_STAFF_AGE_YEARS = 100;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const ADDRESS_MAX = 500;

/** Text or number (the original client may send numbers back), trimmed text out. */
const textOrNumber = (requiredMessage: string) =>
  z.union([z.string(), z.number()], { error: requiredMessage }).transform((v) => String(v).trim());

export const staffNameField = () => requiredText(f.nameRequired, NAME_MAX);

export const staffAddressField = () => requiredText(f.addressRequired, ADDRESS_MAX);

export const staffEmailField = () =>
  z
    .string({ error: f.emailRequired })
    .trim()
    .min(1, { error: f.emailRequired })
    .max(254, { error: f.emailInvalid })
    .regex(EMAIL_PATTERN, { error: f.emailInvalid })
    .transform((v) => v.toLowerCase());

/** Spec §5.9: digits only, then 10 digits starting 6-9. */
export const staffPhoneField = (requiredMessage: string = f.phoneRequired) =>
  textOrNumber(requiredMessage).pipe(
    z
      .string()
      .min(1, { error: requiredMessage })
      .refine((v) => v === "" || /^\d+$/.test(v), { error: f.onlyNumeric })
      .refine((v) => !/^\d+$/.test(v) || INDIAN_MOBILE.test(v), { error: f.phoneRule }),
  );

/** Spec §5.9: required, a real date, not in the future, older than 18 (message per role). */
export const staffDobField = (tooYoungMessage: string) =>
  z
    .string({ error: f.dobRequired })
    .trim()
    .min(1, { error: f.dobRequired })
    .refine((v) => v === "" || isIsoDate(v), { error: f.dobInvalid })
    .refine((v) => !isIsoDate(v) || v <= todayInIndia(), { error: f.dobFuture })
    .refine((v) => !isIsoDate(v) || v > todayInIndia() || isOlderThan(v, MIN_DRIVER_AGE_YEARS), { error: tooYoungMessage })
    .refine((v) => !isIsoDate(v) || ageInYears(v) <= MAX_STAFF_AGE_YEARS, { error: f.dobTooOld });

/** Spec §5.9 / §9: at least 8 characters with lower, upper, digit and one of @$!%*?&. */
export const staffPasswordField = () =>
  z
    .string({ error: f.passwordRequired })
    .min(1, { error: f.passwordRequired })
    .max(PASSWORD_MAX, { error: f.passwordTooLong })
    .refine((v) => v === "" || v.length > PASSWORD_MAX || STAFF_PASSWORD_PATTERN.test(v), { error: f.passwordRule });

/** On edit the password is optional: blank or missing keeps the current one. */
export const staffOptionalPasswordField = () =>
  z
    .string()
    .nullish()
    .refine((v) => !v || v.length <= PASSWORD_MAX, { error: f.passwordTooLong })
    .refine((v) => !v || v.length > PASSWORD_MAX || STAFF_PASSWORD_PATTERN.test(v), { error: f.passwordRule })
    .transform((v) => (v ? v : undefined));

const stripSpaces = (v: string) => v.replace(/\s+/g, "");

/** Spec §5.10: digits only ("Aadhar number must contain only numbers.") and exactly 12. Spaces are ignored. */
export const aadhaarField = (requiredMessage: string = f.aadharRequired) =>
  textOrNumber(requiredMessage).pipe(
    z
      .string()
      .min(1, { error: requiredMessage })
      .refine((v) => v === "" || /^\d+$/.test(stripSpaces(v)), { error: f.aadharDigits })
      .refine((v) => !/^\d+$/.test(stripSpaces(v)) || stripSpaces(v).length === AADHAAR_DIGITS, { error: f.aadharLength })
      .transform(stripSpaces),
  );

/**
 * A parent's Aadhaar on create (docs/decisions/0268): missing, null or blank is "not given yet"
 * (output undefined); a number given follows every rule of `aadhaarField`, with the same texts.
 */
export const optionalAadhaarField = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? "" : String(v).trim()))
    .pipe(
      z
        .string()
        .refine((v) => v === "" || /^\d+$/.test(stripSpaces(v)), { error: f.aadharDigits })
        .refine((v) => !/^\d+$/.test(stripSpaces(v)) || stripSpaces(v).length === AADHAAR_DIGITS, { error: f.aadharLength })
        .transform((v) => (v === "" ? undefined : stripSpaces(v))),
    );

/**
 * On edit: missing, blank or the masked form the client was shown ("XXXX XXXX 1234") keeps the
 * stored number (output undefined); anything else must be a new valid number.
 */
export const aadhaarUpdateField = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? "" : String(v).trim()))
    .pipe(
      z
        .string()
        .refine((v) => v === "" || isMaskedAadhaar(v) || /^\d+$/.test(stripSpaces(v)), { error: f.aadharDigits })
        .refine((v) => v === "" || isMaskedAadhaar(v) || !/^\d+$/.test(stripSpaces(v)) || stripSpaces(v).length === AADHAAR_DIGITS, {
          error: f.aadharLength,
        })
        .transform((v) => (v === "" || isMaskedAadhaar(v) ? undefined : stripSpaces(v))),
    );

/** Makes every field of a create shape optional: what an update may leave out keeps its stored value. */
export function optionalFields<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  const out: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) out[key] = schema.optional();
  return out as { [K in keyof T]: z.ZodOptional<T[K]> };
}

/** The first message of a failed parse, for a `{ error }` answer or a toast. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? "The request is not valid.";
}

/**
 * The images every staff member uploads (photo and both sides of the Aadhaar card), with the
 * message when each is missing on create. A driver adds the licence's two sides after these.
 */
export const STAFF_IMAGE_FIELDS = {
  profilePicture: f.profilePictureRequired,
  aadharFrontImage: f.aadharFrontRequired,
  aadharBackImage: f.aadharBackRequired,
} as const;

/** The upload field names of an image map, in its order (the order the server audits them in). */
export function imageFieldNames<I extends Record<string, string>>(images: I): (keyof I & string)[] {
  return Object.keys(images) as (keyof I & string)[];
}

/**
 * The members every staff answer starts with, and the image URLs and dates it ends with. The
 * kinds keep their own fields in between, in their own order: the answer's keys are written in
 * schema order, so the shared parts are spread where each kind always had them.
 */
export const staffIdentityMember = {
  uuid: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
};

/** The photo (with its thumbnail) and the Aadhaar images: URLs, identity documents null for non-admins. */
export const staffImagesMember = {
  profilePicture: z.string().nullable(),
  profilePictureThumb: z.string().nullable(),
  aadharFrontImage: z.string().nullable(),
  aadharBackImage: z.string().nullable(),
};

export const staffTimestampsMember = {
  createdAt: z.string(),
  updatedAt: z.string(),
};

type ImageFiles<I> = { [K in keyof I]: ReturnType<typeof imageFileField> };
type OptionalImageFiles<I> = { [K in keyof I]: ReturnType<typeof optionalImageFileField> };
type WithSecretsOptional<T> = Omit<T, "password" | "aadharNo"> & {
  password: ReturnType<typeof staffOptionalPasswordField>;
  aadharNo: ReturnType<typeof aadhaarUpdateField>;
};

/** On edit the stored password and Aadhaar are never shown, so blank (or masked) keeps them. */
function withSecretsOptional<T extends Record<string, z.ZodType>>(shape: T): WithSecretsOptional<T> {
  return { ...shape, password: staffOptionalPasswordField(), aadharNo: aadhaarUpdateField() };
}

/**
 * Server: the text parts of a staff update call (multipart, or JSON). Every field may be left
 * out (kept as stored); a field that is sent follows the create rule.
 */
export function staffUpdateFieldsSchema<T extends Record<string, z.ZodType>>(textFields: T) {
  return z.object(withSecretsOptional(optionalFields(textFields)));
}

/** Web: a staff create form: the text fields, then each image as a required picked file. */
export function staffFormSchema<T extends Record<string, z.ZodType>, I extends Record<string, string>>(textFields: T, images: I) {
  const files = Object.fromEntries(Object.entries(images).map(([field, missing]) => [field, imageFileField(missing)])) as ImageFiles<I>;
  return z.object({ ...textFields, ...files, ...optionalDocumentFiles() });
}

/** Both staff forms: the police verification certificate may be added later (docs/decisions/0087). */
const optionalDocumentFiles = () => ({ policeVerificationImage: optionalImageFileField() });

/** Web: a staff edit form: same rules, password and images optional, Aadhaar may stay masked. */
export function staffEditFormSchema<T extends Record<string, z.ZodType>, I extends Record<string, string>>(textFields: T, images: I) {
  const files = Object.fromEntries(Object.keys(images).map((field) => [field, optionalImageFileField()])) as OptionalImageFiles<I>;
  return z.object({ ...withSecretsOptional(textFields), ...files, ...optionalDocumentFiles() });
}
