import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kidAttendance, kidAttendanceSections } from "../../db/schema";

/** How many of the latest home captures a proposal looks at: a family that moved shows within weeks. */
export const PROPOSAL_CAPTURES = 60;

/**
 * Where the kid's home legs (homePickup, homeDrop) were captured, newest first, only those whose
 * place is still kept (the retention job clears it, docs/decisions/0111).
 */
export async function homeCapturePlaces(db: Db, kidId: string): Promise<{ lat: number; lng: number }[]> {
  const rows = await db
    .select({ lat: kidAttendanceSections.latitude, lng: kidAttendanceSections.longitude })
    .from(kidAttendanceSections)
    .innerJoin(kidAttendance, eq(kidAttendance.id, kidAttendanceSections.attendanceId))
    .where(
      and(
        eq(kidAttendance.kidId, kidId),
        isNull(kidAttendance.deletedAt),
        inArray(kidAttendanceSections.type, ["homePickup", "homeDrop"]),
        isNotNull(kidAttendanceSections.latitude),
        isNotNull(kidAttendanceSections.longitude),
      ),
    )
    .orderBy(desc(kidAttendanceSections.capturedAt))
    .limit(PROPOSAL_CAPTURES);
  return rows.map((r) => ({ lat: r.lat!, lng: r.lng! }));
}
