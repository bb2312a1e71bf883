import { API, forgotPasswordRequestSchema, messages, TOAST_MS, type ForgotPasswordRequest } from "@app/contracts";
import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { useSessionStore } from "../session/session-context";
import { AuthCard } from "./auth-card";
import { fieldErrors } from "./form-errors";

const t = messages.auth.forgot;

/** Forgot Password page: spec §2.4, §5.2, §8. */
export function ForgotPasswordPage() {
  const store = useSessionStore();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors<keyof ForgotPasswordRequest>(parsed.error).email);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const body = await apiFetch<Record<string, unknown> | undefined>(API.forgotPasswordLink, {
        method: "POST",
        body: parsed.data,
        skipAuthRedirect: true,
      });
      // Spec §7: a resetToken in the reply is stored (this server never sends one; the link is mailed).
      if (body && typeof body.resetToken === "string") store.setResetPasswordToken({ resetToken: body.resetToken });
      toast.success(t.success, TOAST_MS.forgotPassword);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : t.failure, TOAST_MS.forgotPassword);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <TextInput
            label={t.emailLabel}
            placeholder={t.emailPlaceholder}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
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
