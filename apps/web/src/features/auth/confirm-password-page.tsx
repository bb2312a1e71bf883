import { API, confirmPasswordFormSchema, messages, type ConfirmPasswordForm } from "@app/contracts";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { dashboardPathFor } from "../session/roles";
import { useAuth } from "../session/session-context";
import { AuthCard } from "./auth-card";
import { PasswordField } from "./password-field";
import { useAccountForm } from "./use-account-form";

const t = messages.auth.confirm;
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
  const { submitting, fieldProps, submitWith } = useAccountForm(EMPTY);

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

  const submit = submitWith(
    confirmPasswordFormSchema,
    async (data) => {
      await apiFetch(API.forgotUpdatePassword, {
        method: "POST",
        body: { token, ...data },
        skipAuthRedirect: true,
      });
      toast.success(t.success);
      navigate(auth.isAuthenticated && auth.role ? dashboardPathFor(auth.role) : "/login", { replace: true });
    },
    (err) => {
      const text = err instanceof ApiError ? err.message : "";
      const known = text === messages.auth.serverErrors.invalidResetLink || (err instanceof ApiError && err.status === 429);
      toast.error(known ? text : t.failure);
    },
    (found) => {
      if (found.confirmPassword === t.mismatch) window.alert(t.mismatchAlert);
    },
  );

  return (
    <AuthCard title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t.newPasswordLabel}
            autoComplete="new-password"
            {...fieldProps("newPassword")}
          />
          <PasswordField
            label={t.confirmPasswordLabel}
            autoComplete="new-password"
            {...fieldProps("confirmPassword")}
          />
          <Button type="submit" loading={submitting}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
