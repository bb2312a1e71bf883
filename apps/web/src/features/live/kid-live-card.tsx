import { messages, type KidLive } from "@app/contracts";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { MapView, type MapMarker } from "../../components/map";
import { formatIndiaClock } from "../day/day-dates";
import { useKidLive, type LivePolling } from "./live-api";
import { timeAgo, useNow } from "./time-ago";
import { useLiveUpdates } from "./use-live-updates";

const p = messages.liveScreens.parent;

interface Kid {
  uuid: string;
  kidName: string;
}

/**
 * "Where is the van?" for each of the parent's kids whose trip is on and who is not yet delivered
 * (docs/decisions/0266); nothing at all for the others. One live stream serves every card.
 */
export function KidLiveCards({ kids }: { kids: readonly Kid[] }) {
  const polling = useLiveUpdates();
  return (
    <>
      {kids.map((kid) => (
        <KidLiveCard key={kid.uuid} kid={kid} polling={polling} />
      ))}
    </>
  );
}

function KidLiveCard({ kid, polling }: { kid: Kid; polling: LivePolling }) {
  const query = useKidLive(kid.uuid, polling);
  const live = query.data;
  // Not on, delivered, not yet known or not readable: the home shows nothing of a van (docs/decisions/0266).
  if (!live?.active) return null;
  return <ActiveCard kid={kid} live={live} />;
}

function ActiveCard({ kid, live }: { kid: Kid; live: KidLive }) {
  const headingId = useId();
  const now = useNow();
  const { vehicle, eta, stop } = live;
  const stopKind = eta?.leg === "instituteDrop" || eta?.leg === "institutePickup" ? "institute" : "home";
  const markers: MapMarker[] = [
    ...(stop ? [{ id: "stop", lat: stop.lat, lng: stop.lng, label: p.stopMarker, kind: stopKind } as const] : []),
    ...(vehicle ? [{ id: "van", lat: vehicle.lat, lng: vehicle.lng, label: p.vanMarker, kind: "van" } as const] : []),
  ];
  const center = vehicle ?? stop;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-live-kid={kid.uuid}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {p.title(kid.kidName)}
        </Title>
        {eta ? (
          <Group gap="xs" align="baseline" wrap="wrap">
            <Text size="sm">{p.etaLabel}</Text>
            <Text component="div" fw={700} size="xl" data-testid="live-eta">
              {p.eta(eta.minMinutes, eta.maxMinutes)}
            </Text>
            <Text size="sm" c="dimmed">
              {p.stopsBefore(eta.stopsBefore)}
            </Text>
          </Group>
        ) : (
          <Text size="sm">{p.etaUnknown}</Text>
        )}
        {vehicle ? (
          vehicle.stale ? (
            <Text size="sm" c="orange.9" fw={600}>
              {p.lastSeen(timeAgo(vehicle.at, now))}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {p.updatedAt(formatIndiaClock(vehicle.at))}
            </Text>
          )
        ) : (
          <Text size="sm" c="dimmed">
            {p.noPosition}
          </Text>
        )}
        {center && <MapView center={{ lat: center.lat, lng: center.lng }} zoom={15} markers={markers} height="240px" label={p.mapLabel(kid.kidName)} />}
      </Stack>
    </Paper>
  );
}
