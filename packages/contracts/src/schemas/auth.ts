import { z } from "zod";
import { CONFIRM_PASSWORD_MIN, RESET_PASSWORD_MIN } from "../constants.js";
import { auth } from "../messages/auth.js";
import { EMAIL_PATTERN, identifierKind } from "../validation.js";
import { requiredText } from "./common.js";

const m = auth;

// Login, the session and /api/me are written in the mini style in their own module (docs/decisions/0160).
export * from "./session.js";

/** POST /api/forgot/password/link (spec §5.2). */
export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: m.forgot.emailRequired })
    .trim()
    .min(1, { error: m.forgot.emailRequired })
    .max(254, { error: m.forgot.emailInvalid })
    .regex(EMAIL_PATTERN, { error: m.forgot.emailInvalid }),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/reset/password (spec §5.3). */
export const resetPasswordRequestSchema = z.object({
  identifier: requiredText(m.reset.identifierRequired, 254).refine((v) => identifierKind(v) !== "invalid", {
    error: m.reset.identifierInvalid,
  }),
  oldPassword: z
    .string({ error: m.reset.oldPasswordRequired })
    .min(1, { error: m.reset.oldPasswordRequired })
    .min(RESET_PASSWORD_MIN, { error: m.reset.passwordTooShort })
    .max(200),
  newPassword: z
    .string({ error: m.reset.newPasswordRequired })
    .min(1, { error: m.reset.newPasswordRequired })
    .min(RESET_PASSWORD_MIN, { error: m.reset.passwordTooShort })
    .max(200),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const confirmFields = {
  newPassword: z
    .string({ error: m.confirm.passwordRequired })
    .min(1, { error: m.confirm.passwordRequired })
    .min(CONFIRM_PASSWORD_MIN, { error: m.confirm.passwordTooShort })
    .max(200),
  confirmPassword: z.string({ error: m.confirm.passwordRequired }).min(1, { error: m.confirm.passwordRequired }).max(200),
};

/** The confirm-password form (spec §5.4): the token comes from the link, not from a field. */
export const confirmPasswordFormSchema = z
  .object(confirmFields)
  .refine((v) => v.newPassword === v.confirmPassword, { error: m.confirm.mismatch, path: ["confirmPassword"] });
export type ConfirmPasswordForm = z.infer<typeof confirmPasswordFormSchema>;

/** POST /api/forgot/update/password. */
export const confirmPasswordRequestSchema = z
  .object({
    token: z.string({ error: m.confirm.missingToken }).min(1, { error: m.confirm.missingToken }).max(500),
    ...confirmFields,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: m.confirm.mismatch, path: ["confirmPassword"] });
export type ConfirmPasswordRequest = z.infer<typeof confirmPasswordRequestSchema>;

/** The reply to forgot/password/link is the same whether or not the email exists. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
