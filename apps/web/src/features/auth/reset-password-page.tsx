import { API, messages, resetPasswordRequestSchema, type ResetPasswordRequest } from "@app/contracts";
import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { AuthCard } from "./auth-card";
import { PasswordField } from "./password-field";
import { useAccountForm } from "./use-account-form";

const t = messages.auth.reset;
const EMPTY: ResetPasswordRequest = { identifier: "", oldPassword: "", newPassword: "" };

/** Reset Password page: spec §2.5, §5.3, §8. After success the user goes to /enquiryform. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { submitting, fieldProps, submitWith } = useAccountForm(EMPTY);

  const submit = submitWith(
    resetPasswordRequestSchema,
    async (data) => {
      await apiFetch(API.resetPassword, { method: "POST", body: data, skipAuthRedirect: true });
      toast.success(t.success);
      navigate("/enquiryform");
    },
    (err) => toast.error(err instanceof ApiError && err.status === 429 ? err.message : t.failure),
  );

  return (
    <AuthCard title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.identifierLabel}
            autoComplete="username"
            {...fieldProps("identifier")}
          />
          <PasswordField
            label={t.oldPasswordLabel}
            autoComplete="current-password"
            {...fieldProps("oldPassword")}
          />
          <PasswordField
            label={t.newPasswordLabel}
            autoComplete="new-password"
            {...fieldProps("newPassword")}
          />
          <Button type="submit" loading={submitting}>
            {t.submit}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
