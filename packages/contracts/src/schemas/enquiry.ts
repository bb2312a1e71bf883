import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { ENQUIRY_STATUSES } from "../constants.js";
import { ageInYears, isIsoDate, todayInIndia } from "../dates.js";
import { common } from "../messages/common.js";
import { enquiries } from "../messages/enquiries.js";
import { kids } from "../messages/kids.js";
import { publicSite } from "../messages/public-site.js";
import { staff } from "../messages/staff.js";
import { EMAIL_PATTERN, INDIAN_MOBILE } from "../validation.js";
import { requiredText } from "./common.js";

const m = publicSite.enquiry;

/**
 * The office forms' rules and texts, applied to the public form and its call too (docs/decisions/0245):
 * names in letters (any script) and spaces, mobiles of 10 digits starting 6–9, a real calendar date.
 */
const NAME_LETTERS = /^[\p{L}\p{M} ]+$/u;
const nameField = (requiredMessage: string) =>
  requiredText(requiredMessage, 100)
    .refine((v) => v === "" || NAME_LETTERS.test(v), { error: kids.fields.kidNameLetters })
    .transform((v) => v.replace(/ {2,}/g, " "));
/** Digits only ("Only numeric values are allowed."), then 10 digits starting 6–9, as the staff forms say. */
const mobileRules = (requiredMessage: string) =>
  z
    .string()
    .min(1, { error: requiredMessage })
    .refine((v) => v === "" || /^\d+$/.test(v), { error: staff.fields.onlyNumeric })
    .refine((v) => !/^\d+$/.test(v) || INDIAN_MOBILE.test(v), { error: staff.fields.phoneRule });

const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .regex(EMAIL_PATTERN, { error: m.emailInvalid });

/** An enquiry is for a child: a birth date further back than this is a typing mistake (e.g. year 0201). */
const MAX_ENQUIRY_KID_AGE = 30;
/** Bounds of the activity list, the same on the form and on the call, so a form that passes is never refused. */
const ACTIVITY_TEXT_MAX = 300;
const ACTIVITY_ITEM_MAX = 100;
const ACTIVITY_COUNT_MAX = 20;

/** "swimming, music ,," → ["swimming", "music"]. */
export function splitActivities(text: string | undefined | null): string[] {
  return (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function activitiesFit(text: string): boolean {
  const items = splitActivities(text);
  return items.length <= ACTIVITY_COUNT_MAX && items.every((s) => s.length <= ACTIVITY_ITEM_MAX);
}

/** The public enquiry form (spec §2.18, §5.5): what the visitor types. */
export const enquiryFormSchema = z.object({
  guardianName: nameField(m.guardianNameRequired),
  kidName: nameField(m.kidNameRequired),
  dateOfBirth: z
    .string({ error: m.dobRequired })
    .trim()
    .min(1, { error: m.dobRequired })
    .refine((v) => v === "" || isIsoDate(v), { error: kids.fields.dobInvalid })
    .refine((v) => !isIsoDate(v) || v <= todayInIndia(), { error: m.dobFuture })
    .refine((v) => !isIsoDate(v) || v > todayInIndia() || ageInYears(v) <= MAX_ENQUIRY_KID_AGE, { error: m.dobTooOld }),
  phone: z.string({ error: m.phoneRequired }).trim().pipe(mobileRules(m.phoneRequired)),
  pickupLocation: requiredText(m.pickupRequired, 300),
  dropLocation: requiredText(m.dropRequired, 300),
  email: emailField,
  activity: z
    .string()
    .trim()
    .max(ACTIVITY_TEXT_MAX, { error: m.activityTooLong })
    .refine(activitiesFit, { error: m.activityTooLong })
    .optional()
    .default(""),
});
export type EnquiryForm = z.input<typeof enquiryFormSchema>;

const phoneNumberField = z
  .union([z.string(), z.number()], { error: m.phoneRequired })
  .transform((v) => String(v).trim())
  .pipe(mobileRules(m.phoneRequired));

/**
 * POST /api/enquiry/v1/create-enquiry (spec §7). The original client sends ageOfKid and a numeric
 * phoneNumber and no locations; this rebuild's client also sends the locations and birth date.
 */
export const createEnquiryRequestSchema = z.object({
  nameOfEnquiry: nameField(m.guardianNameRequired),
  nameOfKid: nameField(m.kidNameRequired),
  ageOfKid: z.coerce
    .number({ error: m.dobRequired })
    .int({ error: m.dobRequired })
    .min(0, { error: m.dobFuture })
    .max(MAX_ENQUIRY_KID_AGE, { error: m.dobTooOld }),
  phoneNumber: phoneNumberField,
  email: emailField,
  activity: z
    .union([z.array(z.string().trim()), z.string().max(ACTIVITY_TEXT_MAX, { error: m.activityTooLong })], {
      error: m.activityTooLong,
    })
    .optional()
    .transform((v) => (Array.isArray(v) ? v.filter((s) => s.length > 0) : splitActivities(v)))
    .pipe(
      z
        .array(z.string().max(ACTIVITY_ITEM_MAX, { error: m.activityTooLong }))
        .max(ACTIVITY_COUNT_MAX, { error: m.activityTooLong }),
    ),
  pickupLocation: z.string().trim().max(300).optional(),
  dropLocation: z.string().trim().max(300).optional(),
  dateOfBirth: z
    .string()
    .trim()
    .refine(isIsoDate, { error: kids.fields.dobInvalid })
    .refine((v) => !isIsoDate(v) || v <= todayInIndia(), { error: m.dobFuture })
    .refine((v) => !isIsoDate(v) || v > todayInIndia() || ageInYears(v) <= MAX_ENQUIRY_KID_AGE, { error: m.dobTooOld })
    .optional(),
});
export type CreateEnquiryRequest = z.input<typeof createEnquiryRequestSchema>;

/** Builds the call's payload from the public form. */
export function enquiryFormToRequest(form: z.output<typeof enquiryFormSchema>): CreateEnquiryRequest {
  return {
    nameOfEnquiry: form.guardianName,
    nameOfKid: form.kidName,
    ageOfKid: Math.max(0, ageInYears(form.dateOfBirth)),
    phoneNumber: form.phone,
    email: form.email,
    activity: splitActivities(form.activity),
    pickupLocation: form.pickupLocation,
    dropLocation: form.dropLocation,
    dateOfBirth: form.dateOfBirth,
  };
}

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES);

export const enquirySchema = z.object({
  uuid: z.string(),
  nameOfEnquiry: z.string(),
  nameOfKid: z.string(),
  ageOfKid: z.number(),
  phoneNumber: z.string(),
  email: z.string(),
  activity: z.array(z.string()),
  pickupLocation: z.string().nullable(),
  dropLocation: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  status: enquiryStatusSchema.nullable(),
  reason: z.string().nullable(),
  /** The kid profile made from this enquiry once won (docs/decisions/0085); null until then. */
  kidUuid: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const createEnquiryResponseSchema = z.object({ message: z.string(), data: enquirySchema });

/** Statuses that need a reason (spec §4: the reason input appears for lost and follow-up). */
export const ENQUIRY_REASON_STATUSES = ["lost", "follow-up"] as const satisfies readonly EnquiryStatusValue[];
type EnquiryStatusValue = (typeof ENQUIRY_STATUSES)[number];

export function statusNeedsReason(status: string | null | undefined): boolean {
  return (ENQUIRY_REASON_STATUSES as readonly string[]).includes(status ?? "");
}

/**
 * Spec §4: "Choosing anything other than lost clears the reason text." The editor calls this when
 * the status changes: switching to lost keeps what was typed, any other choice empties the box
 * (so follow-up starts with an empty reason that must be filled before saving).
 */
export function reasonAfterStatusChange(currentReason: string, newStatus: string): string {
  return newStatus === "lost" ? currentReason : "";
}

export const ENQUIRY_REASON_MAX = 500;

/**
 * PUT /api/enquiry/v1/update-enquiry/{uuid} (JSON: status, reason) and the inline editor (spec §5.7).
 * A reason is required (non-blank) for lost and follow-up; for contacted and won it is cleared.
 */
export const updateEnquiryRequestSchema = z
  .object({
    status: z
      .string({ error: enquiries.statusRequired })
      .trim()
      .min(1, { error: enquiries.statusRequired })
      .pipe(z.enum(ENQUIRY_STATUSES, { error: enquiries.statusInvalid })),
    reason: z
      .string({ error: enquiries.reasonRequired })
      .max(ENQUIRY_REASON_MAX, { error: common.tooLong(ENQUIRY_REASON_MAX) })
      .nullish(),
  })
  .refine((v) => !statusNeedsReason(v.status) || (v.reason ?? "").trim().length > 0, {
    error: enquiries.reasonRequired,
    path: ["reason"],
  })
  .transform((v) => ({ status: v.status, reason: statusNeedsReason(v.status) ? (v.reason ?? "").trim() : null }));
export type UpdateEnquiryRequest = z.input<typeof updateEnquiryRequestSchema>;

/** GET /api/enquiry/v1/get-all-enquiries: the original client reads `data.data` (axios), i.e. `{ data: [...] }`. */
export const allEnquiriesResponseSchema = z.object({ data: z.array(enquirySchema), ...pagedMember });
export type AllEnquiriesResponse = z.infer<typeof allEnquiriesResponseSchema>;

export const updateEnquiryResponseSchema = z.object({ message: z.string(), data: enquirySchema });
