import { APPROACH_LEAD_CHOICES, messages, NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationSettings, type NotificationSettingsRequest } from "@app/contracts";
import { Alert, Button, Group, Paper, Radio, Stack, Switch, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { toast } from "../../lib/toast";
import { notificationKeys, useNotificationSettings, useSaveNotificationSettings } from "./notifications-api";
import { currentSubscription, pushSupport, subscribeThisPhone, unsubscribeThisPhone } from "./push-subscription";

const s = messages.notifications.settings;
const lead = messages.eta.settings;

function choicesOf(settings: NotificationSettings): NotificationSettingsRequest {
  return {
    push: settings.channels.push.enabled,
    email: settings.channels.email.enabled,
    whatsapp: settings.channels.whatsapp.enabled,
    sms: settings.channels.sms.enabled,
    approachLeadMinutes: settings.approachLeadMinutes,
  };
}

/** This phone's push state, and the button that asks for permission (a tap, never on load). */
function ThisPhone({ onChanged }: { onChanged: () => void }) {
  const support = pushSupport();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(support === "unsupported" ? s.pushUnsupported : support === "denied" ? s.pushDenied : null);

  useEffect(() => {
    let alive = true;
    void currentSubscription()
      .then((sub) => alive && setSubscribed(Boolean(sub)))
      .catch(() => alive && setSubscribed(false));
    return () => {
      alive = false;
    };
  }, []);

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (subscribed) {
        await unsubscribeThisPhone();
        setSubscribed(false);
      } else {
        const granted = await subscribeThisPhone();
        if (!granted) setProblem(pushSupport() === "denied" ? s.pushDenied : s.pushFailed);
        setSubscribed(granted);
      }
      onChanged();
    } catch (error) {
      setProblem(apiErrorMessage(error, s.pushFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      {subscribed && <Text size="sm">{s.phoneSubscribed}</Text>}
      {problem && (
        <Alert color="yellow" variant="light" role="status">
          {problem}
        </Alert>
      )}
      {/* Blocked: only the browser's site settings can change that, a button would do nothing. */}
      {support !== "unsupported" && subscribed !== null && (subscribed || support !== "denied") && (
        <Group>
          <Button variant={subscribed ? "default" : "filled"} loading={busy} onClick={() => void toggle()}>
            {subscribed ? s.disablePhone : s.enablePhone}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The parent's notification settings (issue 10): one switch per channel, saved together. */
export function NotificationSettingsScreen() {
  const queryClient = useQueryClient();
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [choices, setChoices] = useState<NotificationSettingsRequest | null>(null);

  useEffect(() => {
    if (query.data) setChoices(choicesOf(query.data));
  }, [query.data]);

  const reasonText = (channel: NotificationChannel): string | null => {
    const reason = query.data?.channels[channel].unavailable;
    return reason ? s.unavailable[reason] : null;
  };

  const submit = () => {
    if (!choices) return;
    save.mutate(choices, {
      onSuccess: (res) => toast.success(res.message || s.saved),
      onError: (error) => toast.error(apiErrorMessage(error, s.saveFailed)),
    });
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: "md", sm: "xl" }} aria-labelledby="notification-settings-title" maw={640}>
      <Stack gap="md">
        <Title order={2} id="notification-settings-title" size="h3">
          {s.title}
        </Title>
        <Text c="dimmed">{s.intro}</Text>
        {query.isPending && <LoadingText />}
        {query.isError && <LoadError message={s.loadFailed} onRetry={() => void query.refetch()} />}
        {query.data && choices && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack gap="md">
              {!query.data.customized && <Text size="sm">{s.defaultsNote}</Text>}
              {NOTIFICATION_CHANNELS.map((channel) => {
                const reason = reasonText(channel);
                return (
                  <Switch
                    key={channel}
                    size="md"
                    label={s.channels[channel]}
                    description={reason ?? (channel === "push" && query.data.pushSubscriptions > 0 ? s.phoneCount(query.data.pushSubscriptions) : s.descriptions[channel])}
                    checked={choices[channel]}
                    disabled={reason !== null && !choices[channel]}
                    onChange={(e) => setChoices({ ...choices, [channel]: e.currentTarget.checked })}
                  />
                );
              })}
              {/* The approach alert's lead time (docs/decisions/0263): 5, 10 or 15 minutes, or off. */}
              <Radio.Group
                size="md"
                label={lead.leadLabel}
                description={lead.leadDescription}
                value={String(choices.approachLeadMinutes ?? 10)}
                onChange={(value) => setChoices({ ...choices, approachLeadMinutes: Number(value) })}
              >
                <Group gap="md" mt="xs">
                  {[...APPROACH_LEAD_CHOICES.filter((n) => n > 0), 0].map((n) => (
                    <Radio key={n} size="md" value={String(n)} label={n === 0 ? lead.leadOff : lead.leadMinutes(n)} />
                  ))}
                </Group>
              </Radio.Group>
              <ThisPhone onChanged={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.settings })} />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  {s.save}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
