import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { BLOOD_GROUPS, GENDERS, KID_STATUSES, MIN_KID_AGE_YEARS } from "../constants.js";
import { courseDurationMinutes, formatCourseDuration, normaliseCourseTime, parseCourseTime } from "../course-time.js";
import { ageInYears, isIsoDate, todayInIndia } from "../dates.js";
import { kids } from "../messages/kids.js";
import { EMAIL_PATTERN } from "../validation.js";
import { errorResponseSchema, requiredText } from "./common.js";
import { aadhaarUpdateField, optionalAadhaarField, optionalFields } from "./staff.js";
import { imageFileField, optionalImageFileField } from "./uploads.js";
import { KID_IMAGE_FIELDS, type KidImageField } from "./kid-multipart.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./kid-multipart.js";

/**
 * Kid profiles (spec §3.3, §5.6, §7 Kid profiles). One set of rules for the web forms and the
 * server: the form schemas below and the server's multipart schemas are built from the same field
 * schemas, in form order, so the first error reported is the first wrong field.
 */
const k = kids.fields;

export const KID_NAME_MAX = 100;
/** A birth date more than this many years ago is a typing mistake (a kid, not an adult). */
export const MAX_KID_AGE_YEARS = 25;
/** At least one institute per kid (the service carries kids between home and an institute). */
export const MIN_INSTITUTES = 1;
export const MAX_INSTITUTES = 10;
/** `role` of a kid profile (spec §3.3 lists `role` among the profile's fields). */
export const KID_ROLE = "kid" as const;

/** Letters of any script (with their combining marks, for Telugu and Hindi names) and spaces. */
const KID_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

/** Text or number (the original client may send numbers), trimmed text out. */
const textOrNumber = (requiredMessage: string) =>
  z.union([z.string(), z.number()], { error: requiredMessage }).transform((v) => String(v).trim());

const requiredChoice = <T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: string,
  invalidMessage: string,
  normalise: (v: string) => string,
) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .transform(normalise)
    .pipe(z.enum(values, { error: invalidMessage }));

const lower = (v: string) => v.toLowerCase();
const upper = (v: string) => v.toUpperCase();

/** Spec §5.6: required; letters and spaces only. Runs of spaces become one. */
export const kidNameField = () =>
  z
    .string({ error: k.kidNameRequired })
    .trim()
    .min(1, { error: k.kidNameRequired })
    .refine((v) => v === "" || KID_NAME_PATTERN.test(v), { error: k.kidNameLetters })
    .refine((v) => v.length <= KID_NAME_MAX, { error: k.kidNameTooLong })
    .transform((v) => v.replace(/ {2,}/g, " "));

/** Spec §5.6: required, not in the future, at least 4 years old (the 4th birthday is today or behind). */
export const kidDobField = () =>
  z
    .string({ error: k.dobRequired })
    .trim()
    .min(1, { error: k.dobRequired })
    .refine((v) => v === "" || isIsoDate(v), { error: k.dobInvalid })
    .refine((v) => !isIsoDate(v) || v <= todayInIndia(), { error: k.dobFuture })
    .refine((v) => !isIsoDate(v) || v > todayInIndia() || ageInYears(v) >= MIN_KID_AGE_YEARS, { error: k.dobTooYoung })
    .refine((v) => !isIsoDate(v) || ageInYears(v) <= MAX_KID_AGE_YEARS, { error: k.dobTooOld });

export const joiningDateField = () =>
  z
    .string({ error: k.joiningDateRequired })
    .trim()
    .min(1, { error: k.joiningDateRequired })
    .refine((v) => v === "" || isIsoDate(v), { error: k.joiningDateInvalid });

/** Exactly 10 digits (spec §5.6, §9); spaces and dashes typed in between are ignored. */
export const tenDigitPhoneField = (requiredMessage: string) =>
  textOrNumber(requiredMessage).pipe(
    z
      .string()
      .min(1, { error: requiredMessage })
      .transform((v) => v.replace(/[\s-]+/g, ""))
      .refine((v) => v === "" || /^\d{10}$/.test(v), { error: k.phoneExactly10 }),
  );

export const kidEmailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine((v) => v === "" || (v.length <= 254 && EMAIL_PATTERN.test(v)), { error: k.emailInvalid })
    .transform(lower);

const courseTimeField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine((v) => v === "" || parseCourseTime(v) !== null, { error: k.timeInvalid })
    .transform((v) => normaliseCourseTime(v) ?? v);

/** Reads a part of a multipart form that holds JSON (parentsDetails, home_address, institution_details). */
const parseJsonText = (v: unknown) => {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** A JSON part of the multipart form: a JSON text (original client) or the object itself (JSON body). */
export const jsonPart = <S extends z.ZodType>(schema: S) => z.preprocess(parseJsonText, schema);
/** The same on update: missing, blank or `null` means "not sent, keep what is stored". */
export const optionalJsonPart = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === "" || v === null || v === "null" ? undefined : parseJsonText(v)), schema.optional());

// ---------------------------------------------------------------------------------------------
// Field shapes (the original client's names, docs/decisions/0020)
// ---------------------------------------------------------------------------------------------

/** The kid's own text fields, in form order. */
export const kidTextFields = {
  kidName: kidNameField(),
  gender: requiredChoice(GENDERS, k.genderRequired, k.genderInvalid, lower),
  kidsDateOfBirth: kidDobField(),
  bloodGroup: requiredChoice(BLOOD_GROUPS, k.bloodGroupRequired, k.bloodGroupInvalid, upper),
  status: requiredChoice(KID_STATUSES, k.statusRequired, k.statusInvalid, lower),
  joiningDate: joiningDateField(),
};

/**
 * parentsDetails (docs/decisions/0020): father block, then mother block. Emails are stored lower-cased. A
 * parent's Aadhaar number may be left blank and added later (docs/decisions/0268).
 */
export const parentsDetailsFields = {
  fatherName: requiredText(k.fatherNameRequired, 100),
  fatherMobile: tenDigitPhoneField(k.fatherMobileRequired),
  fatherEmail: kidEmailField(k.fatherEmailRequired),
  fatherCompany: requiredText(k.fatherCompanyRequired, 200),
  fatherOccupation: requiredText(k.fatherOccupationRequired, 200),
  father_aadhar_no: optionalAadhaarField(),
  motherName: requiredText(k.motherNameRequired, 100),
  motherMobile: tenDigitPhoneField(k.motherMobileRequired),
  motherEmail: kidEmailField(k.motherEmailRequired),
  motherCompany: requiredText(k.motherCompanyRequired, 200),
  motherOccupation: requiredText(k.motherOccupationRequired, 200),
  mother_aadhar_no: optionalAadhaarField(),
};

/** home_address (spec §3.3). The zip code is an Indian PIN code: 6 digits. */
export const homeAddressFields = {
  address1: requiredText(k.address1Required, 500),
  city: requiredText(k.cityRequired, 100),
  state: requiredText(k.stateRequired, 100),
  zipCode: textOrNumber(k.zipCodeRequired).pipe(
    z
      .string()
      .min(1, { error: k.zipCodeRequired })
      .transform((v) => v.replace(/\s+/g, ""))
      .refine((v) => v === "" || /^\d{6}$/.test(v), { error: k.zipCodeInvalid }),
  ),
};

/**
 * One institute card (spec §3.3 institution_details item, §5.6). `course_duration` is never read
 * from the client: it is derived from the two session times.
 */
export const institutionFields = {
  name: requiredText(k.instituteNameRequired, 200),
  coach_name: requiredText(k.coachNameRequired, 100),
  phone_no: tenDigitPhoneField(k.institutePhoneRequired),
  email: kidEmailField(k.instituteEmailRequired),
  course_name: requiredText(k.courseNameRequired, 200),
  courseId: textOrNumber(k.courseIdRequired).pipe(
    z.string().min(1, { error: k.courseIdRequired }).max(50, { error: k.nameTooLong(50) }),
  ),
  course_start_time: courseTimeField(k.startTimeRequired),
  course_end_time: courseTimeField(k.endTimeRequired),
  inst_address: requiredText(k.instituteAddressRequired, 500),
};

// ---------------------------------------------------------------------------------------------
// Composite schemas
// ---------------------------------------------------------------------------------------------

type ParentContacts = { fatherMobile?: string; motherMobile?: string; fatherEmail?: string; motherEmail?: string };

/** The two parents are two accounts: their mobiles and emails must differ. */
function distinctParents<S extends z.ZodType<ParentContacts>>(schema: S) {
  return schema
    .refine((v) => !v.fatherMobile || v.fatherMobile !== v.motherMobile, { error: k.sameParentMobile, path: ["motherMobile"] })
    .refine((v) => !v.fatherEmail || v.fatherEmail !== v.motherEmail, { error: k.sameParentEmail, path: ["motherEmail"] });
}

/** father or mother (the same pair as desk.ts's PARENT_RELATIONS, kept here so this file needs no import of the desk's). */
type ParentRelation = "father" | "mother";
const RELATIONS: readonly ParentRelation[] = ["father", "mother"];

/** The text fields of one parent's section of parentsDetails, in form order. */
export const PARENT_SECTION_KEYS = {
  father: ["fatherName", "fatherMobile", "fatherEmail", "fatherCompany", "fatherOccupation", "father_aadhar_no"],
  mother: ["motherName", "motherMobile", "motherEmail", "motherCompany", "motherOccupation", "mother_aadhar_no"],
} as const satisfies Record<ParentRelation, readonly (keyof typeof parentsDetailsFields)[]>;

const isBlankValue = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * True when parentsDetails says anything about this parent: one of the section's fields is filled.
 * A section left wholly blank (or out) is a parent the family does not register (docs/decisions/0244).
 */
export function parentGiven(details: unknown, relation: ParentRelation): boolean {
  if (!details || typeof details !== "object") return false;
  const d = details as Record<string, unknown>;
  return PARENT_SECTION_KEYS[relation].some((key) => !isBlankValue(d[key]));
}

/** The parents parentsDetails gives, father first. */
export function givenParents(details: unknown): ParentRelation[] {
  return RELATIONS.filter((r) => parentGiven(details, r));
}

type ParentsShape = Record<string, z.ZodType>;
const sectionShape = (shape: ParentsShape, relation: ParentRelation): ParentsShape =>
  Object.fromEntries(Object.entries(shape).filter(([key]) => (PARENT_SECTION_KEYS[relation] as readonly string[]).includes(key)));

/**
 * parentsDetails with each parent's section optional as a whole (docs/decisions/0244): a section with
 * any field filled follows every rule of its fields; a blank one is left out of the output. With
 * `atLeastOne` (create and the forms) a parentsDetails naming neither parent is refused with
 * `oneParentRequired`, shown on the father's name. Issues keep their field paths, so the form shows
 * each on its input and the server answers the first.
 */
function parentSections<S extends ParentsShape>(shape: S, atLeastOne: boolean) {
  const full = distinctParents(z.object(shape) as unknown as z.ZodType<ParentContacts>);
  const only = { father: z.object(sectionShape(shape, "father")), mother: z.object(sectionShape(shape, "mother")) };
  type Out = Partial<{ [K in keyof S]: z.output<S[K]> }>;
  return z
    .record(z.string(), z.unknown(), { error: k.parentsDetailsRequired })
    .transform((v, ctx): Out => {
      const given = givenParents(v);
      if (given.length === 0) {
        if (atLeastOne) ctx.addIssue({ code: "custom", message: k.oneParentRequired, path: ["fatherName"] });
        return {} as Out;
      }
      const result = (given.length === 2 ? full : only[given[0]!]).safeParse(v);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
        return {} as Out;
      }
      return result.data as Out;
    });
}
/** What parentsDetails holds in the forms: every field as typed. */
type ParentsDetailsInput = { [K in keyof typeof parentsDetailsFields]?: string | number | null };
const typedInput = <T extends z.ZodType>(schema: T) => schema as unknown as z.ZodType<z.output<T>, ParentsDetailsInput>;

/** parentsDetails of the create call and form: at least one parent; a parent given needs every field. */
export const parentsDetailsSchema = typedInput(parentSections(parentsDetailsFields, true));
/** parentsDetails of the edit form: every field shown; an Aadhaar left masked ("XXXX XXXX 1234") or blank keeps the stored one. */
export const parentsDetailsEditSchema = typedInput(
  parentSections({ ...parentsDetailsFields, father_aadhar_no: aadhaarUpdateField(), mother_aadhar_no: aadhaarUpdateField() }, true),
);
/**
 * parentsDetails of the update call: a field left out keeps its value (Aadhaar: also blank or
 * masked); a parent's section left wholly blank changes nothing of that parent.
 */
export const parentsDetailsUpdateSchema = typedInput(
  parentSections(
    { ...optionalFields(parentsDetailsFields), father_aadhar_no: aadhaarUpdateField(), mother_aadhar_no: aadhaarUpdateField() },
    false,
  ),
);

export const homeAddressSchema = z.object(homeAddressFields, { error: k.homeAddressRequired });
export const homeAddressUpdateSchema = z.object(optionalFields(homeAddressFields), { error: k.homeAddressRequired });

/**
 * One institute: the add-institute card of the form, and each item the server accepts. The output
 * carries the derived `course_duration` ("1h 30m") and `course_duration_minutes` (90).
 */
export const institutionSchema = z
  .object(institutionFields, { error: k.institutesRequired })
  .refine((v) => !v.course_start_time || !v.course_end_time || courseDurationMinutes(v.course_start_time, v.course_end_time) !== 0, {
    error: k.sameStartEnd,
    path: ["course_end_time"],
  })
  .transform((v) => {
    const minutes = courseDurationMinutes(v.course_start_time, v.course_end_time) ?? 0;
    return { ...v, course_duration_minutes: minutes, course_duration: formatCourseDuration(minutes) };
  });
export type InstitutionForm = z.input<typeof institutionSchema>;
export type Institution = z.output<typeof institutionSchema>;

/** institution_details: at least one institute, at most ten. On update the list sent replaces the stored one. */
export const institutionListSchema = z
  .array(institutionSchema, { error: k.institutesRequired })
  .min(MIN_INSTITUTES, { error: k.institutesRequired })
  .max(MAX_INSTITUTES, { error: k.institutesTooMany });

const joiningNotBeforeDob = (v: { kidsDateOfBirth?: string; joiningDate?: string }) =>
  !v.kidsDateOfBirth || !v.joiningDate || !isIsoDate(v.kidsDateOfBirth) || !isIsoDate(v.joiningDate) || v.joiningDate >= v.kidsDateOfBirth;
const joiningRule = { error: k.joiningDateBeforeDob, path: ["joiningDate"] };

// ---------------------------------------------------------------------------------------------
// Files of the multipart calls
// ---------------------------------------------------------------------------------------------


// ---------------------------------------------------------------------------------------------
// Server: the text parts of the calls
// ---------------------------------------------------------------------------------------------

/**
 * `linkExistingParents` of create and update (docs/decisions/0223): true after the admin has said
 * yes to linking parents who already have accounts. JSON sends a boolean; multipart "true"/"false".
 * Left out (or blank) means no.
 */
export const linkExistingParentsField = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : v === "true" ? true : v === "false" ? false : v),
    z.boolean({ error: kids.errors.linkExistingParentsInvalid }).optional(),
  );

/** POST /api/userProfile/v1/create-user-profile (multipart): every text part; the JSON parts as JSON text. */
export const createKidFieldsSchema = z
  .object({
    ...kidTextFields,
    parentsDetails: jsonPart(parentsDetailsSchema),
    home_address: jsonPart(homeAddressSchema),
    institution_details: jsonPart(institutionListSchema),
    linkExistingParents: linkExistingParentsField(),
  })
  .refine(joiningNotBeforeDob, joiningRule);
export type CreateKidFields = z.output<typeof createKidFieldsSchema>;

/**
 * PUT /api/userProfile/v1/update-user/{uuid} (multipart, or JSON without images). A field left out
 * keeps its value; a field sent follows the create rule. `status` missing or blank keeps the stored
 * one (the original edit screen has no status selector). parentsDetails and home_address may be
 * partial; institution_details, when sent, replaces every institute. Unknown parts (uuid, role,
 * image URLs sent back) are ignored.
 */
export const updateKidFieldsSchema = z
  .object({
    ...optionalFields(kidTextFields),
    status: z.preprocess((v) => (v === "" || v === null ? undefined : v), kidTextFields.status.optional()),
    parentsDetails: optionalJsonPart(parentsDetailsUpdateSchema),
    home_address: optionalJsonPart(homeAddressUpdateSchema),
    institution_details: optionalJsonPart(institutionListSchema),
    linkExistingParents: linkExistingParentsField(),
  })
  .refine(joiningNotBeforeDob, joiningRule);
export type UpdateKidFields = z.output<typeof updateKidFieldsSchema>;

// ---------------------------------------------------------------------------------------------
// Web: the forms
// ---------------------------------------------------------------------------------------------

/**
 * The images a create call must carry for these parentsDetails (docs/decisions/0244): the kid's photo
 * and the portrait of each parent given. Aadhaar card images are optional; an absent parent has none.
 */
export function requiredKidImages(parentsDetails: unknown): KidImageField[] {
  const given = givenParents(parentsDetails);
  return ["kidsImage", ...given.map((r) => (r === "father" ? "fatherImage" : "motherImage") as KidImageField)];
}

/**
 * Adds the portrait rule to the create form: each parent given needs a portrait. It reads the form's
 * values as typed, so it also speaks while other fields are wrong (zod skips an object's refinements
 * once a field has failed its type, e.g. the kid's photo not yet picked).
 */
function withPortraitsOfGivenParents<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((raw, ctx): z.output<S> => {
    const result = schema.safeParse(raw);
    const issues: { message: string; path: PropertyKey[] }[] = result.success ? [] : result.error.issues.map((i) => ({ message: i.message, path: i.path }));
    const values = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    for (const field of requiredKidImages(values.parentsDetails)) {
      if (field === "kidsImage") continue;
      const file = values[field] as { size?: number } | null | undefined;
      if (!file || !file.size) issues.push({ message: KID_IMAGE_FIELDS[field], path: [field] });
    }
    for (const issue of issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return (result.success ? result.data : {}) as z.output<S>;
  }) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}

/**
 * Web: the create form (docs/decisions/0020, 0244): every field of the kid; at least one parent, each parent given
 * complete with a portrait; Aadhaar card images optional (docs/decisions/0244).
 */
export const kidFormSchema = withPortraitsOfGivenParents(
  z
    .object({
      ...kidTextFields,
      kidsImage: imageFileField(KID_IMAGE_FIELDS.kidsImage),
      parentsDetails: parentsDetailsSchema,
      father_aadhar_front_image: optionalImageFileField(),
      father_aadhar_back_image: optionalImageFileField(),
      fatherImage: optionalImageFileField(),
      mother_aadhar_front_image: optionalImageFileField(),
      mother_aadhar_back_image: optionalImageFileField(),
      motherImage: optionalImageFileField(),
      home_address: homeAddressSchema,
      institution_details: institutionListSchema,
    })
    .refine(joiningNotBeforeDob, joiningRule),
);
export type KidForm = z.input<typeof kidFormSchema>;
export type KidFormOutput = z.output<typeof kidFormSchema>;

/** Web: the edit form: every field and every institute; status kept when left out; images and masked Aadhaar optional. */
export const kidEditFormSchema = z
  .object({
    ...kidTextFields,
    status: kidTextFields.status.optional(),
    kidsImage: optionalImageFileField(),
    parentsDetails: parentsDetailsEditSchema,
    father_aadhar_front_image: optionalImageFileField(),
    father_aadhar_back_image: optionalImageFileField(),
    fatherImage: optionalImageFileField(),
    mother_aadhar_front_image: optionalImageFileField(),
    mother_aadhar_back_image: optionalImageFileField(),
    motherImage: optionalImageFileField(),
    home_address: homeAddressSchema,
    institution_details: institutionListSchema,
  })
  .refine(joiningNotBeforeDob, joiningRule);
export type KidEditForm = z.input<typeof kidEditFormSchema>;
export type KidEditFormOutput = z.output<typeof kidEditFormSchema>;

/** What a create or update call carries besides the files (form output, or a hand-made request). */
export interface KidRequestFields {
  kidName?: string;
  gender?: string;
  kidsDateOfBirth?: string;
  bloodGroup?: string;
  status?: string;
  joiningDate?: string;
  parentsDetails?: Record<string, unknown>;
  home_address?: Record<string, unknown>;
  institution_details?: readonly Record<string, unknown>[];
  /** Sent as "true" after the admin agreed to link parents who already have accounts (0223). */
  linkExistingParents?: boolean;
}


// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export const institutionDetailsSchema = z.object({
  name: z.string(),
  coach_name: z.string(),
  phone_no: z.string(),
  email: z.string(),
  inst_address: z.string(),
  /** "HH:mm", 24-hour. */
  course_start_time: z.string(),
  course_end_time: z.string(),
  course_name: z.string(),
  courseId: z.string(),
  /** Derived by the server: "Xh Ym". */
  course_duration: z.string(),
  course_duration_minutes: z.number(),
});
export type InstitutionDetails = z.infer<typeof institutionDetailsSchema>;

/**
 * parentsDetails as answered. Aadhaar numbers are always masked ("XXXX XXXX 1234"); the Aadhaar
 * image URLs are filled only for admins (null for a parent); the portraits for admins and the kid's
 * own parents.
 */
export const parentsDetailsViewSchema = z.object({
  fatherName: z.string(),
  fatherMobile: z.string(),
  fatherEmail: z.string(),
  fatherCompany: z.string(),
  fatherOccupation: z.string(),
  father_aadhar_no: z.string(),
  father_aadhar_front_image: z.string().nullable(),
  father_aadhar_back_image: z.string().nullable(),
  fatherImage: z.string().nullable(),
  motherName: z.string(),
  motherMobile: z.string(),
  motherEmail: z.string(),
  motherCompany: z.string(),
  motherOccupation: z.string(),
  mother_aadhar_no: z.string(),
  mother_aadhar_front_image: z.string().nullable(),
  mother_aadhar_back_image: z.string().nullable(),
  motherImage: z.string().nullable(),
});
export type ParentsDetailsView = z.infer<typeof parentsDetailsViewSchema>;

export const homeAddressViewSchema = z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() });

/**
 * The full kid profile (spec §3.3), answered by get-single-user-profile, create and update.
 * `parentsDetails` is null for a viewer who may not see the parents' data (drivers and caretakers
 * of the kid's route, once routes exist).
 */
export const kidProfileSchema = z.object({
  uuid: z.string(),
  role: z.literal(KID_ROLE),
  kidName: z.string(),
  gender: z.string(),
  kidsDateOfBirth: z.string(),
  age: z.number(),
  bloodGroup: z.string(),
  status: z.string(),
  joiningDate: z.string(),
  kidsImage: z.string().nullable(),
  kidsImageThumb: z.string().nullable(),
  parentsDetails: parentsDetailsViewSchema.nullable(),
  /** Admins only: the parents' account ids and how many kids each is linked to (the "Edit parent" dialog, 0223). */
  parentLinks: z.array(z.object({ relation: z.enum(["father", "mother"]), uuid: z.string(), kidCount: z.number() })).optional(),
  home_address: homeAddressViewSchema,
  institution_details: z.array(institutionDetailsSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KidProfile = z.infer<typeof kidProfileSchema>;

/** One row of the Kid Details table (spec §2.8): only what the table shows, plus the photo thumbnail. */
export const kidListItemSchema = z.object({
  uuid: z.string(),
  kidName: z.string(),
  kidsDateOfBirth: z.string(),
  age: z.number(),
  gender: z.string(),
  bloodGroup: z.string(),
  status: z.string(),
  kidsImageThumb: z.string().nullable(),
});
export type KidListItem = z.infer<typeof kidListItemSchema>;

/** GET /api/userProfile/v1/get-all-users: the client reads `data.data.allUserProfiles` (axios). */
export const allKidProfilesResponseSchema = z.object({ data: z.object({ allUserProfiles: z.array(kidListItemSchema) }), ...pagedMember });
export type AllKidProfilesResponse = z.infer<typeof allKidProfilesResponseSchema>;

/** GET /api/userProfile/v1/get-single-user-profile/{uuid}: the profile under `data`. */
export const kidProfileResponseSchema = z.object({ data: kidProfileSchema });
export type KidProfileResponse = z.infer<typeof kidProfileResponseSchema>;

/** A parent account the create call used: a new one (invited by email) or an existing one (a sibling's). */
export const parentAccountLinkSchema = z.object({ uuid: z.string(), isNew: z.boolean() });

/** POST create-user-profile → HTTP 201. */
export const createKidResponseSchema = z.object({
  message: z.string(),
  data: kidProfileSchema,
  /** null for a parent the form left out: a single-parent family (docs/decisions/0244). */
  parentAccounts: z.object({ father: parentAccountLinkSchema.nullable(), mother: parentAccountLinkSchema.nullable() }),
});
export type CreateKidResponse = z.infer<typeof createKidResponseSchema>;

/** PUT update-user/{uuid} → HTTP 200 (spec §7: success is status 200). */
export const updateKidResponseSchema = z.object({ message: z.string(), data: kidProfileSchema });
export type UpdateKidResponse = z.infer<typeof updateKidResponseSchema>;

/** A parent the create/update form named who already has an account (409, docs/decisions/0223). */
export const existingParentSchema = z.object({
  relation: z.enum(["father", "mother"]),
  name: z.string(),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  kidCount: z.number(),
});
export type ExistingParent = z.infer<typeof existingParentSchema>;
/** 409 of create/update: `{ error }` as everywhere; `existingParents` when the form named existing parents. */
export const kidConflictResponseSchema = errorResponseSchema.extend({ existingParents: z.array(existingParentSchema).optional() });
export type KidConflictResponse = z.infer<typeof kidConflictResponseSchema>;
