import { messages } from "@app/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { pushSupport, subscribeThisPhone } from "./push-subscription";

const s = messages.notifications.settings;
const DISMISSED_KEY = "notifications.pushPromptDismissed";

/**
 * Offers push notifications to a parent once they are looking at their kid's day, never on the
 * app's first load: the browser's permission question comes only from a tap on "Turn on". Hidden
 * when push is unsupported, already decided, or dismissed on this phone.
 */
export function PushPrompt() {
  const [hidden, setHidden] = useState(
    () => pushSupport() !== "supported" || Notification.permission !== "default" || localStorage.getItem(DISMISSED_KEY) === "1",
  );
  const [busy, setBusy] = useState(false);
  if (hidden) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "1");
    setHidden(true);
  };
  const accept = async () => {
    setBusy(true);
    try {
      await subscribeThisPhone();
    } catch {
      // The settings screen shows the reason when the parent tries again there.
    } finally {
      setBusy(false);
      setHidden(true);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={s.promptTitle}>
      <Stack gap="xs">
        <Text fw={600}>{s.promptTitle}</Text>
        <Text size="sm">{s.promptText}</Text>
        <Group gap="sm">
          <Button size="sm" loading={busy} onClick={() => void accept()}>
            {s.promptAccept}
          </Button>
          <Button size="sm" variant="subtle" onClick={dismiss}>
            {s.promptDismiss}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
