import { z } from "zod";
import { pagedMember } from "./list-queries.js";
import { helpStatusSchema } from "./day.js";
// The parent's two forms are written in the mini style in their own module (docs/decisions/0160).
export * from "./help-feedback-forms.js";

/**
 * Help requests (spec §3.9) and feedback (§3.10): the admin lists of spec §7 and the parents' create
 * calls added by decisions.md §3. One set of rules for the parent's forms and the server.
 * docs/decisions/0042.
 */

/**
 * A help request as GET /api/help/all lists it (spec §3.9): `uuid, createdAt, updatedAt, reason,
 * kidDetails { kidName, fatherLoginData { fatherMobile }, motherLoginData { motherMobile } }`.
 * Added: `kidDetails.uuid` and `raisedBy` (the parent who sent it). Mobiles are the parents'
 * current ones (null when the kid has no such parent or it has no mobile).
 */
export const helpRequestSchema = z.object({
  uuid: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reason: z.string(),
  kidDetails: z.object({
    uuid: z.string(),
    kidName: z.string(),
    fatherLoginData: z.object({ fatherMobile: z.string().nullable() }),
    motherLoginData: z.object({ motherMobile: z.string().nullable() }),
  }),
  raisedBy: z.object({ name: z.string(), role: z.string(), mobile: z.string().nullable() }),
  /** Added (issue 10, docs/decisions/0068): set by an admin, with a note the parent sees. */
  status: helpStatusSchema,
  statusNote: z.string().nullable(),
  statusUpdatedAt: z.string().nullable(),
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

/** GET /api/help/all → `{ data: HelpRequest[] }`, newest first (spec §7 "data list"). */
export const allHelpResponseSchema = z.object({ data: z.array(helpRequestSchema), ...pagedMember });
export type AllHelpResponse = z.infer<typeof allHelpResponseSchema>;

/** POST /api/help/create → HTTP 201 `{ message, data }`. */
export const createHelpResponseSchema = z.object({ message: z.string(), data: helpRequestSchema });
export type CreateHelpResponse = z.infer<typeof createHelpResponseSchema>;

/** A feedback as GET /api/feedback/all lists it (spec §3.10). `mobileNo` is "" when the account has none. */
export const feedbackSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  mobileNo: z.string(),
  feedback: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /api/feedback/all → `{ data: Feedback[] }`, newest first (spec §7: "Array or data array"). */
export const allFeedbackResponseSchema = z.object({ data: z.array(feedbackSchema), ...pagedMember });
export type AllFeedbackResponse = z.infer<typeof allFeedbackResponseSchema>;

/** POST /api/feedback/create → HTTP 201 `{ message, data }`. */
export const createFeedbackResponseSchema = z.object({ message: z.string(), data: feedbackSchema });
export type CreateFeedbackResponse = z.infer<typeof createFeedbackResponseSchema>;
