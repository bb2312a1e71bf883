import "leaflet/dist/leaflet.css";
import { LIVE_API, messages, type MapConfig } from "@app/contracts";
import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { apiFetch } from "../../lib/api-client";
import classes from "./map.module.css";
import type { MapMarker, MapViewProps } from "./types";

const MARKER_SIZE = 22;

/** The tile server and its attribution (MAP_TILE_URL); the same for every map, asked once a session. */
function useMapConfig() {
  return useQuery({
    queryKey: ["map-config"],
    queryFn: async () => (await apiFetch<{ data: MapConfig }>(LIVE_API.mapConfig, { skipAuthRedirect: true })).data,
    staleTime: Infinity,
  });
}

function markerLayer(marker: MapMarker): L.Marker {
  const layer = L.marker([marker.lat, marker.lng], {
    icon: L.divIcon({
      className: `${classes.marker} ${classes[marker.kind]}`,
      iconSize: [MARKER_SIZE, MARKER_SIZE],
      iconAnchor: marker.kind === "pin" ? [0, MARKER_SIZE] : [MARKER_SIZE / 2, MARKER_SIZE / 2],
    }),
    title: marker.label,
    // A marker is a picture with a name here, not a button: nothing happens when it is pressed.
    keyboard: false,
    interactive: false,
  });
  layer.on("add", () => {
    const element = layer.getElement();
    element?.setAttribute("role", "img");
    element?.setAttribute("aria-label", marker.label);
  });
  return layer;
}

/** Leaflet on a div (docs/decisions/0261): no WebGL, works on cheap phones and in headless browsers. */
export function LeafletMap({ center, zoom, markers, onPick, height, label }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markerGroup = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const config = useMapConfig();

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: [center.lat, center.lng], zoom, zoomControl: false });
    // Leaflet's own buttons say "Zoom in" in English: named from the catalogue instead.
    L.control.zoom({ zoomInTitle: messages.geography.zoomIn, zoomOutTitle: messages.geography.zoomOut }).addTo(created);
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    markerGroup.current = L.layerGroup().addTo(created);
    created.on("click", (event: L.LeafletMouseEvent) => {
      const point = event.latlng.wrap();
      pick.current?.({ lat: Number(point.lat.toFixed(6)), lng: Number(point.lng.toFixed(6)) });
    });
    map.current = created;
    // A map drawn inside a dialog that is still opening measures itself too small: measure again.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => created.invalidateSize());
    observer?.observe(container.current);
    return () => {
      observer?.disconnect();
      created.remove();
      map.current = null;
      markerGroup.current = null;
    };
    // The map is made once; the effects below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    map.current?.setView([center.lat, center.lng], zoom);
  }, [center.lat, center.lng, zoom]);

  const tileUrl = config.data?.tileUrl ?? "";
  const attribution = config.data?.attribution ?? "";
  useEffect(() => {
    if (!map.current || !tileUrl) return;
    // The site's pages send no Referer to other origins; OpenStreetMap's tile policy asks for one,
    // so tile images send our origin (never a page's path, which may hold a kid's id; 0261).
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19, referrerPolicy: "strict-origin-when-cross-origin" }).addTo(map.current);
    return () => {
      tiles.remove();
    };
  }, [tileUrl, attribution]);

  const markerKey = JSON.stringify(markers);
  useEffect(() => {
    const group = markerGroup.current;
    if (!group) return;
    group.clearLayers();
    for (const marker of markers) group.addLayer(markerLayer(marker));
    // markerKey stands for the markers' content: a new array with the same markers redraws nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markerKey]);

  return (
    <div>
      <div ref={container} className={classes.map} style={{ height, cursor: onPick ? "crosshair" : undefined }} role="region" aria-label={label ?? messages.geography.map} />
      {config.isSuccess && !tileUrl ? (
        <Text size="xs" c="dimmed" className={classes.note}>
          {messages.geography.noTiles}
        </Text>
      ) : null}
    </div>
  );
}
