import { MIN_CAPTURES_FOR_PROPOSAL, type ProposedPoint } from "@app/contracts";

export interface Point {
  lat: number;
  lng: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The home point proposed from the GPS of past home captures: the median latitude and the median
 * longitude, each on its own, so one capture taken down the road (a fix 300 m off, a pickup at
 * the corner) does not pull the point (docs/decisions/0261). None below MIN_CAPTURES_FOR_PROPOSAL.
 */
export function proposePoint(places: Point[]): ProposedPoint | null {
  if (places.length < MIN_CAPTURES_FOR_PROPOSAL) return null;
  return {
    lat: Number(median(places.map((p) => p.lat)).toFixed(6)),
    lng: Number(median(places.map((p) => p.lng)).toFixed(6)),
    captures: places.length,
  };
}

/** Straight-line distance in metres (haversine): enough to order stops inside one town. */
export function distanceMetres(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
