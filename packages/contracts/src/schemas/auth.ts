import { z } from "zod";
import { CONFIRM_PASSWORD_MIN, RESET_PASSWORD_MIN, ROLES } from "../constants.js";
import { auth } from "../messages/auth.js";
import { EMAIL_PATTERN, identifierKind } from "../validation.js";
import { requiredText } from "./common.js";
import { languageSchema } from "./language.js";

const m = auth;

/** POST /api/login (spec §5.1). */
export const loginRequestSchema = z.object({
  identifier: requiredText(m.login.identifierRequired, 254),
  password: z.string({ error: m.login.passwordRequired }).min(1, { error: m.login.passwordRequired }).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);

export const kidSummarySchema = z.object({ uuid: z.string(), kidName: z.string() });

export const sessionUserSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  role: roleSchema,
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  kidName: z.string().nullable(),
  kidUuid: z.string().nullable(),
  kids: z.array(kidSummarySchema),
  /** Added (issue 11): the account's language, null until chosen; the web app adopts it at login. */
  language: languageSchema.nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Spec §3.2: token, role, user, name (and error only on failure). */
export const loginResponseSchema = z.object({
  token: z.string(),
  role: roleSchema,
  user: sessionUserSchema,
  name: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });

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
