import { messages, type LiveVehicle } from "@app/contracts";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { MapView, type MapMarker } from "../../components/map";
import { LoadError, LoadingText } from "../../components/query-status";
import { useLiveVehicles } from "./live-api";
import { timeAgo, useNow } from "./time-ago";
import { useLiveUpdates } from "./use-live-updates";

const b = messages.liveScreens.board;
/** Guntur, where the map opens when no van has a position yet. */
const GUNTUR = { lat: 16.3067, lng: 80.4365 };
/** Under this many seconds a position reads "Just now". */
const JUST_NOW_SECONDS = 10;

/** "40 s ago", "Just now", or "No position yet"; a stale van says it is not updating. */
export function lastSeenText(vehicle: LiveVehicle, now: number): string {
  const position = vehicle.position;
  if (!position) return b.noPosition;
  const seen = now - Date.parse(position.at) < JUST_NOW_SECONDS * 1000 ? b.justNow : b.ago(timeAgo(position.at, now));
  return position.stale ? `${seen} · ${b.stale}` : seen;
}

/** "5 min late", "2 min early", "On time", or a dash when the usual time is not known. */
export function behindText(minutes: number | null): string {
  if (minutes === null) return b.unknown;
  if (minutes > 0) return b.late(minutes);
  if (minutes < 0) return b.early(-minutes);
  return b.onTime;
}

function columns(now: number): DataTableColumn<LiveVehicle>[] {
  return [
    { key: "route", header: b.columns.route, render: (v) => <Text fw={600} size="sm">{v.routeName}</Text> },
    { key: "run", header: b.columns.run, render: (v) => (v.active ? b.runs[v.run] : `${b.runs[v.run]} · ${b.notOn}`), nowrap: true },
    { key: "vehicle", header: b.columns.vehicle, render: (v) => v.registrationNumber ?? b.noVehicle, nowrap: true },
    { key: "caretaker", header: b.columns.caretaker, render: (v) => v.caretakerName },
    {
      key: "lastSeen",
      header: b.columns.lastSeen,
      render: (v) => (
        <Text size="sm" c={v.position?.stale ? "orange.9" : undefined} fw={v.position?.stale ? 600 : undefined}>
          {lastSeenText(v, now)}
        </Text>
      ),
    },
    { key: "battery", header: b.columns.battery, render: (v) => (v.position?.battery == null ? b.unknown : b.battery(Math.round(v.position.battery))), nowrap: true },
    { key: "nextStop", header: b.columns.nextStop, render: (v) => v.nextStop ?? b.noStop },
    { key: "behind", header: b.columns.behind, render: (v) => behindText(v.minutesBehind), nowrap: true },
  ];
}

/**
 * The office's live board of vans (docs/decisions/0266): one row per van of today's trips (cards on
 * a phone) and a map with every van that has a position; kept fresh by the live stream, or every
 * 15 seconds when the stream cannot be kept.
 */
export function LiveVans() {
  const polling = useLiveUpdates();
  const query = useLiveVehicles(polling);
  const now = useNow();
  const headingId = useId();
  const placed = (query.data ?? []).filter((v) => v.position);
  const markers: MapMarker[] = placed.map((v) => ({
    id: v.assignmentUuid,
    lat: v.position!.lat,
    lng: v.position!.lng,
    label: [v.routeName, v.registrationNumber].filter(Boolean).join(" · "),
    kind: "van",
  }));
  const center = markers.length
    ? { lat: markers.reduce((sum, m) => sum + m.lat, 0) / markers.length, lng: markers.reduce((sum, m) => sum + m.lng, 0) / markers.length }
    : GUNTUR;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={headingId}>
            {b.title}
          </Title>
          <Text size="sm" c="dimmed">
            {b.intro}
          </Text>
        </Stack>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <LoadError message={apiErrorMessage(query.error, b.fetchFailed)} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <DataTable label={b.tableLabel} columns={columns(now)} rows={query.data} rowKey={(v) => v.assignmentUuid} emptyText={b.empty} minWidth={900} rowProps={(v) => ({ "aria-label": v.routeName })} />
            {markers.length > 0 && <MapView center={center} zoom={13} markers={markers} height="360px" label={b.mapLabel} />}
          </>
        )}
        {polling !== false && (
          <Text size="xs" c="dimmed">
            {messages.liveScreens.stream.polling}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
