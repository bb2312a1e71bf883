/**
 * What the attendance feature gives the exports feature (docs/decisions/0190): the records of a
 * range, a batch at a time, with the legs as the file shows them.
 */
export { attendanceExportBatches as attendanceExport, type AttendanceExportRow } from "./attendance-export.repository";
