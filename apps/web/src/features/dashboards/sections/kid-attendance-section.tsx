import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: Get Kid Attendance By Date button plus attendance table, spec §2.11. Placeholder until its issue replaces this file. */
export function KidAttendanceSection() {
  return <PlaceholderSection title={messages.dashboards.sections.kidAttendance} />;
}
