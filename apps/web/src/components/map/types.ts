/** What a map shows: markers by kind, each with the accessible name and tooltip `label`. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The marker's accessible name (and tooltip): a kid's first name, "Proposed point", a registration number. */
  label: string;
  kind: "van" | "home" | "institute" | "pin";
}

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapViewProps {
  center: MapPoint;
  zoom: number;
  markers: MapMarker[];
  /** When given, a click (or tap) on the map reports the point there: the pin pickers. */
  onPick?: (point: MapPoint) => void;
  /** CSS height of the map, e.g. "320px" (default) or "50vh". */
  height?: string;
  /** The map's accessible name (default: the catalogue's "Map"). */
  label?: string;
}
