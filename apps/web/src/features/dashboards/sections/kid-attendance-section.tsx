import { KidAttendanceScreen } from "../../attendance-admin/attendance-screen";

/** Admin: Get Kid Attendance By Date button plus attendance table, spec §2.11. */
export function KidAttendanceSection() {
  return <KidAttendanceScreen />;
}
