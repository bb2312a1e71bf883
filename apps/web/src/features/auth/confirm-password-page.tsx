import { API, confirmPasswordFormSchema, messages, type ConfirmPasswordForm } from "@app/contracts";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { dashboardPathFor } from "../session/roles";
import { useAuth } from "../session/session-context";
import { AuthCard } from "./auth-card";
import { fieldErrors } from "./form-errors";
import { PasswordField } from "./password-field";

const t = messages.auth.confirm;
type Field = keyof ConfirmPasswordForm;
const EMPTY: ConfirmPasswordForm = { newPassword: "", confirmPassword: "" };

/**
 * Confirm Password (/confirm-password?token=…): spec §2.6, §5.4, §8. After success: /login, or the
 * user's own dashboard when logged in (docs/decisions/0004-confirm-password-redirect.md).
 */
export function ConfirmPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const auth = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<ConfirmPasswordForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <AuthCard title={t.title}>
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t.missingToken}
          </Alert>
          <Anchor component={Link} to="/forgot-password">
            {t.requestNewLink}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = confirmPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error);
      setErrors(found);
      if (found.confirmPassword === t.mismatch) window.alert(t.mismatchAlert);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiFetch(API.forgotUpdatePassword, {
        method: "POST",
        body: { token, ...parsed.data },
        skipAuthRedirect: true,
      });
      toast.success(t.success);
      navigate(auth.isAuthenticated && auth.role ? dashboardPathFor(auth.role) : "/login", { replace: true });
    } catch (err) {
      const text = err instanceof ApiError ? err.message : "";
      const known = text === messages.auth.serverErrors.invalidResetLink || (err instanceof ApiError && err.status === 429);
      toast.error(known ? text : t.failure);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t.newPasswordLabel}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => change("newPassword", e.currentTarget.value)}
            error={errors.newPassword}
            withAsterisk
          />
          <PasswordField
            label={t.confirmPasswordLabel}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => change("confirmPassword", e.currentTarget.value)}
            error={errors.confirmPassword}
            withAsterisk
          />
          <Button type="submit" loading={submitting}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
