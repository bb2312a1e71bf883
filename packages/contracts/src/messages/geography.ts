/**
 * Points on a map: the kid's home point and each institute's point, the map itself
 * (docs/decisions/0261).
 */
export const geography = {
  /** The map's accessible name when a screen gives none. */
  map: "Map",
  mapLoading: "Loading the map…",
  mapFailed: "The map could not be loaded. You can still type the latitude and longitude.",
  /** Shown in place of map tiles when no tile server is configured. */
  noTiles: "Map background is not configured.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  errors: {
    instituteNotFound: "This kid has no institute at that position.",
    pointInvalid: "Please give a latitude between -90 and 90 and a longitude between -180 and 180.",
  },
  ui: {
    homeTitle: "Home on the map",
    instituteTitle: (name: string) => `${name} on the map`,
    latitude: "Latitude",
    longitude: "Longitude",
    pickHint: "Click the map to place the pin, or type the latitude and longitude.",
    noPoint: "No point is set yet.",
    pointSet: (lat: string, lng: string) => `Point set: ${lat}, ${lng}`,
    useProposed: (captures: number) => `Use the proposed point (from ${captures} captures)`,
    save: "Save point",
    clear: "Clear point",
    saved: "Point saved.",
    cleared: "Point cleared.",
    homePin: (kid: string) => `${kid}'s home`,
    proposedPin: "Proposed point",
    /** The map's accessible name inside a point's section. */
    mapOf: (title: string) => `Map: ${title}`,
  },
} as const;
