import { LIVE_API, messages, traccarClientSetupUrl, type Vehicle } from "@app/contracts";
import { Alert, Button, Code, Group, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Loader } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { ConfirmDeleteModal } from "../transport/confirm-delete-modal";
import { routeToast } from "../transport/route-toast";
import { useRegenerateTrackerId } from "./vehicles-api";

const m = messages.vehicles;
const TrackerQr = lazy(() => import("./tracker-qr"));

/**
 * The vehicle's tracker (docs/decisions/0264): the QR code that sets up Traccar Client, the server
 * URL and the device id in text for typing, and "Regenerate tracker id" after a confirmation.
 */
export function VehicleTracker({ vehicle, origin = window.location.origin }: { vehicle: Vehicle; origin?: string }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const regenerate = useRegenerateTrackerId();
  const serverUrl = `${origin}${LIVE_API.tracker}`;
  const setupUrl = traccarClientSetupUrl(origin, LIVE_API.tracker, vehicle.trackerId);
  const confirm = () => {
    setError(null);
    regenerate.mutate(vehicle.uuid, {
      onSuccess: () => {
        routeToast.success(m.regenerateSuccess);
        setConfirming(false);
      },
      onError: (err) => setError(apiErrorMessage(err, m.regenerateFailure)),
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="vehicle-tracker-title">
      <Title order={3} size="h5" id="vehicle-tracker-title">
        {m.trackerHeading}
      </Title>
      <Text size="sm">{m.trackerHelp}</Text>
      <Suspense fallback={<Loader size="sm" />}>
        <TrackerQr text={setupUrl} label={m.trackerQrLabel(vehicle.registrationNumber)} />
      </Suspense>
      <div>
        <Text size="sm" fw={500} id="vehicle-server-url">
          {m.serverUrlLabel}
        </Text>
        <Code block aria-labelledby="vehicle-server-url" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
          {serverUrl}
        </Code>
      </div>
      <div>
        <Text size="sm" fw={500} id="vehicle-tracker-id">
          {m.trackerIdLabel}
        </Text>
        <Code block aria-labelledby="vehicle-tracker-id" data-testid="tracker-id" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
          {vehicle.trackerId}
        </Code>
      </div>
      <Group>
        <Button variant="light" color="orange" onClick={() => setConfirming(true)}>
          {m.regenerateTrackerId}
        </Button>
      </Group>
      {error && !confirming && <Alert color="red">{error}</Alert>}
      <ConfirmDeleteModal
        opened={confirming}
        title={m.regenerateTitle}
        question={m.regenerateConfirm}
        error={error}
        pending={regenerate.isPending}
        confirmLabel={m.regenerateTrackerId}
        cancelLabel={m.cancel}
        onConfirm={confirm}
        onClose={() => {
          setError(null);
          setConfirming(false);
        }}
      />
    </Stack>
  );
}
