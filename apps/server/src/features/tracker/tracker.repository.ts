import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };

export interface TrackerPositionRow {
  source: string;
  at: Date;
  lat: number;
  lng: number;
  accuracyM: number | null;
  speedKmh: number | null;
  bearing: number | null;
  altitudeM: number | null;
  battery: number | null;
}

export interface TrackerStoreResult {
  stored: boolean;
  /** The assignments that name the vehicle, when the fix was stored (their live view changed). */
  assignmentIds: string[];
}

/**
 * A tracker's fix in one statement (the path every tracker hits every 15 s; docs/decisions/0265):
 * looks the live vehicle up by its tracker id, stores the fix when `store` is set and the vehicle has
 * none within `minIntervalMs` of its time (a retry of the same fix, or a device sending faster than
 * the cap; the (vehicle_id, at) index answers it), and when stored reads the assignments naming the
 * vehicle. Undefined when no live vehicle has this tracker id (a removed van's is no longer accepted).
 */
export async function storeTrackerFix(db: Db, trackerId: string, row: TrackerPositionRow, store: boolean, minIntervalMs: number): Promise<TrackerStoreResult | undefined> {
  const at = row.at.toISOString();
  const from = new Date(row.at.getTime() - minIntervalMs).toISOString();
  const to = new Date(row.at.getTime() + minIntervalMs).toISOString();
  const result = (await db.execute(sql`
    with v as (
      select id from vehicles where tracker_id = ${trackerId} and deleted_at is null limit 1
    ), ins as (
      insert into vehicle_positions (vehicle_id, source, at, lat, lng, accuracy_m, speed_kmh, bearing, altitude_m, battery)
      select v.id, ${row.source}, ${at}::timestamptz, ${row.lat}::float8, ${row.lng}::float8,
             ${row.accuracyM}::real, ${row.speedKmh}::real, ${row.bearing}::real, ${row.altitudeM}::real, ${row.battery}::real
      from v
      where ${store}::boolean and not exists (
        select 1 from vehicle_positions p
        where p.vehicle_id = v.id and p.at > ${from}::timestamptz and p.at < ${to}::timestamptz
      )
      returning vehicle_id
    )
    select exists (select 1 from ins) as stored,
           case when exists (select 1 from ins)
                then (select coalesce(json_agg(ra.id), '[]'::json) from route_assignments ra where ra.vehicle_id = v.id)
                else '[]'::json end as "assignmentIds"
    from v`)) as unknown as Rows<{ stored: boolean; assignmentIds: string[] | string }>;
  const found = result.rows[0];
  if (!found) return undefined;
  const ids = typeof found.assignmentIds === "string" ? (JSON.parse(found.assignmentIds) as string[]) : found.assignmentIds;
  return { stored: Boolean(found.stored), assignmentIds: ids };
}

/** Of these assignments, those the caretaker account rides, with their vehicle. */
export async function caretakersAssignments(db: Db, userId: string, assignmentIds: string[]): Promise<{ id: string; vehicleId: string | null }[]> {
  if (!assignmentIds.length) return [];
  const result = (await db.execute(sql`
    select ra.id, ra.vehicle_id as "vehicleId"
    from route_assignments ra
    join caretakers c on c.id = ra.caretaker_id
    where ra.id = any(${sql`array[${sql.join(assignmentIds.map((id) => sql`${id}::uuid`), sql`, `)}]`})
      and c.user_id = ${userId}::uuid and c.deleted_at is null`)) as unknown as Rows<{ id: string; vehicleId: string | null }>;
  return result.rows;
}

export interface PhonePositionRow {
  assignmentId: string;
  vehicleId: string | null;
  at: Date;
  lat: number;
  lng: number;
  accuracyM: number | null;
  speedKmh: number | null;
  bearing: number | null;
  battery: number | null;
}

/**
 * Stores the phone's positions that are not stored yet, by (assignment, time): a batch the phone
 * sends again (its answer was lost) stores nothing twice. Each assignment is locked for the
 * transaction first, so two copies of one batch arriving together cannot both pass the check.
 * Returns how many rows were stored.
 */
export async function insertPhonePositions(db: Db, rows: PhonePositionRow[], recordedBy: string): Promise<number> {
  if (!rows.length) return 0;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const assignmentIds = [...new Set(rows.map((r) => r.assignmentId))].sort();
    for (const id of assignmentIds) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`positions:${id}`}))`);
    const json = JSON.stringify(
      rows.map((r) => ({
        assignment_id: r.assignmentId,
        vehicle_id: r.vehicleId,
        at: r.at.toISOString(),
        lat: r.lat,
        lng: r.lng,
        accuracy_m: r.accuracyM,
        speed_kmh: r.speedKmh,
        bearing: r.bearing,
        battery: r.battery,
      })),
    );
    const result = (await tx.execute(sql`
      insert into vehicle_positions (vehicle_id, assignment_id, source, at, lat, lng, accuracy_m, speed_kmh, bearing, battery, recorded_by)
      select v.vehicle_id, v.assignment_id, 'phone', v.at, v.lat, v.lng, v.accuracy_m, v.speed_kmh, v.bearing, v.battery, ${recordedBy}::uuid
      from jsonb_to_recordset(${json}::jsonb) as v(
        assignment_id uuid, vehicle_id uuid, at timestamptz, lat float8, lng float8,
        accuracy_m real, speed_kmh real, bearing real, battery real)
      where not exists (select 1 from vehicle_positions p where p.assignment_id = v.assignment_id and p.at = v.at)
      returning id`)) as unknown as Rows<{ id: number }>;
    return result.rows.length;
  });
}

/** Deletes up to `limit` positions older than the cutoff; returns how many. */
export async function deletePositionsBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    delete from vehicle_positions where id in (
      select id from vehicle_positions where at < ${cutoff.toISOString()}::timestamptz order by at limit ${limit}
    ) returning id`)) as unknown as Rows<{ id: number }>;
  return result.rows.length;
}
