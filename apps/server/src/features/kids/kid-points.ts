import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidInstitutes, kids } from "../../db/schema";

/** A point on the map in WGS84 degrees, or null to clear it (docs/decisions/0261). */
export type KidPoint = { lat: number; lng: number } | null;

/** Sets (or clears) the kid's home point; false when no such kid. */
export async function setKidHomePoint(db: Db, kidId: string, point: KidPoint): Promise<boolean> {
  const rows = await db
    .update(kids)
    .set({ homeLat: point?.lat ?? null, homeLng: point?.lng ?? null, updatedAt: new Date() })
    .where(eq(kids.id, kidId))
    .returning({ id: kids.id });
  return rows.length > 0;
}

/** Sets (or clears) the point of the kid's institute at `position`; false when it has none there. */
export async function setInstitutePoint(db: Db, kidId: string, position: number, point: KidPoint): Promise<boolean> {
  const rows = await db
    .update(kidInstitutes)
    .set({ lat: point?.lat ?? null, lng: point?.lng ?? null })
    .where(and(eq(kidInstitutes.kidId, kidId), eq(kidInstitutes.position, position)))
    .returning({ id: kidInstitutes.id });
  return rows.length > 0;
}

export interface KidPlaces {
  home: { lat: number; lng: number } | null;
  /** The point of the kid's first institute that has one. */
  institute: { lat: number; lng: number } | null;
}

/** The home point and first placed institute of each kid (kids without either are left out). */
export async function placesOfKids(db: Db, kidIds: string[]): Promise<Map<string, KidPlaces>> {
  const out = new Map<string, KidPlaces>();
  if (!kidIds.length) return out;
  const [homes, institutes] = await Promise.all([
    db
      .select({ id: kids.id, lat: kids.homeLat, lng: kids.homeLng })
      .from(kids)
      .where(and(inArray(kids.id, kidIds), isNotNull(kids.homeLat), isNotNull(kids.homeLng))),
    db
      .select({ kidId: kidInstitutes.kidId, lat: kidInstitutes.lat, lng: kidInstitutes.lng })
      .from(kidInstitutes)
      .where(and(inArray(kidInstitutes.kidId, kidIds), isNotNull(kidInstitutes.lat), isNotNull(kidInstitutes.lng)))
      .orderBy(asc(kidInstitutes.position)),
  ]);
  const entry = (id: string) => out.get(id) ?? out.set(id, { home: null, institute: null }).get(id)!;
  for (const h of homes) entry(h.id).home = { lat: h.lat!, lng: h.lng! };
  for (const i of institutes) {
    const e = entry(i.kidId);
    if (!e.institute) e.institute = { lat: i.lat!, lng: i.lng! };
  }
  return out;
}
