import { API, loginRequestSchema, loginResponseSchema, messages, TOAST_MS, type LoginRequest } from "@app/contracts";
import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { postLoginPath } from "../../app/route-access";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { useAuth, useSessionStore } from "../session/session-context";
import { LanguageButtons } from "../../i18n/language-switcher";
import { AuthCard } from "./auth-card";
import { fieldErrors } from "./form-errors";
import { PasswordField } from "./password-field";

const t = messages.auth.login;
const serverErrors = messages.auth.serverErrors;

type Field = keyof LoginRequest;
type Errors = Partial<Record<Field, string>>;
const EMPTY: LoginRequest = { identifier: "", password: "" };

/** Login page: spec §2.3, §5.1, §8 Login and account. */
export function LoginPage() {
  const auth = useAuth();
  const store = useSessionStore();
  const location = useLocation();
  const [values, setValues] = useState<LoginRequest>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  // Already logged in (or just logged in): go to the wanted page if allowed, else the dashboard.
  if (auth.isAuthenticated && auth.role) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={postLoginPath(auth.role, from)} replace />;
  }

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showFailure = (err: unknown) => {
    const text = err instanceof ApiError ? err.message : "";
    const status = err instanceof ApiError ? err.status : -1;
    if (text === serverErrors.invalidMobile || text === serverErrors.invalidEmail) {
      setErrors({ identifier: text });
      toast.error(text, TOAST_MS.login);
    } else if (text === serverErrors.incorrectPassword) {
      setErrors({ password: t.invalidPasswordField });
      toast.error(text, TOAST_MS.login);
    } else if (status === 429) {
      toast.error(text);
    } else if (status === 0) {
      toast.error(messages.common.networkError);
    } else {
      setErrors({ identifier: t.userNotFound });
      toast.error(t.failedToast, TOAST_MS.login);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const body = await apiFetch<unknown>(API.login, { method: "POST", body: parsed.data, skipAuthRedirect: true });
      const response = loginResponseSchema.safeParse(body);
      if (!response.success) throw new ApiError(t.failedToast, 500);
      toast.success(t.success, TOAST_MS.login);
      store.login(response.data);
    } catch (err) {
      showFailure(err);
    } finally {
      setSubmitting(false);
    }
  };

  const clear = () => {
    setValues(EMPTY);
    setErrors({});
  };

  return (
    <AuthCard title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <LanguageButtons />
          <TextInput
            label={t.identifierLabel}
            placeholder={t.identifierPlaceholder}
            name="identifier"
            autoComplete="username"
            value={values.identifier}
            onChange={(e) => change("identifier")(e.currentTarget.value)}
            error={errors.identifier}
            withAsterisk
          />
          <PasswordField
            label={t.passwordLabel}
            placeholder={t.passwordPlaceholder}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change("password")(e.currentTarget.value)}
            error={errors.password}
            withAsterisk
          />
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t.forgotLink}
            </Anchor>
            <Anchor component={Link} to="/reset-password" size="sm">
              {t.resetLink}
            </Anchor>
          </Group>
          <Group justify="flex-end" gap="sm" grow>
            <Button type="button" variant="default" onClick={clear} disabled={submitting}>
              {t.clear}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? t.submitting : t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
