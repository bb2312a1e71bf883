import { API, messages, resetPasswordRequestSchema, type ResetPasswordRequest } from "@app/contracts";
import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { AuthCard } from "./auth-card";
import { fieldErrors } from "./form-errors";
import { PasswordField } from "./password-field";

const t = messages.auth.reset;
type Field = keyof ResetPasswordRequest;
const EMPTY: ResetPasswordRequest = { identifier: "", oldPassword: "", newPassword: "" };

/** Reset Password page: spec §2.5, §5.3, §8. After success the user goes to /enquiryform. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<ResetPasswordRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = resetPasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiFetch(API.resetPassword, { method: "POST", body: parsed.data, skipAuthRedirect: true });
      toast.success(t.success);
      navigate("/enquiryform");
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : t.failure);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.identifierLabel}
            name="identifier"
            autoComplete="username"
            value={values.identifier}
            onChange={(e) => change("identifier", e.currentTarget.value)}
            error={errors.identifier}
            withAsterisk
          />
          <PasswordField
            label={t.oldPasswordLabel}
            name="oldPassword"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={(e) => change("oldPassword", e.currentTarget.value)}
            error={errors.oldPassword}
            withAsterisk
          />
          <PasswordField
            label={t.newPasswordLabel}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => change("newPassword", e.currentTarget.value)}
            error={errors.newPassword}
            withAsterisk
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
