import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: pickup/drop screen with Present/Absent per date (real data, decisions.md), spec §2.7. Placeholder until its issue replaces this file. */
export function RouteSection() {
  return <PlaceholderSection title={messages.dashboards.sections.route} />;
}
