import { messages } from "@app/contracts";
import { Alert, Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The loading text of spec §4 ("Loading..."), announced politely to screen readers. */
export function LoadingText({ children = messages.common.loading }: { children?: ReactNode }) {
  return (
    <Text role="status" aria-live="polite" c="dimmed" py="md">
      {children}
    </Text>
  );
}

/** An inline load failure with a retry button (decisions.md §2: failures are always shown). */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {messages.staff.ui.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
