import { z } from "zod";
import { kids } from "../messages/kids.js";
import { requiredText } from "./common.js";
import { kidEmailField, tenDigitPhoneField } from "./kids.js";
import { aadhaarUpdateField, optionalFields } from "./staff.js";

/**
 * The admin's edit of one parent's identity (docs/decisions/0223): name, login mobile and email,
 * Aadhaar. A parent linked to several kids changes here, never through one kid's form.
 */
const p = kids.parentEdit;

export const PARENT_API = {
  updateParent: (uuid: string) => `/api/v1/parents/${encodeURIComponent(uuid)}`,
} as const;
export const PARENT_API_ROUTES = {
  updateParent: "/api/v1/parents/:uuid",
} as const;

const parentIdentityFields = {
  name: requiredText(p.nameRequired, 100),
  mobile: tenDigitPhoneField(p.mobileRequired),
  email: kidEmailField(p.emailRequired),
};

/** PUT /api/v1/parents/{uuid} (JSON): a field left out keeps its value; Aadhaar blank or masked keeps the stored one. */
export const updateParentRequestSchema = z.object({ ...optionalFields(parentIdentityFields), aadhaar: aadhaarUpdateField() });
export type UpdateParentRequest = z.input<typeof updateParentRequestSchema>;

/** Web: the "Edit parent" dialog (every field shown; Aadhaar as stored, masked). */
export const parentEditFormSchema = z.object({ ...parentIdentityFields, aadhaar: aadhaarUpdateField() });
export type ParentEditForm = z.input<typeof parentEditFormSchema>;

export const parentSummarySchema = z.object({
  uuid: z.string(),
  relation: z.enum(["father", "mother"]),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Always masked ("XXXX XXXX 1234"), "" when none is stored. */
  aadhaar: z.string(),
  kids: z.array(z.object({ uuid: z.string(), kidName: z.string() })),
});
export type ParentSummary = z.infer<typeof parentSummarySchema>;
export const updateParentResponseSchema = z.object({ message: z.string(), data: parentSummarySchema });
export type UpdateParentResponse = z.infer<typeof updateParentResponseSchema>;
