import type { DayRun } from "@app/contracts";
import type { Db } from "../../db/client";
import { placesOfKids, type KidPlaces } from "../kids/kid-access";
import { distanceMetres, type Point } from "./points";

const centroid = (points: Point[]): Point => ({
  lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
  lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
});

/**
 * The order the van takes its kids in when their homes are on the map (docs/decisions/0261):
 * a nearest-neighbour path over the homes with a point. Morning: it starts at the home farthest
 * from the institute (the kids' institute points' centre; without any, the homes' centre) and
 * always goes on to the nearest home not yet visited, so it ends near the institute. Afternoon:
 * it starts at the institute and goes outward the same way. Kids without a home point follow in
 * their set order; with no points at all the set order stays as it is. Ties keep the set order.
 */
export function orderByPoints<K>(kids: K[], run: DayRun, placeOf: (kid: K) => KidPlaces | undefined): K[] {
  const placed = kids.map((kid, index) => ({ kid, index, home: placeOf(kid)?.home ?? null })).filter((k): k is { kid: K; index: number; home: Point } => k.home !== null);
  if (!placed.length) return kids;
  const unplaced = kids.filter((kid) => !placeOf(kid)?.home);
  const institutes = kids.map((kid) => placeOf(kid)?.institute).filter((p): p is Point => Boolean(p));
  const anchor = institutes.length ? centroid(institutes) : centroid(placed.map((k) => k.home));
  const remaining = [...placed];
  const path: typeof placed = [];
  let from: Point = anchor;
  if (run === "morning") {
    // The farthest home from the institute; the first in set order among equals.
    let start = 0;
    for (let i = 1; i < remaining.length; i++) if (distanceMetres(anchor, remaining[i]!.home) > distanceMetres(anchor, remaining[start]!.home)) start = i;
    from = remaining[start]!.home;
    path.push(...remaining.splice(start, 1));
  }
  while (remaining.length) {
    let next = 0;
    for (let i = 1; i < remaining.length; i++) if (distanceMetres(from, remaining[i]!.home) < distanceMetres(from, remaining[next]!.home)) next = i;
    from = remaining[next]!.home;
    path.push(...remaining.splice(next, 1));
  }
  return [...path.map((k) => k.kid), ...unplaced];
}

/** Orders each run's kids by their points, reading the points of all of them in one go. */
export async function orderRunsByPoints<K extends { uuid: string }>(db: Db, runs: { run: DayRun; kids: K[] }[]): Promise<K[][]> {
  const places = await placesOfKids(db, [...new Set(runs.flatMap((r) => r.kids.map((k) => k.uuid)))]);
  return runs.map((r) => orderByPoints(r.kids, r.run, (kid) => places.get(kid.uuid)));
}
