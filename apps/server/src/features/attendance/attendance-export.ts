import { legStateNote, type AttendanceSectionKey, type Catalogue, type Messages } from "@app/contracts";
import type { Db } from "../../db/client";
import { DayReader } from "../day/day.service";
import { attendanceExportBatches, EXPORT_BATCH, type AttendanceExportRow } from "./attendance-export.repository";
import type { AttendanceFilter } from "./attendance.repository";

/**
 * What the attendance feature gives the exports feature (docs/decisions/0190): the records of a
 * range, a batch at a time, with the legs as the file shows them, each batch with its legs' states
 * from the day's one truth (docs/decisions/0242).
 */
export type { AttendanceExportRow } from "./attendance-export.repository";

export async function* attendanceExport(db: Db, f: AttendanceFilter, days: string[], batch = EXPORT_BATCH): AsyncIterable<AttendanceExportRow[]> {
  const reader = new DayReader(db);
  for await (const rows of attendanceExportBatches(db, f, days, batch)) {
    const states = await reader.legStatesOf(rows.map((r) => ({ kidId: r.kidId, date: r.date })));
    yield rows.map((r) => ({ ...r, states: states(r.kidId, r.date) }));
  }
}

/**
 * A leg's cell of the file, worded as every screen words it (docs/decisions/0242): the office's
 * correction or the absence ("Not at the stop", "Absent (parent)"), else the captured time as
 * stored, else empty (still to come, not captured, or not ridden).
 */
export function attendanceLegCell(t: Catalogue<Messages>, r: AttendanceExportRow, key: AttendanceSectionKey): string {
  return legStateNote(t.day, r.states?.[key]) ?? r.legs[key]?.time ?? "";
}
