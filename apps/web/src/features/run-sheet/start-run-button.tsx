import { LIVE_API, messages, type RunSheetRoute } from "@app/contracts";
import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { apiFetch } from "../../lib/api-client";

const p = messages.positionSharing;

/** Runs started from this phone today (the run sheet's answer does not say whether a run is on). */
const startedKey = (assignmentUuid: string, date: string) => `kidsride-run-started:${assignmentUuid}:${date}`;

function readStarted(key: string): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

/**
 * "Start run" on a current run's card (docs/decisions/0267): tells the server the van has set off
 * before the first capture, so parents see it from the first position. Gone once the run has a
 * capture (the capture starts the run by itself); after a start it says the run is on.
 */
export function StartRunButton({ route, date }: { route: RunSheetRoute; date: string }) {
  const key = startedKey(route.uuid, date);
  const [started, setStarted] = useState(() => readStarted(key));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (started) {
    return (
      <Text role="status" size="sm" c="green.9">
        {p.started}
      </Text>
    );
  }
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch<unknown>(LIVE_API.startRun(route.uuid), { method: "POST", body: {} });
      try {
        localStorage.setItem(key, "1");
      } catch {
        // Private mode: the button comes back after a reload; starting twice is harmless.
      }
      setStarted(true);
    } catch (failure) {
      setError(apiErrorMessage(failure, p.startFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button color="green" loading={busy} aria-label={p.startRunOf(route.routeInfo.name)} onClick={() => void start()}>
        {p.startRun}
      </Button>
      {busy && (
        <Text size="sm" role="status">
          {p.starting}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
