import { messages } from "@app/contracts";
import { Button, Group, Paper, Text } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { isCapturing, subscribeCaptureActivity } from "./capture-activity";
import { applyUpdate, subscribeUpdate, updateSnapshot } from "./sw-update";

const u = messages.fieldApp.update;

/**
 * "A new version is ready: Reload" (issue 9). While a capture is open, Reload waits: the new
 * version is never swapped in under a caretaker in the middle of a capture.
 */
export function UpdatePrompt() {
  const { needRefresh } = useSyncExternalStore(subscribeUpdate, updateSnapshot);
  const capturing = useSyncExternalStore(subscribeCaptureActivity, isCapturing);
  if (!needRefresh) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      style={{ position: "fixed", insetInline: 12, bottom: 12, zIndex: 400, maxWidth: 480, marginInline: "auto" }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {`${u.ready}:`}
        </Text>
        <Button size="sm" onClick={() => void applyUpdate()} disabled={capturing}>
          {u.reload}
        </Button>
      </Group>
      {capturing && (
        <Text size="xs" c="dimmed" mt={4}>
          {u.afterCapture}
        </Text>
      )}
    </Paper>
  );
}
