import { messages, pointRequestSchema, type GeoPoint, type ProposedPoint } from "@app/contracts";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useId, useState } from "react";
import { MapView, type MapMarker } from "../../components/map";

const g = messages.geography;
const ui = g.ui;

/** Guntur's centre: where a map with no point yet opens. */
export const GUNTUR = { lat: 16.3067, lng: 80.4365 };

const asText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The typed point, or null while either box is not a valid degree value. */
function parsePoint(lat: string, lng: string): GeoPoint | null {
  if (!lat.trim() || !lng.trim()) return null;
  const parsed = pointRequestSchema.safeParse({ lat: Number(lat), lng: Number(lng) });
  return parsed.success ? parsed.data : null;
}

export interface PointPickerProps {
  title: string;
  /** The pin's accessible name on the map ("Arjun's home", the institute's name). */
  pinLabel: string;
  kind: "home" | "institute";
  saved: GeoPoint | null;
  proposed?: ProposedPoint | null;
  busy: boolean;
  onSave: (point: GeoPoint) => void;
  onClear: () => void;
}

/**
 * One point on a map (docs/decisions/0261): a click on the map places the pin, or the two boxes
 * take the latitude and longitude (the keyboard's way, and a point copied from elsewhere); a
 * proposal from past captures can be taken with one button. Nothing is stored until Save.
 */
export function PointPicker({ title, pinLabel, kind, saved, proposed, busy, onSave, onClear }: PointPickerProps) {
  const headingId = useId();
  const [lat, setLat] = useState(asText(saved?.lat));
  const [lng, setLng] = useState(asText(saved?.lng));
  const [touched, setTouched] = useState(false);
  const draft = parsePoint(lat, lng);
  const invalid = touched && (lat.trim() !== "" || lng.trim() !== "") && !draft;
  const place = (point: GeoPoint) => {
    setLat(String(point.lat));
    setLng(String(point.lng));
    setTouched(true);
  };
  const markers: MapMarker[] = [];
  if (proposed && (!draft || draft.lat !== proposed.lat || draft.lng !== proposed.lng))
    markers.push({ id: "proposed", lat: proposed.lat, lng: proposed.lng, label: ui.proposedPin, kind: "pin" });
  if (draft) markers.push({ id: "point", ...draft, label: pinLabel, kind });
  const center = draft ?? saved ?? proposed ?? GUNTUR;
  const unchanged = draft !== null && saved !== null && draft.lat === saved.lat && draft.lng === saved.lng;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={4} size="h5" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {saved ? ui.pointSet(saved.lat.toFixed(6), saved.lng.toFixed(6)) : ui.noPoint}
      </Text>
      <Text size="sm">{ui.pickHint}</Text>
      <MapView center={{ lat: center.lat, lng: center.lng }} zoom={draft || saved || proposed ? 16 : 13} markers={markers} onPick={place} height="280px" label={ui.mapOf(title)} />
      {proposed ? (
        <Group>
          <Button variant="light" size="sm" onClick={() => place(proposed)} disabled={busy}>
            {ui.useProposed(proposed.captures)}
          </Button>
        </Group>
      ) : null}
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={ui.latitude}
          inputMode="decimal"
          value={lat}
          onChange={(e) => {
            setLat(e.currentTarget.value);
            setTouched(true);
          }}
          error={invalid ? g.errors.pointInvalid : undefined}
        />
        <TextInput
          label={ui.longitude}
          inputMode="decimal"
          value={lng}
          onChange={(e) => {
            setLng(e.currentTarget.value);
            setTouched(true);
          }}
          error={invalid}
        />
      </Group>
      <Group justify="flex-end" gap="sm">
        {saved ? (
          <Button
            variant="default"
            onClick={() => {
              setLat("");
              setLng("");
              setTouched(false);
              onClear();
            }}
            disabled={busy}
          >
            {ui.clear}
          </Button>
        ) : null}
        <Button onClick={() => draft && onSave(draft)} disabled={busy || !draft || unchanged}>
          {ui.save}
        </Button>
      </Group>
    </Stack>
  );
}
