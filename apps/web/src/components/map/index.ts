// The map every map screen uses (docs/decisions/0261). Importing this module costs a few hundred
// bytes; Leaflet itself is fetched when a MapView first renders.
export { MapView } from "./map-view";
export type { MapMarker, MapPoint, MapViewProps } from "./types";
