import { messages } from "@app/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useSyncExternalStore } from "react";
import type { SharingStatus } from "./position-sharer";
import { getPositionSharer } from "./position-service";

const p = messages.positionSharing;

const COLORS: Record<Exclude<SharingStatus, "off">, string> = {
  locating: "blue",
  sharing: "green",
  paused: "yellow",
  denied: "red",
  unavailable: "gray",
};

/**
 * The run sheet's line about the van's location (docs/decisions/0267): while `assignmentUuids`
 * (her current runs) is not empty the phone shares its position, says so, and offers a pause.
 * Mounted on today's sheet even with no current run, so fixes left from before a reload are sent.
 */
export function PositionSharingLine({ assignmentUuids }: { assignmentUuids: readonly string[] }) {
  const sharer = getPositionSharer();
  const { status, waiting, held } = useSyncExternalStore(sharer.subscribe, sharer.getSnapshot);
  const key = assignmentUuids.join();

  useEffect(() => {
    sharer.attach();
    return () => sharer.detach();
  }, [sharer]);
  useEffect(() => {
    sharer.setAssignments(key ? key.split(",") : []);
  }, [sharer, key]);

  const waitingLine = waiting > 0 && held ? (
    <Text size="sm" c="dimmed">
      {p.waiting(waiting)}
    </Text>
  ) : null;
  if (status === "off") return waitingLine;
  const title = status === "sharing" ? p.sharing : status === "locating" ? p.locating : status === "paused" ? p.paused : status === "denied" ? p.denied : p.unavailable;
  const hint = status === "sharing" || status === "locating" ? p.sharingHint : status === "denied" ? p.deniedHint : null;
  return (
    // Not an Alert: its role=alert would announce every change of the count; only the title is a status.
    <Paper withBorder radius="md" px="sm" py="xs" bg={`${COLORS[status]}.0`}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ flex: "1 1 14rem" }}>
          <Text role="status" size="sm" fw={600}>
            {title}
          </Text>
          {hint && <Text size="sm">{hint}</Text>}
          {waitingLine}
        </Stack>
        {status !== "unavailable" &&
          (status === "paused" || status === "denied" ? (
            <Button size="compact-md" variant="default" onClick={() => sharer.resume()}>
              {p.resume}
            </Button>
          ) : (
            <Button size="compact-md" variant="default" onClick={() => sharer.pause()}>
              {p.pause}
            </Button>
          ))}
      </Group>
    </Paper>
  );
}
