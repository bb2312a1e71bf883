import { messages, type ConsentDecision } from "@app/contracts";
import { Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { toast } from "../../lib/toast";
import { useDecideConsent } from "./privacy-api";

const n = messages.privacy.notice;

/** The notice's text (docs/decisions/0110): what, who, how long, how to withdraw. */
export function PrivacyNoticeText({ version, retentionDays }: { version: string; retentionDays: number }) {
  return (
    <Stack gap="sm">
      <Text>{n.intro}</Text>
      <Title order={3} size="h5">
        {n.collectedTitle}
      </Title>
      <List spacing={4}>
        {n.collected.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Title order={3} size="h5">
        {n.whoTitle}
      </Title>
      <Text>{n.who}</Text>
      <Title order={3} size="h5">
        {n.keptTitle}
      </Title>
      <Text>{n.kept(retentionDays)}</Text>
      <Title order={3} size="h5">
        {n.withdrawTitle}
      </Title>
      <Text>{n.withdraw}</Text>
      <Text size="sm" c="dimmed">
        {n.refuseNote}
      </Text>
      <Text size="xs" c="dimmed">
        {n.version(version)}
      </Text>
    </Stack>
  );
}

/** The notice with its two answers, shown to a parent who has not decided on this version. */
export function PrivacyNoticeDialog({ version, retentionDays, onDecided }: { version: string; retentionDays: number; onDecided?: () => void }) {
  const decide = useDecideConsent();
  const send = (decision: ConsentDecision) =>
    decide.mutate(
      { noticeVersion: version, decision },
      {
        onSuccess: () => {
          toast.success(n.saved);
          onDecided?.();
        },
        onError: (err) => toast.error(apiErrorMessage(err, n.failed)),
      },
    );
  return (
    <Paper component="section" aria-labelledby="privacy-notice-title" withBorder radius="md" p="md" maw={720} mx="auto">
      <Stack gap="md">
        <Title order={2} id="privacy-notice-title" size="h3">
          {n.title}
        </Title>
        <PrivacyNoticeText version={version} retentionDays={retentionDays} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => send("refused")} loading={decide.isPending && decide.variables?.decision === "refused"} disabled={decide.isPending}>
            {n.refuse}
          </Button>
          <Button onClick={() => send("given")} loading={decide.isPending && decide.variables?.decision === "given"} disabled={decide.isPending}>
            {n.give}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
