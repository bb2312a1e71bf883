import { messages } from "@app/contracts";
import { Text } from "@mantine/core";
import { Component, lazy, Suspense, type ReactNode } from "react";
import type { MapViewProps } from "./types";

/**
 * Leaflet and its style sheet live in this lazily loaded chunk only: a screen that shows a map
 * fetches them when it first renders one, never in a phone's first download (docs/decisions/0261).
 */
const LeafletMap = lazy(() => import("./leaflet-map").then((m) => ({ default: m.LeafletMap })));

/** A map that could not load (offline before the chunk was fetched) leaves a note, not a broken screen. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <Text role="status" c="dimmed" size="sm">
          {messages.geography.mapFailed}
        </Text>
      );
    return this.props.children;
  }
}

/** The one map component every map screen uses: markers by kind, an optional point picker. */
export function MapView(props: MapViewProps) {
  const height = props.height ?? "320px";
  return (
    <MapBoundary>
      <Suspense
        fallback={
          <div style={{ height }} role="status">
            <Text c="dimmed" size="sm">
              {messages.geography.mapLoading}
            </Text>
          </div>
        }
      >
        <LeafletMap {...props} height={height} />
      </Suspense>
    </MapBoundary>
  );
}
