import { z } from "zod/mini";
import { HELP_FEEDBACK_LIMITS } from "../constants.js";
import { helpFeedback } from "../messages/help-feedback.js";
import { longTextMini } from "./mini-text.js";

/**
 * The parent's help and feedback forms (spec §3.9, §3.10; docs/decisions/0042): one set of rules for the
 * forms and the server, in zod's mini style because the forms are on the parent's first screen
 * (docs/decisions/0160).
 */
const h = helpFeedback.help;
const fb = helpFeedback.feedback;

/** Parent dashboard: the help form (POST /api/help/create). `kidUuid` is one of the parent's own kids. */
export const createHelpRequestSchema = z.object({
  kidUuid: z.string({ error: h.kidRequired }).check(z.trim(), z.minLength(1, { error: h.kidRequired }), z.maxLength(100, { error: h.kidRequired })),
  reason: longTextMini(h.reasonRequired, h.reasonTooLong, HELP_FEEDBACK_LIMITS.reasonMax),
});
export type CreateHelpRequest = z.input<typeof createHelpRequestSchema>;

/** Parent dashboard: the feedback form (POST /api/feedback/create). Name and mobile come from the account. */
export const createFeedbackSchema = z.object({
  feedback: longTextMini(fb.feedbackRequired, fb.feedbackTooLong, HELP_FEEDBACK_LIMITS.feedbackMax),
});
export type CreateFeedback = z.input<typeof createFeedbackSchema>;
