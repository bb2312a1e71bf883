import { messages } from "@app/contracts";
import { Alert, Stack, Title } from "@mantine/core";

/** A section whose screen comes in a later issue: its title and the "coming soon" text. */
export function PlaceholderSection({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Alert color="blue" variant="light">
        {messages.dashboards.comingSoon}
      </Alert>
    </Stack>
  );
}
